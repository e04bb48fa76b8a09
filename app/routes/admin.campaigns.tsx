import { Download, Search } from "lucide-react";
import { data, Form, Link } from "react-router";
import { requireRole } from "~/.server/auth/session";
import {
  type CampaignReport,
  parseReportPeriod,
  type ReportRow,
  type ReportTableName,
  readCampaignReport,
} from "~/.server/visits/campaign-report";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import { PERIOD_DAYS, ROWS_SHOWN } from "~/lib/campaign-periods";
import { cn } from "~/lib/cn";
import type { Route } from "./+types/admin.campaigns";

/**
 * /admin/campanhas: the visits the site counted itself and the leads they brought, for a period
 * (7, 30, 90 days or chosen dates, in the address), by page, landing page, campaign and outside
 * site, with a bar a day. Each row opens the leads list filtered to it (docs/decisions/055).
 */

export const meta: Route.MetaFunction = () => adminMeta("Campanhas");

/** Who may open this screen (docs/decisions/048): those who see the leads it links to. */
export const handle = { roles: { loader: rolesFor("campaigns") } } satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  const url = new URL(request.url);
  const { period, errors } = parseReportPeriod(url);
  const report = await readCampaignReport(context.services.db, period);
  const query = period.days ? `?periodo=${period.days}` : `?de=${period.from}&ate=${period.to}`;
  const dates = {
    from: url.searchParams.get("de") ?? (period.days ? "" : period.from),
    to: url.searchParams.get("ate") ?? (period.days ? "" : period.to),
  };
  return data(
    { report, errors, dates, csvHref: `/admin/campanhas.csv${query}` },
    { status: Object.keys(errors).length > 0 ? 400 : 200 },
  );
}

const number = (value: number) => value.toLocaleString("pt-BR");
const percent = (value: number | null) =>
  value === null ? "—" : `${value.toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
/** "2026-11-20" → "20/11/2026". */
const brazilianDate = (day: string) => day.split("-").reverse().join("/");

export default function Campaigns({ loaderData }: Route.ComponentProps) {
  const { report, errors, dates, csvHref } = loaderData;
  const { period, totals } = report;
  return (
    <>
      <AdminPageHeader
        title="Campanhas"
        description="Visitas contadas pelo próprio site, sem cookies, e os leads que trouxeram: por página, página de entrada, campanha e site de origem."
      />
      <div className="grid grid-cols-1 gap-6">
        <PeriodChooser days={period.days} dates={dates} errors={errors} />
        <section aria-labelledby="resumo-titulo" className="grid gap-3">
          <h2 id="resumo-titulo" className="font-heading text-lg font-bold text-ink">
            De {brazilianDate(period.from)} a {brazilianDate(period.to)}
          </h2>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <Total label="Visitas" value={number(totals.visits)} />
            <Total label="Visitantes únicos" value={number(totals.visitors)} />
            <Total label="Páginas vistas" value={number(totals.views)} />
            <Total
              label="Leads"
              value={`${number(totals.contactLeads)} + ${number(totals.expoLeads)} expo`}
            />
            <Total label="Conversão" value={percent(totals.conversion)} />
          </dl>
          <div>
            <a href={csvHref} download className={buttonClassName({ variant: "outline", size: "sm" })}>
              <Download aria-hidden="true" />
              Exportar CSV
            </a>
          </div>
        </section>
        <DailyChart days={report.days} />
        <ReportTable
          report={report}
          table="landing"
          title="Por página de entrada"
          heading="Página de entrada"
        />
        <ReportTable
          report={report}
          table="campaign"
          title="Por campanha"
          heading="Origem / mídia / campanha"
        />
        <ReportTable report={report} table="referrer" title="Por site de origem" heading="Site de origem" />
        <ReportTable
          report={report}
          table="click"
          title="Por clique de anúncio"
          heading="Clique de anúncio"
        />
        <ReportTable report={report} table="page" title="Por página" heading="Página" />
        <p className="text-sm text-muted">
          Visitas: entradas no site (vindas de outro site, de um link direto ou de um link de campanha).
          Visitantes únicos são contados por dia. Os leads por página são os enviados do formulário daquela
          página; conversão = leads ÷ visitantes únicos.
        </p>
      </div>
    </>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl border border-border bg-white p-4 shadow-sm">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-heading text-xl font-bold text-ink">{value}</dd>
    </div>
  );
}

/** The period: three links, or two dates in a plain GET form (works without JavaScript). */
function PeriodChooser({
  days,
  dates,
  errors,
}: {
  days: number | null;
  dates: { from: string; to: string };
  errors: Record<string, string>;
}) {
  return (
    <AdminCard title="Período" id="periodo-titulo">
      <nav aria-label="Períodos prontos" className="mb-4 flex flex-wrap gap-2">
        {PERIOD_DAYS.map((n) => (
          <Link
            key={n}
            to={`/admin/campanhas?periodo=${n}`}
            aria-current={days === n ? "page" : undefined}
            className={buttonClassName({ variant: days === n ? "primary" : "outline", size: "sm" })}
          >
            Últimos {n} dias
          </Link>
        ))}
      </nav>
      <Form method="get" className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id="de" errorId="de-erro" label="De" error={errors.from}>
          <Input type="date" name="de" defaultValue={dates.from} />
        </Field>
        <Field id="ate" errorId="ate-erro" label="Até" error={errors.to}>
          <Input type="date" name="ate" defaultValue={dates.to} />
        </Field>
        <Button type="submit" variant="outline">
          <Search aria-hidden="true" />
          Ver período
        </Button>
      </Form>
    </AdminCard>
  );
}

/**
 * Visits and leads a day as CSS bars (no chart library): a picture of the table below it,
 * hidden from assistive technology, which reads the table.
 */
function DailyChart({ days }: { days: CampaignReport["days"] }) {
  const most = Math.max(1, ...days.map((day) => day.visits));
  return (
    <AdminCard title="Por dia" id="por-dia-titulo" description="Visitas (barras) e dias com leads (pontos).">
      <div aria-hidden="true" className="flex h-40 items-end gap-px border-b border-border">
        {days.map((day) => (
          <div
            key={day.day}
            title={`${brazilianDate(day.day)}: ${day.visits} visitas, ${day.leads} leads`}
            className="relative flex h-full min-w-0 flex-1 flex-col justify-end"
          >
            {day.leads > 0 && <span className="mx-auto mb-1 size-1.5 rounded-full bg-orange-700" />}
            <div className="rounded-t-sm bg-sky-700" style={{ height: `${(day.visits / most) * 100}%` }} />
          </div>
        ))}
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-ink">Ver os números por dia</summary>
        <section
          aria-label="Números por dia"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="mt-2 max-h-80 overflow-auto"
        >
          <table className="w-full text-sm">
            <caption className="sr-only">Visitas, visitantes únicos, páginas vistas e leads por dia</caption>
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-1 pr-3">
                  Dia
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Visitas
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Visitantes
                </th>
                <th scope="col" className="py-1 pr-3 text-right">
                  Páginas vistas
                </th>
                <th scope="col" className="py-1 text-right">
                  Leads
                </th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-t border-border">
                  <th scope="row" className="py-1 pr-3 text-left font-normal">
                    {brazilianDate(day.day)}
                  </th>
                  <td className="py-1 pr-3 text-right">{number(day.visits)}</td>
                  <td className="py-1 pr-3 text-right">{number(day.visitors)}</td>
                  <td className="py-1 pr-3 text-right">{number(day.views)}</td>
                  <td className="py-1 text-right">{number(day.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </AdminCard>
  );
}

/** The ad click ids by the ads they come from. */
const clickNames: Record<string, string> = { gclid: "gclid (Google Ads)", fbclid: "fbclid (Meta)" };

/** What a row is called: its value, or what its absence means. */
function rowLabel(table: ReportTableName, row: ReportRow): string {
  if (table === "campaign") {
    const [source, medium, campaign] = row.parts ?? ["", "", ""];
    if (!source && !medium && !campaign) return "(sem campanha)";
    return [source || "—", medium || "—", campaign || "—"].join(" / ");
  }
  if (table === "click") return clickNames[row.value] ?? row.value;
  if (row.value) return row.value;
  return table === "referrer" ? "(direto ou sem referência)" : "(não registrada)";
}

function ReportTable({
  report,
  table,
  title,
  heading,
}: {
  report: CampaignReport;
  table: ReportTableName;
  title: string;
  heading: string;
}) {
  const rows = report.tables[table];
  const id = `tabela-${table}`;
  return (
    <AdminCard title={title} id={`${id}-titulo`}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">Nada contado neste período.</p>
      ) : (
        // A phone scrolls the table sideways; the region is named and focusable so a keyboard can too.
        <section
          aria-label={`Tabela: ${title}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="overflow-x-auto"
        >
          <table className="w-full min-w-[36rem] text-sm">
            <thead>
              <tr className="text-left text-muted">
                <th scope="col" className="py-2 pr-3">
                  {heading}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {table === "page" ? "Visualizações" : "Visitas"}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Visitantes únicos
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Leads
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Expo
                </th>
                <th scope="col" className="py-2 text-right">
                  Conversão
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, ROWS_SHOWN).map((row) => (
                <tr key={row.value} className="border-t border-border">
                  <th scope="row" className="max-w-[18rem] py-2 pr-3 text-left font-normal break-all">
                    {row.leadsHref ? (
                      <Link
                        to={row.leadsHref}
                        className="font-medium text-primary-strong underline underline-offset-2"
                        aria-label={`${rowLabel(table, row)}: ver os leads`}
                      >
                        {rowLabel(table, row)}
                      </Link>
                    ) : (
                      <span className="text-muted">{rowLabel(table, row)}</span>
                    )}
                  </th>
                  <td className="py-2 pr-3 text-right">{number(row.visits)}</td>
                  <td className="py-2 pr-3 text-right">{number(row.visitors)}</td>
                  <td className="py-2 pr-3 text-right">{number(row.contactLeads)}</td>
                  <td className="py-2 pr-3 text-right">{number(row.expoLeads)}</td>
                  <td className={cn("py-2 text-right", row.conversion !== null && "font-semibold")}>
                    {percent(row.conversion)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length > ROWS_SHOWN && (
            <p className="mt-2 text-sm text-muted">
              Mostrando {ROWS_SHOWN} de {number(rows.length)} linhas; o CSV traz todas.
            </p>
          )}
        </section>
      )}
    </AdminCard>
  );
}
