/**
 * npm run restore -- FILE
 *
 * Restores a file made by `npm run backup` (or by the server's daily backups) into an empty
 * database (DATABASE_URL) or a fresh data directory (DATA_DIR), then the server can start on it
 * (and applies any newer migration). An embedded database's backup also restores into an empty
 * PostgreSQL database: the way to move from the embedded database to PostgreSQL
 * (app/.server/backup/embedded-to-postgres.ts). Refuses a target that already holds data, a file
 * from a newer version of the site, and a PostgreSQL backup into a data directory, each with a
 * message saying what to do.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import {
  BackupFileError,
  knownSchema,
  postgresTool,
  readBackupHeader,
  runTool,
} from "../app/.server/backup/backup-file";
import { copyEmbeddedIntoPostgres, refuseNonEmptyPostgres } from "../app/.server/backup/embedded-to-postgres";
import { ConfigError, loadConfig } from "../app/.server/config";
import { migrationsFolder } from "../app/.server/db/client";
import { acquireDataDirLock, DataDirLockedError } from "../app/.server/db/lock";

async function main() {
  const file = process.argv[2];
  if (!file) throw new BackupFileError("usage: npm run restore -- FILE");
  if (!fs.existsSync(file)) throw new BackupFileError(`${file}: no such file.`);
  const config = loadConfig(process.env);
  const { header, dumpOffset } = readBackupHeader(file);
  const known = knownSchema(migrationsFolder);
  if (header.schemaVersion > known.version) {
    throw new BackupFileError(
      `${file} comes from a newer version of the site (schema ${header.schemaVersion}; this version knows ${known.version}). ` +
        "Restore it with the version that made it, or a later one.",
    );
  }
  if (config.DATABASE_URL) {
    await refuseNonEmptyPostgres(config.DATABASE_URL);
    if (header.database === "pglite") {
      // Moving from the embedded database to PostgreSQL.
      const copied = await copyEmbeddedIntoPostgres(
        fs.readFileSync(file).subarray(dumpOffset),
        config.DATABASE_URL,
      );
      console.log(
        `Copied the embedded database into PostgreSQL: ${copied.rows} rows in ${copied.tables} tables.`,
      );
    } else {
      await restorePostgres(config.DATABASE_URL, file, dumpOffset);
    }
  } else {
    if (header.database !== "pglite") {
      throw new BackupFileError(
        `${file} is a PostgreSQL backup: set DATABASE_URL to an empty database. ` +
          "A PostgreSQL backup does not restore into the embedded database.",
      );
    }
    refuseUsedDataDir(config.DATA_DIR);
    await restoreEmbeddedData(config.DATA_DIR, file, dumpOffset);
  }
  console.log(
    `Restored ${file} (${header.database}, schema ${header.schemaVersion}, made ${header.createdAt}).`,
  );
}

async function restorePostgres(databaseUrl: string, file: string, dumpOffset: number) {
  await runTool(
    postgresTool("pg_restore"),
    ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "-d", databaseUrl],
    { stdin: fs.createReadStream(file, { start: dumpOffset }) },
  );
}

/** Refuses a data directory that already holds a database. */
function refuseUsedDataDir(dataDir: string) {
  const target = path.join(dataDir, "pglite");
  if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
    throw new BackupFileError(
      `${path.resolve(target)} already holds a database: restore only into a new DATA_DIR.`,
    );
  }
}

async function restoreEmbeddedData(dataDir: string, file: string, dumpOffset: number) {
  const release = acquireDataDirLock(dataDir);
  try {
    const dump = fs.readFileSync(file).subarray(dumpOffset);
    // The leads search's indexes use pg_trgm: the database opens with it, as the server opens it.
    const database = new PGlite(path.join(dataDir, "pglite"), {
      loadDataDir: new Blob([dump]),
      extensions: { pg_trgm },
    });
    await database.waitReady;
    await database.query("select 1");
    await database.close();
  } finally {
    release();
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
