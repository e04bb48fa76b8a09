import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import type { Database } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import { recordAudit } from "./audit-log";

/**
 * Sign-ins in the audit log (docs/decisions/041), from inside Better Auth so that every way in
 * is seen — the /auth form and a direct call to /api/auth alike:
 * - a password sign-in that completes, or the second factor that completes one: "Entrou";
 * - a refused password (or an account locked by failures): "Falha ao entrar", naming the
 *   account when the address has one, and the address typed;
 * - a wrong second-factor code: "Falha ao entrar", naming the person whose sign-in it was.
 * A password accepted pending its code writes nothing yet: the code's check says how it ended.
 */

const SIGN_IN_PATH = "/sign-in/email";
const SECOND_FACTOR_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

export function signInAudit(options: {
  db: Database;
  logger: Logger;
  clientIpHeader: string;
}): BetterAuthPlugin {
  const { db, logger, clientIpHeader } = options;
  return {
    id: "sign-in-audit",
    hooks: {
      after: [
        {
          // A code checked while signed in (turning two-factor on) is no sign-in: only a code
          // sent with the sign-in's two-factor cookie completes one.
          matcher: (ctx) =>
            ctx.path === SIGN_IN_PATH ||
            (SECOND_FACTOR_PATHS.has(ctx.path ?? "") &&
              (ctx.headers?.get("cookie") ?? "").includes("two_factor=")),
          handler: createAuthMiddleware(async (ctx) => {
            const ip = ctx.headers?.get(clientIpHeader) || "unknown";
            const returned = ctx.context.returned as
              | { user?: { id?: string; name?: string; email?: string }; twoFactorRedirect?: boolean }
              | null
              | undefined;
            try {
              if (isAPIError(returned) && ctx.path !== SIGN_IN_PATH) {
                // A wrong second-factor code: the person is the one the sign-in's pending
                // two-factor cookie names, looked up as Better Auth's own check does.
                const cookie = ctx.context.createAuthCookie("two_factor");
                const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
                const verification = pending
                  ? await ctx.context.internalAdapter.findVerificationValue(pending)
                  : null;
                const user = verification
                  ? await ctx.context.internalAdapter.findUserById(verification.value)
                  : null;
                if (!user) return;
                await recordAudit(
                  db,
                  { actorId: user.id, actorName: user.name || user.email, ip },
                  {
                    action: "auth.sign-in-failed",
                    target: { type: "user", id: user.id, label: user.email },
                    details: {
                      reason: returned.body?.code ?? String(returned.statusCode),
                      secondFactor: true,
                    },
                  },
                );
                return;
              }
              if (isAPIError(returned)) {
                const email = (ctx.body as { email?: unknown } | undefined)?.email;
                if (typeof email !== "string" || !email.trim()) return;
                const found = await ctx.context.internalAdapter.findUserByEmail(email.trim().toLowerCase());
                await recordAudit(
                  db,
                  { actorId: found?.user.id ?? null, actorName: found?.user.name || email.trim(), ip },
                  {
                    action: "auth.sign-in-failed",
                    target: { type: "user", id: found?.user.id ?? null, label: email.trim().slice(0, 254) },
                    details: { reason: returned.body?.code ?? String(returned.statusCode) },
                  },
                );
                return;
              }
              if (returned?.twoFactorRedirect) return;
              const user = returned?.user;
              if (!user?.id) return;
              await recordAudit(
                db,
                { actorId: user.id, actorName: user.name || user.email || user.id, ip },
                {
                  action: "auth.sign-in",
                  target: { type: "user", id: user.id, label: user.email ?? null },
                  details: SECOND_FACTOR_PATHS.has(ctx.path ?? "") ? { secondFactor: true } : null,
                },
              );
            } catch (error) {
              // The sign-in itself stands; the missing entry is logged loudly.
              logger.error({ err: error, path: ctx.path }, "audit: a sign-in could not be recorded");
            }
          }),
        },
      ],
    },
  };
}
