import type { Page } from "@playwright/test";
import { checkA11y, expect, test } from "./support/fixtures";
import { receivedLeads } from "./support/lead-receiver";

/**
 * The five franchise model pages: their sections in the layout's order, every figure published
 * for the model, the contact form with the
 * page's model preselected, and the lead recording the page it was sent from.
 */

type ModelPageCase = {
  path: string;
  name: string;
  investment: string;
  title: string;
  /** Section anchors of the page, in order. */
  sections: string[];
  /** The model's published figures and wording, each expected somewhere on the page. */
  texts: string[];
  /** Names of the advantage cards. */
  advantages: string[];
};

const modelPages: ModelPageCase[] = [
  {
    path: "/modelo-basic",
    name: "Basic",
    investment: "R$ 8.997",
    title: "Comece a empreender no mercado financeiro com a Franquia Basic",
    sections: ["inicio", "investimento", "vantagens", "treinamento", "analise-roi", "contato"],
    texts: ["R$ 15.000 a R$ 25.000", "30 a 60 dias", "80% a 300%", "Faturamento mensal"],
    advantages: [
      "Baixo investimento",
      "Trabalhe de onde estiver",
      "Resultados rápidos",
      "Comissões atrativas",
    ],
  },
  {
    path: "/modelo-home",
    name: "Home",
    investment: "R$ 14.997",
    title: "Seu negócio de soluções financeiras dentro de casa",
    sections: ["inicio", "investimento", "vantagens", "treinamento", "contato"],
    texts: [
      "R$ 1.000.000",
      "6 a 12 meses",
      "Sem taxa de publicidade",
      "Sem royalties",
      "Parcelamento do investimento",
      "R$ 500.000 a R$ 1.000.000",
      "Faturamento médio mensal",
      "Taxa de franquia",
    ],
    advantages: ["Trabalhe de casa", "Sem taxa de publicidade", "Sem royalties", "Investimento parcelado"],
  },
  {
    path: "/modelo-office",
    name: "Office",
    investment: "R$ 19.997",
    title: "Transforme seu escritório em um centro de soluções financeiras",
    sections: ["inicio", "vantagens", "detalhes-financeiros", "integracao", "treinamento", "contato"],
    texts: ["R$ 500.000 a R$ 1.000.000", "8 a 14 meses"],
    advantages: ["Otimização da estrutura", "Fidelização de clientes", "Novas receitas"],
  },
  {
    path: "/modelo-loja",
    name: "Loja",
    investment: "R$ 44.997",
    title: "Sua loja de soluções financeiras com a força da marca Cota Fácil",
    sections: ["inicio", "vantagens", "detalhes-financeiros", "estrutura-da-loja", "contato"],
    texts: ["R$ 30.000 a R$ 60.000", "12 a 18 meses"],
    advantages: ["Identidade visual completa", "Localização estratégica", "Credibilidade local"],
  },
  {
    path: "/modelo-prime",
    name: "Prime",
    investment: "R$ 99.997",
    title: "Loja e call center: a operação mais completa da rede",
    sections: ["inicio", "vantagens", "detalhes-financeiros", "call-center", "contato"],
    texts: ["R$ 60.000 a R$ 120.000", "18 a 24 meses", "Loja + call center"],
    advantages: ["Loja física com a marca", "Call center próprio", "Máxima capacidade de atendimento"],
  },
];

/** A section, by the name its heading gives it. */
const region = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

async function openPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

for (const model of modelPages) {
  test.describe(`${model.path}`, () => {
    test("sections in order, the model's figures and its investment", async ({
      page,
      thirdPartyRequests,
    }) => {
      await openPage(page, model.path);
      await expect(page).toHaveTitle(new RegExp(`Franquia ${model.name}`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(model.title);

      const anchors = await page.getByRole("main").evaluate((main) =>
        // The page's own sections: those not inside another section.
        Array.from(main.querySelectorAll("section[id]"), (section) => section)
          .filter((section) => !section.parentElement?.closest("section"))
          .map((section) => section.id),
      );
      expect(anchors).toEqual(model.sections);

      const main = page.getByRole("main");
      await expect(main).toContainText(`A partir de ${model.investment}`);
      for (const text of model.texts) await expect(main).toContainText(text);

      const advantages = page.locator("#vantagens");
      await expect(advantages.getByRole("heading", { level: 3 })).toHaveText(model.advantages);

      const hero = region(page, model.title);
      await expect(hero.getByRole("link", { name: "Quero ser franqueado" })).toHaveAttribute(
        "href",
        "#contato",
      );

      expect(thirdPartyRequests).toEqual([]);
    });

    test("the contact form has the model preselected", async ({ page }) => {
      await openPage(page, model.path);
      const form = page.locator("#contato").getByRole("form", { name: "Formulário de contato" });
      await expect(form.getByLabel("Valor disponível para investir")).toHaveValue(model.investment);
      await expect(form.getByRole("button", { name: "Quero ser um franqueado" })).toBeEnabled();
    });

    test("axe finds nothing", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openPage(page, model.path);
      await checkA11y(page);
    });
  });
}

test.describe("model-specific sections", () => {
  test("Office: integration section", async ({ page }) => {
    await openPage(page, "/modelo-office");
    const integration = region(page, "Integração simples com a rotina do seu escritório");
    await expect(integration.getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(region(page, "Capacitação completa para vender desde o primeiro mês")).toBeVisible();
  });

  test("Loja: store structure and a button that scrolls to the contact form", async ({ page }) => {
    await openPage(page, "/modelo-loja");
    const structure = region(page, "Uma loja pronta para vender");
    await expect(structure.getByRole("heading", { level: 3 })).toHaveText([
      "Fachada e comunicação visual",
      "Layout de atendimento",
      "Sistemas e equipamentos",
      "Apoio na escolha do ponto",
    ]);
    const button = structure.getByRole("link", { name: "Quero abrir minha loja" });
    await expect(button).toHaveAttribute("href", "#contato");
    await button.click();
    await expect(
      page.getByRole("heading", { name: "Dê o primeiro passo para ter sua franquia" }),
    ).toBeInViewport();
  });

  test("Prime: store plus call center, and the call center section", async ({ page }) => {
    await openPage(page, "/modelo-prime");
    await expect(region(page, "Loja + call center em uma só operação")).toBeVisible();
    const callCenter = region(page, "Um call center que vende todos os dias");
    await expect(callCenter.getByRole("heading", { level: 3 })).toHaveText([
      "Atendimento ativo e receptivo",
      "Equipe treinada pela rede",
      "Tecnologia e CRM",
      "Metas e acompanhamento",
    ]);
  });

  test("Basic: the ROI and payback analysis, as a table and a chart", async ({ page }) => {
    await openPage(page, "/modelo-basic");
    const analysis = region(page, "Análise de ROI e payback");
    const table = analysis.getByRole("table", { name: "Comissões mensais por produto" });
    const rows = table.getByRole("row");
    await expect(rows).toHaveCount(7);
    // Read as drawn on screen (innerText): the section is laid out only near the screen.
    await table.scrollIntoViewIfNeeded();
    await expect(rows.nth(1).locator("th, td").first()).toHaveText("Passe Saúde", { useInnerText: true });
    const cells = async (index: number) =>
      (await rows.nth(index).locator("th, td").allInnerTexts()).map((text) => text.trim());
    expect(await cells(1)).toEqual(["Passe Saúde", "2", "R$ 3.000", "R$ 6.000,00"]);
    expect(await cells(2)).toEqual(["Consórcio", "8", "R$ 1.500", "R$ 12.000,00"]);
    expect(await cells(3)).toEqual(["Energia Solar", "1", "R$ 2.000", "R$ 2.000,00"]);
    expect(await cells(4)).toEqual(["Seguros", "5", "R$ 800", "R$ 4.000,00"]);
    expect(await cells(5)).toEqual(["Maquininha", "4", "R$ 500", "R$ 2.000,00"]);
    expect(await cells(6)).toEqual(["Total mensal", "R$ 26.000,00"]);

    for (const [label, value] of [
      ["Investimento", "R$ 75.000,00"],
      ["Lucro em 12 meses", "R$ 101.436,32"],
      ["Ganho total", "R$ 176.436,32"],
      ["ROI em 12 meses", "135,2%"],
      ["Payback", "3 meses"],
    ]) {
      await expect(analysis.getByRole("definition").filter({ hasText: value })).toHaveCount(1);
      await expect(analysis.getByRole("term").filter({ hasText: label }).first()).toBeVisible();
    }

    const chart = analysis.getByRole("img", { name: /Gráfico de barras da comissão mensal por produto/ });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute("aria-label", /Consórcio: R\$ 12\.000,00/);
  });
});

test("moving between pages in the browser draws each model page with its own preselection", async ({
  page,
}) => {
  await openPage(page, "/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const nav = page.getByRole("navigation").first();
  await nav.getByRole("link", { name: "Franquia Office" }).click();
  await expect(page).toHaveURL(/\/modelo-office$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Transforme seu escritório em um centro de soluções financeiras",
  );
  await expect(page.getByLabel("Valor disponível para investir")).toHaveValue("R$ 19.997");

  await nav.getByRole("link", { name: "Franquia Loja" }).click();
  await expect(page).toHaveURL(/\/modelo-loja$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Sua loja de soluções financeiras com a força da marca Cota Fácil",
  );
  await expect(page.locator("#estrutura-da-loja")).toBeAttached();
  await expect(page.getByLabel("Valor disponível para investir")).toHaveValue("R$ 44.997");
  await expect(page).toHaveTitle(/Franquia Loja/);
});

test.describe("leads from a model page", () => {
  test("a lead sent from /modelo-prime reaches the webhook with the page and the model", async ({ page }) => {
    await openPage(page, "/modelo-prime");
    const form = page.getByRole("form", { name: "Formulário de contato" });
    await form.getByLabel("Nome completo", { exact: true }).fill("Helena Prime");
    await form.getByLabel("E-mail").fill("helena@example.com.br");
    await form.getByLabel("Telefone / WhatsApp").fill("31987654321");
    await form.getByLabel("Cidade", { exact: true }).fill("Belo Horizonte");
    await form.getByLabel("Estado").selectOption("MG");
    await form.getByLabel("Mercado atual").selectOption("Empresário");
    await form.getByLabel("Quando pretende investir").selectOption("Em até 30 dias");
    await form.getByLabel("Forma de pagamento").selectOption("Entrada + Parcelamento Cartão");
    await form.getByLabel(/Li e concordo/).check();
    await form.getByRole("button", { name: "Quero ser um franqueado" }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    await expect
      .poll(async () => (await receivedLeads()).find((lead) => lead.formData.name === "Helena Prime"))
      .toBeTruthy();
    const lead = (await receivedLeads()).find((l) => l.formData.name === "Helena Prime")!;
    expect(lead.page_url).toMatch(/\/modelo-prime$/);
    expect(lead.formData.investmentAmount).toBe("R$ 99.997");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page's own form posts and records /modelo-loja", async ({ page }) => {
      await page.goto("/modelo-loja");
      const form = page.getByRole("form", { name: "Formulário de contato" });
      await expect(form.getByLabel("Valor disponível para investir")).toHaveValue("R$ 44.997");
      await form.getByLabel("Nome completo", { exact: true }).fill("Otávio Loja");
      await form.getByLabel("E-mail").fill("otavio@example.com.br");
      await form.getByLabel("Telefone / WhatsApp").fill("(41) 98765-4321");
      await form.getByLabel("Cidade", { exact: true }).fill("Curitiba");
      await form.getByLabel("Estado").selectOption("PR");
      await form.getByLabel("Mercado atual").selectOption("Lojista");
      await form.getByLabel("Quando pretende investir").selectOption("Imediato");
      await form.getByLabel("Forma de pagamento").selectOption("À vista");
      await form.getByLabel(/Li e concordo/).check();
      await form.getByRole("button", { name: "Quero ser um franqueado" }).click();
      await expect(page).toHaveURL(/\/thank-you$/);
      await expect
        .poll(async () => (await receivedLeads()).find((l) => l.formData.name === "Otávio Loja")?.page_url)
        .toMatch(/\/modelo-loja$/);
    });
  });
});
