import { ChevronLeft, ChevronRight, Download, Search } from "lucide-react";
import { data, Form, Link } from "react-router";
import { type AuditFilterErrors, readAuditScreen } from "~/.server/audit/audit-screen";
import { requireRole } from "~/.server/auth/session";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import { auditActionLabels, auditActions } from "~/lib/audit-actions";
import type { Route } from "./+types/admin.audit";

/**
 * /admin/auditoria, Auditoria (Administrador only): who did what in the admin and who saw leads,
 * newest first, 50 a page (docs/decisions/041). The filters (person, action, period) are a GET
 * form, so they work without JavaScript and land in the address and in the CSV's. Nothing here
 * changes or deletes an entry: the screen has no action.
 */

export const meta: Route.MetaFunction = () => adminMeta("Auditoria");

/** Who may open this screen (docs/decisions/048). */
export const handle = { roles: { loader: rolesFor("audit") } } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  const { invalid, ...screen } = await readAuditScreen(context.services.db, new URL(request.url));
  return data(
    { ...screen, retentionDays: context.services.config.AUDIT_RETENTION_DAYS },
    { status: invalid ? 400 : 200 },
  );
}

type LoaderData = Route.ComponentProps["loaderData"];

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { entries, filters, errors, people } = loaderData;
  const filtered = Boolean(filters.person || filters.action || filters.from || filters.to);
  const invalid = Object.keys(errors).length > 0;
  return (
    <>
      <AdminPageHeader
        title="Auditoria"
        description={`Quem fez o quê no painel e quem viu dados de leads. Os registros não podem ser alterados nem apagados; são guardados por ${loaderData.retentionDays.toLocaleString("pt-BR")} dias.`}
      />
      <div className="grid grid-cols-1 gap-6">
        <Filters filters={filters} errors={errors} people={people} filtered={filtered} />
        <section
          aria-labelledby="registros-titulo"
          className="min-w-0 rounded-2xl border border-border bg-white p-4 shadow-sm sm:p-6"
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="registros-titulo" className="font-heading text-lg font-bold text-ink">
              Registros
            </h2>
            {!invalid && entries.length > 0 && (
              <a
                href={loaderData.csvHref}
                download
                className={buttonClassName({ variant: "outline", size: "sm" })}
              >
                <Download aria-hidden="true" />
                Exportar CSV
              </a>
            )}
          </div>
          {invalid ? (
            <p className="mt-4 text-sm text-danger" role="alert">
              Corrija os filtros para ver os registros.
            </p>
          ) : entries.length === 0 ? (
            <p className="mt-4 text-sm text-muted">
              {filtered ? "Nenhum registro com estes filtros." : "Nenhum registro ainda."}
            </p>
          ) : (
            <EntryList entries={entries} />
          )}
          {(loaderData.newerHref || loaderData.olderHref) && (
            <Pagination newerHref={loaderData.newerHref} olderHref={loaderData.olderHref} />
          )}
        </section>
      </div>
    </>
  );
}

function Filters({
  filters,
  errors,
  people,
  filtered,
}: {
  filters: LoaderData["filters"];
  errors: AuditFilterErrors;
  people: LoaderData["people"];
  filtered: boolean;
}) {
  return (
    <section
      aria-labelledby="filtros-titulo"
      className="min-w-0 rounded-2xl border border-border bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="filtros-titulo" className="sr-only">
        Filtros
      </h2>
      {/* key: "Limpar filtros" resets the boxes to the address's values. */}
      <Form
        method="get"
        key={Object.values(filters).join("|")}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto_auto]"
      >
        <Field id="pessoa" errorId="pessoa-erro" label="Pessoa" error={errors.person}>
          <Select name="pessoa" defaultValue={filters.person}>
            <option value="">Todas</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name.trim() || person.email}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="acao" errorId="acao-erro" label="Ação" error={errors.action}>
          <Select name="acao" defaultValue={filters.action}>
            <option value="">Todas</option>
            {auditActions.map((action) => (
              <option key={action} value={action}>
                {auditActionLabels[action]}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="de" errorId="de-erro" label="De" error={errors.from}>
          <Input name="de" type="date" defaultValue={filters.from} />
        </Field>
        <Field id="ate" errorId="ate-erro" label="Até" error={errors.to}>
          <Input name="ate" type="date" defaultValue={filters.to} />
        </Field>
        <div className="flex items-end gap-2 pb-1.5 sm:col-span-2 lg:col-span-1">
          <Button type="submit">
            <Search aria-hidden="true" />
            Filtrar
          </Button>
          {filtered && (
            <Link to="/admin/auditoria" className={buttonClassName({ variant: "ghost" })}>
              Limpar filtros
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

/** One entry a row: a card on a phone, columns from a tablet up. */
function EntryList({ entries }: { entries: LoaderData["entries"] }) {
  return (
    <ol className="mt-4 grid gap-3" aria-label="Registros, do mais recente ao mais antigo">
      {entries.map((entry) => (
        <li
          key={entry.id}
          className="grid gap-1 rounded-xl border border-border p-3 text-sm sm:grid-cols-[10rem_minmax(0,12rem)_minmax(0,1fr)_8rem] sm:gap-3"
        >
          <p className="text-muted tabular-nums">{entry.at}</p>
          <p className="font-semibold text-ink [overflow-wrap:anywhere]">{entry.person}</p>
          <div className="min-w-0 text-ink [overflow-wrap:anywhere]">
            <p>
              {entry.actionLabel}
              {entry.target && (
                <>
                  {" "}
                  <span className="font-semibold">{entry.target}</span>
                </>
              )}
            </p>
            {entry.changes.length > 0 && <Changes changes={entry.changes} />}
          </div>
          <p className="text-muted [overflow-wrap:anywhere]">
            <span className="sr-only">Endereço: </span>
            {entry.ip}
          </p>
        </li>
      ))}
    </ol>
  );
}

function Changes({ changes }: { changes: LoaderData["entries"][number]["changes"] }) {
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-primary-strong">
        {changes.length === 1 ? "1 valor alterado" : `${changes.length} valores alterados`}
      </summary>
      <dl className="mt-2 grid gap-2">
        {changes.map((change) => (
          <div key={change.field} className="rounded-lg bg-primary-soft/40 p-2">
            <dt className="font-mono text-xs text-ink">{change.field}</dt>
            <dd className="text-ink">
              <span className="text-muted">Antes:</span> {change.before}
            </dd>
            <dd className="text-ink">
              <span className="text-muted">Depois:</span> {change.after}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function Pagination({ newerHref, olderHref }: { newerHref: string | null; olderHref: string | null }) {
  const linkClass = buttonClassName({ variant: "outline", size: "sm" });
  return (
    <nav aria-label="Paginação dos registros" className="mt-4 flex items-center justify-between gap-3">
      {newerHref ? (
        <Link to={newerHref} className={linkClass}>
          <ChevronLeft aria-hidden="true" />
          Mais recentes
        </Link>
      ) : (
        <span />
      )}
      {olderHref ? (
        <Link to={olderHref} className={linkClass}>
          Mais antigos
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
