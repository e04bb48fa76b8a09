import type { Page } from "@playwright/test";
import { adminAccount, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * An image address that leads nowhere is refused by its field before it is saved, on Media
 * (add by URL): the sections of Content Management (the logo, the page heroes…) pick their
 * images from the media library. The e2e server runs in
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
