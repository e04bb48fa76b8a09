import { adminAccount, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * Scheduling from the section editor (docs/decisions/051), as the team does it: the promo
 * banner's end set for a date and time in Brasília, listed on the editor and on Content
 * Management, then cancelled; both screens pass axe on a desktop and on a phone with the
 * schedule listed. That the publication happens on time is tested in
 * tests/integration/scheduled-publications.test.ts (a browser adds nothing to a worker's poll).
 */

// The time in the past is refused with a 400, as every refused form.
test.use({ expectedConsoleErrors: [/status of 400/] });

/** A day about half a year ahead ("2027-06-01"), and how the screens write it at 18:30. */
const ahead = new Date(Date.now() + 180 * 86_400_000).toISOString().slice(0, 10);
const aheadShown = `${ahead.slice(8, 10)}/${ahead.slice(5, 7)}/${ahead.slice(0, 4)}, 18:30`;

test("the promo banner's end is scheduled, listed on Content Management, and cancelled", async ({
  page,
  browser,
}) => {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/content/promo-banner");
  await waitForHydration(page);

  const schedule = page.getByRole("region", { name: "Agendamento" });
  await expect(schedule.getByText("Nada agendado.")).toBeVisible();
  await schedule.getByLabel("Data e hora (horário de Brasília)").fill("2020-01-01T09:00");
  await schedule.getByRole("button", { name: "Agendar fim do banner" }).click();
  await expect(schedule.getByText("Escolha uma data e hora no futuro.")).toBeVisible();

  await schedule.getByLabel("Data e hora (horário de Brasília)").fill(`${ahead}T18:30`);
  await schedule.getByRole("button", { name: "Agendar fim do banner" }).click();
  await expect(schedule.getByText(aheadShown)).toBeVisible();
  await expect(schedule.getByText("Encerrar o banner")).toBeVisible();
  await checkA11y(page);

  await page.goto("/admin/content");
  await waitForHydration(page);
  const listed = page.getByRole("region", { name: "Publicações agendadas" });
  await expect(listed.getByText(aheadShown)).toBeVisible();
  await expect(page.getByRole("link", { name: /Banner promocional\s*Agendada/ })).toBeVisible();
  await checkA11y(page);

  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    const small = await phone.newPage();
    await signIn(small, adminAccount);
    for (const path of ["/admin/content", "/admin/content/promo-banner"]) {
      await small.goto(path);
      await waitForHydration(small);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await checkA11y(small);
    }
  } finally {
    await phone.close();
  }

  // Cancelled: nothing is left waiting (the other specs share this server's database).
  await listed.getByRole("link", { name: "Banner promocional" }).click();
  await waitForHydration(page);
  await page.getByRole("button", { name: /^Cancelar: Encerrar o banner/ }).click();
  await expect(page.getByRole("region", { name: "Agendamento" }).getByText("Nada agendado.")).toBeVisible();
  await page.goto("/admin/content");
  await expect(page.getByRole("region", { name: "Publicações agendadas" })).toHaveCount(0);
});
