import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import { createMailer, type Mailer } from "~/.server/mail/mailer";
import { scheduleRetention } from "~/.server/retention";
import {
  type AttemptResult,
  claimDueDeliveries,
  destinationOf,
  finishAttempt,
  type OutboxRow,
  releaseLeases,
  renewLeases,
  sendDelivery,
  startAttempt,
} from "./outbox";

/**
 * The outbox worker, in the server process (docs/decisions/010). Every delivery is sent on its
 * own: nothing waits for a batch. Two lanes with their own slots, so account mails never queue
 * behind webhooks; within the webhook lane, at most `perDestination` sends at once to one CRM
 * host, so a receiver that hangs holds only its own slots while every other one keeps flowing.
 * A slot that frees up is refilled at once; the worker also looks every OUTBOX_POLL_MS and when
 * woken (a lead or a mail was queued). On start it picks up whatever a previous process left.
 */
export type OutboxWorker = {
  /** Look for work now rather than at the next poll: in one lane (a lead: its webhook), or in both. */
  wake(kind?: OutboxRow["kind"]): void;
  /**
   * Finishes the deliveries under way, then stops. With `handBackAfterMs`, deliveries still under
   * way after that long are handed back (their claim released, so another instance or the next
   * start sends them at once) and the worker stops without waiting for them.
   */
  stop(options?: { handBackAfterMs?: number }): Promise<void>;
};

export type LaneLimits = {
  /** Sends at once in the lane. */
  slots: number;
  /** Sends at once to one destination (scheme://host:port), or none. */
  perDestination?: number;
};

export const defaultLanes: Record<OutboxRow["kind"], LaneLimits> = {
  webhook: { slots: 16, perDestination: 2 },
  email: { slots: 4 },
};

type Lane = LaneLimits & {
  kind: OutboxRow["kind"];
  active: number;
  byDestination: Map<string, number>;
  /** The claim under way, if any. */
  claiming: Promise<void> | undefined;
  claimAgain: boolean;
};

export function startOutboxWorker(deps: {
  db: Database;
  config: AppConfig;
  logger: Logger;
  /** Defaults to SMTP_URL's server, or the dev mailbox without it. */
  mailer?: Mailer;
  lanes?: Partial<Record<OutboxRow["kind"], LaneLimits>>;
  /** Told of each attempt's outcome (the metrics count them). */
  onAttempt?: (row: OutboxRow, status: OutboxRow["status"]) => void;
}): OutboxWorker {
  const { db, config, logger } = deps;
  const mailer = deps.mailer ?? createMailer(config, logger);
  const leaseMs = config.OUTBOX_LEASE_MS;
  const lanes: Lane[] = (["webhook", "email"] as const).map((kind) => ({
    kind,
    ...(deps.lanes?.[kind] ?? defaultLanes[kind]),
    active: 0,
    byDestination: new Map(),
    claiming: undefined,
    claimAgain: false,
  }));
  /** Deliveries being sent now, by outbox id. */
  const inFlight = new Map<string, Promise<void>>();
  let stopped = false;
  let claimFailures = 0;

  /** Claims as many due rows as the lane has free slots, and starts each one. */
  function fill(lane: Lane) {
    if (stopped) return;
    if (lane.claiming) {
      lane.claimAgain = true;
      return;
    }
    lane.claiming = claimInto(lane).finally(() => {
      lane.claiming = undefined;
    });
  }

  async function claimInto(lane: Lane): Promise<void> {
    try {
      for (;;) {
        lane.claimAgain = false;
        const rows = await claimDueDeliveries(db, {
          kind: lane.kind,
          limit: lane.slots - lane.active,
          leaseMs,
          inFlightIds: [...inFlight.keys()],
          perDestination: lane.perDestination,
          inFlightByDestination: lane.byDestination,
        });
        if (claimFailures > 0) logger.info("delivery worker: the database answers again, deliveries resume");
        claimFailures = 0;
        for (const row of rows) begin(lane, row);
        if (stopped || (rows.length === 0 && !lane.claimAgain)) break;
      }
    } catch (error) {
      // The database is unreachable (or the query failed): the next poll tries again.
      if (claimFailures++ === 0) logger.error({ err: error }, "delivery worker: could not claim deliveries");
    }
  }

  function begin(lane: Lane, row: OutboxRow) {
    const destination = destinationOf(row.targetUrl);
    lane.active++;
    lane.byDestination.set(destination, (lane.byDestination.get(destination) ?? 0) + 1);
    const sending = deliver(row)
      .catch((error) => logger.error({ err: error, deliveryId: row.id }, "delivery worker: delivery failed"))
      .finally(() => {
        inFlight.delete(row.id);
        lane.active--;
        const left = (lane.byDestination.get(destination) ?? 1) - 1;
        if (left > 0) lane.byDestination.set(destination, left);
        else lane.byDestination.delete(destination);
        fill(lane);
      });
    inFlight.set(row.id, sending);
  }

  async function deliver(row: OutboxRow): Promise<void> {
    const attemptId = await startAttempt(db, row);
    const result = await sendDelivery(config, row, mailer);
    const status = await recordPersistently(row, attemptId, result);
    deps.onAttempt?.(row, status);
    logger.info(
      { deliveryId: row.id, submissionId: row.submissionId, status, attempt: row.attempts + 1 },
      row.kind === "email" ? `e-mail delivery attempt (${mailer.via})` : "webhook delivery attempt",
    );
  }

  /**
   * The send happened: its outcome is worth keeping through a database outage. Tried again
   * (with the lease renewed meanwhile) until the database answers, so a delivered lead is not
   * sent again for want of a record; given up only when the worker stops.
   */
  async function recordPersistently(row: OutboxRow, attemptId: number, result: AttemptResult) {
    for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
      try {
        return await finishAttempt(db, config, row, attemptId, result, mailer);
      } catch (error) {
        if (stopped) throw error;
        logger.warn(
          { err: error, deliveryId: row.id },
          "delivery worker: could not record an attempt, retrying",
        );
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  function wake(kind?: OutboxRow["kind"]) {
    for (const lane of lanes) if (kind === undefined || lane.kind === kind) fill(lane);
  }

  // A poll finding a claim under way leaves it be (only new work asks for another round).
  const poll = setInterval(() => {
    for (const lane of lanes) if (!lane.claiming) fill(lane);
  }, config.OUTBOX_POLL_MS);
  // Claims outlive a send of any length while this process lives; after a crash they lapse.
  const heartbeat = setInterval(
    () => {
      renewLeases(db, [...inFlight.keys()], leaseMs).catch(() => {
        // The database is down: the claims lapse and are renewed or taken over once it is back.
      });
    },
    Math.max(100, Math.floor(leaseMs / 3)),
  );

  // The worker runs on every instance: it also removes what is kept no longer, one instance at a time.
  const stopRetention = scheduleRetention({ db, config, logger });

  wake();
  return {
    wake,
    async stop(options = {}) {
      stopped = true;
      const retentionStopped = stopRetention();
      clearInterval(poll);
      // A claim under way may still start deliveries: wait until nothing is left.
      const finished = (async () => {
        for (;;) {
          const pending = [...inFlight.values(), ...lanes.map((lane) => lane.claiming)];
          if (pending.every((work) => work === undefined)) break;
          await Promise.all(pending);
        }
      })();
      const { handBackAfterMs } = options;
      let timer: NodeJS.Timeout | undefined;
      const outOfTime =
        handBackAfterMs === undefined
          ? new Promise<never>(() => {})
          : new Promise<"out-of-time">((resolve) => {
              timer = setTimeout(() => resolve("out-of-time"), handBackAfterMs);
            });
      const outcome = await Promise.race([finished, outOfTime]);
      clearTimeout(timer);
      clearInterval(heartbeat);
      if (outcome === "out-of-time" && inFlight.size > 0) {
        const ids = [...inFlight.keys()];
        await releaseLeases(db, ids).catch((error) =>
          logger.error(
            { err: error },
            "delivery worker: could not hand back deliveries (their claim lapses)",
          ),
        );
        logger.warn({ deliveries: ids.length }, "delivery worker: deliveries under way handed back");
      }
      await retentionStopped;
      if (!deps.mailer) mailer.close();
    },
  };
}
