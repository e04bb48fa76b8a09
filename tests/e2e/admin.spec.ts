import { adminAccount, createAdmin, expectToast, signIn, totp, uniqueEmail } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/** The admin shell: sidebar, user menu, landing, settings, sessions. */

test.describe("admin shell", () => {
  test("has the sidebar, highlights the current screen, greets the admin", async ({ page }) => {
    await signIn(page, adminAccount);
    await expect(page).toHaveURL(/\/admin$/);
    const sidebar = page.getByRole("navigation", { name: "Administração", exact: true });
    for (const [name, href] of [
      ["Dashboard", "/admin"],
      ["Content Management", "/admin/content"],
      ["Media", "/admin/media"],
      ["Styling", "/admin/styling"],
      ["Forms", "/admin/forms"],
      ["Back to Site", "/"],
    ]) {
      await expect(sidebar.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    expect((await sidebar.boundingBox())?.width).toBeLessThanOrEqual(240);
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: "Olá, Administrador!" })).toBeVisible();
    await expect(page.getByText("painel de administração")).toBeVisible();
    await expect(page.getByText("Banco de dados conectado.")).toBeVisible();

    for (const [name, title] of [
      ["Content Management", "Content Management"],
      ["Media", "Media Library"],
      ["Styling", "Styling"],
      ["Forms", "Forms Management"],
    ]) {
      await sidebar.getByRole("link", { name, exact: true }).click();
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      await expect(sidebar.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    }
    await checkA11y(page);
  });

  test("user menu: avatar initials, e-mail, Configurações", async ({ page }) => {
    await signIn(page, adminAccount);
    await expect(page).toHaveURL(/\/admin$/);
    // The menu opens once the screen answers to JavaScript.
    await waitForHydration(page);
    const menuButton = page.getByRole("button", { name: /Menu da conta/ });
    await expect(menuButton).toContainText(adminAccount.email.slice(0, 2).toUpperCase());
    await menuButton.click();
    await expect(page.locator("#admin-user-menu")).toContainText(adminAccount.email);
    await page.getByRole("link", { name: "Configurações" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByRole("heading", { name: "Configurações", level: 1 })).toBeVisible();
    await checkA11y(page);
  });

  test("on a phone the sidebar is a drawer", async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page, adminAccount);
    await expect(page).toHaveURL(/\/admin$/);
    // The drawer's button works once the screen answers to JavaScript.
    await waitForHydration(page);
    await expect(page.getByRole("navigation", { name: "Administração", exact: true })).toBeHidden();
    // The sign-in's notice shows below the header, clear of the menu button.
    await expectToast(page, "Login bem-sucedido");
    const menuButton = page.getByRole("button", { name: "Abrir menu de administração" });
    const notice = page.locator("[data-sonner-toast]").first();
    const buttonBox = await menuButton.boundingBox();
    // Polled: the notice slides in from the top before it settles.
    await expect
      .poll(async () => (await notice.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0));
    await menuButton.click();
    const drawer = page.getByRole("navigation", { name: "Administração (menu)" });
    await expect(drawer).toBeVisible();
    await checkA11y(page);
    await drawer.getByRole("link", { name: "Media" }).click();
    await expect(page).toHaveURL(/\/admin\/media$/);
    await expect(drawer).toBeHidden();
    await context.close();
  });

  test("signing out in one tab signs out the other admin tabs", async ({ context }) => {
    const first = await context.newPage();
    await signIn(first, adminAccount);
    await expect(first).toHaveURL(/\/admin$/);
    const second = await context.newPage();
    await second.goto("/admin/forms");
    await expect(second.getByRole("heading", { name: "Forms Management" })).toBeVisible();

    await first.getByRole("button", { name: /Menu da conta/ }).click();
    await first.getByRole("button", { name: "Sair" }).click();
    await expect(first).toHaveURL(/\/$/);
    // The other tab leaves the admin area by itself.
    await expect(second).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fforms$/);
  });

  test("keeps text being edited as a draft when the session ended, and offers it back", async ({
    page,
    context,
  }) => {
    await signIn(page, adminAccount);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/settings");
    await waitForHydration(page);
    const name = page.getByLabel("Nome completo");
    await name.fill("Texto que não pode se perder");
    // The session ends meanwhile (expired on the server).
    const [session] = (await context.cookies()).filter((c) => c.name === "cota.session_token");
    await context.addCookies([{ ...session, value: "sessao-expirada.assinatura" }]);

    await page.getByRole("button", { name: "Salvar perfil" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fsettings$/);
    await expectToast(page, "Sessão encerrada");

    await page.getByLabel("E-mail").fill(adminAccount.email);
    await page.getByLabel("Senha").fill(adminAccount.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);
    await expect(page.getByLabel("Nome completo")).toHaveValue("Administrador");
    await page.getByRole("button", { name: "Restaurar rascunho" }).click();
    await expect(page.getByLabel("Nome completo")).toHaveValue("Texto que não pode se perder");
  });

  test("Configurações: saves the full name, changes the password", async ({ page, request }) => {
    const account = await createAdmin(request, uniqueEmail("perfil"));
    await signIn(page, account);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/settings");
    await page.getByLabel("Nome completo").fill("Joana Prado");
    await page.getByRole("button", { name: "Salvar perfil" }).click();
    await expectToast(page, "Perfil salvo");
    await page.getByRole("link", { name: "Dashboard" }).first().click();
    await expect(page.getByRole("heading", { name: "Olá, Joana Prado!" })).toBeVisible();

    await page.goto("/admin/settings");
    await page.getByLabel("Senha atual").fill(account.password);
    await page.getByLabel("Nova senha", { exact: true }).fill("uma-senha-nova");
    await page.getByLabel("Confirmar nova senha").fill("uma-senha-nova");
    await page.getByRole("button", { name: "Alterar senha" }).click();
    await expectToast(page, "Senha alterada");
    await page.getByRole("button", { name: /Menu da conta/ }).click();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, { email: account.email, password: "uma-senha-nova" });
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("sets up TOTP two-factor sign-in; sign-in then asks for the code (or a recovery code)", async ({
    page,
    request,
    allowConsoleErrors,
  }) => {
    // A wrong code is answered 401.
    allowConsoleErrors(/status of 401/);
    const account = await createAdmin(request, uniqueEmail("dois-fatores"));
    await signIn(page, account);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/settings");
    await page.getByLabel("Sua senha").fill(account.password);
    await page.getByRole("button", { name: "Ativar verificação em duas etapas" }).click();
    const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
    const backupCodes = (await page.getByTestId("backup-codes").getByRole("listitem").allTextContents()).map(
      (c) => c.trim(),
    );
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    await checkA11y(page);

    await page.getByLabel("Código do aplicativo").fill(totp(secret));
    await page.getByRole("button", { name: "Confirmar e ativar" }).click();
    await expectToast(page, "Verificação em duas etapas ativada");
    await expect(page.getByText("Ativada", { exact: true })).toBeVisible();

    // Sign out and in again: the code is asked for.
    await page.getByRole("button", { name: /Menu da conta/ }).click();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, account);
    await expect(page).toHaveURL(/\/auth\?tab=verificacao$/);
    await expect(page.getByRole("heading", { name: "Verificação em duas etapas" })).toBeVisible();
    await checkA11y(page);
    await page.getByLabel("Código", { exact: true }).fill("000000");
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Código inválido" })).toBeVisible();
    // The next time step's code: the one that confirmed the set-up may not sign in again.
    await page.getByLabel("Código", { exact: true }).fill(totp(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // A recovery code works once instead of the app.
    await page.getByRole("button", { name: /Menu da conta/ }).click();
    await page.getByRole("button", { name: "Sair" }).click();
    await signIn(page, account);
    await expect(page).toHaveURL(/\/auth\?tab=verificacao$/);
    await page.getByLabel("Código", { exact: true }).fill(backupCodes[0]);
    await page.getByLabel("Este é um código de recuperação").check();
    await page.getByRole("button", { name: "Verificar" }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
