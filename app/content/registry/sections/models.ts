import { z } from "zod";
import {
  type FranchiseModelSlug,
  forEachShowcaseModel,
  modelSlugs,
  showcaseModelSlugs,
} from "~/content/models";
import { amount, cardMessages, list, optionalText, range, rangeField, requiredText } from "../card-rules";
import { defineSection, type FieldSpec } from "../define";
import { segmentPaths } from "./segments";

/**
 * The five franchise models: name, price, the
 * card's texts and the figures each model page shows. The model cards, the model pages, their
 * head texts and the lead form's amounts (and the server's check of the posted amount) all read
 * this section; app/content/models.ts turns it into the shapes the pages draw.
 *
 * The shipped figures are the marketing copy's, kept even where they disagree with each other (the Basic
 * price of R$ 8.997 beside the ROI example's R$ 75.000): the marketing team can correct them.
 */

const card = {
  name: requiredText("o nome do modelo", 40),
  /** "A partir de": the franchise fee in whole reais. */
  price: amount({ integer: true, negativeMessage: cardMessages.negativePrice }),
  tagline: requiredText("a frase curta", 80),
  description: requiredText("a descrição", 300, { multiline: true }),
  highlights: list(requiredText("o destaque", 80), {
    min: 1,
    max: 6,
    tooFew: "Inclua pelo menos um destaque.",
    tooMany: cardMessages.tooMany(6, "destaques"),
  }),
  /** A badge on the card ("Mais procurado"); a model with one is drawn highlighted. */
  badge: optionalText(30),
};

const showcaseFigures = z.object({ revenue: range(), paybackMonths: range() });

const modelsSchema = z.object({
  basic: z.object({
    ...card,
    figures: z.object({
      monthlyRevenue: range(),
      firstResultsDays: range(),
      commissionPercent: range(),
    }),
  }),
  home: z.object({
    ...card,
    figures: z.object({
      revenuePotential: amount({ integer: true }),
      averageMonthlyBilling: range(),
      paybackMonths: range(),
    }),
  }),
  ...forEachShowcaseModel(() => z.object({ ...card, figures: showcaseFigures })),
});

export type ModelsValue = z.output<typeof modelsSchema>;

const cardFields: FieldSpec[] = [
  { name: "name", label: "Nome", kind: "text" },
  { name: "price", label: "Preço (a partir de)", kind: "money", description: "Em reais, sem centavos." },
  { name: "tagline", label: "Frase curta", kind: "text" },
  { name: "description", label: "Descrição", kind: "textarea" },
  {
    name: "highlights",
    label: "Destaques do cartão",
    kind: "list",
    itemLabel: "Destaque",
    description:
      'Uma lista de textos (sem campos por item), na ordem do cartão. Um destaque que cita um número do modelo (Faturamento de…, Payback de…, Retorno do investimento em…) mostra o valor de "Números da página do modelo".',
    minItems: 1,
    maxItems: 6,
  },
  {
    name: "badge",
    label: "Selo do cartão (opcional)",
    kind: "text",
    description: "Ex.: Mais procurado. Um modelo com selo aparece em destaque.",
  },
];

const figuresGroup = (fields: FieldSpec[]): FieldSpec => ({
  name: "figures",
  label: "Números da página do modelo",
  kind: "group",
  fields,
});

/** A model's fields, under its shipped name ("office" → "Office"). */
const modelGroup = (slug: FranchiseModelSlug, figures: FieldSpec[]): FieldSpec => ({
  name: slug,
  label: slug.charAt(0).toUpperCase() + slug.slice(1),
  kind: "group",
  description: `Cartão do modelo e página /modelo-${slug}.`,
  fields: [...cardFields, figuresGroup(figures)],
});

const showcaseFigureFields = [
  rangeField("revenue", "Faturamento (R$)"),
  rangeField("paybackMonths", "Payback (meses)"),
];

export const modelsSection = defineSection({
  id: "models",
  label: "Modelos de franquia",
  group: "Modelos de franquia",
  schema: modelsSchema,
  defaults: {
    basic: {
      name: "Basic",
      price: 8997,
      tagline: "Para começar com baixo investimento",
      description:
        "Comece a empreender no mercado financeiro trabalhando de onde estiver, com todo o portfólio e o suporte da rede.",
      highlights: [
        "Faturamento de R$ 15.000 a R$ 25.000 por mês",
        "Primeiros resultados em 30 a 60 dias",
        "Comissões de 80% a 300%",
        "Treinamento e suporte diário",
      ],
      badge: "",
      figures: {
        monthlyRevenue: { min: 15_000, max: 25_000 },
        firstResultsDays: { min: 30, max: 60 },
        commissionPercent: { min: 80, max: 300 },
      },
    },
    home: {
      name: "Home",
      price: 14997,
      tagline: "Seu negócio financeiro em casa",
      description:
        "Opere de casa com a estrutura de uma grande rede: sistemas, produtos e marketing prontos para você vender desde o início.",
      highlights: [
        "Potencial de faturamento de R$ 1.000.000",
        "Retorno do investimento em 6 a 12 meses",
        "Sem taxa de publicidade e sem royalties",
        "Investimento parcelado",
      ],
      badge: "",
      figures: {
        revenuePotential: 1_000_000,
        averageMonthlyBilling: { min: 500_000, max: 1_000_000 },
        paybackMonths: { min: 6, max: 12 },
      },
    },
    office: {
      name: "Office",
      price: 19997,
      tagline: "Novas receitas para o seu escritório",
      description:
        "Ideal para escritórios que já atendem clientes e querem somar soluções financeiras à carteira, aproveitando a estrutura existente.",
      highlights: [
        "Faturamento de R$ 500.000 a R$ 1.000.000",
        "Payback de 8 a 14 meses",
        "Otimização da estrutura do escritório",
        "Fidelização e novas receitas",
      ],
      badge: "",
      figures: {
        revenue: { min: 500_000, max: 1_000_000 },
        paybackMonths: { min: 8, max: 14 },
      },
    },
    loja: {
      name: "Loja",
      price: 44997,
      tagline: "Presença física e credibilidade local",
      description:
        "Uma loja com a identidade visual completa da marca, em ponto estratégico, para atrair e atender clientes da sua região.",
      highlights: [
        "Faturamento de R$ 30.000 a R$ 60.000",
        "Payback de 12 a 18 meses",
        "Identidade visual completa",
        "Localização estratégica",
      ],
      badge: "Mais procurado",
      figures: {
        revenue: { min: 30_000, max: 60_000 },
        paybackMonths: { min: 12, max: 18 },
      },
    },
    prime: {
      name: "Prime",
      price: 99997,
      tagline: "Loja e call center em uma só operação",
      description:
        "O modelo mais completo da rede: loja física com call center próprio para multiplicar o atendimento e as vendas.",
      highlights: [
        "Loja + call center",
        "Faturamento de R$ 60.000 a R$ 120.000",
        "Payback de 18 a 24 meses",
        "Máxima capacidade de atendimento",
      ],
      badge: "",
      figures: {
        revenue: { min: 60_000, max: 120_000 },
        paybackMonths: { min: 18, max: 24 },
      },
    },
  },
  fields: [
    modelGroup("basic", [
      rangeField("monthlyRevenue", "Faturamento mensal (R$)"),
      rangeField("firstResultsDays", "Primeiros resultados (dias)"),
      rangeField("commissionPercent", "Comissões (%)"),
    ]),
    modelGroup("home", [
      { name: "revenuePotential", label: "Potencial de faturamento (R$)", kind: "money" },
      rangeField("averageMonthlyBilling", "Faturamento médio mensal (R$)"),
      rangeField("paybackMonths", "Retorno do investimento (meses)"),
    ]),
    ...showcaseModelSlugs.map((slug) => modelGroup(slug, showcaseFigureFields)),
  ],
  shownOn: ["/", "/solucoes-lucrativas", ...modelSlugs.map((slug) => `/modelo-${slug}`), ...segmentPaths],
});
