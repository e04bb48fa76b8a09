import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * In-page links with JavaScript on (smoothly scrolled by app/lib/smooth-anchors.ts) keep the
 * browser's history working as it does without JavaScript: Back returns to where the visitor was
 * when they took the link, Forward to the link's target — on a phone and on a desktop.
 */

const widths = [
  { name: "phone", viewport: { width: 375, height: 667 } },
  { name: "desktop", viewport: { width: 1440, height: 900 } },
] as const;

/** Waits until the window has stopped scrolling (a smooth scroll, a restored position). */
async function scrollEnded(page: Page) {
  let previous = Number.NaN;
  await expect
    .poll(
      async () => {
        const scrollY = await page.evaluate(() => window.scrollY);
        const still = scrollY === previous;
        previous = scrollY;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls down with the mouse wheel, as a visitor does, until the element is on screen. */
async function wheelUntilInView(page: Page, element: Locator) {
  const height = page.viewportSize()!.height;
  for (let step = 0; step < 100; step++) {
    const box = await element.boundingBox();
    if (box && box.y >= 80 && box.y + box.height <= height) break;
    await page.mouse.wheel(0, box && box.y < height * 2 ? box.y - height / 2 : height * 0.8);
    await scrollEnded(page);
  }
  await expect(element).toBeInViewport();
  await scrollEnded(page);
}

/** Where the section is below the top of the window, in px. */
const sectionTop = (page: Page, id: string) =>
  page.locator(`#${id}`).evaluate((section) => section.getBoundingClientRect().top);

/**
 * Takes `link` (to #`target`) from where the visitor is, then Back and Forward: each returns to
 * its own place, and the address follows.
 */
async function expectBackAndForward(page: Page, link: Locator, target: string) {
  // Where the visitor is when they tap: the link wholly on screen (a click would scroll it so).
  await link.scrollIntoViewIfNeeded();
  await scrollEnded(page);
  const before = await scrollY(page);
  const address = page.url();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await scrollEnded(page);
  // The target right below the 72 px header (ANCHOR_OFFSET), or as near as the page's end allows.
  const atTarget = await scrollY(page);
  expect(await sectionTop(page, target)).toBeLessThanOrEqual(81);
  await expect(page.locator(`#${target}`)).toBeInViewport();

  // Back to the address without a hash: the router reads the page's data again before it
  // restores the position, so the position is waited for, not the scroll's end.
  await page.goBack();
  await expect(page).toHaveURL(address);
  await expect.poll(async () => Math.abs((await scrollY(page)) - before)).toBeLessThanOrEqual(2);
  await expect(link).toBeInViewport();

  await page.goForward();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expect.poll(async () => Math.abs((await scrollY(page)) - atTarget)).toBeLessThanOrEqual(2);
  await expect(page.locator(`#${target}`)).toBeInViewport();
}

for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ viewport });

    test("Back after the hero's 'Conheça os modelos' returns to the hero", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const link = page.getByRole("link", { name: "Conheça os modelos" });
      await expect(link).toBeInViewport();
      await expectBackAndForward(page, link, "franquias");
    });

    test("Back after the FAQ's 'Fale com um consultor' returns to the FAQ", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const link = page.getByRole("link", { name: "Fale com um consultor" });
      await wheelUntilInView(page, link);
      await expectBackAndForward(page, link, "contato");
    });

    test("Back after a footer link to a home section returns to the footer", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const link = page.getByRole("contentinfo").getByRole("link", { name: "Perguntas frequentes" });
      await wheelUntilInView(page, link);
      await expectBackAndForward(page, link, "faq");
    });
  });
}
