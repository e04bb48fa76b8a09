import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "../support/build-snapshot";

/**
 * The decision records (docs/decisions/NNN-*.md) each say when they were taken and whether they
 * still hold, right under their title, so that a reader knows which of two records that disagree
 * is the rule.
 */

const folder = path.join(projectRoot, "docs/decisions");
const records = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => ({
    name,
    number: name.slice(0, 3),
    text: fs.readFileSync(path.join(folder, name), "utf8"),
  }));
const numbers = new Set(records.map((record) => record.number));

describe("the decision records", () => {
  it.each(records.map((record) => [record.name, record] as const))(
    "%s has its title, then a Date and a Status line",
    (_name, { number, text }) => {
      const [title, blank, date, status] = text.split("\n");
      expect(title).toMatch(new RegExp(`^# ${number} — \\S`));
      expect(blank).toBe("");
      expect(date).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/);
      expect(status).toMatch(/^Status: (accepted|superseded( in part)? by \d{3})$/);
      // A record is superseded by a later one that exists.
      const by = /by (\d{3})$/.exec(status)?.[1];
      if (by) {
        expect(numbers.has(by), status).toBe(true);
        expect(Number(by)).toBeGreaterThan(Number(number));
      }
    },
  );

  it("marks 002 and 006, whose 130 KB script budget 034 replaced, and says so where they state it", () => {
    for (const number of ["002", "006"]) {
      const record = records.find((candidate) => candidate.number === number);
      expect(record?.text.split("\n")[3]).toBe("Status: superseded in part by 034");
      expect(record?.text).toContain("The 130 KB budget below is no longer the rule");
      expect(record?.text).toContain("110 KiB");
    }
  });
});
