import { and, between, eq, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { Database } from "~/.server/db/client";
import { leadCounts, type VisitDimension, visitCounts } from "~/.server/db/schema";
import {
  type AdClick,
  adClicks,
  filtersQuery,
  type LeadFilters,
  parseLeadFilters,
} from "~/.server/leads/admin-leads";
import { BOM, CSV_NEWLINE } from "~/.server/leads/leads-csv";
import { CONTACT_FORM_ID } from "~/forms/contact";
import { EXPO_FORM_ID } from "~/forms/expo";
import { PERIOD_DAYS } from "~/lib/campaign-periods";
import { brasiliaDay, CAMPAIGN_SEPARATOR } from "./visit-counter";

/**
 * /admin/campanhas (docs/decisions/055): for a period, the visits the site counted
 * (visit-counter.ts) beside the leads, by page, by landing page, by campaign, by outside
 * site and by ad click id, with a line per day. Read from per-day counts only — the visits'
 * (visit_counts) and the leads' (lead_counts, kept by the database with each lead) — so a year
 * is a few hundred thousand small rows at most, never every lead of the year.
 *
 * The leads of a row are exactly the leads list's for the row's link: the same São Paulo days as
 * the list's date filter and the same value its filter compares.
 */

const DEFAULT_PERIOD = 30;

export type ReportPeriod = { from: string; to: string; days: number | null };

export type ReportReading = { period: ReportPeriod; errors: Record<string, string> };

const dayMs = 86_400_000;
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * dayMs).toISOString().slice(0, 10);

/** The period of an address: `periodo=7|30|90` (days up to today) or chosen dates `de`/`ate`. */
export function parseReportPeriod(url: URL, now = new Date()): ReportReading {
  const today = brasiliaDay(now);
  const { filters, errors } = parseLeadFilters(url);
  const dateErrors: Record<string, string> = {};
  if (errors.from) dateErrors.from = errors.from;
  if (errors.to) dateErrors.to = errors.to;
  if (!dateErrors.from && !dateErrors.to && (filters.from || filters.to)) {
    const to = filters.to || today;
    const from = filters.from || addDays(to, -(DEFAULT_PERIOD - 1));
    if (from > to) return { period: defaultPeriod(today), errors: { to: errors.to ?? "Período inválido." } };
    // A period of a few years at most: the chart has a bar a day.
    if (Date.parse(to) - Date.parse(from) > 3 * 366 * dayMs) {
      return { period: defaultPeriod(today), errors: { from: "Escolha um período de até 3 anos." } };
    }
    return { period: { from, to, days: null }, errors: {} };
  }
  const asked = Number(url.searchParams.get("periodo"));
  const days = (PERIOD_DAYS as readonly number[]).includes(asked) ? asked : DEFAULT_PERIOD;
  return { period: { from: addDays(today, -(days - 1)), to: today, days }, errors: dateErrors };
}

function defaultPeriod(today: string): ReportPeriod {
  return { from: addDays(today, -(DEFAULT_PERIOD - 1)), to: today, days: DEFAULT_PERIOD };
}

export type ReportTableName = "page" | "landing" | "campaign" | "referrer" | "click";

export type ReportRow = {
  /** The stored value ("" for none: direct visits, no campaign). */
  value: string;
  /** For a campaign: its source, medium and campaign. */
  parts?: [string, string, string];
  visits: number;
  visitors: number;
  contactLeads: number;
  expoLeads: number;
  /** Leads per 100 unique visitors, or null without visitors. */
  conversion: number | null;
  /** The leads list filtered to this row and period; null when no filter names it. */
  leadsHref: string | null;
};

export type ReportDay = {
  day: string;
  visits: number;
  visitors: number;
  views: number;
  leads: number;
  contactLeads: number;
  expoLeads: number;
};

export type CampaignReport = {
  period: ReportPeriod;
  totals: {
    visits: number;
    visitors: number;
    views: number;
    contactLeads: number;
    expoLeads: number;
    conversion: number | null;
  };
  days: ReportDay[];
  tables: Record<ReportTableName, ReportRow[]>;
};

/** The leads list's filter for each table's value. */
const leadFilterOf: Record<ReportTableName, (value: string) => Partial<LeadFilters> | null> = {
  page: (value) => (value ? { pagePath: value } : null),
  landing: (value) => (value ? { landingPath: value } : null),
  referrer: (value) => (value ? { referrerHost: value } : null),
  click: (value) => ((adClicks as readonly string[]).includes(value) ? { click: value as AdClick } : null),
  campaign: (value) => {
    const [source, medium, campaign] = value.split(CAMPAIGN_SEPARATOR);
    if (!source && !medium && !campaign) return null;
    return {
      ...(source ? { source } : {}),
      ...(medium ? { medium } : {}),
      ...(campaign ? { campaign } : {}),
    };
  },
};

const dimensionOf: Record<ReportTableName, VisitDimension> = {
  page: "page",
  landing: "landing",
  referrer: "referrer",
  campaign: "campaign",
  click: "click",
};

export function leadsHrefFor(table: ReportTableName, value: string, period: ReportPeriod): string | null {
  const filter = leadFilterOf[table](value);
  if (!filter) return null;
  return `/admin/forms/submissions${filtersQuery({ q: "", from: period.from, to: period.to, ...filter })}`;
}

const conversionOf = (leads: number, visitors: number) => (visitors > 0 ? (leads / visitors) * 100 : null);

async function visitRows(db: Database, dimension: VisitDimension, period: ReportPeriod) {
  return db
    .select({
      value: visitCounts.value,
      views: sql<number>`sum(${visitCounts.views})::int`,
      visitors: sql<number>`sum(${visitCounts.visitors})::int`,
    })
    .from(visitCounts)
    .where(and(eq(visitCounts.dimension, dimension), between(visitCounts.day, period.from, period.to)))
    .groupBy(visitCounts.value);
}

/**
 * The leads of each value of a table over the period, per form, from the per-day counts the
 * database keeps with every lead (lead_counts, migration 0029): the same São Paulo days as the
 * leads list's date filter, and the same values its filters compare (a lead carrying both ad
 * click ids counts under each). A value whose leads were all deleted counts none.
 */
async function leadRows(db: Database, dimension: VisitDimension, period: ReportPeriod) {
  return db
    .select({
      value: leadCounts.value,
      formId: leadCounts.formId,
      leads: sql<number>`sum(${leadCounts.leads})::int`,
    })
    .from(leadCounts)
    .where(and(eq(leadCounts.dimension, dimension), between(leadCounts.day, period.from, period.to)))
    .groupBy(leadCounts.value, leadCounts.formId)
    .having(sql`sum(${leadCounts.leads}) > 0`);
}

async function reportTable(db: Database, table: ReportTableName, period: ReportPeriod): Promise<ReportRow[]> {
  const [visits, leads] = await Promise.all([
    visitRows(db, dimensionOf[table], period),
    leadRows(db, dimensionOf[table], period),
  ]);
  const rows = new Map<string, ReportRow>();
  const rowOf = (value: string): ReportRow => {
    let row = rows.get(value);
    if (!row) {
      row = {
        value,
        visits: 0,
        visitors: 0,
        contactLeads: 0,
        expoLeads: 0,
        conversion: null,
        leadsHref: null,
      };
      if (table === "campaign") row.parts = value.split(CAMPAIGN_SEPARATOR) as [string, string, string];
      row.leadsHref = leadsHrefFor(table, value, period);
      rows.set(value, row);
    }
    return row;
  };
  for (const visit of visits) {
    const row = rowOf(visit.value);
    row.visits = Number(visit.views);
    row.visitors = Number(visit.visitors);
  }
  for (const lead of leads) {
    // A lead sent from no known page has no page row (leads from before pages were recorded).
    if (table === "page" && lead.value === "") continue;
    const row = rowOf(lead.value);
    if (lead.formId === CONTACT_FORM_ID) row.contactLeads += Number(lead.leads);
    else if (lead.formId === EXPO_FORM_ID) row.expoLeads += Number(lead.leads);
  }
  for (const row of rows.values())
    row.conversion = conversionOf(row.contactLeads + row.expoLeads, row.visitors);
  return [...rows.values()].sort(
    (a, b) =>
      b.visits - a.visits ||
      b.contactLeads + b.expoLeads - (a.contactLeads + a.expoLeads) ||
      a.value.localeCompare(b.value),
  );
}

async function reportDays(db: Database, period: ReportPeriod): Promise<ReportDay[]> {
  const [counted, leads] = await Promise.all([
    db
      .select({
        day: visitCounts.day,
        dimension: visitCounts.dimension,
        views: sql<number>`sum(${visitCounts.views})::int`,
        visitors: sql<number>`sum(${visitCounts.visitors})::int`,
      })
      .from(visitCounts)
      .where(
        and(
          sql`${visitCounts.dimension} in ('day', 'landing')`,
          between(visitCounts.day, period.from, period.to),
        ),
      )
      .groupBy(visitCounts.day, visitCounts.dimension),
    db
      .select({
        day: leadCounts.day,
        formId: leadCounts.formId,
        leads: sql<number>`sum(${leadCounts.leads})::int`,
      })
      .from(leadCounts)
      .where(and(eq(leadCounts.dimension, "day"), between(leadCounts.day, period.from, period.to)))
      .groupBy(leadCounts.day, leadCounts.formId),
  ]);
  const days = new Map<string, ReportDay>();
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    days.set(day, { day, visits: 0, visitors: 0, views: 0, leads: 0, contactLeads: 0, expoLeads: 0 });
  }
  for (const row of counted) {
    const day = days.get(row.day);
    if (!day) continue;
    if (row.dimension === "day") {
      day.views = Number(row.views);
      day.visitors = Number(row.visitors);
    } else day.visits = Number(row.views);
  }
  for (const row of leads) {
    const day = days.get(row.day);
    if (!day) continue;
    day.leads += Number(row.leads);
    if (row.formId === CONTACT_FORM_ID) day.contactLeads += Number(row.leads);
    else if (row.formId === EXPO_FORM_ID) day.expoLeads += Number(row.leads);
  }
  return [...days.values()];
}

export async function readCampaignReport(db: Database, period: ReportPeriod): Promise<CampaignReport> {
  const [page, landing, campaign, referrer, click, days] = await Promise.all([
    reportTable(db, "page", period),
    reportTable(db, "landing", period),
    reportTable(db, "campaign", period),
    reportTable(db, "referrer", period),
    reportTable(db, "click", period),
    reportDays(db, period),
  ]);
  const contactLeads = days.reduce((sum, day) => sum + day.contactLeads, 0);
  const expoLeads = days.reduce((sum, day) => sum + day.expoLeads, 0);
  const visitors = days.reduce((sum, day) => sum + day.visitors, 0);
  return {
    period,
    totals: {
      visits: days.reduce((sum, day) => sum + day.visits, 0),
      visitors,
      views: days.reduce((sum, day) => sum + day.views, 0),
      contactLeads,
      expoLeads,
      conversion: conversionOf(contactLeads + expoLeads, visitors),
    },
    days,
    tables: { page, landing, campaign, referrer, click },
  };
}

const tableNames: Record<ReportTableName, string> = {
  landing: "Página de entrada",
  campaign: "Campanha",
  referrer: "Site de origem",
  click: "Clique de anúncio",
  page: "Página",
};

/**
 * The report as a CSV for Excel pt-BR (as the leads' export: BOM, ";", CRLF, formulas made
 * text): one line per row of every table, then one per day.
 */
export function campaignReportCsv(report: CampaignReport): string {
  const decimal = (value: number | null) => (value === null ? "" : value.toFixed(1).replace(".", ","));
  const lines: string[][] = [
    [
      "Tabela",
      "Valor",
      "Origem (utm_source)",
      "Mídia (utm_medium)",
      "Campanha (utm_campaign)",
      "Visitas",
      "Visitantes únicos",
      "Leads (contato)",
      "Leads (expo)",
      "Conversão (%)",
    ],
  ];
  for (const table of ["landing", "campaign", "referrer", "click", "page"] as const) {
    for (const row of report.tables[table]) {
      const [source, medium, campaign] = row.parts ?? ["", "", ""];
      lines.push([
        tableNames[table],
        table === "campaign" ? "" : row.value,
        source,
        medium,
        campaign,
        String(row.visits),
        String(row.visitors),
        String(row.contactLeads),
        String(row.expoLeads),
        decimal(row.conversion),
      ]);
    }
  }
  for (const day of report.days) {
    lines.push([
      "Dia",
      day.day,
      "",
      "",
      "",
      String(day.visits),
      String(day.visitors),
      String(day.leads),
      "",
      "",
    ]);
  }
  return `${BOM}${Papa.unparse(lines, { delimiter: ";", newline: CSV_NEWLINE, escapeFormulae: /^[=+\-@\t\r]/ })}${CSV_NEWLINE}`;
}
