import { and, count, gte, isNotNull, lt, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { contentSections, formSubmissions, forms } from "~/.server/db/schema";
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

export async function readCounters(db: Database): Promise<DashboardCounters> {
  // One after the other: a dashboard view holds one pooled connection, not one per figure.
  // The editable sections the team has published (the others still show the shipped texts).
  const [content] = await db
    .select({ n: count() })
    .from(contentSections)
    .where(isNotNull(contentSections.published));
  const [fields] = await db
    .select({ n: sql<number>`coalesce(sum(jsonb_array_length(${forms.fields})), 0)::int` })
    .from(forms);
  const [submissions] = await db.select({ n: count() }).from(formSubmissions);
  return {
    totalPages: publicPageCount,
    contentSections: Number(content.n),
    formFields: Number(fields.n),
    formSubmissions: Number(submissions.n),
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

/**
 * `amounts`: the amounts the lead form offers now (the published models' prices), the groups
 * of the breakdown by amount; leads that chose an amount no longer offered follow them.
 */
export async function readLeadsOverview(
  db: Database,
  now = new Date(),
  amounts: readonly string[] = investmentAmounts,
): Promise<LeadsOverview> {
  const days = lastDays(now);
  const first = days[0];
  const last = days[days.length - 1];
  // Local midnights of the first day and of the day after today, as instants.
  const inPeriod = and(
    gte(formSubmissions.createdAt, sql`(${first}::date)::timestamp at time zone ${DASHBOARD_TIME_ZONE}`),
    lt(formSubmissions.createdAt, sql`((${last}::date) + 1)::timestamp at time zone ${DASHBOARD_TIME_ZONE}`),
  );
  // The window's leads are read once: each lead's four keys, then one count per key value of
  // each (grouping sets), rather than one pass over the window per breakdown.
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
      breakdown: sql<Breakdown>`case
        when grouping(${window.day}) = 0 then 'day'
        when grouping(${window.source}) = 0 then 'source'
        when grouping(${window.amount}) = 0 then 'amount'
        else 'state' end`,
      key: sql<string>`coalesce(${window.day}, ${window.source}, ${window.amount}, ${window.state})`,
      n: count(),
    })
    .from(window)
    .groupBy(sql`grouping sets ((${window.day}), (${window.source}), (${window.amount}), (${window.state}))`);
  const of = (breakdown: Breakdown) => rows.filter((row) => row.breakdown === breakdown);
  const perDayRows = of("day");
  const sourceRows = of("source");
  const investmentRows = of("amount");
  const stateRows = of("state");

  const perDayCounts = new Map(perDayRows.map((row) => [row.key, Number(row.n)]));
  const perDay = days.map((day) => ({ day, count: perDayCounts.get(day) ?? 0 }));
  return {
    perDay,
    total: perDay.reduce((sum, day) => sum + day.count, 0),
    bySource: topSources(entries(sourceRows, noSourceLabel)),
    byInvestment: investmentBreakdown(entries(investmentRows, notGivenLabel), amounts),
    byState: entries(stateRows, notGivenLabel),
  };
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
