import { sql } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions, visitCounts, visitSalts, visitSeen } from "~/.server/db/schema";
import { countLeads, parseLeadFilters } from "~/.server/leads/admin-leads";
import { createLogger } from "~/.server/logger";
import {
  campaignReportCsv,
  parseReportPeriod,
  type ReportTableName,
  readCampaignReport,
} from "~/.server/visits/campaign-report";
import { createVisitCounter, type ReportedView } from "~/.server/visits/visit-counter";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * The Campanhas report: the counted visits beside the leads for a period, by landing page,
 * campaign, outside site and page; each row's leads are the leads list's for the row's link.
 */

const site = "https://cotafacil.example";
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const period = (query: string) =>
  parseReportPeriod(new URL(`${site}/admin/campanhas${query}`), new Date("2026-11-20T15:00:00Z"));

describe.each(databaseKinds)("the Campanhas report on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    for (const table of [formSubmissions, visitCounts, visitSeen, visitSalts])
      await database.db.delete(table);
  });

  async function countVisits(day: string, views: Partial<ReportedView>[]) {
    const counter = createVisitCounter({
      db: database.db,
      logger: createLogger("silent"),
      publicUrl: site,
      flushMs: 3_600_000,
      now: () => new Date(`${day}T15:00:00Z`),
    });
    for (const view of views) {
      counter.count({ path: "/", query: "", referrer: "", ip: "203.0.113.7", userAgent: chrome, ...view });
    }
    await counter.stop();
  }

  async function lead(values: {
    formId?: string;
    day: string;
    pagePath?: string;
    landingPath?: string;
    referrerHost?: string;
    attribution?: Record<string, string>;
  }) {
    await database.db.insert(formSubmissions).values({
      formId: values.formId ?? "contact",
      data: { name: "Lead" },
      attribution: values.attribution ?? {},
      pagePath: values.pagePath ?? "/",
      landingPath: values.landingPath ?? null,
      referrerHost: values.referrerHost ?? null,
      createdAt: new Date(`${values.day}T15:00:00Z`),
    });
  }

  async function seed() {
    const ad = "?utm_source=google&utm_medium=cpc&utm_campaign=verao";
    // Two visitors from the ad on 18/11 (one with Google's click id), one of them seeing
    // /franquia too; one typed visit on 19/11.
    await countVisits("2026-11-18", [
      { path: "/modelo-prime", query: `${ad}&gclid=Cj0KCQ1`, referrer: "https://www.google.com/" },
      { path: "/franquia", referrer: `${site}/modelo-prime` },
      { path: "/modelo-prime", query: ad, referrer: "https://www.google.com/", ip: "198.51.100.2" },
    ]);
    await countVisits("2026-11-19", [{ path: "/", ip: "198.51.100.3" }]);
    // Long before the period: not in it.
    await countVisits("2026-01-10", [{ path: "/modelo-prime", query: ad }]);
    const campaign = { utm_source: "google", utm_medium: "cpc", utm_campaign: "verao" };
    await lead({
      day: "2026-11-18",
      pagePath: "/franquia",
      landingPath: "/modelo-prime",
      referrerHost: "www.google.com",
      attribution: { ...campaign, gclid: "Cj0KCQ1" },
    });
    // A lead from a Meta ad carrying both click ids: it counts under each.
    await lead({
      day: "2026-11-20",
      pagePath: "/",
      referrerHost: "l.facebook.com",
      attribution: { fbclid: "IwAR1", gclid: "Cj0KCQ2" },
    });
    await lead({
      formId: "expo_registration",
      day: "2026-11-19",
      pagePath: "/expo-abf-2025",
      landingPath: "/modelo-prime",
      referrerHost: "www.google.com",
      attribution: campaign,
    });
    await lead({ day: "2026-11-19", pagePath: "/" });
    await lead({ day: "2026-01-10", pagePath: "/", landingPath: "/modelo-prime", attribution: campaign });
  }

  it("shows visits, unique visitors, leads and conversion by landing page, campaign, outside site and page", async () => {
    await seed();
    const report = await readCampaignReport(database.db, period("?periodo=7").period);
    expect(report.period).toEqual({ from: "2026-11-14", to: "2026-11-20", days: 7 });
    expect(report.totals).toEqual({
      visits: 3,
      visitors: 3,
      views: 4,
      contactLeads: 3,
      expoLeads: 1,
      conversion: (4 / 3) * 100,
    });
    const row = (table: ReportTableName, value: string) =>
      report.tables[table].find((found) => found.value === value);
    expect(row("landing", "/modelo-prime")).toMatchObject({
      visits: 2,
      visitors: 2,
      contactLeads: 1,
      expoLeads: 1,
      conversion: 100,
      leadsHref: "/admin/forms/submissions?de=2026-11-14&ate=2026-11-20&pagina_de_entrada=%2Fmodelo-prime",
    });
    expect(row("campaign", "google\u001fcpc\u001fverao")).toMatchObject({
      parts: ["google", "cpc", "verao"],
      visits: 2,
      visitors: 2,
      contactLeads: 1,
      expoLeads: 1,
    });
    expect(row("referrer", "www.google.com")).toMatchObject({ visits: 2, contactLeads: 1, expoLeads: 1 });
    expect(row("referrer", "")).toMatchObject({ visits: 1, contactLeads: 1, leadsHref: null });
    expect(row("page", "/franquia")).toMatchObject({
      visits: 1,
      visitors: 1,
      contactLeads: 1,
      conversion: 100,
    });
    expect(row("page", "/modelo-prime")).toMatchObject({
      visits: 2,
      visitors: 2,
      contactLeads: 0,
      conversion: 0,
    });
    // The ad click ids: visits that carried one, and the leads whose visit did.
    expect(row("click", "gclid")).toMatchObject({
      visits: 1,
      visitors: 1,
      contactLeads: 2,
      expoLeads: 0,
      conversion: 200,
      leadsHref: "/admin/forms/submissions?de=2026-11-14&ate=2026-11-20&clique=gclid",
    });
    expect(row("click", "fbclid")).toMatchObject({
      visits: 0,
      visitors: 0,
      contactLeads: 1,
      conversion: null,
    });
    expect(report.days.map((day) => [day.day, day.visits, day.leads])).toEqual([
      ["2026-11-14", 0, 0],
      ["2026-11-15", 0, 0],
      ["2026-11-16", 0, 0],
      ["2026-11-17", 0, 0],
      ["2026-11-18", 2, 1],
      ["2026-11-19", 1, 2],
      ["2026-11-20", 0, 1],
    ]);
  });

  it("counts for each row the same leads as the leads list its link opens", async () => {
    await seed();
    for (const query of ["?periodo=7", "?periodo=90", "?periodo=30", "?de=2026-01-01&ate=2026-11-30"]) {
      const report = await readCampaignReport(database.db, period(query).period);
      let linked = 0;
      for (const table of ["landing", "campaign", "referrer", "click", "page"] as const) {
        for (const row of report.tables[table]) {
          if (!row.leadsHref) continue;
          linked++;
          const { filters, errors } = parseLeadFilters(new URL(row.leadsHref, site));
          expect(errors).toEqual({});
          expect(await countLeads(database.db, filters), `${query} ${table} ${row.value}`).toBe(
            row.contactLeads + row.expoLeads,
          );
        }
      }
      expect(linked).toBeGreaterThan(4);
    }
  });

  it("follows each lead's change and deletion, as the leads list does", async () => {
    await seed();
    const week = period("?periodo=7").period;
    const leadsOf = async (table: ReportTableName, value: string) => {
      const row = (await readCampaignReport(database.db, week)).tables[table].find(
        (found) => found.value === value,
      );
      return row ? row.contactLeads + row.expoLeads : 0;
    };
    expect(await leadsOf("landing", "/modelo-prime")).toBe(2);
    // A lead erased (retention, a person's request) leaves the report with the list.
    const [erased] = await database.db
      .delete(formSubmissions)
      .where(sql`${formSubmissions.formId} = 'expo_registration'`)
      .returning();
    expect(erased.landingPath).toBe("/modelo-prime");
    expect(await leadsOf("landing", "/modelo-prime")).toBe(1);
    // A lead whose attribution changes moves with it.
    await database.db
      .update(formSubmissions)
      .set({ attribution: { fbclid: "IwAR9" } })
      .where(
        sql`${formSubmissions.landingPath} = '/modelo-prime' and ${formSubmissions.createdAt} > '2026-11-01'`,
      );
    expect(await leadsOf("click", "fbclid")).toBe(2);
    expect(await leadsOf("campaign", "google\u001fcpc\u001fverao")).toBe(0);
    const report = await readCampaignReport(database.db, week);
    expect(report.totals).toMatchObject({ contactLeads: 3, expoLeads: 0 });
    // Every row still counts the list's leads.
    for (const table of ["landing", "campaign", "referrer", "click", "page"] as const) {
      for (const row of report.tables[table]) {
        if (!row.leadsHref) continue;
        const { filters } = parseLeadFilters(new URL(row.leadsHref, site));
        expect(await countLeads(database.db, filters), `${table} ${row.value}`).toBe(
          row.contactLeads + row.expoLeads,
        );
      }
    }
  });

  it("reads chosen dates, refuses a period that ends before it starts, and exports the CSV", async () => {
    await seed();
    expect(period("?de=2026-11-18&ate=2026-11-19").period).toEqual({
      from: "2026-11-18",
      to: "2026-11-19",
      days: null,
    });
    expect(period("?de=2026-11-19&ate=2026-11-18").errors.to).toBeDefined();
    expect(period("?de=2026-02-31").errors.from).toBeDefined();
    // An unknown period is the default one, 30 days.
    expect(period("?periodo=12").period.days).toBe(30);

    const report = await readCampaignReport(database.db, period("?de=2026-11-18&ate=2026-11-19").period);
    const csv = campaignReportCsv(report);
    expect(csv.startsWith("\uFEFFTabela;Valor;")).toBe(true);
    const rows = Papa.parse<Record<string, string>>(csv.slice(1), {
      header: true,
      skipEmptyLines: true,
    }).data;
    expect(rows).toContainEqual(
      expect.objectContaining({
        Tabela: "Campanha",
        "Origem (utm_source)": "google",
        "Mídia (utm_medium)": "cpc",
        "Campanha (utm_campaign)": "verao",
        Visitas: "2",
        "Leads (contato)": "1",
        "Leads (expo)": "1",
        "Conversão (%)": "100,0",
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({
        Tabela: "Clique de anúncio",
        Valor: "gclid",
        Visitas: "1",
        "Leads (contato)": "1",
      }),
    );
    expect(rows.filter((row) => row.Tabela === "Dia").map((row) => row.Valor)).toEqual([
      "2026-11-18",
      "2026-11-19",
    ]);
  });
});
