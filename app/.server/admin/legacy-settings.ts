import type { SiteDataSnapshot } from "~/.server/db/schema";
import { sections } from "~/content/registry/sections";
import type { SectionRegistry } from "~/content/registry/values";

/**
 * Site data written before the logo, the social links and the promo banner became registry
 * sections keeps them as `settings` rows ({ section: "logo" | "socialLinks" | "promoBanner",
 * settings }), read then as the public pages read them: a key never saved is its default, a
 * blank logo or banner text is the default text. Imports and restores of such data turn each
 * row into its section's value, checked afterwards with the section's own schema like any other
 * section value. Migration 0009 does the same for the stored rows.
 */

/** The old settings sections, and the section that took each one's place. */
export const sectionOfSettings: Readonly<Record<string, string>> = {
  logo: "logo",
  socialLinks: "social-links",
  promoBanner: "promo-banner",
};

/** The fields whose blank value meant "the default text". */
const blankMeansDefault: Readonly<Record<string, readonly string[]>> = {
  logo: ["text"],
  promoBanner: ["text"],
};

const appRegistry = sections as unknown as SectionRegistry;

/** The section values the old `settings` rows stand for (rows of unknown sections are left out). */
export function settingsSectionRows(
  settings: SiteDataSnapshot["settings"],
  registry: SectionRegistry = appRegistry,
): { sectionId: string; value: unknown }[] {
  return settings.flatMap((row) => {
    const sectionId = Object.hasOwn(sectionOfSettings, row.section)
      ? sectionOfSettings[row.section]
      : undefined;
    const definition = sectionId ? registry[sectionId] : undefined;
    if (!sectionId || !definition) return [];
    const defaults = definition.defaults as Record<string, string>;
    const value: Record<string, unknown> = {};
    for (const [name, fallback] of Object.entries(defaults)) {
      const stored = row.settings[name];
      const blank = typeof stored === "string" && stored.trim() === "";
      value[name] =
        stored === undefined || (blank && blankMeansDefault[row.section]?.includes(name)) ? fallback : stored;
    }
    return [{ sectionId, value }];
  });
}
