import { DASHBOARD_TIME_ZONE } from "./dashboard-stats";

/**
 * Dates as the dashboard shows them ("22/11/2026, 08:15"), formatted on the server in São Paulo
 * time so that the page the server sends and the page the browser hydrates read the same.
 */
const dateTimeFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: DASHBOARD_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

export function formatDashboardDate(instant: Date): string {
  return dateTimeFormat.format(instant);
}

/** "2026-11-22" → "22/11". */
export function formatShortDay(day: string): string {
  const [, month, date] = day.split("-");
  return `${date}/${month}`;
}
