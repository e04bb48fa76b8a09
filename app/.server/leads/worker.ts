import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import { createMailer, type Mailer } from "~/.server/mail/mailer";
import { attemptDelivery, claimDueDeliveries } from "./outbox";

/**
 * The outbox worker, in the server process: every OUTBOX_POLL_MS (and at once when a lead or a
 * mail is queued) it leases due deliveries and sends them: webhooks to the CRM, e-mails over
 * SMTP (or to the dev mailbox). On start it picks up whatever a previous process left undelivered.
 */
export type OutboxWorker = {
  /** Look for work now rather than at the next poll. */
  wake(): void;
  /** Finishes the deliveries under way, then stops. */
  stop(): Promise<void>;
};

const BATCH_SIZE = 10;

export function startOutboxWorker(deps: {
  db: Database;
  config: AppConfig;
  logger: Logger;
  /** Defaults to SMTP_URL's server, or the dev mailbox without it. */
  mailer?: Mailer;
}): OutboxWorker {
  const { db, config, logger } = deps;
  const mailer = deps.mailer ?? createMailer(config, logger);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let wakeAgain = false;

  async function drain(): Promise<void> {
    for (;;) {
      const rows = await claimDueDeliveries(db, BATCH_SIZE);
      if (rows.length === 0) return;
      await Promise.all(
        rows.map(async (row) => {
          const status = await attemptDelivery(db, config, row, mailer);
          logger.info(
            { deliveryId: row.id, submissionId: row.submissionId, status, attempt: row.attempts + 1 },
            row.kind === "email" ? `e-mail delivery attempt (${mailer.via})` : "webhook delivery attempt",
          );
        }),
      );
      if (stopped) return;
    }
  }

  function tick() {
    if (stopped) return;
    if (running) {
      wakeAgain = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .catch((error) => logger.error({ err: error }, "lead worker: delivery round failed"))
      .finally(() => {
        running = undefined;
        if (stopped) return;
        if (wakeAgain) {
          wakeAgain = false;
          tick();
        } else {
          timer = setTimeout(tick, config.OUTBOX_POLL_MS);
        }
      });
  }

  tick();
  return {
    wake: tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (!deps.mailer) mailer.close();
    },
  };
}
