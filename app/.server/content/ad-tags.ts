import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { siteSettings } from "~/.server/db/schema";
import { type AdTags, adConsentSetup, adTagsSchema, noAdTags } from "~/forms/ad-tags";
import { memoPerContentVersion } from "./published-memo";

/**
 * The advertising tags as saved on the "Tags de anúncio" screen: one site_settings row, with a
 * revision that every save raises (a save made from an older revision is refused, so two admins
 * never overwrite each other silently) and who saved it when. The public pages, their CSP and
 * the page cache read the published value once per content version (every admin save bumps it).
 */

const SECTION = "ad-tags";

export type StoredAdTags = AdTags & { revision: number; savedAt: string | null; savedBy: string | null };

export async function readAdTags(db: Pick<Database, "select">): Promise<StoredAdTags> {
  const [row] = await db
    .select({ settings: siteSettings.settings, by: siteSettings.createdBy, at: siteSettings.updatedAt })
    .from(siteSettings)
    .where(eq(siteSettings.section, SECTION));
  if (!row) return { ...noAdTags, revision: 0, savedAt: null, savedBy: null };
  const parsed = adTagsSchema.safeParse(row.settings);
  const revision = Number(row.settings.revision);
  return {
    // A stored value the rules no longer accept turns the tags off rather than load something unchecked.
    ...(parsed.success ? parsed.data : noAdTags),
    revision: Number.isInteger(revision) ? revision : 0,
    savedAt: row.at.toISOString(),
    savedBy: row.by,
  };
}

export type SaveAdTagsOutcome = { ok: true; revision: number } | { ok: false; reason: "conflict" };

/**
 * Stores checked tags over revision `from`; refused when someone saved in between. The update
 * names the revision it replaces, so of two saves from the same revision only one succeeds.
 */
export async function saveAdTags(
  db: Database,
  tags: AdTags,
  from: number,
  by: string,
): Promise<SaveAdTagsOutcome> {
  const revision = from + 1;
  const settings = { ...tags, revision };
  if (from === 0) {
    const inserted = await db
      .insert(siteSettings)
      .values({ section: SECTION, settings, createdBy: by })
      .onConflictDoNothing({ target: siteSettings.section })
      .returning({ id: siteSettings.id });
    return inserted.length > 0 ? { ok: true, revision } : { ok: false, reason: "conflict" };
  }
  const updated = await db
    .update(siteSettings)
    .set({ settings, createdBy: by, updatedAt: new Date() })
    // ->> reads the stored revision as text: an exact comparison, whatever its JSON type.
    .where(
      and(eq(siteSettings.section, SECTION), sql`${siteSettings.settings}->>'revision' = ${String(from)}`),
    )
    .returning({ id: siteSettings.id });
  return updated.length > 0 ? { ok: true, revision } : { ok: false, reason: "conflict" };
}

/**
 * What the public pages need of the tags (null: none set), read once per content version: the
 * site shell puts it in the page and the page's CSP follows it.
 */
export const publishedAdConsent = memoPerContentVersion(async (services) =>
  adConsentSetup(await readAdTags(services.db)),
);
