import type { Locator, Page } from "@playwright/test";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";

/**
 * A lighter first paint (docs/decisions/022 and 028), in the browser: the shared stylesheet and
 * icon sprite draw the page, with or without JavaScript, and the page's scripts wait until it
 * has been painted, then take it over as before.
 */

const pages = ["/", "/modelo-prime"];

test("the page is painted before any of its scripts is requested, then hydrates", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const order = await page.evaluate(() => {
    const firstPaint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
      .map((entry) => ({ url: entry.name, before: entry.startTime < firstPaint }));
    return { firstPaint, scripts };
  });
  expect(order.firstPaint).toBeGreaterThan(0);
  expect(order.scripts.length).toBeGreaterThan(3);
  expect(order.scripts.filter((script) => script.before)).toEqual([]);

  // Taken over by React: the phone menu opens.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.locator('button[aria-label="Abrir menu"]:visible').first().click();
  await expect(page.locator('[aria-label="Fechar menu"]:visible').first()).toBeVisible();
});

test("icons come from the sprite and are drawn", async ({ page }) => {
  await page.goto("/");
  const icon = page.locator("#inicio svg.lucide").first();
  await expect(icon).toBeVisible();
  const drawn = await icon.evaluate((svg) => {
    const use = svg.querySelector("use");
    const box = (use as SVGGraphicsElement | null)?.getBBox();
    return { href: use?.getAttribute("href") ?? "", width: box?.width ?? 0 };
  });
  expect(drawn.href).toMatch(/^\/assets\/icons-[\w-]+\.svg#[a-z0-9-]+$/);
  // The referenced symbol was found and has a shape.
  expect(drawn.width).toBeGreaterThan(0);
});

test("the sections below the first screen are laid out only when they near the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  // checkVisibility with contentVisibilityAuto is false for what the browser skips (not laid out).
  const laidOut = (element: Locator) =>
    element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
  expect(await laidOut(page.getByRole("heading", { level: 1 }))).toBe(true);
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "Termos de Uso" });
  expect(await laidOut(footerLink)).toBe(false);
  // Still in the page for assistive technology and find-in-page, and drawn when reached.
  await expect(footerLink).toBeAttached();
  await footerLink.scrollIntoViewIfNeeded();
  await expect(footerLink).toBeVisible();
  expect(await laidOut(footerLink)).toBe(true);
  await checkA11y(page);
});

const loadedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => /\/assets\/.+\.js$/.test(url)),
  );

test("the lead form's code waits until the form nears the screen, and keeps what was chosen before it arrived", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // The form's code: the contact form block's file, as the home page is drawn from blocks
  // (docs/decisions/070).
  const held = await holdRequests(page, "**/assets/contact-form-*.js");
  await page.goto("/");
  await waitForHydration(page);
  expect((await loadedScripts(page)).filter((url) => url.includes("/contact-form-"))).toEqual([]);

  // Near the screen: its code is asked for, and held back while the visitor fills the server HTML.
  const form = page.getByRole("form", { name: "Formulário de contato" });
  await form.scrollIntoViewIfNeeded();
  const phone = form.getByLabel("Telefone / WhatsApp");
  await phone.fill("11987654321");
  await form.getByLabel("Forma de pagamento").selectOption("Parcelamento Cartão");
  await form.getByLabel("Valor disponível para investir").selectOption("R$ 8.997");
  // Still plain HTML: no mask yet.
  await expect(phone).toHaveValue("11987654321");

  held.release();
  // Hydrated, the form applies what was done before: the phone is masked, R$ 8.997 allows
  // only 'À vista' and forces it.
  await expect(phone).toHaveValue("(11) 98765-4321");
  await expect(form.getByLabel("Valor disponível para investir")).toHaveValue("R$ 8.997");
  await expect(form.getByLabel("Forma de pagamento").locator("option")).toHaveText(["Selecione", "À vista"]);
  await expect(form.getByLabel("Forma de pagamento")).toHaveValue("À vista");
});

for (const path of pages) {
  test(`${path} is styled and accessible without JavaScript`, async ({ browser }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      // The shared stylesheet applies: the header is laid out and the hero has its dark background.
      const hero = page.locator("main section, main > div").first();
      await expect(hero).toBeVisible();
      const body = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      expect(body).toContain("Inter");
      const header = page.locator("header").first();
      expect(await header.evaluate((element) => getComputedStyle(element).position)).toMatch(/sticky|fixed/);
      await page.screenshot({
        path: testInfo.outputPath(`no-js-${path.replace(/\W+/g, "-")}-${width}.png`),
        fullPage: false,
      });
    }
    await context.close();
  });
}

test("the home page stays free of accessibility faults", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await checkA11y(page);
});
