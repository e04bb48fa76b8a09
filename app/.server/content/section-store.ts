import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { contentSections, contentSectionVersions, users } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import type { SectionDefinition } from "~/content/registry/define";
import { checkStoredValue, type StoredValueCheck, schemaVersionOf } from "~/content/registry/schema-versions";
import { sections } from "~/content/registry/sections";
import { type FieldErrors, type SectionRegistry, validateSectionInput } from "~/content/registry/values";
import { bumpContentVersion } from "./content-version";
import { libraryAddresses, withoutMissingImages } from "./image-uses";

/**
 * The stored values of the registry's sections (docs/decisions/018): a draft and a published
 * value per section, and a version row per publish, each stored with the version of the
 * section's schema it was written for (docs/decisions/050). Every write is validated with the
 * section's schema, and so is every read, after the section's migrations: a published value
 * that still does not fit (a rule tightened since) is flagged to the admin while visitors keep
 * the last published version that fits, so a page never breaks and never loses its content.
 *
 * Every function takes the registry as its last parameter (the app's `sections` by default), so
 * the tests run them on a registry of their own.
 */

const appRegistry: SectionRegistry = sections as unknown as SectionRegistry;

export type WriteResult =
  | { ok: true }
  /** Someone saved or published the section after the editor was opened (`expectedStamp`). */
  | { ok: false; conflict: true }
  | { ok: false; errors: FieldErrors }
  | { ok: false; unknownSection: true };

/** What Content Management shows of a section. */
export type SectionState = {
  definition: SectionDefinition;
  published: unknown;
  publishedAt: Date | null;
  publishedBy: string | null;
  /** Null when there is no draft: the screen edits the published value. */
  draft: unknown | null;
  draftAt: Date | null;
  draftBy: string | null;
  /** Stored values today's schema does not accept, even migrated (docs/decisions/050). */
  attention: { published: NeedsAttention | null; draft: NeedsAttention | null };
  /** The version visitors see while the published value needs attention (null: none fits). */
  shownInstead: ShownInstead;
  /**
   * Which stored state this is (its publish and draft times): an editor sends back the stamp it
   * was opened on, and a write over a newer state is refused instead of silently replacing it.
   */
  stamp: string;
};

/** The stamp of a stored row (see SectionState.stamp); "0.0" for a section never written. */
export function sectionStamp(row: Pick<Row, "publishedAt" | "draft" | "draftAt"> | undefined): string {
  const published = row?.publishedAt?.getTime() ?? 0;
  const draft = row?.draft != null ? (row.draftAt?.getTime() ?? 0) : 0;
  return `${published}.${draft}`;
}

/**
 * Whether the section changed since `expected` through someone else: a newer publish, or a newer
 * draft by another person. A newer draft of one's own is not a conflict: 'Pré-visualizar' saves
 * the draft from a page that stays open, and its 'Publicar' follows.
 */
function changedByAnother(current: string, expected: string, draftBy: string | null, userId: string | null) {
  if (current === expected) return false;
  const [publishedNow] = current.split(".");
  const [publishedThen] = expected.split(".");
  return publishedNow !== publishedThen || draftBy !== userId;
}

export type SectionVersion = { id: number; value: unknown; publishedAt: Date; publishedBy: string | null };

type Row = typeof contentSections.$inferSelect;

/** A stored value today's schema does not accept, even migrated: shown to the admin to fix. */
export type NeedsAttention = {
  /** By field, or at "" when a migration failed or is missing. */
  errors: FieldErrors;
  /** The value as far as it could be migrated, for the editor to show with the errors. */
  value: unknown;
};

/** What the public page shows of a section whose published value needs attention. */
export type ShownInstead = { versionId: number; publishedAt: Date } | null;

/** The stored value read with today's schema (docs/decisions/050): migrated and validated. */
function checkedStored(definition: SectionDefinition, stored: unknown, version: number): StoredValueCheck {
  return checkStoredValue(definition, stored, version);
}

/**
 * The newest published version today's schema accepts (migrated): what visitors keep seeing
 * while the published value needs attention. Only read in that case, so it costs nothing else.
 */
async function lastValidVersion(
  db: Database,
  definition: SectionDefinition,
): Promise<{ value: unknown; versionId: number; publishedAt: Date } | null> {
  const rows = await db
    .select()
    .from(contentSectionVersions)
    .where(eq(contentSectionVersions.sectionId, definition.id))
    .orderBy(desc(contentSectionVersions.publishedAt), desc(contentSectionVersions.id))
    .limit(LAST_VALID_SEARCH);
  for (const row of rows) {
    const checked = checkedStored(definition, row.value, row.schemaVersion);
    if (checked.ok) return { value: checked.value, versionId: row.id, publishedAt: row.publishedAt };
  }
  return null;
}

/** How many earlier publishes are tried for a valid one (a section keeps far fewer good ones apart). */
const LAST_VALID_SEARCH = 50;

type PublishedRead = { value: unknown; attention: NeedsAttention | null; shownInstead: ShownInstead };

/**
 * What visitors see of a section: the published value read with today's schema; when it does
 * not fit, the last published version that does, never the defaults in silence (they stand in
 * only when no publish ever fitted, with an error in the log).
 */
async function readPublished(
  db: Database,
  definition: SectionDefinition,
  row: Row | undefined,
  logger?: Pick<Logger, "warn" | "error">,
): Promise<PublishedRead> {
  if (row?.published == null) return { value: definition.defaults, attention: null, shownInstead: null };
  const checked = checkedStored(definition, row.published, row.publishedSchemaVersion);
  if (checked.ok) return { value: checked.value, attention: null, shownInstead: null };
  const attention = { errors: checked.errors, value: checked.value };
  const earlier = await lastValidVersion(db, definition);
  if (earlier) {
    logger?.warn(
      { sectionId: definition.id, errors: checked.errors, shownVersionId: earlier.versionId },
      "content section: the published value does not fit the section's schema; showing the last valid version",
    );
    return {
      value: earlier.value,
      attention,
      shownInstead: { versionId: earlier.versionId, publishedAt: earlier.publishedAt },
    };
  }
  logger?.error(
    { sectionId: definition.id, errors: checked.errors },
    "content section: no published version fits the section's schema; showing its defaults",
  );
  return { value: definition.defaults, attention, shownInstead: null };
}

/** The value visitors see of each section (the draft instead in an admin's preview). */
export async function readSectionValues(
  db: Database,
  ids: readonly string[],
  options: { preview?: boolean; logger?: Pick<Logger, "warn" | "error"> } = {},
  registry: SectionRegistry = appRegistry,
): Promise<Record<string, unknown>> {
  const known = ids.filter((id) => id in registry);
  const rows = known.length
    ? await db.select().from(contentSections).where(inArray(contentSections.sectionId, known))
    : [];
  const byId = new Map(rows.map((row) => [row.sectionId, row]));
  const values: Record<string, unknown> = {};
  for (const id of known) {
    const row = byId.get(id);
    const definition = registry[id];
    if (options.preview && row?.draft != null) {
      const draft = checkedStored(definition, row.draft, row.draftSchemaVersion);
      if (draft.ok) {
        values[id] = draft.value;
        continue;
      }
      // The preview shows what is published instead; the editor says what to fix.
      options.logger?.warn(
        { sectionId: id, errors: draft.errors },
        "content section: the draft does not fit the section's schema; previewing the published value",
      );
    }
    values[id] = (await readPublished(db, definition, row, options.logger)).value;
  }
  return values;
}

/** Published value, draft and who saved each, by section (for the screen and the checklist). */
export async function readSectionState(
  db: Database,
  id: string,
  logger?: Pick<Logger, "warn" | "error">,
  registry: SectionRegistry = appRegistry,
): Promise<SectionState | null> {
  const definition = registry[id];
  if (!definition) return null;
  const [row] = await db.select().from(contentSections).where(eq(contentSections.sectionId, id));
  return stateOf(db, definition, row, logger);
}

export async function readAllSectionStates(
  db: Database,
  logger?: Pick<Logger, "warn" | "error">,
  registry: SectionRegistry = appRegistry,
): Promise<SectionState[]> {
  const rows = await db.select().from(contentSections);
  const byId = new Map(rows.map((row) => [row.sectionId, row]));
  return Promise.all(
    Object.values(registry).map((definition) => stateOf(db, definition, byId.get(definition.id), logger)),
  );
}

async function stateOf(
  db: Database,
  definition: SectionDefinition,
  row: Row | undefined,
  logger?: Pick<Logger, "warn" | "error">,
): Promise<SectionState> {
  const published = await readPublished(db, definition, row, logger);
  const draft = row?.draft != null ? checkedStored(definition, row.draft, row.draftSchemaVersion) : null;
  return {
    definition,
    published: published.value,
    publishedAt: row?.publishedAt ?? null,
    publishedBy: row?.publishedBy ?? null,
    // A draft that does not fit is still the team's work: the editor shows it with its errors.
    draft: draft === null ? null : draft.value,
    draftAt: row?.draft != null ? (row.draftAt ?? null) : null,
    draftBy: row?.draft != null ? (row.draftBy ?? null) : null,
    attention: {
      published: published.attention,
      draft: draft && !draft.ok ? { errors: draft.errors, value: draft.value } : null,
    },
    shownInstead: published.shownInstead,
    stamp: sectionStamp(row),
  };
}

/** Whether a stored value of the section needs the team's attention (it fits no schema as stored). */
export function needsAttention(state: SectionState): boolean {
  return state.attention.published !== null || state.attention.draft !== null;
}

/**
 * Where a write goes. "Salvar rascunho" stores the draft; visitors still see the published value.
 * "Publicar" makes the value what visitors see, clears the draft, keeps a version and bumps the
 * content version so every instance's page cache renders afresh.
 */
export type SectionWriteTarget = "draft" | "published";

/** The columns a write sets: the value, who and when (a publish also clears the draft). */
function writtenColumns(
  target: SectionWriteTarget,
  value: unknown,
  schemaVersion: number,
  userId: string | null,
  now: Date,
) {
  return target === "draft"
    ? { draft: value, draftBy: userId, draftAt: now, draftSchemaVersion: schemaVersion }
    : {
        published: value,
        publishedBy: userId,
        publishedAt: now,
        publishedSchemaVersion: schemaVersion,
        draft: null,
        draftBy: null,
        draftAt: null,
      };
}

/** Validates the input with the section's schema and stores it as the draft or the published value. */
export async function writeSection(
  db: Database,
  id: string,
  input: unknown,
  userId: string | null,
  target: SectionWriteTarget,
  registry: SectionRegistry = appRegistry,
  /** The stamp the editor was opened on; the write is refused when the section changed since. */
  expectedStamp?: string,
): Promise<WriteResult> {
  const definition = registry[id];
  if (!definition) return { ok: false, unknownSection: true };
  const checked = validateSectionInput(definition, input);
  if (!checked.ok) return checked;
  const value = checked.value;
  let conflict = false;
  await db.transaction(async (tx) => {
    if (expectedStamp !== undefined) {
      // Locked until the write commits, so two editors' posts cannot both pass the check.
      const [current] = await tx
        .select({
          publishedAt: contentSections.publishedAt,
          draft: contentSections.draft,
          draftAt: contentSections.draftAt,
          draftBy: contentSections.draftBy,
        })
        .from(contentSections)
        .where(eq(contentSections.sectionId, id))
        .for("update");
      if (changedByAnother(sectionStamp(current), expectedStamp, current?.draftBy ?? null, userId)) {
        conflict = true;
        return;
      }
    }
    const now = new Date();
    const schemaVersion = schemaVersionOf(definition);
    const columns = writtenColumns(target, value, schemaVersion, userId, now);
    await tx
      .insert(contentSections)
      .values({ sectionId: id, ...columns })
      .onConflictDoUpdate({ target: contentSections.sectionId, set: columns });
    if (target === "published") {
      await tx
        .insert(contentSectionVersions)
        .values({ sectionId: id, value, publishedBy: userId, publishedAt: now, schemaVersion });
      await bumpContentVersion(tx as unknown as Database);
    }
  });
  return conflict ? { ok: false, conflict: true } : { ok: true };
}

/**
 * Makes an already validated value of today's schema the published value, inside the caller's
 * transaction, keeping a version (with `reason` when nobody published it by hand). The draft is
 * cleared only when it is this very value: a draft edited since is the team's work and stays.
 * The caller bumps the content version.
 */
export async function publishValidValue(
  tx: Database,
  definition: SectionDefinition,
  value: unknown,
  userId: string | null,
  reason: string,
  now = new Date(),
): Promise<void> {
  const schemaVersion = schemaVersionOf(definition);
  const published = {
    published: value,
    publishedBy: userId,
    publishedAt: now,
    publishedSchemaVersion: schemaVersion,
  };
  await tx
    .insert(contentSections)
    .values({ sectionId: definition.id, ...published })
    .onConflictDoUpdate({ target: contentSections.sectionId, set: published });
  await tx
    .update(contentSections)
    .set({ draft: null, draftBy: null, draftAt: null })
    .where(
      and(
        eq(contentSections.sectionId, definition.id),
        sql`${contentSections.draft} = ${JSON.stringify(value)}::jsonb`,
      ),
    );
  await tx.insert(contentSectionVersions).values({
    sectionId: definition.id,
    value,
    publishedBy: userId,
    publishedAt: now,
    schemaVersion,
    reason,
  });
}

/** "Salvar rascunho" (see `writeSection`). */
export function saveSectionDraft(
  db: Database,
  id: string,
  input: unknown,
  userId: string | null,
  registry: SectionRegistry = appRegistry,
  expectedStamp?: string,
): Promise<WriteResult> {
  return writeSection(db, id, input, userId, "draft", registry, expectedStamp);
}

/** "Publicar" (see `writeSection`). */
export function publishSection(
  db: Database,
  id: string,
  input: unknown,
  userId: string | null,
  registry: SectionRegistry = appRegistry,
  expectedStamp?: string,
): Promise<WriteResult> {
  return writeSection(db, id, input, userId, "published", registry, expectedStamp);
}

/** "Descartar rascunho": back to editing the published value. */
export async function discardSectionDraft(db: Database, id: string): Promise<void> {
  await db
    .update(contentSections)
    .set({ draft: null, draftBy: null, draftAt: null })
    .where(eq(contentSections.sectionId, id));
}

/** The last publishes of a section, newest first, with the publisher's name. */
export async function listSectionVersions(
  db: Database,
  id: string,
  limit = 10,
  registry: SectionRegistry = appRegistry,
): Promise<(SectionVersion & { publisherName: string | null; reason: string | null })[]> {
  const rows = await db
    .select({
      id: contentSectionVersions.id,
      value: contentSectionVersions.value,
      publishedAt: contentSectionVersions.publishedAt,
      publishedBy: contentSectionVersions.publishedBy,
      publisherName: users.name,
      reason: contentSectionVersions.reason,
      schemaVersion: contentSectionVersions.schemaVersion,
    })
    .from(contentSectionVersions)
    .leftJoin(users, eq(users.id, contentSectionVersions.publishedBy))
    .where(eq(contentSectionVersions.sectionId, id))
    .orderBy(desc(contentSectionVersions.publishedAt), desc(contentSectionVersions.id))
    .limit(limit);
  return rows.map(({ schemaVersion, ...row }) => ({
    ...row,
    value: versionValue(registry[id], row.value, schemaVersion),
  }));
}

/** A version's value in today's shape (migrated as far as it goes: a restore validates it). */
function versionValue(definition: SectionDefinition | undefined, value: unknown, schemaVersion: number) {
  return definition ? checkedStored(definition, value, schemaVersion).value : value;
}

/** One publish of a section, its value migrated to today's schema version. */
export async function readSectionVersion(
  db: Database,
  id: string,
  versionId: number,
  registry: SectionRegistry = appRegistry,
) {
  const [row] = await db
    .select()
    .from(contentSectionVersions)
    .where(and(eq(contentSectionVersions.sectionId, id), eq(contentSectionVersions.id, versionId)));
  return row ? { ...row, value: versionValue(registry[id], row.value, row.schemaVersion) } : null;
}

/**
 * "Restaurar": an earlier version becomes the draft (checked against today's schema), to be
 * previewed and published like any edit; visitors see no change until then.
 */
export async function restoreSectionVersion(
  db: Database,
  id: string,
  versionId: number,
  userId: string | null,
  registry: SectionRegistry = appRegistry,
): Promise<WriteResult | { ok: false; missingVersion: true }> {
  const version = await readSectionVersion(db, id, versionId, registry);
  if (!version) return { ok: false, missingVersion: true };
  // An image deleted since the version was published is not brought back broken: it is replaced
  // as the delete replaced it (the comparison lists these before the restore).
  const definition = registry[id];
  const value = definition
    ? withoutMissingImages(definition, version.value, await libraryAddresses(db))
    : version.value;
  return saveSectionDraft(db, id, value, userId, registry);
}

/** The names of the people who saved, for "por …" on the screen. */
export async function userNames(db: Database, ids: (string | null)[]): Promise<Record<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, wanted));
  return Object.fromEntries(rows.map((row) => [row.id, row.name]));
}
