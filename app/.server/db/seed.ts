import { CONTACT_FORM_ID, defaultContactFields, defaultContactSettings } from "~/forms/contact";
import { upgradeDefaultTexts } from "../content/default-text-upgrades";
import { seedMediaSamples } from "../media/samples";
import type { Database } from "./client";
import { forms } from "./schema";

/**
 * The defaults the admin screens start from: the contact form and the media library's samples.
 * Seeded once: a row that exists (perhaps edited by an admin) is never overwritten. The
 * editable sections (the logo, social links and promo banner among them) need no rows: a
 * section never published shows its defaults.
 */
export async function seedDefaults(db: Database): Promise<void> {
  await db
    .insert(forms)
    .values({ formId: CONTACT_FORM_ID, fields: defaultContactFields, settings: defaultContactSettings })
    .onConflictDoNothing({ target: forms.formId });
  // A form seeded by an earlier release gets this one's default wording (never an admin's own).
  await upgradeDefaultTexts(db);
  // The media library's four sample images, once per database (see seedMediaSamples).
  await seedMediaSamples(db);
}
