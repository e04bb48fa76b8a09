import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { adminAccount, signIn } from "./support/auth";
import { answerConfirmation } from "./support/confirm-dialog";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * An image the site uses cannot be deleted silently (decision 018): its card on the Media
 * Library says where it is used, with links; the delete question names those places; once
 * confirmed, the page that used it shows its default image instead of a broken one.
 */

const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });

/** A notice (toast) with this title; a save may take a while on a busy machine. */
async function expectNotice(page: Page, title: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).first()).toBeVisible({
    timeout: 30_000,
  });
}

test("deleting an image used by a page hero names the hero, asks, and leaves no broken image", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);

  // An image of the library, put on the Prime page's hero.
  await page.goto("/admin/media");
  await waitForHydration(page);
  const name = `Fachada em uso ${crypto.randomBytes(3).toString("hex")}`;
  const address = "/images/pages/model-office.svg";
  const form = page.getByRole("region", { name: "Adicionar por URL" });
  await form.getByLabel("URL da imagem").fill(address);
  await form.getByLabel("Nome").fill(name);
  await form.getByRole("button", { name: "Adicionar imagem" }).click();
  await expectNotice(page, "Media added");

  await page.goto("/admin/content/hero.modelo-prime");
  await waitForHydration(page);
  await page.getByLabel("Hero Image URL").selectOption({ label: name });
  await page.getByRole("button", { name: "Publicar" }).click();
  await expectNotice(page, "Seção publicada");

  const visitorPage = async () => {
    const context = await browser.newContext();
    try {
      const visitor = await context.newPage();
      await visitor.goto("/modelo-prime");
      return await visitor.content();
    } finally {
      await context.close();
    }
  };
  expect(await visitorPage()).toContain(address);

  // The card says where it is used, with a link to where that is edited.
  await page.goto("/admin/media");
  await waitForHydration(page);
  const item = card(page, name);
  await expect(item).toContainText("Esta imagem é usada em:");
  await expect(item.getByRole("link", { name: "Hero – Prime › Hero Image URL" })).toHaveAttribute(
    "href",
    "/admin/content/hero.modelo-prime#campo-imageSrc",
  );
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "media-in-use");

  // The question names the places; cancelling keeps the image.
  await item.getByRole("button", { name: `Excluir ${name}` }).click();
  await answerConfirmation(page, "Esta imagem é usada em: Hero – Prime", "Cancelar");
  await expect(item).toBeVisible();

  await item.getByRole("button", { name: `Excluir ${name}` }).click();
  await answerConfirmation(page, "Esta imagem é usada em: Hero – Prime", "Excluir");
  await expectNotice(page, "Imagem excluída");
  await expect(item).toHaveCount(0);

  // The hero is back to its default image, not an address that is gone.
  const after = await visitorPage();
  expect(after).not.toContain(address);
  expect(after).toContain("/images/pages/model-prime.svg");
});
