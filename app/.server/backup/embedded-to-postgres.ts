import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder, openDatabase } from "~/.server/db/client";
import { BackupFileError } from "./backup-file";

/**
 * Moving from the embedded database to PostgreSQL (docs/decisions/040): an embedded backup (PGlite's
 * data directory as tar.gz) is opened in memory and brought to this version's schema; the empty
 * PostgreSQL database gets the same schema from the same migrations; then every table's rows
 * are copied across in one transaction, as JSON read with a cursor and written with
 * json_populate_recordset, so every column type (bytea media, jsonb, arrays, timestamps) keeps
 * its value without a list of tables to maintain. The foreign keys are dropped for the copy and
 * added back at its end, which checks them all; the sequences continue after the highest id; the
 * row counts are compared before the commit. A failure leaves the database as empty as it was.
 */

/** Rows read per cursor fetch, and the most JSON text sent per insert. */
const FETCH_ROWS = 200;
const BATCH_CHARS = 8 * 1024 * 1024;

export type CopyReport = { tables: number; rows: number };

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Refuses a database that already holds tables: the restore never overwrites. */
export async function refuseNonEmptyPostgres(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from information_schema.tables
       where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    if (result.rows[0].count > 0) {
      throw new BackupFileError(
        "The database in DATABASE_URL is not empty: restore only into a new, empty database (createdb).",
      );
    }
  } finally {
    await client.end();
  }
}

export async function copyEmbeddedIntoPostgres(dump: Buffer, databaseUrl: string): Promise<CopyReport> {
  const source = new PGlite({ loadDataDir: new Blob([new Uint8Array(dump)]), extensions: { pg_trgm } });
  try {
    await source.waitReady;
    // The backup may come from an older version: it is brought to this version's schema first.
    await migrate(drizzle(source), { migrationsFolder });
    // The empty database gets the schema from the same migrations (the server's own start-up path).
    const target = await openDatabase({ databaseUrl, dataDir: "unused" });
    await target.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("begin");
      const report = await copyTables(source, client);
      await client.query("commit");
      return report;
    } catch (error) {
      await client.query("rollback").catch(() => {});
      throw error;
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
}

async function copyTables(source: PGlite, target: pg.Client): Promise<CopyReport> {
  const { rows: tables } = await target.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const { rows: foreignKeys } = await target.query<{ tbl: string; name: string; definition: string }>(
    `select c.conrelid::regclass::text as tbl, c.conname as name, pg_get_constraintdef(c.oid) as definition
     from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );
  for (const key of foreignKeys) {
    await target.query(`alter table ${key.tbl} drop constraint ${ident(key.name)}`);
  }
  // Migrations may have written rows of their own: the copy replaces them. Only tables holding
  // some are emptied: the audit log refuses TRUNCATE (docs/decisions/041), and a fresh
  // database's is empty.
  const filled: string[] = [];
  for (const { name } of tables) {
    const { rows } = await target.query<{ any: boolean }>(
      `select exists (select 1 from ${ident(name)}) as any`,
    );
    if (rows[0].any) filled.push(name);
  }
  if (filled.length > 0) {
    await target.query(`truncate ${filled.map((name) => ident(name)).join(", ")}`);
  }
  // The copy is the rows as they were: no trigger adds to them (the leads' counts, kept by a
  // trigger on form_submissions, are copied as they are, not counted a second time).
  for (const { name } of tables) await target.query(`alter table ${ident(name)} disable trigger user`);
  let copied = 0;
  for (const { name } of tables) {
    const count = await copyTable(source, target, name);
    const { rows } = await target.query<{ count: number }>(
      `select count(*)::int as count from ${ident(name)}`,
    );
    if (rows[0].count !== count) {
      throw new BackupFileError(`${name}: ${count} rows in the backup, ${rows[0].count} copied.`);
    }
    copied += count;
  }
  for (const { name } of tables) await target.query(`alter table ${ident(name)} enable trigger user`);
  // Adding the keys back checks every reference the copy made.
  for (const key of foreignKeys) {
    await target.query(`alter table ${key.tbl} add constraint ${ident(key.name)} ${key.definition}`);
  }
  // Serial and identity columns continue after the highest value copied.
  const { rows: sequences } = await target.query<{ tbl: string; col: string; seq: string }>(
    `select table_name as tbl, column_name as col,
            pg_get_serial_sequence(quote_ident(table_name), column_name) as seq
     from information_schema.columns
     where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null`,
  );
  for (const { tbl, col, seq } of sequences) {
    await target.query(
      `select setval($1::regclass, coalesce((select max(${ident(col)}) from ${ident(tbl)}), 0) + 1, false)`,
      [seq],
    );
  }
  return { tables: tables.length, rows: copied };
}

/** Copies one table's rows; returns how many the backup held. */
async function copyTable(source: PGlite, target: pg.Client, table: string): Promise<number> {
  const { rows: columns } = await target.query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  const list = columns.map((column) => ident(column.name)).join(", ");
  const insert = `insert into ${ident(table)} (${list}) overriding system value
    select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`;
  let total = 0;
  let batch: string[] = [];
  let chars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await target.query(insert, [`[${batch.join(",")}]`]);
    batch = [];
    chars = 0;
  };
  await source.transaction(async (tx) => {
    await tx.query(
      `declare rows_to_copy no scroll cursor for select row_to_json(t)::text as row from ${ident(table)} t`,
    );
    for (;;) {
      const { rows } = await tx.query<{ row: string }>(`fetch ${FETCH_ROWS} from rows_to_copy`);
      if (rows.length === 0) break;
      for (const { row } of rows) {
        batch.push(row);
        chars += row.length;
        total++;
        if (chars >= BATCH_CHARS) await flush();
      }
    }
    await tx.query("close rows_to_copy");
  });
  await flush();
  return total;
}
