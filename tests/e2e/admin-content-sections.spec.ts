import type { Browser, Page } from "@playwright/test";
import type { SectionDefinition } from "~/content/registry/define";
import { sections } from "~/content/registry/sections";
import { adminAccount, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";
import { discardDraft } from "./support/section-editor";

/**
 * The content registry's sections on Content Management: the company's WhatsApp number saved
 * as a draft (visitors see no change), previewed by the admin only, published (visitors see it
 * on their next request), then an earlier version compared and restored. Runs on the `company`
 * section (its `whatsapp` field); the number is put back at the end, the other specs share
 * this server's database.
 */

/** A notice (toast) with this title; a save may take a while on a busy machine. */
async function expectNotice(page: Page, title: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).first()).toBeVisible({
    timeout: 30_000,
  });
}

const hasCompany = "company" in sections;
const SECTION = "/admin/content/company";
const PREVIEW_BANNER = "Pré-visualização — não publicado";

/** The page as an anonymous visitor gets it (no cookie), its whole HTML. */
async function visitorHtml(browser: Browser, path: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await page.content();
  } finally {
    await context.close();
  }
}

function whatsapp(page: Page) {
  return page.locator('[name="whatsapp"]');
}

async function publishNumber(page: Page, number: string) {
  await page.goto(SECTION);
  await whatsapp(page).fill(number);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expectNotice(page, "Seção publicada");
}

test.describe("Content Management: registry sections", () => {
  test.skip(!hasCompany, "the company section is declared by the sections work, merged with this one");
  test.describe.configure({ timeout: 180_000 });

  test("draft, preview, publish and restore the WhatsApp number", async ({
    page,
    browser,
    allowConsoleErrors,
  }, testInfo) => {
    // A refused form is answered with HTTP 400 and the form again, which the browser logs.
    allowConsoleErrors(/status of 400/);
    await signIn(page, adminAccount);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/content");
    await page
      .getByRole("link", { name: /Empresa e contato|Company/ })
      .first()
      .click();
    await expect(page).toHaveURL(SECTION);
    await waitForHydration(page);
    const original = await whatsapp(page).inputValue();

    await screenshotWidths(page, testInfo, "content-section");
    await checkA11y(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await checkA11y(page);
    await page.setViewportSize({ width: 1440, height: 900 });

    const draftNumber = "(21) 98888-7777";
    const shown = /98888-?7777/;
    try {
      // A draft changes nothing for visitors.
      await whatsapp(page).fill(draftNumber);
      await page.getByRole("button", { name: "Salvar rascunho" }).click();
      await expectNotice(page, "Rascunho salvo");
      await expect(whatsapp(page)).toHaveValue(draftNumber);
      expect(await visitorHtml(browser, "/")).not.toMatch(shown);

      // The admin's preview shows it, with the banner; the same address gives visitors the published page.
      const popupPromise = page.waitForEvent("popup");
      await page.getByRole("button", { name: /Pré-visualizar/ }).click();
      const preview = await popupPromise;
      await expect(preview.getByText(PREVIEW_BANNER)).toBeVisible();
      expect(await preview.content()).toMatch(shown);
      await preview.close();
      const anonymousPreview = await visitorHtml(browser, "/?pre-visualizar=company");
      expect(anonymousPreview).not.toContain(PREVIEW_BANNER);
      expect(anonymousPreview).not.toMatch(shown);

      // A value the section's rule refuses is shown under the field, and nothing is published.
      await whatsapp(page).fill("123");
      await page.getByRole("button", { name: "Publicar" }).click();
      await expect(whatsapp(page)).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#campo-whatsapp-erro")).not.toBeEmpty();
      expect(await visitorHtml(browser, "/")).not.toMatch(shown);

      // Publishing: the very next request shows it.
      await publishNumber(page, draftNumber);
      expect(await visitorHtml(browser, "/")).toMatch(shown);

      // A later publish, then the earlier version compared and restored.
      await publishNumber(page, "(31) 97777-6666");
      expect(await visitorHtml(browser, "/")).toMatch(/97777-?6666/);
      await page
        .getByRole("link", { name: /Comparar e restaurar/ })
        .nth(1)
        .click();
      const comparison = page.getByRole("region", { name: /Versão de/ });
      await expect(comparison.getByRole("row", { name: /WhatsApp/ })).toContainText(draftNumber);
      await checkA11y(page);
      await page.getByRole("button", { name: "Restaurar como rascunho" }).click();
      await expectNotice(page, "Versão restaurada como rascunho");
      await expect(whatsapp(page)).toHaveValue(draftNumber);
      expect(await visitorHtml(browser, "/")).toMatch(/97777-?6666/);
      await page.getByRole("button", { name: "Publicar" }).click();
      await expectNotice(page, "Seção publicada");
      expect(await visitorHtml(browser, "/")).toMatch(shown);
    } finally {
      await publishNumber(page, original);
    }
  });
});

test("every section opens with its defaults and saves them unchanged as a draft", async ({
  page,
}, testInfo) => {
  const all = Object.entries(sections as Record<string, SectionDefinition>);
  test.skip(all.length === 0, "no section is declared yet");
  test.setTimeout(60_000 + all.length * 20_000);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  for (const [id, definition] of all) {
    await test.step(id, async () => {
      await page.goto(`/admin/content/${id}`);
      await expect(page.getByRole("heading", { level: 1, name: definition.label })).toBeVisible();
      await waitForHydration(page);
      await checkA11y(page);
      await screenshotWidths(page, testInfo, `section-${id}`);
      await page.getByRole("button", { name: "Salvar rascunho" }).click();
      await expectNotice(page, "Rascunho salvo");
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(0);
      // The other specs share this database: leave the section as it was.
      await discardDraft(page);
    });
  }
});

test.describe("Dashboard: before publishing the site", () => {
  const withExamples = Object.values(sections as Record<string, SectionDefinition>).some(
    (section) => section.exampleValues,
  );
  test.skip(
    !withExamples,
    "no section declares example values yet (the sections work, merged with this one)",
  );

  test("lists the example values still published, each linking to its field", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, adminAccount);
    await expect(page).toHaveURL(/\/admin$/);
    const checklist = page.getByRole("region", { name: "Antes de publicar o site" });
    await expect(checklist).toBeVisible();
    const link = checklist.getByRole("link").first();
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/admin\/content\/[\w.-]+#campo-[\w-]+$/);
    await checkA11y(page);
    await link.click();
    await expect(page).toHaveURL(href);
    await expect(page.locator(`#${href.split("#")[1]}`)).toBeVisible();
  });
});

test("an import with a too-long hero title is refused with the hero editor's message", async ({
  page,
  browser,
  allowConsoleErrors,
}) => {
  test.setTimeout(120_000);
  // The refused save answers 400, which the browser reports.
  allowConsoleErrors(/status of 400/);
  const message = "Use no máximo 200 caracteres.";
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);

  // The editor's own words under the field…
  await page.goto("/admin/content/hero.modelo-prime");
  await waitForHydration(page);
  await page.getByLabel("Title", { exact: true }).fill("x".repeat(201));
  await page.getByRole("button", { name: "Salvar rascunho" }).click();
  await expect(page.locator("#campo-title-erro")).toHaveText(message);

  // …are the import's, naming the field (sent without JavaScript, as a plain form).
  const exported = await (await page.request.get("/admin/site-data.json")).json();
  const prime = exported.sections.find((row: { sectionId: string }) => row.sectionId === "hero.modelo-prime");
  exported.sections = [
    ...exported.sections.filter((row: { sectionId: string }) => row.sectionId !== "hero.modelo-prime"),
    { sectionId: "hero.modelo-prime", value: { ...prime?.value, title: "x".repeat(201) } },
  ];
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await signIn(plain, adminAccount);
    await expect(plain).toHaveURL(/\/admin$/);
    await plain.getByLabel("Arquivo para importar").setInputFiles({
      name: "titulo-longo.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(exported)),
    });
    await plain.getByRole("button", { name: "Import JSON" }).click();
    await expect(plain.getByText(`sections.hero.modelo-prime.title: ${message}`).first()).toBeVisible();
  } finally {
    await context.close();
  }
});
