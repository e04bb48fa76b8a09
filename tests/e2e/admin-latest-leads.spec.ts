import crypto from "node:crypto";
import { contactLeadFields } from "../support/contact-lead";
import { adminAccount, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * The dashboard's latest submissions read like the lead's own screen (labels, not stored keys)
 * and each row opens that lead.
 */

test("the latest submissions show labels and each row opens its lead", async ({
  page,
  request,
}, testInfo) => {
  test.slow();
  const name = `Lead Recente ${crypto.randomBytes(3).toString("hex")}`;
  const answer = await request.post("/api/contato?page=/", {
    multipart: contactLeadFields({ name, email: "recente@example.com.br" }),
  });
  expect(answer.status()).toBe(200);

  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await waitForHydration(page);

  const table = page.getByRole("table", { name: "As 10 submissões de formulário mais recentes" });
  const row = table.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  for (const label of ["Nome completo", "E-mail", "Telefone / WhatsApp", "Valor disponível para investir"]) {
    await expect(
      row.getByRole("term").filter({ hasText: new RegExp(`^${label.replace("/", "\\/")}$`) }),
    ).toBeVisible();
  }
  for (const key of ["name", "email", "investmentAmount", "interestType"]) {
    await expect(row.getByRole("term").filter({ hasText: new RegExp(`^${key}$`) })).toHaveCount(0);
  }
  await checkA11y(page);
  await row.scrollIntoViewIfNeeded();
  await screenshotWidths(page, testInfo, "dashboard-latest-submissions");

  await row.getByRole("link", { name: new RegExp(`abrir o lead de ${name}`) }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/submissions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
});
