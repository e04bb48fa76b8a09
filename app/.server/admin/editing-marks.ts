import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { editingMarks } from "~/.server/db/schema";
import { type Capability, can } from "~/lib/admin-roles";
import { clockTime, personName } from "./edit-conflicts";

/**
 * "Maria está editando desde 14:30" (docs/decisions/042). Opening an editor takes the edited
 * thing's mark unless someone else holds a live one; the open page's heartbeat keeps it live
 * and leaving releases it; a mark not seen for `MARK_EXPIRY_MS` is free again. Someone who finds
 * the mark taken may read without saving, take over (the other person is told on their page's
 * next check-in, and their save is refused) or go back. Saves are checked here on the server,
 * so neither a read-only page nor the page of someone whose editing was taken over can save.
 */

/** A mark not refreshed for this long is free (the page's heartbeat runs every HEARTBEAT_MS). */
export const MARK_EXPIRY_MS = 5 * 60_000;
export const HEARTBEAT_MS = 60_000;

/**
 * What can be edited, with the capability that edits it: "section:<id>", "page:<id>" (a composed
 * page on "Páginas"), "styling", "form:contact".
 */
export function capabilityOf(thing: string): Capability | null {
  if (/^section:[a-z0-9.-]{1,80}$/i.test(thing)) return "content";
  if (/^page:\d{1,9}$/.test(thing)) return "content";
  if (thing === "styling") return "styling";
  if (thing === "form:contact") return "formTexts";
  return null;
}

export function mayMark(role: string | null | undefined, thing: string): boolean {
  const capability = capabilityOf(thing);
  return capability !== null && can(role, capability);
}

/** What the open page shows: this person holds the mark, or someone else does (who, since when). */
export type MarkView =
  | { holding: true; pageToken: string }
  | {
      holding: false;
      /** "Maria Souza está editando desde 14:30." or "João Lima assumiu a edição às 14:35." */
      message: string;
      holderName: string;
      since: string;
      /** Set when the holder took the editing over from this person. */
      takenOverAt: string | null;
    };

type Mark = typeof editingMarks.$inferSelect;

function isLive(mark: Mark | undefined, now: Date): mark is Mark {
  return mark !== undefined && now.getTime() - mark.lastSeen.getTime() < MARK_EXPIRY_MS;
}

async function readMark(db: Database, thing: string): Promise<Mark | undefined> {
  const [mark] = await db.select().from(editingMarks).where(eq(editingMarks.thing, thing));
  return mark;
}

async function heldByAnother(
  db: Database,
  mark: Mark,
  userId: string,
): Promise<MarkView & { holding: false }> {
  const holderName = await personName(db, mark.userId);
  const since = clockTime(mark.startedAt);
  const takenOverAt = mark.takenFrom === userId && mark.takenAt ? clockTime(mark.takenAt) : null;
  return {
    holding: false,
    message: takenOverAt
      ? `${holderName} assumiu a edição às ${takenOverAt}.`
      : `${holderName} está editando desde ${since}.`,
    holderName,
    since,
    takenOverAt,
  };
}

/**
 * Opening the editor (its loader): takes the mark when it is free, expired or already this
 * person's (another tab, a reload: the start time stays); else says who holds it.
 */
export async function openEditor(
  db: Database,
  thing: string,
  userId: string,
  now = new Date(),
): Promise<MarkView> {
  const mark = await readMark(db, thing);
  if (isLive(mark, now) && mark.userId !== userId) return heldByAnother(db, mark, userId);
  const pageToken = crypto.randomUUID();
  if (isLive(mark, now)) {
    await db
      .update(editingMarks)
      .set({ pageToken, lastSeen: now })
      .where(and(eq(editingMarks.thing, thing), eq(editingMarks.userId, userId)));
  } else {
    await claim(db, thing, userId, pageToken, now, null);
  }
  // Two people opening at the same instant: the row says who got it.
  return (await readMark(db, thing))?.userId === userId
    ? { holding: true, pageToken }
    : heldByAnother(db, (await readMark(db, thing)) as Mark, userId);
}

async function claim(
  db: Database,
  thing: string,
  userId: string,
  pageToken: string,
  now: Date,
  takenFrom: string | null,
): Promise<void> {
  const row = {
    userId,
    pageToken,
    startedAt: now,
    lastSeen: now,
    takenFrom,
    takenAt: takenFrom ? now : null,
  };
  await db
    .insert(editingMarks)
    .values({ thing, ...row })
    .onConflictDoUpdate({ target: editingMarks.thing, set: row });
}

/** "Assumir a edição": the mark becomes this person's; the one who held it is told and cannot save. */
export async function takeOver(db: Database, thing: string, userId: string, now = new Date()): Promise<void> {
  const mark = await readMark(db, thing);
  const from = isLive(mark, now) && mark.userId !== userId ? mark.userId : null;
  await claim(db, thing, userId, crypto.randomUUID(), now, from);
}

/**
 * The open page's check-in: keeps this person's mark live (taking it again if it expired and
 * nobody else took it), or says who holds it now — "João assumiu a edição às 14:35".
 */
export async function heartbeat(
  db: Database,
  thing: string,
  userId: string,
  pageToken: string,
  now = new Date(),
): Promise<MarkView> {
  const mark = await readMark(db, thing);
  if (isLive(mark, now) && mark.userId !== userId) return heldByAnother(db, mark, userId);
  if (mark?.userId === userId) {
    await db
      .update(editingMarks)
      .set({ lastSeen: now })
      .where(and(eq(editingMarks.thing, thing), eq(editingMarks.userId, userId)));
    return { holding: true, pageToken: mark.pageToken };
  }
  await claim(db, thing, userId, pageToken, now, null);
  return { holding: true, pageToken };
}

/** Leaving the editor: frees the mark if this very page still holds it (a late call frees nothing). */
export async function release(db: Database, thing: string, userId: string, pageToken: string): Promise<void> {
  await db
    .delete(editingMarks)
    .where(
      and(
        eq(editingMarks.thing, thing),
        eq(editingMarks.userId, userId),
        eq(editingMarks.pageToken, pageToken),
      ),
    );
}

/**
 * The check before a save: null when this person may save (no one else holds a live mark),
 * else why not. A save that passes keeps the mark live as this person's.
 */
export async function saveBlockedBy(
  db: Database,
  thing: string,
  userId: string,
  now = new Date(),
): Promise<string | null> {
  const mark = await readMark(db, thing);
  if (isLive(mark, now) && mark.userId !== userId) return (await heldByAnother(db, mark, userId)).message;
  if (mark?.userId === userId)
    await db
      .update(editingMarks)
      .set({ lastSeen: now })
      .where(and(eq(editingMarks.thing, thing), eq(editingMarks.userId, userId)));
  return null;
}
