import { and, asc, desc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import { bumpContentVersion } from "~/.server/content/content-version";
import { applySnapshotPages, comparePages, readSnapshotPages } from "~/.server/content/page-snapshots";
import type { Database } from "~/.server/db/client";
import { lockKeys } from "~/.server/db/lock-keys";
import {
  contentSections,
  contentSectionVersions,
  forms,
  type SiteDataSnapshot,
  type SnapshotReason,
  siteSnapshots,
  siteStyles,
  users,
} from "~/.server/db/schema";
import { defaultSiteStyles } from "~/content/styles";
import { CONTACT_FORM_ID, defaultContactFields, defaultContactSettings } from "~/forms/contact";
import { heroSectionOfPageId, heroSectionRows } from "./legacy-heroes";
import { sectionOfSettings, settingsSectionRows } from "./legacy-settings";
import { checkSections, currentSectionRows, SITE_DATA_VERSION, sectionRow } from "./site-data-schema";

/**
 * The dashboard's Site Data Management: the site data
 * (the sections' published values, styles, forms, the composed pages) is kept as server-side
 * snapshots instead of the admin's browser storage. Leads, accounts and
 * media are not site data. Every restore runs in one transaction, so the public pages see
 * either the old data or the new, never a mix.
 */

// Any fixed number, distinct from the migration lock's.
const SITE_DATA_LOCK_KEY = lockKeys.siteData;

/** The site data as the public pages see it now (styles: the newest row of each section). */
export async function readSiteData(db: Queryable): Promise<SiteDataSnapshot> {
  const [styles, storedForms, publishedSections] = [
    await db
      .selectDistinctOn([siteStyles.section], { section: siteStyles.section, styles: siteStyles.styles })
      .from(siteStyles)
      .orderBy(asc(siteStyles.section), desc(siteStyles.createdAt), desc(siteStyles.id)),
    await db
      .select({ formId: forms.formId, fields: forms.fields, settings: forms.settings })
      .from(forms)
      .orderBy(asc(forms.formId)),
    await db
      .select({
        sectionId: contentSections.sectionId,
        value: contentSections.published,
        schemaVersion: contentSections.publishedSchemaVersion,
      })
      .from(contentSections)
      .where(isNotNull(contentSections.published))
      .orderBy(asc(contentSections.sectionId)),
  ];
  // A section never saved on Styling is shown with its defaults: keep those, so that loading
  // this snapshot later also undoes a theme saved after it.
  const storedSections = new Set(styles.map((row) => row.section));
  const unsaved = Object.entries(defaultSiteStyles)
    .filter(([section]) => !storedSections.has(section))
    .map(([section, values]) => ({ section, styles: values as Record<string, string> }));
  return {
    version: SITE_DATA_VERSION,
    // The page heroes, the logo, social links and promo banner are sections now; `content` and
    // `settings` stay (empty) for the files' version 1 shape.
    content: [],
    settings: [],
    styles: bySection([...styles, ...unsaved]),
    forms: storedForms,
    sections: currentSectionRows(
      publishedSections.map((row) => sectionRow(row.sectionId, row.value, row.schemaVersion)),
    ),
    pages: await readSnapshotPages(db),
  };
}

/**
 * What the site looks like with nothing edited: the sections' defaults, the seed's form and
 * theme. It holds no `pages`: "Reset All Data" leaves the team's pages as they are.
 */
export function defaultSiteData(): SiteDataSnapshot {
  return {
    version: SITE_DATA_VERSION,
    content: [],
    settings: [],
    styles: bySection(Object.entries(defaultSiteStyles).map(([section, styles]) => ({ section, styles }))),
    forms: [{ formId: CONTACT_FORM_ID, fields: defaultContactFields, settings: defaultContactSettings }],
    sections: [],
  };
}

/** In section order, as readSiteData lists them. */
function bySection<T extends { section: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => (a.section < b.section ? -1 : a.section > b.section ? 1 : 0));
}

/** A connection or an open transaction: both read and write the same way. */
type Queryable = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** 'Save All Data' (or an automatic copy, see `reason`): stores the current site data. */
export async function saveSnapshot(
  db: Queryable,
  createdBy: string | null,
  reason: SnapshotReason = "manual",
) {
  const data = await readSiteData(db);
  const [row] = await db
    .insert(siteSnapshots)
    .values({ data, createdBy, reason })
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

export async function findSnapshot(db: Database, id: number) {
  const [row] = await db.select().from(siteSnapshots).where(eq(siteSnapshots.id, id)).limit(1);
  return row ?? null;
}

export type SnapshotListItem = {
  id: number;
  createdAt: Date;
  reason: SnapshotReason;
  /** Who took it (or whose restore, import or reset took it): name, else e-mail; null if unknown. */
  author: string | null;
};

/** The newest snapshots first, with their author, for the list on /admin/site-data. */
export async function listSnapshots(db: Database, limit = 50): Promise<SnapshotListItem[]> {
  const rows = await db
    .select({
      id: siteSnapshots.id,
      createdAt: siteSnapshots.createdAt,
      reason: siteSnapshots.reason,
      name: users.name,
      email: users.email,
    })
    .from(siteSnapshots)
    .leftJoin(users, eq(users.id, siteSnapshots.createdBy))
    .orderBy(desc(siteSnapshots.createdAt), desc(siteSnapshots.id))
    .limit(limit);
  return rows.map(({ name, email, ...row }) => ({ ...row, author: name?.trim() || email || null }));
}

/**
 * Makes `data` the site data: the sections' published values and the forms are replaced; the styles are
 * added as new site_styles rows, so the theme's history keeps what was there before. First,
 * in the same transaction, the site data being replaced is kept as a snapshot (`reason`), so
 * every restore, import and reset can be undone; its id is returned.
 */
export async function applySiteData(
  db: Database,
  data: SiteDataSnapshot,
  createdBy: string | null,
  reason: Exclude<SnapshotReason, "manual">,
): Promise<{ safetyCopyId: number }> {
  return db.transaction(async (tx) => {
    // Two restores at once (two admins, two instances) would otherwise both insert the rows
    // the other has not committed yet: they take turns instead.
    await tx.execute(sql`select pg_advisory_xact_lock(${SITE_DATA_LOCK_KEY})`);
    const safetyCopy = await saveSnapshot(tx, createdBy, reason);
    await tx.delete(forms);
    if (data.forms.length > 0) {
      await tx.insert(forms).values(data.forms.map((row) => ({ ...row, createdBy })));
    }
    if (data.styles.length > 0) {
      await tx.insert(siteStyles).values(data.styles.map((row) => ({ ...row, createdBy })));
    }
    const sections = sectionsToApply(data);
    if (sections.all) await replacePublishedSections(tx, sections.rows, createdBy);
    else await replacePublishedSections(tx, sections.rows, createdBy, olderDataScope);
    // Data saved before pages were site data leaves them as they are (docs/decisions/066).
    if (data.pages !== undefined) await applySnapshotPages(tx, data.pages, createdBy);
    return { safetyCopyId: safetyCopy.id };
  });
}

/** The sections that data saved before the sections existed replaces: it held only these. */
const olderDataScope = [...Object.values(heroSectionOfPageId), ...Object.values(sectionOfSettings)];

/**
 * The section values `data` sets. Data saved before the heroes, the logo, the social links and
 * the promo banner were sections holds them as `content` and `settings` rows: they count as
 * those sections' values (each still checked with its schema; one that is not valid is left
 * out, the section then shows its defaults). Data saved before the sections existed has no
 * `sections`: then only those sections are replaced (`all` false).
 */
function sectionsToApply(data: SiteDataSnapshot): {
  all: boolean;
  rows: NonNullable<SiteDataSnapshot["sections"]>;
} {
  const listed = data.sections ?? [];
  const listedIds = new Set(listed.map((row) => row.sectionId));
  const older = [...heroSectionRows(data.content), ...settingsSectionRows(data.settings)].filter(
    (row) => !listedIds.has(row.sectionId) && checkSections([row]).ok,
  );
  // A snapshot taken before a section's schema changed is applied in today's shape.
  return { all: data.sections !== undefined, rows: currentSectionRows([...listed, ...older]) };
}

/**
 * The sections' published values become those of `rows` (a section not listed goes back to its
 * defaults; with `scope`, only the sections it names are touched); each one that changes is
 * kept as a version, so it can be restored on its screen. Drafts are left alone.
 */
async function replacePublishedSections(
  tx: Queryable,
  rows: NonNullable<SiteDataSnapshot["sections"]>,
  createdBy: string | null,
  scope?: string[],
) {
  const now = new Date();
  const current = await tx
    .select({ sectionId: contentSections.sectionId, value: contentSections.published })
    .from(contentSections);
  const before = new Map(current.map((row) => [row.sectionId, canonical(row.value ?? null)]));
  for (const row of rows) {
    if (before.get(row.sectionId) === canonical(row.value)) continue;
    const schemaVersion = row.schemaVersion ?? 1;
    const published = { published: row.value, publishedBy: createdBy, publishedAt: now };
    await tx
      .insert(contentSections)
      .values({ sectionId: row.sectionId, ...published, publishedSchemaVersion: schemaVersion })
      .onConflictDoUpdate({
        target: contentSections.sectionId,
        set: { ...published, publishedSchemaVersion: schemaVersion },
      });
    await tx.insert(contentSectionVersions).values({
      sectionId: row.sectionId,
      value: row.value,
      publishedBy: createdBy,
      publishedAt: now,
      schemaVersion,
    });
  }
  const listed = rows.map((row) => row.sectionId);
  const unlisted = listed.length > 0 ? notInArray(contentSections.sectionId, listed) : undefined;
  await tx
    .update(contentSections)
    .set({ published: null, publishedBy: createdBy, publishedAt: now })
    .where(scope ? and(inArray(contentSections.sectionId, scope), unlisted) : unlisted);
  await bumpContentVersion(tx as Database);
}

/** Restores snapshot `id` (a copy of the current data is kept first); null when there is none. */
export async function restoreSnapshot(db: Database, id: number, createdBy: string | null) {
  const snapshot = await findSnapshot(db, id);
  if (!snapshot) return null;
  const { safetyCopyId } = await applySiteData(db, snapshot.data, createdBy, "before-restore");
  return { id: snapshot.id, createdAt: snapshot.createdAt, safetyCopyId };
}

/** 'Reset All Data': every section, the contact form and the theme back to their defaults. */
export async function resetSiteData(db: Database, createdBy: string | null) {
  return applySiteData(db, defaultSiteData(), createdBy, "before-reset");
}

/* ---------- What a restore or an import would change ---------- */

export const siteDataParts = ["content", "settings", "styles", "forms", "sections", "pages"] as const;
export type SiteDataPart = (typeof siteDataParts)[number];
export type PartChanges = { changed: number; added: number; removed: number; unchanged: number };
export type SiteDataChanges = Record<SiteDataPart, PartChanges>;

/** JSON with its object keys sorted: jsonb does not keep key order, so compare this way. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

function compareRows<T>(current: T[], next: T[], keyOf: (row: T) => string): PartChanges {
  const before = new Map(current.map((row) => [keyOf(row), canonical(row)]));
  const counts: PartChanges = { changed: 0, added: 0, removed: 0, unchanged: 0 };
  const seen = new Set<string>();
  for (const row of next) {
    const key = keyOf(row);
    seen.add(key);
    const old = before.get(key);
    if (old === undefined) counts.added++;
    else if (old === canonical(row)) counts.unchanged++;
    else counts.changed++;
  }
  for (const key of before.keys()) if (!seen.has(key)) counts.removed++;
  return counts;
}

/** Per part of the site data: how many items `next` would change, add and remove. */
export function compareSiteData(current: SiteDataSnapshot, next: SiteDataSnapshot): SiteDataChanges {
  return {
    content: compareRows(current.content, next.content, (row) => `${row.pageId}/${row.sectionId}`),
    settings: compareRows(current.settings, next.settings, (row) => row.section),
    styles: compareRows(current.styles, next.styles, (row) => row.section),
    forms: compareRows(current.forms, next.forms, (row) => row.formId),
    // Data saved before the sections existed leaves them as they are.
    sections: next.sections
      ? compareRows(current.sections ?? [], currentSectionRows(next.sections), (row) => row.sectionId)
      : { changed: 0, added: 0, removed: 0, unchanged: current.sections?.length ?? 0 },
    // So do data saved before the pages were site data.
    pages: next.pages
      ? comparePages(current.pages ?? [], next.pages).counts
      : { changed: 0, added: 0, removed: 0, unchanged: current.pages?.length ?? 0 },
  };
}

/**
 * What `next` would do to each composed page, one sentence a page ("Feira (/feira): publicada →
 * retirada"); null when `next` holds no pages (saved before they were site data: they stay).
 */
export function pageChangeLines(current: SiteDataSnapshot, next: SiteDataSnapshot): string[] | null {
  return next.pages ? comparePages(current.pages ?? [], next.pages).lines : null;
}
