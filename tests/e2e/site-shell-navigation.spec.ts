import { expect, test, waitForHydration } from "./support/fixtures";

/**
 * The site shell's server-drawn parts (the footer) stay on screen when the visitor moves to
 * another page without a full load: the router's update reaches them, and they must be drawn
 * again rather than left empty.
 */
test("the footer is still there after following a link to another page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Termos de Uso" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Navegação principal" })
    .getByRole("link", { name: "Franquia Home" })
    .click();
  await expect(page).toHaveURL(/\/modelo-home$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Termos de Uso" })).toBeVisible();
  await footer.getByRole("link", { name: "Termos de Uso" }).click();
  await expect(page).toHaveURL(/\/termos$/);
  await expect(footer.getByRole("link", { name: "Política de Privacidade" })).toBeVisible();
});
