import type { Auth } from "./auth";

/**
 * Whether a password-reset link can still be used, checked when the page opens: Better Auth
 * keeps each unused token (one hour, deleted once used) as a verification value. Telling the
 * visitor at once spares them typing a new password twice only to be refused.
 */
export type ResetLinkState = "missing" | "usable" | "used-or-expired";

export async function resetLinkState(auth: Auth, token: string): Promise<ResetLinkState> {
  if (!token) return "missing";
  const { internalAdapter } = await auth.$context;
  // The same lookup Better Auth's POST /reset-password makes before it changes the password.
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return "used-or-expired";
  return "usable";
}
