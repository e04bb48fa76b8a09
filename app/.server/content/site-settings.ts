import type { Database } from "~/.server/db/client";
import { siteSettings } from "~/.server/db/schema";
import { defaultSiteSettings, type SiteSettings } from "~/content/site";
import { isLoadableImageUrl, isWebUrl } from "~/forms/site-content";
import { parseLocalDateTime } from "~/lib/countdown";

/** The sections of site_settings: the logo, the social links and the promo banner, one row each. */
export const settingsSections = ["logo", "socialLinks", "promoBanner"] as const;
export type SettingsSection = (typeof settingsSections)[number];

/**
 * Site settings as stored: each section's fields over the defaults, only string values taken.
 * The admin screen shows these as they are, so a value the public pages refuse can be fixed.
 */
export async function readStoredSiteSettings(db: Database): Promise<SiteSettings> {
  const rows = await db
    .select({ section: siteSettings.section, settings: siteSettings.settings })
    .from(siteSettings);
  const stored = new Map(rows.map((row) => [row.section, row.settings]));
  return {
    logo: overDefaults(defaultSiteSettings.logo, stored.get("logo")),
    socialLinks: overDefaults(defaultSiteSettings.socialLinks, stored.get("socialLinks")),
    promoBanner: overDefaults(defaultSiteSettings.promoBanner, stored.get("promoBanner")),
  };
}

/**
 * Site settings as the public pages see them, read on every request so that a save shows on the
 * next page view on every instance. Addresses a page must not use (a logo image the browser
 * would not load, a link that is not http(s)) are dropped, whatever got into the table.
 */
export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  return publicSiteSettings(await readStoredSiteSettings(db));
}

export function publicSiteSettings(stored: SiteSettings): SiteSettings {
  const { logo, socialLinks, promoBanner } = stored;
  const link = (url: string) => (isWebUrl(url.trim()) ? url.trim() : "");
  return {
    logo: {
      text: logo.text.trim() || defaultSiteSettings.logo.text,
      imageUrl: isLoadableImageUrl(logo.imageUrl.trim()) ? logo.imageUrl.trim() : "",
    },
    socialLinks: {
      facebook: link(socialLinks.facebook),
      instagram: link(socialLinks.instagram),
      twitter: link(socialLinks.twitter),
      linkedin: link(socialLinks.linkedin),
    },
    promoBanner: {
      text: promoBanner.text.trim() || defaultSiteSettings.promoBanner.text,
      // No valid deadline: no banner (the banner hides itself without one).
      deadline: parseLocalDateTime(promoBanner.deadline) ? promoBanner.deadline.trim() : "",
    },
  };
}

/** The defaults' keys, each taken from `stored` when it holds a string there. */
function overDefaults<T extends Record<string, string>>(defaults: T, stored: unknown): T {
  const source = stored && typeof stored === "object" ? (stored as Record<string, unknown>) : {};
  const merged = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = source[key];
    if (typeof value === "string") merged[key] = value as T[typeof key];
  }
  return merged;
}
