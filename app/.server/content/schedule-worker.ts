import type { Database } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import { runDuePageChanges } from "./page-store";
import { runDuePublications } from "./scheduled-publications";

/**
 * The schedule worker, in every server process (docs/decisions/051, 060): every SCHEDULE_POLL_MS
 * it publishes what is due, sections' publications then pages' publishes and unpublishes. Instances poll independently; each due row is claimed by one of them
 * (SKIP LOCKED), and the content version bumped with it tells every instance's page cache.
 */
export type ScheduleWorker = { stop(): Promise<void> };

export function startScheduleWorker(deps: { db: Database; logger: Logger; pollMs: number }): ScheduleWorker {
  const { db, logger, pollMs } = deps;
  let running: Promise<void> | null = null;
  let failures = 0;

  const poll = () => {
    // One round at a time: a slow database gets no pile of rounds.
    if (running) return;
    running = runDuePublications(db, logger)
      .then(() => runDuePageChanges(db, logger))
      .then(() => {
        if (failures > 0) logger.info("schedule worker: the database answers again");
        failures = 0;
      })
      .catch((error) => {
        // The database is down, or a publication failed: the next poll tries again.
        if (failures++ === 0) logger.error({ err: error }, "schedule worker: could not publish what is due");
      })
      .finally(() => {
        running = null;
      });
  };

  const timer = setInterval(poll, pollMs);
  poll();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
