import type { Page } from "@playwright/test";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * Toasts on the public site: one at a time, in the site's font, clear of the header and its menu
 * button on a phone, and worded in Portuguese (English titles are the admin's only).
 */

async function fillLead(page: Page) {
  const form = page.getByRole("form", { name: "Formulário de contato" });
  await form.getByLabel("Nome completo", { exact: true }).fill("Rita Toast");
  await form.getByLabel("E-mail").fill("rita@example.com.br");
  await form.getByLabel("Telefone / WhatsApp").fill("11987654321");
  await form.getByLabel("Cidade", { exact: true }).fill("Campinas");
  await form.getByLabel("Estado").selectOption("SP");
  await form.getByLabel("Mercado atual").selectOption("Contador");
  await form.getByLabel("Quando pretende investir").selectOption("Imediato");
  await form.getByLabel("Forma de pagamento").selectOption("Parcelamento Cartão");
  await form.getByLabel(/Li e concordo/).check();
  return form;
}

/** The toasts a visitor can see (sonner keeps leaving and hidden ones in the page). */
function visibleToasts(page: Page) {
  return page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');
}

for (const { name, viewport } of [
  { name: "desktop", viewport: { width: 1440, height: 900 } },
  { name: "phone", viewport: { width: 375, height: 667 } },
]) {
  test.describe(name, () => {
    test.use({ viewport });
    // The form's post is made to fail: the browser reports the aborted request.
    test.use({ expectedConsoleErrors: [/Failed to load resource|ERR_FAILED|net::/] });

    test("a failed submission: one Portuguese toast, in the site's font, clear of the header", async ({
      page,
    }) => {
      await page.route("**/api/contato**", (route) => route.abort("failed"));
      await page.goto("/modelo-home#contato");
      await waitForHydration(page);
      const form = await fillLead(page);
      const submit = form.getByRole("button", { name: "Quero ser um franqueado" });
      await submit.click();
      await expect(visibleToasts(page)).toHaveCount(1);
      // A second failure replaces the first rather than piling up.
      await submit.click();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Falha no envio" })).toHaveCount(2);
      await expect(visibleToasts(page)).toHaveCount(1);

      const toast = visibleToasts(page).first();
      await expect(toast).toContainText("Falha no envio");
      await expect(toast).toContainText("Houve um erro ao enviar seu formulário. Tente novamente.");
      await expect(page.getByText("Submission failed")).toHaveCount(0);

      const fonts = await page.evaluate(() => ({
        body: getComputedStyle(document.body).fontFamily,
        toast: getComputedStyle(document.querySelector("[data-sonner-toast]") as Element).fontFamily,
      }));
      expect(fonts.toast).toBe(fonts.body);

      // Nothing of the header (and so not the menu button) is under the toast.
      const header = await page.getByRole("banner").boundingBox();
      await expect(toast).toBeInViewport();
      // Measured where the toast ends up, once its entry slide is over.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))),
      );
      const box = await toast.boundingBox();
      expect(header && box).toBeTruthy();
      if (header && box) {
        const overlaps = box.y < header.y + header.height && box.y + box.height > header.y;
        expect(overlaps, `toast ${JSON.stringify(box)} over header ${JSON.stringify(header)}`).toBe(false);
      }
      await page.screenshot({ path: `test-results/visitor-toast-${name}.png` });
      await checkA11y(page);
    });
  });
}

test("a successful submission's toast is in Portuguese", async ({ page }) => {
  await page.goto("/#contato");
  await waitForHydration(page);
  const form = await fillLead(page);
  await form.getByRole("button", { name: "Quero ser um franqueado" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Formulário enviado com sucesso" });
  await expect(toast.first()).toBeVisible();
  await expect(page.getByText("Form submitted successfully")).toHaveCount(0);
});
