import { z } from "zod";
import { checkSnapshotPages } from "~/.server/content/page-snapshots";
import type { SiteDataSnapshot, SnapshotPage } from "~/.server/db/schema";
import { siteStylesFormSchema } from "~/.server/styles/site-styles";
import { checkStoredValue, schemaVersionOf } from "~/content/registry/schema-versions";
import { sections } from "~/content/registry/sections";
import type { SectionRegistry } from "~/content/registry/values";
import { CONTACT_FORM_ID, contactFieldNames } from "~/forms/contact";
import { heroSectionOfPageId, heroSectionRows } from "./legacy-heroes";
import { settingsSectionRows } from "./legacy-settings";

/**
 * What 'Import JSON' accepts on the dashboard: the site data as 'Export JSON' writes it (a
 * SiteDataSnapshot, version 1). Everything is checked before anything is written: only the
 * pages, sections and forms the site knows, bounded text, addresses a page may follow or load
 * (http(s) or a site path; never javascript:, data: or "//host"), colours as #rrggbb. The fonts
 * and the registry's sections (the page heroes, the logo, the social links and the promo banner
 * among them, also when an older file holds them as `content` or `settings` rows) are checked
 * with the very rules of their screens, so an import never holds what a screen would refuse.
 */

export const SITE_DATA_VERSION = 1;

/**
 * Largest file 'Import JSON' reads: the sections and forms are a few kilobytes; the composed
 * pages add some kilobytes each.
 */
export const SITE_DATA_MAX_BYTES = 2 * 1024 * 1024;

/** The pages of the heroes in files written before the heroes were registry sections. */
const legacyHeroPageIds = Object.keys(heroSectionOfPageId) as [string, ...string[]];

const shortText = (max: number) => z.string().max(max, { error: `no máximo ${max} caracteres` });

/** A site path ("/uploads/a.webp") or an http(s) address; empty allowed where optional. */
function isSafeUrl(value: string, protocols: readonly string[] = ["http:", "https:"]): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const parsed = new URL(value);
    return protocols.includes(parsed.protocol) && parsed.hostname !== "";
  } catch {
    return false;
  }
}

const siteOrWebUrl = shortText(2048).refine((v) => v === "" || isSafeUrl(v), {
  error: "endereço não permitido (use http(s):// ou um caminho do site)",
});
const webUrl = shortText(2048).refine((v) => v === "" || (!v.startsWith("/") && isSafeUrl(v)), {
  error: "endereço não permitido (use http:// ou https://)",
});

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "cor inválida (use #rrggbb)" });
// The Styling screen's lists of fonts and sizes.
const { headingFont: fontName, baseSize } = siteStylesFormSchema.shape;

// A hero of an older file: its texts are checked as the hero section's value (heroSectionRows).
const legacyHeroText = z.string().max(10_000).optional();
const contentRow = z.strictObject({
  pageId: z.enum(legacyHeroPageIds, { error: "página desconhecida" }),
  sectionId: z.literal("hero", { error: "seção desconhecida" }),
  content: z.strictObject({ title: legacyHeroText, subtitle: legacyHeroText, imageSrc: legacyHeroText }),
});

// The logo, social links and promo banner of an older file: checked as their sections' values
// (settingsSectionRows).
const legacySettingsText = z.string().max(10_000).optional();
const legacySettings = <Key extends string>(keys: readonly Key[]) =>
  z.strictObject(
    Object.fromEntries(keys.map((key) => [key, legacySettingsText])) as Record<
      Key,
      typeof legacySettingsText
    >,
  );
const settingsRow = z.discriminatedUnion(
  "section",
  [
    z.strictObject({ section: z.literal("logo"), settings: legacySettings(["text", "imageUrl"]) }),
    z.strictObject({
      section: z.literal("socialLinks"),
      settings: legacySettings(["facebook", "instagram", "twitter", "linkedin"]),
    }),
    z.strictObject({ section: z.literal("promoBanner"), settings: legacySettings(["text", "deadline"]) }),
  ],
  { error: "seção de configurações desconhecida" },
);

const stylesRow = z.discriminatedUnion(
  "section",
  [
    z.strictObject({
      section: z.literal("colors"),
      styles: z.strictObject({
        primary: color,
        background: color,
        text: color,
        accent: color,
        border: color,
      }),
    }),
    z.strictObject({
      section: z.literal("typography"),
      styles: z.strictObject({
        headingFont: fontName,
        bodyFont: fontName,
        baseSize,
      }),
    }),
  ],
  { error: "seção de estilos desconhecida" },
);

const formField = z.strictObject({
  id: shortText(60).min(1),
  name: z.enum(contactFieldNames, { error: "campo desconhecido" }),
  label: shortText(200),
  type: z.enum(["text", "email", "tel", "select", "textarea", "number", "url", "checkbox"], {
    error: "tipo de campo desconhecido",
  }),
  required: z.boolean(),
  placeholder: shortText(200).optional(),
});

const formRow = z.strictObject({
  formId: z.literal(CONTACT_FORM_ID, { error: "formulário desconhecido" }),
  fields: z.array(formField).max(contactFieldNames.length),
  settings: z.strictObject({
    title: shortText(200).optional(),
    submitButtonText: shortText(100),
    successMessage: shortText(1000),
    redirectUrl: siteOrWebUrl,
    webhookUrl: webUrl,
  }),
});

/** One row per key: two rows for the same page section (or settings section) are refused. */
function unique<T>(key: (row: T) => string) {
  return (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      const id = key(row);
      if (seen.has(id))
        ctx.addIssue({ code: "custom", message: `mais de um item para ${id}`, path: [index] });
      seen.add(id);
    });
  };
}

export const siteDataSchema = z.strictObject({
  version: z.literal(SITE_DATA_VERSION, { error: `versão não suportada (esperada ${SITE_DATA_VERSION})` }),
  /** Written by 'Export JSON' for the reader; not stored. */
  exportedAt: z.string().max(40).optional(),
  content: z
    .array(contentRow)
    .max(legacyHeroPageIds.length)
    .superRefine(unique((row) => `${row.pageId}/${row.sectionId}`)),
  settings: z
    .array(settingsRow)
    .max(3)
    .superRefine(unique((row) => row.section)),
  styles: z
    .array(stylesRow)
    .max(2)
    .superRefine(unique((row) => row.section)),
  forms: z
    .array(formRow)
    .max(1)
    .superRefine(unique((row) => row.formId)),
  /** The published value of each registry section; absent in files exported before it existed. */
  sections: z
    .array(
      z.strictObject({
        sectionId: z.string().max(100),
        value: z.unknown(),
        // The section's schema version the value was written for (docs/decisions/050); 1 when absent.
        schemaVersion: z.number().int().min(1).max(10_000).optional(),
      }),
    )
    .max(500)
    .superRefine(unique((row) => row.sectionId))
    .optional(),
  /**
   * The composed pages (docs/decisions/066), each checked with the editor's rules below;
   * absent in files exported before they were site data, which leave the pages as they are.
   */
  pages: z
    .array(
      z.strictObject({
        id: z
          .number()
          .int()
          .min(1)
          .max(2 ** 31 - 1),
        path: z.string().max(300),
        status: z.enum(["draft", "published", "retired"]),
        draft: z.unknown().nullable(),
        published: z.unknown().nullable(),
        retiredTo: z.string().max(300).nullable(),
        scheduled: z
          .array(
            z.strictObject({
              kind: z.enum(["publish", "unpublish"]),
              document: z.unknown().nullable(),
              redirectTo: z.string().max(300).nullable(),
              source: z.string().max(300),
              runAt: z.string().max(40),
            }),
          )
          .max(50),
      }),
    )
    .max(1000)
    .superRefine(unique((row) => String(row.id)))
    .optional(),
});

export type SiteDataParse = { ok: true; data: SiteDataSnapshot } | { ok: false; message: string };

/** Reads an uploaded file's text: the data to apply, or why it is refused (in Portuguese). */
export function parseSiteDataJson(text: string): SiteDataParse {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: "O arquivo não é um JSON válido." };
  }
  // Zod's own messages in Portuguese, for what the schema does not word itself.
  const result = siteDataSchema.safeParse(raw, { error: z.locales.pt().localeError });
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length > 0 ? `${issue.path.join(".")}: ` : "";
    return {
      ok: false,
      message: `O arquivo não tem o formato dos dados do site (${where}${issue.message}). Nada foi alterado.`,
    };
  }
  const { exportedAt: _exportedAt, ...data } = result.data;
  const content = data.content.map((row) => ({ ...row, content: definedOnly(row.content) }));
  const settings = data.settings.map((row) => ({ ...row, settings: definedOnly(row.settings) }));
  const checkedSections = checkSections(withOlderRows(content, settings, data.sections));
  if (!checkedSections.ok) return checkedSections;
  const checkedPages =
    data.pages === undefined ? undefined : checkSnapshotPages(data.pages as SnapshotPage[]);
  if (checkedPages && !checkedPages.ok)
    return {
      ok: false,
      message: `A página do arquivo não cabe nas regras do editor (${checkedPages.message}). Nada foi alterado.`,
    };
  const older = data.sections === undefined;
  return {
    ok: true,
    data: {
      ...data,
      // An older file without sections: its heroes, logo, social links and banner (checked
      // above as sections) stay content and settings rows, so that applySiteData replaces just
      // those and leaves the other sections alone.
      content: older ? content : [],
      settings: older ? settings : [],
      sections: older ? undefined : checkedSections.sections,
      pages: checkedPages?.pages,
    },
  };
}

/**
 * The sections of the file, with those an older file holds as `content` (heroes) and `settings`
 * (logo, social links, promo banner) rows among them (one the file also lists as a section is
 * taken from there).
 */
function withOlderRows(
  content: SiteDataSnapshot["content"],
  settings: SiteDataSnapshot["settings"],
  listed: SiteDataSnapshot["sections"],
): SiteDataSnapshot["sections"] {
  const listedIds = new Set((listed ?? []).map((row) => row.sectionId));
  const older = [...heroSectionRows(content), ...settingsSectionRows(settings)].filter(
    (row) => !listedIds.has(row.sectionId),
  );
  if (listed === undefined && older.length === 0) return undefined;
  return [...(listed ?? []), ...older];
}

/**
 * Each section's value migrated to today's version of its schema and checked with it: a refusal
 * names the field and gives the message its Content Management screen shows.
 */
export function checkSections(
  rows: NonNullable<SiteDataSnapshot["sections"]> | undefined,
  registry: SectionRegistry = sections as unknown as SectionRegistry,
): { ok: true; sections: SiteDataSnapshot["sections"] } | { ok: false; message: string } {
  if (rows === undefined) return { ok: true, sections: undefined };
  const checked: NonNullable<SiteDataSnapshot["sections"]> = [];
  for (const [index, row] of rows.entries()) {
    const definition = registry[row.sectionId];
    if (!definition) return refused(`sections.${index}.sectionId: seção desconhecida (${row.sectionId})`);
    const result = checkStoredValue(definition, row.value, row.schemaVersion ?? 1);
    if (!result.ok) {
      const [field, messages] = Object.entries(result.errors)[0];
      return refused(`sections.${row.sectionId}${field ? `.${field}` : ""}: ${messages[0]}`);
    }
    checked.push(sectionRow(row.sectionId, result.value, schemaVersionOf(definition)));
  }
  return { ok: true, sections: checked };
}

/**
 * Stored sections (a snapshot's, the site's) in today's shape: each value the section's
 * migrations bring to a value its schema accepts is given as that; one they do not is kept as
 * it was, with its version, and flagged on Content Management once applied.
 */
export function currentSectionRows(
  rows: NonNullable<SiteDataSnapshot["sections"]>,
  registry: SectionRegistry = sections as unknown as SectionRegistry,
): NonNullable<SiteDataSnapshot["sections"]> {
  return rows.map((row) => {
    const definition = registry[row.sectionId];
    if (!definition) return row;
    const result = checkStoredValue(definition, row.value, row.schemaVersion ?? 1);
    return result.ok ? sectionRow(row.sectionId, result.value, schemaVersionOf(definition)) : row;
  });
}

/** A row of `sections`, its schema version written only when not 1 (files written before had none). */
export function sectionRow(sectionId: string, value: unknown, schemaVersion: number) {
  return schemaVersion === 1 ? { sectionId, value } : { sectionId, value, schemaVersion };
}

function refused(detail: string): { ok: false; message: string } {
  return {
    ok: false,
    message: `O arquivo não tem o formato dos dados do site (${detail}). Nada foi alterado.`,
  };
}

function definedOnly<T extends Record<string, unknown>>(record: T): Record<string, string> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Record<
    string,
    string
  >;
}
