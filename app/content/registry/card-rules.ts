import { z } from "zod";
import { type FeatureIcon, featureIcons } from "~/content/page-sections";
import { plainText } from "~/forms/plain-text";
import { isLoadableImageUrl, isWebUrl } from "~/forms/web-addresses";
import { defineSection, type FieldSpec } from "./define";

/**
 * Rules and field lists shared by the sections of cards, figures and lists (partners, awards,
 * testimonials, models, segments…): the same message for the same mistake everywhere.
 */

export const cardMessages = {
  required: (what: string) => `Informe ${what}.`,
  tooLong: (max: number) => `Use no máximo ${max} caracteres.`,
  image:
    "Escolha uma imagem da biblioteca de mídia: um caminho do site (/images/…, /uploads/…) ou um endereço https://.",
  link: "Use um endereço que comece com https:// ou http://.",
  number: "Informe um número.",
  negative: "O valor não pode ser negativo.",
  negativePrice: "O preço não pode ser negativo.",
  wholeNumber: "Use um número inteiro.",
  range: "O valor mínimo não pode passar do máximo.",
  option: "Escolha uma das opções.",
  tooMany: (max: number, what: string) => `Inclua no máximo ${max} ${what}.`,
} as const;

/** A text the page shows: filled in, printable, within `max` characters. */
export function requiredText(what: string, max: number, options: { multiline?: boolean } = {}) {
  const message = cardMessages.required(what);
  return plainText({ error: message, multiline: options.multiline })
    .min(1, { error: message })
    .max(max, { error: cardMessages.tooLong(max) });
}

/** A text that may stay empty (then the page leaves it out). */
export function optionalText(max: number) {
  return plainText().max(max, { error: cardMessages.tooLong(max) });
}

/**
 * An image of the site: a media library item or a shipped file. The same address rules as the
 * logo (app/forms/web-addresses.ts): a site path or https, never javascript:, data: or //host.
 */
export function imagePath(options: { optional?: boolean } = {}) {
  return plainText({ error: cardMessages.image })
    .max(500, { error: cardMessages.tooLong(500) })
    .refine((value) => (options.optional && value === "") || isLoadableImageUrl(value), {
      error: cardMessages.image,
    });
}

/** An optional link (a partner's site): empty, or an http(s) address. */
export function optionalLink() {
  return plainText({ error: cardMessages.link })
    .max(500, { error: cardMessages.tooLong(500) })
    .refine((value) => value === "" || isWebUrl(value), { error: cardMessages.link });
}

/** A figure or an amount: a number, not negative (a price says so in its own words). */
export function amount(options: { integer?: boolean; negativeMessage?: string } = {}) {
  const schema = z
    .number({ error: cardMessages.number })
    .min(0, { error: options.negativeMessage ?? cardMessages.negative });
  return options.integer ? schema.int({ error: cardMessages.wholeNumber }) : schema;
}

/** A range of figures as the page writes them ("6 a 12 meses"): from `min` to `max`. */
export function range() {
  return z
    .object({ min: amount({ integer: true }), max: amount({ integer: true }) })
    .refine((value) => value.min <= value.max, { error: cardMessages.range, path: ["max"] });
}

export const rangeField = (name: string, label: string, description?: string): FieldSpec => ({
  name,
  label,
  kind: "group",
  description,
  fields: [
    { name: "min", label: "De", kind: "number" },
    { name: "max", label: "Até", kind: "number" },
  ],
});

/** A list's counts, with the "too many" message naming its maximum and what the items are. */
export function listCounts(counts: { min: number; max: number; tooFew: string; items: string }) {
  return {
    min: counts.min,
    max: counts.max,
    tooFew: counts.tooFew,
    tooMany: cardMessages.tooMany(counts.max, counts.items),
  };
}

/** A list of items with the counts the layout needs; the order on the page is the list's order. */
export function list<Item extends z.ZodType>(
  item: Item,
  counts: { min: number; max: number; tooFew: string; tooMany: string },
) {
  return z.array(item).min(counts.min, { error: counts.tooFew }).max(counts.max, { error: counts.tooMany });
}

/**
 * A section whose value is one list of items (benefits, steps, partners, seals, testimonials):
 * its schema and the list field Content Management edits it with come from one set of counts, so
 * the screen's add and remove buttons stop where the schema does.
 */
export function listSection<Item extends z.ZodType>(section: {
  id: string;
  label: string;
  group: string;
  item: Item;
  counts: { min: number; max: number; tooFew: string; items: string };
  /** How the screen names the list and one of its items, with an optional line under the list. */
  list: { label: string; itemLabel: string; description?: string };
  itemFields: FieldSpec[];
  defaults: z.output<Item>[];
  shownOn: string[];
  exampleValues?: (value: { items: z.output<Item>[] }) => { field: string; label: string }[];
}) {
  const { min, max } = section.counts;
  const field: FieldSpec = {
    name: "items",
    label: section.list.label,
    kind: "list",
    itemLabel: section.list.itemLabel,
  };
  if (section.list.description) field.description = section.list.description;
  return defineSection({
    id: section.id,
    label: section.label,
    group: section.group,
    schema: z.object({ items: list(section.item, listCounts(section.counts)) }),
    defaults: { items: section.defaults },
    fields: [{ ...field, minItems: min, maxItems: max, fields: section.itemFields }],
    shownOn: section.shownOn,
    exampleValues: section.exampleValues,
  });
}

const featureIconLabels: Record<FeatureIcon, string> = {
  "badge-check": "Selo de verificação",
  banknote: "Cédula",
  "book-open": "Livro aberto",
  briefcase: "Maleta",
  building: "Prédio",
  calculator: "Calculadora",
  "calendar-check": "Calendário",
  chart: "Gráfico",
  "clipboard-check": "Prancheta",
  "credit-card": "Cartão",
  "graduation-cap": "Capelo",
  "hand-coins": "Mão com moedas",
  handshake: "Aperto de mãos",
  headset: "Fone de atendimento",
  "heart-pulse": "Saúde",
  house: "Casa",
  key: "Chave",
  landmark: "Banco",
  laptop: "Notebook",
  layers: "Camadas",
  "map-pin": "Local",
  megaphone: "Megafone",
  "monitor-smartphone": "Computador e celular",
  package: "Pacote",
  palette: "Paleta",
  percent: "Porcentagem",
  "phone-call": "Telefone",
  "piggy-bank": "Cofrinho",
  plane: "Avião",
  refrigerator: "Geladeira",
  repeat: "Repetição",
  scale: "Balança",
  "shield-check": "Escudo",
  store: "Loja",
  sun: "Sol",
  target: "Alvo",
  timer: "Cronômetro",
  "trending-up": "Crescimento",
  "user-check": "Pessoa verificada",
  users: "Pessoas",
  workflow: "Fluxo",
};

/** The title and text fields every card is edited with. */
const titleAndTextFields: FieldSpec[] = [
  { name: "title", label: "Título", kind: "text" },
  { name: "text", label: "Texto", kind: "textarea" },
];

/**
 * A card of the home page's benefits and steps: a title of up to 60 characters over a text of up
 * to 240. Spread into the card's schema (a benefit adds its icon).
 */
export const homeCardShape = {
  title: requiredText("o título", 60),
  text: requiredText("o texto", 240, { multiline: true }),
};

export const homeCardFields: FieldSpec[] = titleAndTextFields;

/** A card of the model, segment and solutions pages: icon, title and a short text. */
export const featureItemSchema = z.object({
  icon: z.enum(featureIcons, { error: cardMessages.option }),
  title: requiredText("o título", 80),
  text: requiredText("o texto", 300, { multiline: true }),
});

export const featureItemFields: FieldSpec[] = [
  {
    name: "icon",
    label: "Ícone",
    kind: "text",
    options: featureIcons.map((value) => ({ value, label: featureIconLabels[value] })),
  },
  ...titleAndTextFields,
];
