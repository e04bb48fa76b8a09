import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * What the site reads of React's private state in the browser (docs/internals.md): the verified
 * seal (app/lib/verified-seal.ts) waits until React has taken its placeholder over, which React
 * shows only by the `__reactFiber$…` key it puts on the elements it manages. A React release that
 * names it otherwise fails here (the seal would then wait its full delay on every page).
 */
test("React marks the elements it has hydrated with its fiber key; server HTML still waiting has none", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  await waitForHydration(page);
  const managedByReact = (selector: string) =>
    page.evaluate((target) => {
      const element = document.querySelector(target);
      return element ? Object.keys(element).some((key) => key.startsWith("__reactFiber$")) : null;
    }, selector);
  expect(await managedByReact("main")).toBe(true);
  // The awards section hydrates near the screen (components/islands.tsx): not yet.
  expect(await managedByReact("#ra-verified-seal")).toBe(false);
  await page.locator("#ra-verified-seal").scrollIntoViewIfNeeded();
  await expect.poll(() => managedByReact("#ra-verified-seal")).toBe(true);
});
