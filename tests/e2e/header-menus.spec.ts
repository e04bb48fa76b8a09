import type { Page } from "@playwright/test";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * The header's menus are server HTML until the visitor reaches for them (components/islands.tsx,
 * partOnInteraction): their code is not part of the first load, and the first click still opens
 * them, with their keyboard handling once their code has come.
 */

const phone = { width: 375, height: 800 };
const desktop = { width: 1440, height: 900 };

/** The scripts the page has requested so far. */
const requestedScripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => entry.name)
      .filter((url) => /\/assets\/.+\.js$/.test(url)),
  );

test("phone menu: its code waits for the visitor, the first tap opens it, Escape and the links work", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto("/");
  await waitForHydration(page);
  expect(await requestedScripts(page)).not.toContainEqual(expect.stringMatching(/\/mobile-menu-/));

  const header = page.getByRole("banner");
  await header.getByRole("button", { name: "Abrir menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole("button", { name: "Fechar menu" })).toBeFocused();
  expect(await requestedScripts(page)).toContainEqual(expect.stringMatching(/\/mobile-menu-/));
  await checkA11y(page);

  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(header.getByRole("button", { name: "Abrir menu" })).toBeFocused();

  await header.getByRole("button", { name: "Abrir menu" }).click();
  await menu.getByRole("link", { name: "Advogados" }).click();
  await expect(page).toHaveURL(/\/segmentos\/advogados$/);
  await expect(menu).toBeHidden();

  // Back on the first page, the menu (with its first props again) lets the home page be drawn.
  await header.getByRole("link", { name: /página inicial/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /Seja um franqueado/ })).toBeVisible();
});

test("'Por segmento': its code waits for the visitor, it opens at the first click, closes on Escape, its links lead to the segment pages", async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto("/");
  await waitForHydration(page);
  expect(await requestedScripts(page)).not.toContainEqual(expect.stringMatching(/\/segment-menu-/));

  const nav = page.getByRole("navigation", { name: "Navegação principal" }).first();
  await nav.getByText("Por segmento").click();
  await expect(nav.getByRole("link", { name: "Advogados" })).toBeVisible();
  await checkA11y(page);
  // Once its code has come, Escape closes it.
  await expect.poll(() => requestedScripts(page)).toContainEqual(expect.stringMatching(/\/segment-menu-/));
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(nav.getByRole("link", { name: "Advogados" })).toBeHidden({ timeout: 500 });
  }).toPass();

  await nav.getByText("Por segmento").click();
  await nav.getByRole("link", { name: "Bancários" }).click();
  await expect(page).toHaveURL(/\/segmentos\/bancarios$/);
  await expect(nav.getByRole("link", { name: "Bancários" })).toBeHidden();
});
