import type { Database } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import type { Notice } from "~/components/ui/toaster";
import { colorFields } from "~/content/styles";
import { formatRatio, minimumContrast, themeContrastChecks } from "~/lib/contrast";
import { saveSiteStyles, siteStylesFormSchema, siteStylesFromForm } from "./site-styles";

/**
 * What the Styling screen's 'Save Styles' does on the server (the admin check is the route's):
 * validate every value, add the new site_styles rows, answer with the spec's notice
 * (admin-and-auth.md §8). A low contrast does not stop the save; the notice says so.
 */

export const stylesFieldNames = [...colorFields, "headingFont", "bodyFont", "baseSize"] as const;
export type StylesFieldName = (typeof stylesFieldNames)[number];

export type StylingActionData = {
  notice?: Notice;
  /** The first problem of each field that was refused. */
  fieldErrors?: Partial<Record<StylesFieldName, string>>;
  /** The values as sent, so a refused form keeps them (also without JavaScript). */
  values?: Partial<Record<StylesFieldName, string>>;
};

export const stylesNotices = {
  saved: { title: "Styles saved", variant: "success" },
  failed: {
    title: "Error saving styles",
    description: "There was a problem saving your changes.",
    variant: "error",
  },
} satisfies Record<string, Notice>;

export async function saveStylesFromForm(
  formData: FormData,
  { db, logger, adminId }: { db: Database; logger: Logger; adminId: string },
): Promise<{ status: number; body: StylingActionData }> {
  const values: Partial<Record<StylesFieldName, string>> = {};
  for (const name of stylesFieldNames) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  const parsed = siteStylesFormSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: StylingActionData["fieldErrors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as StylesFieldName;
      fieldErrors[field] ??= issue.message;
    }
    return { status: 400, body: { fieldErrors, values, notice: stylesNotices.failed } };
  }
  const styles = siteStylesFromForm(parsed.data);
  try {
    await saveSiteStyles(db, styles, adminId);
  } catch (error) {
    logger.error({ err: error }, "site styles: save failed");
    return { status: 500, body: { values, notice: stylesNotices.failed } };
  }
  const low = themeContrastChecks(styles.colors).filter((check) => !check.passes);
  const notice: Notice = low.length
    ? {
        ...stylesNotices.saved,
        description: `Atenção: contraste abaixo do mínimo WCAG AA (${formatRatio(minimumContrast)}) em: ${low
          .map((check) => `${check.label.toLowerCase()} (${formatRatio(check.ratio)})`)
          .join("; ")}.`,
      }
    : stylesNotices.saved;
  return { status: 200, body: { notice } };
}
