import type { Page } from "@playwright/test";

/**
 * Holds the page's requests to `url` until `release()`, so a test can look at the page while it
 * waits for the server (a disabled "Enviando..." button) without guessing how long that takes.
 */
export async function holdRequests(page: Page, url: string): Promise<{ release(): void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}
