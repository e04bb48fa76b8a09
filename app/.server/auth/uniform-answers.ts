import crypto from "node:crypto";
import type { BetterAuthPlugin } from "better-auth";
import { createAuthMiddleware } from "better-auth/api";
import { z } from "zod";
import { runAfterResponse } from "~/.server/http/after-response";
import type { Logger } from "~/.server/logger";

/**
 * Sign-up and "forgot my password" must not tell whether an address has an account — by their
 * answer or by how long it takes. Better Auth already answers both cases alike, but does
 * different work before answering (a new account's rows and mail, or a reset token and its
 * mail, against a lookup that finds nothing), and that shows in the response time. So a
 * well-formed request is answered at once, the same answer for every address, and the real
 * work runs right after, in the background, through the same endpoint.
 *
 * A malformed request (bad e-mail, short password, a redirect to another site) is left to the
 * endpoint: its error does not depend on the account.
 */

export type DeferredPath = "/sign-up/email" | "/request-password-reset";

/** Runs the endpoint for real, as a server-side call (already rate-limited as a request). */
export type RunEndpoint = (
  path: DeferredPath,
  body: Record<string, unknown>,
  headers: Headers,
) => Promise<unknown>;

/** Marks the background call, so the hook lets it through; unguessable, new per process. */
const DEFERRED_HEADER = "x-cota-deferred";
const deferredMark = crypto.randomBytes(24).toString("hex");

export const uniformAnswers: Record<DeferredPath, Record<string, unknown>> = {
  "/sign-up/email": { token: null, user: null },
  "/request-password-reset": {
    status: true,
    message: "If this email exists in our system, check your email for the reset link",
  },
};

const isEmail = (value: unknown) => z.email().safeParse(value).success;

/** A path of this site, never "//host" or "/\host". */
const isOwnPath = (value: unknown) =>
  value === undefined || (typeof value === "string" && /^\/(?![/\\])/.test(value));

function isWellFormed(
  path: DeferredPath,
  body: Record<string, unknown>,
  passwordLength: { min: number; max: number },
) {
  if (!isEmail(body.email)) return false;
  if (path === "/request-password-reset") return isOwnPath(body.redirectTo);
  const { password, name } = body;
  return (
    typeof name === "string" &&
    typeof password === "string" &&
    password.length >= passwordLength.min &&
    password.length <= passwordLength.max &&
    isOwnPath(body.callbackURL)
  );
}

export function answerBeforeAccountWork(options: {
  /** Set once the auth instance exists (it cannot be passed while it is being made). */
  run: () => RunEndpoint;
  logger: Logger;
  passwordLength: { min: number; max: number };
}): BetterAuthPlugin {
  return {
    id: "uniform-answers",
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === "/sign-up/email" || ctx.path === "/request-password-reset",
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.headers?.get(DEFERRED_HEADER) === deferredMark) return;
            const path = ctx.path as DeferredPath;
            const body = (ctx.body ?? {}) as Record<string, unknown>;
            if (!isWellFormed(path, body, options.passwordLength)) return;
            const headers = new Headers(ctx.headers);
            headers.set(DEFERRED_HEADER, deferredMark);
            // Once the answer has gone, so nothing of this work can delay it.
            runAfterResponse(() => {
              options
                .run()(path, body, headers)
                .catch((error) =>
                  options.logger.error({ err: error, path }, "auth: deferred request failed"),
                );
            });
            return ctx.json(uniformAnswers[path]);
          }),
        },
      ],
    },
  };
}
