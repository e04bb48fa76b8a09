import { requireRole } from "~/.server/auth/session";
import { campaignReportCsv, parseReportPeriod, readCampaignReport } from "~/.server/visits/campaign-report";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.campaigns-csv";

/** /admin/campanhas.csv: the Campanhas report of the same period (same address parameters), as a CSV. */

/** Who may open this screen (docs/decisions/048). */
export const handle = { roles: { loader: rolesFor("campaigns") } } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  const { period, errors } = parseReportPeriod(new URL(request.url));
  if (Object.keys(errors).length > 0) {
    return new Response(`Período inválido: ${Object.values(errors).join(" ")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const report = await readCampaignReport(context.services.db, period);
  return new Response(campaignReportCsv(report), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="campanhas-${period.from}-a-${period.to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
