import { readExampleValues } from "~/.server/content/example-values";
import { readSectionValues } from "~/.server/content/section-store";
import type { Database } from "~/.server/db/client";
import { formName, labelledFields } from "~/.server/leads/lead-view";
import { latestSubmissions } from "~/.server/leads/submissions";
import { investmentChoicesFrom } from "~/content/models";
import type { ExampleValue } from "~/content/registry/admin-lists";
import type { ModelsValue } from "~/content/registry/sections/models";
import { type AdminRole, can } from "~/lib/admin-roles";
import { formatDashboardDate, formatShortDay } from "./dashboard-format";
import {
  type BreakdownEntry,
  type DashboardCounters,
  readCounters,
  readLeadsOverview,
} from "./dashboard-stats";
import { latestSnapshot } from "./site-data";

/** Everything the dashboard shows below the greeting, ready to draw (dates already formatted). */

export const DASHBOARD_SUBMISSIONS = 10;

export type DashboardData = {
  counters: DashboardCounters;
  leads: {
    total: number;
    perDay: { day: string; label: string; fullLabel: string; count: number }[];
    bySource: BreakdownEntry[];
    byInvestment: BreakdownEntry[];
    byState: BreakdownEntry[];
  };
  /** Each lead under its form's labels, as on the lead's own screen (which the row links to). */
  submissions: {
    id: string;
    createdAt: string;
    form: string;
    name: string;
    details: { label: string; value: string }[];
  }[];
  /** When 'Save All Data' last ran, or null. */
  lastSnapshotAt: string | null;
  /** "Antes de publicar o site": fields still holding the product's example values. */
  exampleValues: ExampleValue[];
};

export async function readDashboard(db: Database, now = new Date()): Promise<DashboardData> {
  const counters = await readCounters(db, now);
  // The amounts the form offers now: the breakdown follows the models' published prices.
  const { models } = (await readSectionValues(db, ["models"])) as { models: ModelsValue };
  const leads = await readLeadsOverview(db, now, investmentChoicesFrom(models).amounts);
  const submissions = await latestSubmissions(db, DASHBOARD_SUBMISSIONS);
  const snapshot = await latestSnapshot(db);
  const exampleValues = await readExampleValues(db);
  return {
    exampleValues,
    counters,
    leads: {
      ...leads,
      perDay: leads.perDay.map(({ day, count }) => ({
        day,
        count,
        label: formatShortDay(day),
        fullLabel: `${formatShortDay(day)}/${day.slice(0, 4)}`,
      })),
    },
    submissions: submissions.map((row) => ({
      id: row.id,
      createdAt: formatDashboardDate(row.createdAt),
      form: formName(row.formId),
      name: row.data.name ?? "",
      details: labelledFields(row.formId, row.data).map(({ label, value }) => ({ label, value })),
    })),
    lastSnapshotAt: snapshot ? formatDashboardDate(snapshot.createdAt) : null,
  };
}

/** The dashboard's data, or null when the database does not answer in time (the page still shows). */
export async function readDashboardSafely(
  db: Database,
  onError: (error: unknown) => void,
  timeoutMs = 5_000,
): Promise<DashboardData | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      onError(new Error(`no answer within ${timeoutMs} ms`));
      resolve(null);
    }, timeoutMs);
  });
  try {
    return await Promise.race([
      readDashboard(db).catch((error: unknown) => {
        onError(error);
        return null;
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * What one role's dashboard shows (docs/decisions/048): the counters, charts and lists of what
 * the role may use, and nothing of the rest, so a leads figure never reaches an Editor's page
 * or data request. Null parts are not drawn.
 */
export type DashboardView = {
  counters: Partial<DashboardCounters>;
  leads: DashboardData["leads"] | null;
  submissions: DashboardData["submissions"] | null;
  /** Site Data Management, with when 'Save All Data' last ran. */
  siteData: { lastSnapshotAt: string | null } | null;
  exampleValues: ExampleValue[];
  /** Whether 'Clear All Submissions' is offered. */
  mayClearSubmissions: boolean;
};

export function dashboardFor(role: AdminRole, data: DashboardData): DashboardView {
  const { totalPages, contentSections, formFields, formSubmissions } = data.counters;
  const leads = can(role, "leads");
  return {
    counters: {
      ...(can(role, "content") ? { totalPages, contentSections } : {}),
      ...(can(role, "formTexts") ? { formFields } : {}),
      ...(leads ? { formSubmissions } : {}),
    },
    leads: leads ? data.leads : null,
    submissions: leads ? data.submissions : null,
    siteData: can(role, "siteData") ? { lastSnapshotAt: data.lastSnapshotAt } : null,
    exampleValues: can(role, "content") ? data.exampleValues : [],
    mayClearSubmissions: can(role, "leadsDelete"),
  };
}
