import { describe, expect, it } from "vitest";
import { formatDateTimeWithOffset } from "~/.server/leads/lead-view";

/**
 * The export's times ("2026-11-23 14:05:00 -03:00", São Paulo): worked out from an offset looked
 * up once per hour, they must read exactly as Intl writes them, daylight-saving years included.
 */

const intl = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

function byIntl(date: Date): string {
  const part = Object.fromEntries(intl.formatToParts(date).map((p) => [p.type, p.value]));
  const offset = part.timeZoneName === "GMT" ? "+00:00" : part.timeZoneName.replace("GMT", "");
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second} ${offset}`;
}

describe("the export's São Paulo times", () => {
  it("read as Intl writes them, every 3 hours 17 minutes 13 seconds from 2008 to 2027", () => {
    const step = (3 * 60 + 17) * 60_000 + 13_000;
    let mismatches = 0;
    for (let time = Date.UTC(2008, 0, 1); time < Date.UTC(2027, 0, 1); time += step) {
      const date = new Date(time);
      if (formatDateTimeWithOffset(date) !== byIntl(date)) mismatches++;
    }
    expect(mismatches).toBe(0);
  });

  it("around daylight saving's start and end, second by second", () => {
    // 2018: daylight saving began 4 November (00:00 → 01:00); 2019: it ended 17 February.
    for (const edge of [Date.UTC(2018, 10, 4, 3), Date.UTC(2019, 1, 17, 2)]) {
      for (let time = edge - 120_000; time < edge + 120_000; time += 1_000) {
        expect(formatDateTimeWithOffset(new Date(time))).toBe(byIntl(new Date(time)));
      }
    }
    expect(formatDateTimeWithOffset(new Date(Date.UTC(2018, 10, 4, 2, 59, 59)))).toBe(
      "2018-11-03 23:59:59 -03:00",
    );
    expect(formatDateTimeWithOffset(new Date(Date.UTC(2018, 10, 4, 3)))).toBe("2018-11-04 01:00:00 -02:00");
  });

  it("keeps Intl's reading outside 1970–2099, and empty or invalid values as before", () => {
    for (const date of [new Date(Date.UTC(1913, 5, 1, 12)), new Date(Date.UTC(2150, 0, 1))]) {
      expect(formatDateTimeWithOffset(date)).toBe(byIntl(date));
    }
    expect(formatDateTimeWithOffset(null)).toBe("");
    expect(formatDateTimeWithOffset("2026-11-10T12:00:00.000Z")).toBe("2026-11-10 09:00:00 -03:00");
    expect(formatDateTimeWithOffset("ontem")).toBe("ontem");
  });
});
