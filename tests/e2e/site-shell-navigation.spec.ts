import { expect, test, waitForHydration, waitForPartHydration } from "./support/fixtures";

/**
 * The site shell's server-drawn parts (the footer) stay on screen when the visitor moves to
 * another page without a full load: the router's update reaches them, and they must be drawn
 * again rather than left empty.
 */
test("the footer is still there after following a link to another page", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "Termos de Uso" })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Navegação principal" })
    .getByRole("link", { name: "Franquia Home" })
    .click();
  await expect(page).toHaveURL(/\/modelo-home$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Termos de Uso" })).toBeVisible();
  await footer.getByRole("link", { name: "Termos de Uso" }).click();
  await expect(page).toHaveURL(/\/termos$/);
  await expect(footer.getByRole("link", { name: "Política de Privacidade" })).toBeVisible();
});

test("a move within the home page (an address with #contato) keeps every section drawn", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  // The same page with a fragment: the browser moves within the document (as Back does after a
  // "#…" link), and the router hears of it.
  await page.goto("/#contato");
  const form = page.getByRole("form", { name: "Formulário de contato" });
  await expect(form.getByLabel("Nome completo", { exact: true })).toBeVisible();
  await form.getByLabel("Nome completo", { exact: true }).fill("Teste de rolagem");
  // The sections after the form are still drawn (the FAQ above it, the partners below it).
  await expect(page.getByRole("heading", { name: "Perguntas frequentes", level: 2 })).toBeAttached();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Termos de Uso" })).toBeVisible();
});

test("Back after a link to the contact form keeps every section drawn and working", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Fale conosco" }).first().click();
  await expect(page).toHaveURL(/\/#contato$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { name: "Instituições que confiam na nossa rede", level: 2 }),
  ).toBeAttached();
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Termos de Uso" })).toBeAttached();
  // The FAQ, not yet hydrated when the visitor went Back, still opens its answers.
  const faq = page.locator("section", { has: page.getByRole("heading", { name: "Perguntas frequentes" }) });
  // Near the screen its code comes, and draws it again (the same HTML, now with its handlers).
  await page.locator("#faq").evaluate((element) => element.scrollIntoView());
  await waitForPartHydration(page, "faq");
  await faq.getByText("Qual é o faturamento de uma franquia Cota Fácil?").click();
  await expect(faq.getByText("R$ 20.000 a R$ 100.000")).toBeVisible();
  await expect(faq.getByText("R$ 25.000 e R$ 50.000")).toBeHidden();
});

test("back on the home page without a full load, its text sections are drawn from the page's data", async ({
  page,
}) => {
  // On a page load those sections stay as the server drew them and their texts are not in the
  // page's data (docs/decisions/038); after a client-side navigation they render in the browser.
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await waitForHydration(page);
  await page
    .getByRole("navigation", { name: "Navegação principal" })
    .getByRole("link", { name: "Franquia Home" })
    .click();
  await expect(page).toHaveURL(/\/modelo-home$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Cota Fácil – página inicial" }).click();
  await expect(page).toHaveURL(/\/$/);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Seja um franqueado Cota Fácil e lucre com soluções financeiras",
  );
  for (const heading of [
    "Escolha o modelo ideal para o seu momento",
    "Vantagens de ser um franqueado",
    "Do contrato ao crescimento em 4 passos",
    "Quem é franqueado recomenda",
  ]) {
    await expect(main.getByRole("heading", { name: heading, level: 2 })).toBeAttached();
  }
  await expect(main.getByRole("heading", { name: "Basic", level: 3 })).toBeAttached();
  await expect(main.getByText("Faturamento de R$ 15.000 a R$ 25.000 por mês")).toBeAttached();
  expect(errors).toEqual([]);
});
