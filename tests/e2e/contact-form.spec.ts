import type { Page } from "@playwright/test";
import { checkA11y, expect, test, waitForPartHydration } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";
import { receivedLeads } from "./support/lead-receiver";

/** The home contact form, with and without JavaScript. */

async function fillValidLead(page: Page, name = "Fernanda Costa") {
  const form = page.getByRole("form", { name: "Formulário de contato" });
  await form.getByLabel("Nome completo", { exact: true }).fill(name);
  await form.getByLabel("E-mail").fill("fernanda@example.com.br");
  await form.getByLabel("Telefone / WhatsApp").fill("11987654321");
  await form.getByLabel("Cidade", { exact: true }).fill("Santos");
  await form.getByLabel("Estado").selectOption("SP");
  await form.getByLabel("Mercado atual").selectOption("Contador");
  await form.getByLabel("Valor disponível para investir").selectOption("R$ 19.997");
  await form.getByLabel("Quando pretende investir").selectOption("Em até 2 semanas");
  await form.getByLabel("Forma de pagamento").selectOption("Entrada + Parcelamento Cartão");
  await form.getByLabel(/Li e concordo/).check();
  return form;
}

test.describe("contact form with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/#contato");
    // The form's own checks (their Portuguese messages) come with its code, loaded near the screen.
    await waitForPartHydration(page, "contato");
  });

  test("masks the phone as it is typed", async ({ page }) => {
    const phone = page.getByLabel("Telefone / WhatsApp");
    await phone.fill("21987651234");
    await expect(phone).toHaveValue("(21) 98765-1234");
  });

  test("requires every field, in Portuguese", async ({ page }) => {
    await page.getByRole("button", { name: "Quero ser um franqueado" }).click();
    const name = page.getByLabel("Nome completo", { exact: true });
    expect(await name.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
      "Informe seu nome completo",
    );
    await name.fill("Ana");
    await page.getByRole("button", { name: "Quero ser um franqueado" }).click();
    expect(await page.getByLabel("E-mail").evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
      "Informe um e-mail válido",
    );
    await expect(page).toHaveURL(/\/#contato$/);
  });

  test("offers only 'À vista' for R$ 8.997 and forces it", async ({ page }) => {
    const amount = page.getByLabel("Valor disponível para investir");
    const payment = page.getByLabel("Forma de pagamento");
    await expect(amount).toHaveValue("R$ 14.997");
    await expect(payment.locator("option")).toHaveText([
      "Selecione",
      "À vista",
      "Entrada + Parcelamento Cartão",
      "Parcelamento Cartão",
    ]);
    await payment.selectOption("Parcelamento Cartão");
    await amount.selectOption("R$ 8.997");
    await expect(payment.locator("option")).toHaveText(["Selecione", "À vista"]);
    await expect(payment).toHaveValue("À vista");
  });

  test("blocks loan interest with its alert", async ({ page }) => {
    await page.getByLabel("Interesse").selectOption("Empréstimo");
    await expect(page.getByRole("alert")).toHaveText(
      "Este canal não realiza empréstimos. Por favor, entre em contato com um de nossos franqueados.",
    );
    await expect(page.getByRole("button", { name: "Quero ser um franqueado" })).toBeDisabled();
    await page.getByLabel("Interesse").selectOption("Franquia");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Quero ser um franqueado" })).toBeEnabled();
  });

  test("sends, confirms, then toasts and goes to /thank-you after 1.5 s", async ({ page }) => {
    // The post is held until the sending state has been seen.
    const held = await holdRequests(page, "**/api/contato**");
    await fillValidLead(page, "Fernanda Costa JS");
    await page.getByRole("button", { name: "Quero ser um franqueado" }).click();
    await expect(page.getByRole("button", { name: "Enviando..." })).toBeDisabled();
    held.release();
    await expect(
      page.getByRole("heading", { name: "Mensagem enviada! Obrigado pelo seu interesse!" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Enviar novo contato" })).toBeVisible();
    await expect(page.getByText("Formulário enviado com sucesso")).toBeVisible({ timeout: 4000 });
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect
      .poll(async () => (await receivedLeads()).map((l) => l.formData.name))
      .toContain("Fernanda Costa JS");
  });

  test("shows the error toast and returns to idle when sending fails", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/Failed to load resource|net::ERR_FAILED/);
    await page.route("**/api/contato**", (route) => route.abort());
    await fillValidLead(page);
    await page.getByRole("button", { name: "Quero ser um franqueado" }).click();
    await expect(page.getByText("Falha no envio")).toBeVisible();
    await expect(page.getByText("Houve um erro ao enviar seu formulário. Tente novamente.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Quero ser um franqueado" })).toBeEnabled();
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts as a plain form and lands on /thank-you", async ({ page }) => {
    await page.goto("/");
    await fillValidLead(page, "Paulo Sem Script");
    await page.getByRole("button", { name: "Quero ser um franqueado" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect
      .poll(async () => (await receivedLeads()).map((l) => l.formData.name))
      .toContain("Paulo Sem Script");
  });

  test("shows the server's errors in Portuguese and keeps what was typed", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The page comes back with HTTP 400, which Chromium reports in the console.
    allowConsoleErrors(/status of 400/);
    await page.goto("/");
    await fillValidLead(page, "Paulo Erro");
    // Passes the browser's e-mail check, not the server's.
    await page.getByLabel("E-mail").fill("paulo@semdominio");
    await page.getByRole("button", { name: "Quero ser um franqueado" }).click();
    await expect(page.getByText("Informe um e-mail válido").first()).toBeVisible();
    await expect(page.getByLabel("Nome completo", { exact: true })).toHaveValue("Paulo Erro");
    await expect(page.getByLabel("Cidade", { exact: true })).toHaveValue("Santos");
  });
});

test("a visit that lands with campaign parameters keeps them until the lead is sent", async ({ page }) => {
  await page.goto("/?utm_source=google&utm_medium=cpc&utm_campaign=franquia-verao&gclid=TEST-GCLID");
  await page.goto("/privacidade");
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await fillValidLead(page, "Rita Campanha");
  await page.getByRole("button", { name: "Quero ser um franqueado" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect
    .poll(async () => (await receivedLeads()).find((l) => l.formData.name === "Rita Campanha")?.formData)
    .toMatchObject({
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "franquia-verao",
      gclid: "TEST-GCLID",
    });
});

test("an unknown path answers 404 with the not-found page inside the site shell", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/pagina-que-nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(
    page.getByText("A página que você está tentando acessar não existe ou foi movida."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /início/i })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: /login/i })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});

test.describe("accessibility", () => {
  for (const path of ["/", "/thank-you", "/privacidade", "/termos", "/pagina-que-nao-existe"]) {
    test(`axe finds nothing on ${path}`, async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/404/);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto(path);
      await checkA11y(page);
    });
  }
});
