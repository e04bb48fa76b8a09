import type { Page } from "@playwright/test";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * A 404 or an error keeps the area's shell: the admin's sidebar, the public site's header and
 * footer. The public site's 404 is the not-found page the team edits on "Páginas"
 * (docs/decisions/079).
 */

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

test("the team edits the not-found page on 'Páginas': unknown addresses answer with it, still 404", async ({
  page,
  browser,
  allowConsoleErrors,
}, testInfo) => {
  test.slow();
  allowConsoleErrors(/status of 404/);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/paginas");
  await waitForHydration(page);
  await page
    .getByRole("region", { name: "Páginas do sistema" })
    .getByRole("button", { name: "Editar blocos de /404" })
    .click();
  await expectToast(page, "Página aberta como blocos");
  await waitForHydration(page);
  const message = page.getByRole("listitem", { name: /: Página não encontrada$/ });
  const title = message.getByLabel("Título", { exact: true });
  await expect(title).toHaveValue("Página não encontrada");
  await title.fill("Este endereço mudou");
  await screenshotWidths(page, testInfo, "admin-not-found-page");
  const publish = async () => {
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await expectToast(page, "Página publicada");
    await waitForHydration(page);
  };
  await publish();

  const visitor = await browser.newPage();
  const response = await visitor.goto("/campanha-antiga");
  expect(response?.status()).toBe(404);
  await expect(visitor.getByRole("heading", { level: 1, name: "Este endereço mudou" })).toBeVisible();
  await expect(visitor.getByRole("main").getByRole("link", { name: /login/i })).toHaveAttribute(
    "href",
    "/auth",
  );
  await screenshotWidths(visitor, testInfo, "public-not-found");
  await visitor.close();

  // Put back as it shipped: the other journeys meet the usual page.
  await title.fill("Página não encontrada");
  await publish();
});
