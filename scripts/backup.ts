/**
 * npm run backup -- [--out FILE]
 *
 * Writes one file holding everything the site keeps (leads and deliveries, content, versions,
 * pages, media bytes, users, settings), consistent while the site serves, with the schema
 * version in its header (app/.server/backup/backup-file.ts). With DATABASE_URL: pg_dump (custom
 * format). With the embedded database: asked of the running server, which owns the data
 * directory (GET /api/admin/backup with the token it wrote to DATA_DIR/admin-api.json); with no
 * server running, the data directory is opened here, under its lock. The file is read back
 * before the command says it is done. Default file: ./backups/cota-facil-<date>.backup
 */
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import pg from "pg";
import { readAdminApiFile } from "../app/.server/auth/admin-api";
import {
  BackupFileError,
  headerBytes,
  knownSchema,
  postgresTool,
  readBackupHeader,
  runTool,
} from "../app/.server/backup/backup-file";
import { ConfigError, loadConfig } from "../app/.server/config";
import { migrationsFolder, openDatabase } from "../app/.server/db/client";
import { DataDirLockedError } from "../app/.server/db/lock";

const { values } = parseArgs({ options: { out: { type: "string" } }, strict: true });

async function main() {
  const config = loadConfig(process.env);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const file = path.resolve(values.out ?? path.join("backups", `cota-facil-${stamp}.backup`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  try {
    if (config.DATABASE_URL) await backUpPostgres(config.DATABASE_URL, partial);
    else await backUpEmbedded(config.DATA_DIR, partial);
    await check(partial);
    fs.renameSync(partial, file);
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  const { header } = readBackupHeader(file);
  console.log(
    `Backup written: ${file} (${fs.statSync(file).size} bytes, ${header.database}, schema ${header.schemaVersion})`,
  );
}

async function backUpPostgres(databaseUrl: string, file: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let applied: { count: number; migration: string };
  try {
    const result = await client.query<{ count: number }>(
      "select count(*)::int as count from drizzle.__drizzle_migrations",
    );
    applied = { count: result.rows[0].count, migration: "" };
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
        schemaVersion: applied.count,
        migration: applied.count === known.version ? known.migration : "",
        createdAt: new Date().toISOString(),
      }),
    );
    // One transaction snapshot: consistent while leads keep arriving.
    await runTool(
      postgresTool("pg_dump"),
      ["--format=custom", "--no-owner", "--no-privileges", databaseUrl],
      {
        stdout: fd,
      },
    );
  } finally {
    fs.closeSync(fd);
  }
}

async function backUpEmbedded(dataDir: string, file: string) {
  const api = readAdminApiFile(dataDir);
  if (api) {
    const response = await fetch(`${api.url}/api/admin/backup`, {
      headers: { authorization: `Bearer ${api.token}` },
    }).catch(() => null);
    if (response?.ok && response.body) {
      await pipeline(Readable.fromWeb(response.body as never), fs.createWriteStream(file, { mode: 0o600 }));
      return;
    }
    if (response) throw new BackupFileError(`The server refused the backup (HTTP ${response.status}).`);
    // No answer: the server that wrote the file is gone; open the data directory here.
  }
  const database = await openDatabase({ dataDir });
  try {
    const { embeddedBackup } = await import("../app/.server/backup/embedded-backup");
    fs.writeFileSync(file, await embeddedBackup(database), { mode: 0o600 });
  } finally {
    await database.close();
  }
}

/** Reads the file back: its header, and its dump as the restore will (pg_restore's list, or the whole gzip stream). */
async function check(file: string) {
  const { header, dumpOffset } = readBackupHeader(file);
  const dump = () => fs.createReadStream(file, { start: dumpOffset });
  if (header.database === "postgres") {
    await runTool(postgresTool("pg_restore"), ["--list"], { stdin: dump() });
  } else {
    await pipeline(
      dump(),
      zlib.createGunzip(),
      new (await import("node:stream")).Writable({
        write(_chunk, _encoding, done) {
          done();
        },
      }),
    );
  }
}

main().catch((error) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof BackupFileError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
