import crypto from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { signInAudit } from "~/.server/audit/sign-in-audit";
import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { accounts, authRateLimits, sessions, twoFactors, users, verifications } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { existingAccountMail, passwordResetMail, verificationMail } from "~/.server/mail/messages";
import { enqueueEmail } from "~/.server/outbox/outbox";
import { accountLockout } from "./account-lockout";
import { inputGuard } from "./input-guard";
import { sessionPrivacy } from "./session-privacy";
import { type TotpOptions, totpSingleUse } from "./totp-single-use";
import { answerBeforeAccountWork, type RunEndpoint } from "./uniform-answers";

/**
 * Accounts: Better Auth with its Drizzle adapter on the app's database —
 * e-mail and password with e-mail verification and password reset, the admin plugin's role
 * column, TOTP two-factor sign-in with recovery codes, and rate limits stored in the database.
 * One instance per process, made by app/.server/services.ts. docs/decisions/005 explains the choices.
 */

/** Where Better Auth's endpoints are mounted (server.ts). */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * The client address, as Express decided it (TRUST_PROXY): server.ts and the app's own calls
 * set this header, replacing anything a client sent, and it is the only one Better Auth reads.
 */
export const CLIENT_IP_HEADER = "x-cota-client-ip";

export const SESSION_COOKIE_PREFIX = "cota";

/** A session lasts 7 days from its last use (renewed at most once a day)… */
export const SESSION_EXPIRES_IN_S = 7 * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 24 * 60 * 60;
/** …and never longer than 30 days after sign-in. */
export const SESSION_ABSOLUTE_LIFETIME_S = 30 * 24 * 60 * 60;

/**
 * Failed sign-ins one account may have from one client address within the window before that
 * address is locked out of it for the window's rest; and from all addresses together before a
 * password alone no longer signs in (docs/decisions/009).
 */
/** How long a password reset link works. */
const RESET_TOKEN_LIFETIME_S = 60 * 60;

export const ACCOUNT_MAX_FAILURES = 10;
export const ACCOUNT_MAX_FAILURES_EVERYWHERE = 50;
export const ACCOUNT_FAILURE_WINDOW_S = 15 * 60;

/** Authenticator-app codes: 6 digits, a new one every 30 s (what every app expects). */
const TOTP: TotpOptions = { periodSeconds: 30, digits: 6 };

export type AuthDeps = {
  db: Database;
  config: AppConfig;
  logger: Logger;
  secret: string;
  /** Called after a mail was queued, so the worker sends it now rather than at its next poll. */
  onMailQueued?: () => void;
};

export function createAuth({ db, config, logger, secret, onMailQueued }: AuthDeps) {
  const origin = new URL(config.PUBLIC_URL).origin;
  const multiplier = config.AUTH_RATE_LIMIT_MULTIPLIER;
  const perIp = (max: number, window: number) => ({ max: max * multiplier, window });
  let runEndpoint: RunEndpoint | undefined;
  let issueResetToken: ((userId: string) => Promise<string>) | undefined;
  const resetLink = (token: string) =>
    `${config.PUBLIC_URL}/auth/nova-senha?token=${encodeURIComponent(token)}`;

  const auth = betterAuth({
    appName: "Cota Fácil",
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [origin],
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Passwords have at least 6 characters (the sign-up form says so).
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_LIFETIME_S,
      sendResetPassword: async ({ user, token }) => {
        await enqueueEmail(db, {
          ...passwordResetMail(user, resetLink(token)),
          eventType: "auth.password-reset",
        });
        onMailQueued?.();
      },
      // A sign-up with a known address gets the same answer as a new one (uniform-answers.ts):
      // the address's owner is told by mail instead, with a reset link, as a reset request would.
      // It runs in the deferred sign-up, after the answer has gone.
      onExistingUserSignUp: async ({ user }) => {
        if (!issueResetToken) throw new Error("auth: sign-up ran before the auth instance existed");
        const link = resetLink(await issueResetToken(user.id));
        await enqueueEmail(db, { ...existingAccountMail(user, link), eventType: "auth.existing-account" });
        onMailQueued?.();
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in to an unconfirmed account sends a fresh link (the first may have expired).
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }) => {
        await enqueueEmail(db, { ...verificationMail(user, url), eventType: "auth.verify-email" });
        onMailQueued?.();
      },
    },
    session: {
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
    },
    databaseHooks: {
      session: {
        // A new session is a sign-in: the Usuários screen shows when each person last signed in.
        create: {
          after: async (session) => {
            await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, session.userId));
          },
        },
        update: {
          // Sliding expiry stops at the absolute lifetime, counted from sign-in.
          before: async (update, ctx) => {
            const current = ctx?.context.session?.session;
            if (!(update.expiresAt instanceof Date) || !current?.createdAt) return;
            const limit = new Date(
              new Date(current.createdAt).getTime() + SESSION_ABSOLUTE_LIFETIME_S * 1000,
            );
            if (update.expiresAt > limit) return { data: { ...update, expiresAt: limit } };
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      ...perIp(100, 60),
      customRules: {
        "/sign-in/email": perIp(10, 5 * 60),
        "/sign-up/email": perIp(5, 60 * 60),
        "/request-password-reset": perIp(5, 60 * 60),
        "/send-verification-email": perIp(5, 60 * 60),
        "/reset-password": perIp(10, 60 * 60),
        "/two-factor/*": perIp(10, 5 * 60),
        "/change-password": perIp(10, 15 * 60),
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.PUBLIC_URL.startsWith("https://"),
      cookiePrefix: SESSION_COOKIE_PREFIX,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", path: "/" },
    },
    plugins: [
      inputGuard(),
      sessionPrivacy(),
      answerBeforeAccountWork({
        run: () => {
          if (!runEndpoint) throw new Error("auth is not ready");
          return runEndpoint;
        },
        logger,
        passwordLength: { min: 6, max: 128 },
      }),
      admin({ defaultRole: "user", adminRoles: ["admin"] }),
      twoFactor({ issuer: "Cota Fácil", totpOptions: { period: TOTP.periodSeconds, digits: TOTP.digits } }),
      // A TOTP code signs in once (RFC 6238 §5.2), which verify-totp alone does not ensure.
      totpSingleUse({ db, logger, totp: TOTP }),
      accountLockout({
        db,
        logger,
        clientIpHeader: CLIENT_IP_HEADER,
        maxFailures: ACCOUNT_MAX_FAILURES * multiplier,
        maxFailuresEverywhere: ACCOUNT_MAX_FAILURES_EVERYWHERE * multiplier,
        windowSeconds: ACCOUNT_FAILURE_WINDOW_S,
      }),
      // Every sign-in and failed sign-in in the audit log (docs/decisions/041).
      signInAudit({ db, logger, clientIpHeader: CLIENT_IP_HEADER }),
    ],
    logger: {
      // Failed sign-ins are logged by the account-lockout plugin; the library's own notes on
      // them ("Invalid password") would only repeat that.
      level: "error",
      log: (level, message, ...args) => {
        const details = args.length ? { details: args.map(String) } : {};
        logger[level](details, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
  issueResetToken = async (userId) => {
    // The token a reset request makes (better-auth's requestPasswordReset), so the reset page
    // takes it like any other: one use, one hour.
    const token = crypto.randomBytes(18).toString("base64url");
    const { internalAdapter } = await auth.$context;
    await internalAdapter.createVerificationValue({
      value: userId,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(Date.now() + RESET_TOKEN_LIFETIME_S * 1000),
    });
    return token;
  };
  runEndpoint = (path, body, headers) =>
    path === "/sign-up/email"
      ? auth.api.signUpEmail({ body: body as { name: string; email: string; password: string }, headers })
      : auth.api.requestPasswordReset({ body: body as { email: string }, headers });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
