import { auditWho, recordAudit } from "~/.server/audit/audit-log";
import {
  auditCsvFileName,
  auditCsvStream,
  hasAuditFilterErrors,
  parseAuditFilters,
} from "~/.server/audit/audit-screen";
import { requireRole } from "~/.server/auth/session";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import { auditActionLabel } from "~/lib/audit-actions";
import type { Route } from "./+types/admin.audit-csv";

/**
 * /admin/auditoria.csv: the entries Auditoria's filters select (same query parameters), as a
 * CSV streamed as it is read. The export is itself an entry (it was written first, so it is in
 * the file when the filters include it).
 */

/** Who may open this screen (docs/decisions/048). */
export const handle = { roles: { loader: rolesFor("audit") } } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, handle.roles.loader);
  const { filters, errors } = parseAuditFilters(new URL(request.url));
  if (hasAuditFilterErrors(errors)) {
    return new Response(`Filtros inválidos: ${Object.values(errors).join(" ")}\n`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { db } = context.services;
  await recordAudit(db, auditWho(admin, context), {
    action: "audit.export",
    target: { type: "audit", label: filtersLabel(filters) },
    details: { filters },
  });
  return new Response(auditCsvStream(db, filters), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${auditCsvFileName()}"`,
      "Cache-Control": "no-store",
    },
  });
}

/** "ação: Viu o lead, de 2026-11-01": the filters, as the entry's target says them. */
function filtersLabel(filters: ReturnType<typeof parseAuditFilters>["filters"]): string {
  const parts = [
    filters.action && `ação: ${auditActionLabel(filters.action)}`,
    filters.person && `pessoa: ${filters.person}`,
    filters.from && `de ${filters.from}`,
    filters.to && `até ${filters.to}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "todos os registros";
}
