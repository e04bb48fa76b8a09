import { sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { rateLimits } from "~/.server/db/schema";

/**
 * A fixed-window counter in the database, so a limit holds across every app instance.
 * Returns whether this hit is within `limit` for the window that contains it.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowSeconds: number,
): Promise<{ allowed: boolean; count: number }> {
  const windowExpired = sql`${rateLimits.windowStart} <= now() - ${`${windowSeconds} seconds`}::interval`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowExpired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${windowExpired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return { allowed: row.count <= limit, count: row.count };
}
