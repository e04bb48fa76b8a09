import type { Browser, Page } from "@playwright/test";
import { answerConfirmation } from "./confirm-dialog";
import { expect, waitForHydration } from "./fixtures";

/**
 * The Content Management editor of one registry section (/admin/content/<id>), driven as the
 * marketing team does: fields by their form names, the buttons by their labels, the notices they
 * leave. And the public pages as an anonymous visitor gets them (a context without cookies).
 */

export const PREVIEW_BANNER = "Pré-visualização — não publicado";

/** A notice (toast) with this title; a save may take a while on a busy machine. */
export async function expectNotice(page: Page, title: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).first()).toBeVisible({
    timeout: 30_000,
  });
}

export async function openSection(page: Page, sectionId: string) {
  await page.goto(`/admin/content/${sectionId}`);
  await waitForHydration(page);
}

/** The input, select or textarea the form names `name` ("items[0].name", "home.price"). */
export function field(page: Page, name: string) {
  return page.locator(`form#secao [name="${name}"]`);
}

/** Fills text fields and picks options (by their label) in the section's form. */
export async function fillSection(page: Page, values: Record<string, string | { option: string }>) {
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string") await field(page, name).fill(value);
    else await field(page, name).selectOption({ label: value.option });
  }
}

export async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Salvar rascunho" }).click();
  await expectNotice(page, "Rascunho salvo");
}

export async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar" }).click();
  await expectNotice(page, "Seção publicada");
}

export const DISCARD_QUESTION = "O rascunho desta seção será apagado";

/** "Descartar rascunho", answered yes in the page's own dialog. */
export async function discardDraft(page: Page) {
  await page.getByRole("button", { name: "Descartar rascunho" }).click();
  await answerConfirmation(page, DISCARD_QUESTION, "Descartar rascunho");
  await expectNotice(page, "Rascunho descartado");
}

/** "Pré-visualizar": saves the draft and opens the public page in a new tab, which is returned. */
export async function openPreview(page: Page): Promise<Page> {
  const popupPromise = page.waitForEvent("popup");
  await page.getByRole("button", { name: /Pré-visualizar/ }).click();
  const preview = await popupPromise;
  await preview.waitForLoadState();
  await expect(preview.getByText(PREVIEW_BANNER)).toBeVisible();
  return preview;
}

/**
 * The versions list's "Comparar e restaurar" of the `index`-th newest publication (0: the one
 * published now); the comparison region it opens is returned.
 */
export async function compareVersion(page: Page, index: number) {
  await page
    .getByRole("link", { name: /Comparar e restaurar/ })
    .nth(index)
    .click();
  const comparison = page.getByRole("region", { name: /Versão de/ });
  await expect(comparison).toBeVisible();
  return comparison;
}

export async function restoreComparedVersion(page: Page) {
  await page.getByRole("button", { name: "Restaurar como rascunho" }).click();
  await expectNotice(page, "Versão restaurada como rascunho");
}

/** Runs `check` on the public page `path` as an anonymous visitor would get it. */
export async function asVisitor<T>(browser: Browser, path: string, check: (page: Page) => Promise<T>) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    return await check(page);
  } finally {
    await context.close();
  }
}

/** The JSON-LD objects of the page, parsed. */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as unknown;
    return Array.isArray(parsed)
      ? (parsed as Record<string, unknown>[])
      : [parsed as Record<string, unknown>];
  });
}
