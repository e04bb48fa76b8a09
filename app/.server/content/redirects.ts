import { and, asc, count, desc, eq, gte, notInArray, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { notFoundAddresses, pages, redirects } from "~/.server/db/schema";
import { checkDestination, checkOldAddress, MAX_REDIRECTS, NOT_FOUND_DAYS_SHOWN } from "~/forms/redirects";

/**
 * The redirects the team keeps (docs/decisions/052), and the addresses that answered 404: read
 * by the "Redirecionamentos" screen, and the one lookup a 404 makes (routes/not-found.tsx).
 */

export type Redirect = {
  id: number;
  fromPath: string;
  toUrl: string;
  hits: number;
  lastHitAt: Date | null;
};

const NOT_FOUND_SHOWN = 50;

/** The redirect from `path` (normalised: no trailing slash), if the team set one. */
export async function findRedirect(
  db: Database,
  path: string,
): Promise<{ id: number; toUrl: string } | null> {
  const [row] = await db
    .select({ id: redirects.id, toUrl: redirects.toUrl })
    .from(redirects)
    .where(eq(redirects.fromPath, path));
  return row ?? null;
}

export async function listRedirects(db: Database): Promise<Redirect[]> {
  return db
    .select({
      id: redirects.id,
      fromPath: redirects.fromPath,
      toUrl: redirects.toUrl,
      hits: redirects.hits,
      lastHitAt: redirects.lastHitAt,
    })
    .from(redirects)
    .orderBy(asc(redirects.fromPath))
    .limit(MAX_REDIRECTS);
}

export type NotFoundAddress = { path: string; hits: number; lastAt: Date };

/** The addresses most requested that answered 404 in the last days, less those now redirected or now a page. */
export async function mostRequestedNotFound(db: Database, today: string): Promise<NotFoundAddress[]> {
  const since = dayBefore(today, NOT_FOUND_DAYS_SHOWN - 1);
  const hits = sql<number>`sum(${notFoundAddresses.hits})`.mapWith(Number);
  const rows = await db
    .select({ path: notFoundAddresses.path, hits, lastAt: sql<Date>`max(${notFoundAddresses.lastAt})` })
    .from(notFoundAddresses)
    .where(
      and(
        gte(notFoundAddresses.day, since),
        notInArray(notFoundAddresses.path, db.select({ path: redirects.fromPath }).from(redirects)),
        // A page published there since answers now.
        notInArray(
          notFoundAddresses.path,
          db.select({ path: pages.path }).from(pages).where(eq(pages.status, "published")),
        ),
      ),
    )
    .groupBy(notFoundAddresses.path)
    .orderBy(desc(hits), asc(notFoundAddresses.path))
    .limit(NOT_FOUND_SHOWN);
  // PGlite and node-postgres give max() of a timestamp as text or Date: one shape for the screen.
  return rows.map((row) => ({ ...row, lastAt: new Date(row.lastAt) }));
}

/** "2026-11-27" less `days` days. */
export function dayBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

export type RedirectFormValues = { from: string; to: string };
export type RedirectErrors = Partial<Record<"from" | "to" | "form", string>>;
export type RedirectOutcome =
  | { ok: true; notice: string }
  | { ok: false; target: string; errors: RedirectErrors; values: RedirectFormValues };

/** Adds a redirect, or changes the destination of one (`id`). */
export async function saveRedirect(
  db: Database,
  input: { id?: number; values: RedirectFormValues; publicUrl: string; by: string },
): Promise<RedirectOutcome> {
  const { id, values, publicUrl, by } = input;
  const target = id === undefined ? "new" : String(id);
  const refuse = (errors: RedirectErrors): RedirectOutcome => ({ ok: false, target, errors, values });
  const existing = id === undefined ? null : await redirectById(db, id);
  if (id !== undefined && !existing)
    return refuse({ form: "Este redirecionamento foi removido enquanto você editava." });
  const composed = await publishedComposedPaths(db);
  const from = existing
    ? { ok: true as const, value: existing.fromPath }
    : checkOldAddress(values.from, publicUrl, composed);
  const to = checkDestination(values.to, publicUrl, composed);
  const errors: RedirectErrors = {};
  if (!from.ok) errors.from = from.error;
  if (!to.ok) errors.to = to.error;
  if (!from.ok || !to.ok) return refuse(errors);

  if (existing) {
    await db
      .update(redirects)
      .set({ toUrl: to.value, updatedAt: new Date() })
      .where(eq(redirects.id, existing.id));
    return { ok: true, notice: `${existing.fromPath} leva agora a ${to.value}.` };
  }
  const [{ total }] = await db.select({ total: count() }).from(redirects);
  if (total >= MAX_REDIRECTS) {
    return refuse({
      form: `O site guarda até ${MAX_REDIRECTS} redirecionamentos. Remova um para incluir outro.`,
    });
  }
  const [created] = await db
    .insert(redirects)
    .values({ fromPath: from.value, toUrl: to.value, createdBy: by })
    .onConflictDoNothing({ target: redirects.fromPath })
    .returning({ id: redirects.id });
  if (!created)
    return refuse({ from: `${from.value} já tem um redirecionamento: mude o destino dele na lista.` });
  return { ok: true, notice: `${from.value} passa a levar a ${to.value}.` };
}

export async function removeRedirect(db: Database, id: number): Promise<string> {
  const [removed] = await db
    .delete(redirects)
    .where(eq(redirects.id, id))
    .returning({ fromPath: redirects.fromPath });
  return removed
    ? `${removed.fromPath} não redireciona mais.`
    : "Este redirecionamento já tinha sido removido.";
}

/**
 * The addresses of the published pages composed on "Páginas": a redirect may lead to one, and
 * may not start at one (it would hide it). Few rows; read on a save only.
 */
export async function publishedComposedPaths(db: Database): Promise<Set<string>> {
  const rows = await db.select({ path: pages.path }).from(pages).where(eq(pages.status, "published"));
  return new Set(rows.map((row) => row.path));
}

async function redirectById(db: Database, id: number) {
  const [row] = await db.select().from(redirects).where(eq(redirects.id, id));
  return row ?? null;
}
