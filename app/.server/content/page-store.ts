import { and, asc, desc, eq, inArray, ne, or, sql } from "drizzle-orm";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import type { Database } from "~/.server/db/client";
import { lockKeys } from "~/.server/db/lock-keys";
import { pages, pageVersions, redirects, scheduledPageChanges, users } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { anchorClashes, anchorClashMessage } from "~/content/pages/block-anchors";
import { blockTypes } from "~/content/pages/blocks";
import {
  type BlockDefinition,
  type PageBlock,
  type PageDocument,
  type PageNavPlace,
  type PageStatus,
  pageDocument,
  pageNavPlaces,
} from "~/content/pages/page-document";
import { isRetirableShippedPath, isShippedDocumentPath } from "~/content/pages/shipped-documents";
import type { SectionDefinition } from "~/content/registry/define";
import { publicPages } from "~/content/registry/pages";
import { checkStoredValue } from "~/content/registry/schema-versions";
import { type FieldErrors, pathName, portugueseMessage } from "~/content/registry/values";
import { isSystemAddress } from "~/forms/redirects";
import { bumpContentVersion } from "./content-version";
import { memoPerContentVersion } from "./published-memo";
import { brasiliaInstant } from "./scheduled-publications";

/**
 * The pages the team composes on "Páginas" (docs/decisions/058). A page is one row holding its
 * draft and published documents; every publish keeps a version. Each block's own value is stored
 * with the schema version of its type and read through the type's migrations, as sections'
 * values are (docs/decisions/050). The page's address is `pages.path`: the published document's
 * once published, the draft's before; no two pages that are not retired hold one, no page holds
 * a shipped page's address or the system's.
 *
 * Moving a page (publishing it at a new address) or retiring it writes the redirects itself: the
 * old address answers 301 to the new one, and redirects that led to the old address lead to the
 * new one directly, so a visitor is never sent through a chain.
 *
 * Every function takes the block registry as its last parameter (the app's by default), so the
 * tests run them with a fixture block of their own.
 */

export type BlockRegistry = Readonly<Record<string, BlockDefinition>>;
const appBlocks = blockTypes as unknown as BlockRegistry;

// ---------------------------------------------------------------------------------------------
// Checking a document

export type PageCheck = { ok: true; document: PageDocument } | { ok: false; errors: FieldErrors };

const messages = {
  unknownBlock: (type: string) => `Tipo de bloco desconhecido: ${type}.`,
  noSiteValue: "Este bloco não tem valor do site: use conteúdo próprio.",
  oncePerPage: (label: string) => `A página já tem um bloco “${label}”: use só um.`,
  sameBlockId: "Dois blocos com a mesma identificação.",
  shippedPage: (path: string) => `${path} é o endereço de uma página do site.`,
  shippedPathFixed: "O endereço de uma página do site não muda.",
  shippedStays: "Uma página do site não pode ser retirada nem tirada do ar: publique outra versão dela.",
  shippedLeaves:
    "Esta página do site não é tirada do ar: retire-a, escolhendo para onde o endereço leva, e publique-a de novo quando quiser.",
  systemAddress: "Este endereço é do próprio sistema: escolha outro.",
  takenAddress: (path: string) => `${path} já é o endereço de outra página.`,
  missingPage: "Esta página não existe mais.",
  retired: "Esta página foi retirada: duplique-a para usar o conteúdo.",
  noDraft: "Não há rascunho para publicar.",
  notPublished: "Esta página não está publicada.",
  redirectTarget: "Escolha uma página publicada do site como destino.",
  when: "Informe a data e a hora (horário de Brasília).",
  past: "Escolha uma data e hora no futuro.",
  tooFar: "Escolha uma data até 366 dias à frente.",
  missingVersion: "Versão não encontrada.",
  everPublished: "Esta página já foi publicada: retire-a ou tire-a do ar em vez de apagá-la.",
} as const;

/** A block type as the section tools see it: its schema, version and migrations. */
function asSection(definition: BlockDefinition): SectionDefinition {
  return {
    id: definition.type,
    label: definition.label,
    group: "",
    schema: definition.schema,
    defaults: definition.defaults,
    fields: definition.fields,
    shownOn: [],
    version: definition.version,
    migrations: definition.migrations,
  };
}

function schemaVersionOfBlock(definition: BlockDefinition): number {
  return definition.version ?? 1;
}

type BlockCheck = { ok: true; block: PageBlock } | { ok: false; errors: FieldErrors };

/** One block: a known type, "site" only where the type has a site value, its own value migrated and valid. */
function checkBlock(block: PageBlock, registry: BlockRegistry): BlockCheck {
  const definition = Object.hasOwn(registry, block.type) ? registry[block.type] : undefined;
  if (!definition) return { ok: false, errors: { type: [messages.unknownBlock(block.type)] } };
  const schemaVersion = schemaVersionOfBlock(definition);
  if (block.source === "site") {
    if (!definition.siteSection) return { ok: false, errors: { source: [messages.noSiteValue] } };
    return { ok: true, block: { id: block.id, type: block.type, source: "site", schemaVersion } };
  }
  const checked = checkStoredValue(asSection(definition), block.value, block.schemaVersion ?? 1);
  if (!checked.ok) {
    const errors: FieldErrors = {};
    for (const [name, list] of Object.entries(checked.errors))
      errors[name ? `value.${name}` : "value"] = list;
    return { ok: false, errors };
  }
  return {
    ok: true,
    block: { id: block.id, type: block.type, source: "own", value: checked.value, schemaVersion },
  };
}

/**
 * How strictly a document is read. "write" (saving, publishing, scheduling, "Páginas"): every
 * rule. "stored" (a page as published, a backup being imported, a publish scheduled earlier):
 * the rules a document written before the rule on anchors (docs/decisions/077) may break are
 * not applied, so such a page still shows as it was published rather than not at all.
 */
export type DocumentRules = "write" | "stored";

/**
 * The page's fields with the page schema, and each block against its type (migrated first).
 * Errors are keyed as the editor's inputs are named: "title", "seo.description",
 * "blocks[2].value.title". The document returned holds every value in today's shape.
 */
export function checkPageDocument(
  input: unknown,
  registry: BlockRegistry = appBlocks,
  rules: DocumentRules = "write",
): PageCheck {
  const parsed = pageDocument.safeParse(input, { error: portugueseMessage });
  if (!parsed.success) {
    const errors: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const name = pathName(issue.path);
      errors[name] = [...(errors[name] ?? []), issue.message];
    }
    return { ok: false, errors };
  }
  const document = parsed.data;
  const errors: FieldErrors = {};
  const blocks: PageBlock[] = [];
  const seenTypes = new Set<string>();
  const seenIds = new Set<string>();
  document.blocks.forEach((block, index) => {
    const at = `blocks[${index}]`;
    if (seenIds.has(block.id)) errors[`${at}.id`] = [messages.sameBlockId];
    seenIds.add(block.id);
    const definition = Object.hasOwn(registry, block.type) ? registry[block.type] : undefined;
    if (definition?.oncePerPage && seenTypes.has(block.type))
      errors[`${at}.type`] = [messages.oncePerPage(definition.label)];
    seenTypes.add(block.type);
    const checked = checkBlock(block, registry);
    if (checked.ok) blocks.push(checked.block);
    else for (const [name, list] of Object.entries(checked.errors)) errors[`${at}.${name}`] = list;
  });
  if (rules === "write") Object.assign(errors, anchorErrors(document.blocks, registry, errors));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, document: { ...document, blocks } };
}

/**
 * A message at each block that would draw an element id a block above it draws (two openings,
 * a segment block beside the benefits…), where no message about its type is yet.
 */
function anchorErrors(blocks: PageBlock[], registry: BlockRegistry, errors: FieldErrors): FieldErrors {
  const definitionOf = (type: string) => (Object.hasOwn(registry, type) ? registry[type] : undefined);
  const found: FieldErrors = {};
  for (const clash of anchorClashes(blocks, definitionOf)) {
    const key = `blocks[${clash.index}].type`;
    if (errors[key]) continue;
    const label = definitionOf(blocks[clash.index].type)?.label ?? blocks[clash.index].type;
    const earlierLabel = definitionOf(blocks[clash.earlier].type)?.label ?? blocks[clash.earlier].type;
    found[key] = [anchorClashMessage(label, earlierLabel, clash.anchor)];
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** Top-level folders of the site's own files, never a page's address. */
const fileFolders = ["/og", "/images", "/brand", "/icons", "/media-samples", "/fonts"];

function isShippedAddress(path: string): boolean {
  return publicPages.some((page) => page.path === path);
}

/** Why `path` can be no composed page's address (a shipped page's, the system's), or null. */
export function reservedAddressProblem(path: string): string | null {
  if (isShippedAddress(path)) return messages.shippedPage(path);
  if (isSystemAddress(path) || fileFolders.some((folder) => path === folder || path.startsWith(`${folder}/`)))
    return messages.systemAddress;
  return null;
}

/**
 * Why `path` cannot be this page's address, or null when it is free: a shipped page's, the
 * system's, or another page's (published or draft) that is not retired.
 */
export async function addressProblem(db: Database, path: string, pageId?: number): Promise<string | null> {
  // A shipped page drawn from a document (docs/decisions/068) keeps its address in its own row.
  const shippedHere =
    isShippedAddress(path) && pageId !== undefined && (await holdsShippedPage(db, pageId, path));
  const reserved = shippedHere ? null : reservedAddressProblem(path);
  if (reserved) return reserved;
  const holders = await db
    .select({ id: pages.id })
    .from(pages)
    .where(
      and(
        ne(pages.status, "retired"),
        or(eq(pages.path, path), sql`${pages.draft}->>'path' = ${path}`),
        pageId === undefined ? undefined : ne(pages.id, pageId),
      ),
    )
    .limit(1);
  return holders.length > 0 ? messages.takenAddress(path) : null;
}

/** Why a shipped page is not taken off the site (the expo page is retired instead: decision 076). */
function shippedStaysMessage(path: string): string {
  return isRetirableShippedPath(path) ? messages.shippedLeaves : messages.shippedStays;
}

/** Whether page `pageId` is the document of the shipped page at `path`. */
async function holdsShippedPage(db: Database, pageId: number, path: string): Promise<boolean> {
  if (!isShippedDocumentPath(path)) return false;
  const [row] = await db.select({ path: pages.path }).from(pages).where(eq(pages.id, pageId));
  return row?.path === path;
}

/**
 * The page of the shipped page at `path` on "Páginas" (docs/decisions/068): its row, created the
 * first time with `document` (its default document) as a draft. Null for an address that is not a
 * shipped page drawn from a document.
 */
export async function openShippedPage(
  db: Database,
  path: string,
  document: PageDocument,
  userId: string | null,
): Promise<{ id: number; created: boolean } | null> {
  if (!isShippedDocumentPath(path) || document.path !== path) return null;
  // A retired expo page is opened again as it was, to be published again (docs/decisions/076).
  const held = async () => (await shippedRows(db, [path])).get(path)?.id ?? null;
  const existing = await held();
  if (existing !== null) return { id: existing, created: false };
  try {
    const now = new Date();
    const [created] = await db
      .insert(pages)
      .values({
        path,
        draft: document,
        draftAt: now,
        draftBy: userId,
        status: "draft",
        createdBy: userId,
        updatedAt: now,
        updatedBy: userId,
      })
      .returning({ id: pages.id });
    return { id: created.id, created: true };
  } catch (error) {
    // Opened by someone else meanwhile.
    const other = isUniqueViolation(error) ? await held() : null;
    if (other !== null) return { id: other, created: false };
    throw error;
  }
}

/** The ids of the shipped pages' rows by address (for "Páginas do sistema"). */
export async function shippedPageRows(db: Database): Promise<Map<string, number>> {
  const rows = await shippedRows(
    db,
    publicPages.map((page) => page.path),
  );
  return new Map([...rows].map(([path, row]) => [path, row.id]));
}

type ShippedRow = { id: number; status: Row["status"]; title: string | null; noindex: boolean };

/**
 * The row of each shipped page drawn from a document among `paths`, by address: the one not
 * retired, else, for a page that may be retired (the expo page, docs/decisions/076), the last
 * one retired: while it is retired the page is, and publishing it brings the page back.
 */
async function shippedRows(db: Database, paths: readonly string[]): Promise<Map<string, ShippedRow>> {
  const documentPaths = paths.filter(isShippedDocumentPath);
  if (documentPaths.length === 0) return new Map();
  const rows = await db
    .select({
      id: pages.id,
      path: pages.path,
      status: pages.status,
      title: sql<string | null>`${pages.published}->>'title'`,
      noindex: sql<boolean>`coalesce((${pages.published}->'seo'->>'noindex')::boolean, false)`,
    })
    .from(pages)
    .where(inArray(pages.path, documentPaths))
    .orderBy(asc(pages.id));
  const held = new Map<string, ShippedRow>();
  for (const { path, ...row } of rows) {
    // The row not retired holds the page; else the last one retired (rows come oldest first).
    if (held.has(path) && held.get(path)?.status !== "retired") continue;
    if (row.status !== "retired" || isRetirableShippedPath(path)) held.set(path, row);
  }
  return held;
}

/**
 * The shipped pages retired from "Páginas" (docs/decisions/076): their address answers the
 * redirect set when retiring (or 404), and their links and sitemap entry are gone.
 */
export async function retiredShippedPaths(db: Database): Promise<Set<string>> {
  const rows = await shippedRows(
    db,
    publicPages.map((page) => page.path),
  );
  return new Set([...rows].filter(([, row]) => row.status === "retired").map(([path]) => path));
}

/** The titles of the shipped pages whose document the team published, by address. */
export async function publishedShippedTitles(db: Database): Promise<Map<string, string>> {
  const rows = await shippedRows(
    db,
    publicPages.map((page) => page.path),
  );
  return new Map(
    [...rows].flatMap(([path, row]) => (row.status === "published" && row.title ? [[path, row.title]] : [])),
  );
}

/** Whether the database refused a write for a unique index (another page took the address meanwhile). */
function isUniqueViolation(error: unknown): boolean {
  for (let at: unknown = error; at && typeof at === "object"; at = (at as { cause?: unknown }).cause) {
    if ((at as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/**
 * A published composed page's path, a shipped page's (not retired), or null: where a retirement
 * may send visitors.
 */
async function pageAddressFor(db: Database, target: string, exceptPageId: number): Promise<string | null> {
  if (isShippedAddress(target)) return (await retiredShippedPaths(db)).has(target) ? null : target;
  const [row] = await db
    .select({ path: pages.path })
    .from(pages)
    .where(and(eq(pages.path, target), eq(pages.status, "published"), ne(pages.id, exceptPageId)));
  return row?.path ?? null;
}

/** Whether a published composed page answers at `path` (redirects neither start there nor chain through it). */
export async function isPublishedPagePath(db: Database, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: pages.id })
    .from(pages)
    .where(and(eq(pages.path, path), eq(pages.status, "published")))
    .limit(1);
  return row !== undefined;
}

/**
 * `from` now leads to `to` (a 301): its redirect is set, and every redirect that led to `from`
 * (with or without a query or fragment) leads to `to` instead, so none goes through two hops.
 */
async function redirectAddress(tx: Database, from: string, to: string, userId: string | null): Promise<void> {
  await tx
    .insert(redirects)
    .values({ fromPath: from, toUrl: to, createdBy: userId })
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toUrl: to, updatedAt: new Date() } });
  await tx
    .update(redirects)
    .set({
      toUrl: sql`${to} || substr(${redirects.toUrl}, ${from.length + 1})`,
      updatedAt: new Date(),
    })
    .where(
      or(
        eq(redirects.toUrl, from),
        sql`${redirects.toUrl} like ${`${from}?%`}`,
        sql`${redirects.toUrl} like ${`${from}#%`}`,
      ),
    );
  // A redirect that now leads to its own address (to → from → to) would loop: the page answers there.
  await tx.delete(redirects).where(eq(redirects.fromPath, to));
}

/** Removes the redirects that lead to `path` (with or without a query or fragment). */
async function removeRedirectsTo(tx: Database, path: string): Promise<void> {
  await tx
    .delete(redirects)
    .where(
      or(
        eq(redirects.toUrl, path),
        sql`${redirects.toUrl} like ${`${path}?%`}`,
        sql`${redirects.toUrl} like ${`${path}#%`}`,
      ),
    );
}

// ---------------------------------------------------------------------------------------------
// Reading pages for "Páginas"

type Row = typeof pages.$inferSelect;

/** Which stored state an editor was opened on (publish and draft times), as sections have it. */
export function pageStamp(row: Pick<Row, "publishedAt" | "draft" | "draftAt">): string {
  const published = row.publishedAt?.getTime() ?? 0;
  const draft = row.draft != null ? (row.draftAt?.getTime() ?? 0) : 0;
  return `${published}.${draft}`;
}

/** A newer publish, or a newer draft by someone else; one's own newer draft (a preview's save) is not. */
function changedByAnother(current: string, expected: string, draftBy: string | null, userId: string | null) {
  if (current === expected) return false;
  return current.split(".")[0] !== expected.split(".")[0] || draftBy !== userId;
}

const statusLabel = (row: Pick<Row, "status">, scheduledPublish: boolean): PageStatus => {
  if (row.status === "retired") return "retirada";
  if (row.status === "published") return "publicada";
  return scheduledPublish ? "agendada" : "rascunho";
};

export type ScheduledPageChange = {
  id: number;
  pageId: number;
  kind: "publish" | "unpublish";
  /** "Publicar o rascunho salvo em 20/11/2026, 10:00", "Tirar do ar e redirecionar para /x". */
  description: string;
  runAt: Date;
  /** As the screens show it, in Brasília ("01/12/2026, 09:00"). */
  runAtText: string;
  createdByName: string | null;
};

export type PageListItem = {
  id: number;
  title: string;
  path: string;
  status: PageStatus;
  /** A draft differs from what is published (or nothing is published yet). */
  hasDraft: boolean;
  nextChange: ScheduledPageChange | null;
  updatedAt: Date;
  updatedByName: string | null;
};

function titleOf(document: unknown): string {
  const title = (document as { title?: unknown } | null)?.title;
  return typeof title === "string" ? title : "";
}

/** Every composed page, the newest change first, with its status and next scheduled change. */
export async function listPages(db: Database): Promise<PageListItem[]> {
  const rows = await db
    .select({ page: pages, updatedByName: users.name })
    .from(pages)
    .leftJoin(users, eq(users.id, pages.updatedBy))
    .orderBy(desc(pages.updatedAt), desc(pages.id));
  const scheduled = await listScheduledPageChanges(db);
  return rows.map(({ page, updatedByName }) => {
    const nextChange = scheduled.find((change) => change.pageId === page.id) ?? null;
    return {
      id: page.id,
      title: titleOf(page.draft ?? page.published),
      path: page.path,
      status: statusLabel(
        page,
        scheduled.some((change) => change.pageId === page.id && change.kind === "publish"),
      ),
      hasDraft: page.draft != null,
      nextChange,
      updatedAt: page.updatedAt,
      updatedByName,
    };
  });
}

export type StoredDocument = {
  /** In today's shape when it fits; as stored otherwise (with `errors`, for the editor to show). */
  document: PageDocument;
  errors: FieldErrors | null;
};

export type PageState = {
  id: number;
  path: string;
  status: PageStatus;
  /** Null when there is no draft: the editor edits the published document. */
  draft: StoredDocument | null;
  draftAt: Date | null;
  draftBy: string | null;
  published: StoredDocument | null;
  publishedAt: Date | null;
  publishedBy: string | null;
  retiredTo: string | null;
  createdAt: Date;
  scheduled: ScheduledPageChange[];
  stamp: string;
};

function storedDocument(stored: unknown, registry: BlockRegistry): StoredDocument {
  const checked = checkPageDocument(stored, registry);
  return checked.ok
    ? { document: checked.document, errors: null }
    : { document: stored as PageDocument, errors: checked.errors };
}

/** A page with its draft and published documents (checked and migrated), stamps and scheduled changes. */
export async function readPage(
  db: Database,
  id: number,
  registry: BlockRegistry = appBlocks,
): Promise<PageState | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) return null;
  const scheduled = await listScheduledPageChanges(db, id);
  return {
    id: row.id,
    path: row.path,
    status: statusLabel(
      row,
      scheduled.some((change) => change.kind === "publish"),
    ),
    draft: row.draft != null ? storedDocument(row.draft, registry) : null,
    draftAt: row.draft != null ? row.draftAt : null,
    draftBy: row.draft != null ? row.draftBy : null,
    published: row.published != null ? storedDocument(row.published, registry) : null,
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy,
    retiredTo: row.retiredTo,
    createdAt: row.createdAt,
    scheduled,
    stamp: pageStamp(row),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing pages

export type PageWriteResult =
  | { ok: true; id: number }
  | { ok: false; errors: FieldErrors }
  /** Someone published or saved the page after the editor was opened. */
  | { ok: false; conflict: true }
  | { ok: false; missing: true };

/** "Nova página": a draft at a free address. */
export async function createPage(
  db: Database,
  input: { document: unknown; userId: string | null },
  registry: BlockRegistry = appBlocks,
): Promise<PageWriteResult> {
  const checked = checkPageDocument(input.document, registry);
  if (!checked.ok) return checked;
  const { document } = checked;
  const problem = await addressProblem(db, document.path);
  if (problem) return { ok: false, errors: { path: [problem] } };
  try {
    const now = new Date();
    const [created] = await db
      .insert(pages)
      .values({
        path: document.path,
        draft: document,
        draftAt: now,
        draftBy: input.userId,
        status: "draft",
        createdBy: input.userId,
        updatedAt: now,
        updatedBy: input.userId,
      })
      .returning({ id: pages.id });
    return { ok: true, id: created.id };
  } catch (error) {
    if (isUniqueViolation(error))
      return { ok: false, errors: { path: [messages.takenAddress(document.path)] } };
    throw error;
  }
}

/** "Duplicar": a new draft with the page's current document (its draft, else what is published). */
export async function duplicatePage(
  db: Database,
  id: number,
  start: { title: string; path: string },
  userId: string | null,
  registry: BlockRegistry = appBlocks,
): Promise<PageWriteResult> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) return { ok: false, missing: true };
  const source = (row.draft ?? row.published) as PageDocument;
  const copy = { ...structuredClone(source), title: start.title, path: start.path };
  return createPage(db, { document: copy, userId }, registry);
}

/**
 * "Salvar rascunho". Refused when the page changed since `expectedStamp` through someone else
 * (as sections do), when the address is taken, or when the page was retired.
 */
export async function savePageDraft(
  db: Database,
  id: number,
  input: unknown,
  userId: string | null,
  expectedStamp?: string,
  registry: BlockRegistry = appBlocks,
): Promise<PageWriteResult> {
  const checked = checkPageDocument(input, registry);
  if (!checked.ok) return checked;
  const { document } = checked;
  const problem = await addressProblem(db, document.path, id);
  if (problem) return { ok: false, errors: { path: [problem] } };
  try {
    return await db.transaction(async (tx): Promise<PageWriteResult> => {
      const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
      if (!row) return { ok: false, missing: true };
      if (row.status === "retired" && !isRetirableShippedPath(row.path))
        return { ok: false, errors: { "": [messages.retired] } };
      if (isShippedDocumentPath(row.path) && document.path !== row.path)
        return { ok: false, errors: { path: [messages.shippedPathFixed] } };
      if (expectedStamp !== undefined && changedByAnother(pageStamp(row), expectedStamp, row.draftBy, userId))
        return { ok: false, conflict: true };
      const now = new Date();
      await tx
        .update(pages)
        .set({
          draft: document,
          draftAt: now,
          draftBy: userId,
          // Until it is published, the page holds the address its draft names.
          ...(row.status === "published" ? {} : { path: document.path }),
          updatedAt: now,
          updatedBy: userId,
        })
        .where(eq(pages.id, id));
      return { ok: true, id };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      return { ok: false, errors: { path: [messages.takenAddress(document.path)] } };
    throw error;
  }
}

export type PublishResult =
  | { ok: true; id: number; movedFrom: string | null }
  | { ok: false; errors: FieldErrors }
  | { ok: false; conflict: true }
  | { ok: false; missing: true };

/**
 * Makes `document` (already checked) what visitors see at its address, inside the caller's
 * transaction: a version is kept, the draft cleared, a redirect at the address removed (the page
 * answers there now), and, when the page moved, its old address redirected to the new one with
 * no chain. The caller bumps the content version.
 */
async function publishDocument(
  tx: Database,
  row: Row,
  document: PageDocument,
  userId: string | null,
  reason: string | null,
  now: Date,
): Promise<{ movedFrom: string | null }> {
  const oldPath =
    row.status === "published" ? ((row.published as PageDocument | null)?.path ?? row.path) : null;
  await tx
    .update(pages)
    .set({
      published: document,
      publishedAt: now,
      publishedBy: userId,
      draft: null,
      draftAt: null,
      draftBy: null,
      status: "published",
      path: document.path,
      retiredTo: null,
      updatedAt: now,
      updatedBy: userId,
    })
    .where(eq(pages.id, row.id));
  await tx
    .insert(pageVersions)
    .values({ pageId: row.id, document, reason, createdAt: now, createdBy: userId });
  await tx.delete(redirects).where(eq(redirects.fromPath, document.path));
  const moved = oldPath !== null && oldPath !== document.path;
  if (moved) await redirectAddress(tx, oldPath, document.path, userId);
  return { movedFrom: moved ? oldPath : null };
}

/** "Publicar": the draft (or, without one, the published document again) goes live. */
export async function publishPage(
  db: Database,
  id: number,
  userId: string | null,
  expectedStamp?: string,
  registry: BlockRegistry = appBlocks,
): Promise<PublishResult> {
  try {
    return await db.transaction(async (tx): Promise<PublishResult> => {
      const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
      if (!row) return { ok: false, missing: true };
      // A retired expo page comes back when published again (docs/decisions/076).
      if (row.status === "retired" && !isRetirableShippedPath(row.path))
        return { ok: false, errors: { "": [messages.retired] } };
      if (expectedStamp !== undefined && changedByAnother(pageStamp(row), expectedStamp, row.draftBy, userId))
        return { ok: false, conflict: true };
      const stored = row.draft ?? row.published;
      if (stored == null) return { ok: false, errors: { "": [messages.noDraft] } };
      const checked = checkPageDocument(stored, registry);
      if (!checked.ok) return checked;
      const problem = await addressProblem(tx as unknown as Database, checked.document.path, id);
      if (problem) return { ok: false, errors: { path: [problem] } };
      const { movedFrom } = await publishDocument(
        tx as unknown as Database,
        row,
        checked.document,
        userId,
        null,
        new Date(),
      );
      await bumpContentVersion(tx as unknown as Database);
      return { ok: true, id, movedFrom };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      return { ok: false, errors: { path: ["Outra página acabou de usar este endereço."] } };
    throw error;
  }
}

/** "Descartar rascunho": back to the published document. False when there is nothing published to go back to. */
export async function discardPageDraft(db: Database, id: number, userId: string | null): Promise<boolean> {
  const discarded = await db
    .update(pages)
    .set({ draft: null, draftAt: null, draftBy: null, updatedAt: new Date(), updatedBy: userId })
    .where(and(eq(pages.id, id), sql`${pages.published} is not null`, ne(pages.status, "retired")))
    .returning({ id: pages.id });
  return discarded.length > 0;
}

export type PageVersionItem = {
  id: number;
  title: string;
  path: string;
  createdAt: Date;
  createdBy: string | null;
  creatorName: string | null;
  reason: string | null;
};

/** The publishes of a page, newest first. */
export async function listPageVersions(db: Database, id: number, limit = 20): Promise<PageVersionItem[]> {
  const rows = await db
    .select({
      id: pageVersions.id,
      document: pageVersions.document,
      createdAt: pageVersions.createdAt,
      createdBy: pageVersions.createdBy,
      creatorName: users.name,
      reason: pageVersions.reason,
    })
    .from(pageVersions)
    .leftJoin(users, eq(users.id, pageVersions.createdBy))
    .where(eq(pageVersions.pageId, id))
    .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
    .limit(limit);
  return rows.map(({ document, ...row }) => ({
    ...row,
    title: titleOf(document),
    path: String((document as { path?: unknown }).path ?? ""),
  }));
}

/** One publish of a page, its document in today's shape as far as it goes (with errors when it no longer fits). */
export async function readPageVersion(
  db: Database,
  id: number,
  versionId: number,
  registry: BlockRegistry = appBlocks,
): Promise<(StoredDocument & { id: number; createdAt: Date; createdBy: string | null }) | null> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, id), eq(pageVersions.id, versionId)));
  if (!row) return null;
  return {
    id: row.id,
    createdAt: row.createdAt,
    createdBy: row.createdBy,
    ...storedDocument(row.document, registry),
  };
}

/** "Restaurar": an earlier publish becomes the draft, to be previewed and published like any edit. */
export async function restorePageVersion(
  db: Database,
  id: number,
  versionId: number,
  userId: string | null,
  registry: BlockRegistry = appBlocks,
): Promise<PageWriteResult> {
  const version = await readPageVersion(db, id, versionId, registry);
  if (!version) return { ok: false, errors: { "": [messages.missingVersion] } };
  return savePageDraft(db, id, version.document, userId, undefined, registry);
}

/**
 * "Retirar": the page is no longer shown and its address is free for another page. With
 * `redirectTo` (a shipped page or another published page) the address answers 301 there, and
 * redirects that led to it lead there directly; without, it answers 404 and so do the addresses
 * that redirected to it (their redirects are removed). Pending scheduled
 * changes of the page are cancelled.
 */
export async function retirePage(
  db: Database,
  id: number,
  options: { redirectTo: string | null },
  userId: string | null,
): Promise<PageWriteResult> {
  return db.transaction(async (tx): Promise<PageWriteResult> => {
    const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
    if (!row) return { ok: false, missing: true };
    if (row.status === "retired") return { ok: false, errors: { "": [messages.retired] } };
    // Of the shipped pages, only the expo page may be retired (docs/decisions/068, 076).
    const shipped = isShippedDocumentPath(row.path);
    if (shipped && !isRetirableShippedPath(row.path))
      return { ok: false, errors: { "": [messages.shippedStays] } };
    const target = options.redirectTo
      ? await pageAddressFor(tx as unknown as Database, options.redirectTo, id)
      : null;
    if (options.redirectTo && (!target || target === row.path))
      return { ok: false, errors: { redirectTo: [messages.redirectTarget] } };
    const now = new Date();
    await tx
      .update(pages)
      .set({ status: "retired", retiredTo: target, updatedAt: now, updatedBy: userId })
      .where(eq(pages.id, id));
    await cancelPendingChanges(tx as unknown as Database, id, now);
    // A shipped page is on the site whether or not the team published a document of its own.
    if (row.status === "published" || shipped) {
      if (target) await redirectAddress(tx as unknown as Database, row.path, target, userId);
      // Without a target, redirects that led here would lead to a 404: they go, so their old
      // addresses show among the addresses not found for the team to redirect anew.
      else await removeRedirectsTo(tx as unknown as Database, row.path);
      await bumpContentVersion(tx as unknown as Database);
    }
    return { ok: true, id };
  });
}

async function cancelPendingChanges(tx: Database, pageId: number, now: Date): Promise<void> {
  await tx
    .update(scheduledPageChanges)
    .set({ status: "cancelled", finishedAt: now })
    .where(and(eq(scheduledPageChanges.pageId, pageId), eq(scheduledPageChanges.status, "pending")));
}

/**
 * Takes a published page off the site inside the caller's transaction: it goes back to being a
 * draft (its document kept as the draft, unless one is being edited) and keeps its address; with
 * `redirectTo` the address answers 301 there meanwhile. The caller bumps the content version.
 */
async function unpublishInTransaction(
  tx: Database,
  row: Row,
  redirectTo: string | null,
  userId: string | null,
  now: Date,
): Promise<void> {
  await tx
    .update(pages)
    .set({
      draft: row.draft ?? row.published,
      draftAt: row.draft != null ? row.draftAt : now,
      draftBy: row.draft != null ? row.draftBy : userId,
      published: null,
      publishedAt: null,
      publishedBy: null,
      status: "draft",
      updatedAt: now,
      updatedBy: userId,
    })
    .where(eq(pages.id, row.id));
  if (redirectTo) await redirectAddress(tx, row.path, redirectTo, userId);
}

/** "Tirar do ar" now (see `unpublishInTransaction`). */
export async function unpublishPage(
  db: Database,
  id: number,
  options: { redirectTo: string | null },
  userId: string | null,
): Promise<PageWriteResult> {
  return db.transaction(async (tx): Promise<PageWriteResult> => {
    const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
    if (!row) return { ok: false, missing: true };
    if (row.status !== "published") return { ok: false, errors: { "": [messages.notPublished] } };
    if (isShippedDocumentPath(row.path))
      return { ok: false, errors: { "": [shippedStaysMessage(row.path)] } };
    const target = options.redirectTo
      ? await pageAddressFor(tx as unknown as Database, options.redirectTo, id)
      : null;
    if (options.redirectTo && !target)
      return { ok: false, errors: { redirectTo: [messages.redirectTarget] } };
    await unpublishInTransaction(tx as unknown as Database, row, target, userId, new Date());
    await bumpContentVersion(tx as unknown as Database);
    return { ok: true, id };
  });
}

/**
 * "Apagar": a page that was never published (a draft nobody will publish) goes, with what was
 * scheduled for it. A page that was ever published keeps its row: its versions are its history
 * and its address may have been shared, so it is retired or taken off the air instead. Nothing
 * visitors see changes, so the content version stays.
 */
export async function deleteDraftPage(db: Database, id: number): Promise<PageWriteResult> {
  return db.transaction(async (tx): Promise<PageWriteResult> => {
    const [row] = await tx.select().from(pages).where(eq(pages.id, id)).for("update");
    if (!row) return { ok: false, missing: true };
    const [version] = await tx
      .select({ id: pageVersions.id })
      .from(pageVersions)
      .where(eq(pageVersions.pageId, id))
      .limit(1);
    if (row.status !== "draft" || row.published != null || version)
      return { ok: false, errors: { "": [messages.everPublished] } };
    // Its scheduled changes and (none) versions go with it (on delete cascade).
    await tx.delete(pages).where(eq(pages.id, id));
    return { ok: true, id };
  });
}

/** Whether a page was ever published (a version kept): only a page never published may be deleted. */
export async function wasEverPublished(db: Database, id: number): Promise<boolean> {
  const [version] = await db
    .select({ id: pageVersions.id })
    .from(pageVersions)
    .where(eq(pageVersions.pageId, id))
    .limit(1);
  return version !== undefined;
}

// ---------------------------------------------------------------------------------------------
// Scheduled changes (docs/decisions/060)

const MAX_DAYS_AHEAD = 366;

export type SchedulePageResult = { ok: true; id: number; runAt: Date } | { ok: false; errors: FieldErrors };

/**
 * "Agendar publicação" / "Agendar retirada do ar" at `at` (an instant, or a datetime-local value
 * read in Brasília). A publish takes the document as it is now (the draft, else the published
 * one), checked; later edits are not part of it, as with sections (docs/decisions/051).
 */
export async function schedulePageChange(
  db: Database,
  id: number,
  change: { kind: "publish" | "unpublish"; at: Date | string; redirectTo?: string | null },
  userId: string | null,
  registry: BlockRegistry = appBlocks,
  now = new Date(),
): Promise<SchedulePageResult> {
  const runAt = typeof change.at === "string" ? brasiliaInstant(change.at) : change.at;
  if (!runAt || Number.isNaN(runAt.getTime())) return { ok: false, errors: { at: [messages.when] } };
  if (runAt.getTime() <= now.getTime()) return { ok: false, errors: { at: [messages.past] } };
  if (runAt.getTime() - now.getTime() > MAX_DAYS_AHEAD * 86_400_000)
    return { ok: false, errors: { at: [messages.tooFar] } };
  const [row] = await db.select().from(pages).where(eq(pages.id, id));
  if (!row) return { ok: false, errors: { "": [messages.missingPage] } };
  // A retired page is published again only where "Publicar" brings it back: the expo page
  // (docs/decisions/076, 080), whose scheduled publish does the same at its time.
  if (row.status === "retired" && !(change.kind === "publish" && isRetirableShippedPath(row.path)))
    return { ok: false, errors: { "": [messages.retired] } };
  if (change.kind === "unpublish" && isShippedDocumentPath(row.path))
    return { ok: false, errors: { "": [shippedStaysMessage(row.path)] } };
  let document: PageDocument | null = null;
  let source: string;
  let redirectTo: string | null = null;
  if (change.kind === "publish") {
    const stored = row.draft ?? row.published;
    if (stored == null) return { ok: false, errors: { "": [messages.noDraft] } };
    const checked = checkPageDocument(stored, registry);
    if (!checked.ok) return checked;
    document = checked.document;
    source =
      row.draft != null && row.draftAt
        ? `Publicar o rascunho salvo em ${formatDashboardDate(row.draftAt)}`
        : "Publicar de novo a versão publicada";
    if (row.status === "retired") source = `${source}: a página volta ao site`;
  } else {
    if (change.redirectTo) {
      redirectTo = await pageAddressFor(db, change.redirectTo, id);
      if (!redirectTo) return { ok: false, errors: { redirectTo: [messages.redirectTarget] } };
    }
    source = redirectTo ? `Tirar do ar e redirecionar para ${redirectTo}` : "Tirar do ar";
  }
  const [created] = await db
    .insert(scheduledPageChanges)
    .values({ pageId: id, kind: change.kind, document, redirectTo, source, runAt, createdBy: userId })
    .returning({ id: scheduledPageChanges.id });
  return { ok: true, id: created.id, runAt };
}

/** "Cancelar": a change still waiting is dropped; false when it has run or was cancelled. */
export async function cancelPageChange(db: Database, id: number, changeId: number): Promise<boolean> {
  const cancelled = await db
    .update(scheduledPageChanges)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(
      and(
        eq(scheduledPageChanges.id, changeId),
        eq(scheduledPageChanges.pageId, id),
        eq(scheduledPageChanges.status, "pending"),
      ),
    )
    .returning({ id: scheduledPageChanges.id });
  return cancelled.length > 0;
}

/** What is waiting to happen to pages (or to one page), soonest first. */
export async function listScheduledPageChanges(
  db: Database,
  pageId?: number,
): Promise<ScheduledPageChange[]> {
  const pending = eq(scheduledPageChanges.status, "pending");
  const rows = await db
    .select({
      id: scheduledPageChanges.id,
      pageId: scheduledPageChanges.pageId,
      kind: scheduledPageChanges.kind,
      source: scheduledPageChanges.source,
      runAt: scheduledPageChanges.runAt,
      createdByName: users.name,
    })
    .from(scheduledPageChanges)
    .leftJoin(users, eq(users.id, scheduledPageChanges.createdBy))
    .where(pageId === undefined ? pending : and(pending, eq(scheduledPageChanges.pageId, pageId)))
    .orderBy(asc(scheduledPageChanges.runAt), asc(scheduledPageChanges.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    pageId: row.pageId,
    kind: row.kind,
    description: row.source,
    runAt: row.runAt,
    runAtText: formatDashboardDate(row.runAt),
    createdByName: row.createdByName,
  }));
}

const scheduledReason = "Publicação agendada";
const BATCH = 20;

/**
 * Runs the page changes that are due, inside the schedule worker's transaction (which holds the
 * schedule lock): rows claimed with SKIP LOCKED, each done or failed with its reason. Returns how
 * many pages changed (the caller bumps the content version when any did) and how many rows
 * were worked.
 */
export async function runDuePageChangesInTransaction(
  tx: Database,
  logger: Pick<Logger, "info" | "warn">,
  now: Date,
  registry: BlockRegistry = appBlocks,
): Promise<{ changed: number; worked: number }> {
  const due = await tx
    .select()
    .from(scheduledPageChanges)
    .where(and(eq(scheduledPageChanges.status, "pending"), sql`${scheduledPageChanges.runAt} <= ${now}`))
    .orderBy(asc(scheduledPageChanges.runAt), asc(scheduledPageChanges.id))
    .limit(BATCH)
    .for("update", { skipLocked: true });
  let changed = 0;
  for (const change of due) {
    const outcome = await runPageChange(tx, change, now, registry);
    await tx
      .update(scheduledPageChanges)
      .set({
        status: outcome.ok ? "done" : "failed",
        finishedAt: now,
        error: outcome.ok ? null : outcome.error,
      })
      .where(eq(scheduledPageChanges.id, change.id));
    const log = { scheduledPageChangeId: change.id, pageId: change.pageId, kind: change.kind };
    if (outcome.ok) {
      changed++;
      logger.info(log, "scheduled page change: done");
    } else logger.warn({ ...log, error: outcome.error }, "scheduled page change: not done");
  }
  return { changed, worked: due.length };
}

async function runPageChange(
  tx: Database,
  change: typeof scheduledPageChanges.$inferSelect,
  now: Date,
  registry: BlockRegistry,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const [row] = await tx.select().from(pages).where(eq(pages.id, change.pageId)).for("update");
  if (!row) return { ok: false, error: "A página foi retirada." };
  // A retired expo page comes back as "Publicar" brings it back (docs/decisions/076, 080).
  if (row.status === "retired" && !(change.kind === "publish" && isRetirableShippedPath(row.path)))
    return { ok: false, error: "A página foi retirada." };
  if (change.kind === "unpublish") {
    if (row.status !== "published") return { ok: false, error: "A página já não estava publicada." };
    const target = change.redirectTo ? await pageAddressFor(tx, change.redirectTo, row.id) : null;
    if (change.redirectTo && !target)
      return { ok: false, error: "O destino do redirecionamento não é mais uma página." };
    await unpublishInTransaction(tx, row, target, change.createdBy, now);
    return { ok: true };
  }
  const checked = checkPageDocument(change.document, registry, "stored");
  if (!checked.ok) return { ok: false, error: "O documento agendado não cabe mais nas regras dos blocos." };
  const problem = await addressProblem(tx, checked.document.path, row.id);
  if (problem) return { ok: false, error: problem };
  // The draft stays when it was edited after the schedule was set: it is the team's next work.
  const draftIsScheduled =
    row.draft != null &&
    JSON.stringify(checkPageDocument(row.draft, registry, "stored")) === JSON.stringify(checked);
  const keptDraft = draftIsScheduled ? null : row.draft;
  await publishDocument(tx, row, checked.document, change.createdBy, scheduledReason, now);
  if (keptDraft != null) {
    await tx
      .update(pages)
      .set({ draft: keptDraft, draftAt: row.draftAt, draftBy: row.draftBy })
      .where(eq(pages.id, row.id));
  }
  return { ok: true };
}

/**
 * Runs the page changes that are due, in batches of one transaction each with the content
 * version's bump: the schedule worker calls it in the same poll as the sections' publications.
 */
export async function runDuePageChanges(
  db: Database,
  logger: Pick<Logger, "info" | "warn">,
  registry: BlockRegistry = appBlocks,
  now = new Date(),
): Promise<number> {
  let worked = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // One instance at a time, as the sections' publications (the rows' SKIP LOCKED claim keeps
      // each change single anyway): the others skip this poll rather than wait.
      const turn = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKeys.schedule}) as "ours"`);
      if (!(turn as unknown as { rows: { ours: boolean }[] }).rows[0]?.ours) return 0;
      const result = await runDuePageChangesInTransaction(tx as unknown as Database, logger, now, registry);
      if (result.changed > 0) await bumpContentVersion(tx as unknown as Database);
      return result.worked;
    });
    worked += batch;
    if (batch < BATCH) return worked;
  }
}

// ---------------------------------------------------------------------------------------------
// Public readers

export type PublishedPage = {
  id: number;
  document: PageDocument;
  /** Blocks shown from an earlier publish, or left out, because their stored value no longer fits. */
  flagged: { blockId: string; shown: "earlier-version" | "left-out" }[];
};

/** How many earlier publishes are searched for values that still fit. */
const LAST_VALID_SEARCH = 50;

/**
 * The published page at `path` for visitors, every block's value in today's shape. A block
 * whose stored value no longer fits, even migrated, shows the same block of the newest earlier
 * publish that fits (docs/decisions/050), or is left out, with a line in the log either way:
 * the page never breaks and never shows defaults in silence.
 */
export async function readPublishedPage(
  db: Database,
  path: string,
  logger?: Pick<Logger, "warn" | "error">,
  registry: BlockRegistry = appBlocks,
): Promise<PublishedPage | null> {
  const [row] = await db
    .select({ id: pages.id, published: pages.published })
    .from(pages)
    .where(and(eq(pages.path, path), eq(pages.status, "published")));
  return row ? shownDocument(db, row, logger, registry) : null;
}

/**
 * The document a page retired from `path` was last published with (the newest row retired
 * there that had been published), every block's value in today's shape as `readPublishedPage`
 * reads it; null when no page published there was retired. What a visitor who opened the page
 * before it was retired saw, so a form sent from it is checked as the page checked it
 * (docs/decisions/080).
 */
export async function readRetiredPageDocument(
  db: Database,
  path: string,
  logger?: Pick<Logger, "warn" | "error">,
  registry: BlockRegistry = appBlocks,
): Promise<PublishedPage | null> {
  const [row] = await db
    .select({ id: pages.id, published: pages.published })
    .from(pages)
    .where(and(eq(pages.path, path), eq(pages.status, "retired"), sql`${pages.published} is not null`))
    .orderBy(desc(pages.id))
    .limit(1);
  return row ? shownDocument(db, row, logger, registry) : null;
}

async function shownDocument(
  db: Database,
  row: { id: number; published: unknown },
  logger: Pick<Logger, "warn" | "error"> | undefined,
  registry: BlockRegistry,
): Promise<PublishedPage | null> {
  if (row.published == null) return null;
  const checked = checkPageDocument(row.published, registry, "stored");
  if (checked.ok) return { id: row.id, document: checked.document, flagged: [] };
  const repaired = await repairedDocument(db, row.id, row.published as PageDocument, registry);
  if (!repaired) {
    logger?.error({ pageId: row.id, errors: checked.errors }, "page: no publish of the page fits its rules");
    return null;
  }
  logger?.warn(
    { pageId: row.id, errors: checked.errors, flagged: repaired.flagged },
    "page: some blocks do not fit their type's schema; showing earlier values",
  );
  return { id: row.id, ...repaired };
}

async function repairedDocument(
  db: Database,
  pageId: number,
  published: PageDocument,
  registry: BlockRegistry,
): Promise<Omit<PublishedPage, "id"> | null> {
  // Earlier publishes, newest first, read a few at a time: the newest usually fits.
  const loaded: (Partial<PageDocument> | null)[] = [];
  async function* earlierDocuments() {
    for (let index = 0; index < LAST_VALID_SEARCH; index++) {
      if (index === loaded.length) {
        const more = await db
          .select({ document: pageVersions.document })
          .from(pageVersions)
          .where(eq(pageVersions.pageId, pageId))
          .orderBy(desc(pageVersions.createdAt), desc(pageVersions.id))
          .offset(index)
          .limit(index === 0 ? 2 : 8);
        if (more.length === 0) return;
        loaded.push(...more.map((row) => row.document as Partial<PageDocument> | null));
      }
      yield loaded[index];
    }
  }
  // Only what does not fit is looked for there: the page's fields, then each block by its id and type.
  const fieldsOf = (document: unknown) => pageDocument.safeParse({ ...(document as object), blocks: [] });
  let base = fieldsOf(published).data;
  if (!base) {
    for await (const document of earlierDocuments()) {
      base = fieldsOf(document).data;
      if (base) break;
    }
  }
  if (!base) return null;
  const flagged: PublishedPage["flagged"] = [];
  const blocks: PageBlock[] = [];
  for (const block of Array.isArray(published.blocks) ? published.blocks : []) {
    const checked = checkStoredBlock(block, registry);
    if (checked) {
      blocks.push(checked);
      continue;
    }
    const id = (block as { id?: unknown }).id;
    const type = (block as { type?: unknown }).type;
    let before: PageBlock | null = null;
    for await (const document of earlierDocuments()) {
      const candidate = (Array.isArray(document?.blocks) ? document.blocks : []).find(
        (earlier) => earlier?.id === id && earlier?.type === type,
      );
      before = candidate ? checkStoredBlock(candidate, registry) : null;
      if (before) break;
    }
    if (before) blocks.push(before);
    flagged.push({ blockId: String(id), shown: before ? "earlier-version" : "left-out" });
  }
  return { document: { ...base, blocks }, flagged };
}

/** A stored block in today's shape, or null when it does not fit (even migrated). */
function checkStoredBlock(block: unknown, registry: BlockRegistry): PageBlock | null {
  const parsed = pageDocument.shape.blocks.element.safeParse(block);
  if (!parsed.success) return null;
  const checked = checkBlock(parsed.data, registry);
  return checked.ok ? checked.block : null;
}

export type PageLink = { path: string; title: string; nav: PageNavPlace[] };

/** The published pages linked from the header, phone menu, "Por segmento" or footer, by address. */
export async function publishedPageLinks(db: Database): Promise<PageLink[]> {
  // Only the two fields read, not every page's whole document.
  const rows = await db
    .select({
      path: pages.path,
      title: sql<string | null>`${pages.published}->>'title'`,
      nav: sql<unknown>`${pages.published}->'nav'`,
    })
    .from(pages)
    .where(and(eq(pages.status, "published"), sql`jsonb_array_length(${pages.published}->'nav') > 0`))
    .orderBy(asc(pages.path));
  return rows.flatMap((row) => {
    const nav = (Array.isArray(row.nav) ? row.nav : []).filter((place): place is PageNavPlace =>
      (pageNavPlaces as readonly string[]).includes(place),
    );
    const title = row.title ?? "";
    // A shipped page's links are the page registry's (docs/decisions/068).
    if (isShippedAddress(row.path)) return [];
    return nav.length > 0 && title ? [{ path: row.path, title, nav }] : [];
  });
}

/** The published pages search engines may list (not marked noindex), for /sitemap.xml. */
export async function publishedSitemapPages(db: Database): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await db
    .select({ path: pages.path, publishedAt: pages.publishedAt })
    .from(pages)
    .where(
      and(
        eq(pages.status, "published"),
        sql`coalesce((${pages.published}->'seo'->>'noindex')::boolean, false) = false`,
      ),
    )
    .orderBy(asc(pages.path));
  // A shipped page is listed with the registry's pages (routes/sitemap.tsx).
  return rows
    .filter((row) => !isShippedAddress(row.path))
    .map((row) => ({ path: row.path, updatedAt: row.publishedAt ?? new Date(0) }));
}

/** The links, made once per content version (every page's shell asks for them). */
export const composedPageLinks = memoPerContentVersion((services) => publishedPageLinks(services.db));

/** The sitemap's composed pages, made once per content version. */
export const composedSitemapPages = memoPerContentVersion((services) => publishedSitemapPages(services.db));

/**
 * The shipped pages whose document the team published (docs/decisions/068), each with whether
 * search engines may list it: its published document's "noindex" decides, not the search
 * section's entry for it any more.
 */
export async function publishedShippedListing(db: Database): Promise<Map<string, boolean>> {
  const rows = await shippedRows(
    db,
    publicPages.map((page) => page.path),
  );
  // A retired shipped page (docs/decisions/076) is not listed.
  return new Map(
    [...rows].flatMap(([path, row]): [string, boolean][] =>
      row.status === "published" ? [[path, !row.noindex]] : row.status === "retired" ? [[path, false]] : [],
    ),
  );
}

export const shippedPagesListing = memoPerContentVersion((services) => publishedShippedListing(services.db));

/** The published composed pages' addresses among `paths` (for the redirects' checks). */
export async function publishedPagePaths(db: Database, paths: readonly string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const rows = await db
    .select({ path: pages.path })
    .from(pages)
    .where(and(eq(pages.status, "published"), inArray(pages.path, [...paths])));
  return new Set(rows.map((row) => row.path));
}

/** The retired shipped pages' addresses, made once per content version (every expo request asks). */
export const shippedPagesRetired = memoPerContentVersion((services) => retiredShippedPaths(services.db));
