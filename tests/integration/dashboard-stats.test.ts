import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readDashboard } from "~/.server/admin/dashboard";
import {
  lastDays,
  MAX_SOURCES,
  noSourceLabel,
  notGivenLabel,
  otherSourcesLabel,
  publicPageCount,
  readCounters,
  readLeadsOverview,
} from "~/.server/admin/dashboard-stats";
import { publishSection, saveSectionDraft } from "~/.server/content/section-store";
import { contentSections, formSubmissions, forms } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { publicPages, sitemapPaths } from "~/content/registry/pages";
import { sections } from "~/content/registry/sections";
import { defaultContactFields } from "~/forms/contact";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * The dashboard's figures: the four counters, and the leads of the last
 * 30 São Paulo days, zero-filled, with the breakdowns by origin, amount and state.
 */

// 12:00 in São Paulo (UTC−3) on 22 Nov 2026.
const now = new Date("2026-11-22T15:00:00Z");

type Lead = { at: string; state?: string; amount?: string; source?: string };

async function insertLeads(db: TestDatabase["db"], leads: Lead[]) {
  await db.insert(formSubmissions).values(
    leads.map((lead) => ({
      formId: "contact",
      data: {
        name: "Lead",
        ...(lead.state ? { state: lead.state } : {}),
        ...(lead.amount ? { investmentAmount: lead.amount } : {}),
      },
      attribution: lead.source ? { utm_source: lead.source } : {},
      createdAt: new Date(lead.at),
    })),
  );
}

describe("São Paulo days", () => {
  it("lists the 30 days ending today, oldest first", () => {
    const days = lastDays(now);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-10-24");
    expect(days[29]).toBe("2026-11-22");
  });

  it("takes today from São Paulo's clock, not UTC's", () => {
    // 01:30 UTC on the 23rd is still 22:30 on the 22nd in São Paulo.
    expect(lastDays(new Date("2026-11-23T01:30:00Z")).at(-1)).toBe("2026-11-22");
    // Across a month and a year boundary.
    expect(lastDays(new Date("2027-01-05T12:00:00Z"))[0]).toBe("2026-12-07");
  });
});

describe.each(databaseKinds)("dashboard figures on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(formSubmissions);
    await database.db.delete(contentSections);
    await database.db.delete(forms);
  });

  it("counts pages, content sections, form fields and submissions", async () => {
    const { db } = database;
    expect(await readCounters(db)).toEqual({
      totalPages: publicPageCount,
      contentSections: 0,
      formFields: 0,
      formSubmissions: 0,
    });
    await seedDefaults(db);
    // Two sections published; a draft alone is not published content.
    const hero = (id: "hero.modelo-prime" | "hero.modelo-office" | "hero.modelo-loja", title: string) => ({
      ...sections[id].defaults,
      title,
    });
    await publishSection(db, "hero.modelo-prime", hero("hero.modelo-prime", "Prime"), null);
    await publishSection(db, "hero.modelo-office", hero("hero.modelo-office", "Office"), null);
    await saveSectionDraft(db, "hero.modelo-loja", hero("hero.modelo-loja", "Loja"), null);
    await insertLeads(db, [{ at: "2026-11-22T14:00:00Z" }, { at: "2020-01-01T00:00:00Z" }]);
    expect(await readCounters(db)).toEqual({
      totalPages: publicPageCount,
      contentSections: 2,
      formFields: defaultContactFields.length,
      formSubmissions: 2,
    });
  });

  it("Total Pages is every public page of the page registry (listed ones and /thank-you)", () => {
    expect(publicPageCount).toBe(publicPages.length);
    const unlisted = publicPages.filter((page) => !page.sitemap).map((page) => page.path);
    expect(unlisted).toContain("/thank-you");
    expect(publicPageCount).toBe(sitemapPaths().length + unlisted.length);
  });

  it("counts leads per São Paulo day over the last 30 days, days without leads as 0", async () => {
    const { db } = database;
    await insertLeads(db, [
      // Today (22nd) in São Paulo: 12:00 and 00:30 local.
      { at: "2026-11-22T14:59:00Z" },
      { at: "2026-11-22T03:30:00Z" },
      // 23:30 on the 21st in São Paulo, though already the 22nd in UTC.
      { at: "2026-11-22T02:30:00Z" },
      // The first day of the window (24 Oct, 00:00 local) and the one before it.
      { at: "2026-10-24T03:00:00Z" },
      { at: "2026-10-24T02:59:59Z" },
      // Later than now (clock skew): outside the window.
      { at: "2026-11-23T03:00:00Z" },
    ]);
    const overview = await readLeadsOverview(db, now);
    expect(overview.perDay).toHaveLength(30);
    const counts = Object.fromEntries(overview.perDay.map((day) => [day.day, day.count]));
    expect(counts["2026-11-22"]).toBe(2);
    expect(counts["2026-11-21"]).toBe(1);
    expect(counts["2026-10-24"]).toBe(1);
    expect(overview.perDay.filter((day) => day.count === 0)).toHaveLength(27);
    expect(overview.total).toBe(4);
  });

  it("with no leads, 30 days of zeros and empty breakdowns", async () => {
    const overview = await readLeadsOverview(database.db, now);
    expect(overview.perDay.map((day) => day.count)).toEqual(Array(30).fill(0));
    expect(overview.total).toBe(0);
    expect(overview.bySource).toEqual([]);
    expect(overview.byState).toEqual([]);
    expect(overview.byInvestment.every((entry) => entry.count === 0)).toBe(true);
  });

  it("breaks the period's leads down by utm_source, investment amount and state", async () => {
    const { db } = database;
    const at = "2026-11-20T15:00:00Z";
    await insertLeads(db, [
      { at, state: "SP", amount: "R$ 14.997", source: "google" },
      { at, state: "SP", amount: "R$ 14.997", source: "google" },
      { at, state: "RJ", amount: "R$ 44.997", source: "facebook" },
      { at, state: "MG", amount: "R$ 8.997" },
      // An expo registration: no state or amount.
      { at },
      // Outside the 30 days: not counted.
      { at: "2026-09-01T12:00:00Z", state: "BA", amount: "R$ 99.997", source: "old" },
    ]);
    const overview = await readLeadsOverview(db, now);
    expect(overview.bySource).toEqual([
      { label: noSourceLabel, count: 2 },
      { label: "google", count: 2 },
      { label: "facebook", count: 1 },
    ]);
    expect(overview.byInvestment).toEqual([
      { label: "R$ 8.997", count: 1 },
      { label: "R$ 14.997", count: 2 },
      { label: "R$ 19.997", count: 0 },
      { label: "R$ 44.997", count: 1 },
      { label: "R$ 99.997", count: 0 },
      { label: notGivenLabel, count: 1 },
    ]);
    expect(overview.byState).toEqual([
      { label: "SP", count: 2 },
      { label: "MG", count: 1 },
      { label: notGivenLabel, count: 1 },
      { label: "RJ", count: 1 },
    ]);
  });

  it("sums the origins beyond the first few as 'Outras origens'", async () => {
    const { db } = database;
    const sources = Array.from({ length: MAX_SOURCES + 2 }, (_, i) => `fonte-${String(i).padStart(2, "0")}`);
    await insertLeads(
      db,
      sources.flatMap((source, i) =>
        Array.from({ length: sources.length - i }, () => ({ at: "2026-11-21T12:00:00Z", source })),
      ),
    );
    const { bySource } = await readLeadsOverview(db, now);
    expect(bySource).toHaveLength(MAX_SOURCES);
    expect(bySource[0]).toEqual({ label: "fonte-00", count: sources.length });
    expect(bySource.at(-1)).toEqual({ label: otherSourcesLabel, count: 3 + 2 + 1 });
  });

  it("gives the dashboard its latest 10 submissions, newest first, with São Paulo dates", async () => {
    const { db } = database;
    await insertLeads(
      db,
      Array.from({ length: 12 }, (_, i) => ({
        at: `2026-11-${String(i + 1).padStart(2, "0")}T13:05:00Z`,
        state: `S${i}`,
      })),
    );
    const dashboard = await readDashboard(db, now);
    expect(dashboard.submissions).toHaveLength(10);
    expect(dashboard.submissions[0].createdAt).toBe("12/11/2026, 10:05");
    // Under the labels the admin reads on the lead's screen, not the stored keys.
    expect(dashboard.submissions[0]).toMatchObject({ form: "Contato", name: "Lead" });
    expect(dashboard.submissions[0].details).toEqual([
      { label: "Nome completo", value: "Lead" },
      { label: "Estado", value: "S11" },
    ]);
    expect(dashboard.submissions[9].createdAt).toBe("03/11/2026, 10:05");
    expect(dashboard.counters.formSubmissions).toBe(12);
    expect(dashboard.leads.perDay.at(-1)).toMatchObject({
      day: "2026-11-22",
      label: "22/11",
      fullLabel: "22/11/2026",
    });
    expect(dashboard.lastSnapshotAt).toBeNull();
  });
});
