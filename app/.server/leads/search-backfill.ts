import { sql } from "drizzle-orm";
import { type Database, rowsAffected } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";

/**
 * The search backfill (docs/decisions/078): the leads written before their search text was
 * stored (migration 0030) get it, a batch at a time, in small transactions, so a million leads
 * are filled without holding the table. New and changed leads get it from the table's trigger;
 * this pass sets each lead's `data` to itself, which runs that same trigger, so the text is
 * written by one expression only.
 *
 * Started with the server's services on every instance: `skip locked` lets instances sharing a
 * database take different leads, and a lead POST never waits for a batch. Once a batch finds
 * nothing left the pass stops for good: from then on every lead is written with its text.
 */

export const SEARCH_BACKFILL_BATCH = 2_000;

/** Between two batches: the other requests' turn at the database. */
const PAUSE_MS = 100;

/** Fills the search text of up to `batch` leads that lack it; answers how many it filled. */
export async function fillSearchText(db: Database, batch = SEARCH_BACKFILL_BATCH): Promise<number> {
  return rowsAffected(
    await db.execute(sql`update "form_submissions" set "data" = "data" where "id" in (
      select "id" from "form_submissions" where "search_text" is null
      limit ${batch} for update skip locked)`),
  );
}

/**
 * Fills every lead's search text, batch after batch, starting soon after start-up; logs the
 * total once done. A failure (the database away) is logged and the pass starts again a minute
 * later. Answers how to stop it, waiting for a batch under way.
 */
export function scheduleSearchBackfill(deps: { db: Database; logger: Logger }): () => Promise<void> {
  const { db, logger } = deps;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let filled = 0;
  const later = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(step, ms);
    timer.unref();
  };
  const step = () => {
    running = fillSearchText(db)
      .then((count) => {
        filled += count;
        if (count > 0) return later(PAUSE_MS);
        if (filled > 0) logger.info({ leads: filled }, "search backfill: every lead has its search text");
      })
      .catch((error) => {
        logger.warn({ err: error }, "search backfill: batch failed, tried again in a minute");
        later(60_000);
      })
      .finally(() => {
        running = undefined;
      });
  };
  later(2_000);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
