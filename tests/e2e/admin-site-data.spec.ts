import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { answerConfirmation, browserDialogs } from "./support/confirm-dialog";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { discardDraft } from "./support/section-editor";

/**
 * Admin screens that must not lose data silently (docs/decisions/012): restoring any snapshot
 * and importing a file show what changes first (with and without JavaScript); edit screens ask
 * before leaving unsaved changes; destructive buttons confirm in the page's own dialog.
 */

// Each test signs in and walks several screens (two browsers in one): more than the default time.
test.describe.configure({ timeout: 90_000 });

const screenshots = path.join("test-results", "screenshots", "admin-site-data");

async function signInAsAdmin(page: Page) {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

async function shoot(page: Page, name: string, axe = true) {
  fs.mkdirSync(screenshots, { recursive: true });
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: path.join(screenshots, `${name}-${width}.png`), fullPage: true });
    if (axe) await checkA11y(page);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const leaveQuestion = "As alterações desta tela ainda não foram salvas.";

test.describe("unsaved changes", () => {
  test("Styling: leaving after 'Restaurar padrões' asks; Continuar editando keeps the changes", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await open(page, "/admin/styling");
    const primary = page.getByLabel("Primary", { exact: true });
    const nav = page.getByRole("navigation").first();

    // Nothing changed: leaving does not ask.
    await nav.getByRole("link", { name: "Media" }).click();
    await expect(page).toHaveURL(/\/admin\/media$/);
    await open(page, "/admin/styling");

    // A saved theme that is not the default, then 'Restaurar padrões' (not saved).
    await primary.fill("#1d4ed8");
    await page.getByRole("button", { name: "Save Styles" }).click();
    await expectToast(page, "Styles saved");
    await page.getByRole("button", { name: "Restaurar padrões" }).click();
    await expect(primary).toHaveValue("#0ea5e9");

    const browserBoxes = browserDialogs(page);
    await nav.getByRole("link", { name: "Media" }).click();
    await answerConfirmation(page, leaveQuestion, "Continuar editando");
    await expect(page).toHaveURL(/\/admin\/styling$/);
    await expect(primary).toHaveValue("#0ea5e9");
    await checkA11y(page);

    await nav.getByRole("link", { name: "Media" }).click();
    await expect(page.getByRole("alertdialog", { name: "Sair sem salvar?" })).toBeVisible();
    await shoot(page, "leave-dialog", false);
    await answerConfirmation(page, leaveQuestion, "Sair sem salvar");
    await expect(page).toHaveURL(/\/admin\/media$/);
    expect(browserBoxes).toEqual([]);

    // The saved theme is still the one saved; put the default back, and saving clears the question.
    await open(page, "/admin/styling");
    await expect(primary).toHaveValue("#1d4ed8");
    await page.getByRole("button", { name: "Restaurar padrões" }).click();
    await page.getByRole("button", { name: "Save Styles" }).click();
    await expectToast(page, "Styles saved");
    await nav.getByRole("link", { name: "Media" }).click();
    await expect(page).toHaveURL(/\/admin\/media$/);
  });

  test("Styling: once 'Sair sem salvar' is chosen, nothing asks again while the next screen loads", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await open(page, "/admin/styling");
    await page.getByLabel("Primary", { exact: true }).fill("#1d4ed8");
    // The next screen's data never comes: the styling screen, changed, stays up meanwhile.
    await page.route("**/admin/media.data**", () => {});
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.dismiss();
    });
    await page.getByRole("navigation").first().getByRole("link", { name: "Media" }).click();
    await answerConfirmation(page, leaveQuestion, "Sair sem salvar");
    await expect(page).toHaveURL(/\/admin\/styling$/);

    // Gone elsewhere through the address bar: the browser's own question does not come.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin$/);
    expect(asked).toEqual([]);
  });

  test("Content: a section editor asks before a link and a reload, not before its own save", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await open(page, "/admin/content/logo");
    const logoText = page.getByLabel("Logo Text");
    const typed = `Logo não salvo ${Date.now()}`;
    await logoText.fill(typed);

    await page.getByRole("link", { name: "Content Management" }).first().click();
    await answerConfirmation(page, leaveQuestion, "Continuar editando");
    await expect(page).toHaveURL(/\/admin\/content\/logo$/);
    await expect(logoText).toHaveValue(typed);

    // Saving the draft is not leaving: no question, and afterwards nothing is left unsaved.
    const browserBoxes = browserDialogs(page);
    await page.getByRole("button", { name: "Salvar rascunho" }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Rascunho salvo" })).toBeVisible();
    await expect(logoText).toHaveValue(typed);
    expect(browserBoxes).toEqual([]);
    await discardDraft(page);
    await expect(logoText).not.toHaveValue(typed);
    await expect(page.getByRole("button", { name: "Restaurar rascunho" })).toHaveCount(0);

    await logoText.fill(typed);
    const asked = new Promise<string>((resolve) => {
      page.once("dialog", (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      });
    });
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe("beforeunload");
  });

  test("Content: a save after the session ended asks to sign in again and keeps what was typed", async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    await open(page, "/admin/content/logo");
    const logoText = page.getByLabel("Logo Text");
    await logoText.fill("Texto digitado antes de a sessão acabar");
    // The session ends meanwhile (expired on the server).
    const [session] = (await context.cookies()).filter((cookie) => cookie.name === "cota.session_token");
    await context.addCookies([{ ...session, value: "sessao-expirada.assinatura" }]);

    await page.getByRole("button", { name: "Salvar rascunho" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fcontent%2Flogo$/);
    await expectToast(page, "Authentication required", "You must be logged in to save content.");

    await page.getByLabel("E-mail").fill(adminAccount.email);
    await page.getByLabel("Senha").fill(adminAccount.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin\/content\/logo$/);
    await waitForHydration(page);
    await expect(logoText).not.toHaveValue("Texto digitado antes de a sessão acabar");
    await page.getByRole("button", { name: "Restaurar rascunho" }).click();
    await expect(logoText).toHaveValue("Texto digitado antes de a sessão acabar");
  });

  test("Styling: a save after the session ended keeps the colours and fonts picked, offered after signing in", async ({
    page,
    context,
  }) => {
    await signInAsAdmin(page);
    await open(page, "/admin/styling");
    const primary = page.getByLabel("Primary", { exact: true });
    const headingFont = page.getByLabel("Heading Font");
    const savedPrimary = await primary.inputValue();
    const savedFont = await headingFont.inputValue();
    const otherFont = await headingFont
      .locator("option")
      .evaluateAll(
        (options, saved) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== saved),
        savedFont,
      );
    await primary.fill("#123456");
    await headingFont.selectOption(otherFont ?? "");
    // The session ends meanwhile (expired on the server).
    const [session] = (await context.cookies()).filter((cookie) => cookie.name === "cota.session_token");
    await context.addCookies([{ ...session, value: "sessao-expirada.assinatura" }]);

    await page.getByRole("button", { name: "Save Styles" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fstyling$/);
    await expectToast(page, "Sessão encerrada", /guardado neste navegador/);

    await page.getByLabel("E-mail").fill(adminAccount.email);
    await page.getByLabel("Senha").fill(adminAccount.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin\/styling$/);
    await waitForHydration(page);
    await expect(primary).toHaveValue(savedPrimary);
    await page.getByRole("button", { name: "Restaurar rascunho" }).click();
    await expect(primary).toHaveValue("#123456");
    await expect(headingFont).toHaveValue(otherFont ?? "");
    await expect(page.getByLabel("Primary: seletor de cor")).toHaveValue("#123456");
    // Not saved: the other specs share this site's styles.
    await primary.fill(savedPrimary);
    await headingFont.selectOption(savedFont);
  });

  test("Forms: another tab of the screen asks while the contact form has changes", async ({ page }) => {
    await signInAsAdmin(page);
    await open(page, "/admin/forms");
    await page.getByLabel("Submit Button Text").fill("Quero saber mais");
    await page
      .getByRole("navigation", { name: "Formulários" })
      .getByRole("link", { name: "Submissions" })
      .click();
    await answerConfirmation(page, leaveQuestion, "Continuar editando");
    await expect(page).toHaveURL(/\/admin\/forms$/);
    await expect(page.getByLabel("Submit Button Text")).toHaveValue("Quero saber mais");
    await page
      .getByRole("navigation", { name: "Formulários" })
      .getByRole("link", { name: "Submissions" })
      .click();
    await answerConfirmation(page, leaveQuestion, "Sair sem salvar");
    await expect(page).toHaveURL(/\/admin\/forms\/submissions$/);
  });
});

test.describe("site data copies", () => {
  test("the list shows date, reason and author; a restore previews its changes; screens at 1440 and 375", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save All Data" }).click();
    await expectToast(page, "All data saved");
    await page.getByRole("link", { name: "Load Saved Data" }).click();
    await expect(page.getByRole("heading", { name: "Cópias dos dados do site", level: 1 })).toBeVisible();
    const copies = page.getByRole("region", { name: "Cópias salvas" }).getByRole("listitem");
    await expect(copies.first()).toContainText(/\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(copies.first()).toContainText("Salvo com Save All Data · Administrador");
    await checkA11y(page);
    await shoot(page, "list");

    await copies
      .first()
      .getByRole("link", { name: /^Restaurar/ })
      .click();
    const preview = page.getByRole("region", { name: /^Restaurar a cópia de/ });
    await expect(preview.getByRole("heading")).toBeFocused();
    await expect(preview.getByRole("table")).toContainText("Textos das páginas");
    await expect(preview).toContainText("Nada muda: os dados são iguais aos do site.");
    // The save's notice fades out over this page; axe would catch it half transparent.
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await checkA11y(page);
    await shoot(page, "restore-preview");

    // Cancelar leaves everything as it was.
    await preview.getByRole("link", { name: "Cancelar" }).click();
    await expect(page).toHaveURL(/\/admin\/site-data$/);
    await expect(preview).toHaveCount(0);
  });

  test("the reset dialog at 375 px, in English throughout: destructive button, focus on Cancel, axe clean", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await waitForHydration(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole("button", { name: "Reset All Data" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Please confirm" });
    await expect(dialog).toContainText("A copy of the current data is kept first");
    await expect(dialog).not.toContainText("cannot be undone");
    await expect(dialog.getByRole("button", { name: "Cancel", exact: true })).toBeFocused();
    await checkA11y(page);
    fs.mkdirSync(screenshots, { recursive: true });
    await page.screenshot({ path: path.join(screenshots, "reset-dialog-375.png") });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: path.join(screenshots, "reset-dialog-1440.png") });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Reset All Data" })).toBeFocused();
  });

  test("without JavaScript: import shows its preview and applies only once confirmed; restore likewise", async ({
    browser,
    page,
  }) => {
    await signInAsAdmin(page);
    const exported = await (await page.request.get("/admin/site-data.json")).json();
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await context.newPage();
      await signIn(plain, adminAccount);
      await expect(plain).toHaveURL(/\/admin$/);
      // The promo banner is a section: the file publishes another text for it.
      const changed = structuredClone(exported);
      const published = changed.sections.some(
        (row: { sectionId: string }) => row.sectionId === "promo-banner",
      );
      changed.sections = [
        ...changed.sections.filter((row: { sectionId: string }) => row.sectionId !== "promo-banner"),
        {
          sectionId: "promo-banner",
          value: { text: "Promoção sem script", deadline: "2035-12-31T23:59:59" },
        },
      ];
      await plain.getByLabel("Arquivo para importar").setInputFiles({
        name: "sem-js.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(changed)),
      });
      await plain.getByRole("button", { name: "Import JSON" }).click();
      const preview = plain.getByRole("region", { name: "Importar sem-js.json?" });
      // Changed when the banner was published already, else added.
      await expect(preview.getByRole("row", { name: /Seções do site/ })).toHaveText(
        published ? /^\s*Seções do site\s*1\s*0\s*0\s*$/ : /^\s*Seções do site\s*0\s*1\s*0\s*$/,
      );
      const home = await plain.request.get("/");
      expect(await home.text()).not.toContain("Promoção sem script");
      await preview.getByRole("button", { name: "Confirmar importação" }).click();
      await expect(plain.getByRole("status").filter({ hasText: "Data loaded" }).first()).toBeVisible();
      expect(await (await plain.request.get("/")).text()).toContain("Promoção sem script");

      // The copy taken before that import, restored: the banner is back.
      const beforeImport = plain
        .getByRole("region", { name: "Cópias salvas" })
        .getByRole("listitem")
        .filter({ hasText: "Antes de importar" })
        .first();
      await beforeImport.getByRole("link", { name: /^Restaurar/ }).click();
      const restore = plain.getByRole("region", { name: /^Restaurar a cópia de/ });
      // Changed back, or removed when it was not published before.
      await expect(restore.getByRole("row", { name: /Seções do site/ })).toHaveText(
        published ? /^\s*Seções do site\s*1\s*0\s*0\s*$/ : /^\s*Seções do site\s*0\s*0\s*1\s*$/,
      );
      await restore.getByRole("button", { name: "Restaurar esta cópia" }).click();
      await expect(plain.getByRole("status").filter({ hasText: "Data loaded" }).first()).toBeVisible();
      expect(await (await plain.request.get("/")).text()).not.toContain("Promoção sem script");
    } finally {
      await context.close();
    }
  });
});
