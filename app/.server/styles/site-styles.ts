import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "~/.server/db/client";
import { lockKeys } from "~/.server/db/lock-keys";
import { siteStyles } from "~/.server/db/schema";
import {
  baseFontSizes,
  type ColorStyles,
  colorFields,
  defaultSiteStyles,
  fontNames,
  isBaseFontSize,
  isFontName,
  normalizeHex,
  type SiteStyles,
  type TypographyStyles,
} from "~/content/styles";

/**
 * The theme in site_styles: each save adds a 'colors' row and a
 * 'typography' row, so the table keeps the history and the newest row of each section wins.
 */

export const invalidColorMessage = "Cor inválida: use o formato #RRGGBB, por exemplo #0ea5e9.";

const hexColor = z.string({ error: invalidColorMessage }).transform((value, ctx) => {
  const hex = normalizeHex(value);
  if (!hex) {
    ctx.addIssue({ code: "custom", message: invalidColorMessage });
    return z.NEVER;
  }
  return hex;
});

/** What the Styling screen posts (flat field names, as the form's inputs are named). */
export const siteStylesFormSchema = z.object({
  primary: hexColor,
  background: hexColor,
  text: hexColor,
  accent: hexColor,
  border: hexColor,
  headingFont: z.enum(fontNames as [string, ...string[]], { error: "Escolha uma das fontes da lista." }),
  bodyFont: z.enum(fontNames as [string, ...string[]], { error: "Escolha uma das fontes da lista." }),
  baseSize: z.enum(baseFontSizes, { error: "Escolha um dos tamanhos da lista." }),
});

export type SiteStylesForm = z.infer<typeof siteStylesFormSchema>;

export function siteStylesFromForm(form: SiteStylesForm): SiteStyles {
  const { headingFont, bodyFont, baseSize, ...colors } = form;
  return { colors, typography: { headingFont, bodyFont, baseSize } };
}

/** Reads the newest row of a section (newest first, limit 1). */
async function newestStyles(db: Database, section: "colors" | "typography") {
  const [row] = await db
    .select({ styles: siteStyles.styles })
    .from(siteStyles)
    .where(eq(siteStyles.section, section))
    .orderBy(desc(siteStyles.createdAt), desc(siteStyles.id))
    .limit(1);
  return row?.styles;
}

/**
 * The theme in force, read on every request (no cache: a save shows at once on every instance).
 * Each stored value is checked again here, because it ends up inside CSS: a value that is not a
 * #rrggbb colour, a listed font or a listed size falls back to its default.
 */
export async function readSiteStyles(db: Database): Promise<SiteStyles> {
  const [colors, typography] = await Promise.all([
    newestStyles(db, "colors"),
    newestStyles(db, "typography"),
  ]);
  return { colors: colorsFrom(colors), typography: typographyFrom(typography) };
}

export function colorsFrom(stored: unknown): ColorStyles {
  const record = asRecord(stored);
  const colors = { ...defaultSiteStyles.colors };
  for (const field of colorFields) {
    const hex = normalizeHex(record[field]);
    if (hex) colors[field] = hex;
  }
  return colors;
}

export function typographyFrom(stored: unknown): TypographyStyles {
  const record = asRecord(stored);
  const defaults = defaultSiteStyles.typography;
  return {
    headingFont: isFontName(record.headingFont) ? record.headingFont : defaults.headingFont,
    bodyFont: isFontName(record.bodyFont) ? record.bodyFont : defaults.bodyFont,
    baseSize: isBaseFontSize(record.baseSize) ? record.baseSize : defaults.baseSize,
  };
}

/**
 * Which save of the theme is in force (the newest row's id, "0" before any): the Styling screen
 * sends back the one it was opened on, and a save over a newer one is refused (docs/decisions/042).
 */
export async function readStylesStamp(
  db: Pick<Database, "select">,
): Promise<{ stamp: string; savedBy: string | null; savedAt: Date | null }> {
  const [row] = await db
    .select({ id: siteStyles.id, createdBy: siteStyles.createdBy, createdAt: siteStyles.createdAt })
    .from(siteStyles)
    .orderBy(desc(siteStyles.id))
    .limit(1);
  return { stamp: String(row?.id ?? 0), savedBy: row?.createdBy ?? null, savedAt: row?.createdAt ?? null };
}

export type SaveSiteStylesResult =
  | { ok: true }
  /** Someone else saved the theme after `expectedStamp`: who and when. */
  | { ok: false; conflict: { savedBy: string | null; savedAt: Date | null } };

/**
 * Adds one row per section in a single statement (both or neither), by the admin who saved: each
 * save is a version of the theme. With `expectedStamp`, the save is refused when someone else
 * saved since; the check and the write hold one lock, so two saves cannot both pass it.
 */
export async function saveSiteStyles(
  db: Database,
  styles: SiteStyles,
  createdBy: string,
  expectedStamp?: string,
): Promise<SaveSiteStylesResult> {
  return db.transaction(async (tx) => {
    if (expectedStamp !== undefined) {
      await tx.execute(sql`select pg_advisory_xact_lock(${lockKeys.styling})`);
      const current = await readStylesStamp(tx);
      // One's own newer save (another tab, a double click) is not someone else's work.
      if (current.stamp !== expectedStamp && current.savedBy !== createdBy)
        return { ok: false, conflict: { savedBy: current.savedBy, savedAt: current.savedAt } };
    }
    await tx.insert(siteStyles).values([
      { section: "colors", styles: { ...styles.colors }, createdBy },
      { section: "typography", styles: { ...styles.typography }, createdBy },
    ]);
    return { ok: true };
  });
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
