import { contactLeadFields } from "../support/contact-lead";
import { adminAccount, expectToast, signIn, uniqueEmail, waitForMail } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * The team hears of each lead: an address added under Forms Management › 'Avisos por e-mail'
 * gets a mail for the next lead, with the lead's link, through the outbox (the dev mailbox here).
 */

test("an address added in the admin gets a mail for the next lead, and its link opens the lead", async ({
  page,
  request,
  allowConsoleErrors,
}, testInfo) => {
  // The refused address answers 400, which the browser reports on the console.
  allowConsoleErrors(/status of 400/);
  const address = uniqueEmail("vendas");
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/forms/notifications");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Avisos por e-mail" })).toHaveAttribute("aria-current", "page");

  const add = page.getByRole("region", { name: "Adicionar endereço" });
  // A mistyped address is refused where it was typed.
  await add.getByLabel("E-mail").fill("vendas@");
  await add.getByRole("button", { name: "Adicionar" }).click();
  await expect(add.getByText("Informe um e-mail válido.")).toBeVisible();
  await expect(add.getByLabel("E-mail")).toHaveValue("vendas@");

  await add.getByLabel("E-mail").fill(address);
  await add.getByLabel("Quando enviar").selectOption({ label: "Um e-mail a cada lead" });
  await add.getByLabel("Agendamentos da Expo").uncheck();
  await add.getByRole("button", { name: "Adicionar" }).click();
  await expectToast(page, `${address} passa a receber avisos.`);
  const saved = page.getByRole("group", { name: address });
  await expect(saved.getByLabel("Leads do formulário de contato")).toBeChecked();
  await expect(saved.getByLabel("Agendamentos da Expo")).not.toBeChecked();
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "admin-lead-notifications");

  const name = `Lead Avisado ${Date.now()}`;
  const answer = await request.post("/api/contato?page=/modelo-prime", {
    multipart: contactLeadFields({ name, city: "Curitiba", state: "PR" }),
  });
  expect(answer.status()).toBe(200);
  const mail = await waitForMail(request, address, (m) => m.subject.includes(name));
  expect(mail.subject).toBe(`Novo lead: ${name} (Curitiba/PR)`);
  expect(mail.text).toContain("https://wa.me/5511987654321");
  expect(mail.link).toMatch(/\/admin\/forms\/submissions\/[0-9a-f-]{36}$/);

  await page.goto(new URL(mail.link).pathname);
  await expect(page.getByText(name).first()).toBeVisible();

  // Removed, the address hears of nothing more.
  await page.goto("/admin/forms/notifications");
  await page.getByRole("group", { name: address }).getByRole("button", { name: "Remover" }).click();
  await expectToast(page, `${address} não recebe mais avisos.`);
  await expect(page.getByRole("group", { name: address })).toHaveCount(0);
});
