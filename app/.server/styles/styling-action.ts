import type { Database } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import { colorFields } from "~/content/styles";
import { type FieldErrors, fieldErrorsOf } from "~/forms/field-errors";
import { formatRatio, minimumContrast, themeContrastChecks } from "~/lib/contrast";
import type { Notice } from "~/lib/notice";
import { saveSiteStyles, siteStylesFormSchema, siteStylesFromForm } from "./site-styles";

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
};

export const stylesNotices = {
  saved: { title: "Styles saved", variant: "success" },
  failed: {
    title: "Error saving styles",
    description: "There was a problem saving your changes.",
    variant: "error",
  },
} satisfies Record<string, Notice>;

export type SaveStylesResult =
  | { ok: true; notice: Notice }
  | { ok: false; errors: FieldErrors<StylesFieldName>; notice: Notice };

export async function saveStyles(
  { db, logger }: { db: Database; logger: Logger },
  values: StylesValues,
  adminId: string,
): Promise<SaveStylesResult> {
  const parsed = siteStylesFormSchema.safeParse(values);
  if (!parsed.success)
    return { ok: false, errors: fieldErrorsOf(parsed.error), notice: stylesNotices.failed };
  const styles = siteStylesFromForm(parsed.data);
  try {
    await saveSiteStyles(db, styles, adminId);
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
