import { type BuildSnapshot, snapshotBuild } from "../support/build-snapshot";
import { type ServerProcess, startServer } from "../support/server-process";
import { expect, test } from "./support/fixtures";

/**
 * The verified-company seal (Reclame Aqui): its script is added once, only with
 * RA_SEAL_ID set and only on a page with the #ra-verified-seal placeholder, and the CSP allows
 * exactly its host path then. The request to that host is answered inside the test.
 */

const sealHostPath = "https://s3.amazonaws.com/raichu-beta/ra-verified/";
const sealSrc = `${sealHostPath}bundle.js`;

test.describe("without RA_SEAL_ID", () => {
  test("nothing is loaded, the placeholder seal shows and the CSP names no seal host", async ({
    page,
    thirdPartyRequests,
  }) => {
    const response = await page.goto("/");
    expect(response?.headers()["content-security-policy"]).not.toContain("s3.amazonaws.com");
    await page.waitForLoadState("networkidle");
    await page.locator("#ra-verified-seal").scrollIntoViewIfNeeded();
    await expect(page.locator("#ra-verified-seal")).toContainText("Empresa Verificada");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("script#ra-embed-verified-seal")).toHaveCount(0);
    expect(thirdPartyRequests).toEqual([]);
  });
});

test.describe("with RA_SEAL_ID", () => {
  // A server of its own (the shared one runs without the seal): PGlite's first start takes a while.
  test.describe.configure({ timeout: 120_000 });

  let build: BuildSnapshot;
  let server: ServerProcess;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    build = snapshotBuild();
    server = await startServer({
      buildRoot: build.root,
      env: { RA_SEAL_ID: "test-seal-id", LOG_LEVEL: "warn" },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    build?.remove();
  });

  test("adds the script once on the page with the placeholder, allowed by the CSP", async ({ browser }) => {
    const context = await browser.newContext();
    try {
      const sealRequests: string[] = [];
      const outside: string[] = [];
      // Nothing leaves the machine: the seal host is answered here, anything else is refused.
      await context.route(
        (url) => url.hostname !== "127.0.0.1",
        (route) => {
          const url = route.request().url();
          if (url === sealSrc) {
            sealRequests.push(url);
            return route.fulfill({
              status: 200,
              contentType: "text/javascript",
              // Draws into its target, as the real widget does.
              body: [
                "window.__sealBundleRan = true;",
                "var target = document.getElementById(document.currentScript.dataset.target);",
                "var widget = document.createElement('div');",
                "widget.id = 'seal-widget'; widget.textContent = 'Selo verificado';",
                "target.appendChild(widget);",
              ].join("\n"),
            });
          }
          outside.push(url);
          return route.abort();
        },
      );
      const page = await context.newPage();
      const consoleErrors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => consoleErrors.push(error.message));

      const response = await page.goto(`${server.url}/`);
      const csp = response?.headers()["content-security-policy"] ?? "";
      const scriptSrc = csp.split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
      expect(scriptSrc.trim().split(/\s+/)).toContain(sealHostPath);
      // Only script-src names it.
      expect(csp.split(sealHostPath)).toHaveLength(2);

      // Added when the placeholder (awards, near the bottom) comes near the screen, not on load.
      await page.waitForLoadState("networkidle");
      const script = page.locator("script#ra-embed-verified-seal");
      await expect(script).toHaveCount(0);
      await page.locator("#ra-verified-seal").scrollIntoViewIfNeeded();
      await expect(script).toHaveCount(1);
      await expect(script).toHaveAttribute("src", sealSrc);
      await expect(script).toHaveAttribute("data-id", "test-seal-id");
      await expect(script).toHaveAttribute("data-target", "ra-verified-seal");
      await expect(script).toHaveAttribute("data-model", "2");
      await expect
        .poll(() => page.evaluate(() => (window as { __sealBundleRan?: boolean }).__sealBundleRan))
        .toBe(true);
      // Drawn into the placeholder after React took it over: it stays, with no hydration error.
      await expect(page.locator("#ra-verified-seal #seal-widget")).toHaveText("Selo verificado");
      await page.waitForTimeout(500);
      await expect(page.locator("#ra-verified-seal #seal-widget")).toHaveCount(1);
      expect(consoleErrors).toEqual([]);

      // Leaving the page and coming back in the same document does not add it again.
      await page.evaluate(() => {
        (window as { __sameDocument?: boolean }).__sameDocument = true;
      });
      const header = page.getByRole("banner");
      await header.getByRole("link", { name: "Franquia Home", exact: true }).first().click();
      await expect(page).toHaveURL(/\/modelo-home$/);
      await header.getByRole("link", { name: "Home", exact: true }).first().click();
      await expect(page).toHaveURL(`${server.url}/`);
      await page.locator("#ra-verified-seal").scrollIntoViewIfNeeded();
      await expect(page.locator("#ra-verified-seal")).toBeVisible();
      expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expect(page.locator("script#ra-embed-verified-seal")).toHaveCount(1);
      expect(sealRequests).toEqual([sealSrc]);
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("a page without the placeholder does not load it", async ({ browser }) => {
    const context = await browser.newContext();
    try {
      const outside: string[] = [];
      await context.route(
        (url) => url.hostname !== "127.0.0.1",
        (route) => {
          outside.push(route.request().url());
          return route.abort();
        },
      );
      const page = await context.newPage();
      await page.goto(`${server.url}/expo-abf-2025`);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("#ra-verified-seal")).toHaveCount(0);
      await expect(page.locator("script#ra-embed-verified-seal")).toHaveCount(0);
      expect(outside).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
