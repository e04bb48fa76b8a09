import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "~/.server/db/client";
import { everyBlockPaths, publishEveryBlockPages } from "../support/composed-pages";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { checkA11y, expect, test } from "./support/fixtures";

/**
 * The composed pages holding every block type once between them (tests/support/composed-pages.ts;
 * two openings never share a page), in Chromium at 375 and 1440 px, each scrolled to its end
 * with JavaScript on so the blocks near the screen hydrate: no console error, nothing wider than
 * the screen, and axe finds nothing (a repeated id included). The pages are published into the
 * database of a server of this spec's own before it starts.
 */

let server: ServerProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-composed-e2e-"));

test.beforeAll(async () => {
  // Opening the database, publishing the five pages and starting a server of its own.
  test.setTimeout(120_000);
  const handle = await openDatabase({ dataDir });
  try {
    await publishEveryBlockPages(handle.db);
  } finally {
    await handle.close();
  }
  const port = await findFreePort();
  server = await startServer({ port, dataDir, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
});
test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

for (const width of [375, 1440]) {
  test(`draws every block type at ${width} px, hydrates them on the way down, and axe finds nothing`, async ({
    page,
  }) => {
    // Five pages, each scrolled to its end and checked by axe: more than one page's 30 s.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    for (const path of everyBlockPaths) {
      await page.goto(`${server.url}${path}`);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
      for (let step = 0; step < 80; step++) {
        const atEnd = await page.evaluate(() => {
          window.scrollBy(0, Math.round(window.innerHeight * 0.9));
          return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
        });
        if (atEnd) break;
        await page.waitForTimeout(100);
      }
      if (path === everyBlockPaths[0]) {
        // The forms answer to JavaScript once they have come near the screen.
        await expect(page.locator("#contato")).toHaveAttribute("data-hydrated", "true");
        await expect(page.locator("#agendamento")).toHaveAttribute("data-hydrated", "true");
      }
      // Polled: on a page of one block the end is reached at once, while the phone menu's panel,
      // parked off screen, still widens the page for a moment after hydration.
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
          message: path,
        })
        .toBeLessThanOrEqual(0);
      await checkA11y(page);
    }
  });
}
