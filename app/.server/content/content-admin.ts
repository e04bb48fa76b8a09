import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { siteContent, siteSettings } from "~/.server/db/schema";
import { hero as homeHero } from "~/content/home";
import { modelPages } from "~/content/model-pages";
import {
  type ContentFormValues,
  type ContentPageId,
  contentPages,
  type HeroContent,
} from "~/forms/site-content";
import { HERO_SECTION_ID } from "./site-content";
import { readStoredSiteSettings, type SettingsSection } from "./site-settings";

/**
 * What Content Management reads and saves (admin-and-auth.md §2, §7 "Database"): the hero of
 * each editable page in site_content (page_id + section_id 'hero') and the logo, social links and
 * promo banner in site_settings (one row per section).
 */

const emptyHero: HeroContent = { title: "", subtitle: "", imageSrc: "" };

/** The texts and image a page shows when its hero fields are blank. */
export type HeroDefaults = { title: string; subtitle: string; imageSrc: string };

/** The current values of every field of the screen, as stored (blank when never saved). */
export async function readContentForm(db: Database): Promise<ContentFormValues> {
  const [rows, settings] = await Promise.all([
    db
      .select({ pageId: siteContent.pageId, content: siteContent.content })
      .from(siteContent)
      .where(eq(siteContent.sectionId, HERO_SECTION_ID)),
    readStoredSiteSettings(db),
  ]);
  const stored = new Map(rows.map((row) => [row.pageId, row.content]));
  const pages = Object.fromEntries(
    contentPages.map(({ pageId }) => [pageId, heroFields(stored.get(pageId))]),
  ) as ContentFormValues["pages"];
  return { pages, ...settings };
}

function heroFields(content: unknown): HeroContent {
  if (!content || typeof content !== "object") return { ...emptyHero };
  const stored = content as Record<string, unknown>;
  const field = (value: unknown) => (typeof value === "string" ? value : "");
  return { title: field(stored.title), subtitle: field(stored.subtitle), imageSrc: field(stored.imageSrc) };
}

/** What each page shows without an override: the screen's placeholders and image previews. */
export function heroDefaults(): Record<ContentPageId, HeroDefaults> {
  const model = (slug: "home" | "office" | "prime" | "loja") => {
    const { title, subtitle, imageSrc } = modelPages[slug].hero;
    return { title, subtitle, imageSrc };
  };
  return {
    home: { title: homeHero.title, subtitle: homeHero.subtitle, imageSrc: "/images/hero-illustration.svg" },
    office: model("office"),
    home_franchise: model("home"),
    prime: model("prime"),
    store: model("loja"),
  };
}

/** One row that could not be written, for the log. */
export type SaveFailure = { target: string; error: unknown };

/**
 * Upserts every tab in parallel: the five heroes and the three settings sections. Each write
 * stands alone, as on the spec's screen: the ones that fail are returned (the others are kept).
 */
export async function saveContentForm(
  db: Database,
  values: ContentFormValues,
  userId: string,
): Promise<SaveFailure[]> {
  const now = new Date();
  const heroWrites = contentPages.map(({ pageId }) => ({
    target: `site_content ${pageId}/${HERO_SECTION_ID}`,
    write: () => upsertHero(db, pageId, values.pages[pageId], userId, now),
  }));
  const sections: SettingsSection[] = ["logo", "socialLinks", "promoBanner"];
  const settingsWrites = sections.map((section) => ({
    target: `site_settings ${section}`,
    write: () => upsertSettings(db, section, values[section], userId, now),
  }));
  const writes = [...heroWrites, ...settingsWrites];
  const results = await Promise.allSettled(writes.map(({ write }) => write()));
  return results.flatMap((result, index) =>
    result.status === "rejected" ? [{ target: writes[index].target, error: result.reason }] : [],
  );
}

async function upsertHero(db: Database, pageId: string, hero: HeroContent, userId: string, now: Date) {
  const content = { title: hero.title, subtitle: hero.subtitle, imageSrc: hero.imageSrc };
  await db
    .insert(siteContent)
    .values({ pageId, sectionId: HERO_SECTION_ID, content, createdBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: [siteContent.pageId, siteContent.sectionId],
      set: { content, createdBy: userId, updatedAt: now },
    });
}

async function upsertSettings(
  db: Database,
  section: SettingsSection,
  settings: Record<string, string>,
  userId: string,
  now: Date,
) {
  await db
    .insert(siteSettings)
    .values({ section, settings, createdBy: userId, updatedAt: now })
    .onConflictDoUpdate({
      target: siteSettings.section,
      set: { settings, createdBy: userId, updatedAt: now },
    });
}
