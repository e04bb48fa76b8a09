import crypto from "node:crypto";
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { publicPages } from "~/content/registry/pages";
import { contactLeadFields } from "../support/contact-lead";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { answerConfirmation, browserDialogs } from "./support/confirm-dialog";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * The admin dashboard: counters, the leads chart, Site Data
 * Management (snapshots, reset, JSON export and import) and the latest form submissions.
 */

const resetConfirmation =
  "Are you sure you want to reset all site data? A copy of the current data is kept first: you can restore it from Load Saved Data.";
const clearConfirmation = "Are you sure you want to clear all form submissions? This cannot be undone.";

async function openDashboard(page: Page) {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await waitForHydration(page);
}

function counter(page: Page, label: string) {
  return page
    .locator("dl > div")
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator("dd");
}

/** A lead as the public contact form sends it. */
async function sendLead(request: APIRequestContext, name: string) {
  const answer = await request.post("/api/contato?page=/", {
    multipart: contactLeadFields({
      name,
      email: "painel@example.com.br",
      state: "PR",
      investmentAmount: "R$ 44.997",
    }),
  });
  expect(answer.status()).toBe(200);
}

/** The logo text the public home page shows in its header. */
async function publicLogoText(page: Page) {
  const visitor = await page.context().newPage();
  const scripts: string[] = [];
  visitor.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await visitor.goto("/");
  await waitForHydration(visitor);
  const text = await visitor.getByRole("banner").getByRole("link").first().innerText();
  await visitor.close();
  // The charts' code is the admin's alone.
  expect(scripts.filter((url) => /leads-chart|recharts/.test(url))).toEqual([]);
  return text.trim();
}

async function chooseFile(page: Page, name: string, content: string) {
  await page
    .getByLabel("Arquivo para importar")
    .setInputFiles({ name, mimeType: "application/json", buffer: Buffer.from(content) });
  await page.getByRole("button", { name: "Import JSON" }).click();
}

/** Import JSON's second step: the preview of what changes, confirmed. */
async function confirmImport(page: Page, name: string) {
  const preview = page.getByRole("region", { name: `Importar ${name}?` });
  await expect(preview).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/site-data$/);
  await preview.getByRole("button", { name: "Confirmar importação" }).click();
  await expectToast(page, "Data loaded", `The data in ${name} was applied to the site.`);
}

test.describe("admin dashboard", () => {
  test("counters, leads chart and the latest submissions; Clear All Submissions", async ({
    page,
    request,
  }) => {
    // A sign-in, the chart, axe and a confirmation: near the default time on a busy machine.
    test.slow();
    const name = `Lead Painel ${crypto.randomBytes(3).toString("hex")}`;
    await sendLead(request, name);
    await openDashboard(page);

    // Every page of the page registry, whatever it holds.
    await expect(counter(page, "Total Pages")).toHaveText(String(publicPages.length));
    for (const label of ["Content Sections", "Form Fields", "Form Submissions"]) {
      await expect(counter(page, label)).toHaveText(/^\d+$/);
    }
    expect(Number(await counter(page, "Form Submissions").innerText())).toBeGreaterThanOrEqual(1);
    expect(Number(await counter(page, "Form Fields").innerText())).toBeGreaterThanOrEqual(1);

    // The chart is drawn in the browser after hydration; its numbers are also a table.
    await expect(page.locator("[data-leads-chart] svg.recharts-surface").first()).toBeVisible();
    const byState = page.getByRole("figure", { name: "Por estado" });
    await byState.getByText("Ver os números em tabela").click();
    await expect(byState.getByRole("row").filter({ hasText: "PR" })).toBeVisible();

    const table = page.getByRole("table", { name: "As 10 submissões de formulário mais recentes" });
    const row = table.getByRole("row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText("R$ 44.997");
    // The date opens the lead; its link also says whose lead it is, to a screen reader.
    await expect(row.getByRole("cell").first().getByRole("link")).toHaveAccessibleName(
      new RegExp(`^\\d{2}/\\d{2}/\\d{4}, \\d{2}:\\d{2} — abrir o lead de ${name}$`),
    );

    await checkA11y(page);

    const browserBoxes = browserDialogs(page);
    await page.getByRole("button", { name: "Clear All Submissions" }).click();
    await answerConfirmation(page, clearConfirmation, "Clear All Submissions");
    expect(browserBoxes).toEqual([]);
    await expectToast(page, "Submissions cleared");
    // Its own lead is gone. (The empty list and the zero count are checked where no other test
    // sends leads meanwhile: tests/integration/admin-leads.test.ts.)
    await expect(row).toHaveCount(0);
  });

  test("the server's last daily backup, readable at 375 and 1440 px", async ({ page }) => {
    await openDashboard(page);
    const card = page.getByRole("region", { name: "Cópias de segurança" });
    // The server makes the day's backup soon after it starts.
    await expect(async () => {
      await page.reload();
      await expect(card.getByText("Última cópia")).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card).toContainText(/Última cópia\s*\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/);
    await expect(card).toContainText(/Tamanho\s*\d+(,\d)? (KB|MB)/);
    await expect(card).toContainText(/cota-facil-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.backup/);
    await expect(card.getByRole("alert")).toHaveCount(0);
    for (const size of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(size);
      await checkA11y(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      if (process.env.E2E_SCREENSHOTS) {
        await card.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/backups-${size.width}.png` });
      }
    }
  });

  test("Save All Data, Export/Import JSON, Load Saved Data and Reset All Data", async ({
    page,
    allowConsoleErrors,
  }) => {
    // Many steps, each a round trip and a page view: more than the default time on a busy machine.
    test.slow();
    // A refused import answers 400, which the browser logs.
    allowConsoleErrors(/status of 400/);
    await openDashboard(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export JSON" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^cota-facil-dados-do-site-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(fs.readFileSync(await download.path(), "utf8"));
    expect(exported.version).toBe(1);
    const savedLogo = await publicLogoText(page);

    await page.getByRole("button", { name: "Save All Data" }).click();
    await expectToast(page, "All data saved");
    await expect(page.getByText(/^Última cópia salva: \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

    // Import the export with another logo text: first what changes, then, confirmed, the site shows it.
    const importedLogo = `Logo ${crypto.randomBytes(3).toString("hex")}`;
    // The logo is a section: changed when it was published already, else added.
    const published = exported.sections.some((row: { sectionId: string }) => row.sectionId === "logo");
    exported.sections = [
      ...exported.sections.filter((row: { sectionId: string }) => row.sectionId !== "logo"),
      { sectionId: "logo", value: { text: importedLogo, imageUrl: "" } },
    ];
    await chooseFile(page, "dados.json", JSON.stringify(exported));
    const preview = page.getByRole("region", { name: "Importar dados.json?" });
    await expect(preview.getByRole("row", { name: /Seções do site/ })).toHaveText(
      published ? /^\s*Seções do site\s*1\s*0\s*0\s*$/ : /^\s*Seções do site\s*0\s*1\s*0\s*$/,
    );
    expect(await publicLogoText(page)).toBe(savedLogo);
    await preview.getByRole("button", { name: "Confirmar importação" }).click();
    await expectToast(page, "Data loaded", "The data in dados.json was applied to the site.");
    expect(await publicLogoText(page)).toBe(importedLogo);
    await expect(page.getByText(/^Antes de importar · /).first()).toBeVisible();

    // A bad file is refused with a message, and nothing changes.
    await chooseFile(page, "quebrado.json", "{ isto não é json");
    await expectToast(page, "Arquivo recusado", "O arquivo não é um JSON válido.");
    await expect(page.getByText("O arquivo não é um JSON válido.").first()).toBeVisible();
    // A hero title longer than its editor takes: refused with the editor's own message.
    const tooLong = structuredClone(exported);
    const heroValue = {
      title: "x".repeat(201),
      subtitle: "Subtítulo",
      imageSrc: "/images/pages/model-prime.svg",
    };
    tooLong.sections = [
      ...(tooLong.sections ?? []).filter(
        (row: { sectionId: string }) => row.sectionId !== "hero.modelo-prime",
      ),
      { sectionId: "hero.modelo-prime", value: heroValue },
    ];
    await chooseFile(page, "longo.json", JSON.stringify(tooLong));
    await expectToast(
      page,
      "Arquivo recusado",
      "sections.hero.modelo-prime.title: Use no máximo 200 caracteres.",
    );
    await expect(page.getByLabel("Arquivo para importar")).toHaveAttribute("aria-invalid", "true");
    expect(await publicLogoText(page)).toBe(importedLogo);
    const importPage = page.url();
    await page.goto("/admin/content/hero.modelo-prime");
    await page.locator('[name="title"]').fill(heroValue.title);
    await page.getByRole("button", { name: "Salvar rascunho" }).click();
    await expect(page.locator("#campo-title-erro")).toHaveText("Use no máximo 200 caracteres.");
    await page.goto(importPage);

    // Load Saved Data: the list; restoring the copy Save All Data stored asks first.
    await page.getByRole("link", { name: "Dashboard", exact: true }).first().click();
    await page.getByRole("link", { name: "Load Saved Data" }).click();
    await expect(page).toHaveURL(/\/admin\/site-data$/);
    await page
      .getByRole("listitem")
      .filter({ hasText: "Salvo com Save All Data" })
      .first()
      .getByRole("link", { name: /^Restaurar/ })
      .click();
    const restore = page.getByRole("region", { name: /^Restaurar a cópia de \d{2}\/\d{2}\/\d{4}/ });
    // The logo back as it was saved: changed back, or removed when it was not published then.
    await expect(restore.getByRole("row", { name: /Seções do site/ })).toHaveText(
      published ? /^\s*Seções do site\s*1\s*0\s*0\s*$/ : /^\s*Seções do site\s*0\s*0\s*1\s*$/,
    );
    await restore.getByRole("button", { name: "Restaurar esta cópia" }).click();
    await expectToast(page, "Data loaded", /The data saved on \d{2}\/\d{2}\/\d{4}/);
    expect(await publicLogoText(page)).toBe(savedLogo);

    // Reset All Data asks first, in the page's own dialog: cancelled, nothing is sent.
    await chooseFile(page, "de-novo.json", JSON.stringify(exported));
    await confirmImport(page, "de-novo.json");
    await page.getByRole("link", { name: "Dashboard", exact: true }).first().click();
    await waitForHydration(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.postData() ?? "");
    });
    const browserBoxes = browserDialogs(page);
    const reset = page.getByRole("button", { name: "Reset All Data" });
    // It looks destructive: white on the danger red.
    expect(await reset.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      "rgb(185, 28, 28)",
    );
    await reset.click();
    await answerConfirmation(page, resetConfirmation, "Cancel");
    await expect(reset).toBeFocused();
    await page.getByRole("button", { name: "Save All Data" }).click();
    await expectToast(page, "All data saved");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toContain("salvar-dados");
    expect(await publicLogoText(page)).toBe(importedLogo);

    // Confirmed, it restores the defaults, after keeping a copy of what it replaces.
    await reset.click();
    await answerConfirmation(page, resetConfirmation, "Reset All Data");
    await expectToast(page, "Data reset");
    expect(await publicLogoText(page)).toBe("Cota Fácil");
    await expect(counter(page, "Content Sections")).toHaveText("0");
    expect(browserBoxes).toEqual([]);
    await checkA11y(page);
    await page.getByRole("link", { name: "Load Saved Data" }).click();
    const copies = page.getByRole("region", { name: "Cópias salvas" }).getByRole("listitem");
    await expect(copies.first()).toContainText("Antes de redefinir (Reset All Data)");
  });
});
