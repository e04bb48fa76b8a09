import crypto from "node:crypto";

/**
 * RFC 6238 TOTP codes (SHA-1, 30 s, 6 digits), as an authenticator app computes them, for the
 * secret of an otpauth:// URI. The server accepts the step before and after the current one,
 * and each step only once per account, so a test that signs in twice within 30 s uses
 * `totpCode(secret, currentTotpStep() + 1)` the second time.
 */

const PERIOD_S = 30;

export function currentTotpStep(now = Date.now()): number {
  return Math.floor(now / 1000 / PERIOD_S);
}

/** The code of `step` (default: the current one). */
export function totpCode(base32Secret: string, step = currentTotpStep()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of base32Secret.replace(/[\s=]/g, "").toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1] & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** The base32 secret of the otpauth:// URI Better Auth's /two-factor/enable answers. */
export function secretOfTotpUri(uri: string): string {
  const secret = new URL(uri).searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}
