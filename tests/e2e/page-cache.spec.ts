import type { BrowserContext, Page } from "@playwright/test";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * The page cache in a real browser (docs/decisions/017): the cached page, whose inline scripts
 * are allowed by CSP hashes rather than a nonce, runs and hydrates with no CSP violation; an
 * admin's save shows to a visitor on the next load; the admin's own page (with 'Admin') is
 * never what a visitor gets.
 */

/** Records every CSP violation the page reports, from before its first script runs. */
async function recordCspViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective}: ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
}

const cspViolations = (page: Page) =>
  page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []);

test.describe("page cache", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the cached home page runs its scripts and hydrates with no CSP violation", async ({
    context,
    page,
  }) => {
    await recordCspViolations(context);
    for (const path of ["/", "/", "/?utm_source=google&utm_campaign=franquia"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      // The inline script in <head> (allowed by its hash) marked the page.
      await expect(page.locator("html")).toHaveClass(/\bjs\b/);
      expect(await cspViolations(page)).toEqual([]);
    }
    const cached = await page.goto("/");
    expect(cached?.headers()["x-cache"]).toBe("hit");
    expect(cached?.headers()["content-security-policy"]).toContain("'sha256-");
    expect(cached?.headers()["content-security-policy"]).not.toContain("'nonce-");
    await waitForHydration(page);

    // Hydrated for real: client navigation works.
    await page.getByRole("banner").getByRole("link", { name: "Franquia Home", exact: true }).first().click();
    await expect(page).toHaveURL(/\/modelo-home$/);
    expect(await cspViolations(page)).toEqual([]);
  });

  test("a visitor sees the admin's save on the next load, and never the admin's own page", async ({
    page,
    browser,
  }) => {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    try {
      await visitor.goto("/modelo-prime");
      const warm = await visitor.reload();
      expect(warm?.headers()["x-cache"]).toBe("hit");
      const before = await visitor.getByRole("heading", { level: 1 }).textContent();

      await signIn(page, adminAccount);
      await expect(page).toHaveURL(/\/admin$/);
      // The admin's own public page: the header offers 'Admin'.
      await page.goto("/modelo-prime");
      await expect(page.getByRole("banner").getByRole("link", { name: "Admin" }).first()).toBeAttached();
      const again = await visitor.reload();
      expect(again?.headers()["x-cache"]).toBe("hit");
      await expect(visitor.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveCount(0);

      // The Prime hero, published from its section editor.
      await page.goto("/admin/content/hero.modelo-prime");
      await waitForHydration(page);
      const title = page.getByLabel("Title", { exact: true });
      const original = await title.inputValue();
      const newTitle = `Prime do cache ${Date.now()}`;
      const publish = async (value: string) => {
        await title.fill(value);
        await page.getByRole("button", { name: "Publicar" }).click();
        await expectToast(page, "Seção publicada");
      };
      await publish(newTitle);
      try {
        const fresh = await visitor.reload();
        expect(fresh?.headers()["x-cache"]).toBe("miss");
        await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(newTitle);
        await waitForHydration(visitor);
      } finally {
        await publish(original);
      }
      await visitor.reload();
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(before ?? "");
    } finally {
      await visitorContext.close();
    }
  });
});
