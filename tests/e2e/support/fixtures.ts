import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * The Playwright `test` every spec uses (`import { test, expect } from "./support/fixtures"`):
 *
 * - Any console error or uncaught page error fails the test. A test expecting one says so:
 *     test.use({ expectedConsoleErrors: [/Failed to load resource.*404/] });   // file or describe
 *     test("…", async ({ page, allowConsoleErrors }) => { allowConsoleErrors(/429/); … });
 * - `thirdPartyRequests`: URLs of every request to a host other than 127.0.0.1/localhost made by
 *   the test's pages (the site must not call third parties on load).
 * - `checkA11y(page)`: axe-core, WCAG 2.0/2.1 A and AA, fails with a readable list of violations.
 */

export type ErrorPattern = string | RegExp;

type Fixtures = {
  /** Console errors this test expects (matched against the message text); option for test.use(). */
  expectedConsoleErrors: ErrorPattern[];
  /** Allow more console errors from inside a test. */
  allowConsoleErrors: (...patterns: ErrorPattern[]) => void;
  /** Console errors and page errors seen so far, as text. */
  consoleErrors: string[];
  /** Requests to non-local hosts, as full URLs. */
  thirdPartyRequests: string[];
  /** The patterns in force for this test: the option's, plus those added by allowConsoleErrors. */
  allowedConsoleErrors: ErrorPattern[];
};

const localHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);

export function isThirdParty(url: string): boolean {
  try {
    const parsed = new URL(url);
    if (!["http:", "https:", "ws:", "wss:"].includes(parsed.protocol)) return false;
    return !localHosts.has(parsed.hostname);
  } catch {
    return false;
  }
}

const matches = (text: string, pattern: ErrorPattern) =>
  typeof pattern === "string" ? text.includes(pattern) : pattern.test(text);

export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],

  allowedConsoleErrors: async ({ expectedConsoleErrors }, use) => {
    await use([...expectedConsoleErrors]);
  },

  // Listens on the context, so popups and new pages are covered too. Runs for every test.
  consoleErrors: [
    async ({ context, allowedConsoleErrors: allowed }, use) => {
      const errors: string[] = [];
      context.on("console", (message) => {
        if (message.type() !== "error") return;
        const location = message.location();
        const where = location.url ? ` (${location.url}:${location.lineNumber})` : "";
        errors.push(`console.error: ${message.text()}${where}`);
      });
      context.on("weberror", (webError) => {
        const error = webError.error();
        errors.push(`uncaught page error: ${error.stack ?? error.message}`);
      });
      await use(errors);
      const unexpected = errors.filter((text) => !allowed.some((pattern) => matches(text, pattern)));
      expect(unexpected, `unexpected console errors:\n${unexpected.join("\n")}`).toEqual([]);
    },
    { auto: true },
  ],

  allowConsoleErrors: async ({ allowedConsoleErrors: allowed }, use) => {
    await use((...patterns) => {
      allowed.push(...patterns);
    });
  },

  thirdPartyRequests: [
    async ({ context }, use) => {
      const requests: string[] = [];
      context.on("request", (request) => {
        if (isThirdParty(request.url())) requests.push(request.url());
      });
      await use(requests);
    },
    { auto: true },
  ],
});

export { expect };

export type A11yOptions = {
  /** CSS selectors to check only (default: the whole page). */
  include?: string[];
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** axe rule ids to turn off, each with a reason in the calling test. */
  disableRules?: string[];
};

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA) on the page and fails with each violation listed. A
 * violation is one that is still there when axe looks a second time: a screen that changes while
 * axe reads it (a toast leaving during the seconds a long admin screen takes) can show a state
 * no one sees for more than a frame. The first line names the rules, which is what a run's
 * summary shows.
 */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<void> {
  const first = await axeViolations(page, options);
  if (first.length === 0) return;
  const again = await axeViolations(page, options);
  const seenBefore = new Set(first.map(violationKey));
  const violations = again.filter((violation) => seenBefore.has(violationKey(violation)));
  const passing = first.filter(
    (violation) => !again.some((next) => violationKey(next) === violationKey(violation)),
  );
  if (passing.length > 0) {
    console.log(`axe: gone on a second look at ${page.url()}: ${passing.map(violationKey).join(", ")}`);
  }
  const report = violations
    .map((violation) => {
      const nodes = violation.nodes
        .map(
          (node) => `    - ${node.target.join(" ")}\n      ${node.html}\n      ${node.failureSummary ?? ""}`,
        )
        .join("\n");
      return `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.helpUrl}\n${nodes}`;
    })
    .join("\n\n");
  const rules = violations.map((violation) => `${violation.id} ×${violation.nodes.length}`).join(", ");
  expect(violations.length, `accessibility violations on ${page.url()}: ${rules}\n\n${report}`).toBe(0);
}

type AxeViolation = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"][number];

const violationKey = (violation: AxeViolation) =>
  `${violation.id} on ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`;

async function axeViolations(page: Page, options: A11yOptions): Promise<AxeViolation[]> {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  return (await builder.analyze()).violations;
}

/**
 * Lets fades and slides that are under way finish (scroll reveal, a toast coming in), so colours
 * are checked as they end up rather than halfway through a transition. Endless animations (a
 * spinner, the ticker) are left running.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    // An animation in a part of the page the browser skips (content-visibility) never runs: a
    // few seconds is more than any fade of the site takes.
    await Promise.race([
      Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]);
  });
}

/** Waits until React has hydrated the page (root sets html[data-hydrated]). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until a page part that hydrates when it nears the screen (the #contato form, the FAQ…)
 * answers to JavaScript: the part marks its element with data-hydrated.
 */
export async function waitForPartHydration(page: Page, elementId: string): Promise<void> {
  await page.locator(`[id="${elementId}"][data-hydrated]`).waitFor({ state: "attached" });
}
