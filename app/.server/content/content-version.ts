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
 * How long a version read stays good for answering requests, in milliseconds. An admin action
 * waits this long after its bump before its answer goes out (`waitOutContentVersionLease`),
 * and an instance answers a request from a read only if that read began at most this long
 * before the request arrived. So a request that arrives after the admin saw the save's
 * success is answered from a read that began after the save committed, on every instance,
 * though no instance reads the database per request (docs/decisions/027). Both sides measure
 * durations on their own monotonic clock; no two machines' clocks are compared.
 */
export const CONTENT_VERSION_LEASE_MS = 100;
/** Background reads keep the last read this fresh, well inside the lease. */
const REFRESH_EVERY_MS = 20;

export type ContentVersionReader = {
  /**
   * The version for a request that arrived at `arrivedAt` (performance.now()), when a read
   * that began within the lease before it has answered; otherwise undefined (use `read`).
   */
  knownFor(arrivedAt: number): number | undefined;
  /** The version from a read that begins after this call (shared with others waiting). */
  read(): Promise<number>;
  /** Starts reading in the background every few milliseconds, so `knownFor` answers. */
  keepFresh(onError: (error: unknown) => void): void;
  stop(): void;
};

/**
 * Reads the version for many concurrent requests with few queries, without ever answering a
 * request with a value read before it arrived, less the lease: `read` joins the read that
 * starts next, never one already under way (that one may have started before a save
 * committed); `knownFor` answers at once from the newest finished read when it began within
 * the lease before the request arrived.
 */
export function createContentVersionReader(
  readDatabase: () => Promise<number>,
  options: { leaseMs?: number; now?: () => number } = {},
): ContentVersionReader {
  const leaseMs = options.leaseMs ?? CONTENT_VERSION_LEASE_MS;
  const now = options.now ?? (() => performance.now());
  let running: Promise<number> | null = null;
  let queued: Promise<number> | null = null;
  /** The newest finished read, by when it began. */
  let latest: { version: number; startedAt: number } | null = null;
  let timer: NodeJS.Timeout | null = null;

  const start = (): Promise<number> => {
    const startedAt = now();
    const reading = readDatabase()
      .then((version) => {
        if (!latest || startedAt > latest.startedAt) latest = { version, startedAt };
        return version;
      })
      .finally(() => {
        if (running === reading) running = null;
      });
    running = reading;
    return reading;
  };

  const read = (): Promise<number> => {
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

  return {
    knownFor(arrivedAt) {
      if (latest && latest.startedAt >= arrivedAt - leaseMs) return latest.version;
      return undefined;
    },
    read,
    keepFresh(onError) {
      if (timer) return;
      timer = setInterval(() => {
        // One read at a time: a slow database gets no pile of reads from us.
        if (!running) start().catch(onError);
      }, REFRESH_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

/**
 * Called after a bump has committed, before the admin's answer goes out: waits out the lease,
 * so every instance's next request is answered from a read that began after the commit.
 */
export async function waitOutContentVersionLease(committedAt: number = performance.now()): Promise<void> {
  // A little more than the lease: timers may fire a millisecond early.
  const until = committedAt + CONTENT_VERSION_LEASE_MS + 5;
  for (let left = until - performance.now(); left > 0; left = until - performance.now()) {
    await new Promise((resolve) => setTimeout(resolve, Math.ceil(left)));
  }
}
