import fs from "node:fs";
import path from "node:path";
import { contactLeadFields } from "../support/contact-lead";
import { expectToast, signIn, uniqueEmail } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * Auditoria as an Administrador uses it: Ana publishes a section and opens a lead; on Auditoria
 * both steps are listed under her name, and filtering by action (a plain GET form, so in the
 * address) leaves the lead view alone. axe finds nothing at 375 and 1440 px.
 */

const SECTION = "/admin/content/company";

test("an Administrador's publish and lead view are on Auditoria under her name, filtered by action", async ({
  page,
}) => {
  test.slow();
  const ana = { email: uniqueEmail("ana"), password: "senha-da-ana" };
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set");
  const api = JSON.parse(fs.readFileSync(path.join(dataDir, "admin-api.json"), "utf8")) as { token: string };
  const created = await page.request.post("/api/admin/users", {
    data: { ...ana, name: "Ana Auditora" },
    headers: { authorization: `Bearer ${api.token}` },
  });
  expect(created.status()).toBe(201);
  const leadName = `Lead Auditado ${Date.now()}`;
  const lead = await page.request.post("/api/contato?page=/", {
    multipart: contactLeadFields({ name: leadName }),
  });
  expect(lead.status()).toBe(200);

  await signIn(page, ana);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(SECTION);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expectToast(page, "Seção publicada");

  await page.goto("/admin/forms/submissions");
  await page.getByRole("link", { name: leadName }).click();
  await expect(page.getByRole("heading", { name: leadName })).toBeVisible();

  await page
    .getByRole("navigation", { name: "Administração", exact: true })
    .getByRole("link", { name: "Auditoria" })
    .click();
  await expect(page.getByRole("heading", { name: "Auditoria", level: 1 })).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Pessoa").selectOption({ label: "Ana Auditora" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/pessoa=/);
  const entries = page
    .getByRole("list", { name: "Registros, do mais recente ao mais antigo" })
    .getByRole("listitem");
  const published = entries.filter({ hasText: "Publicou a seção" });
  await expect(published).toHaveCount(1);
  await expect(published).toContainText("Ana Auditora");
  const viewed = entries.filter({ hasText: "Viu o lead" });
  await expect(viewed).toHaveCount(1);
  await expect(viewed).toContainText("Ana Auditora");
  await expect(entries.filter({ hasText: "Entrou" })).toHaveCount(1);

  await page.getByLabel("Ação", { exact: true }).selectOption({ label: "Viu o lead" });
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/acao=lead\.view/);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("Viu o lead");
  await expect(entries.first()).toContainText("Ana Auditora");

  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await checkA11y(page);
  }
});
