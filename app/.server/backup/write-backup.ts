import fs from "node:fs";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import pg from "pg";
import type { DatabaseHandle } from "~/.server/db/client";
import { migrationsFolder } from "~/.server/db/client";
import {
  type BackupHeader,
  headerBytes,
  knownSchema,
  postgresTool,
  readBackupHeader,
  runTool,
} from "./backup-file";
import { embeddedBackup } from "./embedded-backup";

/**
 * Writing a backup file, shared by `npm run backup` and the server's daily backups (decisions
 * 047 and 040): the file is written as FILE.partial, read back as the restore will read it, and
 * only then renamed to FILE, so a file with the final name is always a whole, readable backup.
 */

/** What went into the file, once it is in place. */
export type WrittenBackup = { file: string; bytes: number; header: BackupHeader };

/**
 * Writes `file` through `write` (which fills the .partial file), checks it, then renames it.
 * Aborted (`signal`), nothing is left: no file, no .partial.
 */
export async function writeCheckedBackup(
  file: string,
  write: (partial: string) => Promise<void>,
  signal?: AbortSignal,
): Promise<WrittenBackup> {
  const partial = `${file}.partial`;
  try {
    signal?.throwIfAborted();
    await write(partial);
    signal?.throwIfAborted();
    await checkBackupFile(partial);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  return { file, bytes: fs.statSync(file).size, header: readBackupHeader(file).header };
}

/** pg_dump of the database (custom format, one snapshot: consistent while leads keep arriving). */
export async function writePostgresBackup(
  databaseUrl: string,
  file: string,
  signal?: AbortSignal,
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let applied: number;
  try {
    const result = await client.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    applied = result.rows[0].count;
  } finally {
    await client.end();
  }
  const known = knownSchema(migrationsFolder);
  const fd = fs.openSync(file, "w", 0o600);
  try {
    fs.writeSync(
      fd,
      headerBytes({
        database: "postgres",
        schemaVersion: applied,
        migration: applied === known.version ? known.migration : "",
        createdAt: new Date().toISOString(),
      }),
    );
    await runTool(
      postgresTool("pg_dump"),
      ["--format=custom", "--no-owner", "--no-privileges", databaseUrl],
      { stdout: fd, signal },
    );
  } finally {
    fs.closeSync(fd);
  }
}

/** The embedded database's dump, taken by the process that has it open. */
export async function writeEmbeddedBackup(
  database: Pick<DatabaseHandle, "db" | "dumpDataDir">,
  file: string,
): Promise<void> {
  fs.writeFileSync(file, await embeddedBackup(database), { mode: 0o600 });
}

/**
 * Reads the file back: its header, and its dump as the restore will (pg_restore's list of a
 * PostgreSQL dump, or the embedded dump's whole gzip stream). Throws when either is damaged.
 */
export async function checkBackupFile(file: string): Promise<void> {
  const { header, dumpOffset } = readBackupHeader(file);
  const dump = () => fs.createReadStream(file, { start: dumpOffset });
  if (header.database === "postgres") {
    await runTool(postgresTool("pg_restore"), ["--list"], { stdin: dump() });
    return;
  }
  await pipeline(
    dump(),
    zlib.createGunzip(),
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    }),
  );
}
