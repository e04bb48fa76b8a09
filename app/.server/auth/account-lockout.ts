import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { rateLimits } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { consumeRateLimit } from "~/.server/security/rate-limit";

/**
 * The per-account counter of failed sign-ins, beside the per-IP limits: an account that got
 * `maxFailures` wrong passwords within `windowSeconds` — from any number of addresses — refuses
 * every sign-in until the window has passed. A right password before that clears the counter.
 * Counters live in the rate_limits table, so they hold across app instances.
 */

export const ACCOUNT_LOCKED_CODE = "ACCOUNT_SIGN_IN_LOCKED";

const SIGN_IN_PATH = "/sign-in/email";

export function signInFailureKey(email: string): string {
  return `sign-in-failures:${email.trim().toLowerCase()}`;
}

/** Failed sign-ins of the account within the current window. */
export async function countSignInFailures(
  db: Database,
  email: string,
  windowSeconds: number,
): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, signInFailureKey(email)),
        gt(rateLimits.windowStart, sql`now() - ${`${windowSeconds} seconds`}::interval`),
      ),
    );
  return row?.count ?? 0;
}

export function accountLockout(options: {
  db: Database;
  logger: Logger;
  maxFailures: number;
  windowSeconds: number;
}): BetterAuthPlugin {
  const { db, logger, maxFailures, windowSeconds } = options;
  const emailOf = (body: unknown) => {
    const email = (body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" && email.trim() ? email : null;
  };
  return {
    id: "account-lockout",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            if ((await countSignInFailures(db, email, windowSeconds)) >= maxFailures) {
              logger.warn({ email }, "sign-in refused: too many failed attempts on this account");
              throw new APIError("TOO_MANY_REQUESTS", {
                code: ACCOUNT_LOCKED_CODE,
                message: "Too many failed sign-in attempts on this account. Try again later.",
              });
            }
          }),
        },
      ],
      after: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              if (returned.statusCode === 401) {
                const { count } = await consumeRateLimit(
                  db,
                  signInFailureKey(email),
                  maxFailures,
                  windowSeconds,
                );
                logger.info({ email, failures: count }, "failed sign-in");
              }
              return;
            }
            await db.delete(rateLimits).where(eq(rateLimits.key, signInFailureKey(email)));
          }),
        },
      ],
    },
  };
}
