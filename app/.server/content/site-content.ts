import { and, eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { siteContent } from "~/.server/db/schema";
import { isLoadableImageUrl } from "~/forms/site-content";

// The image rule is shared with the admin form, which refuses what the page would not load.
export { isLoadableImageUrl };

/**
 * A page's hero as the admin edited it on Content Management (a site_content row: page_id,
 * section_id 'hero', content {title, subtitle, imageSrc}). Only the
 * fields that hold usable text are returned; the page keeps its defaults for the others.
 */
export type PageHeroOverride = { title?: string; subtitle?: string; imageSrc?: string };

export const HERO_SECTION_ID = "hero";

/** Read on every request (no cache), so a save shows on the next page view on every instance. */
export async function readPageHero(db: Database, pageId: string): Promise<PageHeroOverride> {
  const [row] = await db
    .select({ content: siteContent.content })
    .from(siteContent)
    .where(and(eq(siteContent.pageId, pageId), eq(siteContent.sectionId, HERO_SECTION_ID)))
    .limit(1);
  return heroOverrideFrom(row?.content);
}

/** The usable fields of a stored hero: non-blank text, and an image address the page may load. */
export function heroOverrideFrom(content: unknown): PageHeroOverride {
  if (!content || typeof content !== "object") return {};
  const stored = content as Record<string, unknown>;
  const override: PageHeroOverride = {};
  const title = text(stored.title);
  const subtitle = text(stored.subtitle);
  const imageSrc = text(stored.imageSrc);
  if (title) override.title = title;
  if (subtitle) override.subtitle = subtitle;
  if (imageSrc && isLoadableImageUrl(imageSrc)) override.imageSrc = imageSrc;
  return override;
}

function text(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}
