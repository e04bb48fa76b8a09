import fs from "node:fs";
import path from "node:path";
import { adminAccount, expectToast, signIn, uniqueEmail } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * Two people and one section, in two browsers: the second to open it is told who is editing
 * since when, with read-only, take over and back; they take over and publish, the first is told
 * on their page's next check-in, keeps what they typed and can no longer publish (the server's
 * refusal of such a post is checked in tests/integration/section-conflicts.test.ts). Then
 * Styling: two saves, and the earlier one compared and restored. (Stale saves and their "what
 * differs" are checked on the server in tests/integration/section-conflicts.test.ts.)
 */

const SECTION = "/admin/content/hero.modelo-prime";

test("someone else's open editor is named, taken over, and the first person's publish refused", async ({
  page,
  browser,
}) => {
  test.slow();
  // Maria: a second person, named, through the running server's admin API (as admin:create does).
  const maria = { email: uniqueEmail("maria"), password: "senha-da-maria" };
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set");
  const api = JSON.parse(fs.readFileSync(path.join(dataDir, "admin-api.json"), "utf8")) as { token: string };
  const created = await page.request.post("/api/admin/users", {
    data: { ...maria, name: "Maria Souza" },
    headers: { authorization: `Bearer ${api.token}` },
  });
  expect(created.status()).toBe(201);

  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(SECTION);
  await waitForHydration(page);
  const shippedTitle = await page.getByLabel("Title", { exact: true }).inputValue();

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const marias = await context.newPage();
  await signIn(marias, maria);
  await expect(marias).toHaveURL(/\/admin$/);
  await marias.goto(SECTION);
  const notice = marias.getByRole("status").filter({ hasText: "está editando desde" });
  await expect(notice).toContainText(/ está editando desde \d{2}:\d{2}\./);
  await expect(notice.getByRole("link", { name: "Ver sem editar" })).toBeVisible();
  await expect(notice.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/admin/content");
  await expect(marias.getByLabel("Title", { exact: true })).toBeDisabled();
  for (const width of [375, 1440]) {
    await marias.setViewportSize({ width, height: 900 });
    await checkA11y(marias);
  }

  await waitForHydration(marias);
  await notice.getByRole("button", { name: "Assumir a edição" }).click();
  await expectToast(marias, "Você assumiu a edição");
  await waitForHydration(marias);
  const title = `Prime da Maria ${Date.now() % 10_000}`;
  await marias.getByLabel("Title", { exact: true }).fill(title);
  await marias.getByRole("button", { name: "Publicar" }).click();
  await expectToast(marias, "Seção publicada");

  // The first page, still typing, checks in (as it does every minute, and when it is shown
  // again) and is told; what it typed stays on the page, and it can no longer publish.
  const subtitle = `Subtítulo do admin ${Date.now() % 10_000}`;
  await page.getByLabel("Subtitle", { exact: true }).fill(subtitle);
  await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
  await expect(
    page.getByRole("heading", { name: /^Maria Souza assumiu a edição às \d{2}:\d{2}\.$/ }),
  ).toBeVisible();
  await expect(page.getByLabel("Subtitle", { exact: true })).toHaveValue(subtitle);
  await expect(page.getByRole("button", { name: "Publicar" })).toBeDisabled();
  await marias.reload();
  await expect(marias.getByLabel("Subtitle", { exact: true })).not.toHaveValue(subtitle);

  // Maria puts the shipped title back (the model page's own tests read it) and the admin takes
  // the editing back, so the other specs find the section free for the admin.
  await marias.getByLabel("Title", { exact: true }).fill(shippedTitle);
  await marias.getByRole("button", { name: "Publicar" }).click();
  await expectToast(marias, "Seção publicada");
  await context.close();
  await page.goto(SECTION);
  // Closing Maria's browser lets her mark go (its page's release); if that was not in time, the
  // admin takes the editing back.
  const takeBack = page.getByRole("button", { name: "Assumir a edição" });
  if ((await takeBack.count()) > 0) {
    await takeBack.first().click();
    await expectToast(page, "Você assumiu a edição");
  }
  await expect(page.getByLabel("Title", { exact: true })).toBeEnabled();
});

test("Styling keeps each save as a version, compared and restored", async ({ page }) => {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/styling");
  await waitForHydration(page);
  const primary = page.getByRole("textbox", { name: "Primary", exact: true });
  const before = await primary.inputValue();
  await primary.fill("#1d4ed8");
  await page.getByRole("button", { name: "Save Styles" }).click();
  await expectToast(page, "Styles saved");
  await waitForHydration(page);
  const versions = page.getByRole("region", { name: "Versões salvas" });
  const versionLinks = versions.getByRole("link", { name: /Comparar e restaurar/ });
  const newestBefore = (await versionLinks.first().getAttribute("href")) ?? "";
  await primary.fill("#0f766e");
  await page.getByRole("button", { name: "Save Styles" }).click();
  await expectToast(page, "Styles saved");
  // The list shows the new save once the page's data is read again (the notice may come first).
  await expect(versionLinks.first()).not.toHaveAttribute("href", newestBefore);
  await versionLinks.nth(1).click();
  const comparison = page.getByRole("region", { name: /Versão de/ });
  await expect(comparison.getByRole("row", { name: /Primary/ })).toContainText("#0f766e");
  await expect(comparison.getByRole("row", { name: /Primary/ })).toContainText("#1d4ed8");
  await comparison.getByRole("button", { name: "Restaurar esta versão" }).click();
  await expectToast(page, "Versão restaurada");
  await expect(primary).toHaveValue("#1d4ed8");

  // The theme goes back to what it was, for the other specs.
  await waitForHydration(page);
  await primary.fill(before);
  await page.getByRole("button", { name: "Save Styles" }).click();
  await expectToast(page, "Styles saved");
});
