import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { outbox, outboxAttempts } from "~/.server/db/schema";
import type { Mailer } from "~/.server/mail/mailer";
import type { MailMessage } from "~/.server/mail/messages";
import { deliveryRoute } from "~/.server/security/webhook-url";
import { isPermanentFailure, maxAttempts, nextRetryDelayMs } from "./retry-schedule";
import { sendWebhook } from "./webhook";

/**
 * The outbox: deliveries written with their lead in one transaction, then sent by the worker.
 * A claimed row is leased for a while (locked_until) so that a process killed mid-send leaves it
 * to be claimed again once the lease runs out; nothing is ever dropped. Two kinds: "webhook"
 * (a lead to a CRM) and "email" (account mails: sign-up confirmation, password reset).
 */

export type OutboxRow = typeof outbox.$inferSelect;
type Executor = Pick<Database, "insert">;

/** Longer than the 15 s webhook timeout, so a live sender never loses its lease. */
const LEASE_MS = 60_000;

export async function enqueueWebhook(
  tx: Executor,
  delivery: {
    submissionId: string;
    eventType: string;
    targetUrl: string | null;
    payload: Record<string, unknown>;
  },
): Promise<OutboxRow> {
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: "webhook",
      submissionId: delivery.submissionId,
      eventType: delivery.eventType,
      targetUrl: delivery.targetUrl,
      payload: delivery.payload,
      // No webhook configured: recorded as skipped so the admin sees why nothing was sent.
      status: delivery.targetUrl ? "pending" : "skipped",
      lastError: delivery.targetUrl ? null : "Nenhum webhook configurado",
    })
    .returning();
  return row;
}

/** The payload of an "email" row: what the mailer needs to send it. */
export type EmailPayload = { to: string; subject: string; text: string; html: string; link: string };

/** Queues one e-mail; the worker sends it (and retries it while the mail server is down). */
export async function enqueueEmail(
  tx: Executor,
  mail: MailMessage & { eventType: string },
): Promise<OutboxRow> {
  const payload: EmailPayload = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    link: mail.link,
  };
  const [row] = await tx
    .insert(outbox)
    .values({ kind: "email", eventType: mail.eventType, targetUrl: `mailto:${mail.to}`, payload })
    .returning();
  return row;
}

/** Leases up to `limit` due deliveries to this process. Safe with many instances. */
export async function claimDueDeliveries(db: Database, limit: number): Promise<OutboxRow[]> {
  const now = sql`now()`;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, "pending"),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ lockedUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(inArray(outbox.id, due))
    .returning();
}

type AttemptResult = {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  permanent: boolean;
};

type DeliveryConfig = Pick<
  AppConfig,
  "WEBHOOK_SIGNING_SECRET" | "WEBHOOK_RETRY_SCALE" | "isProduction" | "LEAD_WEBHOOK_URL" | "EXPO_WEBHOOK_URL"
>;

async function send(
  config: DeliveryConfig,
  row: OutboxRow,
  mailer: Mailer | undefined,
): Promise<AttemptResult> {
  if (row.kind === "email") {
    if (!mailer) {
      return { ok: false, statusCode: null, error: "no mailer", durationMs: 0, permanent: false };
    }
    const mail = row.payload as EmailPayload;
    return mailer.send(mail);
  }
  const result = await sendWebhook({
    url: row.targetUrl ?? "",
    deliveryId: row.id,
    body: row.payload,
    signingSecret: config.WEBHOOK_SIGNING_SECRET,
    route: deliveryRoute(config),
  });
  const permanent = result.refused || (result.statusCode !== null && isPermanentFailure(result.statusCode));
  return { ...result, permanent: Boolean(permanent) };
}

/**
 * Sends one leased delivery (a webhook, or an e-mail through `mailer`), records the attempt,
 * and settles or reschedules the row. Both kinds follow the same retry schedule.
 */
export async function attemptDelivery(
  db: Database,
  config: DeliveryConfig,
  row: OutboxRow,
  mailer?: Mailer,
): Promise<OutboxRow["status"]> {
  const result = await send(config, row, mailer);
  const attempts = row.attempts + 1;
  const delay = nextRetryDelayMs(attempts, config.WEBHOOK_RETRY_SCALE);
  const giveUp = result.permanent || delay === null || attempts >= maxAttempts;
  const status = result.ok ? "delivered" : giveUp ? "failed" : "pending";
  // A mail that left over SMTP keeps only its recipient and subject: its link is a credential.
  const sentMail = row.kind === "email" && result.ok && mailer?.via === "smtp";
  const payload = sentMail
    ? { to: (row.payload as EmailPayload).to, subject: (row.payload as EmailPayload).subject }
    : undefined;

  await db.transaction(async (tx) => {
    await tx.insert(outboxAttempts).values({
      outboxId: row.id,
      statusCode: result.statusCode,
      error: result.error,
      durationMs: result.durationMs,
    });
    await tx
      .update(outbox)
      .set({
        status,
        attempts,
        lockedUntil: null,
        lastError: result.error,
        ...(payload ? { payload } : {}),
        updatedAt: sql`now()`,
        deliveredAt: result.ok ? sql`now()` : null,
        nextAttemptAt:
          status === "pending" ? sql`now() + ${`${delay ?? 0} milliseconds`}::interval` : sql`now()`,
      })
      .where(eq(outbox.id, row.id));
  });
  return status;
}
