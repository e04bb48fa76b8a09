import type { SiteDataSnapshot } from "~/.server/db/schema";
import { sections } from "~/content/registry/sections";
import type { SectionRegistry } from "~/content/registry/values";

/**
 * Site data written before the page heroes became registry sections keeps them as `content`
 * rows (page id, section 'hero', { title, subtitle, imageSrc }), a blank field meaning "the
 * page's default". Imports and restores of such files turn them into the heroes' section values:
 * the blanks filled with the section's defaults, the result then checked with the section's own
 * schema like any other section value. Migration 0008 does the same for the stored rows.
 */

/** The old page ids of the heroes, and the hero section that took each one's place. */
export const heroSectionOfPageId: Readonly<Record<string, string>> = {
  home: "hero.home",
  home_franchise: "hero.modelo-home",
  office: "hero.modelo-office",
  store: "hero.modelo-loja",
  prime: "hero.modelo-prime",
};

const appRegistry = sections as unknown as SectionRegistry;

/** The hero section values the old `content` rows stand for (rows of unknown pages are left out). */
export function heroSectionRows(
  content: SiteDataSnapshot["content"],
  registry: SectionRegistry = appRegistry,
): { sectionId: string; value: unknown }[] {
  return content.flatMap((row) => {
    const sectionId = row.sectionId === "hero" ? heroSectionOfPageId[row.pageId] : undefined;
    const definition = sectionId ? registry[sectionId] : undefined;
    if (!sectionId || !definition) return [];
    const defaults = definition.defaults as Record<string, string>;
    const field = (name: string) => {
      const text = typeof row.content[name] === "string" ? row.content[name].trim() : "";
      return text === "" ? defaults[name] : row.content[name];
    };
    return [
      {
        sectionId,
        value: { title: field("title"), subtitle: field("subtitle"), imageSrc: field("imageSrc") },
      },
    ];
  });
}
