import { ChevronLeft, ChevronRight, Download, Inbox, Loader2, Search, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { isConfirmed } from "~/.server/admin/confirmation";
import { auditWho } from "~/.server/audit/audit-log";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import type { LeadFilterErrors } from "~/.server/leads/admin-leads";
import { clearSubmissions, readSubmissionsScreen } from "~/.server/leads/lead-screens";
import { readCrmOutageBanners } from "~/.server/outbox/crm-alerts";
import { adminMeta } from "~/components/admin/admin-page";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { CrmOutageBanners } from "~/components/admin/crm-outage-banner";
import { DeliveryStatusBadge } from "~/components/admin/delivery-status";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { brazilianStates } from "~/forms/options";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import { outboxStatuses } from "~/lib/delivery-status";
import type { Route } from "./+types/admin.forms.submissions";

/**
 * /admin/forms/submissions: the leads (contact form and expo registrations), newest first, 25
 * a page. Search and date range are GET parameters of a plain form, so a filtered list works
 * without JavaScript and its address can be shared; the CSV export takes the same filters.
 */

export const meta: Route.MetaFunction = () => adminMeta("Submissions");

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("leads"), action: rolesFor("leadsDelete") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  const { invalid, ...screen } = await readSubmissionsScreen(context.services.db, new URL(request.url));
  const { db, config, logger } = context.services;
  const crmOutages = await readCrmOutageBanners(db, config).catch((error: unknown) => {
    logger.error({ err: error }, "admin: the CRM deliveries could not be read");
    return [];
  });
  // Refused filters list nothing: the screen says what to correct (and answers 400).
  return data(
    { ...screen, crmOutages, leadRetentionDays: config.LEAD_RETENTION_DAYS ?? null },
    { status: invalid ? 400 : 200 },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  switch (formData.get("intent")) {
    case "remover-todas": {
      if (!isConfirmed(formData)) return { awaitingConfirmation: "remover-todas" };
      const result = await clearSubmissions(context.services, auditWho(admin, context));
      if (result.ok) return redirectWithNotice(context, "/admin/forms/submissions", result.notice);
      await showNotice(context, result.notice);
      return data({}, { status: result.status });
    }
    default:
      throw data(null, { status: 400 });
  }
}

/** "1 lead", "1.234 leads", or past the exact count "mais de 10.000 leads" (1.000 for a search). */
function leadCount(total: number, exact: boolean): string {
  if (!exact) return `mais de ${total.toLocaleString("pt-BR")} leads`;
  return total === 1 ? "1 lead" : `${total.toLocaleString("pt-BR")} leads`;
}

/** The forms screen's wording of the clear-all confirmation. */
const clearAllConfirmation = "Are you sure you want to delete all form submissions? This cannot be undone.";

export default function Submissions({ loaderData, actionData }: Route.ComponentProps) {
  const { leads, total, totalIsExact, filtered, filterErrors } = loaderData;
  const invalidFilters = Object.keys(filterErrors).length > 0;
  return (
    <div className="grid grid-cols-1 gap-6">
      <CrmOutageBanners outages={loaderData.crmOutages} />
      <Filters filters={loaderData.filters} errors={filterErrors} filtered={filtered} />
      <section
        aria-labelledby="leads-titulo"
        className="min-w-0 rounded-2xl border border-border bg-white p-4 shadow-sm sm:p-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h2 id="leads-titulo" className="font-heading text-lg font-bold text-ink">
              Leads recebidos
            </h2>
            <p className="text-sm text-muted" aria-live="polite">
              {invalidFilters
                ? "Filtros inválidos"
                : `${leadCount(total, totalIsExact)}${filtered ? " com estes filtros" : ""}`}
            </p>
            {loaderData.leadRetentionDays !== null && (
              <p className="text-sm text-muted">
                Leads com mais de {loaderData.leadRetentionDays.toLocaleString("pt-BR")} dias são apagados
                automaticamente, com suas entregas (período de retenção).
              </p>
            )}
          </div>
          {total > 0 && (
            <div className="flex flex-wrap gap-2">
              <a
                href={loaderData.csvHref}
                download
                className={buttonClassName({ variant: "outline", size: "sm" })}
              >
                <Download aria-hidden="true" />
                Exportar CSV
              </a>
              <ClearAll awaiting={Boolean(actionData && "awaitingConfirmation" in actionData)} />
            </div>
          )}
        </div>
        {invalidFilters ? (
          <InvalidFilters />
        ) : total === 0 ? (
          <EmptyState filtered={filtered} />
        ) : (
          <LeadsTable leads={leads} />
        )}
        {(loaderData.page > 1 || loaderData.nextHref) && (
          <Pagination
            page={loaderData.page}
            pageCount={loaderData.pageCount}
            previousHref={loaderData.previousHref}
            nextHref={loaderData.nextHref}
          />
        )}
      </section>
    </div>
  );
}

type ShownFilters = {
  q: string;
  from: string;
  to: string;
  source: string;
  medium: string;
  campaign: string;
  pagePath: string;
  landingPath: string;
  referrerHost: string;
  click: string;
  amount: string;
  state: string;
  delivery: string;
};

/** The delivery statuses as the list's badges name them. */
const deliveryChoices: Record<(typeof outboxStatuses)[number], string> = {
  pending: "Pendente",
  delivered: "Entregue",
  failed: "Falhou",
  skipped: "Não enviada",
};

function Filters({
  filters,
  errors,
  filtered,
}: {
  filters: ShownFilters;
  errors: LeadFilterErrors;
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
      {/* key: a new search (e.g. "Limpar filtros") resets the boxes to the address's values. */}
      <Form
        method="get"
        key={Object.values(filters).join("|")}
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      >
        <Field
          id="busca"
          errorId="busca-erro"
          label="Buscar"
          error={errors.q}
          className="sm:col-span-2 lg:col-span-1"
        >
          <Input
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder="Nome, e-mail, telefone, cidade, UF"
            maxLength={100}
          />
        </Field>
        <Field id="de" errorId="de-erro" label="De" error={errors.from}>
          <Input name="de" type="date" defaultValue={filters.from} />
        </Field>
        <Field id="ate" errorId="ate-erro" label="Até" error={errors.to}>
          <Input name="ate" type="date" defaultValue={filters.to} />
        </Field>
        <MoreFilters filters={filters} errors={errors} />
        {/* pb-1.5: level with the inputs, above the room each field keeps for its error. */}
        <div className="flex items-end gap-2 pb-1.5 sm:col-span-2 lg:col-span-1">
          <Button type="submit">
            <Search aria-hidden="true" />
            Filtrar
          </Button>
          {filtered && (
            <Link to="/admin/forms/submissions" className={buttonClassName({ variant: "ghost" })}>
              Limpar filtros
            </Link>
          )}
        </div>
      </Form>
    </section>
  );
}

/**
 * Where the leads came from and how they stand: exact values, as the lead's screen shows them.
 * Plain fields of the same GET form, so they work without JavaScript and land in the address
 * (and in the CSV's).
 */
function MoreFilters({ filters, errors }: { filters: ShownFilters; errors: LeadFilterErrors }) {
  const text = (
    id: string,
    name: string,
    label: string,
    key: "source" | "medium" | "campaign" | "pagePath" | "landingPath" | "referrerHost" | "amount",
    placeholder: string,
  ) => (
    <Field id={id} errorId={`${id}-erro`} label={label} error={errors[key]}>
      <Input name={name} defaultValue={filters[key]} placeholder={placeholder} maxLength={200} />
    </Field>
  );
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 lg:col-span-4 lg:grid-cols-4">
      {text("origem", "origem", "Origem (utm_source)", "source", "google")}
      {text("midia", "midia", "Mídia (utm_medium)", "medium", "cpc")}
      {text("campanha", "campanha", "Campanha (utm_campaign)", "campaign", "")}
      {text("pagina-do-form", "pagina_do_form", "Página do formulário", "pagePath", "/franquia")}
      {text("pagina-de-entrada", "pagina_de_entrada", "Página de entrada", "landingPath", "/")}
      {text("referencia", "referencia", "Site de origem (referência)", "referrerHost", "www.google.com")}
      {text("investimento", "investimento", "Investimento", "amount", "R$ 14.997")}
      <Field id="uf" errorId="uf-erro" label="UF" error={errors.state}>
        <Select name="uf" defaultValue={filters.state}>
          <option value="">Todas</option>
          {brazilianStates.map(([code, name]) => (
            <option key={code} value={code}>
              {code} — {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="clique" errorId="clique-erro" label="Clique de anúncio" error={errors.click}>
        <Select name="clique" defaultValue={filters.click}>
          <option value="">Todos</option>
          <option value="gclid">gclid (Google Ads)</option>
          <option value="fbclid">fbclid (Meta)</option>
        </Select>
      </Field>
      <Field id="entrega" errorId="entrega-erro" label="Entrega" error={errors.delivery}>
        <Select name="entrega" defaultValue={filters.delivery}>
          <option value="">Todas</option>
          {outboxStatuses.map((status) => (
            <option key={status} value={status}>
              {deliveryChoices[status]}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** The attributes that tie a refused filter's box to its message. */
function InvalidFilters() {
  return (
    <div
      role="alert"
      className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-danger/40 px-4 py-12 text-center"
    >
      <p className="font-semibold text-ink">Não foi possível aplicar estes filtros.</p>
      <p className="mt-1 max-w-md text-sm text-muted">
        Corrija os campos indicados acima e filtre novamente.
      </p>
    </div>
  );
}

function ClearAll({ awaiting }: { awaiting: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "remover-todas";
  return (
    <ConfirmForm
      intent="remover-todas"
      confirmation={clearAllConfirmation}
      confirmLabel="Delete All Submissions"
      lang="en"
      awaiting={awaiting}
    >
      <button
        type="submit"
        disabled={busy}
        className={buttonClassName({ variant: "destructive", size: "sm" })}
      >
        {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
        Remover todas
      </button>
    </ConfirmForm>
  );
}

/** Why the list is empty: nothing matches the filters, or no lead has come in yet. */
const emptyList = {
  filtered: {
    reason: "Nenhum lead encontrado com estes filtros.",
    hint: "Tente outro termo de busca ou um período maior.",
  },
  unfiltered: {
    reason: "Nenhum lead recebido ainda.",
    hint: "Os contatos enviados pelo formulário do site e os agendamentos da Expo aparecem aqui.",
  },
};

function EmptyState({ filtered }: { filtered: boolean }) {
  const { reason, hint } = filtered ? emptyList.filtered : emptyList.unfiltered;
  return (
    <div className="mt-6 flex flex-col items-center rounded-xl border border-dashed border-border px-4 py-12 text-center">
      <Inbox aria-hidden="true" className="size-10 text-muted" />
      <p className="mt-3 font-semibold text-ink">{reason}</p>
      <p className="mt-1 max-w-md text-sm text-muted">{hint}</p>
    </div>
  );
}

type LeadRow = Route.ComponentProps["loaderData"]["leads"][number];

function DeliveryBadge({ delivery }: { delivery: LeadRow["delivery"] }) {
  if (!delivery) return <span className="text-muted">—</span>;
  return <DeliveryStatusBadge status={delivery.status} label={delivery.label} />;
}

function LeadsTable({ leads }: { leads: LeadRow[] }) {
  return (
    // A phone scrolls the table sideways; the region is named and focusable so a keyboard can too.
    <section
      aria-label="Tabela de leads"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      className="-mx-4 mt-4 overflow-x-auto sm:mx-0"
    >
      <table className="w-full min-w-[56rem] border-collapse text-left text-sm">
        <caption className="sr-only">Leads, do mais recente ao mais antigo</caption>
        <thead>
          <tr className="border-b border-border text-xs tracking-wide text-muted uppercase">
            <th scope="col" className="px-3 py-3 font-semibold">
              Nome
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              E-mail
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Telefone
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Cidade / UF
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Formulário
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Recebido em
            </th>
            <th scope="col" className="px-3 py-3 font-semibold">
              Entrega
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-b border-border last:border-0 hover:bg-primary-soft/40">
              <th
                scope="row"
                className="min-w-[9rem] px-3 py-3 font-semibold text-ink [overflow-wrap:anywhere]"
              >
                <Link
                  to={`/admin/forms/submissions/${lead.id}`}
                  className="text-primary-strong underline-offset-2 hover:underline"
                >
                  {lead.name || "(sem nome)"}
                </Link>
              </th>
              <td className="min-w-[12rem] px-3 py-3 text-ink [overflow-wrap:anywhere]">{lead.email}</td>
              <td className="px-3 py-3 whitespace-nowrap text-ink">{lead.phone}</td>
              <td className="min-w-[7rem] px-3 py-3 text-ink [overflow-wrap:anywhere]">
                {lead.city}
                {lead.state && <span className="block text-muted">{lead.state}</span>}
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-ink">{lead.form}</td>
              {/* Day and hour on two lines: one line took the room the delivery column needs. */}
              <td className="px-3 py-3 whitespace-nowrap text-ink tabular-nums">
                <span className="block">{lead.receivedDay}</span>
                <span className="block text-muted">{lead.receivedTime}</span>
              </td>
              <td className="px-3 py-3">
                <DeliveryBadge delivery={lead.delivery} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Pagination({
  page,
  pageCount,
  previousHref,
  nextHref,
}: {
  page: number;
  /** Unknown past the exact count: "Página 3" alone. */
  pageCount: number | null;
  previousHref: string | null;
  nextHref: string | null;
}) {
  const linkClass = buttonClassName({ variant: "outline", size: "sm" });
  return (
    <nav aria-label="Paginação dos leads" className="mt-4 flex items-center justify-between gap-3">
      {previousHref ? (
        <Link to={previousHref} className={linkClass}>
          <ChevronLeft aria-hidden="true" />
          Anterior
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">
        {pageCount === null ? `Página ${page}` : `Página ${page} de ${pageCount}`}
      </p>
      {nextHref ? (
        <Link to={nextHref} className={linkClass}>
          Próxima
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
