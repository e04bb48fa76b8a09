/**
 * The five franchise models in the shape
 * the model cards and the model pages draw; the values come from the `models` section.
 */

import { formatBRLWhole } from "~/lib/money";
import { modelSlugs } from "./registry/pages";
import type { ModelsValue } from "./registry/sections/models";

// This module stays free of the section's schema (zod): the pages' browser code imports it.

// The models are those the page registry gives a page.
export { modelSlugs };
export type FranchiseModelSlug = (typeof modelSlugs)[number];

/**
 * The models drawn with the showcase layout. They share one set of figures (revenue and payback
 * ranges), so their schema, their admin fields and their page figures are written once for all.
 */
export const showcaseModelSlugs = [
  "office",
  "loja",
  "prime",
] as const satisfies readonly FranchiseModelSlug[];
export type ShowcaseModelSlug = (typeof showcaseModelSlugs)[number];

/** One value per showcase model, made by `make`. */
export function forEachShowcaseModel<T>(make: (slug: ShowcaseModelSlug) => T): Record<ShowcaseModelSlug, T> {
  return Object.fromEntries(showcaseModelSlugs.map((slug) => [slug, make(slug)])) as Record<
    ShowcaseModelSlug,
    T
  >;
}

/** A range of values with the wording shown on the site. */
export type FigureRange = { min: number; max: number; label: string };

/** The business figures of one model; a model only carries the ones its page and card show. */
export type FranchiseModelFigures = {
  /** Monthly revenue (Basic). */
  monthlyRevenue?: FigureRange;
  /** Revenue range (Office, Loja, Prime). */
  revenue?: FigureRange;
  /** Revenue potential (Home). */
  revenuePotential?: { value: number; label: string };
  /** Average monthly billing shown on the Home model. */
  averageMonthlyBilling?: FigureRange;
  /** Months until the investment is paid back (return of the investment). */
  paybackMonths?: FigureRange;
  /** Days until the first results (Basic). */
  firstResultsDays?: FigureRange;
  /** Commission range in percent (Basic). */
  commissionPercent?: FigureRange;
  noAdvertisingFee?: boolean;
  noRoyalties?: boolean;
  /** The investment can be paid in installments. */
  installments?: boolean;
  /** A physical store together with a call center (Prime). */
  storePlusCallCenter?: boolean;
};

export type FranchiseModel = {
  slug: FranchiseModelSlug;
  name: string;
  /** The model page. */
  path: `/modelo-${FranchiseModelSlug}`;
  /** Investment from, in BRL. */
  investment: number;
  /** The investment as the site writes it, e.g. "R$ 8.997". */
  investmentLabel: string;
  /** A short line under the name. */
  tagline: string;
  description: string;
  /** Bullet points of the model card. */
  highlights: string[];
  /** The model the network promotes (Loja). */
  highlighted: boolean;
  /** Badge text of the highlighted model. */
  badge?: string;
  figures: FranchiseModelFigures;
};

const money = (value: number) => formatBRLWhole(value);
const moneyRange = ({ min, max }: Range): FigureRange => ({
  min,
  max,
  label: `${money(min)} a ${money(max)}`,
});
const unitRange =
  (unit: string) =>
  ({ min, max }: Range): FigureRange => ({ min, max, label: `${min} a ${max} ${unit}` });
const percentRange = ({ min, max }: Range): FigureRange => ({ min, max, label: `${min}% a ${max}%` });

type Range = { min: number; max: number };

/** The fixed facts of each model, beside the figures the marketing team edits. */
const figuresOf = (value: ModelsValue): Record<FranchiseModelSlug, FranchiseModelFigures> => {
  const showcase = forEachShowcaseModel((slug) => ({
    revenue: moneyRange(value[slug].figures.revenue),
    paybackMonths: unitRange("meses")(value[slug].figures.paybackMonths),
  }));
  return {
    basic: {
      monthlyRevenue: moneyRange(value.basic.figures.monthlyRevenue),
      firstResultsDays: unitRange("dias")(value.basic.figures.firstResultsDays),
      commissionPercent: percentRange(value.basic.figures.commissionPercent),
    },
    home: {
      revenuePotential: {
        value: value.home.figures.revenuePotential,
        label: money(value.home.figures.revenuePotential),
      },
      averageMonthlyBilling: moneyRange(value.home.figures.averageMonthlyBilling),
      paybackMonths: unitRange("meses")(value.home.figures.paybackMonths),
      noAdvertisingFee: true,
      noRoyalties: true,
      installments: true,
    },
    ...showcase,
    prime: { ...showcase.prime, storePlusCallCenter: true },
  };
};

/*
 * A card highlight that states one of the model's figures ("Payback de 12 a 18 meses") says the
 * figure as the section holds it now: the figures are edited on their own fields, and a
 * highlight typed once would keep the old numbers after they change. Each rule finds the
 * figure's words in a highlight and puts the current figure in place of the numbers after them.
 */
const moneyText = String.raw`R\$\s?[\d.]+(?:,\d+)?`;
const figureWords = (words: string, figure: string) => new RegExp(String.raw`^(${words}\s)${figure}`, "iu");
const moneyRangeText = String.raw`${moneyText}\s+a\s+${moneyText}`;
const unitRangeText = (unit: string) => String.raw`\d+\s+a\s+\d+\s+${unit}`;

type HighlightRule = { pattern: RegExp; label: string };

function highlightRules(figures: FranchiseModelFigures): HighlightRule[] {
  const rules: [string, string, { label: string } | undefined][] = [
    ["Faturamento de", moneyRangeText, figures.monthlyRevenue ?? figures.revenue],
    ["Primeiros resultados em", unitRangeText("dias"), figures.firstResultsDays],
    ["Comissões de", String.raw`\d+%\s+a\s+\d+%`, figures.commissionPercent],
    ["Potencial de faturamento de", moneyText, figures.revenuePotential],
    ["Retorno do investimento em", unitRangeText("meses"), figures.paybackMonths],
    ["Payback de", unitRangeText("meses"), figures.paybackMonths],
  ];
  return rules.flatMap(([words, figure, current]) =>
    current ? [{ pattern: figureWords(words, figure), label: current.label }] : [],
  );
}

/** The card's highlights, each one that states a figure saying it as the figures say it now. */
function currentHighlights(highlights: string[], rules: HighlightRule[]): string[] {
  return highlights.map((text) => {
    const rule = rules.find(({ pattern }) => pattern.test(text));
    return rule ? text.replace(rule.pattern, (_, words: string) => `${words}${rule.label}`) : text;
  });
}

/**
 * The models as the pages draw them, from the `models` section's value (app/content/registry/
 * sections/models.ts): prices and ranges written the site's way ("R$ 8.997", "6 a 12 meses").
 */
export function franchiseModelsFrom(value: ModelsValue): FranchiseModel[] {
  const figures = figuresOf(value);
  return modelSlugs.map((slug) => {
    const model = value[slug];
    return {
      slug,
      name: model.name,
      path: `/modelo-${slug}` as const,
      investment: model.price,
      investmentLabel: money(model.price),
      tagline: model.tagline,
      description: model.description,
      highlights: currentHighlights(model.highlights, highlightRules(figures[slug])),
      highlighted: model.badge !== "",
      ...(model.badge !== "" ? { badge: model.badge } : {}),
      figures: figures[slug],
    };
  });
}

/** What a model card draws (home, segment and solutions pages): no page figures. */
export type ModelCard = Pick<
  FranchiseModel,
  | "slug"
  | "name"
  | "path"
  | "investmentLabel"
  | "tagline"
  | "description"
  | "highlights"
  | "highlighted"
  | "badge"
>;

/** The cards' part of the models, so that a page carries only what its cards show. */
export function modelCardsFrom(value: ModelsValue): ModelCard[] {
  return franchiseModelsFrom(value).map(
    ({ slug, name, path, investmentLabel, tagline, description, highlights, highlighted, badge }) => ({
      slug,
      name,
      path,
      investmentLabel,
      tagline,
      description,
      highlights,
      highlighted,
      ...(badge ? { badge } : {}),
    }),
  );
}

export function findFranchiseModel(
  slug: FranchiseModelSlug,
  models: readonly FranchiseModel[],
): FranchiseModel {
  const model = models.find((candidate) => candidate.slug === slug);
  if (!model) throw new Error(`Unknown franchise model: ${slug}`);
  return model;
}

/**
 * The lead form's "Valor disponível para investir" options: one per model, its price as the
 * card writes it. The preselected one is Home's (R$ 14.997 as shipped) and Basic's is paid in cash only. The server checks a posted amount against these.
 */
export type InvestmentChoices = { amounts: string[]; defaultAmount: string; cashOnlyAmount: string };

export function investmentChoicesFrom(value: ModelsValue): InvestmentChoices {
  return {
    amounts: modelSlugs.map((slug) => money(value[slug].price)),
    defaultAmount: money(value.home.price),
    cashOnlyAmount: money(value.basic.price),
  };
}
