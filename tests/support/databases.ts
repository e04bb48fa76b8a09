import crypto from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";

/**
 * Run the same integration suite on both databases the app supports:
 *
 *   describe.each(databaseKinds)("lead intake on %s", (kind) => {
 *     let database: TestDatabase;
 *     beforeAll(async () => { database = await openTestDatabase(kind); });
 *     afterAll(() => database.close());
 *     it("stores a lead", async () => { await database.db.insert(...) });
 *   });
 *
 * "pglite" is an in-memory PGlite; "postgres" a fresh database on the test cluster started by
 * the integration project's global setup. Migrations are applied by openDatabase, as in the app.
 */

export const databaseKinds = ["pglite", "postgres"] as const;
export type DatabaseKind = (typeof databaseKinds)[number];

export type TestDatabase = DatabaseHandle & {
  /** postgres:// URL of the database (PostgreSQL only), e.g. to start a server on it. */
  url?: string;
  /** Closes the connections and, on PostgreSQL, drops the database. */
  close(): Promise<void>;
};

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") return openDatabase({ dataDir: "memory://" });

  const fresh = await createPostgresDatabase();
  try {
    const handle = await openDatabase({ databaseUrl: fresh.url, dataDir: "unused" });
    return {
      ...handle,
      url: fresh.url,
      close: async () => {
        await handle.close();
        await fresh.drop();
      },
    };
  } catch (error) {
    await fresh.drop().catch(() => {});
    throw error;
  }
}

export type PostgresDatabase = {
  name: string;
  url: string;
  /** Drops the database, closing whatever connections are still open on it. */
  drop(): Promise<void>;
};

/** An empty database (no migrations applied) on the test cluster, e.g. for a server process. */
export async function createPostgresDatabase(): Promise<PostgresDatabase> {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) {
    throw new Error("No test PostgreSQL: run this file in the vitest 'integration' project.");
  }
  const name = `test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    name,
    url: url.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
