import { and, desc, eq, lte, sql } from "drizzle-orm";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { userNames } from "~/.server/content/section-store";
import type { Database } from "~/.server/db/client";
import { siteStyles } from "~/.server/db/schema";
import type { FieldSpec } from "~/content/registry/define";
import { type FieldDifference, sectionDifferences } from "~/content/registry/values";
import { colorFields, type SiteStyles } from "~/content/styles";
import { colorsFrom, typographyFrom } from "./site-styles";

/**
 * The theme's versions (docs/decisions/042). site_styles has always kept a row per section and
 * save, both rows of a save written in one statement (one `created_at`), so a version is a save
 * time: nothing to migrate, and every save made before versions were shown is one of them. A
 * version's id is its newest row's, and its theme the newest row of each section up to that id
 * (ids, unlike times read back in JavaScript, keep their order exactly).
 */

/** The theme's fields as the screen names them, for "what differs" (the same table as the sections'). */
export const styleFieldSpecs: FieldSpec[] = [
  ...colorFields.map((name) => ({
    name,
    label: `${name[0].toUpperCase()}${name.slice(1)}`,
    kind: "text" as const,
  })),
  { name: "headingFont", label: "Heading Font", kind: "text" },
  { name: "bodyFont", label: "Body Font", kind: "text" },
  { name: "baseSize", label: "Base Font Size", kind: "text" },
];

/** The theme as the Styling form's flat fields (primary, …, headingFont, bodyFont, baseSize). */
export function flatStyles(styles: SiteStyles): Record<string, string> {
  return { ...styles.colors, ...styles.typography };
}

export function styleDifferences(
  before: SiteStyles | Record<string, unknown>,
  after: unknown,
): FieldDifference[] {
  const flat = "colors" in before ? flatStyles(before as SiteStyles) : before;
  return sectionDifferences(styleFieldSpecs, flat, after);
}

export type StyleVersion = { id: number; savedAt: string; savedByName: string | null };

/** The last saves of the theme, newest first, with who saved each. */
export async function listStyleVersions(db: Database, limit = 10): Promise<StyleVersion[]> {
  const rows = await db
    .select({
      id: sql<number>`max(${siteStyles.id})`,
      savedAt: siteStyles.createdAt,
      savedBy: sql<string | null>`max(${siteStyles.createdBy})`,
    })
    .from(siteStyles)
    .groupBy(siteStyles.createdAt)
    .orderBy(desc(siteStyles.createdAt))
    .limit(limit);
  const names = await userNames(
    db,
    rows.map((row) => row.savedBy),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    savedAt: formatDashboardDate(row.savedAt),
    savedByName: row.savedBy ? (names[row.savedBy] ?? null) : null,
  }));
}

/** The theme as it was right after the save whose newest row is `id` (null: no such save). */
export async function readStyleVersion(
  db: Database,
  id: number,
): Promise<{ styles: SiteStyles; savedAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: siteStyles.createdAt })
    .from(siteStyles)
    .where(eq(siteStyles.id, id));
  if (!row) return null;
  const newestUpTo = async (section: "colors" | "typography") => {
    const [found] = await db
      .select({ styles: siteStyles.styles })
      .from(siteStyles)
      .where(and(eq(siteStyles.section, section), lte(siteStyles.id, id)))
      .orderBy(desc(siteStyles.id))
      .limit(1);
    return found?.styles;
  };
  const [colors, typography] = await Promise.all([newestUpTo("colors"), newestUpTo("typography")]);
  return {
    styles: { colors: colorsFrom(colors), typography: typographyFrom(typography) },
    savedAt: row.createdAt,
  };
}
