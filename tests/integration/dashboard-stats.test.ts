import { and, count, gte, lt, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readDashboard } from "~/.server/admin/dashboard";
import {
  DASHBOARD_TIME_ZONE,
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
import { contentSections, formSubmissions, forms, leadDaySummaries } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { publicPages, sitemapPaths } from "~/content/registry/pages";
import { sections } from "~/content/registry/sections";
import { defaultContactFields } from "~/forms/contact";
import { investmentAmounts } from "~/forms/options";
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

  it("reads the same figures as one query per breakdown did, in one pass over the period", async () => {
    const { db } = database;
    // Varied leads around the period's edges: blank and padded sources, lower-case states,
    // amounts no longer offered, keys that look like days, leads on both sides of the window.
    const sources = [
      "google",
      " google ",
      "",
      "  ",
      "facebook",
      "2026-11-20",
      "bing",
      "tiktok",
      "x",
      "y",
      "z",
      "w",
    ];
    const states = ["SP", "sp", "RJ", "", "MG", "rs"];
    const amounts = ["R$ 14.997", "R$ 44.997", "", "R$ 1", "2026-11-20"];
    const start = Date.parse("2026-10-22T00:00:00Z");
    const leads: Lead[] = Array.from({ length: 360 }, (_, index) => ({
      at: new Date(start + index * 2 * 3_600_000 + (index % 7) * 1_000).toISOString(),
      source: sources[index % sources.length],
      state: states[(index * 7) % states.length],
      amount: amounts[(index * 3) % amounts.length],
    }));
    await insertLeads(db, leads);
    const expected = await overviewQueryByQuery(db, now);
    const overview = await readLeadsOverview(db, now);
    expect(overview).toEqual(expected);
    expect(overview.total).toBeGreaterThan(200);
    expect(overview.bySource.map((entry) => entry.label)).toContain(otherSourcesLabel);
  });

  it("keeps the closed days' counts, and counts a day again when one of its leads changes", async () => {
    const { db } = database;
    const start = Date.parse("2026-10-22T00:00:00Z");
    await insertLeads(
      db,
      Array.from({ length: 120 }, (_, index) => ({
        at: new Date(start + index * 6 * 3_600_000).toISOString(),
        source: ["google", "bing", "", "__proto__"][index % 4],
        state: ["SP", "RJ", ""][index % 3],
        amount: ["R$ 14.997", "R$ 44.997"][index % 2],
      })),
    );
    expect(await readLeadsOverview(db, now)).toEqual(await overviewQueryByQuery(db, now));
    // Every day of the window but yesterday and today is kept, with or without leads.
    const kept = await db.select({ day: leadDaySummaries.day }).from(leadDaySummaries);
    const window = lastDays(now);
    const keptInWindow = kept.map((row) => row.day).filter((day) => day >= window[0] && day <= window[29]);
    expect(keptInWindow.sort()).toEqual(window.slice(0, -2));

    // A lead stored later with a closed day's date (a restore), one moved to another state, one
    // moved to another day, one deleted: each view counts as the leads now stand.
    const changes: (() => Promise<unknown>)[] = [
      () => insertLeads(db, [{ at: "2026-11-01T12:00:00Z", source: "restored", state: "AC" }]),
      () =>
        db
          .update(formSubmissions)
          .set({ data: { name: "Lead", state: "TO" } })
          .where(sql`${formSubmissions.createdAt} = '2026-10-25T06:00:00Z'`),
      () =>
        db
          .update(formSubmissions)
          .set({ createdAt: new Date("2026-11-10T12:00:00Z") })
          .where(sql`${formSubmissions.createdAt} = '2026-10-26T12:00:00Z'`),
      () => db.delete(formSubmissions).where(sql`${formSubmissions.createdAt} = '2026-11-05T18:00:00Z'`),
    ];
    for (const change of changes) {
      const before = await readLeadsOverview(db, now);
      await change();
      const after = await readLeadsOverview(db, now);
      expect(after).toEqual(await overviewQueryByQuery(db, now));
      expect(after).not.toEqual(before);
      // The "Submissões" counter sums the kept days and counts the open ones: every lead, exactly.
      const [all] = await db.select({ n: count() }).from(formSubmissions);
      expect((await readCounters(db, now)).formSubmissions).toBe(Number(all.n));
    }
    const bySource = (await readLeadsOverview(db, now)).bySource;
    expect(bySource.find((entry) => entry.label === "__proto__")?.count).toBeGreaterThan(20);
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

/**
 * The dashboard's breakdowns as they were read before, one grouped query each: what the single
 * pass must equal.
 */
async function overviewQueryByQuery(db: TestDatabase["db"], now: Date) {
  const days = lastDays(now);
  const inPeriod = and(
    gte(formSubmissions.createdAt, sql`(${days[0]}::date)::timestamp at time zone ${DASHBOARD_TIME_ZONE}`),
    lt(
      formSubmissions.createdAt,
      sql`((${days[29]}::date) + 1)::timestamp at time zone ${DASHBOARD_TIME_ZONE}`,
    ),
  );
  const grouped = (key: SQL<string>) =>
    db.select({ key, n: count() }).from(formSubmissions).where(inPeriod).groupBy(sql`1`);
  const perDayRows = await grouped(
    sql<string>`to_char(${formSubmissions.createdAt} at time zone ${DASHBOARD_TIME_ZONE}, 'YYYY-MM-DD')`,
  );
  const sourceRows = await grouped(
    sql<string>`coalesce(nullif(trim(${formSubmissions.attribution}->>'utm_source'), ''), '')`,
  );
  const investmentRows = await grouped(
    sql<string>`coalesce(nullif(${formSubmissions.data}->>'investmentAmount', ''), '')`,
  );
  const stateRows = await grouped(
    sql<string>`coalesce(nullif(upper(${formSubmissions.data}->>'state'), ''), '')`,
  );
  const label = (key: string, empty: string) => (key === "" ? empty : key);
  const sorted = (rows: { key: string; n: number }[], empty: string) =>
    rows
      .map((row) => ({ label: label(row.key, empty), count: Number(row.n) }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "pt-BR"));
  const perDayCounts = new Map(perDayRows.map((row) => [row.key, Number(row.n)]));
  const perDay = days.map((day) => ({ day, count: perDayCounts.get(day) ?? 0 }));
  const sources = sorted(sourceRows, noSourceLabel);
  const bySource =
    sources.length <= MAX_SOURCES
      ? sources
      : [
          ...sources.slice(0, MAX_SOURCES - 1),
          {
            label: otherSourcesLabel,
            count: sources.slice(MAX_SOURCES - 1).reduce((sum, entry) => sum + entry.count, 0),
          },
        ];
  const investments = sorted(investmentRows, notGivenLabel);
  const byInvestment = [
    ...investmentAmounts.map((amount) => ({
      label: amount,
      count: investments.find((entry) => entry.label === amount)?.count ?? 0,
    })),
    ...investments.filter((entry) => !(investmentAmounts as readonly string[]).includes(entry.label)),
  ];
  return {
    perDay,
    total: perDay.reduce((sum, day) => sum + day.count, 0),
    bySource,
    byInvestment,
    byState: sorted(stateRows, notGivenLabel),
  };
}
