import type { BrowserContext, Page } from "@playwright/test";
import { publicPages } from "~/content/registry/pages";
import { testAdmin } from "../support/admin-server";
import { type BuildSnapshot, snapshotBuild } from "../support/build-snapshot";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { signIn } from "./support/auth";
import { checkA11y, expect, isThirdParty, test, waitForPartHydration } from "./support/fixtures";

/**
 * The advertising tags behind the visitors' consent (docs/decisions/056), on a server of its own
 * (the shared one never has tags: a banner there would cover other tests' buttons). The browser's
 * network log is the proof: every request to another host is recorded and answered here (nothing
 * leaves the machine), Google's and Meta's scripts by stand-ins that call their hosts back the
 * way the real tags do (a page view, a conversion).
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

const googleTagId = "AW-123456789";
const googleAdsLabel = "AbCdEf12";
const metaPixelId = "1234567890123456";

/** gtag.js's stand-in: sends each queued and later event to Google's hosts, as the real tag does. */
const gtagStandIn = `(() => {
  const send = (entry) => {
    const [command, name, params] = entry;
    if (command !== "event") return;
    if (name === "conversion") {
      new Image().src = "https://www.googleadservices.com/pagead/conversion/123456789/?label=" +
        encodeURIComponent(String(params && params.send_to).split("/")[1]);
    } else {
      fetch("https://www.google-analytics.com/g/collect?en=" + encodeURIComponent(name), { method: "POST", mode: "no-cors" });
    }
  };
  const layer = window.dataLayer || [];
  layer.forEach(send);
  const push = layer.push.bind(layer);
  layer.push = (entry) => { send(entry); return push(entry); };
})();`;

/** fbevents.js's stand-in: runs the queue and each later call as image requests to facebook.com. */
const fbeventsStandIn = `(() => {
  const fbq = window.fbq;
  const call = (args) => {
    if (args[0] === "track") new Image().src = "https://www.facebook.com/tr/?id=${metaPixelId}&ev=" + encodeURIComponent(args[1]);
  };
  fbq.callMethod = (...args) => call(args);
  (fbq.queue || []).forEach(call);
})();`;

let build: BuildSnapshot;
let server: ServerProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  build = snapshotBuild();
  const port = await findFreePort();
  server = await startServer({
    port,
    buildRoot: build.root,
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ADMIN_EMAIL: testAdmin.email,
      ADMIN_PASSWORD: testAdmin.password,
      LOG_LEVEL: "warn",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  build?.remove();
});

/** A browser of its own whose requests to any other host are recorded and answered here. */
async function visitorContext(
  browser: import("@playwright/test").Browser,
  viewport = { width: 1440, height: 900 },
) {
  const context = await browser.newContext({ baseURL: server.url, viewport });
  const outside: string[] = [];
  await context.route(
    (url) => isThirdParty(url.href),
    (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url.startsWith("https://www.googletagmanager.com/gtag/js")) {
        return route.fulfill({ contentType: "text/javascript", body: gtagStandIn });
      }
      if (url === "https://connect.facebook.net/en_US/fbevents.js") {
        return route.fulfill({ contentType: "text/javascript", body: fbeventsStandIn });
      }
      return route.fulfill({ status: 204, body: "" });
    },
  );
  return { context, outside };
}

async function signInAsAdmin(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await signIn(page, testAdmin);
  await expect(page).toHaveURL(/\/admin$/);
  return page;
}

async function saveTags(page: Page, tags: { google: string; label: string; meta: string }) {
  await page.goto("/admin/tags");
  await page.getByLabel("ID da tag do Google").fill(tags.google);
  await page.getByLabel("Rótulo de conversão do Google Ads").fill(tags.label);
  await page.getByLabel("ID do Pixel da Meta").fill(tags.meta);
  await page.getByRole("button", { name: "Salvar tags" }).click();
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies de publicidade" });
const tagHosts = /googletagmanager|google-analytics|googleadservices|doubleclick|facebook/;

test("with no tag set: no banner, no cookie preferences and no request to another host on any page", async ({
  browser,
}) => {
  const { context, outside } = await visitorContext(browser);
  const page = await context.newPage();
  for (const { path } of publicPages) {
    if (path.includes(":")) continue;
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#consentimento-cookies"), path).toHaveCount(0);
    await expect(page.getByText("Preferências de cookies"), path).toHaveCount(0);
  }
  expect(outside).toEqual([]);
  await context.close();
});

test("the Administrador sets the tags; a bad id is refused with its message", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await signInAsAdmin(context);
  await saveTags(page, { google: "UA-1234-5", label: "", meta: "12ab" });
  await expect(page.getByLabel("ID da tag do Google")).toHaveAccessibleDescription(
    /Use o ID da tag do Google/,
  );
  await expect(page.getByLabel("ID do Pixel da Meta")).toHaveAccessibleDescription(/só números/);
  await expect(page.getByLabel("ID da tag do Google")).toHaveValue("UA-1234-5");
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await checkA11y(page);
  }
  await saveTags(page, { google: googleTagId, label: googleAdsLabel, meta: metaPixelId });
  await expect(page.getByText("Tags salvas")).toBeVisible();
  await expect(page.getByLabel("ID da tag do Google")).toHaveValue(googleTagId);
  await context.close();
});

test("nothing from Google or Meta before 'Aceitar'; after it, the tags load and a lead sends the conversion", async ({
  browser,
}) => {
  const { context, outside } = await visitorContext(browser);
  const page = await context.newPage();
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText("do Google e da Meta");
  // The banner is laid over the page, fixed at the bottom: nothing on the page moved for it.
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .reduce((sum, entry) => sum + ((entry as unknown as { value: number }).value ?? 0), 0),
          );
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifts).toBe(0);
  await expect(banner(page)).toHaveCSS("position", "fixed");
  await checkA11y(page, { include: ["#consentimento-cookies"] });
  // Other pages, a while on each: still nothing sent to Google or Meta.
  await page.goto("/modelo-prime");
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(outside).toEqual([]);

  // Keyboard: the banner's buttons are reachable and "Aceitar" works with Enter.
  await banner(page).getByRole("button", { name: "Aceitar" }).focus();
  await expect(banner(page).getByRole("button", { name: "Aceitar" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(() => outside.filter((url) => /gtag\/js|fbevents\.js/.test(url)))
    .toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${googleTagId}`,
      "https://connect.facebook.net/en_US/fbevents.js",
    ]);
  await expect
    .poll(() => outside.some((url) => url.includes("facebook.com/tr/") && url.includes("ev=PageView")))
    .toBe(true);
  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem("cf_consentimento_anuncios") ?? "null"),
  );
  expect(stored).toMatchObject({ choice: "accepted", version: expect.stringContaining("google+meta") });
  expect(Number.isNaN(Date.parse(stored.at))).toBe(false);

  // The next page remembers the answer: no banner, the tags load at once.
  const before = outside.length;
  await page.goto("/");
  await expect(page.locator("#consentimento-cookies")).toHaveCount(0);
  await expect.poll(() => outside.slice(before).some((url) => url.includes("gtag/js"))).toBe(true);

  // A lead from the home page's form: the conversion goes to Google Ads and to Meta.
  await page.goto("/#contato");
  await waitForPartHydration(page, "contato");
  const form = page.getByRole("form", { name: "Formulário de contato" });
  await form.getByLabel("Nome completo", { exact: true }).fill("Conversão Aceita");
  await form.getByLabel("E-mail").fill("conversao@example.com.br");
  await form.getByLabel("Telefone / WhatsApp").fill("11987654321");
  await form.getByLabel("Cidade", { exact: true }).fill("Santos");
  await form.getByLabel("Estado").selectOption("SP");
  await form.getByLabel("Mercado atual").selectOption("Contador");
  await form.getByLabel("Valor disponível para investir").selectOption("R$ 19.997");
  await form.getByLabel("Quando pretende investir").selectOption("Em até 2 semanas");
  await form.getByLabel("Forma de pagamento").selectOption("Entrada + Parcelamento Cartão");
  await form.getByLabel(/Li e concordo/).check();
  await page.getByRole("button", { name: "Quero ser um franqueado" }).click();
  await expect
    .poll(() => outside.filter((url) => /ev=Lead|label=AbCdEf12|en=generate_lead/.test(url)).length)
    .toBe(3);
  await expect(page).toHaveURL(/\/thank-you$/);
  await context.close();
});

test("'Rejeitar' loads nothing, and the footer's 'Preferências de cookies' changes the answer later", async ({
  browser,
}) => {
  const { context, outside } = await visitorContext(browser, { width: 375, height: 740 });
  const page = await context.newPage();
  await page.goto("/segmentos/advogados");
  await expect(banner(page)).toBeVisible();
  await checkA11y(page, { include: ["#consentimento-cookies"] });
  await banner(page).getByRole("button", { name: "Rejeitar" }).click();
  await expect(banner(page)).toHaveCount(0);
  // A slow phone's processor (8× slower): the footer's link is pressed while the page's other
  // parts still hydrate, when React holds back clicks inside parts it has not hydrated.
  const devtools = await context.newCDPSession(page);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 8 });
  await page.goto("/");
  await expect(page.locator("#consentimento-cookies")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(outside.filter((url) => tagHosts.test(url))).toEqual([]);
  expect(
    await page.evaluate(
      () => JSON.parse(localStorage.getItem("cf_consentimento_anuncios") ?? "null")?.choice,
    ),
  ).toBe("rejected");

  // Later, from the footer: the banner comes back with the focus on it, says the current choice,
  // and Escape leaves it as it was, the focus back on the link.
  const preferences = page.getByRole("link", { name: "Preferências de cookies" });
  // The link opens the banner once the consent code has started (before that, it leads to the
  // policy's section on cookies): that code comes after the page, when the browser is idle.
  await expect(page.locator('html[data-ad-consent="ready"]')).toHaveCount(1, { timeout: 15_000 });
  await preferences.focus();
  await page.keyboard.press("Enter");
  await expect(banner(page)).toContainText("Sua escolha atual: rejeitadas");
  await expect(banner(page).getByRole("button", { name: "Rejeitar" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(banner(page)).toHaveCount(0);
  await expect(preferences).toBeFocused();
  expect(outside.filter((url) => tagHosts.test(url))).toEqual([]);
  await devtools.send("Emulation.setCPUThrottlingRate", { rate: 1 });

  await preferences.click();
  await checkA11y(page, { include: ["#consentimento-cookies"] });
  await banner(page).getByRole("button", { name: "Aceitar" }).click();
  await expect.poll(() => outside.filter((url) => /gtag\/js|fbevents\.js/.test(url)).length).toBe(2);
  await context.close();
});

test("a new consent version asks again; clearing the tags takes the banner and their hosts away", async ({
  browser,
}) => {
  const { context, outside } = await visitorContext(browser);
  const page = await context.newPage();
  // An answer given for an older version of the policy or of the tools does not count.
  await page.goto("/termos");
  await page.evaluate(() =>
    localStorage.setItem(
      "cf_consentimento_anuncios",
      JSON.stringify({ choice: "accepted", version: "2020-01-01+google", at: "2020-01-01T00:00:00.000Z" }),
    ),
  );
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(outside).toEqual([]);

  // The shipped settings again (no tag): what every other test and a fresh site have.
  const admin = await signInAsAdmin(await browser.newContext({ baseURL: server.url }));
  await saveTags(admin, { google: "", label: "", meta: "" });
  await expect(admin.getByText("Tags desligadas")).toBeVisible();
  await admin.context().close();

  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).not.toMatch(tagHosts);
  await expect(page.locator("#consentimento-cookies")).toHaveCount(0);
  await expect(page.getByText("Preferências de cookies")).toHaveCount(0);
  await page.waitForLoadState("networkidle");
  expect(outside).toEqual([]);
  await context.close();
});
