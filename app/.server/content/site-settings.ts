import type { Database } from "~/.server/db/client";
import { siteSettings } from "~/.server/db/schema";
import { defaultSiteSettings, type SiteSettings } from "~/content/site";

/**
 * Site settings as the public pages see them: the stored sections over the defaults, read on
 * every request so that a save shows on the next page view on every instance.
 */
export async function readSiteSettings(db: Database): Promise<SiteSettings> {
  const rows = await db.select().from(siteSettings);
  const stored = Object.fromEntries(rows.map((row) => [row.section, row.settings]));
  return {
    logo: { ...defaultSiteSettings.logo, ...(stored.logo as object) },
    socialLinks: { ...defaultSiteSettings.socialLinks, ...(stored.socialLinks as object) },
    promoBanner: { ...defaultSiteSettings.promoBanner, ...(stored.promoBanner as object) },
  };
}
