import type { Locator, Page } from "@playwright/test";
import { testAdmin } from "../support/admin-server";
import { type BuildSnapshot, snapshotBuild } from "../support/build-snapshot";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { expectToast, signIn } from "./support/auth";
import { answerConfirmation } from "./support/confirm-dialog";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { holdRequests } from "./support/held-requests";
import { receivedDeliveries, receivedExpoRegistrations } from "./support/lead-receiver";
import { screenshotWidths } from "./support/screens";

/**
 * The event landing page and its scheduling form, drawn from the `expo` section. The test server
 * takes 2025-06-20 as today (EXPO_TODAY in playwright.config.ts), so the shipped days (25–28 June
 * 2025) are still ahead; the last describe runs a server on the real date, after the event,
 * where the team also makes next year's page from this one and retires it.
 */

const path = "/expo-abf-2025";
const formName = "Formulário de agendamento";

const form = (page: Page) => page.getByRole("form", { name: formName });
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const submit = (page: Page) => form(page).getByRole("button", { name: "Agendar visita" });
const values = (select: Locator) =>
  select.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
const validationMessage = (locator: Locator) =>
  locator.evaluate((element: HTMLInputElement | HTMLSelectElement) => element.validationMessage);

async function fillValidRegistration(page: Page, name: string) {
  await field(page, "Nome completo").fill(name);
  await field(page, "E-mail").fill("visitante@example.com.br");
  await field(page, "Telefone / WhatsApp").fill("11976543210");
  await field(page, "Cidade").fill("Campinas");
  await field(page, "Mercado atual").selectOption("Ex-bancário");
  await field(page, "Investimento disponível (opcional)").selectOption("50k-100k");
  await field(page, "Dia preferido").selectOption("2025-06-27");
  await field(page, "Horário preferido").selectOption("19h-21h");
  await field(page, "Mensagem (opcional)").fill("Quero conhecer o modelo Prime.");
  await form(page)
    .getByLabel(/Li e concordo/)
    .check();
}

async function registrationOf(name: string) {
  let found: Record<string, string> | undefined;
  await expect
    .poll(async () => {
      found = (await receivedExpoRegistrations()).find((body) => body.name === name);
      return found !== undefined;
    })
    .toBe(true);
  return found as Record<string, string>;
}

test.describe("the event page", () => {
  test("shows the event details, the booth and the visitor benefits with the event's figures", async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Expo ABF 2025: agende sua visita | Cota Fácil");
    await expect(
      page.getByRole("heading", { level: 1, name: "Conheça a Cota Fácil na Expo ABF 2025" }),
    ).toBeVisible();

    const details = page.getByRole("region", { name: "Quatro dias para conhecer a sua próxima franquia" });
    await expect(details.getByRole("heading", { name: "25 a 28 de junho de 2025" })).toBeVisible();
    // The days as the fair announces them (Thursday to Sunday), not the calendar's Wednesday to Saturday.
    await expect(details).toContainText("Quinta a domingo");
    await expect(details).toContainText("Quinta a sábado, 13h às 21h");
    await expect(details).toContainText("Domingo, 13h às 19h");
    await expect(page.locator("main")).not.toContainText("Quarta");
    await expect(details.getByRole("heading", { name: "Apresentações diárias às 15h e 18h" })).toBeVisible();
    await expect(details.getByRole("heading", { name: "Mais de 50.000 visitantes" })).toBeVisible();
    await expect(details).toContainText("Expo Center Norte");

    const booth = page.getByRole("region", { name: "Um estande pensado para você decidir com segurança" });
    await expect(booth.getByRole("heading", { level: 3 })).toHaveCount(4);

    const benefits = page.getByRole("region", { name: "Vantagens exclusivas para quem agenda a visita" });
    for (const benefit of [
      "15% de desconto na taxa de franquia",
      "Kit gratuito",
      "Treinamento prioritário",
      "3 meses de consultoria VIP",
    ]) {
      await expect(benefits.getByRole("heading", { level: 3, name: benefit })).toBeVisible();
    }
    await expect(benefits).toContainText("Para negócios fechados durante a feira.");
    await expect(benefits).toContainText("primeira turma");
    await expect(benefits).toContainText("Limitado aos 50 primeiros inscritos");

    const schedule = page.getByRole("region", { name: "Agende sua visita ao estande" });
    await expect(schedule.getByRole("form", { name: formName })).toBeVisible();
  });

  test("offers exactly the event's days and hours in the form", async ({ page }) => {
    await page.goto(path);
    await expect(field(page, "Dia preferido").locator("option")).toHaveText([
      "Selecione um dia",
      "Quinta-feira, 25 de junho",
      "Sexta-feira, 26 de junho",
      "Sábado, 27 de junho",
      "Domingo, 28 de junho",
    ]);
    expect(await values(field(page, "Dia preferido"))).toEqual([
      "",
      "2025-06-25",
      "2025-06-26",
      "2025-06-27",
      "2025-06-28",
    ]);
    expect(await values(field(page, "Horário preferido"))).toEqual([
      "",
      "13h-15h",
      "15h-17h",
      "17h-19h",
      "19h-21h",
    ]);
    expect(await values(field(page, "Investimento disponível (opcional)"))).toEqual([
      "",
      "ate-25k",
      "25k-50k",
      "50k-100k",
      "acima-100k",
    ]);
    await expect(field(page, "Investimento disponível (opcional)").locator("option").nth(1)).toHaveText(
      "Até R$ 25 mil",
    );
    await expect(field(page, "Mercado atual").locator("optgroup")).toHaveCount(11);
    await expect(field(page, "Investimento disponível (opcional)")).not.toHaveAttribute("required", "");
    await expect(field(page, "Mensagem (opcional)")).not.toHaveAttribute("required", "");
  });

  test("loads nothing from a third party, and the video only once asked for", async ({
    page,
    thirdPartyRequests,
  }) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(thirdPartyRequests).toEqual([]);
    // The thumbnail is a link React handles: the page's scripts start after its first paint, and
    // the hero's own code comes with the click (components/islands.tsx), which is then replayed.
    await waitForHydration(page);

    // The player itself is not fetched from the internet in the test.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    const title = "Convite da Cota Fácil para a Expo ABF 2025";
    await expect(page.getByTitle(title)).toHaveCount(0);
    await page.getByRole("link", { name: `Assistir: ${title}` }).click();
    await expect(page.getByTitle(title)).toHaveAttribute("src", /youtube-nocookie\.com\/embed\//);
  });

  test("has no accessibility violations", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(path);
    await checkA11y(page);
  });
});

test.describe("scheduling with JavaScript", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(`${path}#agendamento`);
    await page.waitForLoadState("networkidle");
    await waitForHydration(page);
  });

  test("asks for each required field with its own message", async ({ page }) => {
    let posted = false;
    page.on("request", (request) => {
      if (request.method() === "POST") posted = true;
    });
    const steps: [string, string, (locator: Locator) => Promise<unknown>][] = [
      ["Nome completo", "Nome é obrigatório", (l) => l.fill("Ana Souza")],
      ["E-mail", "E-mail é obrigatório", (l) => l.fill("ana@example.com")],
      ["Telefone / WhatsApp", "Telefone é obrigatório", (l) => l.fill("11987654321")],
      ["Cidade", "Cidade é obrigatória", (l) => l.fill("Santos")],
      ["Mercado atual", "Selecione seu mercado", (l) => l.selectOption("Advogado")],
      ["Dia preferido", "Selecione um dia", (l) => l.selectOption("2025-06-25")],
      ["Horário preferido", "Selecione um horário", (l) => l.selectOption("13h-15h")],
    ];
    for (const [label, message, fill] of steps) {
      await submit(page).click();
      const control = field(page, label);
      await expect(control).toBeFocused();
      expect(await validationMessage(control)).toBe(message);
      await fill(control);
    }
    await submit(page).click();
    expect(await validationMessage(form(page).getByLabel(/Li e concordo/))).toBe(
      "Para agendar, aceite a Política de Privacidade",
    );
    expect(posted).toBe(false);
  });

  test("offers each day only its own hours: the last day closes at 19h", async ({ page }) => {
    await fillValidRegistration(page, "Sábado Tarde");
    await expect(field(page, "Horário preferido")).toHaveValue("19h-21h");
    await field(page, "Dia preferido").selectOption("2025-06-28");
    expect(await values(field(page, "Horário preferido"))).toEqual(["", "13h-15h", "15h-17h", "17h-19h"]);
    // The hour the day does not have is let go, so it must be chosen again.
    await expect(field(page, "Horário preferido")).toHaveValue("");
    await submit(page).click();
    expect(await validationMessage(field(page, "Horário preferido"))).toBe("Selecione um horário");
    await field(page, "Horário preferido").selectOption("17h-19h");
    await field(page, "Dia preferido").selectOption("2025-06-26");
    expect(await values(field(page, "Horário preferido"))).toEqual([
      "",
      "13h-15h",
      "15h-17h",
      "17h-19h",
      "19h-21h",
    ]);
    await expect(field(page, "Horário preferido")).toHaveValue("17h-19h");
  });

  test("says nothing under the hour when a day is picked, until an hour is chosen", async ({ page }) => {
    const hour = field(page, "Horário preferido");
    await field(page, "Dia preferido").selectOption("2025-06-28");
    // The day's own hours are offered: the form has drawn the chosen day.
    await expect.poll(() => values(hour)).toEqual(["", "13h-15h", "15h-17h", "17h-19h"]);
    await expect(hour).not.toHaveAttribute("aria-invalid", "true");
    await expect(form(page)).not.toContainText("Domingo: atendimento");
    // Empty, it is only missing (the browser asks for it on sending): no rule of the day refuses it.
    expect(await validationMessage(hour)).not.toContain("atendimento");
    await hour.selectOption("15h-17h");
    await expect(hour).not.toHaveAttribute("aria-invalid", "true");
  });

  test("sends, toasts success, leaves the confirmation in the form's place, and the webhook gets every field", async ({
    page,
    context,
  }) => {
    // A visit that landed from a campaign: its attribution travels with the registration.
    await page.goto(`${path}?utm_source=feira&utm_medium=qrcode&utm_campaign=abf2025`);
    await page.waitForLoadState("networkidle");
    expect((await context.cookies()).some((cookie) => cookie.name === "cf_attribution")).toBe(true);

    // The post is held until the sending state has been seen.
    const held = await holdRequests(page, "**/api/expo");
    await fillValidRegistration(page, "Marina Expo JS");
    await submit(page).click();
    await expect(form(page).getByRole("button", { name: "Agendando..." })).toBeDisabled();
    held.release();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Agendamento realizado com sucesso!" }),
    ).toBeVisible();
    // The confirmation stays once the toast is gone, as without JavaScript.
    const confirmation = page.getByRole("status").filter({ hasText: "Agendamento realizado com sucesso!" });
    await expect(confirmation).toContainText(
      "Entraremos em contato em breve para confirmar seu agendamento.",
    );
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 10_000 });
    await expect(confirmation).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    // Another registration starts from an empty form.
    await confirmation.getByRole("button", { name: "Fazer outro agendamento" }).click();
    await expect(field(page, "Nome completo")).toHaveValue("");

    const payload = await registrationOf("Marina Expo JS");
    expect(payload).toMatchObject({
      name: "Marina Expo JS",
      email: "visitante@example.com.br",
      phone: "(11) 97654-3210",
      city: "Campinas",
      currentMarket: "Ex-bancário",
      investment: "50k-100k",
      preferred_day: "2025-06-27",
      preferred_time: "19h-21h",
      message: "Quero conhecer o modelo Prime.",
      source: "Expo ABF 2025 - Agendamento",
      page_url: `${process.env.E2E_BASE_URL}/expo-abf-2025`,
      form_type: "expo_registration",
      utm_source: "feira",
      utm_medium: "qrcode",
      utm_campaign: "abf2025",
    });
    expect(payload.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(payload.timestamp) - Date.now())).toBeLessThan(60_000);
    // Delivered to EXPO_WEBHOOK_URL, not to the contact leads' webhook.
    const delivery = (await receivedDeliveries()).find((d) => d.body?.name === "Marina Expo JS");
    expect(delivery?.path).toBe("/expo");
  });

  test("shows the failure toast when our server cannot be reached", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|net::ERR_FAILED/);
    await page.route("**/api/expo", (route) => route.abort());
    await fillValidRegistration(page, "Sem Conexão");
    await submit(page).click();
    await expect(page.getByText("Erro ao agendar")).toBeVisible();
    await expect(page.getByText("Tente novamente ou entre em contato conosco diretamente.")).toBeVisible();
    await expect(submit(page)).toBeEnabled();
    await expect(field(page, "Nome completo")).toHaveValue("Sem Conexão");
  });

  test("shows the failure toast when the server answers with an error", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/);
    await page.route("**/api/expo", (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await fillValidRegistration(page, "Servidor Fora");
    await submit(page).click();
    await expect(page.getByText("Erro ao agendar")).toBeVisible();
    await expect(field(page, "Nome completo")).toHaveValue("Servidor Fora");
  });

  test("shows the server's field message, and no failure toast (the server did not fail)", async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 400/);
    await fillValidRegistration(page, "Email Curto");
    // Passes the browser's e-mail check, not the server's.
    await field(page, "E-mail").fill("visitante@semdominio");
    await submit(page).click();
    await expect(form(page).getByText("Informe um e-mail válido").first()).toBeVisible();
    // Time for a toast to load and show, were one coming.
    await page.waitForTimeout(1500);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByText("Erro ao agendar")).toHaveCount(0);
    await expect(field(page, "E-mail")).toBeFocused();
    await expect(field(page, "Nome completo")).toHaveValue("Email Curto");
  });
});

test.describe("scheduling without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts as a plain form and shows the confirmation where the form was", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(path);
    await fillValidRegistration(page, "Caio Sem Script");
    await submit(page).click();
    const confirmation = page.getByRole("status").filter({ hasText: "Agendamento realizado com sucesso!" });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText(
      "Entraremos em contato em breve para confirmar seu agendamento.",
    );
    await expect(confirmation).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("form", { name: formName })).toHaveCount(0);
    const payload = await registrationOf("Caio Sem Script");
    expect(payload).toMatchObject({ preferred_day: "2025-06-27", form_type: "expo_registration" });

    // Another registration starts from an empty form.
    await confirmation.getByRole("button", { name: "Fazer outro agendamento" }).click();
    await expect(field(page, "Nome completo")).toHaveValue("");
    await expect(field(page, "Nome completo")).toBeInViewport();
  });

  test("shows the server's errors in Portuguese and keeps what was typed", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The page comes back with HTTP 400, which Chromium reports in the console.
    allowConsoleErrors(/status of 400/);
    await page.goto(path);
    await fillValidRegistration(page, "Caio Sábado");
    // Without JavaScript every hour of the event is offered; the server refuses one the day lacks.
    await field(page, "Dia preferido").selectOption("2025-06-28");
    await submit(page).click();
    await expect(form(page).getByText("Domingo: atendimento até 19h").first()).toBeVisible();
    await expect(field(page, "Nome completo")).toHaveValue("Caio Sábado");
    await expect(field(page, "Dia preferido")).toHaveValue("2025-06-28");
    await expect(field(page, "Mensagem (opcional)")).toHaveValue("Quero conhecer o modelo Prime.");
  });

  test("the server answers every missing field with its own message", async ({ request }) => {
    const response = await request.post(path, { form: { consent: "on" } });
    expect(response.status()).toBe(400);
    const html = await response.text();
    // The messages under the fields (the selects' first options read alike, so match the errors).
    const fieldErrors = Array.from(html.matchAll(/<p id="[^"]+-error"[^>]*>([^<]+)<\/p>/g), (m) => m[1]);
    expect(fieldErrors).toEqual([
      "Nome é obrigatório",
      "E-mail é obrigatório",
      "Telefone é obrigatório",
      "Cidade é obrigatória",
      "Selecione seu mercado",
      "Selecione um dia",
      "Selecione um horário",
    ]);
  });
});

test.describe("after the event's last day", () => {
  // A server of its own: PGlite's first start takes a while.
  test.describe.configure({ timeout: 120_000 });
  let server: ServerProcess;
  let build: BuildSnapshot;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    build = snapshotBuild();
    // Today's real date: the shipped event (June 2025) has ended. A free port: a fixed one beside
    // the run's own may be another run's, whose server would then answer for this one.
    server = await startServer({
      buildRoot: build.root,
      port: await findFreePort(),
      timeoutMs: 110_000,
      env: { LOG_LEVEL: "warn", ADMIN_EMAIL: testAdmin.email, ADMIN_PASSWORD: testAdmin.password },
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    build?.remove();
  });

  test("the page says the event has ended, tells it in the past tense and offers no form, with JavaScript or without", async ({
    browser,
  }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      try {
        const page = await context.newPage();
        await page.goto(`${server.url}${path}`);
        const schedule = page.getByRole("region", { name: "O evento foi encerrado" });
        await expect(schedule).toContainText(
          "A Expo ABF 2025 terminou em 28 de junho de 2025 e não recebe mais agendamentos.",
        );
        await expect(page.getByRole("form", { name: formName })).toHaveCount(0);
        await expect(page.getByLabel("Dia preferido")).toHaveCount(0);
        await expect(page.getByRole("link", { name: "Fale com a nossa equipe" })).toHaveAttribute(
          "href",
          "#agendamento",
        );
        await expect(
          page.getByRole("heading", { level: 1, name: "A Cota Fácil esteve na Expo ABF 2025" }),
        ).toBeVisible();
        await expect(page.getByRole("link", { name: /Agendar|Ver benefícios/ })).toHaveCount(0);
        const benefits = page.getByRole("region", { name: "Vantagens oferecidas a quem agendou a visita" });
        await expect(benefits).toContainText("15% de desconto na taxa de franquia");
        await expect(benefits).not.toContainText("Limitado aos 50 primeiros inscritos");
        if (javaScriptEnabled) {
          await page.emulateMedia({ reducedMotion: "reduce" });
          await checkA11y(page);
        }
      } finally {
        await context.close();
      }
    }
  });

  // Last on this server: it leaves the 2025 page published as blocks.
  test("next year's fair: 2025's page is duplicated for 2027 and retired with a redirect, then published again", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    await signIn(page, testAdmin);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/paginas");
    await waitForHydration(page);
    const system = page.getByRole("region", { name: "Páginas do sistema" });
    await system.getByRole("button", { name: `Editar blocos de ${path}` }).click();
    await expectToast(page, "Página aberta como blocos");
    const expo2025 = page.url();

    await page.goto("/admin/paginas");
    await waitForHydration(page);
    await system.getByRole("link", { name: `Duplicar ${path}` }).click();
    const copy = page.getByRole("region", { name: "Duplicar página" });
    await copy.getByLabel("Título").fill("Expo ABF 2027");
    await copy.getByLabel("Endereço").fill("/expo-abf-2027");
    await copy.getByRole("button", { name: "Criar cópia" }).click();
    await expectToast(page, "Cópia criada");
    await expect(page.getByRole("heading", { level: 1, name: "Expo ABF 2027" })).toBeVisible();
    await waitForHydration(page);

    // The event's own days, hours and offer texts, in place of the site's 2025 event.
    const event = page.getByRole("listitem", { name: /: Evento: detalhes$/ });
    await event.getByRole("button", { name: /^Usar conteúdo próprio/ }).click();
    await expect(event.getByLabel("Nome do evento", { exact: true })).toBeVisible();
    await waitForHydration(page);
    await event.getByLabel("Nome do evento", { exact: true }).fill("Expo ABF 2027");
    const days = event.getByRole("group", { name: "Dias e horários" });
    for (const [index, date] of ["2027-06-24", "2027-06-25", "2027-06-26", "2027-06-27"].entries()) {
      await days.getByLabel("Data").nth(index).fill(date);
      await days.getByLabel("Abre às").nth(index).fill("10:00");
    }
    await event.getByLabel("Apresentações").fill("Palestras diárias às 11h e 16h");
    const links = page.getByRole("group", { name: "Links para a página" });
    await links.getByLabel("Cabeçalho").check();
    await links.getByLabel("Rodapé").check();
    await page.getByRole("button", { name: "Salvar rascunho" }).click();
    await expectToast(page, "Rascunho salvo");
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await expectToast(page, "Página publicada");

    // 2025's page leaves the site; its address leads to 2027's.
    await page.goto(expo2025);
    await waitForHydration(page);
    const retire = page.getByRole("region", { name: "Retirar a página" });
    await retire.getByLabel("Redirecionar para").selectOption({ label: "Expo ABF 2027 (/expo-abf-2027)" });
    await checkA11y(page);
    await retire.getByRole("button", { name: "Retirar a página" }).click();
    await answerConfirmation(page, `${path} passa a levar à página escolhida`, "Retirar a página");
    await expectToast(page, "Página retirada");
    await screenshotWidths(page, testInfo, "admin-pages-expo-retired");

    const visitor = await browser.newPage();
    const old = await visitor.request.get(`${server.url}${path}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe("/expo-abf-2027");
    await visitor.goto(`${server.url}${path}`);
    await expect(visitor).toHaveURL(/\/expo-abf-2027$/);
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText("Expo ABF 2027");
    await expect(visitor.getByRole("main")).toContainText("24 a 27 de junho de 2027");
    await expect(visitor.getByRole("main")).toContainText("Palestras diárias às 11h e 16h");
    const header = visitor.getByRole("banner");
    const footer = visitor.getByRole("contentinfo");
    await expect(header.getByRole("link", { name: "Expo ABF 2027", exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: "Expo ABF 2027", exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: /Expo ABF 2025/ })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: /Expo ABF 2025/ })).toHaveCount(0);
    const sitemap = await (await visitor.request.get(`${server.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("/expo-abf-2027</loc>");
    expect(sitemap).not.toContain(`${path}</loc>`);

    // Published again, it is back.
    await page.goto(expo2025);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Publicar", exact: true }).click();
    await expectToast(page, "Página publicada");
    expect((await visitor.goto(`${server.url}${path}`))?.status()).toBe(200);
    await expect(visitor.getByRole("contentinfo").getByRole("link", { name: "Expo ABF 2025" })).toBeVisible();
    await visitor.close();
    await context.close();
  });
});
