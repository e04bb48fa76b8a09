import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "~/.server/auth/auth";
import { bootstrapAdmin } from "~/.server/auth/bootstrap";
import { users } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { signUpFields, Visitor } from "../support/auth-client";
import { projectRoot } from "../support/build-snapshot";
import {
  createPostgresDatabase,
  openTestDatabase,
  type PostgresDatabase,
  type TestDatabase,
} from "../support/databases";
import { findFreePort } from "../support/free-port";
import { testConfig } from "../support/leads";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * Admin accounts made outside the sign-up form: the demo admin of a fresh embedded database
 * (printed once), ADMIN_EMAIL/ADMIN_PASSWORD at start-up, and `npm run admin:create`, which goes
 * through the running server rather than opening its database a second time (on PostgreSQL,
 * which takes any number of clients, it opens the database itself).
 */

const run = promisify(execFile);

/** `npm run admin:create` runs the compiled script of the build under test, as production does. */
const adminCreateScript = path.join(process.env.TEST_BUILD_ROOT ?? projectRoot, "build/admin-create.js");

async function adminCreate(dataDir: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [adminCreateScript, ...args], {
      cwd: projectRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
      timeout: 60_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ""}${failed.stderr ?? ""}` };
  }
}

async function signIn(server: ServerProcess, email: string, password: string) {
  const visitor = new Visitor(server.url);
  const answer = await visitor.post("/auth", { intent: "login", email, password });
  return { visitor, answer };
}

describe("admin accounts on the embedded database", () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let port: number;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-admin-create-"));
    port = await findFreePort();
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const start = () =>
    startServer({ port, dataDir, env: { PUBLIC_URL: `http://127.0.0.1:${port}`, OUTBOX_POLL_MS: "50" } });

  it("creates a demo admin on a fresh data directory and prints its password once", async () => {
    server = await start();
    const printed = /Demo admin created — e-mail: (\S+) password: (\S+)/.exec(server.output());
    expect(printed, server.output()).toBeTruthy();
    const [, email, password] = printed!;
    expect(email).toBe("admin@cotafacil.local");
    const { visitor, answer } = await signIn(server, email, password);
    expect(answer.location).toBe("/admin");
    expect((await visitor.get("/admin")).status).toBe(200);
    // The server wrote its address and token for admin:create, readable by its owner only.
    const file = path.join(dataDir, "admin-api.json");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    // The generated AUTH_SECRET is kept beside the data.
    expect(fs.readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim().length).toBeGreaterThanOrEqual(
      32,
    );
  });

  it("admin:create creates an admin through the running server", async () => {
    const result = await adminCreate(dataDir, [
      "--email",
      "nova.admin@cotafacil.com.br",
      "--password",
      "senha-da-nova",
    ]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("Admin nova.admin@cotafacil.com.br created (through the server at");
    const { visitor, answer } = await signIn(server!, "nova.admin@cotafacil.com.br", "senha-da-nova");
    expect(answer.location).toBe("/admin");
    expect((await visitor.get("/admin/settings")).status).toBe(200);
  });

  it("admin:create promotes an existing account (and confirms its e-mail)", async () => {
    const email = "promovida@example.com.br";
    const visitor = new Visitor(server!.url);
    expect((await visitor.post("/auth?tab=cadastro", signUpFields(email))).status).toBe(303);
    // Not confirmed and not admin yet (the account is created just after the sign-up's answer).
    await expect.poll(async () => (await signIn(server!, email, "segredo123")).answer.status).toBe(403);

    const result = await adminCreate(dataDir, ["--email", email]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain(`Admin ${email} is now an admin`);
    expect(result.output).not.toContain("Password");
    const { answer } = await signIn(server!, email, "segredo123");
    expect(answer.location).toBe("/admin");
  });

  it("admin:create prints a generated password for a new account without --password", async () => {
    const result = await adminCreate(dataDir, ["--email", "sem.senha@cotafacil.com.br"]);
    expect(result.code, result.output).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(result.output)?.[1];
    expect(password).toBeTruthy();
    expect((await signIn(server!, "sem.senha@cotafacil.com.br", password!)).answer.location).toBe("/admin");
  });

  it("does not create the demo admin again after a restart", async () => {
    await server!.stop();
    server = await start();
    expect(server.output()).not.toContain("Demo admin created");
  });

  it("admin:create opens the database itself when no server runs", async () => {
    await server!.stop();
    server = undefined;
    const result = await adminCreate(dataDir, [
      "--email",
      "offline@cotafacil.com.br",
      "--password",
      "senha-offline",
    ]);
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("directly on the pglite database");
    server = await start();
    expect((await signIn(server, "offline@cotafacil.com.br", "senha-offline")).answer.location).toBe(
      "/admin",
    );
  });
});

describe("ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServer({
      env: { ADMIN_EMAIL: "dona@cotafacil.com.br", ADMIN_PASSWORD: "senha-da-dona" },
    });
  });
  afterAll(() => server?.stop());

  it("ensures that admin at start-up, and no demo admin is made", async () => {
    expect(server.output()).not.toContain("Demo admin created");
    const { answer } = await signIn(server, "dona@cotafacil.com.br", "senha-da-dona");
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/admin");
  });
});

describe("admin:create on PostgreSQL, with instances running", () => {
  const authSecret = "test-auth-secret-shared-by-all-instances-0123456789";
  let database: PostgresDatabase;
  let dataDir: string;
  let instances: ServerProcess[] = [];
  beforeAll(async () => {
    database = await createPostgresDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-admin-create-pg-"));
    instances = await Promise.all([
      startServer({ databaseUrl: database.url, dataDir }),
      startServer({ databaseUrl: database.url, dataDir }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("opens PostgreSQL itself (no admin-api.json), and the admin signs in on every instance", async () => {
    expect(fs.existsSync(path.join(dataDir, "admin-api.json"))).toBe(false);
    const result = await adminCreate(
      dataDir,
      ["--email", "pg@cotafacil.com.br", "--password", "senha-pg-1"],
      {
        DATABASE_URL: database.url,
        AUTH_SECRET: authSecret,
      },
    );
    expect(result.code, result.output).toBe(0);
    expect(result.output).toContain("directly on the postgres database");
    for (const instance of instances) {
      expect((await signIn(instance, "pg@cotafacil.com.br", "senha-pg-1")).answer.location).toBe("/admin");
    }
  });
});

describe("ADMIN_EMAIL on instances starting together on one PostgreSQL", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
  });
  afterAll(() => database?.close());

  it("creates the admin once, and neither instance fails its start-up", async () => {
    const config = testConfig({ ADMIN_EMAIL: "junto@cotafacil.com.br", ADMIN_PASSWORD: "senha-junto" });
    const logger = createLogger("silent");
    const instance = () => ({
      auth: createAuth({ db: database.db, config, logger, secret: "x".repeat(40) }),
      db: database.db,
      config,
      logger,
      databaseKind: "postgres" as const,
    });
    await Promise.all([bootstrapAdmin(instance()), bootstrapAdmin(instance()), bootstrapAdmin(instance())]);
    const admins = await database.db.select().from(users).where(eq(users.email, "junto@cotafacil.com.br"));
    expect(admins.map((user) => [user.role, user.emailVerified])).toEqual([["admin", true]]);
  });
});
