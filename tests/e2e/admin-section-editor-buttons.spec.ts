import type { Page } from "@playwright/test";
import { adminAccount, signIn } from "./support/auth";
import { answerConfirmation } from "./support/confirm-dialog";
import { expect, test } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";
import { DISCARD_QUESTION, expectNotice, field, openSection, saveDraft } from "./support/section-editor";

/**
 * The section editor's buttons and image previews as an admin meets them: 'Publicar' says it is
 * working while the post is on its way, 'Descartar rascunho' asks first, and an image field's
 * preview follows the picker at once and never shows a broken image. On the Loja page's hero,
 * which no other spec edits; each test leaves it as it found it.
 */

test.describe.configure({ timeout: 180_000 });

const SECTION = "hero.modelo-loja";

test.beforeEach(async ({ page }) => {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
});

/** The image previews drawn in the section's form, each with whether it loaded. */
async function previews(page: Page) {
  return page.locator("form#secao img").evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute("src"),
      loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    })),
  );
}

test("'Publicar' is busy while publishing; 'Descartar rascunho' asks in the page's dialog first", async ({
  page,
}) => {
  await openSection(page, SECTION);
  const title = field(page, "title");
  const shipped = await title.inputValue();

  await title.fill(`${shipped} (rascunho)`);
  await saveDraft(page);

  // Cancelled: the draft stays.
  await page.getByRole("button", { name: "Descartar rascunho" }).click();
  await answerConfirmation(page, DISCARD_QUESTION, "Cancelar");
  await expect(title).toHaveValue(`${shipped} (rascunho)`);
  await page.reload();
  await expect(title).toHaveValue(`${shipped} (rascunho)`);

  // Confirmed: the draft is gone, the form shows the published text again.
  await page.getByRole("button", { name: "Descartar rascunho" }).click();
  await answerConfirmation(page, DISCARD_QUESTION, "Descartar rascunho");
  await expectNotice(page, "Rascunho descartado");
  await expect(title).toHaveValue(shipped);
  await expect(page.getByRole("button", { name: "Descartar rascunho" })).toHaveCount(0);

  // Publishing (the text unchanged): the button says so until the server answers.
  const held = await holdRequests(page, `**/admin/content/${SECTION}`);
  // The page being left is what shows the busy button, and while the post is held neither
  // Playwright nor the browser's protocol reads it: the page writes down what its button shows,
  // in this tab's sessionStorage, read once the answer has loaded.
  await page.evaluate(() => {
    const button = document.querySelector<HTMLButtonElement>('button[value="publish"]');
    if (!button) return;
    new MutationObserver(() => {
      if (button.disabled) sessionStorage.setItem("publish-button", button.textContent?.trim() ?? "");
    }).observe(button, { attributes: true, childList: true, subtree: true, characterData: true });
  });
  await page.getByRole("button", { name: "Publicar" }).evaluate((button) => (button as HTMLElement).click());
  held.release();
  await expectNotice(page, "Seção publicada");
  expect(await page.evaluate(() => sessionStorage.getItem("publish-button"))).toBe("Publicando…");
  await expect(page.getByRole("button", { name: "Publicar", exact: true })).toBeEnabled();
});

test("an image field's preview follows the picker before saving, and an image that does not load is never shown broken", async ({
  page,
  allowConsoleErrors,
}) => {
  // The browser reports the missing image it was asked to show (below) in the console.
  allowConsoleErrors(/nao-existe\.png/);
  await openSection(page, SECTION);
  const picker = field(page, "imageSrc");
  const shipped = await picker.inputValue();

  await picker.selectOption({ label: "Modelo Office" });
  await expect
    .poll(() => previews(page))
    .toEqual([{ src: "/media-samples/modelo-office.webp", loaded: true }]);
  await picker.selectOption({ label: "Modelo Home" });
  await expect.poll(() => previews(page)).toEqual([{ src: "/media-samples/modelo-home.webp", loaded: true }]);
  await picker.selectOption({ label: "Nenhuma imagem" });
  await expect.poll(() => previews(page)).toEqual([]);

  // A draft whose image is no longer there (posted as a stale form would): no broken image.
  const origin = new URL(page.url()).origin;
  const saved = await page.request.post(`/admin/content/${SECTION}`, {
    form: {
      intent: "save-draft",
      title: await field(page, "title").inputValue(),
      subtitle: await field(page, "subtitle").inputValue(),
      imageSrc: "/images/nao-existe.png",
    },
    headers: { origin },
  });
  expect(saved.ok()).toBe(true);
  await openSection(page, SECTION);
  await expect(picker).toHaveValue("/images/nao-existe.png");
  await expect(page.locator("form#secao").getByText("Imagem indisponível")).toBeVisible();
  expect(await previews(page)).toEqual([]);

  // Back to the shipped state.
  await page.getByRole("button", { name: "Descartar rascunho" }).click();
  await answerConfirmation(page, DISCARD_QUESTION, "Descartar rascunho");
  await expectNotice(page, "Rascunho descartado");
  await expect(picker).toHaveValue(shipped);
});
