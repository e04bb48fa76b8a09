import crypto from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, getAuthoritativeSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { TWO_FACTOR_ERROR_CODES } from "better-auth/plugins";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { twoFactors } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";

/**
 * A TOTP code is accepted once (RFC 6238 §5.2). Better Auth's verify-totp accepts a right code
 * as often as it is sent while its time step is within the window (the step before, now, the
 * step after: up to 90 s), so someone who saw a code could sign in with it too. Before that
 * endpoint runs, this finds which time step the code belongs to and claims it for the account
 * in one conditional UPDATE — the claim holds across instances, and of two requests with one
 * code only one wins. A code of a step already claimed, or an earlier one, gets the same answer
 * as a wrong code. A wrong code is left to Better Auth, which counts the failure.
 */

const VERIFY_TOTP_PATH = "/two-factor/verify-totp";
/** The cookie (name after the auth prefix) of a sign-in waiting for its second factor. */
const TWO_FACTOR_COOKIE = "two_factor";
/** Steps before and after the current one that Better Auth accepts (its verify's default). */
const WINDOW_STEPS = 1;
/** Secrets imported from another provider are stored with this prefix, as base32. */
const BASE32_PREFIX = "base32:";

export type TotpOptions = { periodSeconds: number; digits: 6 | 8 };

/** The HOTP value (RFC 4226) of `key` at `counter`. */
export function hotp(key: Buffer, counter: number, digits: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = crypto.createHmac("sha1", key).update(message).digest();
  const offset = digest[digest.length - 1] & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits).padStart(digits, "0");
}

/**
 * The time step within the accepted window whose code is `code`, or null. Every candidate is
 * compared in constant time, and all of them, so the answer's timing says nothing of which.
 */
export function matchingStep(
  key: Buffer,
  code: string,
  options: TotpOptions,
  now = Date.now(),
): number | null {
  const current = Math.floor(now / 1000 / options.periodSeconds);
  const given = Buffer.from(code);
  let found: number | null = null;
  for (let step = current - WINDOW_STEPS; step <= current + WINDOW_STEPS; step++) {
    const expected = Buffer.from(hotp(key, step, options.digits));
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) found = step;
  }
  return found;
}

function base32Decode(text: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error("invalid base32 secret");
    bits += value.toString(2).padStart(5, "0");
  }
  return Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
}

/** The HMAC key of a stored secret, as Better Auth's TOTP uses it. */
function keyOf(secret: string): Buffer {
  return secret.startsWith(BASE32_PREFIX)
    ? base32Decode(secret.slice(BASE32_PREFIX.length))
    : Buffer.from(secret, "utf8");
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The account the code is for, found as Better Auth's verify-totp finds it: the signed-in
 * user (confirming the set-up), else the sign-in waiting for its second factor.
 */
async function userIdOf(ctx: HookContext): Promise<string | null> {
  const session = await getAuthoritativeSessionFromCtx(ctx);
  if (session?.user.id) return session.user.id;
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const challenge = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!challenge) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(challenge);
  return verification?.value ?? null;
}

/** Records `step` as the account's last used one, unless it, or a later one, already is. */
async function claimStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}

export function totpSingleUse(options: {
  db: Database;
  logger: Logger;
  totp: TotpOptions;
}): BetterAuthPlugin {
  const { db, logger, totp } = options;
  return {
    id: "totp-single-use",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === VERIFY_TOTP_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== "string") return;
            const userId = await userIdOf(ctx);
            if (!userId) return;
            const [row] = await db
              .select({ secret: twoFactors.secret })
              .from(twoFactors)
              .where(eq(twoFactors.userId, userId));
            if (!row) return;
            const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
            const step = matchingStep(keyOf(secret), code, totp);
            if (step === null || (await claimStep(db, userId, step))) return;
            logger.info({ userId }, "two-factor code refused: its time step was already used");
            throw APIError.from("UNAUTHORIZED", TWO_FACTOR_ERROR_CODES.INVALID_CODE);
          }),
        },
      ],
    },
  };
}
