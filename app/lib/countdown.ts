/**
 * Countdown arithmetic for the promotional banner: pure functions, so the
 * server (its own clock) and the browser (the visitor's clock) agree on how they compute it.
 */

export type CountdownParts = {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the deadline has been reached; every other field is then 0. */
  expired: boolean;
};

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Reads a date-time written without a time zone ("2025-10-17T23:59:59") as local time of the
 * machine running the code. A value with an explicit zone ("…Z", "…-03:00") keeps that zone.
 * Returns null for anything that is not a real date.
 */
export function parseLocalDateTime(value: string): Date | null {
  const text = value.trim();
  const match = LOCAL_DATE_TIME.exec(text);
  if (!match) {
    if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return null;
    const zoned = new Date(text);
    return Number.isNaN(zoned.getTime()) ? null : zoned;
  }
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = match;
  const year = Number(y);
  const month = Number(mo) - 1;
  const day = Number(d);
  const date = new Date(year, month, day, Number(h), Number(mi), Number(s));
  // Reject overflowing values such as 2025-02-31 or 24:61, which Date would silently roll over.
  if (
    date.getFullYear() !== year ||
    date.getMonth() !== month ||
    date.getDate() !== day ||
    date.getHours() !== Number(h) ||
    date.getMinutes() !== Number(mi) ||
    date.getSeconds() !== Number(s)
  ) {
    return null;
  }
  return date;
}

/** Whole days, hours, minutes and seconds left until the deadline (rounded down). */
export function remainingParts(deadline: Date, now: Date): CountdownParts {
  const left = deadline.getTime() - now.getTime();
  if (!Number.isFinite(left) || left <= 0) {
    return { days: 0, hours: 0, minutes: 0, seconds: 0, expired: true };
  }
  const total = Math.floor(left / 1000);
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    expired: false,
  };
}

export function padTwo(value: number): string {
  return String(value).padStart(2, "0");
}

/** "2d 05h 03m 09s"; the day part only when at least one whole day is left. */
export function formatCountdown(parts: CountdownParts): string {
  const clock = `${padTwo(parts.hours)}h ${padTwo(parts.minutes)}m ${padTwo(parts.seconds)}s`;
  return parts.days > 0 ? `${parts.days}d ${clock}` : clock;
}

/** Whether a banner with this deadline ("2025-10-17T23:59:59", local time) is still running at `now`. */
export function deadlineAhead(deadline: string, now: Date): boolean {
  const date = parseLocalDateTime(deadline);
  return date !== null && !remainingParts(date, now).expired;
}
