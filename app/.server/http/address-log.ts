import { and, count, eq, inArray, lt, sql } from "drizzle-orm";
import { dayBefore } from "~/.server/content/redirects";
import type { Database } from "~/.server/db/client";
import { notFoundAddresses, redirects } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { REDIRECT_PATH_MAX } from "~/forms/redirects";

/**
 * Counts the addresses that answered 404 and the redirects followed (docs/decisions/052), in
 * memory, and writes them in one batch every FLUSH_EVERY_MS and when the server stops: a
 * scanner's burst of 404s costs no write per request. What may be lost in a crash is a few
 * seconds of counts, which only rank the screen's list.
 *
 * Bounds, so nobody can grow it without end: at most PENDING_PATHS_MAX addresses wait in memory
 * (more are not counted until the next batch), at most NEW_PATHS_PER_DAY new addresses a day
 * reach the table (those already there keep counting), and rows older than NOT_FOUND_DAYS_KEPT
 * are deleted.
 */

export const FLUSH_EVERY_MS = 15_000;
export const PENDING_PATHS_MAX = 1_000;
export const NEW_PATHS_PER_DAY = 5_000;
export const NOT_FOUND_DAYS_KEPT = 90;

export type AddressLog = {
  notFound(path: string): void;
  redirected(redirectId: number): void;
  /** Writes what was counted so far (also run every FLUSH_EVERY_MS). */
  flush(): Promise<void>;
  stop(): Promise<void>;
};

type Count = { hits: number; lastAt: Date };

const brasiliaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

export function startAddressLog(options: {
  db: Database;
  logger: Logger;
  flushEveryMs?: number;
  newPathsPerDay?: number;
  now?: () => Date;
}): AddressLog {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  /** Keyed "day path". */
  let notFound = new Map<string, Count>();
  let followed = new Map<number, Count>();
  let lastPruneDay = "";
  let flushing: Promise<void> = Promise.resolve();

  const bump = <K>(counts: Map<K, Count>, key: K) => {
    const counted = counts.get(key);
    const at = now();
    if (counted) {
      counted.hits += 1;
      counted.lastAt = at;
    } else {
      counts.set(key, { hits: 1, lastAt: at });
    }
  };

  const write = async () => {
    const pendingNotFound = notFound;
    const pendingFollowed = followed;
    notFound = new Map();
    followed = new Map();
    try {
      await writeFollowed(db, pendingFollowed);
      await writeNotFound(db, pendingNotFound, options.newPathsPerDay ?? NEW_PATHS_PER_DAY);
      const today = brasiliaDay.format(now());
      if (today !== lastPruneDay) {
        await db
          .delete(notFoundAddresses)
          .where(lt(notFoundAddresses.day, dayBefore(today, NOT_FOUND_DAYS_KEPT)));
        lastPruneDay = today;
      }
    } catch (error) {
      logger.warn({ err: error }, "address log: could not write the counts of 404s and redirects");
    }
  };

  const flush = () => {
    flushing = flushing.then(write);
    return flushing;
  };
  const timer = setInterval(() => void flush(), options.flushEveryMs ?? FLUSH_EVERY_MS);
  timer.unref();

  return {
    notFound(path) {
      const key = `${brasiliaDay.format(now())} ${path.slice(0, REDIRECT_PATH_MAX)}`;
      if (!notFound.has(key) && notFound.size >= PENDING_PATHS_MAX) return;
      bump(notFound, key);
    },
    redirected(redirectId) {
      bump(followed, redirectId);
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

async function writeFollowed(db: Database, counts: Map<number, Count>) {
  for (const [id, { hits, lastAt }] of counts) {
    await db
      .update(redirects)
      .set({ hits: sql`${redirects.hits} + ${hits}`, lastHitAt: lastAt })
      .where(eq(redirects.id, id));
  }
}

async function writeNotFound(db: Database, counts: Map<string, Count>, newPathsPerDay: number) {
  const byDay = new Map<string, { path: string; day: string; hits: number; lastAt: Date }[]>();
  for (const [key, { hits, lastAt }] of counts) {
    const day = key.slice(0, 10);
    const rows = byDay.get(day) ?? [];
    rows.push({ path: key.slice(11), day, hits, lastAt });
    byDay.set(day, rows);
  }
  for (const [day, rows] of byDay) {
    // Addresses already in the table keep counting; new ones only while the day has room.
    const known = new Set(
      (
        await db
          .select({ path: notFoundAddresses.path })
          .from(notFoundAddresses)
          .where(
            and(
              eq(notFoundAddresses.day, day),
              inArray(
                notFoundAddresses.path,
                rows.map((row) => row.path),
              ),
            ),
          )
      ).map((row) => row.path),
    );
    const [{ stored }] = await db
      .select({ stored: count() })
      .from(notFoundAddresses)
      .where(eq(notFoundAddresses.day, day));
    const room = Math.max(0, newPathsPerDay - stored);
    const fresh = rows.filter((row) => !known.has(row.path)).sort((a, b) => b.hits - a.hits);
    const written = [...rows.filter((row) => known.has(row.path)), ...fresh.slice(0, room)];
    if (written.length === 0) continue;
    await db
      .insert(notFoundAddresses)
      .values(written)
      .onConflictDoUpdate({
        target: [notFoundAddresses.path, notFoundAddresses.day],
        set: {
          hits: sql`${notFoundAddresses.hits} + excluded.hits`,
          lastAt: sql`greatest(${notFoundAddresses.lastAt}, excluded.last_at)`,
        },
      });
  }
}
