import type { Page } from "@playwright/test";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * Content Management: the admin edits a page's hero in its section editor (draft, preview,
 * publish), changes the logo text and a social link in Site Settings, and a visitor sees them on
 * the next request; a javascript: address is refused on its field and nothing is saved. Every
 * change is undone at the end of its test: the other specs share this server's database.
 */

const webUrlError = "Use um endereço que comece com https:// ou http://.";

async function openContentScreen(page: Page) {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/content");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Content Management", level: 1 })).toBeVisible();
}

/** A notice (toast) with this title; a save may take a while on a busy machine. */
async function expectNotice(page: Page, title: string) {
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: title }).first()).toBeVisible({
    timeout: 30_000,
  });
}

const PRIME_HERO = "/admin/content/hero.modelo-prime";

/** The hero editor's Title field. */
function heroTitle(page: Page) {
  return page.locator('[name="title"]');
}

async function publishHeroTitle(page: Page, title: string) {
  await page.goto(PRIME_HERO);
  await heroTitle(page).fill(title);
  await page.getByRole("button", { name: "Publicar" }).click();
  await expectNotice(page, "Seção publicada");
}

async function saveAll(page: Page) {
  await page.getByRole("button", { name: "Save All Changes" }).click();
  await expectToast(page, "Content saved");
  await expect(page.getByRole("button", { name: "Save All Changes" })).toBeEnabled();
}

/**
 * A page as a visitor sees it: a fresh browser context, no admin cookie. The admin's page is
 * brought back to the front afterwards, so its animation frames (which clicks wait for) run.
 */
async function asVisitor<T>(admin: Page, path: string, look: (page: Page) => Promise<T>): Promise<T> {
  const browser = admin.context().browser();
  if (!browser) throw new Error("the admin page has no browser");
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await look(page);
  } finally {
    await context.close();
    await admin.bringToFront();
  }
}

test.describe("Content Management", () => {
  // Each test signs in, saves twice and opens the public site in fresh browsers: on a busy
  // machine that takes longer than the default 30 s.
  test.describe.configure({ timeout: 120_000 });

  test("the Prime hero: a draft, its preview, then the publish shows on /modelo-prime", async ({ page }) => {
    await openContentScreen(page);
    // Content Management lists the page heroes with the other sections.
    const heroes = page.getByRole("heading", { name: "Topo das páginas", level: 3 });
    await expect(heroes).toBeVisible();
    await page.getByRole("link", { name: "Hero – Prime" }).click();
    await expect(page).toHaveURL(PRIME_HERO);
    await expect(page.getByRole("heading", { name: "Hero – Prime", level: 1 })).toBeVisible();
    await waitForHydration(page);
    const original = await heroTitle(page).inputValue();
    expect(original).toBeTruthy();

    const newTitle = `Prime renovado ${Date.now()}`;
    try {
      // A draft: visitors still see the published title.
      await heroTitle(page).fill(newTitle);
      await page.getByRole("button", { name: "Salvar rascunho" }).click();
      await expectNotice(page, "Rascunho salvo");
      await asVisitor(page, "/modelo-prime", async (visitor) => {
        await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(original);
      });

      // The admin's preview shows the draft on the page itself.
      const popupPromise = page.waitForEvent("popup");
      await page.getByRole("button", { name: /Pré-visualizar/ }).click();
      const preview = await popupPromise;
      await expect(preview).toHaveURL(/\/modelo-prime\?pre-visualizar=hero\.modelo-prime$/);
      await expect(preview.getByRole("heading", { level: 1 })).toHaveText(newTitle);
      await preview.close();
      await page.bringToFront();

      // Published: the very next request shows it.
      await page.getByRole("button", { name: "Publicar" }).click();
      await expectNotice(page, "Seção publicada");
      await asVisitor(page, "/modelo-prime", async (visitor) => {
        await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(newTitle);
      });
      // The editor shows the published value after a reload.
      await page.reload();
      await expect(heroTitle(page)).toHaveValue(newTitle);
    } finally {
      await publishHeroTitle(page, original);
    }
    await asVisitor(page, "/modelo-prime", async (visitor) => {
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(original);
    });
  });

  test("the logo text shows in the header and a Twitter link in the footer", async ({ page }) => {
    await openContentScreen(page);
    const logoText = page.getByLabel("Logo Text");
    const twitter = page.getByLabel("Twitter URL");
    const original = { logo: await logoText.inputValue(), twitter: await twitter.inputValue() };

    await asVisitor(page, "/", async (visitor) => {
      await expect(visitor.getByRole("link", { name: "Twitter da Cota Fácil" })).toHaveCount(0);
    });

    await logoText.fill("Cota Certa");
    await twitter.fill("https://x.com/cotafacil-e2e");
    await saveAll(page);
    try {
      await asVisitor(page, "/", async (visitor) => {
        const header = visitor.getByRole("banner");
        await expect(header.getByRole("link", { name: "Cota Certa – página inicial" })).toContainText(
          "Cota Certa",
        );
        await expect(header).not.toContainText("Cota Fácil");
        const footer = visitor.getByRole("contentinfo");
        await expect(footer.getByRole("link", { name: "Twitter da Cota Fácil" })).toHaveAttribute(
          "href",
          "https://x.com/cotafacil-e2e",
        );
        await expect(footer.getByRole("link", { name: "Cota Certa – página inicial" })).toBeVisible();
      });
    } finally {
      await logoText.fill(original.logo);
      await twitter.fill(original.twitter);
      await saveAll(page);
    }
    await asVisitor(page, "/", async (visitor) => {
      await expect(
        visitor.getByRole("banner").getByRole("link", { name: /Cota Fácil – página inicial/ }),
      ).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Twitter da Cota Fácil" })).toHaveCount(0);
    });
  });

  test("a javascript: address is a field error and nothing is saved", async ({ page }) => {
    await openContentScreen(page);
    const logoText = page.getByLabel("Logo Text");
    const twitter = page.getByLabel("Twitter URL");
    const original = { logo: await logoText.inputValue(), twitter: await twitter.inputValue() };
    await twitter.fill("javascript:alert(document.cookie)");
    await logoText.fill("Não deve ser salvo");

    // The save is refused: the cursor goes to the field in error.
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(twitter).toBeFocused();
    await expect(twitter).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(webUrlError)).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel("Twitter URL")).toHaveValue(original.twitter);
    await expect(page.getByLabel("Logo Text")).toHaveValue(original.logo);
    await asVisitor(page, "/", async (visitor) => {
      await expect(visitor.getByRole("banner")).not.toContainText("Não deve ser salvo");
      await expect(visitor.locator('a[href^="javascript:"]')).toHaveCount(0);
    });
  });

  test("a save after the session ended asks to sign in again and keeps what was typed", async ({
    page,
    context,
  }) => {
    await openContentScreen(page);
    const logoText = page.getByLabel("Logo Text");
    const original = await logoText.inputValue();
    await logoText.fill("Texto digitado antes de a sessão acabar");
    // The session ends meanwhile (expired on the server).
    const [session] = (await context.cookies()).filter((c) => c.name === "cota.session_token");
    await context.addCookies([{ ...session, value: "sessao-expirada.assinatura" }]);

    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fadmin%2Fcontent$/);
    await expectToast(page, "Authentication required", "You must be logged in to save content.");

    await page.getByLabel("Email").fill(adminAccount.email);
    await page.getByLabel("Senha").fill(adminAccount.password);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/admin\/content$/);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Restaurar rascunho" }).click();
    await expect(logoText).toHaveValue("Texto digitado antes de a sessão acabar");
    // Nothing was saved: put the screen back as it was and drop the draft.
    await logoText.fill(original);
    await saveAll(page);
  });

  test("has no accessibility violations, on a desktop and on a phone", async ({
    page,
    browser,
  }, testInfo) => {
    await openContentScreen(page);
    await checkA11y(page);
    await screenshotWidths(page, testInfo, "content-management");
    await page.goto(PRIME_HERO);
    await checkA11y(page);
    await screenshotWidths(page, testInfo, "hero-editor");

    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const small = await phone.newPage();
      await openContentScreen(small);
      await expect(small.getByRole("button", { name: "Save All Changes" })).toBeVisible();
      const width = await small.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await checkA11y(small);
    } finally {
      await phone.close();
    }
  });
});
