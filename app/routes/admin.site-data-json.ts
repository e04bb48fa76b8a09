import { saoPauloDay } from "~/.server/admin/dashboard-stats";
import { readSiteData } from "~/.server/admin/site-data";
import { auditWho, recordAudit } from "~/.server/audit/audit-log";
import { requireRole } from "~/.server/auth/session";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.site-data-json";

/**
 * 'Export JSON' on the dashboard: the current site data (sections, styles, forms, composed pages) as a
 * file 'Import JSON' accepts back. Behind the admin check; never cached (it holds the webhook URL).
 */
/** Who may open this screen (docs/decisions/048). */
export const handle = { roles: { loader: rolesFor("siteData") } } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, handle.roles.loader);
  const now = new Date();
  // The file holds the webhook address: who took it away is recorded.
  await recordAudit(context.services.db, auditWho(admin, context), {
    action: "site-data.export",
    target: { type: "site-data", label: "Export JSON" },
  });
  const siteData = await readSiteData(context.services.db);
  const body = `${JSON.stringify({ ...siteData, exportedAt: now.toISOString() }, null, 2)}\n`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="cota-facil-dados-do-site-${saoPauloDay(now)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
