import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";

/** The profitable solutions page and its claims. */

const path = "/solucoes-lucrativas";
const tickerProducts = [
  "Consórcios",
  "Seguros",
  "Financiamentos",
  "Telemedicina",
  "Viagem",
  "Energia Solar",
  "Empréstimos",
];

async function openPage(page: Page) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test("ticker, hero, products, models, testimonials, highlights and the contact form", async ({
  page,
  thirdPartyRequests,
}) => {
  await openPage(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

  // The ticker is read once: its moving copy is hidden from assistive technology.
  const ticker = page.getByRole("list", { name: "Produtos da rede" });
  await expect(ticker.getByRole("listitem")).toHaveText(tickerProducts);
  await expect(page.getByRole("listitem").filter({ hasText: /^Empréstimos$/ })).toHaveCount(1);

  const hero = page.locator("#inicio");
  await expect(hero.getByRole("link", { name: "Quero ser franqueado" })).toHaveAttribute("href", "#contato");

  await expect(page.locator("#produtos").getByRole("heading", { level: 3 })).toContainText(tickerProducts);

  const models = page.locator("#franquias");
  for (const [name, href] of [
    ["Basic", "/modelo-basic"],
    ["Home", "/modelo-home"],
    ["Office", "/modelo-office"],
    ["Loja", "/modelo-loja"],
    ["Prime", "/modelo-prime"],
  ]) {
    await expect(models.getByRole("link", { name: `Saiba mais do modelo ${name}` })).toHaveAttribute(
      "href",
      href,
    );
  }

  const testimonials = page.locator("#depoimentos");
  await expect(testimonials.getByRole("figure")).toHaveCount(3);
  for (const region of ["Região Sul", "Região Sudeste", "Região Nordeste"]) {
    await expect(testimonials.getByRole("figure").filter({ hasText: region })).toContainText(
      /R\$ [\d.]+\/mês/,
    );
  }

  await expect(page.locator("#diferenciais").getByRole("heading", { level: 3 })).toHaveText([
    "Suporte diário",
    "Marketing pronto",
    "Sem necessidade de SUSEP",
    "280 produtos",
  ]);

  await expect(page.locator("#contato").getByRole("form", { name: "Formulário de contato" })).toBeVisible();
  expect(thirdPartyRequests).toEqual([]);
});

test("'Saiba mais' opens the model page", async ({ page }) => {
  await openPage(page);
  await page.getByRole("link", { name: "Saiba mais do modelo Loja" }).click();
  await expect(page).toHaveURL(/\/modelo-loja$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sua loja de soluções financeiras");
});

test("the ticker moves, pauses on request, and stands still for reduced motion", async ({ page }) => {
  await openPage(page);
  // The moving track is the parent of the product list.
  const track = page.getByRole("list", { name: "Produtos da rede" }).locator("..");
  await expect(track).toHaveCSS("animation-play-state", "running");
  // The switch is a checkbox: Space from the keyboard, or a click on its visible button.
  const pause = page.getByRole("checkbox", { name: "Pausar a animação dos produtos" });
  await pause.focus();
  await page.keyboard.press("Space");
  await expect(pause).toBeChecked();
  await expect(track).toHaveCSS("animation-play-state", "paused");
  await pause.locator("..").click();
  await expect(pause).not.toBeChecked();
  // Hovering holds it too; it runs again once the pointer leaves.
  await expect(track).toHaveCSS("animation-play-state", "paused");
  await page.mouse.move(10, 600);
  await expect(track).toHaveCSS("animation-play-state", "running");

  await page.emulateMedia({ reducedMotion: "reduce" });
  await expect(track).toHaveCSS("animation-name", "none");
  await expect(page.getByRole("checkbox", { name: "Pausar a animação dos produtos" })).toBeHidden();
});

test("axe finds nothing", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openPage(page);
  await checkA11y(page);
});
