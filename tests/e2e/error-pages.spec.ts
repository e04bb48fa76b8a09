import type { Page } from "@playwright/test";
import { adminAccount, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/** A 404 or an error keeps the area's shell: the admin's sidebar, the public site's header and footer. */

/** Sends a plain HTML form, as a browser without JavaScript would. */
async function postPlainForm(page: Page, action: string) {
  await page.evaluate((to) => {
    const form = document.createElement("form");
    form.method = "post";
    form.action = to;
    document.body.append(form);
    form.submit();
  }, action);
  await page.waitForLoadState("load");
}

test("an unknown admin address is a 404 inside the admin shell", async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  test.slow();
  allowConsoleErrors(/status of 404/);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  const response = await page.goto("/admin/tela-que-nao-existe");
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Administração", exact: true })).toBeVisible();
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "admin-not-found");

  // The way out: the sidebar still leads to every screen.
  await page
    .getByRole("navigation", { name: "Administração", exact: true })
    .getByRole("link", { name: "Media" })
    .click();
  await expect(page).toHaveURL(/\/admin\/media$/);
});

test("a public page that fails keeps the site's header and footer", async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  test.slow();
  allowConsoleErrors(/status of 405/);
  await page.goto("/privacidade");
  await postPlainForm(page, "/privacidade");
  await expect(page.getByRole("heading", { level: 1, name: "Algo deu errado" })).toBeVisible();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "public-error");
});
