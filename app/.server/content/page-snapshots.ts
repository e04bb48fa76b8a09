import { asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { pages, pageVersions, redirects, type SnapshotPage, scheduledPageChanges } from "~/.server/db/schema";
import type { PageDocument } from "~/content/pages/page-document";
import { isShippedDocumentPath } from "~/content/pages/shipped-documents";
import { type BlockRegistry, checkPageDocument, reservedAddressProblem } from "./page-store";

/**
 * The composed pages in the site data (docs/decisions/066): what "Save All Data", the automatic
 * copies, "Export JSON" and "Import JSON" carry of them — every page with its draft and
 * published documents, its status and where a retired page leads, and the publishes and
 * unpublishes still waiting — and how a restore or an import makes them the site's pages.
 * Versions are not carried (nor are the sections'): each page keeps its own, and what a restore
 * changes becomes one more version.
 */

/** A connection or an open transaction: both read and write the same way. */
type Queryable = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The reason of the version a restore or an import adds to a page whose published document it changes. */
export const RESTORED_VERSION_REASON = "Restaurada de uma cópia dos dados do site";

/** Every page, in id order, as site data holds it. */
export async function readSnapshotPages(db: Queryable): Promise<SnapshotPage[]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.id));
  const waiting = await db
    .select()
    .from(scheduledPageChanges)
    .where(eq(scheduledPageChanges.status, "pending"))
    .orderBy(asc(scheduledPageChanges.runAt), asc(scheduledPageChanges.id));
  return rows.map((row) => ({
    id: row.id,
    path: row.path,
    status: row.status,
    draft: row.draft ?? null,
    published: row.published ?? null,
    retiredTo: row.retiredTo,
    scheduled: waiting
      .filter((change) => change.pageId === row.id)
      .map((change) => ({
        kind: change.kind,
        document: change.document ?? null,
        redirectTo: change.redirectTo,
        source: change.source,
        runAt: change.runAt.toISOString(),
      })),
  }));
}

/** A site path a retired page or an unpublish may lead to (never "//host" nor another scheme). */
function isSitePath(value: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(value) && value.length <= 300;
}

/**
 * The pages of a file, checked as the editor checks them before anything is written: each
 * document with its blocks' rules (migrated to today's shapes), a status its documents allow,
 * no shipped or system address and no two live pages at one address, redirects to site paths.
 * Answers the pages in today's shapes, or why the file is refused.
 */
export function checkSnapshotPages(
  rows: SnapshotPage[],
  registry?: BlockRegistry,
): { ok: true; pages: SnapshotPage[] } | { ok: false; message: string } {
  const refused = (index: number, message: string) => ({
    ok: false as const,
    message: `pages.${index}.${message}`,
  });
  const checked: SnapshotPage[] = [];
  const livePaths = new Set<string>();
  for (const [index, row] of rows.entries()) {
    const documents: Record<"draft" | "published", PageDocument | null> = { draft: null, published: null };
    for (const key of ["draft", "published"] as const) {
      if (row[key] === null) continue;
      const result = checkPageDocument(row[key], registry, "stored");
      if (!result.ok) {
        const [field, messages] = Object.entries(result.errors)[0] ?? ["", [""]];
        return refused(index, `${key}${field ? `.${field}` : ""}: ${messages[0]}`);
      }
      documents[key] = result.document;
    }
    if (row.status === "published" && !documents.published)
      return refused(index, "published: uma página publicada precisa do documento publicado");
    if (row.status === "draft" && (!documents.draft || documents.published))
      return refused(index, "draft: um rascunho tem só o documento do rascunho");
    if (!documents.draft && !documents.published) return refused(index, "draft: a página não tem documento");
    const path = row.status === "published" ? (documents.published?.path ?? row.path) : row.path;
    if (!isSitePath(path)) return refused(index, "path: endereço inválido");
    if (row.status !== "retired") {
      // A page the site ships with, opened as blocks (docs/decisions/068), is at its own
      // address, which none of its documents moves; no other page may take that address.
      const shippedRow =
        isShippedDocumentPath(path) &&
        row.path === path &&
        [documents.draft, documents.published].every((document) => !document || document.path === path);
      const problem = shippedRow ? null : reservedAddressProblem(path);
      if (problem) return refused(index, `path: ${problem}`);
      if (livePaths.has(path)) return refused(index, `path: ${path} é o endereço de duas páginas`);
      livePaths.add(path);
    }
    if (row.retiredTo !== null && !isSitePath(row.retiredTo))
      return refused(index, "retiredTo: use um caminho do site");
    const scheduled: SnapshotPage["scheduled"] = [];
    for (const [at, change] of row.scheduled.entries()) {
      if (Number.isNaN(Date.parse(change.runAt)))
        return refused(index, `scheduled.${at}.runAt: data inválida`);
      if (change.redirectTo !== null && !isSitePath(change.redirectTo))
        return refused(index, `scheduled.${at}.redirectTo: use um caminho do site`);
      let document: PageDocument | null = null;
      if (change.kind === "publish") {
        const result = checkPageDocument(change.document, registry, "stored");
        if (!result.ok)
          return refused(index, `scheduled.${at}.document: não cabe mais nas regras dos blocos`);
        document = result.document;
      }
      scheduled.push({ ...change, document, runAt: new Date(change.runAt).toISOString() });
    }
    checked.push({ ...row, path, ...documents, scheduled });
  }
  return { ok: true, pages: checked };
}

/** JSON with its object keys sorted: jsonb does not keep key order, so compare this way. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * Makes `rows` the site's pages, inside the caller's transaction (the rest of the site data's
 * restore): each page takes its documents, status and address (a page the site no longer has
 * comes back with its id); a page the data does not hold leaves the site as retired, its
 * versions kept; the waiting scheduled changes become the data's (those already due are left
 * out rather than run at once). A published document that changes is kept as a version.
 * Redirects are not site data: they stay, except one at an address a page now answers.
 */
export async function applySnapshotPages(
  tx: Queryable,
  rows: SnapshotPage[],
  createdBy: string | null,
  now = new Date(),
): Promise<void> {
  const current = await tx.select().from(pages);
  const before = new Map(current.map((row) => [row.id, row]));
  // Every address is freed first, so the data's pages take theirs back in any order.
  await tx.update(pages).set({ status: "retired" }).where(ne(pages.status, "retired"));
  for (const row of rows) {
    const old = before.get(row.id);
    const publishedChanged = canonical(old?.published) !== canonical(row.published);
    const draftChanged = canonical(old?.draft) !== canonical(row.draft);
    const changed =
      !old ||
      publishedChanged ||
      draftChanged ||
      old.status !== row.status ||
      old.path !== row.path ||
      old.retiredTo !== row.retiredTo;
    const values = {
      path: row.path,
      status: row.status,
      retiredTo: row.retiredTo,
      draft: row.draft,
      published: row.published,
      ...(publishedChanged || !old
        ? {
            publishedAt: row.published === null ? null : now,
            publishedBy: row.published === null ? null : createdBy,
          }
        : {}),
      ...(draftChanged || !old
        ? { draftAt: row.draft === null ? null : now, draftBy: row.draft === null ? null : createdBy }
        : {}),
      ...(changed ? { updatedAt: now, updatedBy: createdBy } : {}),
    };
    if (old) await tx.update(pages).set(values).where(eq(pages.id, row.id));
    else await tx.insert(pages).values({ id: row.id, ...values, createdAt: now, createdBy });
    if (publishedChanged && row.published !== null) {
      await tx.insert(pageVersions).values({
        pageId: row.id,
        document: row.published,
        reason: RESTORED_VERSION_REASON,
        createdAt: now,
        createdBy,
      });
    }
  }
  const listed = new Set(rows.map((row) => row.id));
  const leaving = current
    .filter((row) => !listed.has(row.id) && row.status !== "retired")
    .map((row) => row.id);
  if (leaving.length > 0) {
    await tx
      .update(pages)
      .set({ retiredTo: null, updatedAt: now, updatedBy: createdBy })
      .where(inArray(pages.id, leaving));
  }
  // Pages inserted with their own ids: the next new page's id comes after them.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('pages', 'id'), greatest((select max(id) from pages), 1))`,
  );

  await tx
    .update(scheduledPageChanges)
    .set({ status: "cancelled", finishedAt: now })
    .where(eq(scheduledPageChanges.status, "pending"));
  const waiting = rows.flatMap((row) =>
    row.scheduled
      .filter((change) => new Date(change.runAt) > now)
      .map((change) => ({
        pageId: row.id,
        kind: change.kind,
        document: change.document,
        redirectTo: change.redirectTo,
        source: change.source,
        runAt: new Date(change.runAt),
        createdBy,
      })),
  );
  if (waiting.length > 0) await tx.insert(scheduledPageChanges).values(waiting);

  const answering = rows.filter((row) => row.status === "published").map((row) => row.path);
  if (answering.length > 0) await tx.delete(redirects).where(inArray(redirects.fromPath, answering));
}

// ---------------------------------------------------------------------------------------------
// What a restore or an import would change

const statusWords: Record<SnapshotPage["status"], string> = {
  draft: "rascunho",
  published: "publicada",
  retired: "retirada",
};

function titleOf(row: SnapshotPage): string {
  const document = (row.published ?? row.draft) as { title?: unknown } | null;
  return typeof document?.title === "string" && document.title ? document.title : row.path;
}

function pendingOf(row: SnapshotPage, now: Date): string {
  return canonical(row.scheduled.filter((change) => new Date(change.runAt) > now));
}

export type PageChanges = {
  counts: { changed: number; added: number; removed: number; unchanged: number };
  /** One sentence per page that changes: "Campanha (/campanha): publicada → retirada". */
  lines: string[];
};

/** What making `next` the site's pages would do to the `current` ones, page by page. */
export function comparePages(current: SnapshotPage[], next: SnapshotPage[], now = new Date()): PageChanges {
  const counts = { changed: 0, added: 0, removed: 0, unchanged: 0 };
  const lines: string[] = [];
  const before = new Map(current.map((row) => [row.id, row]));
  for (const row of next) {
    const old = before.get(row.id);
    const name = `${titleOf(row)} (${row.path})`;
    if (!old) {
      counts.added++;
      lines.push(`${name}: nova, como ${statusWords[row.status]}`);
      continue;
    }
    const what: string[] = [];
    if (old.status !== row.status) what.push(`${statusWords[old.status]} → ${statusWords[row.status]}`);
    if (old.path !== row.path) what.push(`endereço ${old.path} → ${row.path}`);
    if (canonical(old.published) !== canonical(row.published)) what.push("conteúdo publicado muda");
    if (canonical(old.draft) !== canonical(row.draft)) what.push("rascunho muda");
    if (old.retiredTo !== row.retiredTo && row.status === "retired")
      what.push(row.retiredTo ? `passa a levar a ${row.retiredTo}` : "passa a responder 404");
    if (pendingOf(old, now) !== pendingOf(row, now)) what.push("agendamentos mudam");
    if (what.length === 0) counts.unchanged++;
    else {
      counts.changed++;
      lines.push(`${name}: ${what.join("; ")}`);
    }
  }
  const listed = new Set(next.map((row) => row.id));
  for (const old of current) {
    if (listed.has(old.id)) continue;
    if (old.status === "retired") {
      counts.unchanged++;
      continue;
    }
    counts.removed++;
    lines.push(`${titleOf(old)} (${old.path}): sai do site (fica como retirada)`);
  }
  return { counts, lines };
}
