import { describe, expect, it } from "vitest";
import { formatCountdown, padTwo, parseLocalDateTime, remainingParts } from "~/lib/countdown";

describe("parseLocalDateTime", () => {
  it("reads a zone-less date-time as local time", () => {
    const date = parseLocalDateTime("2025-10-17T23:59:59");
    expect(date).not.toBeNull();
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(9);
    expect(date?.getDate()).toBe(17);
    expect(date?.getHours()).toBe(23);
    expect(date?.getMinutes()).toBe(59);
    expect(date?.getSeconds()).toBe(59);
  });

  it("accepts a date alone as local midnight", () => {
    expect(parseLocalDateTime("2025-10-17")?.getTime()).toBe(new Date(2025, 9, 17).getTime());
  });

  it("keeps an explicit zone", () => {
    expect(parseLocalDateTime("2025-10-17T23:59:59Z")?.toISOString()).toBe("2025-10-17T23:59:59.000Z");
    expect(parseLocalDateTime("2025-10-17T23:59:59-03:00")?.toISOString()).toBe("2025-10-18T02:59:59.000Z");
  });

  it("rejects malformed or impossible dates", () => {
    expect(parseLocalDateTime("")).toBeNull();
    expect(parseLocalDateTime("amanhã")).toBeNull();
    expect(parseLocalDateTime("2025-02-31T10:00:00")).toBeNull();
    expect(parseLocalDateTime("2025-10-17T24:61:00")).toBeNull();
  });
});

describe("remainingParts", () => {
  const deadline = new Date(2025, 9, 17, 23, 59, 59);

  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = new Date(2025, 9, 15, 18, 56, 50);
    expect(remainingParts(deadline, now)).toEqual({
      days: 2,
      hours: 5,
      minutes: 3,
      seconds: 9,
      expired: false,
    });
  });

  it("rounds partial seconds down", () => {
    const now = new Date(deadline.getTime() - 1500);
    expect(remainingParts(deadline, now)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it("is expired at the deadline and after it", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0, expired: true };
    expect(remainingParts(deadline, deadline)).toEqual(zero);
    expect(remainingParts(deadline, new Date(2026, 10, 22))).toEqual(zero);
  });

  it("is not expired one millisecond before", () => {
    expect(remainingParts(deadline, new Date(deadline.getTime() - 1)).expired).toBe(false);
  });

  it("treats an invalid deadline as expired", () => {
    expect(remainingParts(new Date(Number.NaN), new Date()).expired).toBe(true);
  });
});

describe("formatCountdown", () => {
  it("pads hours, minutes and seconds to two digits", () => {
    expect(padTwo(0)).toBe("00");
    expect(padTwo(7)).toBe("07");
    expect(padTwo(42)).toBe("42");
    expect(formatCountdown({ days: 0, hours: 5, minutes: 3, seconds: 9, expired: false })).toBe(
      "05h 03m 09s",
    );
  });

  it("shows days only when above zero", () => {
    expect(formatCountdown({ days: 2, hours: 0, minutes: 0, seconds: 0, expired: false })).toBe(
      "2d 00h 00m 00s",
    );
    expect(formatCountdown({ days: 0, hours: 23, minutes: 59, seconds: 59, expired: false })).toBe(
      "23h 59m 59s",
    );
  });
});
