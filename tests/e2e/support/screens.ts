import type { Page, TestInfo } from "@playwright/test";

/**
 * Full-page pictures of a screen at a desktop (1440 px) and a phone (375 px) width, kept with
 * the test's results so a person can look at what changed. The viewport is put back afterwards.
 */
export async function screenshotWidths(page: Page, testInfo: TestInfo, name: string) {
  const before = page.viewportSize();
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
