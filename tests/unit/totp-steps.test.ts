import { describe, expect, it } from "vitest";
import { hotp, matchingStep } from "~/.server/auth/totp-single-use";

/**
 * Which time step a code belongs to — what the single-use rule for authenticator-app codes
 * claims. The RFC 4226 appendix D values check the code computation itself.
 */

const rfcKey = Buffer.from("12345678901234567890");
const options = { periodSeconds: 30, digits: 6 } as const;

describe("TOTP time steps", () => {
  it("computes the RFC 4226 test values", () => {
    expect([0, 1, 2, 9].map((counter) => hotp(rfcKey, counter, 6))).toEqual([
      "755224",
      "287082",
      "359152",
      "520489",
    ]);
  });

  it("finds the step of a code from the step before to the step after the current one", () => {
    const now = 1_700_000_000_000;
    const current = Math.floor(now / 30_000);
    for (const step of [current - 1, current, current + 1]) {
      expect(matchingStep(rfcKey, hotp(rfcKey, step, 6), options, now)).toBe(step);
    }
  });

  it("finds none for a code outside the window, of another length, or not a code", () => {
    const now = 1_700_000_000_000;
    const current = Math.floor(now / 30_000);
    expect(matchingStep(rfcKey, hotp(rfcKey, current - 2, 6), options, now)).toBeNull();
    expect(matchingStep(rfcKey, hotp(rfcKey, current, 6).slice(1), options, now)).toBeNull();
    expect(matchingStep(rfcKey, "", options, now)).toBeNull();
  });
});
