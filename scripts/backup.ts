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
import { readAdminApiFile } from "../app/.server/auth/admin-api";
import { BackupFileError } from "../app/.server/backup/backup-file";
import {
  writeCheckedBackup,
  writeEmbeddedBackup,
  writePostgresBackup,
} from "../app/.server/backup/write-backup";
import { ConfigError, loadConfig } from "../app/.server/config";
import { openDatabase } from "../app/.server/db/client";
import { DataDirLockedError } from "../app/.server/db/lock";

const { values } = parseArgs({ options: { out: { type: "string" } }, strict: true });

async function main() {
  const config = loadConfig(process.env);
  const stamp = new Date().toISOString().replace(/[:.]/g, "-").slice(0, 19);
  const file = path.resolve(values.out ?? path.join("backups", `cota-facil-${stamp}.backup`));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const databaseUrl = config.DATABASE_URL;
  const written = await writeCheckedBackup(file, (partial) =>
    databaseUrl ? writePostgresBackup(databaseUrl, partial) : backUpEmbedded(config.DATA_DIR, partial),
  );
  console.log(
    `Backup written: ${file} (${written.bytes} bytes, ${written.header.database}, schema ${written.header.schemaVersion})`,
  );
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
    await writeEmbeddedBackup(database, file);
  } finally {
    await database.close();
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
