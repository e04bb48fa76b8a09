import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";

/**
 * The five segment pages: the hero's
 * four statistics, its two buttons, four benefit cards, the shared sections and the contact form;
 * an unknown segment is the 404 page.
 */

const segments = [
  {
    slug: "advogados",
    stats: ["+500 advogados parceiros", "95% de satisfação", "R$ 15k de faturamento médio", "3 meses"],
  },
  {
    slug: "bancarios",
    stats: ["+300 bancários parceiros", "97% de satisfação", "R$ 18k de faturamento médio", "2 meses"],
  },
  {
    slug: "contadores",
    stats: ["+200 contadores parceiros", "96% de satisfação", "R$ 12k de faturamento médio", "4 meses"],
  },
  {
    slug: "imobiliarias",
    stats: ["+150 imobiliárias parceiras", "94% de satisfação", "R$ 22k de faturamento médio", "3 meses"],
  },
  {
    slug: "eletro",
    stats: ["+250 lojas parceiras", "99% de satisfação", "R$ 25k de faturamento médio", "2 meses"],
  },
];

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

/** The hero's statistics as "value label", in the page's order. */
async function heroStats(page: Page): Promise<string[]> {
  const hero = page.locator("#inicio");
  return hero.locator("dl > div").evaluateAll((items) =>
    items.map((item) => {
      const value = item.querySelector("dd")?.textContent ?? "";
      const label = item.querySelector("dt")?.textContent ?? "";
      return `${value} ${label}`.trim();
    }),
  );
}

for (const segment of segments) {
  const path = `/segmentos/${segment.slug}`;

  test.describe(path, () => {
    test("hero statistics, buttons, benefits and the shared sections", async ({
      page,
      thirdPartyRequests,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await page.waitForLoadState("networkidle");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      const stats = await heroStats(page);
      expect(stats).toHaveLength(4);
      for (const [index, expected] of segment.stats.entries()) expect(stats[index]).toContain(expected);
      expect(stats[3]).toBe(`${segment.stats[3]} para o retorno do investimento`);

      const hero = page.locator("#inicio");
      await expect(hero.getByRole("link", { name: "Quero ser franqueado" })).toHaveAttribute(
        "href",
        "#contato",
      );
      await expect(hero.getByRole("link", { name: "Ver benefícios" })).toHaveAttribute("href", "#beneficios");

      await expect(page.locator("#beneficios").getByRole("heading", { level: 3 })).toHaveCount(4);

      const anchors = await page.getByRole("main").evaluate((main) =>
        // The page's own sections: those not inside another section.
        Array.from(main.querySelectorAll("section[id]"), (section) => section)
          .filter((section) => !section.parentElement?.closest("section"))
          .map((section) => section.id),
      );
      expect(anchors).toEqual([
        "inicio",
        "beneficios",
        "franquias",
        "como-funciona",
        "depoimentos",
        "premiacoes",
        "contato",
      ]);
      await expect(page.getByRole("form", { name: "Formulário de contato" })).toBeVisible();
      expect(thirdPartyRequests).toEqual([]);
    });

    test("axe finds nothing", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openPage(page, path);
      await checkA11y(page);
    });
  });
}

test("'Ver benefícios' scrolls to the benefit cards", async ({ page }) => {
  await openPage(page, "/segmentos/contadores");
  await page.locator("#inicio").getByRole("link", { name: "Ver benefícios" }).click();
  await expect(page.locator("#beneficios-titulo")).toBeInViewport();
  await expect(page).toHaveURL(/#beneficios$/);
});

test("an unknown segment answers 404 with the not-found page", async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  const response = await page.goto("/segmentos/nao-existe");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada" })).toBeVisible();
  await expect(
    page.getByText("A página que você está tentando acessar não existe ou foi movida."),
  ).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: /início/i })).toHaveAttribute("href", "/");
  await expect(page.getByRole("main").getByRole("link", { name: /login/i })).toHaveAttribute("href", "/auth");
  await expect(page.getByRole("contentinfo")).toBeVisible();
});
