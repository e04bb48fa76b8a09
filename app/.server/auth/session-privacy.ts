import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";

/**
 * Keeps session tokens out of answers. Better Auth's /get-session and /list-sessions return
 * each session with its token — the very value of the session cookie, which is HttpOnly so
 * that no script can read it. A script calling these endpoints would get it anyway; here the
 * field is removed. Nothing of the app needs it: sessions are found by the cookie, and ended
 * by signing out or "end the other sessions".
 */

const SESSION_PATHS = new Set(["/get-session", "/list-sessions"]);

/** A copy of a session record without its token. */
export function withoutToken<T>(session: T): T {
  if (!session || typeof session !== "object") return session;
  const { token: _token, ...rest } = session as T & { token?: unknown };
  return rest as T;
}

function hideTokens(returned: unknown): unknown {
  if (Array.isArray(returned)) return returned.map(withoutToken);
  if (returned && typeof returned === "object" && "session" in returned) {
    return { ...returned, session: withoutToken((returned as { session: unknown }).session) };
  }
  return returned;
}

export function sessionPrivacy(): BetterAuthPlugin {
  return {
    id: "session-privacy",
    hooks: {
      after: [
        {
          matcher: (ctx) => SESSION_PATHS.has(ctx.path ?? ""),
          handler: createAuthMiddleware(async (ctx) => {
            const returned = ctx.context.returned;
            if (!returned || isAPIError(returned) || returned instanceof Response) return;
            // An array for /list-sessions: ctx.json sends any JSON value, whatever its type says.
            return ctx.json(hideTokens(returned) as Record<string, unknown>);
          }),
        },
      ],
    },
  };
}
