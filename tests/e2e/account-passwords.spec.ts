import {
  createAdmin,
  createConfirmedUser,
  expectToast,
  signIn,
  uniqueEmail,
  waitForMail,
} from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * Passwords without wasted typing: a reset link that no longer works says so as soon as it is
 * opened, and the password fields of Configurações are emptied once the change is saved.
 */

test("a reset link already used says so when it is opened again", async ({ page, request }, testInfo) => {
  test.slow();
  const user = await createConfirmedUser(request, uniqueEmail("link-usado"), "senha-antiga");
  const sent = await request.post("/auth?tab=recuperar", {
    form: { intent: "recuperar", email: user.email },
    headers: { origin: process.env.E2E_BASE_URL ?? "" },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(303);
  const mail = await waitForMail(request, user.email, (m) => m.link.includes("/auth/nova-senha"));

  await page.goto(mail.link);
  await page.getByLabel("Nova senha", { exact: true }).fill("senha-nova-123");
  await page.getByLabel("Confirmar nova senha").fill("senha-nova-123");
  await page.getByRole("button", { name: "Salvar nova senha" }).click();
  await expectToast(page, "Senha alterada");

  await page.goto(mail.link);
  await waitForHydration(page);
  await expect(
    page.getByRole("alert").filter({ hasText: "Este link já foi usado ou expirou" }),
  ).toBeVisible();
  await expect(page.getByLabel("Nova senha", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Salvar nova senha" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Esqueci minha senha" })).toHaveAttribute(
    "href",
    "/auth?tab=recuperar",
  );
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "reset-link-used");
});

test("Configurações: the three password fields are empty after the password is changed", async ({
  page,
  request,
  allowConsoleErrors,
}, testInfo) => {
  test.slow();
  // The refused change at the end is answered 400, which the browser logs.
  allowConsoleErrors(/status of 400/);
  const account = await createAdmin(request, uniqueEmail("senha-limpa"));
  await signIn(page, account);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/settings");
  await waitForHydration(page);
  const current = page.getByLabel("Senha atual");
  const next = page.getByLabel("Nova senha", { exact: true });
  const confirmation = page.getByLabel("Confirmar nova senha");
  await current.fill(account.password);
  await next.fill("outra-senha-nova");
  await confirmation.fill("outra-senha-nova");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expectToast(page, "Senha alterada");
  await expect(current).toHaveValue("");
  await expect(next).toHaveValue("");
  await expect(confirmation).toHaveValue("");
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "settings-after-password-change");

  // A refused change keeps the screen as it was: the message shows, nothing is lost but passwords.
  await current.fill("senha-errada");
  await next.fill("mais-uma-senha");
  await confirmation.fill("mais-uma-senha");
  await page.getByRole("button", { name: "Alterar senha" }).click();
  await expectToast(page, "Erro ao alterar a senha");
});
