import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { forms } from "~/.server/db/schema";
import { CONTACT_FORM_ID } from "~/forms/contact";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { pageScriptsFileOf, rawGet } from "../support/http";
import { runServerUntilExit, type ServerProcess, startServer } from "../support/server-process";

/** Start-up, shutdown and the guarantees around them, on the real server process. */

const migrationCount = fs
  .readdirSync(path.resolve("app/.server/db/migrations"))
  .filter((name) => name.endsWith(".sql")).length;

const readLockPid = (dataDir: string) =>
  Number.parseInt(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8").trim(), 10);

describe("server on the embedded database (PGlite)", () => {
  let dataDir: string;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-startup-"));
  });

  afterAll(async () => {
    await first?.kill();
    await second?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts on an empty data directory and serves the site with its headers", async () => {
    first = await startServer({ dataDir });
    expect(readLockPid(dataDir)).toBe(first.pid);

    const health = await fetch(`${first.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });

    const home = await rawGet(`${first.url}/`, { "Accept-Encoding": "gzip" });
    expect(home.status).toBe(200);
    expect(home.headers["content-encoding"]).toBe("gzip");
    // The home page is shared by every anonymous visitor: its inline scripts are allowed by
    // their hashes (docs/decisions/017); a page rendered for one visitor gets a nonce.
    const csp = String(home.headers["content-security-policy"]);
    const scriptSrc =
      csp
        .split(";")
        .find((directive) => directive.includes("script-src"))
        ?.trim() ?? "";
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[^']+')+$/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home.headers["x-content-type-options"]).toBe("nosniff");
    expect(home.headers["referrer-policy"]).toBeTruthy();
    const signIn = await rawGet(`${first.url}/auth`);
    const signInCsp = String(signIn.headers["content-security-policy"]);
    const nonce = signInCsp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce, `CSP without a nonce: ${signInCsp}`).toBeTruthy();
    expect(signIn.text).toContain(`nonce="${nonce}"`);

    const siteUrl = first.url;
    // The page starts its scripts from a file of its own, named in the page (docs/decisions/033).
    const scriptsFile = pageScriptsFileOf(home.text);
    expect(scriptsFile, "the home page's scripts file").toBeDefined();
    const started = await rawGet(`${siteUrl}${scriptsFile}`);
    expect(started.status).toBe(200);
    const assets = [...new Set(started.text.match(/\/assets\/[^"'\s]+\.js/g) ?? [])];
    expect(assets.length, "no /assets/*.js URL in the home page's scripts file").toBeGreaterThan(0);
    const assetResponses = await Promise.all(
      assets.map((asset) => rawGet(`${siteUrl}${asset}`, { "Accept-Encoding": "gzip" })),
    );
    for (const assetResponse of assetResponses) {
      expect(assetResponse.status).toBe(200);
      const cacheControl = String(assetResponse.headers["cache-control"]);
      expect(cacheControl).toContain("immutable");
      expect(cacheControl).toContain("max-age=31536000");
    }
    // The largest (React and the router) comes compressed; a file of a few hundred bytes may
    // be sent as it is (vite.precompress.ts).
    const largest = assetResponses.reduce((a, b) => (b.text.length > a.text.length ? b : a));
    expect(largest.headers["content-encoding"]).toBe("gzip");
  });

  it("refuses a second server on the same data directory", async () => {
    const refused = await runServerUntilExit({ dataDir, timeoutMs: 30_000 });
    expect(refused.code, refused.output).not.toBe(0);
    expect(refused.output).toMatch(/data directory .* is in use/i);
    expect(readLockPid(dataDir)).toBe(first?.pid);
  });

  it("takes over the lock of a crashed server and keeps its data", async () => {
    const crashed = first!;
    const crashedAt = new Date();
    await crashed.kill();
    expect(readLockPid(dataDir), "a SIGKILL leaves the lock file behind").toBe(crashed.pid);

    second = await startServer({ dataDir });
    expect(readLockPid(dataDir)).toBe(second.pid);
    const health = await fetch(`${second.url}/healthz`);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });
    const stopped = await second.stop();
    expect(stopped.code, second.output()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "server.lock")), "a clean stop releases the lock").toBe(false);

    // The contact form seeded by the crashed server is still there, not re-created afterwards.
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(forms).where(eq(forms.formId, CONTACT_FORM_ID));
      expect(row).toBeDefined();
      expect(row.updatedAt.getTime()).toBeLessThanOrEqual(crashedAt.getTime());
    } finally {
      await database.close();
    }
  });
});

describe("configuration errors", () => {
  it("stops start-up with a message naming the bad variable", async () => {
    const [badPort, badDatabase] = await Promise.all([
      runServerUntilExit({ env: { PORT: "abc" }, timeoutMs: 30_000 }),
      runServerUntilExit({ env: { DATABASE_URL: "mysql://x" }, timeoutMs: 30_000 }),
    ]);
    expect(badPort.code, badPort.output).not.toBe(0);
    expect(badPort.output).toContain("PORT");
    expect(badDatabase.code, badDatabase.output).not.toBe(0);
    expect(badDatabase.output).toContain("DATABASE_URL");
  });
});

describe("server on PostgreSQL", () => {
  const databases: PostgresDatabase[] = [];
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await Promise.all(databases.map((database) => database.drop()));
  });

  it("starts on a fresh database and reports it in /healthz", async () => {
    const database = await createPostgresDatabase();
    databases.push(database);
    const server = await startServer({ databaseUrl: database.url });
    servers.push(server);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
    expect((await server.stop()).code, server.output()).toBe(0);
  });

  it("runs two instances on one database, migrations applied once", async () => {
    const database = await createPostgresDatabase();
    databases.push(database);
    const pair = await Promise.all([
      startServer({ databaseUrl: database.url }),
      startServer({ databaseUrl: database.url }),
    ]);
    servers.push(...pair);
    for (const server of pair) {
      const health = await fetch(`${server.url}/healthz`);
      expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
    }

    const check = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    try {
      const applied = (await check.db.execute(
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { count: number }[] };
      expect(applied.rows[0].count).toBe(migrationCount);
    } finally {
      await check.close();
    }
    for (const server of pair) expect((await server.stop()).code, server.output()).toBe(0);
  });

  it("needs no DATA_DIR: starts and serves where DATA_DIR cannot even be made", async () => {
    const database = await createPostgresDatabase();
    databases.push(database);
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "cota-no-data-dir-"));
    // A path below a file: no folder can be made there, not even by root.
    fs.writeFileSync(path.join(scratch, "a-file"), "");
    const dataDir = path.join(scratch, "a-file", "data");
    try {
      const server = await startServer({ databaseUrl: database.url, dataDir });
      servers.push(server);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      expect((await rawGet(`${server.url}/`)).status).toBe(200);
      expect((await server.stop()).code, server.output()).toBe(0);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });

  it("takes no DATA_DIR lock: two instances on one machine share one DATA_DIR and write nothing there", async () => {
    const database = await createPostgresDatabase();
    databases.push(database);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-shared-data-dir-"));
    try {
      const pair = await Promise.all([
        startServer({ databaseUrl: database.url, dataDir }),
        startServer({ databaseUrl: database.url, dataDir }),
      ]);
      servers.push(...pair);
      expect(fs.readdirSync(dataDir)).toEqual([]);
      for (const server of pair) expect((await server.stop()).code, server.output()).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
