import type { Page } from "@playwright/test";
import { adminAccount, expectToast, signIn } from "./support/auth";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";

/**
 * Content Management: the admin changes a page's
 * hero, the logo text and a social link, and a visitor sees them on the next request; a
 * javascript: address is refused on its field and nothing is saved. Every change is undone at
 * the end of its test: the other specs share this server's database.
 */

const webUrlError = "Use um endereço que comece com https:// ou http://.";

async function openContentScreen(page: Page) {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/content");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: "Content Management", level: 1 })).toBeVisible();
}

function panel(page: Page, tab: string) {
  return page.getByRole("tabpanel", { name: tab });
}

async function showTab(page: Page, tab: string) {
  await page.getByRole("tab", { name: tab }).click();
  await expect(panel(page, tab)).toBeVisible();
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

  test("a new Prime hero title shows on /modelo-prime for visitors", async ({ page }) => {
    await openContentScreen(page);
    await showTab(page, "Prime");
    const title = panel(page, "Prime").getByLabel("Title", { exact: true });
    const original = await title.inputValue();
    const defaultTitle = await title.getAttribute("placeholder");
    expect(defaultTitle).toBeTruthy();

    const newTitle = `Prime renovado ${Date.now()}`;
    await title.fill(newTitle);
    await saveAll(page);
    try {
      await asVisitor(page, "/modelo-prime", async (visitor) => {
        await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(newTitle);
      });
      // The screen shows the saved value after a reload.
      await page.reload();
      await waitForHydration(page);
      await showTab(page, "Prime");
      await expect(panel(page, "Prime").getByLabel("Title", { exact: true })).toHaveValue(newTitle);
    } finally {
      await showTab(page, "Prime");
      await panel(page, "Prime").getByLabel("Title", { exact: true }).fill(original);
      await saveAll(page);
    }
    await asVisitor(page, "/modelo-prime", async (visitor) => {
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(
        original || (defaultTitle as string),
      );
    });
  });

  test("the logo text shows in the header and a Twitter link in the footer", async ({ page }) => {
    await openContentScreen(page);
    await showTab(page, "Site Settings");
    const settings = panel(page, "Site Settings");
    const logoText = settings.getByLabel("Logo Text");
    const twitter = settings.getByLabel("Twitter URL");
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
      await showTab(page, "Site Settings");
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
    await showTab(page, "Site Settings");
    const twitter = panel(page, "Site Settings").getByLabel("Twitter URL");
    const original = await twitter.inputValue();
    await twitter.fill("javascript:alert(document.cookie)");

    // Saved from another tab: the screen goes to the field in error.
    await showTab(page, "Prime");
    await panel(page, "Prime").getByLabel("Title", { exact: true }).fill("Não deve ser salvo");
    await page.getByRole("button", { name: "Save All Changes" }).click();
    await expect(panel(page, "Site Settings")).toBeVisible();
    await expect(twitter).toBeFocused();
    await expect(twitter).toHaveAttribute("aria-invalid", "true");
    await expect(panel(page, "Site Settings").getByText(webUrlError)).toBeVisible();
    await expect(page.getByRole("tab", { name: /Site Settings/ })).toContainText("(com erro)");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);

    await page.reload();
    await waitForHydration(page);
    await showTab(page, "Site Settings");
    await expect(panel(page, "Site Settings").getByLabel("Twitter URL")).toHaveValue(original);
    await showTab(page, "Prime");
    await expect(panel(page, "Prime").getByLabel("Title", { exact: true })).not.toHaveValue(
      "Não deve ser salvo",
    );
    await asVisitor(page, "/modelo-prime", async (visitor) => {
      await expect(visitor.getByRole("heading", { level: 1 })).not.toHaveText("Não deve ser salvo");
      await expect(visitor.locator('a[href^="javascript:"]')).toHaveCount(0);
    });
  });

  test("a save after the session ended asks to sign in again and keeps what was typed", async ({
    page,
    context,
  }) => {
    await openContentScreen(page);
    await showTab(page, "Office");
    const subtitle = panel(page, "Office").getByLabel("Subtitle", { exact: true });
    const original = await subtitle.inputValue();
    await subtitle.fill("Texto digitado antes de a sessão acabar");
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
    await showTab(page, "Office");
    await expect(subtitle).toHaveValue("Texto digitado antes de a sessão acabar");
    // Nothing was saved: put the screen back as it was and drop the draft.
    await subtitle.fill(original);
    await saveAll(page);
  });

  test("has no accessibility violations, on a desktop and on a phone", async ({ page, browser }) => {
    await openContentScreen(page);
    await checkA11y(page);
    await showTab(page, "Site Settings");
    await checkA11y(page);

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
