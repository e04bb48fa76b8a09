import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { AppConfig } from "~/.server/config";
import type { Database, DatabaseHandle } from "~/.server/db/client";
import { lockKeys } from "~/.server/db/lock-keys";
import { siteSettings } from "~/.server/db/schema";
import { brasiliaDayAndHour } from "~/.server/leads/lead-notifications";
import type { Logger } from "~/.server/logger";
import { writeCheckedBackup, writeEmbeddedBackup, writePostgresBackup } from "./write-backup";

/**
 * The server's own daily backup (docs/decisions/040). With BACKUP_DIR set, every instance looks
 * once a minute whether today's backup (Brasília day, from BACKUP_HOUR on) is still to be made.
 * One instance at a time looks (a transaction-level advisory lock, as the retention pass and the
 * CRM alert), and the day's outcome is kept in the database (a site_settings row): an instance
 * that takes the turn marks the attempt as under way before it starts, so a second instance, or
 * a restart, makes no second backup that day. The file is written and read back like
 * `npm run backup` (write-backup.ts), then the oldest files beyond BACKUP_KEEP are deleted.
 * A failure is recorded (the dashboard says so), logged and counted; it never stops the server,
 * and the next try comes an hour later.
 */

export const BACKUP_STATE_SECTION = "daily-backup-state";

/** What the database remembers of the daily backups. */
export type DailyBackupState = {
  lastSuccess?: { at: string; day: string; file: string; bytes: number };
  lastFailure?: { at: string; error: string };
  /** Whether the latest attempt succeeded. */
  lastAttemptOk?: boolean;
  /** An attempt under way (its instance may have died: it lapses after RUN_LEASE_MS). */
  running?: { at: string; day: string };
};

export type DailyBackupSettings = Pick<
  AppConfig,
  "BACKUP_DIR" | "BACKUP_KEEP" | "BACKUP_HOUR" | "DATABASE_URL"
>;

export type DailyBackupOutcome =
  | { outcome: "skipped" }
  | { outcome: "written"; file: string; bytes: number; removed: string[] }
  | { outcome: "failed"; error: string }
  /** The server stopped during the backup: the day's backup is still due (at the next start). */
  | { outcome: "interrupted" };

/** An attempt whose instance died mid-way stops blocking the day's backup after this long. */
const RUN_LEASE_MS = 2 * 60 * 60_000;
/** After a failed attempt, the next one waits this long (a full disk is not hammered). */
export const RETRY_AFTER_FAILURE_MS = 60 * 60_000;
/** How often each instance looks whether the day's backup is due. */
const CHECK_EVERY_MS = 60_000;
/** Files the daily backup writes, and the only ones it deletes. */
const BACKUP_FILE = /^cota-facil-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.backup$/;

type Executor = Pick<Database, "select" | "insert" | "update">;

async function lockedState(tx: Executor): Promise<DailyBackupState> {
  await tx
    .insert(siteSettings)
    .values({ section: BACKUP_STATE_SECTION, settings: {} })
    .onConflictDoNothing({ target: siteSettings.section });
  const [row] = await tx
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.section, BACKUP_STATE_SECTION))
    .for("update");
  return (row?.settings ?? {}) as DailyBackupState;
}

async function saveState(tx: Executor, state: DailyBackupState) {
  await tx
    .update(siteSettings)
    .set({ settings: state })
    .where(eq(siteSettings.section, BACKUP_STATE_SECTION));
}

export async function readDailyBackupState(db: Pick<Database, "select">): Promise<DailyBackupState> {
  const [row] = await db
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.section, BACKUP_STATE_SECTION));
  return (row?.settings ?? {}) as DailyBackupState;
}

/** Whether the day's backup is due at `now` for a state (read under the lock). */
export function backupIsDue(state: DailyBackupState, hourFrom: number, now: Date): boolean {
  const { day, hour } = brasiliaDayAndHour(now);
  if (hour < hourFrom) return false;
  if (state.lastSuccess?.day === day) return false;
  const since = (at: string | undefined) => (at ? now.getTime() - Date.parse(at) : Number.POSITIVE_INFINITY);
  if (state.running && since(state.running.at) < RUN_LEASE_MS) return false;
  if (state.lastAttemptOk === false && since(state.lastFailure?.at) < RETRY_AFTER_FAILURE_MS) return false;
  return true;
}

/** Takes the day's turn: true when this instance is to make the backup now (marked as under way). */
async function takeTurn(db: Database, hourFrom: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const turn = await tx.execute(sql`select pg_try_advisory_xact_lock(${lockKeys.dailyBackup}) as "ours"`);
    const [row] = (turn as unknown as { rows: { ours: boolean }[] }).rows;
    if (!row?.ours) return false;
    const state = await lockedState(tx);
    if (!backupIsDue(state, hourFrom, now)) return false;
    const { day } = brasiliaDayAndHour(now);
    await saveState(tx, { ...state, running: { at: now.toISOString(), day } });
    return true;
  });
}

async function recordOutcome(db: Database, change: (state: DailyBackupState) => DailyBackupState) {
  await db.transaction(async (tx) => {
    const { running: _done, ...state } = await lockedState(tx);
    await saveState(tx, change(state));
  });
}

/** Deletes the oldest daily backup files beyond `keep` (only files named as it names them). */
export function removeOldBackups(dir: string, keep: number): string[] {
  const files = fs
    .readdirSync(dir)
    .filter((name) => BACKUP_FILE.test(name))
    .sort()
    .reverse();
  const removed = files.slice(keep);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

export type DailyBackupDeps = {
  database: Pick<DatabaseHandle, "db" | "dumpDataDir">;
  config: DailyBackupSettings;
  logger: Logger;
  /** Told of each attempt's outcome (the metrics count them). */
  onOutcome?: (outcome: "written" | "failed") => void;
  /** Aborted when the server stops: pg_dump is stopped and nothing is left of the file. */
  signal?: AbortSignal;
};

/** One look: makes the day's backup when it is due and this instance has the turn. */
export async function runDailyBackup(deps: DailyBackupDeps, now = new Date()): Promise<DailyBackupOutcome> {
  const { database, config, logger } = deps;
  if (!config.BACKUP_DIR) return { outcome: "skipped" };
  if (!(await takeTurn(database.db, config.BACKUP_HOUR, now))) return { outcome: "skipped" };
  const dir = path.resolve(config.BACKUP_DIR);
  const { day } = brasiliaDayAndHour(now);
  try {
    fs.mkdirSync(dir, { recursive: true });
    const stamp = now.toISOString().replace(/[:.]/g, "-").slice(0, 19);
    const databaseUrl = config.DATABASE_URL;
    const written = await writeCheckedBackup(
      path.join(dir, `cota-facil-${stamp}.backup`),
      (partial) =>
        databaseUrl
          ? writePostgresBackup(databaseUrl, partial, deps.signal)
          : writeEmbeddedBackup(database, partial),
      deps.signal,
    );
    await recordOutcome(database.db, (state) => ({
      ...state,
      lastAttemptOk: true,
      lastSuccess: { at: now.toISOString(), day, file: written.file, bytes: written.bytes },
    }));
    let removed: string[] = [];
    try {
      removed = removeOldBackups(dir, config.BACKUP_KEEP);
    } catch (error) {
      logger.warn({ err: error, dir }, "daily backup: could not delete the oldest files");
    }
    deps.onOutcome?.("written");
    logger.info({ file: written.file, bytes: written.bytes, removed }, "daily backup written and checked");
    return { outcome: "written", file: written.file, bytes: written.bytes, removed };
  } catch (error) {
    if (deps.signal?.aborted) {
      // Not a failure: the mark is cleared, so the next start makes the day's backup at once.
      logger.info("daily backup interrupted by the server stopping: made at the next start");
      await recordOutcome(database.db, (state) => state).catch(() => {});
      return { outcome: "interrupted" };
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    deps.onOutcome?.("failed");
    logger.error({ err: error, dir }, "daily backup failed: tried again in an hour");
    await recordOutcome(database.db, (state) => ({
      ...state,
      lastAttemptOk: false,
      lastFailure: { at: now.toISOString(), error: message },
    })).catch((recordError) =>
      logger.error({ err: recordError }, "daily backup: could not record the failure"),
    );
    return { outcome: "failed", error: message };
  }
}

/**
 * Looks every minute (the first time soon after start) whether the day's backup is due. Off
 * without BACKUP_DIR. Stopping interrupts a PostgreSQL backup under way (pg_dump is stopped, the
 * day's backup stays due for the next start) and waits for it to be tidied away, so the database
 * is not closed beneath it; the embedded database's dump, taken in memory, finishes and is
 * discarded.
 */
export function scheduleDailyBackups(deps: DailyBackupDeps): { stop(): Promise<void> } {
  if (!deps.config.BACKUP_DIR) return { stop: async () => {} };
  let running: Promise<unknown> | undefined;
  const stopping = new AbortController();
  const look = () => {
    if (running) return;
    running = runDailyBackup({ ...deps, signal: stopping.signal })
      .catch((error) =>
        deps.logger.warn({ err: error }, "daily backup: could not look whether it is due (tried again)"),
      )
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(look, 2_000);
  const every = setInterval(look, CHECK_EVERY_MS);
  first.unref();
  every.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      stopping.abort();
      await running;
    },
  };
}
