import { adminAccount, expectToast, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * Redirecionamentos (docs/decisions/052): an old campaign address that answers 404 shows up on
 * the screen; the team redirects it in one click, and a visitor following the old link lands on
 * the page with the campaign's parameters.
 */

test("a 404 listed on Redirecionamentos is redirected, and the old link leads to the page with its utm", async ({
  page,
  browser,
  allowConsoleErrors,
}, testInfo) => {
  // The 404 page and the refused form answer with their status, which the browser reports.
  allowConsoleErrors(/status of 40[04]/);
  test.setTimeout(120_000);
  const oldPath = `/campanha-antiga-${Date.now()}`;
  const visitor = await browser.newPage();
  const lost = await visitor.goto(`${oldPath}?utm_source=instagram`);
  expect(lost?.status()).toBe(404);

  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByRole("link", { name: "Redirecionamentos" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Redirecionamentos" })).toBeVisible();
  await waitForHydration(page);
  // The server writes its counts every few seconds.
  const notFound = page.getByRole("region", { name: "Endereços não encontrados" });
  const redirectIt = notFound.getByRole("link", { name: `Redirecionar ${oldPath}` });
  await expect(async () => {
    await page.reload();
    await expect(redirectIt).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await redirectIt.click();

  const add = page.getByRole("region", { name: "Novo redirecionamento" });
  await expect(add.getByLabel("Endereço antigo")).toHaveValue(oldPath);
  // A destination that is not a page is refused where it was typed.
  await add.getByLabel("Destino").fill("/modelo-que-nao-existe");
  await add.getByRole("button", { name: "Adicionar" }).click();
  await expect(add.getByText("/modelo-que-nao-existe não é uma página do site.")).toBeVisible();
  await add.getByLabel("Destino").fill("/modelo-prime");
  await add.getByRole("button", { name: "Adicionar" }).click();
  await expectToast(page, `${oldPath} passa a levar a /modelo-prime.`);
  await expect(page.getByRole("group", { name: oldPath })).toBeVisible();
  await expect(redirectIt).toHaveCount(0);
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "admin-redirects");

  const moved = await visitor.goto(`${oldPath}?utm_source=instagram`);
  expect(moved?.status()).toBe(200);
  await expect(visitor).toHaveURL(/\/modelo-prime\?utm_source=instagram$/);
  await visitor.close();

  await page
    .getByRole("group", { name: oldPath })
    .getByRole("button", { name: /Remover/ })
    .click();
  await expectToast(page, `${oldPath} não redireciona mais.`);
  await expect(page.getByRole("group", { name: oldPath })).toHaveCount(0);
});
