import type { Page } from "@playwright/test";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * Styling: colours as a text box and a picker in step, fonts and base
 * size, a live preview, a contrast warning, 'Save Styles' with its notice; and the saved theme
 * drawn on the public pages from the next request.
 */

const defaults = {
  Primary: "#0ea5e9",
  Background: "#ffffff",
  Text: "#333333",
  Accent: "#f97316",
  Border: "#e5e7eb",
};

async function openStyling(page: Page) {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/styling");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Styling", level: 1 })).toBeVisible();
}

const colorBox = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const picker = (page: Page, label: string) => page.getByLabel(`${label}: seletor de cor`);

/** Sets the saved theme back to the defaults, so the other specs see the default site. */
async function saveDefaults(page: Page) {
  await page.getByRole("button", { name: "Restaurar padrões" }).click();
  await expect(colorBox(page, "Primary")).toHaveValue(defaults.Primary);
  const saved = page.waitForResponse(
    (response) => response.request().method() === "POST" && response.url().includes("/admin/styling"),
  );
  await page.getByRole("button", { name: "Save Styles" }).click();
  // A save redirects back to the screen with its notice (202: the router's redirect answer).
  expect((await saved).ok()).toBe(true);
}

test.describe("admin styling", () => {
  test("shows the defaults, keeps box and picker in step, previews and warns on low contrast", async ({
    page,
  }) => {
    await openStyling(page);
    for (const name of ["Color Scheme", "Typography", "Preview"]) {
      await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    }
    for (const [label, value] of Object.entries(defaults)) {
      await expect(colorBox(page, label)).toHaveValue(value);
      await expect(picker(page, label)).toHaveValue(value);
    }
    await expect(page.getByLabel("Heading Font")).toHaveValue("Inter");
    await expect(page.getByLabel("Body Font")).toHaveValue("Inter");
    await expect(page.getByLabel("Base Font Size")).toHaveValue("16px");
    await expect(page.getByText("Contraste insuficiente")).toHaveCount(0);
    await checkA11y(page);

    // Typing a valid hex moves the picker and the preview; picking fills the box.
    await colorBox(page, "Primary").fill("#7c3aed");
    await expect(picker(page, "Primary")).toHaveValue("#7c3aed");
    const previewButton = page.getByTestId("styles-preview").getByText("Quero ser franqueado");
    const previewBackground = () => previewButton.evaluate((el) => getComputedStyle(el).backgroundColor);
    const purple = await previewBackground();
    await picker(page, "Primary").fill("#15803d");
    await expect(colorBox(page, "Primary")).toHaveValue("#15803d");
    await expect.poll(previewBackground).not.toBe(purple);
    // Half-typed: the picker keeps the last valid colour.
    await colorBox(page, "Primary").fill("#15");
    await expect(picker(page, "Primary")).toHaveValue("#15803d");

    // The preview uses the chosen fonts before anything is saved.
    const preview = page.getByTestId("styles-preview");
    const fontOf = (element: typeof preview) => () =>
      element.evaluate((el) => getComputedStyle(el).fontFamily);
    await page.getByLabel("Body Font").selectOption("Roboto Slab");
    await page.getByLabel("Heading Font").selectOption("Montserrat");
    await expect.poll(fontOf(preview.getByText("Assim fica o texto"))).toMatch(/^"Roboto Slab Variable"/);
    await expect.poll(fontOf(preview.getByRole("heading", { level: 3 }))).toMatch(/^"Montserrat Variable"/);

    // White text on a white background: the warning appears, and goes with a readable colour.
    await colorBox(page, "Text").fill("#ffffff");
    const warning = page.getByTestId("contrast-warning");
    await expect(warning).toBeVisible();
    await expect(warning).toContainText("Contraste insuficiente");
    await expect(warning).toContainText("Texto sobre o fundo: 1,00:1");
    await colorBox(page, "Text").fill("#1f2937");
    await expect(warning).toBeHidden();
  });

  test("a bad hex is refused with a field error and the failure notice", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The refusal is answered 400, which the browser logs.
    allowConsoleErrors(/status of 400/);
    await openStyling(page);
    await colorBox(page, "Accent").fill("#12345");
    await page.getByRole("button", { name: "Save Styles" }).click();
    await expectToast(page, "Error saving styles", "There was a problem saving your changes.");
    const accent = colorBox(page, "Accent");
    await expect(accent).toHaveAttribute("aria-invalid", "true");
    await expect(accent).toHaveAccessibleDescription(/Cor inválida/);
    await expect(accent).toHaveValue("#12345");
    await checkA11y(page);

    // Nothing was saved: a visitor still gets the default theme.
    await page.goto("/");
    await expect(page.locator("style[data-site-theme]")).toHaveCount(0);
  });

  test("a saved theme is the public site's theme on the next request", async ({ page, browser }) => {
    await openStyling(page);
    await colorBox(page, "Primary").fill("#7c3aed");
    await page.getByLabel("Body Font").selectOption("Manrope");
    await page.getByLabel("Heading Font").selectOption("Lora");
    await page.getByLabel("Base Font Size").selectOption("18px");
    await page.getByRole("button", { name: "Save Styles" }).click();
    await expectToast(page, "Styles saved");

    // A visitor: a browser with no session. Its console errors fail the test like the page's.
    const visitor = await browser.newContext();
    const visitorErrors: string[] = [];
    visitor.on("console", (message) => {
      if (message.type() === "error") visitorErrors.push(message.text());
    });
    visitor.on("weberror", (error) => visitorErrors.push(error.error().message));
    try {
      const home = await visitor.newPage();
      const fonts: string[] = [];
      home.on("request", (request) => {
        if (request.url().endsWith(".woff2")) fonts.push(request.url());
      });
      await home.goto("/");
      await waitForHydration(home);
      const root = (name: string) =>
        home.evaluate(
          (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
          name,
        );
      expect(await root("--theme-primary")).toBe("#7c3aed");
      expect(await home.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
        "Manrope Variable",
      );
      expect(
        await home
          .locator("h1")
          .first()
          .evaluate((el) => getComputedStyle(el).fontFamily),
      ).toContain("Lora Variable");
      expect(await home.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("18px");
      // An element drawn in the primary colour (the footer's contact icons).
      const icon = home.locator("footer svg.text-primary").first();
      await expect(icon).toHaveCSS("color", "rgb(124, 58, 237)");
      // Only the fonts in use are fetched.
      await expect.poll(() => fonts.some((url) => url.includes("manrope-latin"))).toBe(true);
      expect(fonts.some((url) => url.includes("lora-latin"))).toBe(true);
      expect(fonts.filter((url) => /montserrat|open-sans|roboto-slab/.test(url))).toEqual([]);

      // The admin screens keep the default theme (a poor choice never makes them unreadable).
      await page.reload();
      await waitForHydration(page);
      expect(
        await page.evaluate(() =>
          getComputedStyle(document.documentElement).getPropertyValue("--theme-primary").trim(),
        ),
      ).toBe(defaults.Primary);
      await expect(colorBox(page, "Primary")).toHaveValue("#7c3aed");
    } finally {
      await saveDefaults(page);
    }

    // Back to the defaults: no theme CSS, and the default page loads no other font than Inter.
    const again = await visitor.newPage();
    const fonts: string[] = [];
    again.on("request", (request) => {
      if (request.url().endsWith(".woff2")) fonts.push(request.url());
    });
    await again.goto("/");
    await waitForHydration(again);
    await expect(again.locator("style[data-site-theme]")).toHaveCount(0);
    expect(await again.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain(
      "Inter Variable",
    );
    expect(fonts.filter((url) => !url.includes("inter-latin"))).toEqual([]);
    await visitor.close();
    expect(visitorErrors).toEqual([]);
  });
});
