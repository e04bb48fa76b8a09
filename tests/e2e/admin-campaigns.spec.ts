import { contactLeadFields } from "../support/contact-lead";
import { adminAccount, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration, waitForPartHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * Campaigns measured: a visitor from an ad sees two pages with the campaign's parameters, moves
 * inside the site and sends a lead from the second page; Campanhas shows the visits, the lead
 * under its landing page and campaign, and the conversion, and its row opens the lead.
 */

// A browser as visitors have (a headless one is left out as a robot), new to the site on this run.
const visitorAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Visit/${Date.now()}`;

test("visits from a campaign and a lead from its second page show up in Campanhas with the conversion", async ({
  browser,
  baseURL,
  page,
}, testInfo) => {
  // Two sign-ins' worth of pages, and up to one 10-second batch of counted views to wait for.
  test.setTimeout(90_000);
  const campaign = `verao-${Date.now()}`;
  const ad = `utm_source=buscador&utm_medium=cpc&utm_campaign=${campaign}`;
  const visitor = await browser.newContext({ baseURL, userAgent: visitorAgent });
  const tab = await visitor.newPage();
  const beacons: string[] = [];
  tab.on("request", (request) => {
    if (request.url().endsWith("/api/v")) beacons.push(JSON.parse(request.postData() ?? "{}").p);
  });
  await tab.goto(`/modelo-prime?${ad}`);
  await waitForHydration(tab);
  await tab.goto(`/?${ad}`);
  await waitForHydration(tab);
  // The lead from the second page, with this visit's cookie (its campaign and landing page).
  const name = `Lead da Campanha ${Date.now()}`;
  const answer = await tab.request.post("/api/contato?page=/", { multipart: contactLeadFields({ name }) });
  expect(answer.status()).toBe(200);
  // A navigation inside the site is a view too.
  await tab.getByRole("contentinfo").getByRole("link", { name: "Termos de Uso" }).click();
  await expect(tab).toHaveURL(/\/termos$/);
  await expect.poll(() => beacons).toEqual(["/modelo-prime", "/", "/termos"]);
  await visitor.close();

  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole("navigation", { name: "Administração", exact: true })
    .getByRole("link", { name: "Campanhas" })
    .click();
  await expect(page.getByRole("heading", { name: "Campanhas", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Últimos 7 dias" }).click();
  await expect(page).toHaveURL(/periodo=7$/);
  // The views are written every 10 seconds: the report shows them after the next batch.
  const campaignRow = page
    .getByRole("region", { name: "Por campanha", exact: true })
    .getByRole("row", { name: new RegExp(`buscador / cpc / ${campaign}`) });
  const pageRow = page
    .getByRole("region", { name: "Por página", exact: true })
    .getByRole("row", { name: /\/termos/ });
  // The row shows as soon as the lead is stored; its visits, with the next batch. The view of
  // /termos came last and may be written a batch later than the campaign's two.
  // Two visits started from the campaign, one visitor, one lead: a conversion of 100%.
  await expect(async () => {
    await page.reload();
    await expect(campaignRow.getByRole("cell")).toHaveText(["2", "1", "1", "0", "100%"], { timeout: 1_000 });
    await expect(pageRow).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const landingRow = page
    .getByRole("region", { name: "Por página de entrada", exact: true })
    .getByRole("row", { name: /^\/:/ });
  await expect(landingRow).toBeVisible();

  await checkA11y(page);
  await screenshotWidths(page, testInfo, "admin-campaigns");
  await page.setViewportSize({ width: 375, height: 812 });
  await checkA11y(page);
  await page.setViewportSize({ width: 1440, height: 900 });

  const csv = await page.request.get(
    (await page.getByRole("link", { name: "Exportar CSV" }).getAttribute("href")) ?? "",
  );
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`Campanha;;buscador;cpc;${campaign};2;1;1;0;100,0`);

  // The row opens the leads list filtered to it: the lead, with its landing page on its screen.
  await campaignRow.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`campanha=${campaign}`));
  await page.getByRole("link", { name }).click();
  await expect(page.getByText("Página de entrada")).toBeVisible();
  await expect(page.getByText("/modelo-prime")).toHaveCount(0);
});

test("a direct visit's lead keeps the page it landed on, shown on the lead and in Campanhas", async ({
  browser,
  baseURL,
  page,
}) => {
  const visitor = await browser.newContext({ baseURL, userAgent: `${visitorAgent} Direct` });
  const tab = await visitor.newPage();
  // Typed or from a bookmark: no campaign, no outside site. The page is the cached one; the
  // beacon's answer keeps the landing page for the lead.
  const beaconAnswer = tab.waitForResponse((response) => response.url().endsWith("/api/v"));
  await tab.goto("/modelo-prime");
  expect((await beaconAnswer).status()).toBe(204);
  await tab.goto("/#contato");
  await waitForPartHydration(tab, "contato");
  const name = `Lead Direto ${Date.now()}`;
  const form = tab.getByRole("form", { name: "Formulário de contato" });
  await form.getByLabel("Nome completo", { exact: true }).fill(name);
  await form.getByLabel("E-mail").fill("direto@example.com.br");
  await form.getByLabel("Telefone / WhatsApp").fill("11987654321");
  await form.getByLabel("Cidade", { exact: true }).fill("Santos");
  await form.getByLabel("Estado").selectOption("SP");
  await form.getByLabel("Mercado atual").selectOption("Contador");
  await form.getByLabel("Valor disponível para investir").selectOption("R$ 19.997");
  await form.getByLabel("Quando pretende investir").selectOption("Em até 2 semanas");
  await form.getByLabel("Forma de pagamento").selectOption("Entrada + Parcelamento Cartão");
  await form.getByLabel(/Li e concordo/).check();
  await form.getByRole("button", { name: "Quero ser um franqueado" }).click();
  await expect(
    tab.getByRole("heading", { name: "Mensagem enviada! Obrigado pelo seu interesse!" }),
  ).toBeVisible();
  await visitor.close();

  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/campanhas?periodo=7");
  // The landing page's row opens the leads list filtered to it: the lead is there, and its
  // screen names the page it landed on and the page it was sent from.
  await page
    .getByRole("region", { name: "Por página de entrada", exact: true })
    .getByRole("link", { name: "/modelo-prime: ver os leads" })
    .click();
  await expect(page).toHaveURL(/pagina_de_entrada=%2Fmodelo-prime/);
  await page.getByRole("link", { name }).click();
  const origin = page.getByRole("region", { name: "Origem" });
  await expect(origin.locator("dt", { hasText: "Página de entrada" }).locator("+ dd")).toHaveText(
    "/modelo-prime",
  );
  await expect(origin.locator("dt", { hasText: "Página do formulário" }).locator("+ dd")).toHaveText("/");
});
