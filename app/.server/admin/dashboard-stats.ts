import { and, count, gte, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import {
  contentSections,
  formSubmissions,
  forms,
  type LeadDayCounts,
  leadDaySummaries,
} from "~/.server/db/schema";
import { publicPages } from "~/content/registry/pages";
import { investmentAmounts } from "~/forms/options";

/**
 * The dashboard's figures: the four counters, and the leads
 * of the last 30 days per day and by origin (utm_source), investment amount and state. Days are
 * São Paulo days: the marketing team reads "yesterday" as a Brazilian calendar day.
 */

export const DASHBOARD_TIME_ZONE = "America/Sao_Paulo";
export const LEADS_CHART_DAYS = 30;

/** The site's public pages: every page of the page registry (the 404 page is not one). */
export const publicPageCount = publicPages.length;

export type DashboardCounters = {
  totalPages: number;
  contentSections: number;
  formFields: number;
  formSubmissions: number;
};

export type DailyLeads = { day: string; count: number };
export type BreakdownEntry = { label: string; count: number };

export type LeadsOverview = {
  /** Oldest first, one entry per day (days without leads as 0), the last one today. */
  perDay: DailyLeads[];
  total: number;
  bySource: BreakdownEntry[];
  byInvestment: BreakdownEntry[];
  byState: BreakdownEntry[];
};

export const noSourceLabel = "Direto / sem UTM";
export const notGivenLabel = "Não informado";
export const otherSourcesLabel = "Outras origens";
/** Origins beyond these many are summed up as "Outras origens", to keep the chart readable. */
export const MAX_SOURCES = 8;

export async function readCounters(db: Database, now = new Date()): Promise<DashboardCounters> {
  // One after the other: a dashboard view holds one pooled connection, not one per figure.
  // The editable sections the team has published (the others still show the shipped texts).
  const [content] = await db
    .select({ n: count() })
    .from(contentSections)
    .where(isNotNull(contentSections.published));
  const [fields] = await db
    .select({ n: sql<number>`coalesce(sum(jsonb_array_length(${forms.fields})), 0)::int` })
    .from(forms);
  return {
    totalPages: publicPageCount,
    contentSections: Number(content.n),
    formFields: Number(fields.n),
    formSubmissions: await countEveryLead(db, now),
  };
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: DASHBOARD_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The São Paulo calendar day of an instant, as YYYY-MM-DD. */
export function saoPauloDay(instant: Date): string {
  return dayFormat.format(instant);
}

/** The `days` calendar days ending with the one of `now`, oldest first (YYYY-MM-DD). */
export function lastDays(now: Date, days = LEADS_CHART_DAYS): string[] {
  const today = new Date(`${saoPauloDay(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(today);
    day.setUTCDate(today.getUTCDate() - (days - 1 - index));
    return day.toISOString().slice(0, 10);
  });
}

/** The days before these many last ones are closed: their counts are kept (lead_day_summaries). */
const OPEN_DAYS = 2;

/**
 * `amounts`: the amounts the lead form offers now (the published models' prices), the groups
 * of the breakdown by amount; leads that chose an amount no longer offered follow them.
 *
 * The window's closed days (all but yesterday and today) come from their kept counts; a day
 * without them is counted once and its counts kept (the leads' triggers forget a day when one
 * of its leads changes). Yesterday and today are counted at each view: a lead arriving now
 * belongs to them, and its insert must not wait on a shared row.
 */
export async function readLeadsOverview(
  db: Database,
  now = new Date(),
  amounts: readonly string[] = investmentAmounts,
): Promise<LeadsOverview> {
  const days = lastDays(now);
  const closed = days.slice(0, -OPEN_DAYS);
  const open = days.slice(-OPEN_DAYS);
  await keepDays(db, closed[0], closed[closed.length - 1]);
  const kept = await keptDayCounts(db, closed);
  const live = await countDays(db, open[0], open[open.length - 1]);
  const perDayCounts = new Map([...kept, ...live]);
  const window = days.map((day) => perDayCounts.get(day) ?? emptyDay());
  const perDay = days.map((day, index) => ({ day, count: window[index].total }));
  return {
    perDay,
    total: perDay.reduce((sum, day) => sum + day.count, 0),
    bySource: topSources(entries(sumOf(window, "source"), noSourceLabel)),
    byInvestment: investmentBreakdown(entries(sumOf(window, "amount"), notGivenLabel), amounts),
    byState: entries(sumOf(window, "state"), notGivenLabel),
  };
}

const emptyDay = (): LeadDayCounts => ({ total: 0, source: {}, amount: {}, state: {} });

/** The day after `day` (YYYY-MM-DD). */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Makes sure every day from `first` to `last` has its kept counts: the missing ones are counted,
 * a run of consecutive missing days in one pass, days without leads kept as zero.
 */
async function keepDays(db: Database, first: string, last: string): Promise<void> {
  if (!first || first > last) return;
  const keptRows = await db
    .select({ day: leadDaySummaries.day })
    .from(leadDaySummaries)
    .where(and(gte(leadDaySummaries.day, first), lte(leadDaySummaries.day, last)));
  const kept = new Set(keptRows.map((row) => row.day));
  const runs: string[][] = [];
  let previous = "";
  for (let day = first; day <= last; day = nextDay(day)) {
    if (kept.has(day)) continue;
    if (previous && nextDay(previous) === day) runs[runs.length - 1].push(day);
    else runs.push([day]);
    previous = day;
  }
  for (const run of runs) {
    const counted = await countDays(db, run[0], run[run.length - 1]);
    const toKeep = run.map((day) => ({ day, counts: counted.get(day) ?? emptyDay() }));
    for (let index = 0; index < toKeep.length; index += 1_000) {
      await db
        .insert(leadDaySummaries)
        .values(toKeep.slice(index, index + 1_000))
        .onConflictDoNothing();
    }
  }
}

/**
 * Every lead, counted exactly: the kept counts of the closed days since the first lead's, and
 * yesterday's and today's leads (and any dated later) through the (created_at, id) index.
 */
async function countEveryLead(db: Database, now: Date): Promise<number> {
  const firstOpen = lastDays(now, OPEN_DAYS)[0];
  const openSince = sql`(${firstOpen}::date)::timestamp at time zone ${DASHBOARD_TIME_ZONE}`;
  const [oldest] = await db
    .select({
      day: sql<
        string | null
      >`to_char(min(${formSubmissions.createdAt}) at time zone ${DASHBOARD_TIME_ZONE}, 'YYYY-MM-DD')`,
    })
    .from(formSubmissions);
  const [live] = await db
    .select({ n: count() })
    .from(formSubmissions)
    .where(gte(formSubmissions.createdAt, openSince));
  if (!oldest?.day || oldest.day >= firstOpen) return Number(live.n);
  const lastClosed = lastDays(now, OPEN_DAYS + 1)[0];
  await keepDays(db, oldest.day, lastClosed);
  const [closed] = await db
    .select({ n: sql<string>`coalesce(sum((${leadDaySummaries.counts}->>'total')::bigint), 0)` })
    .from(leadDaySummaries)
    .where(and(gte(leadDaySummaries.day, oldest.day), lte(leadDaySummaries.day, lastClosed)));
  return Number(closed.n) + Number(live.n);
}

async function keptDayCounts(db: Database, days: string[]): Promise<Map<string, LeadDayCounts>> {
  if (days.length === 0) return new Map();
  const rows = await db
    .select()
    .from(leadDaySummaries)
    .where(and(gte(leadDaySummaries.day, days[0]), lte(leadDaySummaries.day, days[days.length - 1])));
  return new Map(rows.map((row) => [row.day, row.counts]));
}

/** Each breakdown's counts summed over the days. */
function sumOf(days: LeadDayCounts[], breakdown: Exclude<Breakdown, "day">): { key: string; n: number }[] {
  const sums = new Map<string, number>();
  for (const day of days) {
    for (const [key, n] of Object.entries(day[breakdown])) sums.set(key, (sums.get(key) ?? 0) + n);
  }
  return [...sums].map(([key, n]) => ({ key, n }));
}

/**
 * The leads of the São Paulo days from `first` to `last` (YYYY-MM-DD), per day and per day's
 * origin, amount and state: one pass over those days (grouping sets), days without leads absent.
 */
async function countDays(db: Database, first: string, last: string): Promise<Map<string, LeadDayCounts>> {
  // Local midnights of the first day and of the day after the last, as instants.
  const inPeriod = and(
    gte(formSubmissions.createdAt, sql`(${first}::date)::timestamp at time zone ${DASHBOARD_TIME_ZONE}`),
    lt(formSubmissions.createdAt, sql`((${last}::date) + 1)::timestamp at time zone ${DASHBOARD_TIME_ZONE}`),
  );
  const window = db
    .select({
      day: sql<string>`to_char(${formSubmissions.createdAt} at time zone ${DASHBOARD_TIME_ZONE}, 'YYYY-MM-DD')`.as(
        "day",
      ),
      source: sql<string>`coalesce(nullif(trim(${formSubmissions.attribution}->>'utm_source'), ''), '')`.as(
        "source",
      ),
      amount: sql<string>`coalesce(nullif(${formSubmissions.data}->>'investmentAmount', ''), '')`.as(
        "amount",
      ),
      state: sql<string>`coalesce(nullif(upper(${formSubmissions.data}->>'state'), ''), '')`.as("state"),
    })
    .from(formSubmissions)
    .where(inPeriod)
    .as("window");
  const rows = await db
    .select({
      day: window.day,
      breakdown: sql<Breakdown>`case
        when grouping(${window.source}) = 0 then 'source'
        when grouping(${window.amount}) = 0 then 'amount'
        when grouping(${window.state}) = 0 then 'state'
        else 'day' end`,
      key: sql<string>`coalesce(${window.source}, ${window.amount}, ${window.state}, '')`,
      n: count(),
    })
    .from(window)
    .groupBy(
      sql`grouping sets ((${window.day}), (${window.day}, ${window.source}), (${window.day}, ${window.amount}), (${window.day}, ${window.state}))`,
    );
  const days = new Map<string, LeadDayCounts>();
  for (const row of rows) {
    const counts = days.get(row.day) ?? emptyDay();
    days.set(row.day, counts);
    if (row.breakdown === "day") counts.total = Number(row.n);
    // A computed key: an origin named "__proto__" is a count like any other.
    else counts[row.breakdown] = { ...counts[row.breakdown], [row.key]: Number(row.n) };
  }
  return days;
}

type Breakdown = "day" | "source" | "amount" | "state";

/** Largest first, ties by label; an empty key gets `emptyLabel`. */
function entries(rows: { key: string; n: number }[], emptyLabel: string): BreakdownEntry[] {
  return rows
    .map((row) => ({ label: row.key === "" ? emptyLabel : row.key, count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "pt-BR"));
}

function topSources(list: BreakdownEntry[]): BreakdownEntry[] {
  if (list.length <= MAX_SOURCES) return list;
  const rest = list.slice(MAX_SOURCES - 1).reduce((sum, entry) => sum + entry.count, 0);
  return [...list.slice(0, MAX_SOURCES - 1), { label: otherSourcesLabel, count: rest }];
}

/** Every amount the form offers, in the form's order (zero when nobody chose it), then others. */
function investmentBreakdown(list: BreakdownEntry[], amounts: readonly string[]): BreakdownEntry[] {
  const counts = new Map(list.map((entry) => [entry.label, entry.count]));
  const known: BreakdownEntry[] = amounts.map((label) => ({
    label,
    count: counts.get(label) ?? 0,
  }));
  const others = list.filter((entry) => !amounts.includes(entry.label));
  return [...known, ...others];
}
