import { defaultSiteSettings } from "~/content/site";
import { CONTACT_FORM_ID, defaultContactFields, defaultContactSettings } from "~/forms/contact";
import { upgradeDefaultTexts } from "../content/default-text-upgrades";
import { seedMediaSamples } from "../media/samples";
import type { Database } from "./client";
import { forms, siteSettings } from "./schema";

/**
 * The defaults the admin screens start from: the contact form, the site settings and the
 * media library's samples. Seeded once: a row that exists (perhaps edited by an admin) is never
 * overwritten.
 */
export async function seedDefaults(db: Database): Promise<void> {
  await db
    .insert(forms)
    .values({ formId: CONTACT_FORM_ID, fields: defaultContactFields, settings: defaultContactSettings })
    .onConflictDoNothing({ target: forms.formId });
  // A form seeded by an earlier release gets this one's default wording (never an admin's own).
  await upgradeDefaultTexts(db);
  await db
    .insert(siteSettings)
    .values(Object.entries(defaultSiteSettings).map(([section, settings]) => ({ section, settings })))
    .onConflictDoNothing({ target: siteSettings.section });
  // The media library's four sample images, once per database (see seedMediaSamples).
  await seedMediaSamples(db);
}
