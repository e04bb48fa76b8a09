import { clockTime, ownChangesOnTop, personName } from "~/.server/admin/edit-conflicts";
import type { Database } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import type { FieldDifference } from "~/content/registry/values";
import { colorFields } from "~/content/styles";
import { type FieldErrors, fieldErrorsOf } from "~/forms/field-errors";
import { formatRatio, minimumContrast, themeContrastChecks } from "~/lib/contrast";
import type { Notice } from "~/lib/notice";
import {
  readSiteStyles,
  readStylesStamp,
  saveSiteStyles,
  siteStylesFormSchema,
  siteStylesFromForm,
} from "./site-styles";
import { flatStyles, readStyleVersion, styleDifferences } from "./style-versions";

/**
 * What the Styling screen's 'Save Styles' does on the server (the admin check is the route's):
 * validate every value, add the new site_styles rows, and say how it went. A low contrast does
 * not stop the save; the notice says so.
 */

export const stylesFieldNames = [...colorFields, "headingFont", "bodyFont", "baseSize"] as const;
export type StylesFieldName = (typeof stylesFieldNames)[number];
export type StylesValues = Partial<Record<StylesFieldName, string>>;

/** What the screen gets back when the save did not happen: it keeps the values as sent. */
export type StylingActionData = {
  /** The first problem of each field that was refused. */
  fieldErrors?: FieldErrors<StylesFieldName>;
  /** The values as sent, so a refused form keeps them (also without JavaScript). */
  values?: StylesValues;
  /** Someone else saved the theme since this form was opened (docs/decisions/042). */
  conflict?: StylesConflict;
  /** Someone else holds the editing mark: why the save was refused. */
  editingRefused?: string;
};

/**
 * A save refused because someone else saved after this form was opened: who and when ("Maria
 * salvou o estilo às 14:32"), what differs between their theme and what was typed, and their
 * stamp and values, which the next save starts from.
 */
export type StylesConflict = {
  message: string;
  differences: FieldDifference[];
  stamp: string;
  base: Record<string, string>;
};

export const stylesNotices = {
  saved: { title: "Styles saved", variant: "success" },
  failed: {
    title: "Error saving styles",
    description: "There was a problem saving your changes.",
    variant: "error",
  },
  conflict: { title: "Estilo alterado por outra pessoa", variant: "error" },
  restored: {
    title: "Versão restaurada",
    description: "As páginas públicas já usam as cores e as fontes dessa versão.",
    variant: "success",
  },
} satisfies Record<string, Notice>;

export type SaveStylesResult =
  | { ok: true; notice: Notice }
  | {
      ok: false;
      errors: FieldErrors<StylesFieldName>;
      notice: Notice;
      conflict?: StylesConflict;
      values?: StylesValues;
    };

export async function saveStyles(
  { db, logger }: { db: Database; logger: Logger },
  values: StylesValues,
  adminId: string,
  /** The stamp the form was opened on (readStylesStamp) and its values; unchecked when absent. */
  editedFrom?: { stamp: string; values: unknown },
): Promise<SaveStylesResult> {
  const parsed = siteStylesFormSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, errors: fieldErrorsOf(parsed.error), notice: stylesNotices.failed };
  const styles = siteStylesFromForm(parsed.data);
  try {
    const saved = await saveSiteStyles(db, styles, adminId, editedFrom?.stamp);
    if (!saved.ok) return conflictAnswer(db, values, editedFrom?.values);
  } catch (error) {
    logger.error({ err: error }, "site styles: save failed");
    return { ok: false, errors: {}, notice: stylesNotices.failed };
  }
  const low = themeContrastChecks(styles.colors).filter((check) => !check.passes);
  if (low.length === 0) return { ok: true, notice: stylesNotices.saved };
  const checks = low.map((check) => `${check.label.toLowerCase()} (${formatRatio(check.ratio)})`).join("; ");
  return {
    ok: true,
    notice: {
      ...stylesNotices.saved,
      description: `Atenção: contraste abaixo do mínimo WCAG AA (${formatRatio(minimumContrast)}) em: ${checks}.`,
    },
  };
}

/**
 * The answer to a save over someone else's newer one: the form comes back as their theme with the
 * fields this person changed on top, so saving again applies exactly that change.
 */
async function conflictAnswer(
  db: Database,
  typed: StylesValues,
  startedFrom: unknown,
): Promise<SaveStylesResult> {
  const [current, stamp] = await Promise.all([readSiteStyles(db), readStylesStamp(db)]);
  const base = flatStyles(current);
  const name = await personName(db, stamp.savedBy);
  const message = `${name} salvou o estilo${stamp.savedAt ? ` às ${clockTime(stamp.savedAt)}` : ""}.`;
  return {
    ok: false,
    errors: {},
    notice: { ...stylesNotices.conflict, description: message },
    conflict: { message, differences: styleDifferences(base, typed), stamp: stamp.stamp, base },
    values: ownChangesOnTop(base, typed, startedFrom) as StylesValues,
  };
}

/**
 * "Restaurar esta versão": an earlier theme becomes the theme in force, as a new save by this
 * person (so it is a version too, and the one replaced can be restored in turn).
 */
export async function restoreStyles(
  { db, logger }: { db: Database; logger: Logger },
  versionId: number,
  adminId: string,
): Promise<{ ok: true; notice: Notice } | { ok: false; missing: true }> {
  const version = await readStyleVersion(db, versionId);
  if (!version) return { ok: false, missing: true };
  await saveSiteStyles(db, version.styles, adminId);
  logger.info({ adminId, versionId }, "site styles: version restored");
  return { ok: true, notice: stylesNotices.restored };
}
