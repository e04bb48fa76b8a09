import type { BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { hasInvalidCharacters } from "~/forms/plain-text";

/**
 * Refuses, with a 400, any call to Better Auth whose body, query or path carries a control
 * character (NUL above all): the library would pass it on to PostgreSQL, which refuses NUL in
 * text, and the caller would get a 500. Passwords are exempt — they are only hashed, never
 * stored or looked up, and a password is whatever its owner typed.
 */

export const INVALID_CHARACTERS_CODE = "INVALID_CHARACTERS";

const passwordFields = new Set(["password", "newPassword", "currentPassword"]);

/** Whether any string in `value` (nested objects and arrays too) holds a refused character. */
export function carriesInvalidCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return hasInvalidCharacters(value);
  if (depth > 8 || value === null || typeof value !== "object") return false;
  if (Array.isArray(value)) return value.some((item) => carriesInvalidCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) =>
      hasInvalidCharacters(key) || (!passwordFields.has(key) && carriesInvalidCharacters(item, depth + 1)),
  );
}

export function inputGuard(): BetterAuthPlugin {
  return {
    id: "input-guard",
    hooks: {
      before: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            if ([ctx.body, ctx.query, ctx.params].some((part) => carriesInvalidCharacters(part))) {
              throw new APIError("BAD_REQUEST", {
                code: INVALID_CHARACTERS_CODE,
                message: "The request contains control characters.",
              });
            }
          }),
        },
      ],
    },
  };
}
