import { requireAdmin } from "~/.server/auth/session";
import { hasFilterErrors, leadsForExport, parseLeadFilters } from "~/.server/leads/admin-leads";
import { leadsCsv, leadsCsvFileName } from "~/.server/leads/leads-csv";
import type { Route } from "./+types/admin.forms.submissions-csv";

/**
 * /admin/forms/submissions.csv: the leads the list's filters select (same query parameters), as
 * a CSV download for Excel pt-BR (format and its reasons in app/.server/leads/leads-csv.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { filters, errors } = parseLeadFilters(new URL(request.url));
  if (hasFilterErrors(errors)) {
    // A hand-edited address: say what is wrong instead of exporting something else.
    return new Response(`Filtros inválidos: ${Object.values(errors).join(" ")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const rows = await leadsForExport(context.services.db, filters);
  return new Response(leadsCsv(rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadsCsvFileName()}"`,
      // Personal data: never kept by a browser or proxy cache.
      "Cache-Control": "no-store",
    },
  });
}
