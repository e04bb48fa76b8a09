import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clockTime } from "~/.server/admin/edit-conflicts";
import {
  heartbeat,
  MARK_EXPIRY_MS,
  openEditor,
  release,
  saveBlockedBy,
  takeOver,
} from "~/.server/admin/editing-marks";
import { editingMarks, users } from "~/.server/db/schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * "Maria está editando desde 14:30": the first to open an editor holds its mark, anyone else is
 * told who and since when and cannot save; the mark lapses without check-ins, is let go on
 * leaving, and can be taken over — the person it was taken from is told on their next check-in
 * and their save is refused.
 */

const thing = "section:hero.modelo-prime";
const minutes = (n: number) => n * 60_000;

describe.each(databaseKinds)("editing marks on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values([
      { id: "ana", name: "Ana Lima", email: "ana@example.com.br", role: "admin" },
      { id: "maria", name: "Maria Souza", email: "maria@example.com.br", role: "editor" },
    ]);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(editingMarks);
  });

  it("tells the second person who is editing since when, and refuses their save only", async () => {
    const t0 = new Date("2026-11-27T17:30:00Z");
    const ana = await openEditor(database.db, thing, "ana", t0);
    expect(ana.holding).toBe(true);
    const maria = await openEditor(database.db, thing, "maria", new Date(t0.getTime() + minutes(1)));
    expect(maria).toMatchObject({
      holding: false,
      message: `Ana Lima está editando desde ${clockTime(t0)}.`,
    });
    expect(await saveBlockedBy(database.db, thing, "maria", new Date(t0.getTime() + minutes(2)))).toBe(
      `Ana Lima está editando desde ${clockTime(t0)}.`,
    );
    expect(await saveBlockedBy(database.db, thing, "ana", new Date(t0.getTime() + minutes(2)))).toBeNull();
    // Another thing is free: the marks are per edited thing.
    expect((await openEditor(database.db, "styling", "maria", t0)).holding).toBe(true);
  });

  it("keeps the mark while the page checks in, and frees it a few minutes after the last check-in", async () => {
    const t0 = new Date("2026-11-27T17:30:00Z");
    const ana = await openEditor(database.db, thing, "ana", t0);
    if (!ana.holding) throw new Error("expected the mark");
    const at = (n: number) => new Date(t0.getTime() + minutes(n));
    expect((await heartbeat(database.db, thing, "ana", ana.pageToken, at(4))).holding).toBe(true);
    expect((await openEditor(database.db, thing, "maria", at(8))).holding).toBe(false);
    // No check-in since minute 4: past the expiry, Maria opens the editor and holds it.
    const later = new Date(at(4).getTime() + MARK_EXPIRY_MS + 1000);
    expect((await openEditor(database.db, thing, "maria", later)).holding).toBe(true);
    expect(await saveBlockedBy(database.db, thing, "ana", later)).toMatch(/^Maria Souza está editando desde/);
  });

  it("lets go of the mark when its page leaves, not when an older page of the same person does", async () => {
    const first = await openEditor(database.db, thing, "ana");
    const second = await openEditor(database.db, thing, "ana");
    if (!first.holding || !second.holding) throw new Error("expected the mark");
    await release(database.db, thing, "ana", first.pageToken);
    expect((await openEditor(database.db, "section:hero.modelo-prime", "maria")).holding).toBe(false);
    await release(database.db, thing, "ana", second.pageToken);
    expect((await openEditor(database.db, thing, "maria")).holding).toBe(true);
  });

  it("takes the editing over: the other person is told on their next check-in and cannot save", async () => {
    const t0 = new Date("2026-11-27T17:30:00Z");
    const takenAt = new Date(t0.getTime() + minutes(5) - 1000);
    const ana = await openEditor(database.db, thing, "ana", t0);
    if (!ana.holding) throw new Error("expected the mark");
    await takeOver(database.db, thing, "maria", takenAt);

    const told = await heartbeat(
      database.db,
      thing,
      "ana",
      ana.pageToken,
      new Date(takenAt.getTime() + 1000),
    );
    expect(told).toMatchObject({
      holding: false,
      message: `Maria Souza assumiu a edição às ${clockTime(takenAt)}.`,
    });
    expect(await saveBlockedBy(database.db, thing, "ana", new Date(takenAt.getTime() + 2000))).toBe(
      `Maria Souza assumiu a edição às ${clockTime(takenAt)}.`,
    );
    expect(await saveBlockedBy(database.db, thing, "maria", new Date(takenAt.getTime() + 2000))).toBeNull();
    // Someone else opening it now is told Maria is editing, not that it was taken from them.
    const third = await openEditor(database.db, thing, "ana-2", new Date(takenAt.getTime() + 3000));
    expect(third).toMatchObject({
      holding: false,
      message: `Maria Souza está editando desde ${clockTime(takenAt)}.`,
    });
  });
});
