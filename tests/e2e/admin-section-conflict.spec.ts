import fs from "node:fs";
import path from "node:path";
import { adminAccount, expectToast, signIn, uniqueEmail } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * Two people with one section open in two browsers: Maria publishes a new title; the other, whose
 * page is older, changes only the subtitle and publishes. That publish is refused with who and
 * when, keeps the typing, shows what differs, and the form holds Maria's title with the subtitle
 * on top — publishing again keeps both.
 */

const SECTION = "/admin/content/hero.modelo-prime";

// The refused publish answers 409 Conflict, which the browser reports in its console.
test.use({ expectedConsoleErrors: [/status of 409 \(Conflict\)/] });

test("a publish over someone else's newer one is refused, keeps the typing, and applies on top", async ({
  page,
  browser,
}) => {
  test.slow();
  // Maria: a second admin, named, through the running server's admin API (as admin:create does).
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
  // The shipped texts, published again at the end: the model page's own tests read them.
  const shipped = {
    title: await page.getByLabel("Title", { exact: true }).inputValue(),
    subtitle: await page.getByLabel("Subtitle", { exact: true }).inputValue(),
  };

  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const marias = await context.newPage();
  await signIn(marias, maria);
  await expect(marias).toHaveURL(/\/admin$/);
  await marias.goto(SECTION);
  await waitForHydration(marias);
  const title = `Prime da Maria ${Date.now() % 10_000}`;
  await marias.getByLabel("Title", { exact: true }).fill(title);
  await marias.getByRole("button", { name: "Publicar" }).click();
  await expectToast(marias, "Seção publicada");

  // The older page: only the subtitle changes.
  const subtitle = `Subtítulo do admin ${Date.now() % 10_000}`;
  await page.getByLabel("Subtitle", { exact: true }).fill(subtitle);
  await page.getByRole("button", { name: "Publicar" }).click();
  const conflict = page.getByRole("alert").filter({ hasText: "Maria Souza publicou esta seção às" });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByRole("table")).toContainText(title);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Subtitle", { exact: true })).toHaveValue(subtitle);
  await checkA11y(page);

  await waitForHydration(page);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expectToast(page, "Seção publicada");
  await marias.reload();
  await expect(marias.getByLabel("Title", { exact: true })).toHaveValue(title);
  await expect(marias.getByLabel("Subtitle", { exact: true })).toHaveValue(subtitle);
  await context.close();

  await page.reload();
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill(shipped.title);
  await page.getByLabel("Subtitle", { exact: true }).fill(shipped.subtitle);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expectToast(page, "Seção publicada");
});
