import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions } from "~/.server/db/schema";
import { leadsForExport, parseLeadFilters } from "~/.server/leads/admin-leads";
import { leadsCsv } from "~/.server/leads/leads-csv";
import { leadBatches, leadsCsvStream } from "~/.server/leads/leads-csv-export";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * The streamed CSV export: the same bytes as the CSV built in memory over the same leads
 * (leadsCsv, whose format admin-leads.test.ts pins), whatever the batch size, with or without
 * filters, on both databases.
 */

const filters = (query = "") =>
  parseLeadFilters(new URL(`http://x/admin/forms/submissions.csv${query}`)).filters;

async function streamedText(stream: ReadableStream<Uint8Array>): Promise<string> {
  // Byte for byte, BOM included (Response.text() would drop it).
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

/**
 * Each way the export is written: lines formatted by the app, by the database and read as text,
 * and (PostgreSQL) by the database and read through COPY as bytes.
 */
function exportWays(database: TestDatabase) {
  const ways: [string, { formatting: "app" | "database"; copy?: TestDatabase["copyOutRows"] }][] = [
    ["app", { formatting: "app" }],
    ["database", { formatting: "database" }],
  ];
  if (database.copyOutRows)
    ways.push(["database, copy", { formatting: "database", copy: database.copyOutRows }]);
  return ways;
}

describe.each(databaseKinds)("the streamed CSV export on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(formSubmissions);
  });

  /** Leads of both forms, extra fields, formulas, separators and line breaks in values. */
  async function insertVariedLeads() {
    const values = [];
    for (let i = 0; i < 40; i++) {
      const expo = i % 5 === 0;
      values.push({
        formId: expo ? "expo_registration" : "contact",
        data: expo
          ? { name: `Expo ${i}`, email: `expo${i}@example.com`, preferred_day: "quinta-25" }
          : {
              name: i % 7 === 0 ? `=SUM(A${i})` : `Conceição ${i}`,
              email: `lead${i}@example.com`,
              phone: `(11) 9${String(i).padStart(4, "0")}-4321`,
              city: i % 3 === 0 ? "São José; SC" : "Niterói",
              state: i % 2 ? "RJ" : "SC",
              message: i % 4 === 0 ? `linha 1\nlinha "2" ${i}` : "",
              ...(i % 9 === 0 ? { extra_field: `+${i}` } : {}),
            },
        attribution: i % 2 ? { utm_source: "google", utm_campaign: "verão" } : {},
        consent: { text: "Li e aceito", version: "v1", acceptedAt: "2026-11-10T12:00:00.000Z" },
        pagePath: i % 3 ? "/" : null,
        landingPath: i % 4 ? "/franquia" : null,
        referrerHost: i % 4 ? "www.google.com" : null,
        createdAt: new Date(Date.UTC(2026, 10, 1 + (i % 20), 12, i)),
      });
    }
    await database.db.insert(formSubmissions).values(values);
    // Leads in the same millisecond (a batch may end between them), and one a microsecond apart.
    await database.db.execute(sql`
      insert into form_submissions (form_id, data, created_at) values
        ('contact', '{"name":"Mesmo instante A"}', '2026-11-05 12:00:00.123456+00'),
        ('contact', '{"name":"Mesmo instante B"}', '2026-11-05 12:00:00.123456+00'),
        ('contact', '{"name":"Mesmo instante C"}', '2026-11-05 12:00:00.123456+00'),
        ('contact', '{"name":"Um micro depois"}', '2026-11-05 12:00:00.123457+00')`);
  }

  it("writes exactly the bytes of the CSV built in memory, whatever the batch size", async () => {
    await insertVariedLeads();
    const expected = leadsCsv(await leadsForExport(database.db, filters()));
    expect(expected.split("\r\n").length).toBeGreaterThan(44);
    for (const [way, options] of exportWays(database)) {
      for (const batchSize of [1, 3, 7, 44, 1_000]) {
        const streamed = await streamedText(
          leadsCsvStream(database.db, filters(), { ...options, batchSize }),
        );
        expect(streamed, `${way}, batch of ${batchSize}`).toBe(expected);
      }
    }
  });

  it("exports the filtered list with the same bytes as in memory", async () => {
    await insertVariedLeads();
    // Quotes and backslashes in what is searched (COPY takes the filters written into its query).
    await database.db.insert(formSubmissions).values({
      formId: "contact",
      data: { name: "Ana D'Ávila \\ Souza", email: "ana@example.com" },
      attribution: { utm_campaign: "verão'); delete from form_submissions; --" },
    });
    for (const query of [
      `?q=${encodeURIComponent("d'ávila \\")}`,
      `?campanha=${encodeURIComponent("verão'); delete from form_submissions; --")}`,
      "?q=niteroi",
      "?q=expo",
      "?de=2026-11-05&ate=2026-11-09",
      "?q=ninguém",
      "?pagina_de_entrada=/franquia&referencia=www.google.com",
    ]) {
      const expected = leadsCsv(await leadsForExport(database.db, filters(query)));
      for (const [way, options] of exportWays(database)) {
        const streamed = await streamedText(
          leadsCsvStream(database.db, filters(query), { ...options, batchSize: 4 }),
        );
        expect(streamed, `${way}: ${query}`).toBe(expected);
      }
      if (query.includes("vila") || query.startsWith("?campanha")) {
        expect(expected, query).toContain("Ana D'Ávila \\ Souza");
      }
    }
    expect((await leadsForExport(database.db, filters())).length).toBe(45);
  });

  /** Values at each edge of the CSV's quoting and formatting rules, on both forms. */
  async function insertAwkwardLeads() {
    const awkward = [
      "-10",
      "@menção",
      "\tcom tab",
      "\rcom retorno",
      "+55 11",
      "=1+1",
      " espaço antes",
      "espaço depois ",
      'aspas "dentro"',
      "ponto;e vírgula",
      "marca\uFEFFdentro",
      "linha\r\nquebrada",
      "a=b+c-d@e",
      "",
      "'apóstrofo",
      "barra \\ invertida",
      "emoji 🙂 e ção",
    ];
    const values = awkward.map((text, i) => ({
      formId: i % 3 === 0 ? "expo_registration" : "contact",
      data: (i % 3 === 0
        ? {
            name: text,
            preferred_day: ["2025-06-25", "quinta-25", "2025-06-28", "outro dia"][i % 4],
            preferred_time: ["13h-15h", "13h30-14h", "manhã"][i % 3],
            investment: ["ate-25k", "50k-100k", text][i % 3],
          }
        : { name: text, city: text, message: text, [`campo_${i % 2}`]: text }) as Record<string, string>,
      attribution: { utm_source: text, utm_term: i % 2 ? text : "" },
      consent: {
        text: "Li e aceito",
        version: i % 4 ? text : "v1",
        acceptedAt: ["2026-11-10T12:00:00.000Z", "2018-01-15T02:30:59.999Z", "não é data", ""][i % 4],
      },
      pagePath: i % 2 ? text : null,
      landingPath: i % 3 ? "/franquia" : text,
      referrerHost: i % 5 ? null : text,
      // Summer time in São Paulo (-02:00, until 2019), its last night, and today's -03:00.
      createdAt: new Date(
        [Date.UTC(2018, 0, 15, 2, 30, 59, 999), Date.UTC(2019, 1, 17, 1, 59, 59), Date.UTC(2026, 10, 1, 3)][
          i % 3
        ] +
          i * 1000,
      ),
    }));
    await database.db.insert(formSubmissions).values(values);
  }

  it("heads a column for a field only leads far down the list hold", async () => {
    // The newest thousand leads hold the usual fields; an older one holds a field of its own,
    // another the expo form's day: both get their column, under their labels, as in memory.
    const newest = Array.from({ length: 1_005 }, (_, i) => ({
      formId: "contact",
      data: { name: `Lead ${i}`, email: `lead${i}@example.com`, city: "Niterói" },
      createdAt: new Date(Date.UTC(2026, 10, 20) + i * 1_000),
    }));
    await database.db.insert(formSubmissions).values(newest);
    await database.db.insert(formSubmissions).values([
      {
        formId: "contact",
        data: { name: "Antigo", cupom: "=PROMO", message: "olá" },
        createdAt: new Date(Date.UTC(2026, 9, 1)),
      },
      {
        formId: "expo_registration",
        data: { name: "Visitante", preferred_day: "quinta-25" },
        createdAt: new Date(Date.UTC(2026, 9, 2)),
      },
    ]);
    const expected = leadsCsv(await leadsForExport(database.db, filters()));
    const heading = expected.slice(1, expected.indexOf("\r\n"));
    expect(heading).toContain("cupom");
    expect(heading).toContain("Mensagem");
    for (const [way, options] of exportWays(database)) {
      const streamed = await streamedText(leadsCsvStream(database.db, filters(), options));
      expect(streamed, way).toBe(expected);
    }
  });

  it("reads every lead once, newest first, across batch boundaries within one millisecond", async () => {
    await insertVariedLeads();
    const seen: string[] = [];
    for await (const batch of leadBatches(database.db, filters(), 2)) {
      seen.push(...batch.map((row) => row.id));
    }
    const all = await leadsForExport(database.db, filters());
    expect(seen).toEqual(all.map((row) => row.id));
    expect(new Set(seen).size).toBe(44);
  });

  it("exports the landing page and outside site of each lead, filtered by landing page", async () => {
    await insertVariedLeads();
    for (const [way, options] of exportWays(database)) {
      const streamed = await streamedText(
        leadsCsvStream(database.db, filters("?pagina_de_entrada=/franquia"), options),
      );
      const lines = streamed.trim().split("\r\n").slice(1);
      expect(lines, way).toHaveLength(30);
      for (const line of lines) expect(line.endsWith(";/franquia;www.google.com"), way).toBe(true);
    }
  });

  it("writes the cells papaparse quotes or neutralises, expo options' labels and São Paulo times alike", async () => {
    await insertAwkwardLeads();
    const expected = leadsCsv(await leadsForExport(database.db, filters()));
    for (const [way, options] of exportWays(database).slice(1)) {
      const streamed = await streamedText(leadsCsvStream(database.db, filters(), options));
      expect(streamed, way).toBe(expected);
    }
    // The cases are really there: a formula neutralised, a quoted space, a labelled expo day.
    expect(expected).toContain(`"'-10"`);
    expect(expected).toContain(`" espaço antes"`);
    expect(expected).toContain("Quinta-feira, 25 de junho");
    expect(expected).toContain("-02:00");
  });

  it("exports no lead as the heading line alone", async () => {
    for (const [way, options] of exportWays(database)) {
      expect(await streamedText(leadsCsvStream(database.db, filters(), options)), way).toBe(leadsCsv([]));
    }
    const streamed = await streamedText(
      leadsCsvStream(database.db, filters(), exportWays(database).at(-1)?.[1]),
    );
    expect(streamed.startsWith("\uFEFFID;Recebido em;Formulário;")).toBe(true);
    // The visit's landing page and outside site come last, after the consent's columns.
    expect(streamed).toContain(";Consentimento aceito em;Página de entrada;Site de origem\r\n");
  });
});
