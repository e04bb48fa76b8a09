import type { Database } from "~/.server/db/client";
import { latestSubmissions } from "~/.server/leads/submissions";
import { contactFieldNames } from "~/forms/contact";
import { expoFieldNames } from "~/forms/expo";
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
  submissions: { id: string; createdAt: string; details: [string, string][] }[];
  /** When 'Save All Data' last ran, or null. */
  lastSnapshotAt: string | null;
};

export async function readDashboard(db: Database, now = new Date()): Promise<DashboardData> {
  const counters = await readCounters(db);
  const leads = await readLeadsOverview(db, now);
  const submissions = await latestSubmissions(db, DASHBOARD_SUBMISSIONS);
  const snapshot = await latestSnapshot(db);
  return {
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
      details: inFormOrder(row.data),
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

// The database keeps JSON keys in its own order; people read a lead in the form's order.
const fieldOrder: readonly string[] = [...new Set([...contactFieldNames, ...expoFieldNames])];

function inFormOrder(data: Record<string, string>): [string, string][] {
  const rank = (key: string) => {
    const index = fieldOrder.indexOf(key);
    return index === -1 ? fieldOrder.length : index;
  };
  return Object.entries(data)
    .map(([key, value]): [string, string] => [key, String(value)])
    .sort(([a], [b]) => rank(a) - rank(b));
}
