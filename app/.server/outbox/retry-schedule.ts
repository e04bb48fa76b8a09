/**
 * When a failed delivery (webhook or e-mail) is tried again: after about 10 s, 1 min,
 * 5 min, 30 min, 2 h, 6 h and 12 h; after the eighth failed attempt the delivery is 'failed'
 * and waits for an admin to resend it. `scale` shrinks the schedule for tests.
 */
export const retryDelaysSeconds = [10, 60, 300, 1800, 7200, 21600, 43200] as const;

export const maxAttempts = retryDelaysSeconds.length + 1;

/** Delay before the next attempt, given how many attempts have failed; null when none is left. */
export function nextRetryDelayMs(failedAttempts: number, scale = 1): number | null {
  if (failedAttempts < 1) return 0;
  const seconds = retryDelaysSeconds[failedAttempts - 1];
  if (seconds === undefined) return null;
  return Math.round(seconds * 1000 * scale);
}

/**
 * Whether an answer means "do not try again": a 4xx says the request itself is wrong, except
 * 408 (timeout) and 429 (too many requests), which say "later".
 */
export function isPermanentFailure(statusCode: number): boolean {
  return statusCode >= 400 && statusCode < 500 && statusCode !== 408 && statusCode !== 429;
}
