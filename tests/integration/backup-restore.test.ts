import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { formSubmissions } from "~/.server/db/schema";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { projectRoot } from "../support/build-snapshot";
import { contactLeadFields } from "../support/contact-lead";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * `npm run backup` of a site serving leads, on the embedded database and on PostgreSQL, while
 * leads keep arriving; `npm run restore` into a fresh one; a server started on it has every lead
 * answered before the backup began, the uploaded media with the same bytes, and the admin signs
 * in. The embedded backup also restores into an empty PostgreSQL database (moving to
 * PostgreSQL), served the same way. Restore refuses a target holding data, a file from a newer
 * version of the site, and a PostgreSQL backup into a data directory.
 */

const run = promisify(execFile);
const buildRoot = process.env.TEST_BUILD_ROOT ?? projectRoot;

async function script(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [path.join(buildRoot, `build/${name}.js`), ...args],
      {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
        timeout: 120_000,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

async function postLead(server: ServerProcess, name: string): Promise<boolean> {
  const response = await fetch(`${server.url}/api/contato?page=/`, {
    method: "POST",
    body: new URLSearchParams(contactLeadFields({ name })),
  }).catch(() => null);
  return response?.status === 200 && ((await response.json()) as { status: string }).status === "success";
}

/** Leads sent one after another until stopped; the names answered, in order. */
function keepSendingLeads(server: ServerProcess) {
  const answered: string[] = [];
  let running = true;
  const done = (async () => {
    for (let i = 0; running; i++) {
      const name = `Durante Backup ${i}`;
      if (await postLead(server, name)) answered.push(name);
    }
  })();
  return {
    answered,
    async stop() {
      running = false;
      await done;
    },
  };
}

const tempDirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The restored server gets no ADMIN_EMAIL: the admin who signs in must come from the backup. */
const restoredEnv = (port: number) => ({ PUBLIC_URL: `http://127.0.0.1:${port}` });
const serverEnv = (port: number) => ({
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  ADMIN_EMAIL: testAdmin.email,
  ADMIN_PASSWORD: testAdmin.password,
  LEAD_RATE_LIMIT_PER_HOUR: "1000",
});

async function adminSignsIn(server: ServerProcess): Promise<Visitor> {
  const admin = new Visitor(server.url);
  expect((await admin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
  return admin;
}

/** Uploads an image as the media screen does; returns each file it is served as, with its bytes. */
async function uploadImage(server: ServerProcess): Promise<Map<string, Buffer>> {
  const admin = await adminSignsIn(server);
  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#f97316" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("intent", "enviar");
  form.append("files", new Blob([new Uint8Array(image)], { type: "image/png" }), "vitrine-backup.png");
  const response = await fetch(`${server.url}/admin/media`, {
    method: "POST",
    body: form,
    redirect: "manual",
    headers: { cookie: admin.cookieHeader(), origin: server.url },
  });
  const urls = [...new Set((await response.text()).match(/\/uploads\/[a-f0-9]{32}(-w\d+)?\.(webp|png)/g))];
  expect(urls.length).toBeGreaterThan(0);
  return servedFiles(server, urls);
}

async function servedFiles(server: ServerProcess, urls: Iterable<string>): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const url of urls) {
    const answer = await fetch(`${server.url}${url}`);
    expect(answer.status, url).toBe(200);
    files.set(url, Buffer.from(await answer.arrayBuffer()));
  }
  return files;
}

/** A backup and a refused restore of a file claiming a newer schema. */
function newerSchemaCopy(file: string): string {
  const bytes = fs.readFileSync(file);
  const first = bytes.indexOf(10);
  const second = bytes.indexOf(10, first + 1);
  const header = JSON.parse(bytes.subarray(first + 1, second).toString("utf8"));
  const copy = `${file}.newer`;
  fs.writeFileSync(
    copy,
    Buffer.concat([
      bytes.subarray(0, first + 1),
      Buffer.from(JSON.stringify({ ...header, schemaVersion: 999 })),
      bytes.subarray(second),
    ]),
  );
  return copy;
}

describe("backup and restore on the embedded database", () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it("backs up a serving site through the server, restores into a fresh DATA_DIR, and serves it", async () => {
    const dataDir = tempDir("cota-backup-src-");
    const port = await findFreePort();
    server = await startServer({ port, dataDir, env: serverEnv(port) });
    const before: string[] = [];
    for (let i = 0; i < 5; i++) {
      const name = `Antes Backup ${i}`;
      expect(await postLead(server, name)).toBe(true);
      before.push(name);
    }
    const media = await uploadImage(server);
    const arriving = keepSendingLeads(server);
    const file = path.join(tempDir("cota-backup-file-"), "site.backup");
    const backup = await script("backup", ["--out", file], { DATA_DIR: dataDir });
    await arriving.stop();
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup written: .* pglite, schema \d+/);
    await server.stop();
    server = undefined;

    const restoredDir = tempDir("cota-backup-dst-");
    const restore = await script("restore", [file], { DATA_DIR: restoredDir });
    expect(restore.code, restore.output).toBe(0);
    const again = await script("restore", [file], { DATA_DIR: restoredDir });
    expect(again.code).not.toBe(0);
    expect(again.output).toContain("already holds a database");
    const newer = await script("restore", [newerSchemaCopy(file)], { DATA_DIR: tempDir("cota-backup-new-") });
    expect(newer.code).not.toBe(0);
    expect(newer.output).toContain("comes from a newer version of the site");

    const restoredPort = await findFreePort();
    server = await startServer({ port: restoredPort, dataDir: restoredDir, env: restoredEnv(restoredPort) });
    await adminSignsIn(server);
    expect(await servedFiles(server, media.keys())).toEqual(media);
    await server.stop();
    server = undefined;
    const database = await openDatabase({ dataDir: restoredDir });
    let restoredNames: string[];
    try {
      restoredNames = (await database.db.select({ data: formSubmissions.data }).from(formSubmissions)).map(
        (row) => row.data.name,
      );
      for (const name of before) expect(restoredNames).toContain(name);
    } finally {
      await database.close();
    }

    // Moving to PostgreSQL: the same embedded backup restores into an empty PostgreSQL database.
    const target = await createPostgresDatabase();
    try {
      const moved = await script("restore", [file], { DATABASE_URL: target.url });
      expect(moved.code, moved.output).toBe(0);
      expect(moved.output).toMatch(/Copied the embedded database into PostgreSQL: \d+ rows in \d+ tables/);
      const twice = await script("restore", [file], { DATABASE_URL: target.url });
      expect(twice.code).not.toBe(0);
      expect(twice.output).toContain("is not empty");

      const movedPort = await findFreePort();
      server = await startServer({
        port: movedPort,
        databaseUrl: target.url,
        // The source's per-address lead counters came along: this test's address used them up.
        env: { ...restoredEnv(movedPort), LEAD_RATE_LIMIT_PER_HOUR: "1000" },
      });
      await adminSignsIn(server);
      expect(await servedFiles(server, media.keys())).toEqual(media);
      // The site goes on taking leads, and its numbered rows go on after the copied ones.
      const after = await fetch(`${server.url}/api/contato?page=/`, {
        method: "POST",
        body: new URLSearchParams(contactLeadFields({ name: "Depois Da Mudança" })),
      });
      expect(after.status, await after.clone().text()).toBe(200);
      await server.stop();
      server = undefined;
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string }>(
          "select data->>'name' as name from form_submissions",
        );
        // Every lead of the backup, no more and no fewer, then the new one.
        expect(rows.map((row) => row.name).sort()).toEqual([...restoredNames, "Depois Da Mudança"].sort());
        // The Campanhas report's lead counts came as they were, and went on with the new lead.
        const counted = await client.query<{ leads: number }>(
          "select coalesce(sum(leads), 0)::int as leads from lead_counts where dimension = 'day'",
        );
        expect(counted.rows[0].leads).toBe(rows.length);
        const inserted = await client.query<{ id: number }>(
          "insert into site_settings (section, settings) values ('depois-da-mudanca', '{}') returning id",
        );
        expect(inserted.rows[0].id).toBeGreaterThan(0);
      } finally {
        await client.end();
      }
    } finally {
      await target.drop();
    }
  }, 300_000);
});

describe("backup and restore on PostgreSQL", () => {
  let server: ServerProcess | undefined;
  const databases: PostgresDatabase[] = [];
  afterAll(async () => {
    await server?.stop();
    for (const database of databases) await database.drop();
  });

  it("backs up with pg_dump while leads arrive, restores into an empty database, and serves it", async () => {
    const source = await createPostgresDatabase();
    const target = await createPostgresDatabase();
    databases.push(source, target);
    const port = await findFreePort();
    server = await startServer({ port, databaseUrl: source.url, env: serverEnv(port) });
    const before: string[] = [];
    for (let i = 0; i < 5; i++) {
      const name = `Antes Backup ${i}`;
      expect(await postLead(server, name)).toBe(true);
      before.push(name);
    }
    const media = await uploadImage(server);
    const arriving = keepSendingLeads(server);
    const file = path.join(tempDir("cota-backup-file-"), "site.backup");
    const backup = await script("backup", ["--out", file], { DATABASE_URL: source.url });
    await arriving.stop();
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/Backup written: .* postgres, schema \d+/);
    await server.stop();
    server = undefined;

    const restore = await script("restore", [file], { DATABASE_URL: target.url });
    expect(restore.code, restore.output).toBe(0);
    const again = await script("restore", [file], { DATABASE_URL: target.url });
    expect(again.code).not.toBe(0);
    expect(again.output).toContain("is not empty");
    // The other way round (PostgreSQL into the embedded database) is refused.
    const embedded = await script("restore", [file], { DATA_DIR: tempDir("cota-backup-pg-to-dir-") });
    expect(embedded.code).not.toBe(0);
    expect(embedded.output).toContain("does not restore into the embedded database");

    const restoredPort = await findFreePort();
    server = await startServer({
      port: restoredPort,
      databaseUrl: target.url,
      env: restoredEnv(restoredPort),
    });
    await adminSignsIn(server);
    expect(await servedFiles(server, media.keys())).toEqual(media);
    await server.stop();
    server = undefined;
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        "select data->>'name' as name from form_submissions",
      );
      for (const name of before) expect(rows.map((row) => row.name)).toContain(name);
    } finally {
      await client.end();
    }
  }, 240_000);
});
