import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { contentSections, contentSectionVersions, users } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import type { SectionDefinition } from "~/content/registry/define";
import { sections } from "~/content/registry/sections";
import {
  type FieldErrors,
  type SectionRegistry,
  validateSectionInput,
  validateSectionValue,
} from "~/content/registry/values";
import { bumpContentVersion } from "./content-version";
import { libraryAddresses, withoutMissingImages } from "./image-uses";

/**
 * The stored values of the registry's sections (docs/decisions/018): a draft and a published
 * value per section, and a version row per publish. Every write is validated with the section's
 * schema, and so is every read: a stored value the schema no longer accepts (a rule tightened
 * since) is replaced by the defaults with a warning in the log, so a page never breaks.
 *
 * Every function takes the registry as its last parameter (the app's `sections` by default), so
 * the tests run them on a registry of their own.
 */

const appRegistry: SectionRegistry = sections as unknown as SectionRegistry;

export type WriteResult =
  | { ok: true }
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
};

export type SectionVersion = { id: number; value: unknown; publishedAt: Date; publishedBy: string | null };

type Row = typeof contentSections.$inferSelect;

/** The stored value if the section's schema accepts it, else the defaults (and a warning). */
export function usableValue(
  definition: SectionDefinition,
  stored: unknown,
  logger?: Pick<Logger, "warn">,
  which = "published",
): unknown {
  if (stored === null || stored === undefined) return definition.defaults;
  const checked = validateSectionValue(definition, stored);
  if (checked.ok) return checked.value;
  logger?.warn(
    { sectionId: definition.id, which, errors: checked.errors },
    "content section: the stored value is not valid for the section any more; showing its defaults",
  );
  return definition.defaults;
}

/** The value visitors see of each section (the draft instead in an admin's preview). */
export async function readSectionValues(
  db: Database,
  ids: readonly string[],
  options: { preview?: boolean; logger?: Pick<Logger, "warn"> } = {},
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
    const useDraft = options.preview && row?.draft != null;
    values[id] = useDraft
      ? usableValue(definition, row.draft, options.logger, "draft")
      : usableValue(definition, row?.published, options.logger);
  }
  return values;
}

/** Published value, draft and who saved each, by section (for the screen and the checklist). */
export async function readSectionState(
  db: Database,
  id: string,
  logger?: Pick<Logger, "warn">,
  registry: SectionRegistry = appRegistry,
): Promise<SectionState | null> {
  const definition = registry[id];
  if (!definition) return null;
  const [row] = await db.select().from(contentSections).where(eq(contentSections.sectionId, id));
  return stateOf(definition, row, logger);
}

export async function readAllSectionStates(
  db: Database,
  logger?: Pick<Logger, "warn">,
  registry: SectionRegistry = appRegistry,
): Promise<SectionState[]> {
  const rows = await db.select().from(contentSections);
  const byId = new Map(rows.map((row) => [row.sectionId, row]));
  return Object.values(registry).map((definition) => stateOf(definition, byId.get(definition.id), logger));
}

function stateOf(
  definition: SectionDefinition,
  row: Row | undefined,
  logger?: Pick<Logger, "warn">,
): SectionState {
  return {
    definition,
    published: usableValue(definition, row?.published, logger),
    publishedAt: row?.publishedAt ?? null,
    publishedBy: row?.publishedBy ?? null,
    draft: row?.draft != null ? usableValue(definition, row.draft, logger, "draft") : null,
    draftAt: row?.draft != null ? (row.draftAt ?? null) : null,
    draftBy: row?.draft != null ? (row.draftBy ?? null) : null,
  };
}

/**
 * Where a write goes. "Salvar rascunho" stores the draft; visitors still see the published value.
 * "Publicar" makes the value what visitors see, clears the draft, keeps a version and bumps the
 * content version so every instance's page cache renders afresh.
 */
export type SectionWriteTarget = "draft" | "published";

/** The columns a write sets: the value, who and when (a publish also clears the draft). */
function writtenColumns(target: SectionWriteTarget, value: unknown, userId: string | null, now: Date) {
  return target === "draft"
    ? { draft: value, draftBy: userId, draftAt: now }
    : { published: value, publishedBy: userId, publishedAt: now, draft: null, draftBy: null, draftAt: null };
}

/** Validates the input with the section's schema and stores it as the draft or the published value. */
export async function writeSection(
  db: Database,
  id: string,
  input: unknown,
  userId: string | null,
  target: SectionWriteTarget,
  registry: SectionRegistry = appRegistry,
): Promise<WriteResult> {
  const definition = registry[id];
  if (!definition) return { ok: false, unknownSection: true };
  const checked = validateSectionInput(definition, input);
  if (!checked.ok) return checked;
  const value = checked.value;
  await db.transaction(async (tx) => {
    const now = new Date();
    const columns = writtenColumns(target, value, userId, now);
    await tx
      .insert(contentSections)
      .values({ sectionId: id, ...columns })
      .onConflictDoUpdate({ target: contentSections.sectionId, set: columns });
    if (target === "published") {
      await tx
        .insert(contentSectionVersions)
        .values({ sectionId: id, value, publishedBy: userId, publishedAt: now });
      await bumpContentVersion(tx as unknown as Database);
    }
  });
  return { ok: true };
}

/** "Salvar rascunho" (see `writeSection`). */
export function saveSectionDraft(
  db: Database,
  id: string,
  input: unknown,
  userId: string | null,
  registry: SectionRegistry = appRegistry,
): Promise<WriteResult> {
  return writeSection(db, id, input, userId, "draft", registry);
}

/** "Publicar" (see `writeSection`). */
export function publishSection(
  db: Database,
  id: string,
  input: unknown,
  userId: string | null,
  registry: SectionRegistry = appRegistry,
): Promise<WriteResult> {
  return writeSection(db, id, input, userId, "published", registry);
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
): Promise<(SectionVersion & { publisherName: string | null; reason: string | null })[]> {
  const rows = await db
    .select({
      id: contentSectionVersions.id,
      value: contentSectionVersions.value,
      publishedAt: contentSectionVersions.publishedAt,
      publishedBy: contentSectionVersions.publishedBy,
      publisherName: users.name,
      reason: contentSectionVersions.reason,
    })
    .from(contentSectionVersions)
    .leftJoin(users, eq(users.id, contentSectionVersions.publishedBy))
    .where(eq(contentSectionVersions.sectionId, id))
    .orderBy(desc(contentSectionVersions.publishedAt), desc(contentSectionVersions.id))
    .limit(limit);
  return rows;
}

export async function readSectionVersion(db: Database, id: string, versionId: number) {
  const [row] = await db
    .select()
    .from(contentSectionVersions)
    .where(and(eq(contentSectionVersions.sectionId, id), eq(contentSectionVersions.id, versionId)));
  return row ?? null;
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
  const version = await readSectionVersion(db, id, versionId);
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
