import type { AppLoadContext } from "react-router";
import { defaultSiteSettings, type SiteSettings } from "~/content/site";
import { readSections, type SectionValues } from "./sections";

/** The registry sections every public page shows around its content. */
export const siteShellSectionIds = ["logo", "social-links", "promo-banner"] as const;

/**
 * The logo, social links and promo banner as the pages draw them: the published sections (the
 * drafts in an admin's preview), read on every request so that a publish shows on the next page
 * view on every instance.
 */
export async function readSiteSettings(request: Request, context: AppLoadContext): Promise<SiteSettings> {
  return siteSettingsFrom(await readSections(request, context, siteShellSectionIds));
}

/** The site settings out of sections read together with others (one read for the site shell). */
export function siteSettingsFrom(values: SectionValues<(typeof siteShellSectionIds)[number]>): SiteSettings {
  return publicSiteSettings({
    logo: values.logo,
    socialLinks: values["social-links"],
    promoBanner: values["promo-banner"],
  });
}

/** A blank logo text shows the site's name (the sections' schemas allow it blank). */
export function publicSiteSettings(values: SiteSettings): SiteSettings {
  return {
    ...values,
    logo: { ...values.logo, text: values.logo.text.trim() || defaultSiteSettings.logo.text },
  };
}
