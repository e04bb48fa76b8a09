import type { Database } from "~/.server/db/client";
import { siteSettings } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { checkImageAddress, needsImageCheck } from "~/.server/media/image-address";
import type { SiteSettingsFormValues } from "~/forms/site-content";
import { readStoredSiteSettings, type SettingsSection, settingsSections } from "./site-settings";

/**
 * The Site Settings form of Content Management: the logo, social links and promo banner, one
 * site_settings row each. (The page heroes and the other texts are registry sections, edited on
 * their own screens.) Plain values in, plain results out: the route checks access and answers.
 */

/** The current values of every field of the form, as stored (the defaults when never saved). */
export async function readSiteSettingsForm(db: Database): Promise<SiteSettingsFormValues> {
  return readStoredSiteSettings(db);
}

export type SaveSettingsResult =
  | { ok: true }
  /** A field refused after the schema (an image address that does not answer with an image). */
  | { ok: false; fieldErrors: Record<string, string[]> }
  /** Some sections could not be written ("partial"), or the save failed altogether. */
  | { ok: false; failure: "partial" | "unexpected" };

export type SaveSettingsOptions = {
  logger: Pick<Logger, "info" | "error">;
  /** For the image check: a private address is accepted in development only. */
  allowPrivateNetwork: boolean;
  maxImageBytes: number;
};

/**
 * 'Save All Changes' with the values the schema accepted: a changed logo image is checked to
 * answer with an image, then the three sections are written, each on its own (the ones that
 * fail are logged; the others are kept).
 */
export async function saveSiteSettingsForm(
  db: Database,
  values: SiteSettingsFormValues,
  userId: string,
  options: SaveSettingsOptions,
): Promise<SaveSettingsResult> {
  const { logger } = options;
  try {
    const stored = await readStoredSiteSettings(db);
    const brokenLogo = await checkChangedImage(stored.logo.imageUrl, values.logo.imageUrl, options);
    if (brokenLogo) return { ok: false, fieldErrors: { "logo.imageUrl": [brokenLogo] } };
    const now = new Date();
    const results = await Promise.allSettled(
      settingsSections.map((section) => upsertSettings(db, section, values[section], userId, now)),
    );
    const failures = results.flatMap((result, index) =>
      result.status === "rejected" ? [{ section: settingsSections[index], error: result.reason }] : [],
    );
    for (const { section, error } of failures) {
      logger.error(
        { err: error, target: `site_settings ${section}`, userId },
        "content management: a save failed",
      );
    }
    if (failures.length > 0) return { ok: false, failure: "partial" };
    logger.info({ userId }, "content management: content saved");
    return { ok: true };
  } catch (error) {
    logger.error({ err: error, userId }, "content management: saving failed");
    return { ok: false, failure: "unexpected" };
  }
}

/**
 * Why a changed image address does not answer with an image, or null. An unchanged one is not
 * fetched again: a save does not wait on, nor fail for, an image that was accepted before.
 */
async function checkChangedImage(
  before: string,
  after: string,
  options: SaveSettingsOptions,
): Promise<string | null> {
  if (after.trim() === before.trim() || !needsImageCheck(after)) return null;
  const check = await checkImageAddress(after.trim(), {
    allowPrivateNetwork: options.allowPrivateNetwork,
    maxBytes: options.maxImageBytes,
  });
  return check.ok ? null : check.reason;
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
