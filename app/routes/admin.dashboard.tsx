import {
  Database,
  Download,
  FileText,
  FormInput,
  Inbox,
  LayoutList,
  Loader2,
  RotateCcw,
  Save,
  Trash2,
  TriangleAlert,
  Undo2,
} from "lucide-react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Await, data, Form, Link, useNavigation } from "react-router";
import { readBackupStatus } from "~/.server/admin/backup-status";
import { isConfirmed } from "~/.server/admin/confirmation";
import {
  type DashboardData,
  type DashboardView,
  dashboardFor,
  readDashboardSafely,
} from "~/.server/admin/dashboard";
import {
  confirmedIntents,
  type DashboardActionData,
  type DashboardIntent,
  isDashboardIntent,
  runDashboardIntent,
} from "~/.server/admin/dashboard-actions";
import { checkDatabase, type DatabaseStatus } from "~/.server/admin/database-status";
import { auditWho } from "~/.server/audit/audit-log";
import { showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { readCrmOutageBanners } from "~/.server/outbox/crm-alerts";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { BackupStatusCard } from "~/components/admin/backup-status-card";
import { BeforePublishing } from "~/components/admin/before-publishing";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { CrmOutageBanners } from "~/components/admin/crm-outage-banner";
import type { LeadsChartProps } from "~/components/admin/leads-chart";
import { ImportFileForm } from "~/components/admin/site-data-import";
import { Button, buttonClassName } from "~/components/ui/button";
import { type AdminRole, type AdminRouteHandle, can, rolesFor } from "~/lib/admin-roles";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/admin.dashboard";

/**
 * The admin landing and dashboard: the greeting and the database
 * check (streamed: 'Connecting to database...' while it runs), the four counters, the leads of
 * the last 30 days, Site Data Management (snapshots in the database, JSON export and import) and
 * the latest form submissions, and for the Administrador the server's daily backups. Every button is a plain form post, so it works without JavaScript.
 */

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

/** What the panel is for, as the role uses it. */
const roleIntros: Record<AdminRole, string> = {
  admin:
    "Este é o painel de administração do site da Cota Fácil: daqui você edita as páginas, as imagens, as cores e os formulários do site.",
  editor:
    "Este é o painel de administração do site da Cota Fácil: daqui você edita as páginas, as imagens, as cores e os textos do formulário.",
  sales:
    "Este é o painel de administração do site da Cota Fácil: daqui você acompanha os leads que o site recebe.",
};

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("panel"), action: rolesFor("siteData", "leadsDelete") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, handle.roles.loader);
  const { db, logger, config } = context.services;
  // Not awaited: the page is sent at once and the result follows on the same response.
  const databaseStatus = checkDatabase(db).then((status) => {
    if (status !== "ready") logger.error({ status }, "admin: database check failed");
    return status;
  });
  const figures = await readDashboardSafely(db, (error) =>
    logger.error({ err: error }, "admin: the dashboard figures could not be read"),
  );
  const dashboard = figures ? dashboardFor(admin.user.role, figures) : null;
  // The people who work the leads see when they stop reaching the CRM.
  const crmOutages = can(admin.user.role, "leads")
    ? await readCrmOutageBanners(db, config).catch((error: unknown) => {
        logger.error({ err: error }, "admin: the CRM deliveries could not be read");
        return [];
      })
    : [];
  // The Administrador sees whether the server's daily backups are made.
  const backups = can(admin.user.role, "siteData")
    ? await readBackupStatus(db, config).catch((error: unknown) => {
        logger.error({ err: error }, "admin: the daily backups' state could not be read");
        return null;
      })
    : null;
  return {
    greeting: admin.user.name.trim() || admin.user.email,
    intro: roleIntros[admin.user.role],
    databaseStatus,
    dashboard,
    crmOutages,
    backups,
  };
}

/**
 * The dashboard's buttons answer on the dashboard itself (the outcome is also said under the
 * button pressed), so they answer with data rather than a redirect; the toast comes the one way.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = formData.get("intent");
  if (!isDashboardIntent(intent)) return data<DashboardActionData>({ intent: null }, { status: 400 });
  if (confirmedIntents.includes(intent) && !isConfirmed(formData)) {
    return data<DashboardActionData>({ intent, awaitingConfirmation: intent });
  }
  const outcome = await runDashboardIntent(context.services, intent, auditWho(admin, context));
  await showNotice(context, outcome.notice);
  return data<DashboardActionData>({ intent, notice: outcome.notice }, { status: outcome.ok ? 200 : 500 });
}

// Not "This cannot be undone": the reset keeps a copy of the data first (Load Saved Data).
const resetConfirmation =
  "Are you sure you want to reset all site data? A copy of the current data is kept first: you can restore it from Load Saved Data.";
const clearConfirmation = "Are you sure you want to clear all form submissions? This cannot be undone.";

export default function AdminDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { greeting, intro, databaseStatus, dashboard, crmOutages, backups } = loaderData;
  return (
    <>
      <AdminPageHeader title="Dashboard" />
      <div className="grid gap-6">
        <CrmOutageBanners outages={crmOutages} />
        <section className="rounded-2xl border border-border bg-white p-6 shadow-sm">
          <h2 className="font-heading text-xl font-bold text-ink">Olá, {greeting}!</h2>
          <p className="mt-1 text-muted">{intro}</p>
          <div className="mt-5">
            <Suspense fallback={<Connecting />}>
              <Await resolve={databaseStatus} errorElement={<DatabaseNotice status="unreachable" />}>
                {(status) => <DatabaseNotice status={status} />}
              </Await>
            </Suspense>
          </div>
        </section>
        {dashboard ? (
          <>
            <BeforePublishing items={dashboard.exampleValues} />
            <Counters counters={dashboard.counters} />
            {dashboard.leads && <LeadsSection leads={dashboard.leads} />}
            <div className="grid gap-6">
              {dashboard.siteData && (
                <SiteDataSection lastSnapshotAt={dashboard.siteData.lastSnapshotAt} answer={actionData} />
              )}
              {backups && <BackupStatusCard status={backups} />}
              {dashboard.submissions && (
                <SubmissionsSection
                  submissions={dashboard.submissions}
                  mayClear={dashboard.mayClearSubmissions}
                  answer={actionData}
                />
              )}
            </div>
          </>
        ) : (
          <p
            role="alert"
            className="rounded-2xl border border-danger/30 bg-danger/5 p-6 font-medium text-danger"
          >
            Não foi possível ler os números do painel no banco de dados. Recarregue a página em instantes.
          </p>
        )}
      </div>
    </>
  );
}

function Connecting() {
  return (
    <p role="status" className="inline-flex items-center gap-2 text-sm text-muted">
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      Connecting to database...
    </p>
  );
}

const problems: Record<Exclude<DatabaseStatus, "ready">, string> = {
  unreachable: "There was an issue connecting to the database. Some features may not work correctly.",
  "tables-missing": "Some database tables may not be set up correctly. Please contact support.",
};

function DatabaseNotice({ status }: { status: DatabaseStatus }) {
  if (status === "ready") {
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm font-medium text-emerald-800">
        <Database aria-hidden="true" className="size-4" />
        Banco de dados conectado.
      </p>
    );
  }
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm font-medium text-danger"
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>{problems[status]}</p>
    </div>
  );
}

const number = new Intl.NumberFormat("pt-BR");

function Counters({ counters }: { counters: DashboardView["counters"] }) {
  // Only the counters of what the role may use (dashboardFor).
  const items = [
    { label: "Total Pages", value: counters.totalPages, icon: FileText },
    { label: "Content Sections", value: counters.contentSections, icon: LayoutList },
    { label: "Form Fields", value: counters.formFields, icon: FormInput },
    { label: "Form Submissions", value: counters.formSubmissions, icon: Inbox },
  ].flatMap((item) => (item.value === undefined ? [] : [{ ...item, value: item.value }]));
  if (items.length === 0) return null;
  return (
    <section aria-label="Resumo">
      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {items.map(({ label, value, icon: Icon }) => (
          <div key={label} className="rounded-2xl border border-border bg-white p-4 shadow-sm sm:p-5">
            <dt className="flex items-center gap-2 text-sm font-medium text-muted">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary-strong" />
              {label}
            </dt>
            <dd className="mt-2 font-heading text-3xl font-extrabold text-ink tabular-nums">
              {number.format(value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/* ---------- Leads ---------- */

// Only the dashboard imports it, and only in the browser after hydration: recharts stays out of
// the server render and out of every other page's JavaScript.
const LeadsChart = lazy(() => import("~/components/admin/leads-chart"));

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

function ChartFrame({ height, chart }: { height: number; chart: LeadsChartProps }) {
  const hydrated = useHydrated();
  const placeholder = <div className="size-full animate-pulse rounded-xl bg-slate-100" />;
  return (
    // A picture of the table below it: hidden from assistive technology.
    <div aria-hidden="true" className="w-full min-w-0" style={{ minHeight: height }} data-leads-chart>
      {hydrated ? (
        <Suspense fallback={<div style={{ height }}>{placeholder}</div>}>
          <LeadsChart {...chart} />
        </Suspense>
      ) : (
        <div style={{ height }}>{placeholder}</div>
      )}
    </div>
  );
}

function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: [string, string];
  rows: { key: string; cells: [string, number] }[];
}) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer rounded font-medium text-primary-strong underline-offset-2 hover:underline">
        Ver os números em tabela
      </summary>
      <div className="mt-2 rounded-lg border border-border">
        <table className="w-full text-left">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-ink">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                {headers[0]}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {headers[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells: [label, value] }) => (
              <tr key={key} className="border-t border-border">
                <th scope="row" className="px-3 py-1.5 font-normal text-ink">
                  {label}
                </th>
                <td className="px-3 py-1.5 text-right tabular-nums">{number.format(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** States beyond these many are left out of the chart (the table lists them all). */
const CHART_MAX_ENTRIES = 10;

function LeadsSection({ leads }: { leads: DashboardData["leads"] }) {
  const breakdowns = [
    { id: "leads-origem", title: "Por origem (utm_source)", header: "Origem", entries: leads.bySource },
    {
      id: "leads-investimento",
      title: "Por valor para investir",
      header: "Valor",
      entries: leads.byInvestment,
    },
    { id: "leads-estado", title: "Por estado", header: "Estado", entries: leads.byState },
  ];
  return (
    <AdminCard
      id="leads-titulo"
      title="Leads"
      description={
        leads.total === 1
          ? "1 lead nos últimos 30 dias (dias no horário de Brasília)."
          : `${number.format(leads.total)} leads nos últimos 30 dias (dias no horário de Brasília).`
      }
    >
      <figure aria-labelledby="leads-por-dia">
        <h3 id="leads-por-dia" className="mb-3 font-semibold text-ink">
          Leads por dia
        </h3>
        <ChartFrame height={240} chart={{ kind: "daily", data: leads.perDay }} />
        <DataTable
          caption="Leads por dia nos últimos 30 dias"
          headers={["Dia", "Leads"]}
          rows={leads.perDay.map((day) => ({ key: day.day, cells: [day.fullLabel, day.count] }))}
        />
      </figure>
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        {breakdowns.map(({ id, title, header, entries }) => (
          <figure key={id} aria-labelledby={id} className="min-w-0">
            <h3 id={id} className="mb-3 font-semibold text-ink">
              {title}
            </h3>
            {leads.total === 0 ? (
              <p className="text-sm text-muted">Nenhum lead no período.</p>
            ) : (
              <>
                <ChartFrame
                  height={Math.max(Math.min(entries.length, CHART_MAX_ENTRIES), 3) * 30 + 24}
                  chart={{ kind: "breakdown", data: entries.slice(0, CHART_MAX_ENTRIES) }}
                />
                <DataTable
                  caption={`Leads dos últimos 30 dias ${title.toLowerCase()}`}
                  headers={[header, "Leads"]}
                  rows={entries.map((entry) => ({ key: entry.label, cells: [entry.label, entry.count] }))}
                />
              </>
            )}
          </figure>
        ))}
      </div>
    </AdminCard>
  );
}

/* ---------- Site Data Management ---------- */

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function IntentButton({
  intent,
  label,
  icon,
  variant = "outline",
  confirmation,
  answer,
  disabled,
}: {
  intent: DashboardIntent;
  label: string;
  icon: ReactNode;
  variant?: "primary" | "outline" | "destructive";
  /** For a destructive action: the question asked before it runs. */
  confirmation?: string;
  answer?: DashboardActionData;
  disabled?: boolean;
}) {
  const busy = useBusy(intent);
  const button = (
    <Button type="submit" variant={variant} disabled={busy || disabled} className="w-full sm:w-auto">
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : icon}
      {label}
    </Button>
  );
  if (confirmation) {
    return (
      <ConfirmForm
        intent={intent}
        confirmation={confirmation}
        confirmLabel={label}
        lang="en"
        awaiting={answer?.awaitingConfirmation === intent}
      >
        {button}
      </ConfirmForm>
    );
  }
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {button}
    </Form>
  );
}

const siteDataIntents = new Set(["salvar-dados", "restaurar-padrao"]);

function SiteDataSection({
  lastSnapshotAt,
  answer,
}: {
  lastSnapshotAt: string | null;
  answer: DashboardActionData | undefined;
}) {
  const outcome = answer?.intent && siteDataIntents.has(answer.intent) ? answer.notice : undefined;
  return (
    <AdminCard
      id="dados-do-site"
      title="Site Data Management"
      description="Os dados do site (textos das páginas, configurações, estilos e formulários) ficam no banco de dados. Leads, contas e imagens não fazem parte deles."
    >
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-10">
        <div>
          <h3 className="font-semibold text-ink">Cópias no banco de dados</h3>
          <p className="mt-1 text-sm text-muted">
            {lastSnapshotAt ? `Última cópia salva: ${lastSnapshotAt}.` : "Nenhuma cópia salva ainda."} Antes
            de restaurar, importar ou redefinir, uma cópia dos dados atuais é guardada.
          </p>
          <div className="mt-4 grid gap-3 sm:flex sm:flex-wrap">
            <IntentButton
              intent="salvar-dados"
              label="Save All Data"
              variant="primary"
              icon={<Save aria-hidden="true" />}
            />
            <Link
              to="/admin/site-data"
              className={buttonClassName({ variant: "outline", className: "w-full sm:w-auto" })}
            >
              <Undo2 aria-hidden="true" />
              Load Saved Data
            </Link>
            <IntentButton
              intent="restaurar-padrao"
              label="Reset All Data"
              variant="destructive"
              icon={<RotateCcw aria-hidden="true" />}
              confirmation={resetConfirmation}
              answer={answer}
            />
          </div>
          {outcome && (
            <p
              className={cn(
                "mt-3 text-sm font-medium",
                outcome.variant === "error" ? "text-danger" : "text-emerald-800",
              )}
            >
              {outcome.title}
              {outcome.description ? `: ${outcome.description}` : ""}
            </p>
          )}
        </div>
        <div className="border-t border-border pt-5 lg:border-t-0 lg:border-l lg:pt-0 lg:pl-10">
          <h3 className="font-semibold text-ink">Arquivo JSON</h3>
          <p className="mt-1 text-sm text-muted">
            Baixe os dados atuais para guardar ou levar a outro ambiente, e aplique um arquivo exportado
            daqui: antes de aplicar, você vê o que muda.
          </p>
          <a
            href="/admin/site-data.json"
            download
            className={buttonClassName({ variant: "outline", className: "mt-4 w-full sm:w-auto" })}
          >
            <Download aria-hidden="true" />
            Export JSON
          </a>
          <ImportFileForm className="mt-4" />
        </div>
      </div>
    </AdminCard>
  );
}

/* ---------- Form Submissions ---------- */

function SubmissionsSection({
  submissions,
  mayClear,
  answer,
}: {
  submissions: DashboardData["submissions"];
  mayClear: boolean;
  answer: DashboardActionData | undefined;
}) {
  return (
    <AdminCard id="submissoes" title="Form Submissions" description="As 10 mais recentes.">
      {submissions.length === 0 ? (
        <p className="text-sm text-muted">Nenhuma submissão recebida.</p>
      ) : (
        <div className="rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">As 10 submissões de formulário mais recentes</caption>
            <thead className="bg-slate-50 text-ink">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Data
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  Detalhes
                </th>
              </tr>
            </thead>
            <tbody>
              {submissions.map((submission) => (
                <tr key={submission.id} className="border-t border-border align-top">
                  <td className="w-28 px-3 py-2 sm:w-40">
                    <Link
                      to={`/admin/forms/submissions/${submission.id}`}
                      className="font-medium tabular-nums text-primary-strong underline underline-offset-2 hover:text-ink"
                    >
                      {submission.createdAt}
                      <span className="sr-only">
                        {" "}
                        — abrir o lead{submission.name ? ` de ${submission.name}` : ""}
                      </span>
                    </Link>
                    <span className="mt-0.5 block text-xs text-muted">{submission.form}</span>
                  </td>
                  <td className="px-3 py-2">
                    <dl className="grid gap-y-0.5 md:grid-cols-2 md:gap-x-6 2xl:grid-cols-3">
                      {submission.details.map(({ label, value }) => (
                        <div key={label} className="flex min-w-0 flex-wrap gap-x-2">
                          <dt className="font-medium text-muted">{label}</dt>
                          <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{value}</dd>
                        </div>
                      ))}
                    </dl>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="mt-4 grid gap-3 sm:flex sm:flex-wrap sm:items-center">
        {mayClear && (
          <IntentButton
            intent="limpar-submissoes"
            label="Clear All Submissions"
            variant="destructive"
            icon={<Trash2 aria-hidden="true" />}
            confirmation={clearConfirmation}
            answer={answer}
            disabled={submissions.length === 0}
          />
        )}
        <Link
          to="/admin/forms/submissions"
          className="text-sm font-medium text-primary-strong underline underline-offset-2 hover:text-ink"
        >
          Ver todas as submissões
        </Link>
      </div>
    </AdminCard>
  );
}
