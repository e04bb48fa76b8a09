import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { investmentChoicesFrom } from "~/content/models";
import { sections } from "~/content/registry/sections";
import { awardsSection } from "~/content/registry/sections/awards";
import { modelsSection } from "~/content/registry/sections/models";
import { partnersMessages, partnersSection } from "~/content/registry/sections/partners";
import { roiSection } from "~/content/registry/sections/roi";
import { segmentsSection } from "~/content/registry/sections/segments";
import { solutionsSection } from "~/content/registry/sections/solutions";
import { testimonialsSection } from "~/content/registry/sections/testimonials";
import { validateSectionValue } from "~/content/registry/values";
import { contactMessages } from "~/forms/contact";
import { allFieldsRequired, contactSchemaFor } from "~/forms/contact-schema";

/** The messages a value gets from its section's schema, by field path ("items.0.name"). */
function messagesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

const clone = <T>(value: T): T => structuredClone(value);

describe("every section's shipped value", () => {
  it.each(Object.entries(sections))("%s: the defaults pass the section's own schema", (_id, section) => {
    expect(messagesOf(section.schema, section.defaults)).toEqual({});
  });

  it("each section names its fields, the pages that show it, and is listed under its own id", () => {
    for (const [id, section] of Object.entries(sections)) {
      expect(section.id).toBe(id);
      expect(section.label).not.toBe("");
      expect(section.fields.length).toBeGreaterThan(0);
      expect(section.shownOn.length).toBeGreaterThan(0);
      // A path, with the anchor of the page's part where the section sits ("/#faq").
      for (const path of section.shownOn) expect(path).toMatch(/^\/[\w\-/]*(#[\w-]+)?$/);
    }
  });

  it("the fields the screen draws are the keys of the value", () => {
    for (const section of Object.values(sections)) {
      const keys = Object.keys(section.defaults as object).sort();
      expect(section.fields.map((field) => field.name).sort(), section.id).toEqual(keys);
    }
  });

  it("lists the shipped placeholders (partners, seals, testimonials) as example values", () => {
    expect(partnersSection.exampleValues?.(partnersSection.defaults)).toEqual([
      { field: "items", label: "Parceiros: nomes e logotipos de exemplo" },
    ]);
    expect(awardsSection.exampleValues?.(awardsSection.defaults)).toHaveLength(1);
    expect(testimonialsSection.exampleValues?.(testimonialsSection.defaults)).toHaveLength(1);
    const ownPartners = {
      items: [{ name: "Banco do Cliente", image: "/uploads/banco-do-cliente.png", link: "" }],
    };
    expect(partnersSection.exampleValues?.(ownPartners)).toEqual([]);
  });
});

describe("a wrong value is refused with a Portuguese message on its field", () => {
  it("an empty partner list: the carousel needs a logo", () => {
    expect(messagesOf(partnersSection.schema, { items: [] })).toEqual({ items: partnersMessages.empty });
    expect(partnersMessages.empty).toBe("Inclua pelo menos um parceiro: o carrossel precisa de um logotipo.");
  });

  it("a too-long or empty name, a bad image address, a bad link", () => {
    const value = clone(partnersSection.defaults);
    value.items[0].name = "B".repeat(81);
    value.items[1].name = "   ";
    value.items[2].image = "javascript:alert(1)";
    value.items[3].image = "//evil.example/logo.png";
    value.items[4].image = "http://insecure.example/logo.png";
    value.items[5].link = "ftp://example.com";
    expect(messagesOf(partnersSection.schema, value)).toEqual({
      "items.0.name": "Use no máximo 80 caracteres.",
      "items.1.name": "Informe o nome do parceiro.",
      "items.2.image":
        "Escolha uma imagem da biblioteca de mídia: um caminho do site (/images/…, /uploads/…) ou um endereço https://.",
      "items.3.image":
        "Escolha uma imagem da biblioteca de mídia: um caminho do site (/images/…, /uploads/…) ou um endereço https://.",
      "items.4.image":
        "Escolha uma imagem da biblioteca de mídia: um caminho do site (/images/…, /uploads/…) ou um endereço https://.",
      "items.5.link": "Use um endereço que comece com https:// ou http://.",
    });
  });

  it("awards: none is fine (the grid shows what exists); a seal may have no image, not a bad one", () => {
    expect(messagesOf(awardsSection.schema, { items: [] })).toEqual({});
    expect(
      messagesOf(awardsSection.schema, {
        items: [
          { name: "Selo", image: "" },
          { name: "Outro", image: "data:image/png;base64,AAAA" },
        ],
      }),
    ).toEqual({
      "items.1.image":
        "Escolha uma imagem da biblioteca de mídia: um caminho do site (/images/…, /uploads/…) ou um endereço https://.",
    });
  });

  it("a negative price, a fractional price, a range whose minimum passes its maximum", () => {
    const value = clone(modelsSection.defaults);
    value.loja.price = -1;
    value.prime.price = 99997.5;
    value.office.figures.paybackMonths = { min: 14, max: 8 };
    expect(messagesOf(modelsSection.schema, value)).toEqual({
      "loja.price": "O preço não pode ser negativo.",
      "prime.price": "Use um número inteiro.",
      "office.figures.paybackMonths.max": "O valor mínimo não pode passar do máximo.",
    });
  });

  it("a price that is not a number at all (an import with text in it)", () => {
    const value = clone(modelsSection.defaults) as unknown as { basic: { price: unknown } };
    value.basic.price = "8.997";
    expect(messagesOf(modelsSection.schema, value)).toEqual({ "basic.price": "Informe um número." });
  });

  it("a testimonial without city/UF in the site's form, an unknown icon, an empty ticker", () => {
    const testimonials = clone(testimonialsSection.defaults);
    testimonials.items[0].location = "Curitiba";
    expect(messagesOf(testimonialsSection.schema, testimonials)).toEqual({
      "items.0.location": "Escreva a cidade e a UF assim: Curitiba/PR.",
    });

    const segments = clone(segmentsSection.defaults) as unknown as {
      advogados: { benefits: { icon: string }[] };
    };
    segments.advogados.benefits[0].icon = "rocket";
    expect(messagesOf(segmentsSection.schema, segments)).toEqual({
      "advogados.benefits.0.icon": "Escolha uma das opções.",
    });

    const solutions = clone(solutionsSection.defaults);
    solutions.ticker = [];
    expect(messagesOf(solutionsSection.schema, solutions)).toEqual({
      ticker: "Inclua pelo menos um produto na faixa.",
    });
  });

  it("the ROI example: no negative commission, an investment above zero", () => {
    const value = clone(roiSection.defaults);
    value.products[0].unitCommission = -3000;
    value.investment = 0;
    expect(messagesOf(roiSection.schema, value)).toEqual({
      "products.0.unitCommission": "O valor não pode ser negativo.",
      investment: "Informe um investimento maior que zero.",
    });
  });
});

describe("the lead form's amounts follow the models section", () => {
  const post = (investmentAmount: string, paymentMethod = "Parcelamento Cartão") => ({
    name: "Maria da Silva",
    email: "maria@example.com.br",
    phone: "(11) 98765-4321",
    city: "Campinas",
    state: "SP",
    currentMarket: "Advogado",
    investmentAmount,
    investmentTime: "Em até 30 dias",
    paymentMethod,
    interestType: "Franquia",
    consent: "on",
  });

  it("a new Basic price is offered and accepted, the old one refused with the field's message", () => {
    const models = clone(modelsSection.defaults);
    models.basic.price = 9500;
    const choices = investmentChoicesFrom(models);
    expect(choices.amounts[0]).toBe("R$ 9.500");
    const schema = contactSchemaFor(allFieldsRequired, choices);
    expect(schema.safeParse(post("R$ 9.500", "À vista")).success).toBe(true);
    expect(messagesOf(schema, post("R$ 8.997", "À vista"))).toEqual({
      investmentAmount: contactMessages.investmentAmount,
    });
    // The new entry price is the one paid in cash only.
    expect(messagesOf(schema, post("R$ 9.500", "Parcelamento Cartão"))).toEqual({
      paymentMethod: "Para o investimento de R$ 9.500 o pagamento é somente à vista",
    });
  });
});

describe("the logo, social links and promo banner sections", () => {
  it("list the shipped social addresses under 'Antes de publicar o site' until replaced or cleared", () => {
    const links = sections["social-links"];
    expect(links.exampleValues?.(links.defaults).map((item) => item.field)).toEqual([
      "facebook",
      "instagram",
      "linkedin",
    ]);
    const own = { ...links.defaults, facebook: "https://facebook.com/minha-rede", instagram: "" };
    expect(links.exampleValues?.(own).map((item) => item.label)).toEqual(["LinkedIn URL"]);
  });

  it("keep today's defaults, which their own rules accept", () => {
    for (const id of ["logo", "social-links", "promo-banner"] as const) {
      expect(validateSectionValue(sections[id], sections[id].defaults)).toEqual({
        ok: true,
        value: sections[id].defaults,
      });
    }
    expect(sections["promo-banner"].defaults.text).toBe(
      "Aproveite a última semana com Valores Promocionais!",
    );
  });
});
