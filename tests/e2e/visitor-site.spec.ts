import type { Page } from "@playwright/test";
import { createConfirmedUser, uniqueEmail } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * What a visitor trips over on the public site: refused forms without JavaScript, the wording,
 * pages no link led to, and being signed in without the header saying so.
 */

const desktop = { width: 1440, height: 900 };
const phone = { width: 375, height: 667 };

test.describe("a refused form without JavaScript", () => {
  test.use({ javaScriptEnabled: false, expectedConsoleErrors: [/status of 400/] });

  for (const [name, viewport] of [
    ["desktop", desktop],
    ["phone", phone],
  ] as const) {
    test(`${name}: the contact form comes back scrolled to an error summary that links to each field`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/modelo-office#contato");
      const form = page.getByRole("form", { name: "Formulário de contato" });
      await form.getByLabel("Nome completo", { exact: true }).fill("Sem Script");
      // Passes the browser's checks, not the server's.
      await form.getByLabel("E-mail").fill("sem@semdominio");
      await form.getByLabel("Telefone / WhatsApp").fill("(11) 98765-4321");
      await form.getByLabel("Cidade", { exact: true }).fill("Osasco");
      await form.getByLabel("Estado").selectOption("SP");
      await form.getByLabel("Mercado atual").selectOption("Contador");
      await form.getByLabel("Quando pretende investir").selectOption("Imediato");
      await form.getByLabel("Forma de pagamento").selectOption("Parcelamento Cartão");
      await form.getByLabel(/Li e concordo/).check();
      await form.getByRole("button", { name: "Quero ser um franqueado" }).click();

      const summary = page.getByRole("alert").filter({ hasText: "Não foi possível enviar" });
      await expect(summary).toBeInViewport({ ratio: 1 });
      await expect(summary).toBeFocused();
      // Still the page's own form, with its amount.
      expect(new URL(page.url()).pathname).toBe("/modelo-office");
      await expect(form.getByLabel("Valor disponível para investir")).toHaveValue("R$ 19.997");
      const link = summary.getByRole("link", { name: "Informe um e-mail válido" });
      await expect(link).toHaveAttribute("href", "#contato-email");
      await expect(page.locator("#contato-email")).toHaveValue("sem@semdominio");
      await page.screenshot({ path: `test-results/visitor-contact-summary-${name}.png` });
    });

    test(`${name}: the expo form comes back scrolled to an error summary that links to each field`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/expo-abf-2025");
      const form = page.getByRole("form", { name: "Formulário de agendamento" });
      await form.getByLabel("Nome completo", { exact: true }).fill("Ana Domingo");
      await form.getByLabel("E-mail", { exact: true }).fill("ana@semdominio");
      await form.getByLabel("Telefone / WhatsApp").fill("(11) 98765-4321");
      await form.getByLabel("Cidade", { exact: true }).fill("Guarulhos");
      await form.getByLabel("Mercado atual").selectOption("Ex-bancário");
      await form.getByLabel("Dia preferido").selectOption("2025-06-28");
      await form.getByLabel("Horário preferido").selectOption("19h-21h");
      await form.getByLabel(/Li e concordo/).check();
      await form.getByRole("button", { name: "Agendar visita" }).click();

      const summary = page.getByRole("alert").filter({ hasText: "Não foi possível agendar" });
      await expect(summary).toBeInViewport({ ratio: 1 });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link", { name: "Informe um e-mail válido" })).toHaveAttribute(
        "href",
        "#agendamento-email",
      );
      await expect(summary.getByRole("link", { name: "Domingo: atendimento até 19h" })).toHaveAttribute(
        "href",
        "#agendamento-preferred_time",
      );
      await expect(page.locator("#agendamento-preferred_time")).toHaveValue("19h-21h");
      await page.screenshot({ path: `test-results/visitor-expo-summary-${name}.png` });
    });
  }
});

test("the error summaries have no accessibility violations (shown here with JavaScript)", async ({
  page,
  allowConsoleErrors,
}) => {
  // axe runs in the page, so this one has JavaScript; the server refuses what the browser lets by.
  allowConsoleErrors(/status of 400/);
  await page.setViewportSize(phone);
  await page.goto("/expo-abf-2025");
  await waitForHydration(page);
  const form = page.getByRole("form", { name: "Formulário de agendamento" });
  await form.getByLabel("Nome completo", { exact: true }).fill("Ana Axe");
  await form.getByLabel("E-mail", { exact: true }).fill("ana@semdominio");
  await form.getByLabel("Telefone / WhatsApp").fill("(11) 98765-4321");
  await form.getByLabel("Cidade", { exact: true }).fill("Guarulhos");
  await form.getByLabel("Mercado atual").selectOption("Ex-bancário");
  await form.getByLabel("Dia preferido").selectOption("2025-06-26");
  await form.getByLabel("Horário preferido").selectOption("15h-17h");
  await form.getByLabel(/Li e concordo/).check();
  await form.getByRole("button", { name: "Agendar visita" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Não foi possível agendar" })).toBeVisible();
  await checkA11y(page);
});

test.describe("the wording", () => {
  test("figures, payment and labels read as Brazilian Portuguese, the same on both forms", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByText("R$ 1,5 milhão", { exact: true })).toBeVisible();
    await expect(page.getByText(/1\.5 Milh/)).toHaveCount(0);
    const contact = page.getByRole("form", { name: "Formulário de contato" });
    await expect(contact.getByLabel("Forma de pagamento").locator("option")).toContainText(["À vista"]);
    await expect(contact.getByLabel("Nome completo", { exact: true })).toBeVisible();
    await expect(contact.getByLabel("E-mail", { exact: true })).toBeVisible();

    await page.goto("/expo-abf-2025");
    const expo = page.getByRole("form", { name: "Formulário de agendamento" });
    await expect(expo.getByLabel("Nome completo", { exact: true })).toBeVisible();
    await expect(expo.getByLabel("E-mail", { exact: true })).toBeVisible();
  });

  test("one promise: a reply within 24 business hours, wherever it is made", async ({ page }) => {
    for (const path of ["/", "/thank-you"]) {
      await page.goto(path);
      const promises = await page
        .locator("main")
        .getByText(/24 horas/)
        .allTextContents();
      expect(promises.length, path).toBeGreaterThan(0);
      for (const text of promises) expect(text, path).toContain("24 horas úteis");
    }
  });
});

async function openPhoneMenu(page: Page) {
  await page.getByRole("banner").getByRole("button", { name: "Abrir menu" }).click();
  return page.getByRole("dialog", { name: "Menu" });
}

test.describe("pages no link led to", () => {
  test("the footer links the solutions page and the expo page", async ({ page }) => {
    await page.goto("/termos");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Soluções lucrativas" }).click();
    await expect(page).toHaveURL(/\/solucoes-lucrativas$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Expo ABF 2025" }).click();
    await expect(page).toHaveURL(/\/expo-abf-2025$/);
  });

  test("the phone menu links them too", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/");
    await waitForHydration(page);
    const menu = await openPhoneMenu(page);
    await menu.getByRole("link", { name: "Expo ABF 2025" }).click();
    await expect(page).toHaveURL(/\/expo-abf-2025$/);
    // The menu closes as the page changes. Opened again at once, even while the new page is
    // still being drawn, it stays open.
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    const again = await openPhoneMenu(page);
    await expect(again.getByRole("link", { name: "Soluções lucrativas" })).toBeVisible();
    await page.screenshot({ path: "test-results/visitor-phone-menu.png" });
  });
});

test.describe("a signed-in visitor who is not an admin", () => {
  test("sees their name in the header instead of 'Login', and can sign out", async ({ page, request }) => {
    const user = await createConfirmedUser(request, uniqueEmail("visitante"));
    await page.setViewportSize(desktop);
    await page.goto("/auth");
    await page.getByLabel("E-mail").fill(user.email);
    await page.getByLabel("Senha").fill(user.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/$/);
    await waitForHydration(page);

    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    const account = header.getByRole("button", { name: "Menu da conta de Usuária de Teste" });
    await expect(account).toBeVisible();
    await expect(account).toContainText("UT");
    await account.click();
    await expect(page.locator("#menu-da-conta").getByText("Conectado como")).toBeVisible();
    await page.screenshot({ path: "test-results/visitor-account-desktop.png" });
    await checkA11y(page);

    // On a phone, the menu says who is signed in.
    await page.setViewportSize(phone);
    await page.keyboard.press("Escape");
    const menu = await openPhoneMenu(page);
    await expect(menu).toContainText("Usuária de Teste");
    await expect(menu.getByRole("link", { name: "Login", exact: true })).toHaveCount(0);
    await page.screenshot({ path: "test-results/visitor-account-phone.png" });
    await menu.getByRole("button", { name: "Sair" }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Logout realizado" })).toBeVisible();
    await page.setViewportSize(desktop);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login", exact: true })).toBeVisible();
  });
});
