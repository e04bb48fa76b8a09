import { asc, desc, inArray, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import {
  forms,
  type SiteDataSnapshot,
  siteContent,
  siteSettings,
  siteSnapshots,
  siteStyles,
} from "~/.server/db/schema";
import { defaultSiteSettings } from "~/content/site";
import { defaultSiteStyles } from "~/content/styles";
import { CONTACT_FORM_ID, defaultContactFields, defaultContactSettings } from "~/forms/contact";
import { SITE_DATA_VERSION } from "./site-data-schema";

/**
 * The dashboard's Site Data Management (admin-and-auth.md §2, §3 "Local site data"; DESIGN.md
 * "Spec items we reinterpret"): the site data (page content, site settings, styles, forms) is
 * kept as server-side snapshots instead of the admin's browser storage. Leads, accounts and
 * media are not site data. Every restore runs in one transaction, so the public pages see
 * either the old data or the new, never a mix.
 */

/**
 * The site settings that are site data. site_settings also holds rows that are not (e.g. the
 * mark that the media samples were seeded): a restore leaves those alone.
 */
export const siteSettingsSections = Object.keys(defaultSiteSettings);

// Any fixed number, distinct from the migration lock's.
const SITE_DATA_LOCK_KEY = 727_002;

/** The site data as the public pages see it now (styles: the newest row of each section). */
export async function readSiteData(db: Database): Promise<SiteDataSnapshot> {
  const [content, settings, styles, storedForms] = [
    await db
      .select({ pageId: siteContent.pageId, sectionId: siteContent.sectionId, content: siteContent.content })
      .from(siteContent)
      .orderBy(asc(siteContent.pageId), asc(siteContent.sectionId)),
    await db
      .select({ section: siteSettings.section, settings: siteSettings.settings })
      .from(siteSettings)
      .where(inArray(siteSettings.section, siteSettingsSections))
      .orderBy(asc(siteSettings.section)),
    await db
      .selectDistinctOn([siteStyles.section], { section: siteStyles.section, styles: siteStyles.styles })
      .from(siteStyles)
      .orderBy(asc(siteStyles.section), desc(siteStyles.createdAt), desc(siteStyles.id)),
    await db
      .select({ formId: forms.formId, fields: forms.fields, settings: forms.settings })
      .from(forms)
      .orderBy(asc(forms.formId)),
  ];
  // A section never saved on Styling is shown with its defaults: keep those, so that loading
  // this snapshot later also undoes a theme saved after it.
  const storedSections = new Set(styles.map((row) => row.section));
  const unsaved = Object.entries(defaultSiteStyles)
    .filter(([section]) => !storedSections.has(section))
    .map(([section, values]) => ({ section, styles: values as Record<string, string> }));
  return {
    version: SITE_DATA_VERSION,
    content,
    settings,
    styles: bySection([...styles, ...unsaved]),
    forms: storedForms,
  };
}

/** What the site looks like with nothing edited: the seed's settings, form and theme. */
export function defaultSiteData(): SiteDataSnapshot {
  return {
    version: SITE_DATA_VERSION,
    content: [],
    settings: bySection(
      Object.entries(defaultSiteSettings).map(([section, settings]) => ({ section, settings })),
    ),
    styles: bySection(Object.entries(defaultSiteStyles).map(([section, styles]) => ({ section, styles }))),
    forms: [{ formId: CONTACT_FORM_ID, fields: defaultContactFields, settings: defaultContactSettings }],
  };
}

/** In section order, as readSiteData lists them. */
function bySection<T extends { section: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => (a.section < b.section ? -1 : a.section > b.section ? 1 : 0));
}

/** 'Save All Data': stores the current site data as a new snapshot. */
export async function saveSnapshot(db: Database, createdBy: string | null) {
  const data = await readSiteData(db);
  const [row] = await db
    .insert(siteSnapshots)
    .values({ data, createdBy })
    .returning({ id: siteSnapshots.id, createdAt: siteSnapshots.createdAt });
  return row;
}

export async function latestSnapshot(db: Database) {
  const [row] = await db
    .select()
    .from(siteSnapshots)
    .orderBy(desc(siteSnapshots.createdAt), desc(siteSnapshots.id))
    .limit(1);
  return row ?? null;
}

/**
 * Makes `data` the site data: page content, settings and forms are replaced; the styles are
 * added as new site_styles rows, so the theme's history keeps what was there before.
 */
export async function applySiteData(db: Database, data: SiteDataSnapshot, createdBy: string | null) {
  await db.transaction(async (tx) => {
    // Two restores at once (two admins, two instances) would otherwise both insert the rows
    // the other has not committed yet: they take turns instead.
    await tx.execute(sql`select pg_advisory_xact_lock(${SITE_DATA_LOCK_KEY})`);
    await tx.delete(siteContent);
    if (data.content.length > 0) {
      await tx.insert(siteContent).values(data.content.map((row) => ({ ...row, createdBy })));
    }
    await tx.delete(siteSettings).where(inArray(siteSettings.section, siteSettingsSections));
    if (data.settings.length > 0) {
      await tx.insert(siteSettings).values(data.settings.map((row) => ({ ...row, createdBy })));
    }
    await tx.delete(forms);
    if (data.forms.length > 0) {
      await tx.insert(forms).values(data.forms.map((row) => ({ ...row, createdBy })));
    }
    if (data.styles.length > 0) {
      await tx.insert(siteStyles).values(data.styles.map((row) => ({ ...row, createdBy })));
    }
  });
}

/** 'Load Saved Data': restores the newest snapshot (returned); null when none was ever saved. */
export async function loadLatestSnapshot(db: Database, createdBy: string | null) {
  const snapshot = await latestSnapshot(db);
  if (!snapshot) return null;
  await applySiteData(db, snapshot.data, createdBy);
  return { id: snapshot.id, createdAt: snapshot.createdAt };
}

/** 'Reset All Data': content emptied; settings, the contact form and the theme back to defaults. */
export async function resetSiteData(db: Database, createdBy: string | null): Promise<void> {
  await applySiteData(db, defaultSiteData(), createdBy);
}
