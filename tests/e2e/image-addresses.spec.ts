import type { Page } from "@playwright/test";
import { adminAccount, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * An image address that leads nowhere is refused by its field before it is saved: on Media
 * (add by URL) and on Content Management (the logo's image; the page heroes pick theirs from
 * the media library). The e2e server runs in
 * production, so an address on this machine is refused as the private network.
 */

test.describe.configure({ timeout: 90_000 });

const unresolved = "Não foi possível encontrar este endereço";
const privateNetwork = "Este endereço aponta para a rede interna; use um endereço público";

async function openAdmin(page: Page, path: string) {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(path);
  await waitForHydration(page);
}

test("Media: add by URL refuses an address that leads nowhere, by its field", async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  allowConsoleErrors(/status of 400/);
  await openAdmin(page, "/admin/media");
  const form = page.getByRole("region", { name: "Adicionar por URL" });
  const url = form.getByLabel("URL da imagem");

  await url.fill("https://imagem-que-nao-existe.invalid/vitrine.png");
  await form.getByLabel("Nome").fill("Vitrine quebrada");
  await form.getByRole("button", { name: "Adicionar imagem" }).click();
  await expect(form.getByText(unresolved)).toBeVisible();
  await expect(url).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("article", { name: "Vitrine quebrada" })).toHaveCount(0);
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "media-broken-address");

  await url.fill(`https://127.0.0.1:${process.env.E2E_PORT}/media-samples/modelo-prime.webp`);
  await form.getByRole("button", { name: "Adicionar imagem" }).click();
  await expect(form.getByText(privateNetwork)).toBeVisible();
  await expect(page.getByRole("article", { name: "Vitrine quebrada" })).toHaveCount(0);
});

test("Content: a logo image address that leads nowhere is refused by its field", async ({
  page,
  allowConsoleErrors,
}, testInfo) => {
  // The screen's preview tries the typed address too, and the browser reports it broken.
  allowConsoleErrors(/status of 400/, /ERR_NAME_NOT_RESOLVED/);
  await openAdmin(page, "/admin/content");
  const logo = page.getByLabel("Logo Image URL");
  const original = await logo.inputValue();
  await logo.fill("https://imagem-que-nao-existe.invalid/logo.jpg");
  await page.getByRole("button", { name: "Save All Changes" }).first().click();
  await expect(page.getByText(unresolved).first()).toBeVisible();
  await expect(logo).toHaveAttribute("aria-invalid", "true");
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "content-broken-logo-image");
  await page.goto("/admin/content");
  await expect(page.getByLabel("Logo Image URL")).toHaveValue(original);
});
