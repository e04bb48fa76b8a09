import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import sharp from "sharp";
import { adminAccount, signIn } from "./support/auth";
import { answerConfirmation } from "./support/confirm-dialog";
import { checkA11y, expect, test, waitForHydration } from "./support/fixtures";
import { screenshotWidths } from "./support/screens";
import {
  asVisitor,
  compareVersion,
  expectNotice,
  field,
  fillSection,
  jsonLdOf,
  openPreview,
  openSection,
  PREVIEW_BANNER,
  publish,
  restoreComparedVersion,
  saveDraft,
} from "./support/section-editor";

/**
 * The marketing team's cycle on Content Management for the registry's sections other than the
 * company's WhatsApp number (admin-content-sections.spec.ts): a partner (name and logo from the
 * media library), an FAQ item, a model's price and the expo's days. Each is saved as a draft (the
 * public page does not change), previewed (the draft, under the preview banner), published (an
 * anonymous visitor sees it on the very next request, though the page was cached before). The
 * partner's publications are then compared and the earlier one restored; before that, its logo
 * is deleted from the library, which names the section using it and asks first.
 *
 * The other specs share this server's database: each test puts its section back as it found it.
 */

test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  await signIn(page, adminAccount);
  await expect(page).toHaveURL(/\/admin$/);
});

/** Every image of the page's main part answers 200 (none points at a deleted file). */
async function expectNoBrokenImage(page: Page) {
  const sources = await page
    .locator("main img")
    .evaluateAll((images) => [
      ...new Set(
        images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src),
      ),
    ]);
  expect(sources.length).toBeGreaterThan(0);
  for (const source of sources) {
    expect((await page.request.get(source)).status(), source).toBe(200);
  }
}

test("a partner's name and logo: draft, preview, publish; its logo's delete asks and breaks nothing; the earlier version compared and restored", async ({
  page,
  browser,
}, testInfo) => {
  // A logo uploaded to the media library.
  await page.goto("/admin/media");
  await waitForHydration(page);
  const logoName = `logo-parceiro-${crypto.randomBytes(3).toString("hex")}`;
  const png = await sharp({ create: { width: 400, height: 160, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const upload = page.getByRole("region", { name: "Enviar arquivos" });
  await upload
    .getByLabel("Imagens")
    .setInputFiles({ name: `${logoName}.png`, mimeType: "image/png", buffer: png });
  await upload.getByRole("button", { name: "Enviar imagens" }).click();
  await expectNotice(page, "Media added");

  await openSection(page, "partners");
  const shippedName = await field(page, "items[0].name").inputValue();
  const shippedLogo = await field(page, "items[0].image").inputValue();
  // What the site shows now, kept as a publication to come back to.
  await publish(page);

  const partnerName = "Banco Parceiro de Teste";
  try {
    await fillSection(page, { "items[0].name": partnerName, "items[0].image": { option: logoName } });
    const logo = await field(page, "items[0].image").inputValue();
    expect(logo).toMatch(/^\/uploads\//);

    // Draft: the visitor's page (cached from here on) does not change.
    await saveDraft(page);
    await asVisitor(browser, "/", async (home) => {
      await expect(home.getByRole("img", { name: shippedName, exact: true })).toHaveAttribute(
        "src",
        shippedLogo,
      );
      await expect(home.getByRole("img", { name: partnerName })).toHaveCount(0);
    });

    // Preview: the draft, under the banner.
    const preview = await openPreview(page);
    await expect(preview.getByRole("img", { name: partnerName })).toHaveAttribute("src", logo);
    await preview.close();

    // Publish: the next visitor request shows it.
    await publish(page);
    await asVisitor(browser, "/", async (home) => {
      await expect(home.getByText(PREVIEW_BANNER)).toHaveCount(0);
      await expect(home.getByRole("img", { name: partnerName })).toHaveAttribute("src", logo);
      await expect(home.getByRole("img", { name: shippedName, exact: true })).toHaveCount(0);
    });

    // The logo is in use: its card says where, the delete question names it, Cancelar keeps it.
    await page.goto("/admin/media");
    await waitForHydration(page);
    const card = page.getByRole("article", { name: logoName, exact: true });
    await expect(card).toContainText("Esta imagem é usada em:");
    const use = card.getByRole("link", { name: /^Parceiros › .*Logotipo/ });
    await expect(use).toHaveAttribute("href", "/admin/content/partners#campo-items-0-image");
    await card.getByRole("button", { name: `Excluir ${logoName}` }).click();
    await answerConfirmation(page, /Esta imagem é usada em: Parceiros › .*Logotipo/, "Cancelar");
    await expect(card).toBeVisible();
    await asVisitor(browser, "/", async (home) => {
      await expect(home.getByRole("img", { name: partnerName })).toHaveAttribute("src", logo);
    });

    // Confirmed: the partner shows the site's placeholder, and no image on the page is broken.
    await card.getByRole("button", { name: `Excluir ${logoName}` }).click();
    await answerConfirmation(page, /Esta imagem é usada em: Parceiros › .*Logotipo/, "Excluir");
    await expectNotice(page, "Imagem excluída");
    await expect(card).toHaveCount(0);
    expect((await page.request.get(logo)).status()).toBe(404);
    await asVisitor(browser, "/", async (home) => {
      await expect(home.getByRole("img", { name: partnerName })).toHaveAttribute(
        "src",
        "/images/image-placeholder.svg",
      );
      await expectNoBrokenImage(home);
    });

    // The earlier publication, compared with today's and restored: visitors get it once published.
    await openSection(page, "partners");
    // The delete's replacement is a version of its own, by the admin, saying why.
    await expect(
      page.getByRole("listitem").filter({ hasText: `(Imagem excluída: ${logoName})` }),
    ).toHaveCount(1);
    // The version that used the deleted logo says what will stand in for it if restored.
    const withDeletedLogo = await compareVersion(page, 1);
    await expect(withDeletedLogo.getByRole("note")).toContainText(`“${logo}” → a imagem provisória do site`);
    await checkA11y(page);
    const comparison = await compareVersion(page, 2);
    await expect(comparison.getByRole("row", { name: /Nome/ })).toContainText(shippedName);
    await expect(comparison.getByRole("row", { name: /Nome/ })).toContainText(partnerName);
    await expect(comparison.getByRole("row", { name: /Logotipo/ })).toContainText(shippedLogo);
    await checkA11y(page);
    await comparison.scrollIntoViewIfNeeded();
    await screenshotWidths(page, testInfo, "section-versions-compared");
    await restoreComparedVersion(page);
    await expect(field(page, "items[0].name")).toHaveValue(shippedName);
    await asVisitor(browser, "/", async (home) => {
      await expect(home.getByRole("img", { name: partnerName })).toHaveCount(1);
    });
    await publish(page);
    await asVisitor(browser, "/", async (home) => {
      await expect(home.getByRole("img", { name: shippedName, exact: true })).toHaveAttribute(
        "src",
        shippedLogo,
      );
      await expect(home.getByRole("img", { name: partnerName })).toHaveCount(0);
      await expectNoBrokenImage(home);
    });
  } finally {
    await openSection(page, "partners");
    if ((await field(page, "items[0].name").inputValue()) !== shippedName) {
      await compareVersion(
        page,
        (await page.getByRole("link", { name: /Comparar e restaurar/ }).count()) - 1,
      );
      await restoreComparedVersion(page);
      await publish(page);
    }
  }
});

test("an FAQ item: draft, preview and publish, the FAQPage structured data following the page", async ({
  page,
  browser,
}) => {
  const faqQuestions = async (home: Page) => {
    const faq = (await jsonLdOf(home)).find((data) => data["@type"] === "FAQPage");
    expect(faq, "the page's FAQPage JSON-LD").toBeDefined();
    return ((faq?.mainEntity ?? []) as { name: string; acceptedAnswer: { text: string } }[]).map((item) => [
      item.name,
      item.acceptedAnswer.text,
    ]);
  };
  await openSection(page, "faq");
  const shipped = {
    "items[0].question": await field(page, "items[0].question").inputValue(),
    "items[0].answer": await field(page, "items[0].answer").inputValue(),
  };
  const question = "Posso começar a franquia trabalhando de casa?";
  const answer = "Sim. O modelo Home foi pensado para começar de casa, com o mesmo suporte da rede.";
  try {
    await fillSection(page, { "items[0].question": question, "items[0].answer": answer });
    await saveDraft(page);
    await asVisitor(browser, "/", async (home) => {
      await expect(home.locator("#faq")).not.toContainText(question);
      expect((await faqQuestions(home))[0]).toEqual([
        shipped["items[0].question"],
        shipped["items[0].answer"],
      ]);
    });

    const preview = await openPreview(page);
    await expect(preview).toHaveURL(/\/\?pre-visualizar=faq#faq$/);
    await expect(preview.locator("#faq")).toContainText(question);
    expect((await faqQuestions(preview))[0]).toEqual([question, answer]);
    await preview.close();

    await publish(page);
    await asVisitor(browser, "/", async (home) => {
      const faq = home.locator("#faq");
      await expect(faq.getByText(question)).toBeVisible();
      // The first question is the one open when the page loads.
      await expect(faq.getByText(answer)).toBeVisible();
      const items = await faqQuestions(home);
      expect(items[0]).toEqual([question, answer]);
      expect(items.map(([name]) => name)).not.toContain(shipped["items[0].question"]);
    });
  } finally {
    await openSection(page, "faq");
    await fillSection(page, shipped);
    await publish(page);
  }
});

test("a model's price: the model page and the lead form's amounts follow it; the preview follows the card's link", async ({
  page,
  browser,
}) => {
  const amount = (form: Page) =>
    form
      .locator("#contato")
      .getByRole("form", { name: "Formulário de contato" })
      .getByLabel("Valor disponível para investir");
  const offered = (home: Page) =>
    amount(home)
      .locator("option")
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));

  await openSection(page, "models");
  const shippedPrice = await field(page, "home.price").inputValue();
  expect(shippedPrice).toBe("14.997");
  try {
    await fillSection(page, { "home.price": "15.490" });
    await saveDraft(page);
    await asVisitor(browser, "/modelo-home", async (model) => {
      await expect(model.getByRole("main")).toContainText("A partir de R$ 14.997");
      await expect(amount(model)).toHaveValue("R$ 14.997");
    });

    // The preview opens the home page; the Home card's link keeps it on the model page.
    const preview = await openPreview(page);
    await waitForHydration(preview);
    await expect(preview.locator("#franquias")).toContainText("R$ 15.490");
    await preview.locator('#franquias a[href^="/modelo-home"]').first().click();
    await expect(preview).toHaveURL(/\/modelo-home\?pre-visualizar=models#contato$/);
    await expect(preview.getByText(PREVIEW_BANNER)).toBeVisible();
    await expect(preview.getByRole("main")).toContainText("A partir de R$ 15.490");
    await expect(amount(preview)).toHaveValue("R$ 15.490");
    // A page that does not show the models leaves the preview: the live page, without the banner.
    await preview
      .getByRole("contentinfo")
      .getByRole("link", { name: /Termos de Uso/ })
      .click();
    await expect(preview).toHaveURL(/\/termos$/);
    await expect(preview.getByText(PREVIEW_BANNER)).toHaveCount(0);
    await preview.close();

    await publish(page);
    await asVisitor(browser, "/modelo-home", async (model) => {
      await expect(model.getByRole("main")).toContainText("A partir de R$ 15.490");
      await expect(amount(model)).toHaveValue("R$ 15.490");
      const amounts = await offered(model);
      expect(amounts).toContain("R$ 15.490");
      expect(amounts).not.toContain("R$ 14.997");
    });
  } finally {
    await openSection(page, "models");
    await fillSection(page, { "home.price": shippedPrice });
    await publish(page);
  }
});

test("the expo's days: the page and its scheduling form offer only the new days, named as the team chose", async ({
  page,
  browser,
}, testInfo) => {
  const dayChoices = (expo: Page) =>
    expo
      .getByRole("form", { name: "Formulário de agendamento" })
      .getByLabel("Dia preferido", { exact: true })
      .locator("option")
      .evaluateAll((options) =>
        options.map((option) => [(option as HTMLOptionElement).value, option.textContent?.trim()]),
      );
  const details = (expo: Page) =>
    expo.getByRole("region", { name: "Quatro dias para conhecer a sua próxima franquia" });

  await openSection(page, "expo");
  const shipped: Record<string, string> = {};
  for (let index = 0; index < 4; index++) {
    shipped[`days[${index}].date`] = await field(page, `days[${index}].date`).inputValue();
  }
  const shippedNames = ["Quinta-feira", "Sexta-feira", "Sábado", "Domingo"];
  // 9 to 12 July 2025: Wednesday to Saturday, still ahead for this server (EXPO_TODAY 2025-06-20).
  const moved = ["2025-07-09", "2025-07-10", "2025-07-11", "2025-07-12"];
  const movedNames = ["Quarta-feira", "Quinta-feira", "Sexta-feira", "Sábado"];
  const dayFields = (dates: string[], names: string[]) =>
    Object.fromEntries(
      dates.flatMap((date, index) => [
        [`days[${index}].date`, date],
        [`days[${index}].weekday`, { option: names[index] }],
      ]),
    );
  try {
    await fillSection(page, dayFields(moved, movedNames));
    await saveDraft(page);
    await asVisitor(browser, "/expo-abf-2025", async (expo) => {
      await expect(details(expo)).toContainText("25 a 28 de junho de 2025");
      await expect(details(expo)).toContainText("Quinta a domingo");
      expect((await dayChoices(expo)).map(([value]) => value)).toEqual(["", ...shippedDates(shipped)]);
    });

    const preview = await openPreview(page);
    await expect(details(preview)).toContainText("9 a 12 de julho de 2025");
    await expect(details(preview)).toContainText("Quarta a sábado");
    expect((await dayChoices(preview)).map(([value]) => value)).toEqual(["", ...moved]);
    await preview.close();

    await publish(page);
    await asVisitor(browser, "/expo-abf-2025", async (expo) => {
      const shown = details(expo);
      await expect(shown.getByRole("heading", { name: "9 a 12 de julho de 2025" })).toBeVisible();
      await expect(shown).toContainText("Quarta a sábado");
      await expect(shown).toContainText("Quarta a sexta, 13h às 21h");
      await expect(shown).toContainText("Sábado, 13h às 19h");
      await expect(expo.getByRole("main")).not.toContainText("junho");
      expect(await dayChoices(expo)).toEqual([
        ["", "Selecione um dia"],
        ["2025-07-09", "Quarta-feira, 9 de julho"],
        ["2025-07-10", "Quinta-feira, 10 de julho"],
        ["2025-07-11", "Sexta-feira, 11 de julho"],
        ["2025-07-12", "Sábado, 12 de julho"],
      ]);
      const event = (await jsonLdOf(expo)).find((data) => data["@type"] === "Event");
      expect(event).toMatchObject({
        startDate: "2025-07-09T13:00:00-03:00",
        endDate: "2025-07-12T19:00:00-03:00",
      });
    });
  } finally {
    await openSection(page, "expo");
    await fillSection(page, dayFields(shippedDates(shipped), shippedNames));
    await publish(page);
  }
  await asVisitor(browser, "/expo-abf-2025", async (expo) => {
    await expect(details(expo)).toContainText("Quinta a domingo");
    await screenshotWidths(expo, testInfo, "expo-page");
  });
});

function shippedDates(shipped: Record<string, string>): string[] {
  return [0, 1, 2, 3].map((index) => shipped[`days[${index}].date`]);
}
