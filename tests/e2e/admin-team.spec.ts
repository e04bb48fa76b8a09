import type { Browser, Page } from "@playwright/test";
import { adminAccount, expectToast, signIn, uniqueEmail, waitForMail } from "./support/auth";
import { answerConfirmation } from "./support/confirm-dialog";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * The team: an Administrador invites an Editor and a salesperson from Usuários; each accepts the
 * mailed invitation (the dev mailbox stands for their inbox), signs in and finds only what their
 * role may use — a forbidden screen or post sends them back to the dashboard with 'Acesso
 * negado'; disabling someone ends their open session at once.
 */

async function inviteFromUsers(page: Page, email: string, role: "Editor" | "Vendas") {
  const invite = page.getByRole("region", { name: "Convidar pessoa" });
  await invite.getByLabel("E-mail").fill(email);
  await invite.getByLabel("Perfil").selectOption({ label: role });
  await invite.getByRole("button", { name: "Enviar convite" }).click();
  await expectToast(page, "Convite enviado", new RegExp(email.replace(/[.]/g, "\\.")));
}

/** The invited person, in a browser of their own: accepts the mailed link and signs in. */
async function acceptAndSignIn(
  browser: Browser,
  page: Page,
  email: string,
  name: string,
  options: { checkA11y?: boolean } = {},
): Promise<Page> {
  const mail = await waitForMail(page.request, email, (m) => m.link.includes("/auth/convite"));
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const theirs = await context.newPage();
  await theirs.goto(mail.link);
  await expect(theirs.getByRole("heading", { name: "Convite para a equipe" })).toBeVisible();
  if (options.checkA11y) {
    for (const width of [375, 1440]) {
      await theirs.setViewportSize({ width, height: 900 });
      await checkA11y(theirs);
    }
  }
  await waitForHydration(theirs);
  await theirs.getByLabel("Nome completo").fill(name);
  await theirs.getByLabel("Senha", { exact: true }).fill("senha-da-equipe");
  await theirs.getByLabel("Confirmar senha").fill("senha-da-equipe");
  await theirs.getByRole("button", { name: "Criar minha conta" }).click();
  await expect(theirs).toHaveURL(/\/auth$/);
  await expectToast(theirs, "Conta criada");
  await signIn(theirs, { email, password: "senha-da-equipe" });
  await expect(theirs).toHaveURL(/\/admin$/);
  await expect(theirs.getByRole("heading", { name: `Olá, ${name}!` })).toBeVisible();
  return theirs;
}

function sidebarLinks(page: Page) {
  return page
    .getByRole("navigation", { name: "Administração", exact: true })
    .getByRole("link")
    .allTextContents();
}

test("an Administrador invites an Editor and a salesperson; each sees only what their role may use", async ({
  page,
  browser,
}) => {
  test.slow();
  const editorEmail = uniqueEmail("editora");
  const salesEmail = uniqueEmail("vendas");

  await signIn(page, adminAccount);
  await page
    .getByRole("navigation", { name: "Administração", exact: true })
    .getByRole("link", { name: "Usuários" })
    .click();
  await expect(page.getByRole("heading", { name: "Usuários", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await inviteFromUsers(page, editorEmail, "Editor");
  await inviteFromUsers(page, salesEmail, "Vendas");
  const pending = page.getByRole("region", { name: "Convites pendentes" });
  await expect(pending).toContainText(editorEmail);
  await expect(pending).toContainText(salesEmail);
  await checkA11y(page);

  // The Editor: the site's screens, not the leads nor the team.
  const editor = await acceptAndSignIn(browser, page, editorEmail, "Eva Editora", { checkA11y: true });
  expect(await sidebarLinks(editor)).toEqual([
    "Dashboard",
    "Content Management",
    "Páginas",
    "Media",
    "Styling",
    "Redirecionamentos",
    "Forms",
    "Back to Site",
  ]);
  await editor.goto("/admin/forms/submissions");
  await expect(editor).toHaveURL(/\/admin$/);
  await expectToast(editor, "Acesso negado", "O seu perfil (Editor) não dá acesso a esta área do painel.");
  const forbiddenPost = await editor.request.post("/admin/usuarios", {
    form: { intent: "convidar", email: uniqueEmail("intruso"), role: "admin" },
    headers: { origin: new URL(editor.url()).origin },
    maxRedirects: 0,
  });
  expect(forbiddenPost.status()).toBe(303);
  expect(forbiddenPost.headers().location).toBe("/admin");

  // The salesperson: the leads only.
  const sales = await acceptAndSignIn(browser, page, salesEmail, "Vitor Vendas");
  expect(await sidebarLinks(sales)).toEqual(["Dashboard", "Leads", "Campanhas", "Back to Site"]);
  await sales.getByRole("link", { name: "Leads" }).first().click();
  await expect(sales.getByRole("heading", { name: "Forms Management", level: 1 })).toBeVisible();
  await sales.goto("/admin/content");
  await expect(sales).toHaveURL(/\/admin$/);
  await expectToast(sales, "Acesso negado", "O seu perfil (Vendas) não dá acesso a esta área do painel.");

  // The team as the Administrador sees it; disabling the salesperson ends their session now.
  await page.reload();
  const team = page.getByRole("region", { name: "Equipe" });
  await expect(team).toContainText("Eva Editora");
  await expect(team).toContainText("Vitor Vendas");
  await expect(page.getByRole("region", { name: "Convites pendentes" })).toHaveCount(0);
  await waitForHydration(page);
  await team.getByRole("button", { name: "Desativar Vitor Vendas" }).click();
  await answerConfirmation(page, "Desativar o acesso de Vitor Vendas?", "Confirmar");
  await expectToast(page, "Acesso desativado");
  await sales.goto("/admin/forms/submissions");
  await expect(sales).toHaveURL(/\/auth/);

  await page.setViewportSize({ width: 375, height: 800 });
  await checkA11y(page);
  await editor.context().close();
  await sales.context().close();
});
