import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions, outbox } from "~/.server/db/schema";
import {
  filtersQuery,
  leadConditions,
  leadFilterMessages,
  listLeads,
  parseLeadFilters,
} from "~/.server/leads/admin-leads";
import { leadsCsvStream } from "~/.server/leads/leads-csv-export";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * The leads list's exact-value filters (campaign parameters, form page, amount, state, delivery
 * status), in the address and in the CSV, on both databases.
 */

const readFilters = (query = "") => parseLeadFilters(new URL(`http://x/admin/forms/submissions${query}`));
const filters = (query = "") => readFilters(query).filters;

describe.each(databaseKinds)("lead filters on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(formSubmissions);
  });

  async function lead(
    name: string,
    options: {
      attribution?: Record<string, string>;
      pagePath?: string;
      landingPath?: string;
      referrerHost?: string;
      amount?: string;
      state?: string;
      deliveries?: ("pending" | "delivered" | "failed" | "skipped")[];
      day?: number;
    } = {},
  ) {
    const [row] = await database.db
      .insert(formSubmissions)
      .values({
        formId: "contact",
        data: {
          name,
          ...(options.amount ? { investmentAmount: options.amount } : {}),
          state: options.state ?? "",
        },
        attribution: options.attribution ?? {},
        pagePath: options.pagePath ?? "/",
        landingPath: options.landingPath ?? null,
        referrerHost: options.referrerHost ?? null,
        createdAt: new Date(Date.UTC(2026, 10, options.day ?? 10, 15)),
      })
      .returning();
    let minute = 0;
    for (const status of options.deliveries ?? []) {
      await database.db.insert(outbox).values({
        kind: "webhook",
        submissionId: row.id,
        eventType: "lead.created",
        targetUrl: "http://127.0.0.1:9/",
        payload: {},
        status,
        createdAt: new Date(Date.UTC(2026, 10, 20, 12, minute++)),
      });
    }
    return row;
  }

  async function seed() {
    await lead("Google CPC", {
      attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "black-friday", gclid: "Cj0KCQ" },
      pagePath: "/franquia",
      landingPath: "/modelo-prime",
      referrerHost: "www.google.com",
      amount: "R$ 14.997",
      state: "SP",
      deliveries: ["failed", "delivered"],
      day: 11,
    });
    await lead("Google orgânico", {
      attribution: { utm_source: "google", utm_medium: "organic" },
      amount: "R$ 29.997",
      state: "RJ",
      deliveries: ["delivered", "failed"],
      day: 12,
    });
    await lead("Instagram", {
      attribution: { utm_source: "instagram", utm_campaign: "black-friday" },
      pagePath: "/franquia",
      landingPath: "/",
      referrerHost: "l.instagram.com",
      amount: "R$ 14.997",
      state: "SC",
      deliveries: ["pending"],
      day: 13,
    });
    await lead("Sem origem", { state: "SP", deliveries: ["skipped"], day: 14 });
  }

  const names = async (query: string) =>
    (await listLeads(database.db, filters(query))).leads.map((row) => row.data.name);

  it("filters by source, medium, campaign, form page, amount, state, delivery status and period", async () => {
    await seed();
    expect(await names("?origem=google")).toEqual(["Google orgânico", "Google CPC"]);
    expect(await names("?origem=google&midia=cpc")).toEqual(["Google CPC"]);
    expect(await names("?campanha=black-friday")).toEqual(["Instagram", "Google CPC"]);
    expect(await names("?pagina_do_form=%2Ffranquia")).toEqual(["Instagram", "Google CPC"]);
    expect(await names("?investimento=R%24+14.997")).toEqual(["Instagram", "Google CPC"]);
    // Where the visit landed and the outside site it came from, not the form's page.
    expect(await names("?pagina_de_entrada=%2Fmodelo-prime")).toEqual(["Google CPC"]);
    expect(await names("?pagina_de_entrada=%2F")).toEqual(["Instagram"]);
    expect(await names("?pagina_de_entrada=%2Ffranquia")).toEqual([]);
    expect(await names("?referencia=l.instagram.com")).toEqual(["Instagram"]);
    expect(await names("?uf=SP")).toEqual(["Sem origem", "Google CPC"]);
    // The ad click id the visit carried, whatever its value.
    expect(await names("?clique=gclid")).toEqual(["Google CPC"]);
    expect(await names("?clique=fbclid")).toEqual([]);
    // The newest delivery's status: a lead delivered after a failure counts as delivered.
    expect(await names("?entrega=delivered")).toEqual(["Google CPC"]);
    expect(await names("?entrega=failed")).toEqual(["Google orgânico"]);
    expect(await names("?entrega=pending")).toEqual(["Instagram"]);
    expect(await names("?origem=google&de=2026-11-12&ate=2026-11-30")).toEqual(["Google orgânico"]);
    expect(await names("?origem=bing")).toEqual([]);
    // Exact values: part of a source is not that source.
    expect(await names("?origem=goo")).toEqual([]);
  });

  it("exports the filtered list as the CSV, with the same address", async () => {
    await seed();
    const query = filtersQuery(filters("?campanha=black-friday&uf=SC"));
    expect(query).toBe("?campanha=black-friday&uf=SC");
    const csv = new TextDecoder().decode(
      await new Response(leadsCsvStream(database.db, filters(query))).arrayBuffer(),
    );
    const parsed = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true });
    expect(parsed.data.map((row) => row["Nome completo"])).toEqual(["Instagram"]);
    expect(parsed.data[0].utm_campaign).toBe("black-friday");
  });

  it("refuses a state or delivery status no lead can have, with a message", () => {
    expect(readFilters("?uf=XX&entrega=lost&clique=msclkid").errors).toEqual({
      state: leadFilterMessages.state,
      delivery: leadFilterMessages.delivery,
      click: leadFilterMessages.click,
    });
    expect(readFilters("?origem=a%00b").errors).toEqual({ source: leadFilterMessages.value });
    expect(readFilters("?origem=google&uf=SP").filters).toMatchObject({ source: "google", state: "SP" });
  });

  it("finds campaign parameters through the attribution index", async () => {
    await seed();
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const where = leadConditions(filters("?origem=google&campanha=black-friday"));
      const explained = await tx.execute(
        sql`explain select id from form_submissions where ${where ?? sql`true`}`,
      );
      return (explained as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row).join(" "))
        .join("\n");
    });
    expect(plan).toContain("form_submissions_attribution");
  });

  it("finds a landing page through its index", async () => {
    await seed();
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const where = leadConditions(filters("?pagina_de_entrada=%2Fmodelo-prime"));
      const explained = await tx.execute(
        sql`explain select id from form_submissions where ${where ?? sql`true`}`,
      );
      return (explained as unknown as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row).join(" "))
        .join("\n");
    });
    expect(plan).toContain("form_submissions_landing");
  });
});
