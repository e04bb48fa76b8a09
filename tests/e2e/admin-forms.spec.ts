import type { Browser, Page } from "@playwright/test";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { receivedLeads } from "./support/lead-receiver";

/**
 * /admin/forms, tab 'Contact Form': what the admin
 * saves there is what a visitor sees and gets on the public contact form.
 */

const defaults = {
  cityLabel: "Cidade",
  submitButtonText: "Quero ser um franqueado",
  successMessage: "Mensagem enviada! Obrigado pelo seu interesse!",
  redirectUrl: "/thank-you",
};

async function openFormsScreen(page: Page) {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/forms");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Forms Management", level: 1 })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save Form Settings" }).click();
  await expectToast(page, "Formulário salvo", "As configurações do formulário foram salvas com sucesso.");
}

/** A visitor in a browser of their own (no admin session) on the home page's form. */
async function visitorOnHome(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto("/#contato");
  await waitForHydration(page);
  return { context, page, form: page.getByRole("form", { name: "Formulário de contato" }) };
}

async function fillLeadWithoutCity(page: Page, name: string) {
  const form = page.getByRole("form", { name: "Formulário de contato" });
  await form.getByLabel("Nome completo", { exact: true }).fill(name);
  await form.getByLabel("E-mail").fill("visitante@example.com.br");
  await form.getByLabel("Telefone / WhatsApp").fill("11987654321");
  await form.getByLabel("Estado").selectOption("SP");
  await form.getByLabel("Mercado atual").selectOption("Contador");
  await form.getByLabel("Quando pretende investir").selectOption("Imediato");
  await form.getByLabel("Forma de pagamento").selectOption("À vista");
  await form.getByLabel(/Li e concordo/).check();
}

test.describe("Forms Management: Contact Form", () => {
  // Leave the form as the other specs expect it, whatever happened here.
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await openFormsScreen(page);
    const city = page.getByRole("group", { name: "Cidade", exact: true });
    await city.getByLabel("Label").fill(defaults.cityLabel);
    const required = city.getByRole("switch", { name: "Required" });
    if ((await required.getAttribute("aria-checked")) !== "true") await required.click();
    await page.getByLabel("Submit Button Text").fill(defaults.submitButtonText);
    await page.getByLabel("Success Message").fill(defaults.successMessage);
    await page.getByLabel("Redirect URL After Submission").fill(defaults.redirectUrl);
    await page.getByLabel("Webhook URL").fill("");
    await save(page);
    await page.close();
  });

  test("a new label, an optional field, the button text and the redirect reach the public form", async ({
    page,
    browser,
  }) => {
    await openFormsScreen(page);
    const city = page.getByRole("group", { name: "Cidade", exact: true });
    await expect(city.getByLabel("Label")).toHaveValue("Cidade");
    await city.getByLabel("Label").fill("Cidade onde mora");
    const required = city.getByRole("switch", { name: "Required" });
    await expect(required).toHaveAttribute("aria-checked", "true");
    await required.click();
    await expect(required).toHaveAttribute("aria-checked", "false");
    await page.getByLabel("Submit Button Text").fill("Quero conhecer a franquia");
    await page.getByLabel("Redirect URL After Submission").fill("/privacidade");
    await save(page);

    // Still there after a reload: it was stored.
    await page.reload();
    await expect(city.getByLabel("Label")).toHaveValue("Cidade onde mora");
    await expect(required).toHaveAttribute("aria-checked", "false");

    const visitor = await visitorOnHome(browser);
    const cityInput = visitor.form.getByLabel("Cidade onde mora");
    await expect(cityInput).toBeVisible();
    await expect(cityInput).not.toHaveAttribute("required");
    await expect(visitor.form.getByLabel("Nome completo", { exact: true })).toHaveAttribute("required");
    await fillLeadWithoutCity(visitor.page, "Visitante Sem Cidade");
    await visitor.form.getByRole("button", { name: "Quero conhecer a franquia" }).click();
    await expect(visitor.page).toHaveURL(/\/privacidade$/);
    await expect
      .poll(
        async () => (await receivedLeads()).find((l) => l.formData.name === "Visitante Sem Cidade")?.formData,
      )
      .toMatchObject({ city: "", state: "SP" });
    await visitor.context.close();
  });

  test("with an empty redirect the visitor sees the saved success message and stays", async ({
    page,
    browser,
  }) => {
    await openFormsScreen(page);
    await page.getByLabel("Success Message").fill("Recebemos seus dados, até breve!");
    await page.getByLabel("Redirect URL After Submission").fill("");
    await save(page);

    const visitor = await visitorOnHome(browser);
    await fillLeadWithoutCity(visitor.page, "Visitante Sem Redirect");
    const cityInput = visitor.form.getByLabel(/^Cidade/);
    await cityInput.fill("Santos");
    await visitor.form.getByRole("button", { name: /^Quero/ }).click();
    await expect(
      visitor.page.getByRole("heading", { name: "Recebemos seus dados, até breve!" }),
    ).toBeVisible();
    // The toast comes when a redirect would have happened; the page stays.
    await expect(visitor.page.getByText("Formulário enviado com sucesso")).toBeVisible({ timeout: 4000 });
    await expect(visitor.page).toHaveURL(/\/#contato$/);
    await visitor.context.close();
  });

  test("a bad webhook URL is shown by its field, in the browser and from the server", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The refused save answers HTTP 400, which Chromium reports in the console.
    allowConsoleErrors(/status of 400/);
    await openFormsScreen(page);
    const webhook = page.getByLabel("Webhook URL");
    await webhook.fill("ftp://crm.example.com/leads");
    await page.getByRole("button", { name: "Save Form Settings" }).click();
    await expect(webhook).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Informe uma URL válida (http:// ou https://)")).toBeVisible();

    // Well formed, but pointing at this machine: the server refuses it in production.
    await webhook.fill("http://127.0.0.1:9/leads");
    await page.getByRole("button", { name: "Save Form Settings" }).click();
    await expectToast(
      page,
      "Erro ao salvar",
      "Ocorreu um problema ao salvar as configurações do formulário.",
    );
    await expect(
      page.getByText("Este endereço aponta para a rede interna; use um endereço público"),
    ).toBeVisible();
    await expect(webhook).toHaveAttribute("aria-invalid", "true");

    // An empty label is refused too, next to the field.
    const phoneLabel = page.getByRole("group", { name: "Telefone", exact: true }).getByLabel("Label");
    await webhook.fill("");
    await phoneLabel.fill("");
    await page.getByRole("button", { name: "Save Form Settings" }).click();
    await expect(page.getByText("Informe o label do campo")).toBeVisible();
    await expect(phoneLabel).toHaveAttribute("aria-invalid", "true");
  });

  test("axe finds nothing on /admin/forms, on a wide screen and on a phone", async ({ page }) => {
    await openFormsScreen(page);
    await checkA11y(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole("button", { name: "Save Form Settings" })).toBeVisible();
    await checkA11y(page);
  });
});
