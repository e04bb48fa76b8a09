import { auditWho, recordAudit } from "~/.server/audit/audit-log";
import { requireRole } from "~/.server/auth/session";
import { hasFilterErrors, parseLeadFilters } from "~/.server/leads/admin-leads";
import { leadsCsvFileName } from "~/.server/leads/leads-csv";
import { leadsCsvStream } from "~/.server/leads/leads-csv-export";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.forms.submissions-csv";

/**
 * /admin/forms/submissions.csv: the leads the list's filters select (same query parameters), as
 * a CSV download for Excel pt-BR (format and its reasons in app/.server/leads/leads-csv.ts),
 * streamed as it is read.
 */

/** Who may open this screen (docs/decisions/048). */
export const handle = { roles: { loader: rolesFor("leads") } } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, handle.roles.loader);
  const { filters, errors } = parseLeadFilters(new URL(request.url));
  if (hasFilterErrors(errors)) {
    // A hand-edited address: say what is wrong instead of exporting something else.
    return new Response(`Filtros inválidos: ${Object.values(errors).join(" ")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  // Who took the leads' personal data away (LGPD), written before the first byte leaves.
  await recordAudit(context.services.db, auditWho(admin, context), {
    action: "leads.export",
    target: { type: "leads", label: filtersLabel(new URL(request.url)) },
    details: { query: new URL(request.url).search.slice(0, 1000) },
  });
  // Streamed a batch at a time (a million leads would not fit a string, nor block the instance).
  // On PostgreSQL the database writes the lines and they are read through COPY, as bytes;
  // PGlite shares this thread, so the app writes them.
  const { database } = context.services;
  const formatting = database.kind === "postgres" ? "database" : "app";
  const exported = leadsCsvStream(context.services.db, filters, { formatting, copy: database.copyOutRows });
  return new Response(exported, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${leadsCsvFileName()}"`,
      // Personal data: never kept by a browser or proxy cache.
      "Cache-Control": "no-store",
    },
  });
}

/** The filters of the export as its entry says them: "q=maria, de=2026-11-01", or every lead. */
function filtersLabel(url: URL): string {
  const parts = [...url.searchParams]
    .filter(([, value]) => value !== "")
    .map(([key, value]) => `${key}=${value}`);
  return parts.length > 0 ? parts.join(", ").slice(0, 300) : "todos os leads";
}
