import { format } from "node:util";
import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * Every Vitest test fails on a `console.error` it did not expect, as the end-to-end tests do for
 * the browser's console: an error printed and ignored is how real failures hide in a green run.
 * A test that expects one says so:
 *   allowConsoleErrors(/could not reach the mail server/);
 */

type ErrorPattern = string | RegExp;

let printed: string[] = [];
let allowed: ErrorPattern[] = [];

/** Lets the running test print console errors matching these patterns. */
export function allowConsoleErrors(...patterns: ErrorPattern[]): void {
  allowed.push(...patterns);
}

const matches = (text: string, pattern: ErrorPattern) =>
  typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);

beforeEach(() => {
  printed = [];
  allowed = [];
  const original = console.error.bind(console);
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    printed.push(format(...args));
    original(...args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const unexpected = printed.filter((text) => !allowed.some((pattern) => matches(text, pattern)));
  expect(unexpected, `unexpected console.error output:\n${unexpected.join("\n")}`).toEqual([]);
});
