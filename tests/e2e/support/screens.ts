import type { Page, TestInfo } from "@playwright/test";

/**
 * Full-page pictures of a screen at a desktop (1440 px) and a phone (375 px) width, kept with
 * the test's results so a person can look at what changed, when `E2E_SCREENSHOTS=1` asks for
 * them: a run that only checks does not need the minutes they take.
 * The viewport is put back afterwards.
 */
export async function screenshotWidths(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS !== "1") return;
  const before = page.viewportSize();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
