import fs from "node:fs";
import type { Page } from "@playwright/test";
import Papa from "papaparse";
import { legalTextsVersion } from "~/lib/legal-version";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { answerConfirmation, browserDialogs } from "./support/confirm-dialog";
import { checkA11y, expect, test, waitForHydration, waitForPartHydration } from "./support/fixtures";
import { receivedLeads, webhookIdsOfLead } from "./support/lead-receiver";

/**
 * Forms → Submissions: a lead sent on the public site is listed,
 * found, shown in full with its attribution and deliveries, sent again, exported as CSV, and
 * deleted — alone, then all of them.
 */

/** A suffix of letters (the name field is a person's name), different on every run. */
const run = Date.now()
  .toString(26)
  .replace(/\d/g, (digit) => "qrstuvwxyz"[Number(digit)]);

/** Sends the home contact form as a visitor; `landing` is visited first (campaign parameters). */
async function sendLeadOnSite(
  page: Page,
  name: string,
  landing = "/",
  { email = "conceicao@example.com.br", city = "Florianópolis" } = {},
) {
  await page.goto(landing);
  await page.goto("/#contato");
  await waitForHydration(page);
  // What this spec checks is the lead in the admin: the form is filled once its part answers.
  // The part hydrates near the screen; the page may have been scrolled elsewhere meanwhile
  // (the page left for /thank-you had been scrolled down to its button), so bring it there.
  await page.locator("#contato").scrollIntoViewIfNeeded();
  await waitForPartHydration(page, "contato");
  const form = page.getByRole("form", { name: "Formulário de contato" });
  await form.getByLabel("Nome completo", { exact: true }).fill(name);
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Telefone / WhatsApp").fill("48987654321");
  await form.getByLabel("Cidade", { exact: true }).fill(city);
  await form.getByLabel("Estado").selectOption("SC");
  await form.getByLabel("Mercado atual").selectOption("Contador");
  await form.getByLabel("Valor disponível para investir").selectOption("R$ 19.997");
  await form.getByLabel("Quando pretende investir").selectOption("Em até 2 semanas");
  await form.getByLabel("Forma de pagamento").selectOption("Entrada + Parcelamento Cartão");
  await form.getByLabel(/Li e concordo/).check();
  await form.getByRole("button", { name: "Quero ser um franqueado" }).click();
  await expect(page).toHaveURL(/\/thank-you$/);
}

async function deliveriesTo(name: string): Promise<number> {
  return (await receivedLeads()).filter((lead) => lead.formData.name === name).length;
}

async function openSubmissions(page: Page, query = "") {
  await page.goto(`/admin/forms/submissions${query}`);
  await waitForHydration(page);
}

const leadsTable = (page: Page) => page.getByRole("region", { name: "Tabela de leads" });

/**
 * Each test sends the leads it looks at, named with `run` and its own words, and finds them by
 * name: "Remover todas" below empties the list, so no test may count on another's leads, nor on
 * the order the tests run in.
 */

/** Sends, from a campaign landing, the lead the search, the screen and the CSV are about. */
async function sendCampaignLead(page: Page, name: string) {
  await sendLeadOnSite(page, name, `/?utm_source=instagram&utm_medium=social&utm_campaign=verao-${run}`);
}

test("a lead from the site is listed, found, shown with its attribution and delivery, and sent again", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const campaignLead = `Conceição Ávila ${run}`;
  const otherLead = `Bruno Teixeira ${run}`;
  await sendLeadOnSite(page, otherLead);
  await sendCampaignLead(page, campaignLead);
  await expect.poll(() => deliveriesTo(campaignLead), { timeout: 10_000 }).toBe(1);

  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await openSubmissions(page);
  await expect(page.getByRole("heading", { name: "Forms Management", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Submissions" })).toHaveAttribute("aria-current", "page");
  await expect(leadsTable(page).getByRole("link", { name: campaignLead })).toBeVisible();
  await expect(leadsTable(page).getByRole("link", { name: otherLead })).toBeVisible();
  await checkA11y(page);

  // Search without accents or capitals; the filter is in the address.
  await page.getByLabel("Buscar").fill(`conceicao avila ${run}`);
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/[?&]q=conceicao\+avila/);
  await expect(leadsTable(page).getByRole("link", { name: campaignLead })).toBeVisible();
  await expect(leadsTable(page).getByRole("link", { name: otherLead })).toHaveCount(0);
  await expect(page.getByText("1 lead com estes filtros")).toBeVisible();

  await leadsTable(page).getByRole("link", { name: campaignLead }).click();
  await expect(page).toHaveURL(/\/admin\/forms\/submissions\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: campaignLead, level: 2 })).toBeVisible();
  const data = page.getByRole("region", { name: "Dados do formulário" });
  await expect(data).toContainText("Florianópolis");
  await expect(data).toContainText("(48) 98765-4321");
  const origin = page.getByRole("region", { name: "Origem" });
  await expect(origin).toContainText("instagram");
  await expect(origin).toContainText(`verao-${run}`);
  await expect(page.getByRole("region", { name: "Consentimento (LGPD)" })).toContainText(legalTextsVersion);
  const deliveries = page.getByRole("region", { name: "Entregas" });
  await expect(deliveries.getByRole("article", { name: "Entrega 1" })).toContainText("Entregue", {
    timeout: 10_000,
  });
  await expect(deliveries.getByRole("article", { name: "Entrega 1" })).toContainText("HTTP 200");
  await expect(deliveries.getByRole("article", { name: "Entrega 1" })).toContainText(
    "Recebido pelo CRM na tentativa 1",
  );
  await checkA11y(page);

  await waitForHydration(page);
  await deliveries.getByRole("button", { name: "Reenviar" }).click();
  await expectToast(page, "Reenvio agendado", "Uma nova entrega deste lead foi colocada na fila");
  await expect.poll(() => deliveriesTo(campaignLead), { timeout: 10_000 }).toBe(2);
  // The page looks again while a delivery is pending, so the new attempt shows without a reload.
  const resent = deliveries.getByRole("article", { name: "Entrega 2 (reenvio)" });
  await expect(resent).toContainText("HTTP 200", { timeout: 10_000 });
  await expect(resent).toContainText("Entregue");
  await expect(resent).toContainText("Recebido pelo CRM na tentativa 1");
  // Both deliveries carry the lead's id (the one in this page's address): the CRM can drop the repeat.
  const leadId = page.url().split("/").at(-1);
  expect(await webhookIdsOfLead(campaignLead)).toEqual([leadId, leadId]);
});

test("'Exportar CSV' downloads the filtered leads, BOM and accents intact", async ({ page }) => {
  test.setTimeout(60_000);
  const campaignLead = `Conceição Planilha ${run}`;
  await sendCampaignLead(page, campaignLead);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await openSubmissions(page, `?q=${encodeURIComponent(`planilha ${run}`)}`);
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: "Exportar CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = fs.readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const parsed = Papa.parse<Record<string, string>>(bytes.subarray(3).toString("utf8"), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.meta.delimiter).toBe(";");
  expect(parsed.data).toHaveLength(1);
  expect(parsed.data[0]).toMatchObject({
    "Nome completo": campaignLead,
    Cidade: "Florianópolis",
    utm_source: "instagram",
    utm_campaign: `verao-${run}`,
    Formulário: "Contato",
  });
});

test("an unknown lead is a 404 inside the admin", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  const response = await page.goto("/admin/forms/submissions/nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Lead não encontrado" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Voltar para a lista" })).toHaveAttribute(
    "href",
    "/admin/forms/submissions",
  );
});

test("deletes one lead after confirming, then clears all after its confirmation", async ({ page }) => {
  test.setTimeout(60_000);
  const doomed = `Daniela Exclusão ${run}`;
  const kept = `Otávio Mantido ${run}`;
  await sendLeadOnSite(page, kept);
  await sendLeadOnSite(page, doomed);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await openSubmissions(page);
  await leadsTable(page).getByRole("link", { name: doomed }).click();
  await expect(page.getByRole("heading", { name: doomed, level: 2 })).toBeVisible();
  await waitForHydration(page);

  // Cancelling the confirmation (the page's own dialog, not the browser's) keeps the lead.
  const browserBoxes = browserDialogs(page);
  await page.getByRole("button", { name: "Excluir lead" }).click();
  await answerConfirmation(page, "Tem certeza de que deseja excluir este lead?", "Cancelar");
  await expect(page.getByRole("heading", { name: doomed, level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Excluir lead" }).click();
  await answerConfirmation(page, "Tem certeza de que deseja excluir este lead?", "Excluir lead");
  await expect(page).toHaveURL(/\/admin\/forms\/submissions$/);
  await expectToast(page, "Lead excluído");
  await expect(leadsTable(page).getByRole("link", { name: kept })).toBeVisible();
  await expect(leadsTable(page).getByRole("link", { name: doomed })).toHaveCount(0);

  const clearAll = "Are you sure you want to delete all form submissions? This cannot be undone.";
  await page.getByRole("button", { name: "Remover todas" }).click();
  await answerConfirmation(page, clearAll, "Cancel");
  await expect(leadsTable(page).getByRole("link", { name: kept })).toBeVisible();

  await page.getByRole("button", { name: "Remover todas" }).click();
  await answerConfirmation(page, clearAll, "Delete All Submissions");
  await expectToast(page, "Submissões removidas", "Todas as submissões de formulário foram removidas.");
  await expect(leadsTable(page).getByRole("link", { name: kept })).toHaveCount(0);
  await openSubmissions(page, `?q=${encodeURIComponent(kept)}`);
  await expect(page.getByText("Nenhum lead encontrado com estes filtros.")).toBeVisible();
  expect(browserBoxes).toEqual([]);
  await checkA11y(page);
});

test("without JavaScript, deleting a lead is confirmed on the page before anything is removed", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const kept = `Lucas Sem Script ${run}`;
  await sendLeadOnSite(page, kept);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const plain = await context.newPage();
    await signIn(plain, adminAccount);
    await expect(plain).toHaveURL(/\/admin$/);
    await plain.goto(`/admin/forms/submissions?q=${encodeURIComponent(kept)}`);
    await leadsTable(plain).getByRole("link", { name: kept }).click();
    await plain.getByRole("button", { name: "Excluir lead" }).click();
    // No dialog could be shown: the server asks instead, and the lead is still there.
    await expect(plain.getByRole("alert")).toContainText("Tem certeza de que deseja excluir este lead?");
    await expect(plain.getByRole("heading", { name: kept, level: 2 })).toBeVisible();
    await plain.getByRole("button", { name: "Confirmar" }).click();
    await expect(plain).toHaveURL(/\/admin\/forms\/submissions$/);
    await plain.goto(`/admin/forms/submissions?q=${encodeURIComponent(kept)}`);
    await expect(plain.getByText("Nenhum lead encontrado")).toBeVisible();
  } finally {
    await context.close();
  }
});

test("on a phone the list scrolls sideways in a labelled region; list and detail pass axe", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await sendLeadOnSite(page, `Telefone Pequeno ${run}`);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await openSubmissions(page);
  const region = leadsTable(page);
  await expect(region.getByRole("link", { name: `Telefone Pequeno ${run}` })).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/leads-375.png` });
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await checkA11y(page);

  await region.getByRole("link", { name: `Telefone Pequeno ${run}` }).click();
  await expect(page.getByRole("heading", { name: `Telefone Pequeno ${run}`, level: 2 })).toBeVisible();
  await expect(page.getByRole("region", { name: "Entregas" })).toContainText("HTTP 200", { timeout: 10_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await checkA11y(page);
  await context.close();
});

test("a reversed period or an impossible date is said on the screen, by its field; axe finds nothing", async ({
  page,
  allowConsoleErrors,
}) => {
  test.setTimeout(90_000);
  // The filtered page answers 400: the browser notes the failed load.
  allowConsoleErrors(/400/);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await openSubmissions(page);
  await page.getByLabel("De", { exact: true }).fill("2026-11-12");
  await page.getByLabel("Até", { exact: true }).fill("2026-11-10");
  await page.getByRole("button", { name: "Filtrar" }).click();
  const until = page.getByLabel("Até", { exact: true });
  await expect(until).toHaveAttribute("aria-invalid", "true");
  await expect(until).toHaveAccessibleDescription(
    "A data final (Até) é anterior à data inicial (De). Corrija o período.",
  );
  await expect(page.getByRole("alert")).toContainText("Não foi possível aplicar estes filtros.");
  await expect(page.getByText("Nenhum lead encontrado com estes filtros.")).toHaveCount(0);
  await checkA11y(page);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/admin/forms/submissions?de=0000-01-01&q=%00");
  await expect(page.getByLabel("De", { exact: true })).toHaveAccessibleDescription(
    "Data inválida. Use uma data entre 01/01/2000 e 31/12/2100.",
  );
  await expect(page.getByLabel("Buscar", { exact: true })).toHaveAccessibleDescription(
    "A busca contém caracteres inválidos.",
  );
  await checkA11y(page);
});

test("on a wide screen the whole table fits, the delivery column included", async ({ browser }) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const name = `Maria Aparecida dos Santos Vasconcelos ${run}`;
  // Long values, as real leads have: the columns must share the width, not push the last one out.
  await sendLeadOnSite(page, name, "/", {
    email: "maria.aparecida.vasconcelos@escritoriocontabilexemplo.com.br",
    city: "Vila-Bela-da-Santíssima-Trindade",
  });
  await expect.poll(() => deliveriesTo(name), { timeout: 10_000 }).toBe(1);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await openSubmissions(page);
  const region = leadsTable(page);
  const row = region.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Entregue")).toBeVisible();
  // The widest values the other cells take: the expo form's name and the longest delivery status.
  await row.evaluate((tr) => {
    const cells = tr.querySelectorAll("td");
    cells[3].textContent = "Expo ABF 2025";
    const badge = cells[5].querySelector("span");
    if (badge) badge.textContent = "Não enviada";
  });
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/leads-1440.png` });
  // No sideways scroll at this width: every column, the last one too, is on the screen.
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const regionBox = await region.boundingBox();
  const statusBox = await row.getByText("Não enviada").boundingBox();
  expect(statusBox && regionBox && statusBox.x + statusBox.width).toBeLessThanOrEqual(
    (regionBox?.x ?? 0) + (regionBox?.width ?? 0),
  );
  await context.close();
});

test("without JavaScript, the filters by campaign and state narrow the list and its CSV; axe finds nothing on a phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const fromCampaign = `Filtro Campanha ${run}`;
  const direct = `Filtro Direto ${run}`;
  // The direct lead first: a visit keeps its campaign for the leads sent after it.
  await sendLeadOnSite(page, direct);
  await sendCampaignLead(page, fromCampaign);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 375, height: 812 },
  });
  let filtered = "";
  try {
    const plain = await context.newPage();
    await signIn(plain, adminAccount);
    await expect(plain).toHaveURL(/\/admin$/);
    await plain.goto(`/admin/forms/submissions?q=${encodeURIComponent(`Filtro`)}`);
    await plain.getByLabel("Origem (utm_source)").fill("instagram");
    await plain.getByLabel("Campanha (utm_campaign)").fill(`verao-${run}`);
    await plain.getByLabel("UF").selectOption("SC");
    await plain.getByRole("button", { name: "Filtrar" }).click();
    await expect(plain).toHaveURL(/origem=instagram.*campanha=verao-.*uf=SC/);
    await expect(leadsTable(plain).getByRole("link", { name: fromCampaign })).toBeVisible();
    await expect(leadsTable(plain).getByRole("link", { name: direct })).toHaveCount(0);
    // The filters stay in their boxes, and the export takes the same ones.
    await expect(plain.getByLabel("UF")).toHaveValue("SC");
    const csvHref = await plain.getByRole("link", { name: "Exportar CSV" }).getAttribute("href");
    expect(csvHref).toContain(`campanha=verao-${run}`);
    filtered = plain.url();
  } finally {
    await context.close();
  }
  // The filtered screen on a phone, with its scripts: nothing scrolls sideways, axe finds nothing.
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(filtered);
  await waitForHydration(page);
  await expect(leadsTable(page).getByRole("link", { name: fromCampaign })).toBeVisible();
  if (process.env.E2E_SCREENSHOTS)
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/leads-filters-375.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await checkA11y(page);
});
