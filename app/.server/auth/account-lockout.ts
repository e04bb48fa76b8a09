import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { and, eq, gt, like, or, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { rateLimits } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { consumeRateLimit } from "~/.server/security/rate-limit";

/**
 * Failed sign-ins counted per account, beside Better Auth's per-address limits
 * (docs/decisions/009). Two counters, both in the rate_limits table so they hold across
 * instances, both over the same window (15 minutes):
 *
 * - per account and client address: after `maxFailures` wrong passwords from one address, that
 *   address may not sign in to that account until the window has passed. The owner, elsewhere,
 *   is not affected.
 * - per account, from everywhere: after `maxFailuresEverywhere`, a password alone no longer
 *   signs in — a slow attack spread over many addresses gets nowhere. The owner still gets in:
 *   from a browser that signed in to the account before (a signed "known browser" cookie), with
 *   a second factor (the password step then only leads to the code), or through "forgot my
 *   password" (the mailed link proves the mailbox; a reset clears the counters and marks that
 *   browser as known).
 *
 * A right password clears the counter of its address.
 */

export const ACCOUNT_LOCKED_CODE = "ACCOUNT_SIGN_IN_LOCKED";
export const PASSWORD_SIGN_IN_LOCKED_CODE = "ACCOUNT_PASSWORD_SIGN_IN_LOCKED";

/** The cookie (name after the auth prefix) naming the account this browser signed in to. */
export const KNOWN_BROWSER_COOKIE = "known_browser";
const KNOWN_BROWSER_MAX_AGE_S = 90 * 24 * 60 * 60;

const SIGN_IN_PATH = "/sign-in/email";
const RESET_PATH = "/reset-password";

const normalized = (email: string) => email.trim().toLowerCase();

/** The counter of one account's failures from everywhere. */
export function signInFailureKey(email: string): string {
  return `sign-in-failures:${normalized(email)}`;
}

/** The counter of one account's failures from one client address. */
export function signInFailureFromKey(email: string, clientIp: string): string {
  return `${signInFailureKey(email)}|${clientIp}`;
}

/** Failures counted under `key` within the current window. */
async function countFailures(db: Database, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        gt(rateLimits.windowStart, sql`now() - ${`${windowSeconds} seconds`}::interval`),
      ),
    );
  return row?.count ?? 0;
}

/** Forgets every failure of the account (after a password reset proved the mailbox). */
async function clearFailures(db: Database, email: string): Promise<void> {
  const key = signInFailureKey(email);
  await db.delete(rateLimits).where(or(eq(rateLimits.key, key), like(rateLimits.key, `${key}|%`)));
}

/** Reset tokens being used, and their account: the token row is gone once the reset is done. */
const resetsInProgress = new Map<string, string>();

export function accountLockout(options: {
  db: Database;
  logger: Logger;
  /** The request header carrying the client address (server.ts sets it). */
  clientIpHeader: string;
  maxFailures: number;
  maxFailuresEverywhere: number;
  windowSeconds: number;
}): BetterAuthPlugin {
  const { db, logger, clientIpHeader, maxFailures, maxFailuresEverywhere, windowSeconds } = options;
  const emailOf = (body: unknown) => {
    const email = (body as { email?: unknown } | undefined)?.email;
    return typeof email === "string" && email.trim() ? email : null;
  };
  const clientIpOf = (headers: Headers | undefined) => headers?.get(clientIpHeader) || "unknown";

  return {
    id: "account-lockout",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === SIGN_IN_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const email = emailOf(ctx.body);
            if (!email) return;
            const clientIp = clientIpOf(ctx.headers);
            if (
              (await countFailures(db, signInFailureFromKey(email, clientIp), windowSeconds)) >= maxFailures
            ) {
              logger.warn({ email, clientIp }, "sign-in refused: too many failed attempts from this address");
              throw new APIError("TOO_MANY_REQUESTS", {
                code: ACCOUNT_LOCKED_CODE,
                message: "Too many failed sign-in attempts on this account. Try again later.",
              });
            }
            if ((await countFailures(db, signInFailureKey(email), windowSeconds)) < maxFailuresEverywhere)
              return;
            const found = await ctx.context.internalAdapter.findUserByEmail(normalized(email));
            if (!found) return; // The password check fails anyway, like for any unknown address.
            const { user } = found;
            if ((user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled) return;
            const knownBrowser = ctx.context.createAuthCookie(KNOWN_BROWSER_COOKIE);
            if ((await ctx.getSignedCookie(knownBrowser.name, ctx.context.secret)) === user.id) return;
            logger.warn(
              { email, clientIp },
              "sign-in refused: password sign-in locked after failures from many addresses",
            );
            throw new APIError("TOO_MANY_REQUESTS", {
              code: PASSWORD_SIGN_IN_LOCKED_CODE,
              message: "Too many failed sign-in attempts on this account. Reset the password to sign in.",
            });
          }),
        },
        {
          matcher: (ctx) => ctx.path === RESET_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const token = (ctx.body as { token?: unknown } | undefined)?.token;
            if (typeof token !== "string" || !token) return;
            const verification = await ctx.context.internalAdapter.findVerificationValue(
              `reset-password:${token}`,
            );
            if (verification && verification.expiresAt > new Date()) {
              resetsInProgress.set(token, verification.value);
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
            const clientIp = clientIpOf(ctx.headers);
            const returned = ctx.context.returned;
            if (isAPIError(returned)) {
              if (returned.statusCode === 401) {
                const here = await consumeRateLimit(
                  db,
                  signInFailureFromKey(email, clientIp),
                  maxFailures,
                  windowSeconds,
                );
                const everywhere = await consumeRateLimit(
                  db,
                  signInFailureKey(email),
                  maxFailuresEverywhere,
                  windowSeconds,
                );
                logger.info(
                  { email, clientIp, failures: here.count, failuresEverywhere: everywhere.count },
                  "failed sign-in",
                );
              }
              return;
            }
            await db.delete(rateLimits).where(eq(rateLimits.key, signInFailureFromKey(email, clientIp)));
            const user = (returned as { user?: { id?: unknown } } | null)?.user;
            if (typeof user?.id === "string") await rememberBrowser(ctx, user.id);
          }),
        },
        {
          matcher: (ctx) => ctx.path === RESET_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const token = (ctx.body as { token?: unknown } | undefined)?.token;
            if (typeof token !== "string") return;
            const userId = resetsInProgress.get(token);
            resetsInProgress.delete(token);
            if (!userId || isAPIError(ctx.context.returned)) return;
            const user = await ctx.context.internalAdapter.findUserById(userId);
            if (!user) return;
            await clearFailures(db, user.email);
            await rememberBrowser(ctx, user.id);
            logger.info({ email: user.email }, "password reset: sign-in failures cleared");
          }),
        },
      ],
    },
  };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** Marks this browser as one that proved it may sign in to the account. */
async function rememberBrowser(ctx: HookContext, userId: string): Promise<void> {
  const cookie = ctx.context.createAuthCookie(KNOWN_BROWSER_COOKIE, { maxAge: KNOWN_BROWSER_MAX_AGE_S });
  await ctx.setSignedCookie(cookie.name, userId, ctx.context.secret, {
    ...cookie.attributes,
    maxAge: KNOWN_BROWSER_MAX_AGE_S,
  });
}
