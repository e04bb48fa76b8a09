import { z } from "zod";
import {
  expoBenefits,
  expoBenefitsIntro,
  expoBooth,
  expoFacts,
  expoHero,
  expoScheduleIntro,
} from "~/content/expo";
import { type ShowcaseModelPage, type StarterModelPage, trainingSection } from "~/content/model-page-copy";
import { modelPages } from "~/content/model-pages";
import { notFoundDefaults } from "~/content/not-found";
import {
  cardMessages,
  featureItemFields,
  featureItemSchema,
  imagePath,
  list,
  optionalText,
  requiredText,
} from "~/content/registry/card-rules";
import type { FieldSpec, SectionDefinition } from "~/content/registry/define";
import { sections } from "~/content/registry/sections";
import {
  HERO_SUBTITLE_MAX,
  HERO_TITLE_MAX,
  heroSchema,
  shippedHero,
} from "~/content/registry/sections/heroes";
import { type SegmentFigures, segmentsSection } from "~/content/registry/sections/segments";
import { solutionsSection } from "~/content/registry/sections/solutions";
import { type SegmentSlug, segmentBlockValue, segmentSlugOfPath, segmentSlugs } from "~/content/segments";
import { solutionsHero, solutionsHeroImage } from "~/content/solutions";
import { hasInvalidCharacters, invalidCharactersMessage, plainText } from "~/forms/plain-text";
import { isWebUrl } from "~/forms/web-addresses";
import { type BlockDefinition, defineBlock } from "./page-document";

/**
 * The block registry: every kind of block a composed page can be made of (docs/decisions/058).
 * Each is declared once here with `defineBlock` — the schema of its own value, the value a new
 * block starts with, and the fields "Páginas" edits it with — and drawn by one component in
 * app/components/site/blocks/ (docs/recipes.md "Adding a block type").
 *
 * The site-section blocks reuse their section's schema, defaults and fields, so a block that
 * "uses the site's value" and one holding its own are edited and checked by the same rules
 * (`siteValueOfBlock` gives the two whose own value is narrower than their section's). Every
 * block but the three plain ones draws an element with a fixed id (#contato, #faq…), so it is
 * once per page.
 */

// ---------------------------------------------------------------------------------------------
// Shared rules

const linkMessage = "Use um endereço do site (/…), uma âncora (#…) ou um endereço https://.";

/** A link a button or a text may hold: a site path, an anchor of the page, or http(s). Never javascript:. */
export function isBlockLink(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (/^#[A-Za-z][\w-]*$/.test(value)) return true;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  return isWebUrl(value);
}

function optionalLink() {
  return plainText({ error: linkMessage })
    .max(500, { error: cardMessages.tooLong(500) })
    .refine((value) => value === "" || isBlockLink(value), { error: linkMessage });
}

function requiredLink(what: string) {
  return plainText({ error: cardMessages.required(what) })
    .min(1, { error: cardMessages.required(what) })
    .max(500, { error: cardMessages.tooLong(500) })
    .refine(isBlockLink, { error: linkMessage });
}

/** A button: its label and where it leads, both filled in or both left empty. */
const optionalAction = z
  .object({ label: optionalText(40), href: optionalLink() })
  .refine((action) => (action.label === "") === (action.href === ""), {
    path: ["label"],
    error: "Preencha o texto e o endereço do botão, ou deixe os dois vazios.",
  });

const optionalActionField = (name: string, label: string): FieldSpec => ({
  name,
  label,
  kind: "group",
  description: "Opcional: o texto do botão e para onde ele leva (/página, #âncora ou https://…).",
  fields: [
    { name: "label", label: "Texto do botão", kind: "text" },
    { name: "href", label: "Endereço", kind: "text" },
  ],
});

/** A title, an optional text, a main button and an optional second one (the call to action, the 404). */
function titleTextAndButtonsFields(hrefDescription: string): FieldSpec[] {
  return [
    { name: "title", label: "Título", kind: "text" },
    { name: "text", label: "Texto", kind: "textarea", description: "Opcional." },
    {
      name: "primary",
      label: "Botão principal",
      kind: "group",
      fields: [
        { name: "label", label: "Texto do botão", kind: "text" },
        { name: "href", label: "Endereço", kind: "text", description: hrefDescription },
      ],
    },
    optionalActionField("secondary", "Segundo botão"),
  ];
}

/** The eyebrow, title and lead over a section's cards. */
const introSchema = z.object({
  eyebrow: optionalText(60),
  title: requiredText("o título", 120),
  lead: optionalText(400),
});

const introField: FieldSpec = {
  name: "intro",
  label: "Cabeçalho",
  kind: "group",
  fields: [
    { name: "eyebrow", label: "Chamada acima do título", kind: "text", description: "Opcional." },
    { name: "title", label: "Título", kind: "text" },
    { name: "lead", label: "Texto abaixo do título", kind: "textarea", description: "Opcional." },
  ],
};

/**
 * A site-section block: the section's own schema, defaults and fields, and its schema version
 * and migrations, so a block's stored value moves with the section's values (docs/decisions/050).
 */
function fromSection<Id extends keyof typeof sections>(id: Id) {
  const section = sections[id] as (typeof sections)[Id] & Pick<SectionDefinition, "version" | "migrations">;
  return {
    schema: section.schema as (typeof sections)[Id]["schema"],
    defaults: section.defaults as (typeof sections)[Id]["defaults"],
    fields: section.fields,
    siteSection: id,
    version: section.version,
    migrations: section.migrations,
  };
}

// ---------------------------------------------------------------------------------------------
// Rich text: structured parts, never HTML

// The bounds keep the longest block a page of reading (40 × 8 × 600 characters at most) and the
// page editor's form within the admin's body limit with the other blocks beside it.
export const RICH_TEXT_MAX_PARTS = 40;
export const RICH_TEXT_MAX_SPANS = 8;
export const RICH_TEXT_SPAN_MAX = 600;

export const richTextPartKinds = ["paragraph", "heading", "subheading", "bullet", "number"] as const;
export type RichTextPartKind = (typeof richTextPartKinds)[number];

/**
 * A run of text in one style: plain or bold, optionally a link. The renderer makes React
 * elements of it, so whatever is typed is shown as text.
 */
const richTextSpan = z.object({
  // Not trimmed: the spaces between a plain run and a bold or linked one are part of the text.
  text: z
    .string({ error: cardMessages.required("o texto") })
    .refine((value) => value.trim() !== "", { error: cardMessages.required("o texto") })
    .refine((value) => !hasInvalidCharacters(value, { multiline: true }), { error: invalidCharactersMessage })
    .refine((value) => value.length <= RICH_TEXT_SPAN_MAX, {
      error: cardMessages.tooLong(RICH_TEXT_SPAN_MAX),
    }),
  style: z.enum(["", "bold"], { error: cardMessages.option }),
  href: optionalLink(),
});

/**
 * A paragraph, a heading (h2) or subheading (h3), or an item of a bulleted or numbered list
 * (consecutive items of one kind form one list).
 */
const richTextPart = z.object({
  kind: z.enum(richTextPartKinds, { error: cardMessages.option }),
  spans: list(richTextSpan, {
    min: 1,
    max: RICH_TEXT_MAX_SPANS,
    tooFew: "Escreva o texto deste trecho.",
    tooMany: cardMessages.tooMany(RICH_TEXT_MAX_SPANS, "partes de texto"),
  }),
});

export type RichTextPart = z.output<typeof richTextPart>;

const richTextSchema = z.object({
  parts: list(richTextPart, {
    min: 1,
    max: RICH_TEXT_MAX_PARTS,
    tooFew: "Escreva ao menos um parágrafo.",
    tooMany: cardMessages.tooMany(RICH_TEXT_MAX_PARTS, "trechos"),
  }),
});

const richTextFields: FieldSpec[] = [
  {
    name: "parts",
    label: "Texto",
    kind: "list",
    itemLabel: "Trecho",
    minItems: 1,
    maxItems: RICH_TEXT_MAX_PARTS,
    description: "Parágrafos, títulos e itens de lista, na ordem da página.",
    fields: [
      {
        name: "kind",
        label: "Tipo",
        kind: "text",
        options: [
          { value: "paragraph", label: "Parágrafo" },
          { value: "heading", label: "Título" },
          { value: "subheading", label: "Subtítulo" },
          { value: "bullet", label: "Item de lista" },
          { value: "number", label: "Item de lista numerada" },
        ],
      },
      {
        name: "spans",
        label: "Partes do texto",
        kind: "list",
        itemLabel: "Parte",
        minItems: 1,
        maxItems: RICH_TEXT_MAX_SPANS,
        description: "Divida o trecho para pôr uma parte em negrito ou como link.",
        fields: [
          {
            name: "text",
            label: "Texto",
            kind: "textarea",
            description: `Até ${RICH_TEXT_SPAN_MAX} caracteres.`,
          },
          {
            name: "style",
            label: "Estilo",
            kind: "text",
            options: [
              { value: "", label: "Normal" },
              { value: "bold", label: "Negrito" },
            ],
          },
          {
            name: "href",
            label: "Link",
            kind: "text",
            description: "Opcional: /página, #âncora ou https://…",
          },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Plain blocks

const heroBlockSchema = z.object({
  eyebrow: optionalText(80),
  ...heroSchema.shape,
  action: optionalAction,
});

const homeHero = shippedHero("/");

const imageTextSchema = z.object({
  title: requiredText("o título", 120),
  text: requiredText("o texto", 2000, { multiline: true }),
  imageSrc: imagePath(),
  imageAlt: optionalText(200),
  imageSide: z.enum(["left", "right"], { error: cardMessages.option }),
  action: optionalAction,
});

const callToActionSchema = z.object({
  title: requiredText("o título", 120),
  text: optionalText(400),
  primary: z.object({
    label: requiredText("o texto do botão", 40),
    href: requiredLink("o endereço do botão"),
  }),
  secondary: optionalAction,
});

/** The not-found message: its title, its line, a button back and an optional second one. */
const notFoundSchema = z.object({
  title: requiredText("o título", 120),
  text: optionalText(300),
  primary: z.object({
    label: requiredText("o texto do botão", 40),
    href: requiredLink("o endereço do botão"),
  }),
  secondary: optionalAction,
});

const contactFormSchema = z.object({
  eyebrow: optionalText(60),
  title: requiredText("o título", 120),
  lead: optionalText(400),
});

const contactFormFields: FieldSpec[] = introField.fields ?? [];

// ---------------------------------------------------------------------------------------------
// Expo: the event's details (the `expo` section) with the page's offer texts

const expoOffersSchema = z.object({
  subtitle: requiredText("o subtítulo", 600, { multiline: true }),
  visitorsText: requiredText("o público esperado", 80),
  presentationsText: optionalText(120),
  booth: z.object({
    eyebrow: optionalText(60),
    title: requiredText("o título do estande", 120),
    lead: optionalText(400),
    highlights: list(z.object({ title: requiredText("o título", 80), text: requiredText("o texto", 300) }), {
      min: 0,
      max: 6,
      tooFew: "",
      tooMany: cardMessages.tooMany(6, "destaques"),
    }),
  }),
  benefits: z.object({
    eyebrow: optionalText(60),
    title: requiredText("o título das vantagens", 120),
    lead: optionalText(400),
    limit: optionalText(120),
    items: list(
      z.object({
        icon: z.enum(["percent", "gift", "graduation", "headset"], { error: cardMessages.option }),
        title: requiredText("o título", 80),
        text: requiredText("o texto", 300),
      }),
      { min: 0, max: 8, tooFew: "", tooMany: cardMessages.tooMany(8, "vantagens") },
    ),
  }),
});

export type ExpoOffers = z.output<typeof expoOffersSchema>;

/** The offer texts the 2025 expo page shipped with ("{evento}" stands for the event's name). */
export const shippedExpoOffers: ExpoOffers = {
  subtitle: expoHero.subtitle,
  visitorsText: expoFacts.visitorsText,
  presentationsText: expoFacts.presentationsText,
  booth: {
    eyebrow: expoBooth.eyebrow,
    title: expoBooth.title,
    lead: expoBooth.lead,
    highlights: expoBooth.highlights.map((item) => ({ ...item })),
  },
  benefits: {
    ...expoBenefitsIntro,
    items: expoBenefits.map((item) => ({ ...item })),
  },
};

const expoOffersField: FieldSpec = {
  name: "offers",
  label: "Textos e ofertas da página",
  kind: "group",
  description: "“{evento}” nos textos é trocado pelo nome do evento.",
  fields: [
    { name: "subtitle", label: "Subtítulo do topo", kind: "textarea" },
    {
      name: "visitorsText",
      label: "Público esperado",
      kind: "text",
      description: "Ex.: Mais de 50.000 visitantes",
    },
    {
      name: "presentationsText",
      label: "Apresentações",
      kind: "text",
      description: "Opcional. Ex.: Apresentações diárias às 15h e 18h",
    },
    {
      name: "booth",
      label: "Estande",
      kind: "group",
      fields: [
        { name: "eyebrow", label: "Chamada acima do título", kind: "text" },
        { name: "title", label: "Título", kind: "text" },
        { name: "lead", label: "Texto", kind: "textarea" },
        {
          name: "highlights",
          label: "Destaques",
          kind: "list",
          itemLabel: "Destaque",
          minItems: 0,
          maxItems: 6,
          fields: [
            { name: "title", label: "Título", kind: "text" },
            {
              name: "text",
              label: "Texto",
              kind: "textarea",
              description: `Até ${RICH_TEXT_SPAN_MAX} caracteres.`,
            },
          ],
        },
      ],
    },
    {
      name: "benefits",
      label: "Vantagens para visitantes",
      kind: "group",
      fields: [
        { name: "eyebrow", label: "Chamada acima do título", kind: "text" },
        { name: "title", label: "Título", kind: "text" },
        { name: "lead", label: "Texto", kind: "textarea" },
        {
          name: "limit",
          label: "Limite da oferta",
          kind: "text",
          description: "Ex.: Limitado aos 50 primeiros inscritos",
        },
        {
          name: "items",
          label: "Vantagens",
          kind: "list",
          itemLabel: "Vantagem",
          minItems: 0,
          maxItems: 8,
          fields: [
            {
              name: "icon",
              label: "Ícone",
              kind: "text",
              options: [
                { value: "percent", label: "Porcentagem" },
                { value: "gift", label: "Presente" },
                { value: "graduation", label: "Capelo" },
                { value: "headset", label: "Fone de atendimento" },
              ],
            },
            { name: "title", label: "Título", kind: "text" },
            {
              name: "text",
              label: "Texto",
              kind: "textarea",
              description: `Até ${RICH_TEXT_SPAN_MAX} caracteres.`,
            },
          ],
        },
      ],
    },
  ],
};

const expoSection = sections.expo;
const expoEventSchema = expoSection.schema.extend({ offers: expoOffersSchema });

// ---------------------------------------------------------------------------------------------
// Segment figures: one segment's statistics and benefit cards, with the cards' heading

const segmentValueSchema = segmentsSection.schema.shape.advogados;
const segmentStatsSchema = z.object({ ...segmentValueSchema.shape, intro: introSchema });
const segmentValueFields =
  segmentsSection.fields.find((field) => field.name === "advogados")?.fields ?? ([] as FieldSpec[]);

// A segment page's opening: the hero with the profession's four statistics, then its benefit
// cards (the shipped segment pages' first part; with the site's value, the `segments` section's
// figures and cards for the segment the page's address names).

const segmentOpeningSchema = z.object({
  name: requiredText("o nome do segmento", 40),
  hero: z.object({
    eyebrow: requiredText("a chamada acima do título", 60),
    title: requiredText("o título", HERO_TITLE_MAX),
    subtitle: requiredText("o subtítulo", HERO_SUBTITLE_MAX, { multiline: true }),
  }),
  intro: introSchema,
  ...segmentValueSchema.shape,
});

const segmentOpeningFields: FieldSpec[] = [
  {
    name: "name",
    label: "Nome do segmento",
    kind: "text",
    description: "Aparece sobre as estatísticas: “<nome> na Cota Fácil”.",
  },
  {
    name: "hero",
    label: "Topo da página",
    kind: "group",
    fields: [
      { name: "eyebrow", label: "Chamada acima do título", kind: "text" },
      { name: "title", label: "Título", kind: "text" },
      { name: "subtitle", label: "Texto abaixo do título", kind: "textarea" },
    ],
  },
  { ...introField, label: "Cabeçalho dos benefícios" },
  ...segmentValueFields,
];

// ---------------------------------------------------------------------------------------------
// Model pages' advantages (and their further sections of cards)

const modelAdvantagesSchema = z.object({
  intro: introSchema,
  items: list(featureItemSchema, {
    min: 1,
    max: 8,
    tooFew: "Inclua pelo menos uma vantagem.",
    tooMany: cardMessages.tooMany(8, "vantagens"),
  }),
  checklist: list(requiredText("o item", 120), {
    min: 0,
    max: 8,
    tooFew: "",
    tooMany: cardMessages.tooMany(8, "itens"),
  }),
});

const officeAdvantages = modelPages.office.advantages;

// ---------------------------------------------------------------------------------------------
// A hero with key figures and two buttons (the inner pages' opening, e.g. the solutions page's)

const heroFiguresSchema = z.object({
  eyebrow: optionalText(80),
  ...heroSchema.shape,
  primary: optionalAction,
  secondary: optionalAction,
  figures: list(z.object({ value: requiredText("o número", 24), label: requiredText("a legenda", 40) }), {
    min: 0,
    max: 3,
    tooFew: "",
    tooMany: cardMessages.tooMany(3, "números"),
  }),
});

// ---------------------------------------------------------------------------------------------
// The solutions page's parts, each one list of the `solutions` section (its headings are the page's)

/** A block showing one list of the `solutions` section: that list's rule and field. */
function solutionsList<Name extends "ticker" | "products" | "highlights">(name: Name) {
  const shape = solutionsSection.schema.shape;
  return {
    schema: z.object({ [name]: shape[name] } as { [Key in Name]: (typeof shape)[Name] }),
    defaults: { [name]: structuredClone(solutionsSection.defaults[name]) } as {
      [Key in Name]: (typeof solutionsSection.defaults)[Name];
    },
    fields: solutionsSection.fields.filter((field) => field.name === name),
    siteSection: "solutions" as const,
    oncePerPage: true,
  };
}
// The legal documents: their texts are code (their version and date are the consent's,
// app/lib/legal-version.ts); the company's details they quote are the `company` section's

export const legalDocuments = ["termos", "privacidade"] as const;
export type LegalDocumentName = (typeof legalDocuments)[number];

/** The document the shipped page at `path` shows: /privacidade the policy, any other the terms. */
export const legalDocumentOfPath = (path: string): LegalDocumentName =>
  path === "/privacidade" ? "privacidade" : "termos";

const companyBlock = fromSection("company");
/**
 * The ids the legal documents draw (app/components/site/legal/): the index's heading and each
 * clause with its heading, of the terms and of the privacy policy.
 */
const legalDocumentAnchors = [
  "indice-titulo",
  ...[
    "aceitacao",
    "alteracoes",
    "atualizacoes",
    "bases-legais",
    "canais-de-contato",
    "como-exercer",
    "compartilhamento",
    "controlador",
    "cookies",
    "dados-coletados",
    "direitos",
    "emprestimos",
    "estimativas",
    "finalidade",
    "finalidades",
    "informacoes",
    "lei-foro",
    "links",
    "menores",
    "propriedade-intelectual",
    "responsabilidade",
    "retencao",
    "seguranca",
    "uso-aceitavel",
  ].flatMap((clause) => [clause, `${clause}-titulo`]),
];

const legalDocumentBlock = {
  ...companyBlock,
  schema: companyBlock.schema.extend({
    document: z.enum(legalDocuments, { error: cardMessages.option }),
  }),
  defaults: { ...companyBlock.defaults, document: "termos" as LegalDocumentName },
  fields: [
    {
      name: "document",
      label: "Documento",
      kind: "text",
      options: [
        { value: "termos", label: "Termos de Uso" },
        { value: "privacidade", label: "Política de Privacidade" },
      ],
    },
    ...companyBlock.fields,
  ] satisfies FieldSpec[],
};

// Model pages: the opening with its key figures, the investment cards, the two-column sections

/** A figure shown value over label ("R$ 30.000" / "Investimento inicial"). */
const keyFigureSchema = z.object({
  value: requiredText("o número", 40),
  label: requiredText("a legenda", 60),
});

const keyFigureFields: FieldSpec[] = [
  { name: "value", label: "Número", kind: "text", description: "Ex.: R$ 30.000, 12 meses." },
  { name: "label", label: "Legenda", kind: "text" },
];

const keyFiguresField = (name: string, label: string, max: number): FieldSpec => ({
  name,
  label,
  kind: "list",
  itemLabel: "Número",
  minItems: 0,
  maxItems: max,
  fields: keyFigureFields,
});

const keyFigures = (max: number) =>
  list(keyFigureSchema, { min: 0, max, tooFew: "", tooMany: cardMessages.tooMany(max, "números") });

const shortList = (max: number) =>
  list(requiredText("o item", 120), { min: 0, max, tooFew: "", tooMany: cardMessages.tooMany(max, "itens") });

const shortListField = (name: string, label: string, max: number): FieldSpec => ({
  name,
  label,
  kind: "list",
  itemLabel: "Item",
  minItems: 0,
  maxItems: max,
  description: "Frases curtas marcadas com um visto.",
});

/** The cards with an icon, a title and a text of a model page's two-column sections (1 to 8). */
const featureCardsField: FieldSpec = {
  name: "items",
  label: "Cartões",
  kind: "list",
  itemLabel: "Cartão",
  minItems: 1,
  maxItems: 8,
  fields: featureItemFields,
};

const modelHeroSchema = z.object({
  eyebrow: optionalText(80),
  ...heroSchema.shape,
  primaryAction: optionalAction,
  secondaryAction: optionalAction,
  figures: keyFigures(3),
});

/** The model whose name and investment an investment card shows. */
const investmentModelSchema = {
  name: requiredText("o nome do modelo", 40),
  investment: requiredText("o investimento", 40),
};

const investmentModelFields: FieldSpec[] = [
  { name: "name", label: "Nome do modelo", kind: "text", description: "Aparece como “Franquia <nome>”." },
  {
    name: "investment",
    label: "Investimento",
    kind: "text",
    description: "Aparece depois de “A partir de”. Ex.: R$ 30.000",
  },
];

const modelInvestmentSchema = z.object({
  ...investmentModelSchema,
  title: requiredText("o título", 120),
  lead: optionalText(400),
  figures: keyFigures(8),
  conditions: shortList(8),
});

const modelFinancialDetailsSchema = z.object({
  ...investmentModelSchema,
  intro: introSchema,
  lead: optionalText(400),
  figures: keyFigures(8),
  included: shortList(10),
});

const modelFeatureSchema = z.object({
  intro: introSchema,
  items: list(featureItemSchema, {
    min: 1,
    max: 8,
    tooFew: "Inclua pelo menos um cartão.",
    tooMany: cardMessages.tooMany(8, "cartões"),
  }),
  checklist: shortList(8),
  action: optionalAction,
  tone: z.enum(["light", "dark"], { error: cardMessages.option }),
});

/** The shipped copy of the model pages, as new blocks' starting values (Home's and Office's). */
const homePage = modelPages.home as StarterModelPage;
const officePage = modelPages.office as ShowcaseModelPage;

// ---------------------------------------------------------------------------------------------
// The registry

export const blockTypes = {
  hero: defineBlock({
    type: "hero",
    anchors: ["inicio", "inicio-titulo"],
    label: "Topo da página (hero)",
    description: "O título grande da página, o texto abaixo dele, uma imagem e um botão.",
    schema: heroBlockSchema,
    defaults: {
      eyebrow: "",
      title: homeHero.title,
      subtitle: homeHero.subtitle,
      imageSrc: homeHero.imageSrc,
      action: { label: "Quero ser franqueado", href: "#contato" },
    },
    fields: [
      { name: "eyebrow", label: "Chamada acima do título", kind: "text", description: "Opcional." },
      { name: "title", label: "Título", kind: "text" },
      { name: "subtitle", label: "Subtítulo", kind: "textarea" },
      { name: "imageSrc", label: "Imagem", kind: "image", description: "Da biblioteca de mídia." },
      optionalActionField("action", "Botão"),
    ],
    oncePerPage: true,
  }),
  "home-hero": defineBlock({
    type: "home-hero",
    anchors: ["inicio", "inicio-titulo"],
    label: "Topo da página inicial",
    description: "O topo da página inicial: título, texto, os números da rede, os dois botões e a imagem.",
    ...fromSection("hero.home"),
    oncePerPage: true,
  }),
  "rich-text": defineBlock({
    type: "rich-text",
    anchors: ["{id}"],
    label: "Texto",
    description: "Parágrafos, títulos e listas, com negrito e links.",
    schema: richTextSchema,
    defaults: {
      parts: [
        { kind: "paragraph", spans: [{ text: "Escreva aqui o texto da página.", style: "", href: "" }] },
      ],
    },
    fields: richTextFields,
  }),
  "image-text": defineBlock({
    type: "image-text",
    anchors: ["{id}", "{id}-titulo"],
    label: "Imagem com texto",
    description: "Uma imagem ao lado de um título, um texto e um botão opcional.",
    schema: imageTextSchema,
    defaults: {
      title: "Um título para esta parte da página",
      text: "Um texto curto que explica a imagem ao lado.",
      imageSrc: homeHero.imageSrc,
      imageAlt: "",
      imageSide: "right",
      action: { label: "", href: "" },
    },
    fields: [
      { name: "title", label: "Título", kind: "text" },
      { name: "text", label: "Texto", kind: "textarea" },
      { name: "imageSrc", label: "Imagem", kind: "image", description: "Da biblioteca de mídia." },
      {
        name: "imageAlt",
        label: "Descrição da imagem",
        kind: "text",
        description: "Para quem não vê a imagem. Vazio: a imagem é só decorativa.",
      },
      {
        name: "imageSide",
        label: "Lado da imagem",
        kind: "text",
        options: [
          { value: "left", label: "À esquerda" },
          { value: "right", label: "À direita" },
        ],
      },
      optionalActionField("action", "Botão"),
    ],
  }),
  "call-to-action": defineBlock({
    type: "call-to-action",
    anchors: ["{id}", "{id}-titulo"],
    label: "Chamada para ação",
    description: "Uma faixa com título, texto e até dois botões.",
    schema: callToActionSchema,
    defaults: {
      title: "Pronto para ter a sua franquia?",
      text: "Fale com um consultor de expansão e conheça o modelo ideal para o seu perfil.",
      primary: { label: "Quero ser franqueado", href: "#contato" },
      secondary: { label: "", href: "" },
    },
    fields: titleTextAndButtonsFields("/página, #âncora ou https://…"),
  }),
  "model-cards": defineBlock({
    type: "model-cards",
    anchors: ["franquias", "franquias-titulo"],
    label: "Modelos de franquia",
    description: "Os cartões dos cinco modelos, com investimento e destaques.",
    ...fromSection("models"),
    oncePerPage: true,
  }),
  benefits: defineBlock({
    type: "benefits",
    anchors: ["beneficios", "beneficios-titulo"],
    label: "Vantagens",
    description: "Cartões de vantagens com ícone, título e texto.",
    ...fromSection("benefits"),
    oncePerPage: true,
  }),
  steps: defineBlock({
    type: "steps",
    anchors: ["como-funciona", "como-funciona-titulo"],
    label: "Como funciona",
    description: "Os passos numerados, na ordem da lista.",
    ...fromSection("steps"),
    oncePerPage: true,
  }),
  testimonials: defineBlock({
    type: "testimonials",
    anchors: ["depoimentos", "depoimentos-titulo"],
    label: "Depoimentos",
    description: "Depoimentos escritos de franqueados.",
    ...fromSection("testimonials"),
    oncePerPage: true,
  }),
  faq: defineBlock({
    type: "faq",
    anchors: ["faq", "faq-titulo"],
    label: "Perguntas frequentes",
    description: "Perguntas e respostas (a página ganha os dados de FAQ para buscadores).",
    ...fromSection("faq"),
    oncePerPage: true,
  }),
  "contact-form": defineBlock({
    type: "contact-form",
    anchors: ["contato", "contato-*", "formulario-contato"],
    label: "Formulário de contato",
    description: "O formulário de interesse na franquia, com os contatos da empresa.",
    schema: contactFormSchema,
    defaults: {
      eyebrow: "Fale conosco",
      title: "Dê o primeiro passo para ter sua franquia",
      lead: "Preencha o formulário e um consultor de expansão apresenta o modelo ideal para o seu perfil, sem compromisso.",
    },
    fields: contactFormFields,
    oncePerPage: true,
  }),
  "expo-event": defineBlock({
    type: "expo-event",
    anchors: [
      "expo",
      "expo-titulo",
      "detalhes",
      "detalhes-titulo",
      "estande",
      "estande-titulo",
      "beneficios-expo",
      "beneficios-expo-titulo",
    ],
    label: "Evento: detalhes",
    description: "O topo de uma página de evento, as datas, horários, o local, o estande e as ofertas.",
    schema: expoEventSchema,
    defaults: { ...expoSection.defaults, offers: shippedExpoOffers },
    fields: [...expoSection.fields, expoOffersField],
    siteSection: "expo",
    oncePerPage: true,
  }),
  "expo-schedule": defineBlock({
    type: "expo-schedule",
    anchors: ["agendamento", "agendamento-titulo", "formulario-agendamento"],
    label: "Evento: agendamento de visita",
    description: "O formulário de agendamento nos dias e horários do evento da página.",
    schema: introSchema,
    defaults: { ...expoScheduleIntro },
    fields: introField.fields ?? [],
    oncePerPage: true,
  }),
  segment: defineBlock({
    type: "segment",
    anchors: ["inicio", "inicio-titulo", "beneficios", "beneficios-titulo"],
    label: "Segmento: topo, números e benefícios",
    description:
      "O topo de uma página de segmento com as suas quatro estatísticas, seguido dos cartões de benefícios.",
    schema: segmentOpeningSchema,
    defaults: segmentBlockValue("advogados", segmentsSection.defaults.advogados),
    fields: segmentOpeningFields,
    siteSection: "segments",
    oncePerPage: true,
  }),
  "segment-stats": defineBlock({
    type: "segment-stats",
    anchors: ["{id}", "{id}-titulo"],
    label: "Segmento: números e benefícios",
    description: "As quatro estatísticas de um segmento e os seus cartões de benefícios.",
    schema: segmentStatsSchema,
    defaults: {
      ...segmentsSection.defaults.advogados,
      intro: {
        eyebrow: "Benefícios para o seu segmento",
        title: "Uma renda extra que combina com a sua profissão",
        lead: "Você já é a pessoa de confiança dos seus clientes. Agora pode ajudá-los também nas decisões financeiras.",
      },
    },
    fields: [...segmentValueFields, introField],
    oncePerPage: true,
  }),
  "solutions-products": defineBlock({
    type: "solutions-products",
    anchors: ["produtos", "produtos-titulo", "diferenciais", "diferenciais-titulo"],
    label: "Soluções: produtos",
    description: "A faixa de produtos, os cartões de produtos e os diferenciais.",
    ...fromSection("solutions"),
    oncePerPage: true,
  }),
  partners: defineBlock({
    type: "partners",
    anchors: ["parceiros", "parceiros-titulo"],
    label: "Parceiros",
    description: "Os logotipos dos parceiros.",
    ...fromSection("partners"),
    oncePerPage: true,
  }),
  awards: defineBlock({
    type: "awards",
    anchors: ["premiacoes", "premiacoes-titulo", "ra-verified-seal"],
    label: "Selos e premiações",
    description: "Os selos e prêmios da rede.",
    ...fromSection("awards"),
    oncePerPage: true,
  }),
  roi: defineBlock({
    type: "roi",
    anchors: ["analise-roi", "analise-roi-titulo"],
    label: "Exemplo de retorno (ROI)",
    description: "A simulação de retorno do investimento.",
    ...fromSection("roi"),
    oncePerPage: true,
  }),
  "about-video": defineBlock({
    type: "about-video",
    anchors: ["sobre", "sobre-titulo"],
    label: "Vídeo institucional",
    description: "O vídeo sobre a empresa, que toca depois de um clique.",
    schema: sections.videos.schema.shape.about,
    defaults: { ...sections.videos.defaults.about },
    fields: sections.videos.fields.find((field) => field.name === "about")?.fields ?? [],
    siteSection: "videos",
    oncePerPage: true,
  }),
  "model-advantages": defineBlock({
    type: "model-advantages",
    anchors: ["{id}", "{id}-titulo"],
    label: "Vantagens do modelo",
    description: "Um cabeçalho, cartões com ícone e uma lista curta ao lado.",
    schema: modelAdvantagesSchema,
    defaults: {
      intro: { ...officeAdvantages.intro },
      items: officeAdvantages.items.map((item) => ({ ...item })),
      checklist: [],
    },
    fields: [
      introField,
      featureCardsField,
      {
        name: "checklist",
        label: "Lista ao lado",
        kind: "list",
        itemLabel: "Item",
        minItems: 0,
        maxItems: 8,
        description: "Opcional: frases curtas marcadas com um visto.",
      },
    ],
    oncePerPage: true,
  }),
  "model-hero": defineBlock({
    type: "model-hero",
    anchors: ["inicio", "inicio-titulo"],
    label: "Modelo: topo com números",
    description: "O topo de uma página de modelo: título, texto, dois botões, imagem e até três números.",
    schema: modelHeroSchema,
    defaults: {
      eyebrow: homePage.hero.eyebrow,
      title: homePage.hero.title,
      subtitle: homePage.hero.subtitle,
      imageSrc: homePage.hero.imageSrc,
      primaryAction: { label: "Quero ser franqueado", href: "#contato" },
      secondaryAction: { label: "Ver investimento", href: "#investimento" },
      figures: homePage.heroFigures.map((figure) => ({ ...figure })),
    },
    fields: [
      { name: "eyebrow", label: "Chamada acima do título", kind: "text", description: "Opcional." },
      { name: "title", label: "Título", kind: "text" },
      { name: "subtitle", label: "Subtítulo", kind: "textarea" },
      { name: "imageSrc", label: "Imagem", kind: "image", description: "Da biblioteca de mídia." },
      optionalActionField("primaryAction", "Botão principal"),
      optionalActionField("secondaryAction", "Segundo botão"),
      keyFiguresField("figures", "Números abaixo dos botões", 3),
    ],
    oncePerPage: true,
  }),
  "model-investment": defineBlock({
    type: "model-investment",
    anchors: ["investimento", "investimento-titulo"],
    label: "Modelo: investimento e condições",
    description: "O cartão do investimento (#investimento), com os números do modelo e as condições.",
    schema: modelInvestmentSchema,
    defaults: {
      name: homePage.model.name,
      investment: homePage.model.investmentLabel,
      title: homePage.investmentCard.title,
      lead: homePage.investmentCard.lead,
      figures: homePage.investmentCard.figures.map((figure) => ({ ...figure })),
      conditions: [...homePage.investmentCard.conditions],
    },
    fields: [
      ...investmentModelFields,
      { name: "title", label: "Título", kind: "text" },
      { name: "lead", label: "Texto abaixo do investimento", kind: "textarea", description: "Opcional." },
      keyFiguresField("figures", "Números do modelo", 8),
      shortListField("conditions", "Condições e o que está incluso", 8),
    ],
    oncePerPage: true,
  }),
  "model-financial-details": defineBlock({
    type: "model-financial-details",
    anchors: ["detalhes-financeiros", "detalhes-financeiros-titulo"],
    label: "Modelo: detalhes financeiros",
    description: "Um cabeçalho e o cartão do investimento (#detalhes-financeiros), com o que está incluso.",
    schema: modelFinancialDetailsSchema,
    defaults: {
      name: officePage.model.name,
      investment: officePage.model.investmentLabel,
      intro: { ...officePage.financialDetails.intro },
      lead: `Investimento inicial da Franquia ${officePage.model.name}, com treinamento, sistemas e suporte da rede.`,
      figures: officePage.financialDetails.figures.map((figure) => ({ ...figure })),
      included: [...officePage.financialDetails.included],
    },
    fields: [
      ...investmentModelFields,
      introField,
      { name: "lead", label: "Texto abaixo do investimento", kind: "textarea", description: "Opcional." },
      keyFiguresField("figures", "Números do modelo", 8),
      shortListField("included", "O que está incluso", 10),
    ],
    oncePerPage: true,
  }),
  "model-feature": defineBlock({
    type: "model-feature",
    anchors: ["{id}", "{id}-titulo"],
    label: "Modelo: seção em duas colunas",
    description:
      "Um cabeçalho com lista e botão de um lado, cartões com ícone do outro (treinamento, integração…).",
    schema: modelFeatureSchema,
    defaults: {
      intro: { ...trainingSection.intro },
      items: trainingSection.modules.map((item) => ({ ...item })),
      checklist: [...trainingSection.checklist],
      action: { label: "", href: "" },
      tone: "dark",
    },
    fields: [
      introField,
      featureCardsField,
      shortListField("checklist", "Lista", 8),
      optionalActionField("action", "Botão"),
      {
        name: "tone",
        label: "Fundo",
        kind: "text",
        options: [
          { value: "dark", label: "Escuro" },
          { value: "light", label: "Claro" },
        ],
      },
    ],
  }),
  "video-testimonials": defineBlock({
    type: "video-testimonials",
    anchors: ["depoimentos-video", "depoimentos-video-titulo"],
    label: "Depoimentos em vídeo",
    description: "O carrossel de vídeos de franqueados, que tocam depois de um clique.",
    ...fromSection("videos"),
    oncePerPage: true,
  }),
  "hero-figures": defineBlock({
    type: "hero-figures",
    anchors: ["inicio", "inicio-titulo"],
    label: "Topo da página com números",
    description: "O título grande, o texto, até dois botões, até três números em destaque e uma imagem.",
    schema: heroFiguresSchema,
    defaults: {
      eyebrow: solutionsHero.eyebrow,
      title: solutionsHero.title,
      subtitle: solutionsHero.subtitle,
      imageSrc: solutionsHeroImage,
      primary: { ...solutionsHero.primaryAction },
      secondary: { ...solutionsHero.secondaryAction },
      figures: solutionsHero.figures.map((figure) => ({ ...figure })),
    },
    fields: [
      { name: "eyebrow", label: "Chamada acima do título", kind: "text", description: "Opcional." },
      { name: "title", label: "Título", kind: "text" },
      { name: "subtitle", label: "Subtítulo", kind: "textarea" },
      { name: "imageSrc", label: "Imagem", kind: "image", description: "Da biblioteca de mídia." },
      optionalActionField("primary", "Botão principal"),
      optionalActionField("secondary", "Segundo botão"),
      {
        name: "figures",
        label: "Números em destaque",
        kind: "list",
        itemLabel: "Número",
        minItems: 0,
        maxItems: 3,
        description: "Opcional: até três, abaixo dos botões (ex.: “280” e “produtos”).",
        fields: [
          { name: "value", label: "Número", kind: "text", description: "Ex.: Até 300%" },
          { name: "label", label: "Legenda", kind: "text", description: "Ex.: de comissão" },
        ],
      },
    ],
    oncePerPage: true,
  }),
  "solutions-ticker": defineBlock({
    type: "solutions-ticker",
    anchors: [],
    label: "Soluções: faixa de produtos",
    description: "Os nomes dos produtos passando numa faixa no topo da página.",
    ...solutionsList("ticker"),
  }),
  "solutions-product-cards": defineBlock({
    type: "solutions-product-cards",
    anchors: ["produtos", "produtos-titulo"],
    label: "Soluções: cartões de produtos",
    description: "Os cartões dos produtos que os franqueados vendem.",
    ...solutionsList("products"),
  }),
  "solutions-highlights": defineBlock({
    type: "solutions-highlights",
    anchors: ["diferenciais", "diferenciais-titulo"],
    label: "Soluções: diferenciais",
    description: "Os diferenciais da rede, numa faixa escura.",
    ...solutionsList("highlights"),
  }),
  "solutions-models": defineBlock({
    type: "solutions-models",
    anchors: ["franquias", "franquias-titulo"],
    label: "Soluções: modelos de franquia",
    description: "Os cartões dos cinco modelos, cada um com um link para a página do modelo.",
    ...fromSection("models"),
    oncePerPage: true,
  }),
  "solutions-testimonials": defineBlock({
    type: "solutions-testimonials",
    anchors: ["depoimentos", "depoimentos-titulo"],
    label: "Soluções: depoimentos por região",
    description: "Depoimentos de franqueados com a região e as comissões do mês.",
    ...fromSection("testimonials.solutions"),
    oncePerPage: true,
  }),
  "legal-document": defineBlock({
    type: "legal-document",
    anchors: legalDocumentAnchors,
    label: "Documento legal",
    description:
      "Os Termos de Uso ou a Política de Privacidade, com índice, e os dados da empresa que eles citam.",
    ...legalDocumentBlock,
    oncePerPage: true,
  }),
  "thank-you": defineBlock({
    type: "thank-you",
    anchors: ["proximos-passos", "fale-agora"],
    label: "Agradecimento pelo contato",
    description: "A confirmação após o formulário: os próximos passos, o WhatsApp e os contatos da empresa.",
    ...fromSection("company"),
    oncePerPage: true,
  }),
  "not-found": defineBlock({
    type: "not-found",
    // Draws no element id: its buttons and texts are the page's whole content.
    anchors: [],
    label: "Página não encontrada",
    description:
      "A mensagem de endereço inexistente (erro 404): título, texto e até dois botões para seguir.",
    schema: notFoundSchema,
    defaults: notFoundDefaults,
    fields: titleTextAndButtonsFields("/página ou https://…"),
    oncePerPage: true,
  }),
} satisfies Record<string, BlockDefinition>;

export type BlockType = keyof typeof blockTypes;
export type BlockValue<Type extends BlockType> = z.output<(typeof blockTypes)[Type]["schema"]>;

/** The block types in the order "Adicionar bloco" offers them. */
export const blockTypeList: readonly BlockDefinition[] = Object.values(blockTypes);

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockTypes, type);
}

/** The block type `type` names, or undefined for one this version of the site does not know. */
export function blockDefinition(type: string): BlockDefinition | undefined {
  return isBlockType(type) ? (blockTypes[type] as BlockDefinition) : undefined;
}

/**
 * What a block that uses the site's value shows, from its section's value: most blocks show
 * the whole value; the about video is one part of the `videos` section, the solutions page's
 * ticker, product cards and highlights one list each of the `solutions` section, the expo event the
 * `expo` section with the offer texts the product ships with, a segment page's opening the
 * figures of the segment its address names (`path`) with that segment's shipped copy, and a
 * legal document the company's details with the document its address names.
 */
export function siteValueOfBlock(type: BlockType, sectionValue: unknown, path = ""): unknown {
  if (type === "about-video") return (sectionValue as { about: unknown }).about;
  if (type === "segment") {
    // The segment the page's address names (a shipped segment page's), else the first one.
    const slug = segmentSlugOfPath(path) ?? segmentSlugs[0];
    return segmentBlockValue(slug, (sectionValue as Record<SegmentSlug, SegmentFigures>)[slug]);
  }
  if (type === "expo-event") return { ...(sectionValue as object), offers: shippedExpoOffers };
  // The solutions page's parts each show one list of the `solutions` section.
  if (type === "solutions-ticker") return { ticker: (sectionValue as { ticker: unknown }).ticker };
  if (type === "solutions-product-cards") {
    return { products: (sectionValue as { products: unknown }).products };
  }
  if (type === "solutions-highlights") {
    return { highlights: (sectionValue as { highlights: unknown }).highlights };
  }
  // The legal document's page names it; elsewhere the terms.
  if (type === "legal-document") return { ...(sectionValue as object), document: legalDocumentOfPath(path) };
  return sectionValue;
}
