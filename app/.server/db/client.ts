import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { type DatabaseAvailability, watchAvailability } from "./availability";
import { type CopyOutRows, copyOutRowsOf } from "./copy-out";
import { acquireDataDirLock } from "./lock";
import { lockKeys } from "./lock-keys";
import * as schema from "./schema";

/** The one database type the app speaks: the same on PGlite and on PostgreSQL. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Whether the database answers, as last seen (always true for PGlite, which runs in-process). */
  availability: DatabaseAvailability;
  /** PGlite only: its data directory as a tar.gz, consistent to the last commit (a backup). */
  dumpDataDir?: () => Promise<Blob>;
  /** PostgreSQL only: a query's rows read through COPY, as bytes (db/copy-out.ts). */
  copyOutRows?: CopyOutRows;
  /** The PostgreSQL pool's connections (none for PGlite). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

/**
 * How many rows a statement run through `db.execute` changed: node-postgres says `rowCount`,
 * PGlite `affectedRows`.
 */
export function rowsAffected(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return Number(rowCount ?? affectedRows ?? 0);
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Any fixed number: serialises migrations when several instances start at once on PostgreSQL.
const MIGRATION_LOCK_KEY = lockKeys.migrations;

export type OpenDatabaseOptions = {
  databaseUrl?: string;
  /** PGlite data directory; "memory://" for a throwaway in-memory database (tests). */
  dataDir: string;
  /** Told when an idle PostgreSQL connection is lost (server restart, failover). */
  onConnectionLost?: (error: Error) => void;
  /** Told when PostgreSQL stops answering (with the error) and when it answers again. */
  onAvailabilityChange?: (available: boolean, error?: unknown) => void;
  /** Told of every query that fails (the metrics count them). */
  onQueryError?: () => void;
};

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(
        options.databaseUrl,
        options.onConnectionLost,
        options.onAvailabilityChange,
        options.onQueryError,
      )
    : openPglite(options.dataDir, options.onQueryError);
}

async function openPostgres(
  databaseUrl: string,
  onConnectionLost: (error: Error) => void = () => {},
  onAvailabilityChange?: (available: boolean, error?: unknown) => void,
  onQueryError?: () => void,
): Promise<DatabaseHandle> {
  // A connection attempt to a server that does not answer fails after 5 s instead of hanging.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000 });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const ping = async () => {
    await db.execute(sql`select 1`);
  };
  const availability = watchAvailability(ping, onAvailabilityChange);
  // An idle connection the server closed (restart, failover, a terminated backend) is an 'error'
  // event on the pool; without a listener it would end the process. The pool drops that
  // connection and opens a new one for the next query.
  pool.on("error", (error) => {
    onConnectionLost(error);
    availability.suspect();
  });
  // A connection checked out of the pool (a transaction between two statements) has no pool
  // listener: its 'error' event would end the process when the server goes away. Its query
  // fails on its own and the pool discards the broken connection on release.
  pool.on("connect", (client) => {
    client.on("error", () => availability.suspect());
    if (onQueryError) countFailures(client, onQueryError);
  });
  if (onQueryError) countFailures(pool, onQueryError);
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
  return {
    db,
    kind: "postgres",
    ping,
    availability,
    copyOutRows: copyOutRowsOf(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      availability.stop();
      await pool.end();
    },
  };
}

/**
 * Counts the failures of `target.query` called the promise way (Drizzle's way; a pool's own
 * callback calls to its clients are not counted twice).
 */
function countFailures(target: { query: (...args: never[]) => unknown }, onError: () => void) {
  const query = target.query.bind(target) as (...args: unknown[]) => unknown;
  target.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) result.catch(onError);
    return result;
  }) as typeof target.query;
}

async function openPglite(dataDir: string, onQueryError?: () => void): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith("memory://");
  const releaseLock = inMemory ? () => {} : acquireDataDirLock(dataDir);
  try {
    // pg_trgm: the leads search's indexes (migration 0014), as on PostgreSQL.
    const client = new PGlite(inMemory ? dataDir : path.join(dataDir, "pglite"), {
      extensions: { pg_trgm },
    });
    await client.waitReady;
    if (onQueryError) countFailures(client, onQueryError);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return {
      db,
      kind: "pglite",
      dumpDataDir: () => client.dumpDataDir("gzip"),
      ping: async () => {
        await client.query("select 1");
      },
      availability: { available: true, check: async () => true, suspect() {}, stop() {} },
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
