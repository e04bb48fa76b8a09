import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { outbox, outboxAttempts } from "~/.server/db/schema";
import { isPermanentFailure, maxAttempts, nextRetryDelayMs } from "./retry-schedule";
import { sendWebhook } from "./webhook";

/**
 * The outbox: deliveries written with their lead in one transaction, then sent by the worker.
 * A claimed row is leased for a while (locked_until) so that a process killed mid-send leaves it
 * to be claimed again once the lease runs out; nothing is ever dropped.
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

/** Sends one leased delivery, records the attempt, and settles or reschedules the row. */
export async function attemptDelivery(
  db: Database,
  config: Pick<AppConfig, "WEBHOOK_SIGNING_SECRET" | "WEBHOOK_RETRY_SCALE">,
  row: OutboxRow,
): Promise<OutboxRow["status"]> {
  const result = await sendWebhook({
    url: row.targetUrl ?? "",
    deliveryId: row.id,
    body: row.payload,
    signingSecret: config.WEBHOOK_SIGNING_SECRET,
  });
  const attempts = row.attempts + 1;
  const delay = nextRetryDelayMs(attempts, config.WEBHOOK_RETRY_SCALE);
  const giveUp =
    (result.statusCode !== null && isPermanentFailure(result.statusCode)) ||
    delay === null ||
    attempts >= maxAttempts;
  const status = result.ok ? "delivered" : giveUp ? "failed" : "pending";

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
        updatedAt: sql`now()`,
        deliveredAt: result.ok ? sql`now()` : null,
        nextAttemptAt:
          status === "pending" ? sql`now() + ${`${delay ?? 0} milliseconds`}::interval` : sql`now()`,
      })
      .where(eq(outbox.id, row.id));
  });
  return status;
}
