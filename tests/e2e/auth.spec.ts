import {
  adminAccount,
  createConfirmedUser,
  expectToast,
  signIn,
  uniqueEmail,
  waitForMail,
} from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/** /auth: tabs, forms, messages, redirects, sign-out. */

// Refused forms are answered 400 (invalid fields) or 401 (wrong password), which the browser logs.
const refusedForm = /Failed to load resource: the server responded with a status of (400|401)/;

test.describe("/auth", () => {
  test.use({ expectedConsoleErrors: [refusedForm] });

  test("has the Login and Cadastro tabs, each at its own address", async ({ page }) => {
    await page.goto("/auth");
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("button", { name: "Entrar" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar ao site" })).toHaveAttribute("href", "/");

    await page.getByRole("tab", { name: "Cadastro" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=cadastro$/);
    await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");
    for (const label of ["Nome completo", "E-mail", "Senha", "Confirmar senha"]) {
      await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Criar conta" })).toBeVisible();

    // Arrow keys move between the tabs.
    await page.getByRole("tab", { name: "Cadastro" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: "Login" })).toBeFocused();

    await page.goto("/auth?tab=cadastro");
    await expect(page.getByRole("tab", { name: "Cadastro" })).toHaveAttribute("aria-selected", "true");
  });

  test("shows every validation message of the sign-in and sign-up forms in the browser", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page.getByText("Senha deve ter pelo menos 6 caracteres")).toBeVisible();
    await expect(page.getByLabel("E-mail")).toHaveAttribute("aria-invalid", "true");

    await page.goto("/auth?tab=cadastro");
    await page.getByLabel("Nome completo").fill("Al");
    await page.getByLabel("E-mail").fill("maria@");
    await page.getByLabel("Senha", { exact: true }).fill("12345");
    await page.getByLabel("Confirmar senha").fill("12345");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByText("Nome deve ter pelo menos 3 caracteres")).toBeVisible();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page.getByText("Senha deve ter pelo menos 6 caracteres")).toHaveCount(2);

    await page.getByLabel("Senha", { exact: true }).fill("segredo123");
    await page.getByLabel("Confirmar senha").fill("segredo124");
    await page.getByRole("button", { name: "Criar conta" }).click();
    // 'Senhas não conferem' belongs to the confirmation field.
    const confirmation = page.getByLabel("Confirmar senha");
    await expect(confirmation).toHaveAttribute("aria-invalid", "true");
    const errorId = (await confirmation.getAttribute("aria-describedby"))?.split(" ")[0];
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText("Senhas não conferem");
    await checkA11y(page);
  });

  test("signs up, confirms the e-mail from the mailed link, and signs a user in to /", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("cadastro");
    await page.goto("/auth?tab=cadastro");
    await page.getByLabel("Nome completo").fill("Maria da Silva");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha", { exact: true }).fill("segredo123");
    await page.getByLabel("Confirmar senha").fill("segredo123");
    await page.getByRole("button", { name: "Criar conta" }).click();

    await expectToast(
      page,
      "Cadastro realizado",
      "Sua conta foi criada com sucesso. Verifique seu email para confirmar.",
    );
    // After sign-up the tab is Login again.
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");

    const mail = await waitForMail(request, email);
    expect(mail.subject).toBe("Confirme seu email – Cota Fácil");
    await page.goto(mail.link);
    await expect(page).toHaveURL(/\/auth\?confirmado=1$/);
    await expect(page.getByText("Email confirmado")).toBeVisible();

    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Senha").fill("segredo123");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, "Login bem-sucedido", "Você foi autenticado com sucesso.");
    // Not an admin: the header shows their account instead of 'Login', and /auth leads home.
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Menu da conta de Maria da Silva" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/$/);
  });

  test("refuses a wrong password with its notice", async ({ page }) => {
    await signIn(page, { email: adminAccount.email, password: "senha-errada" });
    await expectToast(page, "Erro ao fazer login", "Email ou senha inválidos.");
    await expect(page.getByRole("alert").filter({ hasText: "Email ou senha inválidos." })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("sends an admin to /admin, and /auth to /admin while signed in", async ({ page }) => {
    await signIn(page, adminAccount);
    await expect(page).toHaveURL(/\/admin$/);
    await expectToast(page, "Login bem-sucedido", "Você foi autenticado com sucesso.");
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Admin", exact: true })).toHaveAttribute(
      "href",
      "/admin",
    );
  });

  test("'Acesso negado' for a signed-in user who opens /admin", async ({ page, request }) => {
    const user = await createConfirmedUser(request, uniqueEmail("usuario"));
    await signIn(page, user);
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/admin/content");
    await expect(page).toHaveURL(/\/$/);
    await expectToast(
      page,
      "Acesso negado",
      "Você não tem privilégios de administrador para acessar esta área.",
    );
  });

  test("sends someone not signed in from /admin to /auth", async ({ page }) => {
    await page.goto("/admin/styling");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fstyling$/);
    await page.getByLabel("E-mail").fill(adminAccount.email);
    await page.getByLabel("Senha").fill(adminAccount.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    // Back where the gate stopped them.
    await expect(page).toHaveURL(/\/admin\/styling$/);
    await expect(page.getByRole("heading", { name: "Styling", level: 1 })).toBeVisible();
  });

  test("signs out: 'Logout realizado', home, and the admin area is closed again", async ({ page }) => {
    await signIn(page, adminAccount);
    await expect(page).toHaveURL(/\/admin$/);
    // Signed out from the screen as it answers to JavaScript (the no-JS way has its own test).
    await waitForHydration(page);
    await page.getByRole("button", { name: /Menu da conta/ }).click();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, "Logout realizado", "Você saiu da sua conta com sucesso.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("resets a forgotten password from the mailed link", async ({ page, request }) => {
    const user = await createConfirmedUser(request, uniqueEmail("esqueci"), "senha-antiga");
    await page.goto("/auth");
    await page.getByRole("link", { name: "Esqueci minha senha" }).click();
    await expect(page).toHaveURL(/\/auth\?tab=recuperar$/);
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByRole("button", { name: "Enviar link" }).click();
    await expectToast(page, "Verifique seu email");
    const mail = await waitForMail(request, user.email, (m) => m.link.includes("/auth/nova-senha"));
    await page.goto(mail.link);
    await page.getByLabel("Nova senha", { exact: true }).fill("senha-nova-123");
    await page.getByLabel("Confirmar nova senha").fill("senha-nova-123");
    await page.getByRole("button", { name: "Salvar nova senha" }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expectToast(page, "Senha alterada");
    await signIn(page, { email: user.email, password: "senha-nova-123" });
    await expect(page).toHaveURL(/\/$/);
  });

  test("has no accessibility violations on Login and Cadastro", async ({ page }) => {
    await page.goto("/auth");
    await checkA11y(page);
    await page.goto("/auth?tab=cadastro");
    await checkA11y(page);
    await page.goto("/auth?tab=recuperar");
    await checkA11y(page);
  });
});

test.describe("/auth without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [refusedForm] });

  test("checks the forms on the server, with the same messages", async ({ page }) => {
    await page.goto("/auth?tab=cadastro");
    await page.getByLabel("Nome completo").fill("Al");
    await page.getByLabel("E-mail").fill("maria@");
    await page.getByLabel("Senha", { exact: true }).fill("segredo123");
    await page.getByLabel("Confirmar senha").fill("outra-senha");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByText("Nome deve ter pelo menos 3 caracteres")).toBeVisible();
    await expect(page.getByText("Email inválido")).toBeVisible();
    await expect(page.getByText("Senhas não conferem")).toBeVisible();
    await expect(page.getByLabel("Nome completo")).toHaveValue("Al");
  });

  test("signs in and out with plain form posts", async ({ page }) => {
    await signIn(page, adminAccount);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText("Login bem-sucedido")).toBeVisible();
    await page.getByRole("button", { name: /Menu da conta/ }).click();
    await page.getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Logout realizado")).toBeVisible();
  });
});
