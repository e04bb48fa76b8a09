import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";

/**
 * PostgreSQL may close idle connections (a restart, a failover, an operator ending backends).
 * The app must keep running, say so in its log, and answer the next query on a new connection.
 */
describe("an idle PostgreSQL connection that the server closes", () => {
  let fresh: PostgresDatabase;
  let database: DatabaseHandle;
  const lost: Error[] = [];

  beforeAll(async () => {
    fresh = await createPostgresDatabase();
    database = await openDatabase({
      databaseUrl: fresh.url,
      dataDir: "unused",
      onConnectionLost: (error) => lost.push(error),
    });
  });
  afterAll(async () => {
    await database?.close();
    await fresh?.drop();
  });

  it("is reported, and the next query gets a new connection", async () => {
    await database.ping();
    const other = new pg.Client({ connectionString: fresh.url });
    await other.connect();
    try {
      await other.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
      );
    } finally {
      await other.end();
    }
    await expect.poll(() => lost.length).toBeGreaterThan(0);
    expect(lost[0].message).toMatch(/terminat/);
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
