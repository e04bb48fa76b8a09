import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { checkDatabase } from "~/.server/admin/database-status";
import type { Database } from "~/.server/db/client";
import { createPostgresDatabase, databaseKinds, openTestDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";

/** The admin landing's database check: ready, tables missing (no migrations), unreachable. */

describe.each(databaseKinds)("the admin database check on %s", (kind) => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("is ready on a migrated database", async () => {
    const database = await openTestDatabase(kind);
    cleanups.push(() => database.close());
    expect(await checkDatabase(database.db)).toBe("ready");
  });

  it("reports missing tables on a database without the migrations", async () => {
    if (kind === "pglite") {
      const client = new PGlite();
      cleanups.push(() => client.close());
      expect(await checkDatabase(drizzlePglite(client) as unknown as Database)).toBe("tables-missing");
    } else {
      const empty = await createPostgresDatabase();
      const pool = new pg.Pool({ connectionString: empty.url });
      cleanups.push(
        () => empty.drop(),
        () => pool.end(),
      );
      expect(await checkDatabase(drizzlePg(pool) as unknown as Database)).toBe("tables-missing");
    }
  });

  it("reports an unreachable database", async () => {
    if (kind === "pglite") {
      const client = new PGlite();
      await client.close();
      expect(await checkDatabase(drizzlePglite(client) as unknown as Database)).toBe("unreachable");
    } else {
      const pool = new pg.Pool({
        connectionString: `postgres://nobody@127.0.0.1:${await findFreePort()}/none`,
        connectionTimeoutMillis: 2_000,
      });
      cleanups.push(() => pool.end());
      expect(await checkDatabase(drizzlePg(pool) as unknown as Database, 3_000)).toBe("unreachable");
    }
  });
});
