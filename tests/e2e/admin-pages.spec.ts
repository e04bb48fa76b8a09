import type { Page } from "@playwright/test";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { answerConfirmation } from "./support/confirm-dialog";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * "Páginas" as the marketing team uses it (docs/decisions/058): a segment page built from the
 * template and published is linked from "Por segmento" and the footer and listed in the
 * sitemap; moving it leaves a 301 at the old address. (Next year's fair — the expo page duplicated
 * for 2027 and 2025's retired with a redirect — is in expo.spec.ts, on a server of its own.)
 */

async function openPages(page: Page) {
  await page
    .getByRole("navigation", { name: "Administração", exact: true })
    .getByRole("link", { name: "Páginas" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Páginas" })).toBeVisible();
  await waitForHydration(page);
}

async function createPage(page: Page, title: string, path: string, template: string) {
  const form = page.getByRole("region", { name: "Nova página" });
  await form.getByLabel("Título").fill(title);
  await form.getByLabel("Endereço").fill(path);
  await form.getByLabel("Modelo").selectOption({ label: template });
  await form.getByRole("button", { name: "Criar página" }).click();
  await expectToast(page, "Página criada");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await waitForHydration(page);
}

/** axe on the screen at a phone's and a desktop's width (the viewport is put back). */
async function checkA11yAtWidths(page: Page) {
  const before = page.viewportSize();
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await checkA11y(page);
  }
  if (before) await page.setViewportSize(before);
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publicar", exact: true }).click();
  await expectToast(page, "Página publicada");
  await waitForHydration(page);
}

async function saveDraft(page: Page) {
  await page.getByRole("button", { name: "Salvar rascunho" }).click();
  await expectToast(page, "Rascunho salvo");
  await waitForHydration(page);
}

test("a segment page from the template is published in 'Por segmento', the footer and the sitemap, then moved with a 301", async ({
  page,
  browser,
  allowConsoleErrors,
}, testInfo) => {
  // A refused form answers 400, which the browser reports.
  allowConsoleErrors(/status of 400/);
  test.setTimeout(180_000);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await openPages(page);
  // The site's own pages are listed too, edited on Content Management.
  const system = page.getByRole("region", { name: "Páginas do sistema" });
  await expect(system.getByRole("link", { name: /Advogados.*\/segmentos\/advogados/ })).toBeVisible();

  // An address already taken is refused where it was typed.
  const form = page.getByRole("region", { name: "Nova página" });
  await form.getByLabel("Título").fill("Advogados de novo");
  await form.getByLabel("Endereço").fill("/segmentos/advogados");
  await form.getByRole("button", { name: "Criar página" }).click();
  await expect(form.getByLabel("Endereço")).toHaveAttribute("aria-invalid", "true");

  await createPage(page, "Médicos", "/segmentos/medicos", "Página de segmento");
  await expect(page.getByRole("heading", { level: 3, name: /^Bloco 1: / })).toBeVisible();

  // Blocks by keyboard: the last block moves up, a text block is added and filled in.
  const blocks = page.getByRole("region", { name: /^Blocos/ });
  const blockHeadings = blocks.getByRole("heading", { level: 3, name: /^Bloco \d+: / });
  const count = await blockHeadings.count();
  const last = (await blockHeadings.last().textContent()) ?? "";
  const lastName = last.replace(/^Bloco \d+: /, "");
  await blocks.getByRole("button", { name: `Mover ${last} para cima` }).focus();
  await page.keyboard.press("Enter");
  await expect(
    blocks.getByRole("heading", { level: 3, name: `Bloco ${count - 1}: ${lastName}` }),
  ).toBeFocused();

  await blocks.getByLabel("Tipo do novo bloco").selectOption("call-to-action");
  await blocks.getByRole("button", { name: "Adicionar bloco" }).click();
  const cta = page.getByRole("listitem", { name: /: Chamada para ação$/ });
  await expect(cta).toBeVisible();
  await cta.getByLabel("Título").fill("Atenda médicos com a Cota Fácil");

  const links = page.getByRole("group", { name: "Links para a página" });
  await links.getByLabel("Por segmento").check();
  await links.getByLabel("Rodapé").check();
  // Its button leads to an anchor no block of the page has: said before publishing.
  const ctaAddress = cta.getByLabel("Endereço").first();
  await ctaAddress.fill("#agenda");
  await saveDraft(page);
  const publishCard = page.getByRole("region", { name: "Publicar" });
  await expect(publishCard).toContainText("Aparece em: Por segmento, Rodapé.");
  await expect(publishCard).toContainText("A página passa a responder em /segmentos/medicos.");
  await expect(publishCard).toContainText(
    "tem um link para #agenda, mas nenhum bloco desta página tem essa âncora",
  );
  await checkA11yAtWidths(page);
  await screenshotWidths(page, testInfo, "admin-page-editor");
  await ctaAddress.fill("#contato");
  await saveDraft(page);
  await expect(publishCard).not.toContainText("#agenda");
  await publish(page);

  const visitor = await browser.newPage();
  const shown = await visitor.goto("/segmentos/medicos");
  expect(shown?.status()).toBe(200);
  await expect(visitor.getByText("Atenda médicos com a Cota Fácil")).toBeVisible();
  await expect(visitor.getByRole("contentinfo").getByRole("link", { name: "Médicos" })).toHaveAttribute(
    "href",
    "/segmentos/medicos",
  );
  await waitForHydration(visitor);
  const nav = visitor.getByRole("navigation", { name: "Navegação principal" }).first();
  await nav.getByText("Por segmento").click();
  await expect(nav.getByRole("link", { name: "Médicos" })).toHaveAttribute("href", "/segmentos/medicos");
  const sitemap = await visitor.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain("/segmentos/medicos</loc>");

  // Moving it: the summary says what happens to the old address, and it happens.
  await page
    .getByRole("region", { name: "Página", exact: true })
    .getByLabel("Endereço")
    .fill("/segmentos/saude");
  await saveDraft(page);
  await expect(publishCard).toContainText(
    "O endereço antigo /segmentos/medicos passará a redirecionar para /segmentos/saude.",
  );
  await publish(page);
  const moved = await visitor.request.get("/segmentos/medicos", { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(/\/segmentos\/saude$/);
  expect((await visitor.goto("/segmentos/saude"))?.status()).toBe(200);
  await visitor.close();

  await openPages(page);
  const listed = page.getByRole("region", { name: /^Páginas criadas/ });
  await expect(listed.getByRole("listitem").filter({ hasText: "/segmentos/saude" })).toContainText(
    "Publicada",
  );
  await checkA11y(page);
  await screenshotWidths(page, testInfo, "admin-pages");
});

test("a campaign page is taken off the air and put back, and a page never published is deleted", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await openPages(page);
  await createPage(page, "Campanha de verão", "/campanha-verao", "Landing page de campanha");
  await publish(page);
  const visitor = await browser.newPage();
  expect((await visitor.goto("/campanha-verao"))?.status()).toBe(200);

  // Off the air now, its address answering 404 meanwhile; then published again as it was.
  const offAir = page.getByRole("region", { name: "Tirar do ar agora" });
  await expect(offAir.getByLabel("Enquanto isso, o endereço leva a")).toHaveValue("");
  await offAir.getByRole("button", { name: "Tirar do ar agora" }).click();
  await answerConfirmation(
    page,
    "/campanha-verao passa a levar à página escolhida, ou responde 404",
    "Tirar do ar agora",
  );
  await expectToast(page, "Página tirada do ar");
  await waitForHydration(page);
  expect((await visitor.request.get("/campanha-verao", { maxRedirects: 0 })).status()).toBe(404);
  await publish(page);
  expect((await visitor.goto("/campanha-verao"))?.status()).toBe(200);
  await visitor.close();

  // A draft nobody will publish is deleted, and leaves the list.
  await openPages(page);
  await createPage(page, "Rascunho esquecido", "/rascunho-esquecido", "Página em branco");
  const remove = page.getByRole("region", { name: "Apagar a página" });
  await remove.getByRole("button", { name: "Apagar a página" }).click();
  await answerConfirmation(page, "A página “Rascunho esquecido” e o que estiver agendado", "Apagar a página");
  await expectToast(page, "Página apagada");
  await openPages(page);
  const listed = page.getByRole("region", { name: /^Páginas criadas/ });
  await expect(listed).toContainText("/campanha-verao");
  await expect(listed).not.toContainText("/rascunho-esquecido");
});

test("a page the site ships with is opened as blocks: a block added, published and taken out again", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await openPages(page);
  const system = page.getByRole("region", { name: "Páginas do sistema" });
  await system.getByRole("button", { name: "Editar blocos de /segmentos/contadores" }).click();
  await expectToast(page, "Página aberta como blocos");
  await waitForHydration(page);
  await expect(page.getByText("No ar com o conteúdo de sempre")).toBeVisible();

  const blocks = page.getByRole("region", { name: /^Blocos/ });
  await blocks.getByLabel("Tipo do novo bloco").selectOption("call-to-action");
  await blocks.getByRole("button", { name: "Adicionar bloco" }).click();
  const cta = page.getByRole("listitem", { name: /: Chamada para ação$/ });
  await cta.getByLabel("Título").fill("Contadores: fale hoje com um consultor");
  await saveDraft(page);
  await checkA11y(page);
  await publish(page);

  const visitor = await browser.newPage();
  await visitor.goto("/segmentos/contadores");
  await expect(
    visitor.getByRole("heading", { name: "Contadores: fale hoje com um consultor" }),
  ).toBeVisible();
  // The rest of the page is still the segment's.
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Contador, ofereça");

  await openPages(page);
  const entry = system.getByRole("listitem").filter({ hasText: "/segmentos/contadores" });
  await expect(entry).toContainText("Blocos publicados");
  await screenshotWidths(page, testInfo, "admin-pages-system");

  // Taken out again: the page is as it shipped.
  await entry.getByRole("link").first().click();
  await waitForHydration(page);
  const added = page.getByRole("listitem", { name: /: Chamada para ação$/ });
  await added.getByRole("button", { name: /^Remover / }).click();
  // The block leaves the form (the editor's own answer) before the draft is saved.
  await expect(added).toHaveCount(0);
  await waitForHydration(page);
  await saveDraft(page);
  await publish(page);
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Contador, ofereça");
  await expect(visitor.getByText("Contadores: fale hoje com um consultor")).toHaveCount(0);
  await visitor.close();
});
