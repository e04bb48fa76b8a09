import { ArrowLeft, Loader2, RotateCw, SearchX, Trash2 } from "lucide-react";
import { useEffect } from "react";
import { data, Form, Link, useNavigation, useRevalidator } from "react-router";
import { isConfirmed } from "~/.server/admin/confirmation";
import { auditWho, recordAudit } from "~/.server/audit/audit-log";
import { leadResends, viewedRecently } from "~/.server/audit/audit-screen";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireCapability, requireRole } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { deleteSubmission, readSubmissionScreen, resendSubmission } from "~/.server/leads/lead-screens";
import { AdminCard } from "~/components/admin/admin-card";
import { adminMeta } from "~/components/admin/admin-page";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { DeliveryStatusBadge } from "~/components/admin/delivery-status";
import { Button, buttonClassName } from "~/components/ui/button";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.forms.submission";

/**
 * /admin/forms/submissions/:submissionId: one lead in full — every field, where the visitor
 * came from, the consent they gave, and each webhook delivery with each attempt. From here the
 * admin sends the lead again ('Reenviar') or deletes it (a data-subject request under LGPD).
 */

export const meta: Route.MetaFunction = ({ data }) =>
  adminMeta(data?.lead ? `Lead ${data.lead.name}`.trim() : "Lead não encontrado");

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("leads"), action: rolesFor("leads") },
} satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const viewer = await requireRole(request, context, handle.roles.loader);
  const { db } = context.services;
  const screen = await readSubmissionScreen(db, params.submissionId);
  if (!screen) return data({ lead: null }, { status: 404 });
  // Who saw this person's data (LGPD), written before the data leaves.
  await recordLeadView(db, auditWho(viewer, context), screen.lead.id);
  return { ...screen, resends: await leadResends(db, screen.lead.id) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const id = params.submissionId;
  switch (formData.get("intent")) {
    case "reenviar": {
      const result = await resendSubmission(context.services, id, auditWho(admin, context));
      if (result.ok) return redirectWithNotice(context, `/admin/forms/submissions/${id}`, result.notice);
      await showNotice(context, result.notice);
      return data({}, { status: result.status });
    }
    case "excluir": {
      await requireCapability(admin, context, "leadsDelete");
      if (!isConfirmed(formData)) return { awaitingConfirmation: "excluir" };
      const result = await deleteSubmission(context.services, id, auditWho(admin, context));
      if (result.ok) return redirectWithNotice(context, "/admin/forms/submissions", result.notice);
      await showNotice(context, result.notice);
      return data({}, { status: result.status });
    }
    default:
      throw data(null, { status: 400 });
  }
}

/** A page that looks again while a delivery is pending is one view: one entry per person and lead each few minutes. */
const LEAD_VIEW_WINDOW_MINUTES = 10;

async function recordLeadView(
  db: Route.LoaderArgs["context"]["services"]["db"],
  who: ReturnType<typeof auditWho>,
  leadId: string,
) {
  if (await viewedRecently(db, who.actorId, leadId, LEAD_VIEW_WINDOW_MINUTES)) return;
  await recordAudit(db, who, { action: "lead.view", target: { type: "lead", id: leadId } });
}

const deleteConfirmation =
  "Tem certeza de que deseja excluir este lead? Os dados e o histórico de entregas serão apagados e isso não pode ser desfeito.";

/** While a delivery is pending, the page looks again every few seconds (only while it is seen). */
function useRefreshWhilePending(pending: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle")
        void revalidator.revalidate();
    }, 3000);
    return () => clearInterval(timer);
  }, [pending, revalidator]);
}

export default function Submission({ loaderData, actionData }: Route.ComponentProps) {
  const pending = loaderData.lead !== null && loaderData.deliveries.some((d) => d.status === "pending");
  useRefreshWhilePending(pending);
  if (!loaderData.lead) return <NotFound />;
  const { lead, deliveries } = loaderData;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <BackLink />
        <h2 className="mt-3 font-heading text-xl font-bold break-words text-ink">
          {lead.name || "(sem nome)"}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {lead.form} · recebido em {lead.receivedAt}
        </p>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <AdminCard title="Dados do formulário" id="dados-titulo" headingLevel={3}>
          <Details rows={lead.fields.map((field) => ({ label: field.label, value: field.value }))} />
        </AdminCard>
        <div className="grid min-w-0 grid-cols-1 content-start gap-6">
          <AdminCard title="Origem" id="origem-titulo" headingLevel={3}>
            <Details
              rows={[
                { label: "Página do formulário", value: lead.pagePath },
                { label: "Página de entrada", value: lead.landingPath },
                { label: "Site de origem", value: lead.referrerHost },
                ...lead.attribution.map((item) => ({ label: item.key, value: item.value, code: true })),
              ]}
            />
          </AdminCard>
          <AdminCard title="Consentimento (LGPD)" id="consentimento-titulo" headingLevel={3}>
            {lead.consent ? (
              <Details
                rows={[
                  { label: "Texto aceito", value: lead.consent.text },
                  { label: "Versão", value: lead.consent.version },
                  { label: "Aceito em", value: lead.consent.acceptedAt },
                ]}
              />
            ) : (
              <p className="text-sm text-muted">Nenhum registro de consentimento.</p>
            )}
          </AdminCard>
        </div>
      </div>
      <Deliveries deliveries={deliveries} />
      {loaderData.resends.length > 0 && <Resends resends={loaderData.resends} />}
      <DeleteLead awaiting={Boolean(actionData && "awaitingConfirmation" in actionData)} />
    </div>
  );
}

function BackLink() {
  return (
    <Link
      to="/admin/forms/submissions"
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary-strong underline-offset-2 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      Voltar para a lista
    </Link>
  );
}

/** Who sent the lead again, and when (the audit log's entries for this lead). */
function Resends({ resends }: { resends: { at: string; name: string }[] }) {
  return (
    <AdminCard title="Reenvios" id="reenvios-titulo" headingLevel={3}>
      <ul className="grid gap-1 text-sm">
        {resends.map((resend) => (
          <li key={`${resend.at}-${resend.name}`} className="text-ink">
            Reenviado por <span className="font-semibold">{resend.name}</span> em {resend.at}
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}

function NotFound() {
  return (
    <section className="flex flex-col items-center rounded-2xl border border-border bg-white px-6 py-12 text-center shadow-sm">
      <SearchX aria-hidden="true" className="size-10 text-muted" />
      <h2 className="mt-3 font-heading text-xl font-bold text-ink">Lead não encontrado</h2>
      <p className="mt-1 max-w-md text-sm text-muted">
        Este endereço não corresponde a nenhum lead. Ele pode ter sido excluído.
      </p>
      <div className="mt-5">
        <BackLink />
      </div>
    </section>
  );
}

function Details({ rows }: { rows: { label: string; value: string; code?: boolean }[] }) {
  return (
    <dl className="divide-y divide-border text-sm">
      {rows.map((row) => (
        <div key={row.label} className="grid gap-1 py-2.5 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
          <dt
            className={
              row.code ? "font-mono text-xs leading-5 font-semibold text-muted" : "font-semibold text-muted"
            }
          >
            {row.label}
          </dt>
          <dd className="whitespace-pre-line text-ink [overflow-wrap:anywhere]">
            {row.value || <span className="text-muted">não informado</span>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type DeliveryView = Extract<Route.ComponentProps["loaderData"], { lead: object }>["deliveries"][number];

function Deliveries({ deliveries }: { deliveries: DeliveryView[] }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "reenviar";
  return (
    <AdminCard
      title="Entregas"
      id="entregas-titulo"
      headingLevel={3}
      action={
        <Form method="post">
          <input type="hidden" name="intent" value="reenviar" />
          <Button type="submit" size="sm" variant="outline" disabled={busy}>
            {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <RotateCw aria-hidden="true" />}
            Reenviar
          </Button>
        </Form>
      }
    >
      <p className="text-sm text-muted">
        Cada envio do lead ao CRM (webhook) e cada tentativa, com a resposta recebida. “Reenviar” tenta agora
        a entrega pendente ou, se não houver, cria uma nova. Todas levam o mesmo identificador (webhook-id),
        para o CRM descartar repetições.
      </p>
      {deliveries.length === 0 ? (
        <p className="mt-4 text-sm text-muted">Nenhuma entrega registrada.</p>
      ) : (
        <ol className="mt-4 grid grid-cols-1 gap-4">
          {deliveries.map((delivery, index) => (
            <li key={delivery.id} className="min-w-0 rounded-xl border border-border p-4">
              <Delivery delivery={delivery} number={index + 1} />
            </li>
          ))}
        </ol>
      )}
    </AdminCard>
  );
}

function Delivery({ delivery, number }: { delivery: DeliveryView; number: number }) {
  const headingId = `entrega-${delivery.id}`;
  return (
    <article aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="font-semibold text-ink">
          Entrega {number}
          {number > 1 ? " (reenvio)" : ""}
        </h4>
        <DeliveryStatusBadge status={delivery.status} label={delivery.statusLabel} />
      </div>
      {delivery.received && (
        <p className="mt-2 text-sm font-semibold text-emerald-800">{delivery.received}</p>
      )}
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <Fact label="Tipo" value={`${delivery.kind} · ${delivery.eventType}`} />
        <Fact label="Destino" value={delivery.target || "nenhum"} />
        <Fact label="Criada em" value={delivery.createdAt} />
        <Fact label="Tentativas" value={String(delivery.attempts)} />
        {delivery.nextAttemptAt && <Fact label="Próxima tentativa" value={delivery.nextAttemptAt} />}
        {delivery.lastError && <Fact label="Último erro" value={delivery.lastError} />}
      </dl>
      {delivery.log.length > 0 && (
        // Scrolls sideways on a phone: named and focusable so a keyboard can scroll it too.
        <section
          aria-label={`Tentativas da entrega ${number}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
          tabIndex={0}
          className="mt-3 overflow-x-auto"
        >
          <table className="w-full min-w-[24rem] text-left text-sm">
            <caption className="sr-only">Tentativas da entrega {number}</caption>
            <thead>
              <tr className="border-b border-border text-xs tracking-wide text-muted uppercase">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Tentativa
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Quando
                </th>
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Resultado
                </th>
                <th scope="col" className="py-2 font-semibold">
                  Duração
                </th>
              </tr>
            </thead>
            <tbody>
              {delivery.log.map((attempt) => (
                <tr key={attempt.id} className="border-b border-border last:border-0">
                  <td className="py-2 pr-4 tabular-nums">{attempt.number}</td>
                  <td className="py-2 pr-4 whitespace-nowrap tabular-nums">{attempt.at}</td>
                  <td className={attempt.ok ? "py-2 pr-4 text-emerald-800" : "py-2 pr-4 text-danger"}>
                    {attempt.result}
                    {attempt.error ? ` · ${attempt.error}` : ""}
                  </td>
                  <td className="py-2 whitespace-nowrap tabular-nums">{attempt.duration}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 gap-2">
      <dt className="shrink-0 font-semibold text-muted">{label}:</dt>
      <dd className="min-w-0 break-all text-ink">{value}</dd>
    </div>
  );
}

function DeleteLead({ awaiting }: { awaiting: boolean }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "excluir";
  return (
    <AdminCard title="Excluir lead" id="excluir-titulo" headingLevel={3}>
      <p className="text-sm text-muted">
        Para atender a um pedido de exclusão de dados (LGPD), apague este lead com todo o histórico de
        entregas. Cópias já entregues ao CRM precisam ser apagadas lá.
      </p>
      <ConfirmForm
        intent="excluir"
        confirmation={deleteConfirmation}
        confirmLabel="Excluir lead"
        awaiting={awaiting}
        className="mt-4"
      >
        <button
          type="submit"
          disabled={busy}
          className={buttonClassName({ variant: "destructive", size: "sm" })}
        >
          {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Trash2 aria-hidden="true" />}
          Excluir lead
        </button>
      </ConfirmForm>
    </AdminCard>
  );
}
