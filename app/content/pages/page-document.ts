import { z } from "zod";
import type { FieldSpec } from "~/content/registry/define";
import type { SectionId } from "~/content/registry/sections";
import { optionalImage, optionalText, requiredText } from "~/forms/section-rules";

/**
 * A page the marketing team composes on "Páginas" (docs/decisions/058): its address, title,
 * search and sharing fields, where it is linked, whether the header shows its navigation, and
 * an ordered list of blocks. Stored as one JSON document per draft, publish and version
 * (app/.server/content/page-store.ts); drawn by routes/page.tsx through the block components
 * (app/components/site/blocks/).
 */

/** Where a composed page is linked from (the same places as the shipped pages' registry). */
export const pageNavPlaces = ["header", "segments", "footer"] as const;
export type PageNavPlace = (typeof pageNavPlaces)[number];

/** What "Páginas" shows of a page's life. */
export const pageStatuses = ["rascunho", "publicada", "agendada", "retirada"] as const;
export type PageStatus = (typeof pageStatuses)[number];

/** The templates a page starts from (or "blank"). */
export const pageTemplates = ["segment", "model", "event", "campaign", "blank"] as const;
export type PageTemplate = (typeof pageTemplates)[number];

export const PAGE_TITLE_MAX = 80;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 200;
export const PAGE_PATH_MAX = 120;
/**
 * A bound on what one page draws, above the number of block types (34), so that a page may hold
 * each of them once (the test page of every block does).
 */
export const MAX_BLOCKS = 40;

/**
 * A page's address: lower-case words joined by "-" in one or more "/"-separated parts
 * ("/campanha-verao", "/segmentos/medicos"), or "/", the home page's (a shipped page's address:
 * the store gives it to no other page). Whether it is free (no shipped page, no other page, no
 * system prefix) is checked by the store, which has the database.
 */
export const pagePath = z
  .string({ error: "Informe o endereço da página" })
  .trim()
  .max(PAGE_PATH_MAX, { error: `Use no máximo ${PAGE_PATH_MAX} caracteres` })
  .regex(/^\/$|^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, {
    error: "Use um endereço como /campanha-verao: letras minúsculas, números e hífens, começando com /",
  });

/** One block of a page, as stored. */
export const pageBlock = z.object({
  /** Stable within the page: the key of its editor, and of its anchor when it has one. */
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  /** A block type of the block registry (app/content/pages/blocks.ts). */
  type: z.string().min(1).max(40),
  /** "site": the block shows the site-wide value of its section (company, partners, FAQ…). */
  source: z.enum(["site", "own"]),
  /** The block's own value when `source` is "own", checked by its type's schema. */
  value: z.unknown().optional(),
  /** The version of the block type's schema `value` was written for (docs/decisions/050). */
  schemaVersion: z.number().int().min(1).default(1),
});
export type PageBlock = z.output<typeof pageBlock>;

/**
 * A page's document. Blocks' own values are checked against their types by the store
 * (`checkPageDocument`), which knows the block registry; this schema checks the page's fields.
 */
export const pageDocument = z.object({
  path: pagePath,
  title: requiredText("o título da página", PAGE_TITLE_MAX),
  seo: z.object({
    /** Blank: the page's title followed by the company's trading name. */
    title: optionalText(SEO_TITLE_MAX),
    description: requiredText("a descrição para buscadores", SEO_DESCRIPTION_MAX),
    /** Blank: an image generated from the page's title (and an event's dates). */
    image: optionalImage(),
    noindex: z.boolean(),
  }),
  /** Where the page is linked; its title is the link's label. Empty: linked from nowhere. */
  nav: z.array(z.enum(pageNavPlaces)).max(pageNavPlaces.length),
  /** A campaign landing page may hide the header's navigation (the logo stays). */
  hideHeaderNav: z.boolean(),
  blocks: z.array(pageBlock).max(MAX_BLOCKS, { error: `Use no máximo ${MAX_BLOCKS} blocos` }),
});
export type PageDocument = z.output<typeof pageDocument>;

/**
 * A block type: what a page can be made of. Declared once in app/content/pages/blocks.ts and
 * drawn by one component in app/components/site/blocks/ (docs/recipes.md "Adding a block type").
 */
export type BlockDefinition<Schema extends z.ZodType = z.ZodType> = {
  /** Stable key stored in pages ("rich-text", "faq"…). */
  type: string;
  /** Portuguese name on "Páginas". */
  label: string;
  /** One line on "Páginas" saying what the block shows. */
  description: string;
  /** The schema of the block's own value, and its editor's fields (the sections' editor). */
  schema: Schema;
  defaults: z.output<Schema>;
  fields: FieldSpec[];
  /** The registry section whose site-wide value the block may show instead of its own. */
  siteSection?: SectionId;
  /** At most one per page (the contact form, the expo's scheduling form). */
  oncePerPage?: boolean;
  /**
   * The element ids the block draws (app/content/pages/block-anchors.ts): its sections' own
   * ("inicio", "beneficios-titulo"), "{id}" for the block's id, "prefix-*" for ids made from a
   * prefix. Two blocks of a page never draw the same one (docs/decisions/077).
   */
  anchors?: readonly string[];
  /** Schema version and steps, as sections have them (docs/decisions/050). */
  version?: number;
  migrations?: Readonly<Record<number, (value: unknown) => unknown>>;
};

export function defineBlock<Schema extends z.ZodType>(
  definition: BlockDefinition<Schema>,
): BlockDefinition<Schema> {
  return definition;
}
