import { type AuditWho, recordAudit, withAudit } from "~/.server/audit/audit-log";
import { attributionKeys } from "~/.server/leads/attribution";
import type { AppServices } from "~/.server/services";
import type { Notice } from "~/lib/notice";
import {
  filtersQuery,
  hasFilterErrors,
  hasFilters,
  type LeadPage,
  listLeads,
  type PageCursor,
  parseLeadFilters,
  readLead,
  deleteLead as removeLead,
  resendLead,
} from "./admin-leads";
import {
  attemptViews,
  deliveryStatusLabels,
  formatDateTime,
  formName,
  labelledFields,
  receivedNote,
} from "./lead-view";
import { clearAllSubmissions, clearSubmissionsFailed } from "./submissions";

/**
 * The two leads screens (/admin/forms/submissions and one lead's page): what they show and what
 * their buttons do. Plain values in, plain results out; the routes check access and answer.
 */

type Services = Pick<AppServices, "db" | "config" | "logger" | "outboxWorker">;

export const leadNotices = {
  cleared: {
    title: "Submissões removidas",
    description: "Todas as submissões de formulário foram removidas.",
    variant: "success",
  },
  clearFailed: clearSubmissionsFailed,
  resent: {
    title: "Reenvio agendado",
    description: "Uma nova entrega deste lead foi colocada na fila e será enviada em instantes.",
    variant: "success",
  },
  sentNow: {
    title: "Reenvio agendado",
    description: "A entrega pendente deste lead será tentada agora, sem criar outra.",
    variant: "success",
  },
  noWebhook: {
    title: "Nenhum webhook configurado",
    description: "Informe a Webhook URL do formulário para reenviar este lead.",
    variant: "error",
  },
  resendFailed: {
    title: "Erro ao reenviar",
    description: "Ocorreu um problema ao reenviar o lead. Tente novamente.",
    variant: "error",
  },
  deleted: {
    title: "Lead excluído",
    description: "Os dados deste lead e o histórico de entregas dele foram removidos.",
    variant: "success",
  },
  deleteFailed: {
    title: "Erro ao remover",
    description: "Ocorreu um problema ao excluir o lead. Tente novamente.",
    variant: "error",
  },
  notFound: {
    title: "Lead não encontrado",
    description: "Ele pode ter sido excluído.",
    variant: "error",
  },
} satisfies Record<string, Notice>;

/** What a lead's button did: done with a notice, or refused with a notice and an HTTP status. */
export type LeadActionResult = { ok: true; notice: Notice } | { ok: false; status: number; notice: Notice };

/** The list: the page of leads the address's filters select (refused filters list nothing). */
export async function readSubmissionsScreen(db: AppServices["db"], url: URL) {
  const { filters, errors } = parseLeadFilters(url);
  const invalid = hasFilterErrors(errors);
  const noLeads: LeadPage = {
    leads: [],
    total: 0,
    totalIsExact: true,
    page: 1,
    pageCount: 1,
    hasNextPage: false,
  };
  const { leads, total, totalIsExact, page, pageCount, hasNextPage } = invalid
    ? noLeads
    : await listLeads(db, filters);
  const { q, from, to } = filters;
  const first = leads[0];
  const last = leads.at(-1);
  const pageHref = (number: number, cursor?: PageCursor) =>
    `/admin/forms/submissions${filtersQuery(filters, number, cursor)}`;
  return {
    invalid,
    filters: {
      q,
      from,
      to,
      source: filters.source ?? "",
      medium: filters.medium ?? "",
      campaign: filters.campaign ?? "",
      pagePath: filters.pagePath ?? "",
      landingPath: filters.landingPath ?? "",
      referrerHost: filters.referrerHost ?? "",
      click: filters.click ?? "",
      amount: filters.amount ?? "",
      state: filters.state ?? "",
      delivery: filters.delivery ?? "",
    },
    filterErrors: errors,
    filtered: hasFilters(filters) || invalid,
    total,
    totalIsExact,
    page,
    pageCount,
    // The links carry the position where their page starts: followed, a page neither repeats
    // nor skips a lead while new ones arrive, and reads through the index however deep it is.
    previousHref:
      page > 1 ? pageHref(page - 1, first && { direction: "before", position: first.position }) : null,
    nextHref:
      hasNextPage && last ? pageHref(page + 1, { direction: "after", position: last.position }) : null,
    csvHref: `/admin/forms/submissions.csv${filtersQuery(filters)}`,
    leads: leads.map((lead) => ({
      id: lead.id,
      form: formName(lead.formId),
      name: lead.data.name ?? "",
      email: lead.data.email ?? "",
      phone: lead.data.phone ?? "",
      city: lead.data.city ?? "",
      state: lead.data.state ?? "",
      ...receivedParts(formatDateTime(lead.createdAt)),
      delivery: lead.deliveryStatus
        ? { status: lead.deliveryStatus, label: deliveryStatusLabels[lead.deliveryStatus] }
        : null,
    })),
  };
}

/** "27/11/2026, 09:26:00" as its day and its hour, which the list shows on two lines. */
function receivedParts(receivedAt: string): { receivedDay: string; receivedTime: string } {
  const [receivedDay, receivedTime = ""] = receivedAt.split(", ");
  return { receivedDay, receivedTime };
}

/** One lead in full, with each webhook delivery and its attempts; null when there is no such lead. */
export async function readSubmissionScreen(db: AppServices["db"], id: string) {
  const found = await readLead(db, id);
  if (!found) return null;
  const { lead, deliveries } = found;
  return {
    lead: {
      id: lead.id,
      name: lead.data.name ?? "",
      form: formName(lead.formId),
      receivedAt: formatDateTime(lead.createdAt),
      pagePath: lead.pagePath ?? "",
      landingPath: lead.landingPath ?? "",
      referrerHost: lead.referrerHost ?? "",
      fields: labelledFields(lead.formId, lead.data),
      attribution: attributionKeys.map((key) => ({ key, value: lead.attribution?.[key] ?? "" })),
      consent: lead.consent
        ? {
            text: lead.consent.text,
            version: lead.consent.version,
            acceptedAt: formatDateTime(lead.consent.acceptedAt),
          }
        : null,
    },
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      kind: delivery.kind,
      eventType: delivery.eventType,
      target: delivery.targetUrl ?? "",
      status: delivery.status,
      statusLabel: deliveryStatusLabels[delivery.status],
      attempts: delivery.attempts,
      createdAt: formatDateTime(delivery.createdAt),
      nextAttemptAt: delivery.status === "pending" ? formatDateTime(delivery.nextAttemptAt) : "",
      lastError: delivery.lastError ?? "",
      received: receivedNote(delivery.kind, delivery.status, delivery.log),
      log: attemptViews(delivery.log, delivery.underWay),
    })),
  };
}

/** 'Reenviar': the lead goes to the CRM again (a pending delivery is made due instead of doubled). */
export async function resendSubmission(
  services: Services,
  id: string,
  who: AuditWho,
): Promise<LeadActionResult> {
  const adminId = who.actorId;
  const { db, config, logger, outboxWorker } = services;
  try {
    const outcome = await resendLead(db, config, id);
    if (!outcome) return { ok: false, status: 404, notice: leadNotices.notFound };
    const { delivery, sentNow } = outcome;
    logger.info(
      { submissionId: id, deliveryId: delivery.id, sentNow, by: adminId },
      "admin: lead sent again",
    );
    if (delivery.status === "skipped") return { ok: false, status: 409, notice: leadNotices.noWebhook };
    await recordAudit(db, who, {
      action: "lead.resend",
      target: { type: "lead", id },
      details: { deliveryId: delivery.id, sentNow },
    });
    outboxWorker.wake();
    return { ok: true, notice: sentNow ? leadNotices.sentNow : leadNotices.resent };
  } catch (error) {
    logger.error({ err: error, submissionId: id }, "admin: resending a lead failed");
    return { ok: false, status: 500, notice: leadNotices.resendFailed };
  }
}

/** 'Excluir': the lead and its delivery history go (a data-subject request under LGPD). */
export async function deleteSubmission(
  services: Services,
  id: string,
  who: AuditWho,
): Promise<LeadActionResult> {
  const { db, logger } = services;
  const adminId = who.actorId;
  let removed: boolean;
  try {
    // The entry names the lead by id only: its personal data is what was deleted.
    removed = await withAudit(
      db,
      who,
      (done: boolean) => (done ? { action: "lead.delete", target: { type: "lead", id } } : null),
      (tx) => removeLead(tx, id),
    );
  } catch (error) {
    logger.error({ err: error, submissionId: id }, "admin: deleting a lead failed");
    return { ok: false, status: 500, notice: leadNotices.deleteFailed };
  }
  if (!removed) return { ok: false, status: 404, notice: leadNotices.notFound };
  logger.info({ submissionId: id, by: adminId }, "admin: lead deleted (data-subject request)");
  return { ok: true, notice: leadNotices.deleted };
}

/** 'Remover todas': every lead goes, with its deliveries. */
export async function clearSubmissions(services: Services, who: AuditWho): Promise<LeadActionResult> {
  const { db, logger } = services;
  const adminId = who.actorId;
  try {
    const removed = await withAudit(
      db,
      who,
      (count: number) => ({ action: "leads.clear", target: { type: "leads" }, details: { removed: count } }),
      (tx) => clearAllSubmissions(tx),
    );
    logger.info({ removed, by: adminId }, "admin: all form submissions removed");
    return { ok: true, notice: leadNotices.cleared };
  } catch (error) {
    logger.error({ err: error }, "admin: removing all form submissions failed");
    return { ok: false, status: 500, notice: leadNotices.clearFailed };
  }
}
