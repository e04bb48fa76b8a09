import { eq, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { contentVersion } from "~/.server/db/schema";

/**
 * The content version: one number in the database that every admin save bumps. Rendered pages
 * are cached per version (app/.server/http/page-cache.ts); since every instance reads the same
 * row, a save is seen by all of them on their next request.
 */

const ROW_ID = 1;

/** The current version; 0 before the first save. */
export async function readContentVersion(db: Database): Promise<number> {
  const [row] = await db
    .select({ version: contentVersion.version })
    .from(contentVersion)
    .where(eq(contentVersion.id, ROW_ID));
  return row?.version ?? 0;
}

/** Moves to a new version (atomic: concurrent saves each get their own); returns it. */
export async function bumpContentVersion(db: Database): Promise<number> {
  const [row] = await db
    .insert(contentVersion)
    .values({ id: ROW_ID, version: 1 })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: contentVersion.version });
  return row.version;
}

/**
 * Reads the version for many concurrent requests with few queries, without ever answering a
 * request with a value read before it arrived: a request joins the read that starts next, never
 * one already under way (that one may have started before a save committed). Under load this is
 * one query per round trip, whatever the number of requests.
 */
export function createContentVersionReader(read: () => Promise<number>): () => Promise<number> {
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;

  const start = (): Promise<number> => {
    const reading = read().finally(() => {
      if (running === reading) running = null;
    });
    running = reading;
    return reading;
  };

  return () => {
    if (!running) return start();
    if (!queued) {
      const after = running.then(
        () => undefined,
        () => undefined,
      );
      queued = after.then(() => {
        queued = null;
        return start();
      });
    }
    return queued;
  };
}
