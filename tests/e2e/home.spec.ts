import type { Page } from "@playwright/test";
import { checkA11y, expect, test, waitForPartHydration } from "./support/fixtures";

/**
 * The home page sections with their counts and figures, found by roles, names and the
 * anchors other pages link to.
 */

const heroTitle = "Seja um franqueado Cota Fácil e lucre com soluções financeiras";

/** Loads the home page and waits until the page has hydrated (no request pending). */
async function openHome(page: Page) {
  await page.goto("/");
  await page.waitForLoadState("networkidle");
}

/** A section, by the name its heading gives it. */
const section = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

test.describe("home page sections", () => {
  test.beforeEach(async ({ page }) => {
    await openHome(page);
  });

  test("come in the page's order, each with its anchor", async ({ page }) => {
    const anchors = await page
      .getByRole("main")
      .evaluate((main) => Array.from(main.querySelectorAll("section[id]"), (element) => element.id));
    const expected = [
      "inicio",
      "franquias",
      "beneficios",
      "como-funciona",
      "depoimentos",
      "depoimentos-video",
      "faq",
      "contato",
      "sobre",
      "parceiros",
      "premiacoes",
    ];
    expect(anchors.filter((id) => expected.includes(id))).toEqual(expected);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  });

  test("hero: headline, stats and the two calls to action", async ({ page }) => {
    const hero = section(page, heroTitle);
    await expect(hero.getByRole("heading", { level: 1, name: heroTitle })).toBeVisible();
    for (const stat of ["+10 Premiações", "+1000 Franqueados", "R$ 1,5 milhão Vendas/mês"]) {
      await expect(hero.getByRole("listitem").filter({ hasText: stat })).toHaveText(stat);
    }
    await expect(hero.getByRole("link", { name: "Quero ser um franqueado" })).toHaveAttribute(
      "href",
      "#contato",
    );
    await expect(hero.getByRole("link", { name: "Conheça os modelos" })).toHaveAttribute(
      "href",
      "#franquias",
    );
  });

  test("model cards: five models, their investments and 'Ver detalhes' links", async ({ page }) => {
    const models = page.locator("#franquias");
    const expected = [
      ["Basic", "R$ 8.997", "/modelo-basic#contato"],
      ["Home", "R$ 14.997", "/modelo-home#contato"],
      ["Office", "R$ 19.997", "/modelo-office#contato"],
      ["Loja", "R$ 44.997", "/modelo-loja#contato"],
      ["Prime", "R$ 99.997", "/modelo-prime#contato"],
    ];
    await expect(models.getByRole("heading", { level: 3 })).toHaveText(expected.map(([name]) => name));
    for (const [name, investment, href] of expected) {
      const card = models
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name, exact: true }) });
      await expect(card).toContainText("A partir de");
      await expect(card).toContainText(investment);
      await expect(card.getByRole("link", { name: /^Ver detalhes/ })).toHaveAttribute("href", href);
    }
    const loja = models
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: "Loja", exact: true }) });
    await expect(loja).toContainText("Mais procurado");
  });

  test("benefits, steps and text testimonials", async ({ page }) => {
    const benefits = page.locator("#beneficios");
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(8);
    for (const claim of [
      "R$ 25.000",
      "300%",
      "280 produtos",
      "Suporte diário",
      "Marketing pronto",
      "SUSEP",
      "7 anos",
    ]) {
      await expect(benefits).toContainText(claim);
    }
    await expect(benefits).toContainText("Mais de 1000 franquias");
    await expect(benefits).toContainText("R$ 500 milhões");

    await expect(page.locator("#como-funciona").getByRole("heading", { level: 3 })).toHaveText([
      "Assinatura do contrato",
      "Treinamento inicial",
      "Início das operações",
      "Sucesso e crescimento",
    ]);
    await expect(page.locator("#como-funciona").getByRole("listitem")).toHaveCount(4);

    await expect(page.locator("#depoimentos").getByRole("figure")).toHaveCount(3);
  });

  test("about section and awards", async ({ page }) => {
    const about = page.locator("#sobre");
    await expect(about.getByRole("heading", { level: 2 })).toBeVisible();
    await expect(about.getByRole("link", { name: "Assistir: Conheça a Cota Fácil" })).toBeVisible();

    const awards = section(page, "Reconhecimentos e Premiações");
    await expect(awards).toContainText(
      "Nosso compromisso com a excelência é reconhecido pelas principais instituições do setor",
    );
    await expect(awards.getByRole("listitem")).toHaveCount(8);
    await expect(awards.getByRole("heading", { level: 3 })).toHaveCount(8);
    await expect(page.locator("#ra-verified-seal")).toContainText("Empresa Verificada");
    await expect(awards.getByRole("listitem").first()).toHaveId("ra-verified-seal");
    await awards.scrollIntoViewIfNeeded();
    await expect(awards.getByRole("listitem").last()).toHaveCSS("opacity", "1");
  });
});

test.describe("FAQ", () => {
  test("keeps one question open at a time, and an open one closes again", async ({ page }) => {
    await openHome(page);
    const faq = section(page, "Perguntas frequentes");
    await expect(faq.getByRole("group")).toHaveCount(6);
    const investment = faq.getByText("R$ 25.000 e R$ 50.000");
    const revenue = faq.getByText("R$ 20.000 a R$ 100.000");
    const payback = faq.getByText("6 a 12 meses");

    await expect(investment).toBeVisible();
    await expect(revenue).toBeHidden();

    await faq.getByText("Qual é o faturamento de uma franquia Cota Fácil?").click();
    await expect(revenue).toBeVisible();
    await expect(investment).toBeHidden();

    await faq.getByText("Em quanto tempo tenho o retorno do investimento?").click();
    await expect(payback).toBeVisible();
    await expect(revenue).toBeHidden();

    await faq.getByText("Em quanto tempo tenho o retorno do investimento?").click();
    await expect(payback).toBeHidden();
    await expect(faq.locator("details[open]")).toHaveCount(0);

    await faq.getByText("Quais produtos vou poder oferecer?").click();
    await expect(faq.getByText("20.000 imóveis disponíveis")).toBeVisible();
    await faq.getByText("Há quanto tempo a Cota Fácil está no mercado?").click();
    await expect(faq.getByText("7 anos de mercado")).toBeVisible();
  });
});

test.describe("video testimonials", () => {
  test("previous and next buttons change the visible video", async ({ page }) => {
    await openHome(page);
    const carousel = page.getByRole("region", { name: "Depoimentos de franqueados em vídeo" });
    await carousel.scrollIntoViewIfNeeded();
    const slide = (n: number) => carousel.getByRole("group", { name: `${n} de 3`, exact: true });
    await expect(slide(1)).toBeInViewport();
    await expect(slide(2)).not.toBeInViewport();

    await carousel.getByRole("button", { name: "Próximo vídeo" }).click();
    await expect(slide(2)).toBeInViewport();
    await expect(slide(1)).not.toBeInViewport();

    await carousel.getByRole("button", { name: "Vídeo anterior" }).click();
    await expect(slide(1)).toBeInViewport();

    await carousel.getByRole("button", { name: "Vídeo anterior" }).click();
    await expect(slide(3)).toBeInViewport();
  });

  test("the player loads only when a thumbnail is clicked", async ({ page, thirdPartyRequests }) => {
    // The player itself is not part of this test: answer its address with an empty page.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>player</title>" }),
    );
    await openHome(page);
    expect(thirdPartyRequests).toEqual([]);
    const title = "Do banco para o próprio negócio";
    // The section becomes interactive as it nears the screen, as it does for a visitor scrolling.
    await page.locator("#depoimentos-video").scrollIntoViewIfNeeded();
    await expect(page.locator('#depoimentos-video [data-carousel="ready"]')).toHaveCount(1);
    await expect(page.getByTitle(title)).toHaveCount(0);

    await page.getByRole("link", { name: `Assistir: ${title}` }).click();
    const player = page.getByTitle(title);
    await expect(player).toBeVisible();
    await expect(player).toHaveAttribute(
      "src",
      "https://www.youtube-nocookie.com/embed/qP7mT2xKc4A?autoplay=1",
    );
    await expect(page.getByRole("link", { name: `Assistir: ${title}` })).toHaveCount(0);
  });
});

test.describe("partners", () => {
  const firstPartner = (page: Page) =>
    page
      .getByRole("region", { name: "Logotipos dos parceiros" })
      .getByRole("img", { name: "Banco Horizonte" });

  test("shows the 28 partner logos, each named", async ({ page }) => {
    await openHome(page);
    const carousel = page.getByRole("region", { name: "Logotipos dos parceiros" });
    await expect(carousel.getByRole("img")).toHaveCount(28);
    for (const name of ["Banco Horizonte", "Seguradora Aurora", "Cooperativa Vale Verde"]) {
      await expect(carousel.getByRole("img", { name })).toHaveAttribute("loading", "lazy");
    }
  });

  // The page's clock is Playwright's: the carousel's 3 s autoplay delay passes when the test says
  // so (`runFor`), without the test waiting for it.
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
  });

  /** Lets `ms` of page time pass: timers and animation frames run, as they would in that time. */
  const letTimePass = (page: Page, ms: number) => page.clock.runFor(ms);

  test("advances on its own while in view", async ({ page }) => {
    await openHome(page);
    await page.getByRole("region", { name: "Logotipos dos parceiros" }).scrollIntoViewIfNeeded();
    await expect(firstPartner(page)).toBeInViewport();
    await page.mouse.move(0, 0);
    await expect(async () => {
      await letTimePass(page, 1_000);
      await expect(firstPartner(page)).not.toBeInViewport({ timeout: 100 });
    }).toPass({ timeout: 10_000 });
  });

  test("holds still while hovered and after the visitor pauses it", async ({ page }) => {
    await openHome(page);
    const carousel = page.getByRole("region", { name: "Logotipos dos parceiros" });
    await carousel.scrollIntoViewIfNeeded();
    // The carousel learns of the pointer when it enters: hovered before its code has run (it
    // loads as it nears the screen), it would not know it is held.
    await waitForPartHydration(page, "parceiros");
    await firstPartner(page).hover();
    await letTimePass(page, 4_000);
    await expect(firstPartner(page)).toBeInViewport();

    // Once the pointer leaves, it moves again: it was playing, held by the hover.
    await page.mouse.move(0, 0);
    await expect(async () => {
      await letTimePass(page, 1_000);
      await expect(firstPartner(page)).not.toBeInViewport({ timeout: 100 });
    }).toPass({ timeout: 10_000 });

    await carousel.getByRole("button", { name: "Pausar a rolagem automática" }).click();
    await page.mouse.move(0, 0);
    await expect(carousel.getByRole("button", { name: "Retomar a rolagem automática" })).toBeVisible();
    // The slide under way when it was paused comes to rest first; from then on it stays put.
    const track = carousel.getByRole("list");
    const offset = () =>
      track.evaluate((element) => Math.round(new DOMMatrix(getComputedStyle(element).transform).m41));
    await letTimePass(page, 1_000);
    const position = await offset();
    await letTimePass(page, 4_000);
    expect(await offset()).toBe(position);
  });

  test("does not move by itself for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    const carousel = page.getByRole("region", { name: "Logotipos dos parceiros" });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("button", { name: /Pausar/ })).toHaveCount(0);
    await letTimePass(page, 4_000);
    await expect(firstPartner(page)).toBeInViewport();
  });
});

test.describe("home page quality", () => {
  test("every image has alt text and a size; only the hero loads eagerly", async ({ page }) => {
    await openHome(page);
    const images = await page
      .getByRole("main")
      .locator("img")
      .evaluateAll((nodes) =>
        nodes.map((img) => ({
          src: img.getAttribute("src") ?? "",
          alt: img.getAttribute("alt"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          lazy: img.getAttribute("loading") === "lazy",
          inHero: !!img.closest("#inicio"),
        })),
      );
    expect(images.length).toBeGreaterThan(28);
    for (const image of images) {
      expect(image.alt, image.src).not.toBeNull();
      expect(image.width && image.height, image.src).toBeTruthy();
      if (!image.inHero && !image.src.startsWith("data:")) expect(image.lazy, image.src).toBe(true);
    }
  });

  test("the sections have no accessibility violations", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openHome(page);
    await checkA11y(page, {
      include: [
        "#inicio",
        "#franquias",
        "#beneficios",
        "#como-funciona",
        "#depoimentos",
        "#depoimentos-video",
        "#faq",
      ],
    });
    await checkA11y(page, { include: ["#sobre", "#parceiros", "#premiacoes"] });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the content is there and the FAQ still opens and closes", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: heroTitle })).toBeVisible();
    await expect(page.locator("#franquias").getByRole("article")).toHaveCount(5);
    await expect(page.getByRole("region", { name: "Logotipos dos parceiros" }).getByRole("img")).toHaveCount(
      28,
    );
    await expect(page.locator("#ra-verified-seal")).toBeVisible();

    const faq = section(page, "Perguntas frequentes");
    await faq.getByText("Qual é o faturamento de uma franquia Cota Fácil?").click();
    await expect(faq.getByText("R$ 20.000 a R$ 100.000")).toBeVisible();
    await expect(faq.getByText("R$ 25.000 e R$ 50.000")).toBeHidden();
    await faq.getByText("Qual é o faturamento de uma franquia Cota Fácil?").click();
    await expect(faq.getByText("R$ 20.000 a R$ 100.000")).toBeHidden();
  });
});
