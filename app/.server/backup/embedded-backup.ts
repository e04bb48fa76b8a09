import type { DatabaseHandle } from "~/.server/db/client";
import { migrationsFolder } from "~/.server/db/client";
import { appliedSchemaVersion, headerBytes, knownSchema } from "./backup-file";

/**
 * The embedded database's backup: the header, then PGlite's data directory as tar.gz. PGlite
 * copies it between two queries, holding its lock, so the copy is what the last commit left.
 */
export async function embeddedBackup(database: Pick<DatabaseHandle, "db" | "dumpDataDir">): Promise<Buffer> {
  if (!database.dumpDataDir) throw new Error("only the embedded database is backed up this way");
  const applied = await appliedSchemaVersion(database.db);
  const known = knownSchema(migrationsFolder);
  const dump = Buffer.from(await (await database.dumpDataDir()).arrayBuffer());
  return Buffer.concat([
    headerBytes({
      database: "pglite",
      schemaVersion: applied,
      migration: applied === known.version ? known.migration : "",
      createdAt: new Date().toISOString(),
    }),
    dump,
  ]);
}
