import { z } from "zod";
import { cardMessages, imagePath, list, optionalText, requiredText } from "~/content/registry/card-rules";
import type { FieldSpec } from "~/content/registry/define";
import { plainText } from "~/forms/plain-text";
import { isWebUrl } from "~/forms/web-addresses";

/**
 * The values of the blocks a page may hold that no site section has: rich text, an image with
 * text, a call to action. Rich text is structured data (kinds of lines made of spans, a span
 * bold or a link), drawn as React elements: no HTML is ever stored or written as it is.
 */

export const linkMessage =
  "Use um caminho do site (/…, #…) ou um endereço que comece com https:// ou http://.";

/** Where a visitor may be sent: a site path, an anchor of the page, or an http(s) address. */
export function isLinkTarget(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("#")) return /^#[A-Za-z0-9_-]+$/.test(value);
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  return isWebUrl(value);
}

function linkTarget(options: { optional: boolean }) {
  return plainText({ error: linkMessage })
    .max(500, { error: cardMessages.tooLong(500) })
    .refine((value) => (options.optional && value === "") || isLinkTarget(value), { error: linkMessage });
}

// --- Rich text ---------------------------------------------------------------------------

/** What a line of rich text is: a paragraph, a heading (two levels), an item of a list. */
export const richTextKinds = ["paragraph", "heading", "subheading", "bullet", "numbered"] as const;
export type RichTextKind = (typeof richTextKinds)[number];

const richTextKindLabels: Record<RichTextKind, string> = {
  paragraph: "Parágrafo",
  heading: "Título",
  subheading: "Subtítulo",
  bullet: "Item de lista",
  numbered: "Item de lista numerada",
};

export const RICH_TEXT_SPAN_MAX = 1000;
export const RICH_TEXT_SPANS_MAX = 12;
export const RICH_TEXT_LINES_MAX = 40;

const richTextSpan = z.object({
  text: requiredText("o texto", RICH_TEXT_SPAN_MAX, { multiline: true }),
  /** "bold": the span is written in bold (a <strong>). */
  weight: z.enum(["normal", "bold"], { error: cardMessages.option }),
  /** Empty, or where the span links to. */
  href: linkTarget({ optional: true }),
});
export type RichTextSpan = z.output<typeof richTextSpan>;

const richTextLine = z.object({
  kind: z.enum(richTextKinds, { error: cardMessages.option }),
  spans: list(richTextSpan, {
    min: 1,
    max: RICH_TEXT_SPANS_MAX,
    tooFew: "Inclua pelo menos um trecho de texto.",
    tooMany: cardMessages.tooMany(RICH_TEXT_SPANS_MAX, "trechos"),
  }),
});
export type RichTextLine = z.output<typeof richTextLine>;

export const richTextSchema = z.object({
  lines: list(richTextLine, {
    min: 1,
    max: RICH_TEXT_LINES_MAX,
    tooFew: "Inclua pelo menos uma linha de texto.",
    tooMany: cardMessages.tooMany(RICH_TEXT_LINES_MAX, "linhas"),
  }),
});
export type RichTextValue = z.output<typeof richTextSchema>;

export const richTextDefaults: RichTextValue = {
  lines: [
    { kind: "heading", spans: [{ text: "Um título para esta parte da página", weight: "normal", href: "" }] },
    {
      kind: "paragraph",
      spans: [
        { text: "Escreva aqui o texto. Um trecho pode ficar ", weight: "normal", href: "" },
        { text: "em negrito", weight: "bold", href: "" },
        { text: " ou levar a outra página, como a de ", weight: "normal", href: "" },
        { text: "contato", weight: "normal", href: "/#contato" },
        { text: ".", weight: "normal", href: "" },
      ],
    },
  ],
};

const spanFields: FieldSpec[] = [
  { name: "text", label: "Texto", kind: "textarea", description: `Até ${RICH_TEXT_SPAN_MAX} caracteres.` },
  {
    name: "weight",
    label: "Estilo",
    kind: "text",
    options: [
      { value: "normal", label: "Normal" },
      { value: "bold", label: "Negrito" },
    ],
  },
  {
    name: "href",
    label: "Link (opcional)",
    kind: "text",
    description: "Um caminho do site (/modelo-prime, #contato) ou um endereço https://. Vazio: sem link.",
  },
];

export const richTextFields: FieldSpec[] = [
  {
    name: "lines",
    label: "Linhas",
    kind: "list",
    itemLabel: "Linha",
    minItems: 1,
    maxItems: RICH_TEXT_LINES_MAX,
    fields: [
      {
        name: "kind",
        label: "Tipo",
        kind: "text",
        options: richTextKinds.map((kind) => ({ value: kind, label: richTextKindLabels[kind] })),
      },
      {
        name: "spans",
        label: "Trechos",
        kind: "list",
        itemLabel: "Trecho",
        description: "Cada trecho pode ficar em negrito ou ser um link.",
        minItems: 1,
        maxItems: RICH_TEXT_SPANS_MAX,
        fields: spanFields,
      },
    ],
  },
];

// --- Image with text -------------------------------------------------------------------------

export const imageTextSchema = z.object({
  title: requiredText("o título", 120),
  text: requiredText("o texto", 1200, { multiline: true }),
  imageSrc: imagePath(),
  /** Said to people who cannot see the image; empty when it only decorates. */
  imageAlt: optionalText(200),
  imageSide: z.enum(["left", "right"], { error: cardMessages.option }),
  /** An optional link under the text. */
  linkLabel: optionalText(60),
  linkHref: linkTarget({ optional: true }),
});
export type ImageTextValue = z.output<typeof imageTextSchema>;

export const imageTextDefaults: ImageTextValue = {
  title: "Um título para a imagem",
  text: "Um texto curto ao lado da imagem.",
  imageSrc: "/images/pages/solutions.svg",
  imageAlt: "",
  imageSide: "right",
  linkLabel: "",
  linkHref: "",
};

export const imageTextFields: FieldSpec[] = [
  { name: "title", label: "Título", kind: "text", description: "Até 120 caracteres." },
  {
    name: "text",
    label: "Texto",
    kind: "textarea",
    description: "Até 1200 caracteres; linhas em branco separam parágrafos.",
  },
  { name: "imageSrc", label: "Imagem", kind: "image", description: "Da biblioteca de mídia." },
  {
    name: "imageAlt",
    label: "Descrição da imagem",
    kind: "text",
    description: "Para quem não vê a imagem. Vazio se ela só enfeita.",
  },
  {
    name: "imageSide",
    label: "Lado da imagem",
    kind: "text",
    options: [
      { value: "right", label: "Direita" },
      { value: "left", label: "Esquerda" },
    ],
  },
  { name: "linkLabel", label: "Texto do link (opcional)", kind: "text" },
  {
    name: "linkHref",
    label: "Endereço do link",
    kind: "text",
    description: "Um caminho do site ou https://.",
  },
];

// --- Call to action --------------------------------------------------------------------------

export const callToActionSchema = z.object({
  title: requiredText("o título", 120),
  text: optionalText(400),
  buttonLabel: requiredText("o texto do botão", 40),
  buttonHref: linkTarget({ optional: false }),
  tone: z.enum(["ink", "light"], { error: cardMessages.option }),
});
export type CallToActionValue = z.output<typeof callToActionSchema>;

export const callToActionDefaults: CallToActionValue = {
  title: "Pronto para começar?",
  text: "Fale com a nossa equipe de expansão e conheça o modelo ideal para você.",
  buttonLabel: "Fale conosco",
  buttonHref: "#contato",
  tone: "ink",
};

export const callToActionFields: FieldSpec[] = [
  { name: "title", label: "Título", kind: "text", description: "Até 120 caracteres." },
  { name: "text", label: "Texto (opcional)", kind: "textarea", description: "Até 400 caracteres." },
  { name: "buttonLabel", label: "Texto do botão", kind: "text", description: "Até 40 caracteres." },
  {
    name: "buttonHref",
    label: "Endereço do botão",
    kind: "text",
    description: "Um caminho do site (/modelo-prime), uma parte da página (#contato) ou https://.",
  },
  {
    name: "tone",
    label: "Fundo",
    kind: "text",
    options: [
      { value: "ink", label: "Azul-escuro" },
      { value: "light", label: "Claro" },
    ],
  },
];
