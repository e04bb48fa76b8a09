import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackupStatus } from "~/.server/admin/backup-status";
import { readBackupHeader } from "~/.server/backup/backup-file";
import { type DailyBackupDeps, readDailyBackupState, runDailyBackup } from "~/.server/backup/daily-backups";
import { checkBackupFile } from "~/.server/backup/write-backup";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { createLogger } from "~/.server/logger";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { projectRoot } from "../support/build-snapshot";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead } from "../support/leads";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The server's daily backups: from BACKUP_HOUR (Brasília time) on, one backup a day, made by one
 * instance however many look at once and however often they restart; each file checked; the
 * oldest beyond BACKUP_KEEP deleted; a failure recorded and tried again an hour later. On a real
 * server: the backup is made on its own, restores, and the Administrador's dashboard shows its
 * time and size — or that the last attempt failed, while the site keeps serving.
 */

const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

const logger = createLogger("silent");
/** 04:00 in Brasília (UTC-3) on a day of November 2026. */
const brasilia = (day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(2026, 10, day, hour + 3, minute));
const backupFiles = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".backup"))
    .sort();

describe.each(databaseKinds)("daily backups on %s", (kind) => {
  let database: TestDatabase;
  /** A second instance on the same PostgreSQL database (PGlite has one process: the same handle). */
  let other: DatabaseHandle;
  let dir: string;
  const deps = (handle: DatabaseHandle, env: Partial<DailyBackupDeps["config"]> = {}): DailyBackupDeps => ({
    database: handle,
    logger,
    config: {
      BACKUP_DIR: dir,
      BACKUP_KEEP: 2,
      BACKUP_HOUR: 3,
      DATABASE_URL: database.url,
      ...env,
    },
  });
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    other = database.url ? await openDatabase({ databaseUrl: database.url, dataDir: "unused" }) : database;
    dir = tempDir("cota-daily-");
    expect((await sendLead(database.db)).status).toBe("stored");
  });
  afterAll(async () => {
    if (other !== database) await other.close();
    await database.close();
  });

  it("makes one checked backup a day from the hour on, keeps BACKUP_KEEP files, and records a failure", async () => {
    // Before the hour: nothing.
    expect(await runDailyBackup(deps(database), brasilia(20, 2, 59))).toEqual({ outcome: "skipped" });
    expect(backupFiles(dir)).toEqual([]);
    expect((await readBackupStatus(database.db, { BACKUP_DIR: dir }, brasilia(20, 2, 59))).warning).toBe(
      "Nenhuma cópia de segurança diária foi concluída ainda.",
    );

    // From the hour: three looks at once, on two instances, make one backup.
    const looks = await Promise.all(
      [database, other, database].map((handle) => runDailyBackup(deps(handle), brasilia(20, 4))),
    );
    expect(looks.filter((look) => look.outcome === "written")).toHaveLength(1);
    const [first] = backupFiles(dir);
    expect(backupFiles(dir)).toEqual([first]);
    const file = path.join(dir, first);
    expect(readBackupHeader(file).header.database).toBe(kind);
    await checkBackupFile(file);

    // Later that day, and after a restart (a new connection), no second one.
    expect(await runDailyBackup(deps(other), brasilia(20, 23, 30))).toEqual({ outcome: "skipped" });
    if (database.url) {
      const restarted = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
      expect(await runDailyBackup(deps(restarted), brasilia(20, 23, 40))).toEqual({ outcome: "skipped" });
      await restarted.close();
    }
    expect(backupFiles(dir)).toHaveLength(1);

    const status = await readBackupStatus(database.db, { BACKUP_DIR: dir }, brasilia(21, 1));
    expect(status).toMatchObject({ enabled: true, warning: null, failure: null });
    expect(status.last).toEqual({
      at: "20/11/2026, 04:00",
      size: expect.stringMatching(/^\d+(,\d)? (KB|MB)$/),
      file: first,
    });
    // Two days and a bit later, with no backup since: a warning.
    expect((await readBackupStatus(database.db, { BACKUP_DIR: dir }, brasilia(22, 5))).warning).toBe(
      "A última cópia de segurança tem mais de dois dias.",
    );

    // The next two days: BACKUP_KEEP (2) files stay, the oldest goes.
    expect((await runDailyBackup(deps(database), brasilia(21, 4))).outcome).toBe("written");
    const third = await runDailyBackup(deps(database), brasilia(22, 4));
    expect(third).toMatchObject({ outcome: "written", removed: [first] });
    expect(backupFiles(dir)).toHaveLength(2);
    expect(backupFiles(dir)).not.toContain(first);

    // A folder that cannot be written: the failure is recorded, said on the dashboard, and
    // tried again an hour later, not at the next look.
    const blocked = path.join(tempDir("cota-daily-blocked-"), "a-file");
    fs.writeFileSync(blocked, "not a folder");
    const failed = await runDailyBackup(deps(database, { BACKUP_DIR: blocked }), brasilia(23, 4));
    expect(failed.outcome).toBe("failed");
    const afterFailure = await readBackupStatus(database.db, { BACKUP_DIR: blocked }, brasilia(23, 4, 5));
    expect(afterFailure.failure).toEqual({
      at: "23/11/2026, 04:00",
      error: expect.stringContaining("a-file"),
    });
    expect(afterFailure.last?.at).toBe("22/11/2026, 04:00");
    expect(await runDailyBackup(deps(database), brasilia(23, 4, 30))).toEqual({ outcome: "skipped" });
    expect((await runDailyBackup(deps(database), brasilia(23, 5, 1))).outcome).toBe("written");
    expect((await readDailyBackupState(database.db)).lastAttemptOk).toBe(true);
    expect((await readBackupStatus(database.db, { BACKUP_DIR: dir }, brasilia(23, 6))).failure).toBeNull();

    // The server stops during a backup: no file is left, and the day's backup is still due at
    // the next start (not after the hour a failure waits, nor the two hours a dead mark holds).
    const filesBefore = fs.readdirSync(dir).sort();
    const stopping = new AbortController();
    stopping.abort();
    expect(await runDailyBackup({ ...deps(database), signal: stopping.signal }, brasilia(24, 4))).toEqual({
      outcome: "interrupted",
    });
    expect(fs.readdirSync(dir).sort()).toEqual(filesBefore);
    expect((await runDailyBackup(deps(other), brasilia(24, 4, 1))).outcome).toBe("written");
  }, 120_000);
});

const run = promisify(execFile);
const buildRoot = process.env.TEST_BUILD_ROOT ?? projectRoot;

describe("daily backups by a running server", () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  const env = (backupDir: string) => ({
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    BACKUP_DIR: backupDir,
    BACKUP_HOUR: "0",
    METRICS_TOKEN: "metrics-token-for-the-tests",
  });

  async function dashboard(running: ServerProcess): Promise<string> {
    const admin = new Visitor(running.url);
    expect((await admin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
    const page = await admin.get("/admin");
    expect(page.status).toBe(200);
    return page.text;
  }

  it("backs up the embedded database it owns, shows it on the dashboard, and the file restores", async () => {
    const backupDir = tempDir("cota-daily-server-");
    server = await startServer({ env: env(backupDir) });
    await expect.poll(() => backupFiles(backupDir).length, { timeout: 30_000 }).toBe(1);
    const [file] = backupFiles(backupDir);

    const html = await dashboard(server);
    expect(html).toContain("Cópias de segurança");
    expect(html).toContain(file);
    expect(html).toMatch(/Última cópia<\/dt><dd[^>]*>\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}<\/dd>/);
    expect(html).toMatch(/Tamanho<\/dt><dd[^>]*>\d+(,\d)? (KB|MB)<\/dd>/);
    expect(html).not.toContain("mais de dois dias");
    const metrics = await fetch(`${server.url}/metrics`, {
      headers: { authorization: "Bearer metrics-token-for-the-tests" },
    });
    const scraped = await metrics.text();
    expect(scraped).toContain('cota_backups_total{outcome="written"} 1');
    expect(scraped).toMatch(/cota_backup_last_success_timestamp_seconds \d{10}/);
    expect((await server.stop()).code).toBe(0);
    server = undefined;

    // The day's file is a whole backup: it restores into a fresh data directory.
    const restoredDir = tempDir("cota-daily-restored-");
    const restore = await run(
      process.execPath,
      [path.join(buildRoot, "build/restore.js"), path.join(backupDir, file)],
      {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: restoredDir, LOG_LEVEL: "warn" },
      },
    );
    expect(restore.stdout).toContain("Restored");
    const restored = await openDatabase({ dataDir: restoredDir });
    try {
      // The admin the server ensured at start-up, before its first look at the backups.
      const accounts = await restored.db.query.users.findMany();
      expect(accounts.map((account) => account.email)).toContain(testAdmin.email);
    } finally {
      await restored.close();
    }
  }, 120_000);

  it("says on the dashboard that the last attempt failed, and keeps serving", async () => {
    const blocked = path.join(tempDir("cota-daily-blocked-"), "a-file");
    fs.writeFileSync(blocked, "not a folder");
    server = await startServer({ env: env(blocked) });
    await expect.poll(() => server?.output().includes("daily backup failed"), { timeout: 30_000 }).toBe(true);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    const html = await dashboard(server);
    expect(html).toContain("Nenhuma cópia de segurança diária foi concluída ainda.");
    expect(html).toMatch(/A última tentativa, em \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}, falhou: /);
    expect((await server.stop()).code).toBe(0);
    server = undefined;
  }, 120_000);
});
