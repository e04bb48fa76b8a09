import { describe, expect, it } from "vitest";
import { isPermanentFailure, maxAttempts, nextRetryDelayMs } from "~/.server/outbox/retry-schedule";

describe("webhook retry schedule", () => {
  it("waits about 10 s, 1 min, 5 min, 30 min, 2 h, 6 h and 12 h between attempts", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((failed) => nextRetryDelayMs(failed));
    expect(delays).toEqual([10_000, 60_000, 300_000, 1_800_000, 7_200_000, 21_600_000, 43_200_000]);
  });

  it("gives up after the eighth failed attempt", () => {
    expect(maxAttempts).toBe(8);
    expect(nextRetryDelayMs(8)).toBeNull();
  });

  it("scales down for tests", () => {
    expect(nextRetryDelayMs(1, 0.001)).toBe(10);
    expect(nextRetryDelayMs(2, 0.001)).toBe(60);
  });

  it("treats a 4xx as permanent, except 408 and 429", () => {
    expect(isPermanentFailure(400)).toBe(true);
    expect(isPermanentFailure(404)).toBe(true);
    expect(isPermanentFailure(408)).toBe(false);
    expect(isPermanentFailure(429)).toBe(false);
    expect(isPermanentFailure(500)).toBe(false);
    expect(isPermanentFailure(503)).toBe(false);
  });
});
