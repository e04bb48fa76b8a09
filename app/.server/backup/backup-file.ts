import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";

/**
 * A backup is one file: a first line naming the format, a second line of JSON saying which
 * database it comes from and at which schema version (the migrations applied), then the
 * database's own dump — pg_dump's custom format for PostgreSQL, the data directory as tar.gz for
 * the embedded database. Restore reads the two lines first, so it can refuse a file from a newer
 * version of the site before touching anything.
 */

export const BACKUP_MAGIC = "COTA-FACIL-BACKUP 1";

export type BackupHeader = {
  database: "postgres" | "pglite";
  /** How many migrations the database had applied. */
  schemaVersion: number;
  /** The last of them, e.g. "0018_outbox_failed_index". */
  migration: string;
  createdAt: string;
};

export function headerBytes(header: BackupHeader): Buffer {
  return Buffer.from(`${BACKUP_MAGIC}\n${JSON.stringify(header)}\n`, "utf8");
}

export class BackupFileError extends Error {}

/** The header and where the dump starts in the file. */
export function readBackupHeader(file: string): { header: BackupHeader; dumpOffset: number } {
  const fd = fs.openSync(file, "r");
  try {
    const start = Buffer.alloc(4096);
    const read = fs.readSync(fd, start, 0, start.length, 0);
    const text = start.subarray(0, read).toString("latin1");
    const first = text.indexOf("\n");
    const second = text.indexOf("\n", first + 1);
    if (first < 0 || second < 0 || text.slice(0, first) !== BACKUP_MAGIC) {
      throw new BackupFileError(`${file} is not a Cota Fácil backup (made by npm run backup).`);
    }
    const header = JSON.parse(start.subarray(first + 1, second).toString("utf8")) as BackupHeader;
    if (!["postgres", "pglite"].includes(header.database) || !Number.isInteger(header.schemaVersion)) {
      throw new BackupFileError(`${file}: the backup's header is damaged.`);
    }
    return { header, dumpOffset: second + 1 };
  } finally {
    fs.closeSync(fd);
  }
}

/** The migrations this code knows (its schema version) and the last one's name. */
export function knownSchema(migrationsFolder: string): { version: number; migration: string } {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as {
    entries: { tag: string }[];
  };
  return { version: journal.entries.length, migration: journal.entries.at(-1)?.tag ?? "" };
}

/** How many migrations the database has applied (Drizzle's own table). */
export async function appliedSchemaVersion(db: Database): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    applied: number;
  }[];
  return Number(rows[0]?.applied ?? 0);
}

/** pg_dump / pg_restore: POSTGRES_BIN_DIR, else PostgreSQL 15's Debian place, else the PATH. */
export function postgresTool(name: "pg_dump" | "pg_restore" | "psql"): string {
  for (const dir of [process.env.POSTGRES_BIN_DIR, "/usr/lib/postgresql/15/bin"]) {
    if (dir && fs.existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  return name;
}

/** Runs a tool, its stdout into a file descriptor or its stdin from a stream; rejects with its stderr. */
export function runTool(
  command: string,
  args: string[],
  io: { stdout?: number; stdin?: fs.ReadStream; signal?: AbortSignal },
): Promise<void> {
  return new Promise((resolve, reject) => {
    // Aborting (the server stopping) kills the tool.
    const child = spawn(command, args, {
      stdio: [io.stdin ? "pipe" : "ignore", io.stdout ?? "ignore", "pipe"],
      signal: io.signal,
    });
    let errors = "";
    child.stderr?.setEncoding("utf8").on("data", (text: string) => {
      errors += text;
    });
    if (io.stdin && child.stdin) io.stdin.pipe(child.stdin);
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0
        ? resolve()
        : reject(new BackupFileError(`${path.basename(command)} failed: ${errors.trim()}`)),
    );
  });
}
