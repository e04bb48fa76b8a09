import { and, asc, eq, inArray, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { deliveryDestinations, outbox, outboxAttempts } from "~/.server/db/schema";
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

/**
 * Where a delivery goes, as the worker limits concurrency: a webhook's scheme://host:port (one
 * slow CRM host is one destination whatever its paths), an e-mail's "mailto:" target.
 */
export function destinationOf(targetUrl: string | null): string {
  return destinationPattern.exec(targetUrl ?? "")?.[0] ?? targetUrl ?? "";
}

const destinationPattern = /^[A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*/;
export const destinationSql = sql<string>`coalesce(substring(${outbox.targetUrl} from ${destinationPattern.source}), ${outbox.targetUrl}, '')`;

export type ClaimRequest = {
  kind: OutboxRow["kind"];
  /** Free sending slots: at most this many rows are claimed. */
  limit: number;
  /** How long the claim holds before another instance may take the row (OUTBOX_LEASE_MS). */
  leaseMs: number;
  /** Rows this process is sending now: never claimed twice, even when their lease ran out. */
  inFlightIds: string[];
  /** At most this many sends at once to one destination (none: no limit). */
  perDestination?: number;
  /** Sends under way per destination in this process. */
  inFlightByDestination?: ReadonlyMap<string, number>;
};

/**
 * Leases due deliveries of one kind to this process, at most `limit` and at most
 * `perDestination` per destination counting the ones already under way. Safe with many
 * instances: candidates are read first, then locked with FOR UPDATE SKIP LOCKED and checked again.
 */
export async function claimDueDeliveries(db: Database, request: ClaimRequest): Promise<OutboxRow[]> {
  if (request.limit <= 0) return [];
  const now = sql`now()`;
  const due = and(
    eq(outbox.kind, request.kind),
    eq(outbox.status, "pending"),
    lte(outbox.nextAttemptAt, now),
    or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
  );
  const busy = request.inFlightByDestination ?? new Map<string, number>();
  const full = request.perDestination
    ? [...busy].filter(([, count]) => count >= (request.perDestination ?? 0)).map(([name]) => name)
    : [];
  const candidates = await db
    .select({ id: outbox.id, destination: destinationSql })
    .from(outbox)
    .where(
      and(
        due,
        request.inFlightIds.length ? notInArray(outbox.id, request.inFlightIds) : undefined,
        full.length ? notInArray(destinationSql, full) : undefined,
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(request.limit * 4);
  const chosen = pickWithinLimits(candidates, request.limit, request.perDestination, busy);
  if (chosen.length === 0) return [];
  const lockable = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.id, chosen), due))
    .for("update", { skipLocked: true });
  return db
    .update(outbox)
    .set({ lockedUntil: sql`now() + ${`${request.leaseMs} milliseconds`}::interval` })
    .where(inArray(outbox.id, lockable))
    .returning();
}

function pickWithinLimits(
  candidates: { id: string; destination: string }[],
  limit: number,
  perDestination: number | undefined,
  busy: ReadonlyMap<string, number>,
): string[] {
  const taken = new Map(busy);
  const chosen: string[] = [];
  for (const candidate of candidates) {
    if (chosen.length >= limit) break;
    const count = taken.get(candidate.destination) ?? 0;
    if (perDestination && count >= perDestination) continue;
    taken.set(candidate.destination, count + 1);
    chosen.push(candidate.id);
  }
  return chosen;
}

/** Keeps the claims of the deliveries still under way (the worker calls it every lease/3). */
export async function renewLeases(db: Database, ids: string[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, "pending")));
}

/**
 * Gives claims back at once (a stopping instance whose sends did not finish in time): the rows
 * are due again for any instance. Their attempts stay in the log as interrupted.
 */
export async function releaseLeases(db: Database, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outbox)
    .set({ lockedUntil: null })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, "pending")));
}

export type AttemptResult = {
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

/**
 * The idempotency key a receiver sees (webhook-id and Idempotency-Key): the lead's id, the same
 * on every attempt and on every delivery of that lead (a resend too), so a CRM can drop repeats.
 * Deliveries without a lead (none today) use their own id.
 */
export function webhookIdOf(row: Pick<OutboxRow, "id" | "submissionId">): string {
  return row.submissionId ?? row.id;
}

/** Sends one leased delivery: a webhook, or an e-mail through `mailer`. Records nothing. */
export async function sendDelivery(
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
    deliveryId: webhookIdOf(row),
    body: row.payload,
    signingSecret: config.WEBHOOK_SIGNING_SECRET,
    route: deliveryRoute(config),
  });
  const permanent = result.refused || (result.statusCode !== null && isPermanentFailure(result.statusCode));
  return { ...result, permanent: Boolean(permanent) };
}

/**
 * Logs an attempt as started, before anything is sent: if the process dies mid-send, the log
 * still shows that attempt (unfinished: "interrupted" on the lead screen). Returns its id.
 */
export async function startAttempt(db: Database, row: OutboxRow): Promise<number> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .insert(outboxAttempts)
      .values({ outboxId: row.id })
      .returning({ id: outboxAttempts.id });
    await tx
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} + 1`, updatedAt: sql`now()` })
      .where(eq(outbox.id, row.id));
    return attempt.id;
  });
}

/**
 * Records how the attempt went and settles or reschedules the delivery; both kinds follow the
 * same retry schedule. `row` is the delivery as it was claimed: had an admin asked for it to be
 * sent now ('Reenviar') while this attempt was under way, a failure is tried again at once.
 */
export async function finishAttempt(
  db: Database,
  config: Pick<AppConfig, "WEBHOOK_RETRY_SCALE">,
  row: OutboxRow,
  attemptId: number,
  result: AttemptResult,
  mailer?: Pick<Mailer, "via">,
): Promise<OutboxRow["status"]> {
  const attempts = row.attempts + 1;
  const delay = nextRetryDelayMs(attempts, config.WEBHOOK_RETRY_SCALE);
  const giveUp = result.permanent || delay === null || attempts >= maxAttempts;
  const status = result.ok ? "delivered" : giveUp ? "failed" : "pending";
  // A mail that left over SMTP keeps only its recipient and subject: its link is a credential.
  const sentMail = row.kind === "email" && result.ok && mailer?.via === "smtp";
  const payload = sentMail
    ? { to: (row.payload as EmailPayload).to, subject: (row.payload as EmailPayload).subject }
    : undefined;
  // The claimed value has millisecond precision, the column microseconds: hence the margin.
  const askedAgain = sql`${outbox.nextAttemptAt} > ${row.nextAttemptAt.toISOString()}::timestamptz + interval '1 millisecond'`;

  await db.transaction(async (tx) => {
    await tx
      .update(outboxAttempts)
      .set({
        statusCode: result.statusCode,
        error: result.error,
        durationMs: result.durationMs,
        finishedAt: sql`now()`,
      })
      .where(eq(outboxAttempts.id, attemptId));
    await tx
      .update(outbox)
      .set({
        status,
        lockedUntil: null,
        lastError: result.error,
        ...(payload ? { payload } : {}),
        updatedAt: sql`now()`,
        deliveredAt: result.ok ? sql`now()` : null,
        nextAttemptAt:
          status === "pending"
            ? sql`case when ${askedAgain} then now() else now() + ${`${delay ?? 0} milliseconds`}::interval end`
            : sql`now()`,
      })
      .where(eq(outbox.id, row.id));
    if (row.kind === "webhook" && row.targetUrl) {
      await recordDestinationHealth(tx, destinationOf(row.targetUrl), result);
    }
  });
  return status;
}

/**
 * Keeps the destination's health up to date with an attempt's outcome: a delivered one clears
 * the failure, a failed one starts it (unless it already started) and keeps its error. This is
 * what the outage alert reads, so it never has to scan the whole delivery log.
 */
async function recordDestinationHealth(
  tx: Pick<Database, "insert">,
  destination: string,
  result: AttemptResult,
): Promise<void> {
  const failingSince = result.ok ? null : sql`now()`;
  await tx
    .insert(deliveryDestinations)
    .values({
      destination,
      failingSince,
      lastError: result.ok ? null : result.error,
      lastDeliveredAt: result.ok ? sql`now()` : null,
    })
    .onConflictDoUpdate({
      target: deliveryDestinations.destination,
      set: result.ok
        ? { failingSince: null, lastDeliveredAt: sql`now()`, updatedAt: sql`now()` }
        : {
            failingSince: sql`coalesce(${deliveryDestinations.failingSince}, now())`,
            lastError: result.error,
            updatedAt: sql`now()`,
          },
    });
}
