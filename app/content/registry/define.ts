import type { z } from "zod";

/**
 * The content registry: every section of the public site that the marketing team edits is
 * declared once, with a `defineSection` call in its own module under ./sections/. Its zod schema
 * is the one rule for the Content Management screen, the site-data import and the public
 * readers; its defaults are the texts and figures the product ships with.
 */

/** How the Content Management screen draws a field (the schema decides what is valid). */
export type FieldKind =
  | "text"
  | "textarea"
  | "number"
  | "money"
  | "email"
  | "phone"
  | "whatsapp"
  | "cnpj"
  | "url"
  | "image"
  | "youtube"
  | "date"
  | "time"
  /** A local date and time (datetime-local), seconds included. */
  | "datetime"
  | "list"
  | "group";

export type FieldSpec = {
  /** The key in the section's value (for a list, the key of the array). */
  name: string;
  /** The label shown on the screen: Portuguese, or the admin's English name where it has one. */
  label: string;
  kind: FieldKind;
  /** A line under the field: what it is used for, the expected format. */
  description?: string;
  /** For "list" (each item) and "group": the item's own fields. */
  fields?: FieldSpec[];
  /** For "list": how one item is called on the screen ("Parceiro", "Pergunta"…). */
  itemLabel?: string;
  /** A closed choice (an icon, a region): the screen offers these values, the schema accepts only them. */
  options?: { value: string; label: string }[];
  /** For "list": the fewest and most items the layout takes (the schema enforces the same counts). */
  minItems?: number;
  maxItems?: number;
};

export type SectionDefinition<Schema extends z.ZodType = z.ZodType> = {
  /** Stable key, stored in the database and in site-data exports ("company", "faq"…). */
  id: string;
  /** Portuguese heading of the section on Content Management. */
  label: string;
  /** The Content Management group it is listed under ("Empresa e contato", "Página inicial"…). */
  group: string;
  schema: Schema;
  defaults: z.output<Schema>;
  fields: FieldSpec[];
  /** Public paths that show the section: preview links, and where a used image is shown. */
  shownOn: string[];
  /**
   * The fields that still hold an example value shipped with the product (placeholder phones,
   * CNPJ, partners…): listed on the dashboard under "Antes de publicar o site".
   */
  exampleValues?: (value: z.output<Schema>) => { field: string; label: string }[];
  /**
   * The version of `schema` (1 when left out). Stored values carry the version they were
   * written for; a change of schema that stored values would not pass raises it and adds the
   * step to `migrations` (docs/recipes.md, docs/decisions/050).
   */
  version?: number;
  /**
   * How a stored value of each earlier version becomes one of the next: `migrations[1]` turns
   * a version-1 value into a version-2 one, and so on up to `version`. Run when a value is read.
   */
  migrations?: Readonly<Record<number, (value: unknown) => unknown>>;
};

export function defineSection<Schema extends z.ZodType>(
  definition: SectionDefinition<Schema>,
): SectionDefinition<Schema> {
  return definition;
}
