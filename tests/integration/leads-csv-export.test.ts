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
    for (const batchSize of [1, 3, 7, 44, 1_000]) {
      const streamed = await streamedText(leadsCsvStream(database.db, filters(), batchSize));
      expect(streamed, `batch of ${batchSize}`).toBe(expected);
    }
  });

  it("exports the filtered list with the same bytes as in memory", async () => {
    await insertVariedLeads();
    for (const query of [
      "?q=niteroi",
      "?q=expo",
      "?de=2026-11-05&ate=2026-11-09",
      "?q=ninguém",
      "?pagina_de_entrada=/franquia&referencia=www.google.com",
    ]) {
      const expected = leadsCsv(await leadsForExport(database.db, filters(query)));
      const streamed = await streamedText(leadsCsvStream(database.db, filters(query), 4));
      expect(streamed, query).toBe(expected);
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
    const streamed = await streamedText(leadsCsvStream(database.db, filters("?pagina_de_entrada=/franquia")));
    const lines = streamed.trim().split("\r\n").slice(1);
    expect(lines).toHaveLength(30);
    for (const line of lines) expect(line.endsWith(";/franquia;www.google.com")).toBe(true);
  });

  it("exports no lead as the heading line alone", async () => {
    const streamed = await streamedText(leadsCsvStream(database.db, filters()));
    expect(streamed).toBe(leadsCsv([]));
    expect(streamed.startsWith("\uFEFFID;Recebido em;Formulário;")).toBe(true);
    // The visit's landing page and outside site come last, after the consent's columns.
    expect(streamed).toContain(";Consentimento aceito em;Página de entrada;Site de origem\r\n");
  });
});
