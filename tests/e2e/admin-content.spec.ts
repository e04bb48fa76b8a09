import type { Page } from "@playwright/test";
import { adminAccount, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";

/**
 * Content Management: the admin edits a page's hero, the logo, the social links and the promo
 * banner in their section editors (draft, preview, publish, an earlier version restored), and a
 * visitor sees them on the next request; a javascript: address is refused on its field and
 * nothing is published. Every change is undone at the end of its test: the other specs share
 * this server's database.
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

async function openEditor(page: Page, sectionId: string) {
  await page.goto(`/admin/content/${sectionId}`);
  await waitForHydration(page);
}

/** "Publicar" on the section editor that is open. */
async function publishHere(page: Page) {
  await page.getByRole("button", { name: "Publicar" }).click();
  await expectNotice(page, "Seção publicada");
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
    // Content Management lists the logo and the social links with the other sections.
    await expect(page.getByRole("heading", { name: "Todas as páginas", level: 3 })).toBeVisible();
    await page.getByRole("link", { name: "Logo", exact: true }).click();
    await expect(page).toHaveURL("/admin/content/logo");
    await waitForHydration(page);
    const logoText = page.getByLabel("Logo Text");
    const originalLogo = await logoText.inputValue();
    await openEditor(page, "social-links");
    const twitter = page.getByLabel("Twitter URL");
    const originalTwitter = await twitter.inputValue();

    await asVisitor(page, "/", async (visitor) => {
      await expect(visitor.getByRole("link", { name: "Twitter da Cota Fácil" })).toHaveCount(0);
    });

    await twitter.fill("https://x.com/cotafacil-e2e");
    await publishHere(page);
    await openEditor(page, "logo");
    await logoText.fill("Cota Certa");
    await publishHere(page);
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
      await openEditor(page, "logo");
      await logoText.fill(originalLogo);
      await publishHere(page);
      await openEditor(page, "social-links");
      await twitter.fill(originalTwitter);
      await publishHere(page);
    }
    await asVisitor(page, "/", async (visitor) => {
      await expect(
        visitor.getByRole("banner").getByRole("link", { name: /Cota Fácil – página inicial/ }),
      ).toBeVisible();
      await expect(visitor.getByRole("link", { name: "Twitter da Cota Fácil" })).toHaveCount(0);
    });
  });

  test("a javascript: address is a field error and nothing is published", async ({
    page,
    allowConsoleErrors,
  }) => {
    // The refused publish answers 400, which the browser reports.
    allowConsoleErrors(/status of 400/);
    await openContentScreen(page);
    await openEditor(page, "social-links");
    const twitter = page.getByLabel("Twitter URL");
    const original = await twitter.inputValue();
    await twitter.fill("javascript:alert(document.cookie)");

    // The publish is refused: the cursor goes to the field in error.
    await page.getByRole("button", { name: "Publicar" }).click();
    await expectNotice(page, "Corrija os campos indicados");
    await expect(twitter).toBeFocused();
    await expect(twitter).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(webUrlError)).toBeVisible();

    await openEditor(page, "social-links");
    await expect(page.getByLabel("Twitter URL")).toHaveValue(original);
    await asVisitor(page, "/", async (visitor) => {
      await expect(visitor.locator('a[href^="javascript:"]')).toHaveCount(0);
    });
  });

  test("the promo banner and a social link: a draft, its preview, the publish, then the earlier version restored", async ({
    page,
  }) => {
    await openContentScreen(page);
    await page.getByRole("link", { name: "Banner promocional" }).click();
    await expect(page).toHaveURL("/admin/content/promo-banner");
    await waitForHydration(page);
    const bannerText = page.getByLabel("Texto do banner");
    const deadline = page.getByLabel("Fim da oferta");
    const original = { text: await bannerText.inputValue(), deadline: await deadline.inputValue() };
    await openEditor(page, "social-links");
    const instagram = page.getByLabel("Instagram URL");
    const originalInstagram = await instagram.inputValue();
    const stamp = Date.now();
    const newText = `Semana da franquia ${stamp}`;
    const newInstagram = `https://instagram.com/cota-${stamp}`;
    // A banner whose offer still runs, published first: the version the test restores later.
    await openEditor(page, "promo-banner");
    await bannerText.fill(`Oferta de antes ${stamp}`);
    await deadline.fill("2035-12-31T23:59:59");
    await publishHere(page);

    try {
      // Drafts: the banner's text and the Instagram link.
      await bannerText.fill(newText);
      await page.getByRole("button", { name: "Salvar rascunho" }).click();
      await expectNotice(page, "Rascunho salvo");
      await openEditor(page, "social-links");
      await instagram.fill(newInstagram);
      await page.getByRole("button", { name: "Salvar rascunho" }).click();
      await expectNotice(page, "Rascunho salvo");

      // Visitors still see the published banner and link.
      await asVisitor(page, "/", async (visitor) => {
        const banner = visitor.getByRole("region", { name: "Oferta promocional" });
        await expect(banner).toContainText(`Oferta de antes ${stamp}`);
        await expect(visitor.getByRole("link", { name: "Instagram da Cota Fácil" })).toHaveAttribute(
          "href",
          originalInstagram,
        );
      });

      // The admin's preview shows both drafts on the page.
      const popupPromise = page.waitForEvent("popup");
      await page.getByRole("button", { name: /Pré-visualizar/ }).click();
      const preview = await popupPromise;
      await expect(preview).toHaveURL(/\/\?pre-visualizar=social-links$/);
      await expect(preview.getByRole("region", { name: "Oferta promocional" })).toContainText(newText);
      await expect(preview.getByRole("link", { name: "Instagram da Cota Fácil" })).toHaveAttribute(
        "href",
        newInstagram,
      );
      await preview.close();
      await page.bringToFront();

      // Published: the very next request shows them.
      await page.getByRole("button", { name: "Publicar" }).click();
      await expectNotice(page, "Seção publicada");
      await openEditor(page, "promo-banner");
      await expect(bannerText).toHaveValue(newText);
      await publishHere(page);
      await asVisitor(page, "/", async (visitor) => {
        await expect(visitor.getByRole("region", { name: "Oferta promocional" })).toContainText(newText);
        await expect(visitor.getByRole("link", { name: "Instagram da Cota Fácil" })).toHaveAttribute(
          "href",
          newInstagram,
        );
      });

      // The earlier banner, compared and restored as a draft, goes back on the site once published.
      await page
        .getByRole("link", { name: /Comparar e restaurar/ })
        .nth(1)
        .click();
      const comparison = page.getByRole("region", { name: /Versão de/ });
      await expect(comparison.getByRole("row", { name: /Texto do banner/ })).toContainText(
        `Oferta de antes ${stamp}`,
      );
      await page.getByRole("button", { name: "Restaurar como rascunho" }).click();
      await expectNotice(page, "Versão restaurada como rascunho");
      await expect(bannerText).toHaveValue(`Oferta de antes ${stamp}`);
      await asVisitor(page, "/", async (visitor) => {
        await expect(visitor.getByRole("region", { name: "Oferta promocional" })).toContainText(newText);
      });
      await publishHere(page);
      await asVisitor(page, "/", async (visitor) => {
        await expect(visitor.getByRole("region", { name: "Oferta promocional" })).toContainText(
          `Oferta de antes ${stamp}`,
        );
      });
    } finally {
      await openEditor(page, "promo-banner");
      await bannerText.fill(original.text);
      await deadline.fill(original.deadline);
      await publishHere(page);
      await openEditor(page, "social-links");
      await instagram.fill(originalInstagram);
      await publishHere(page);
    }
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
    await openEditor(page, "promo-banner");
    await checkA11y(page);
    await screenshotWidths(page, testInfo, "promo-banner-editor");

    const phone = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    try {
      const small = await phone.newPage();
      await openContentScreen(small);
      await expect(small.getByRole("link", { name: "Banner promocional" })).toBeVisible();
      const width = await small.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await checkA11y(small);
      await small.goto("/admin/content/social-links");
      await waitForHydration(small);
      expect(await small.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await checkA11y(small);
    } finally {
      await phone.close();
    }
  });
});
