/**
 * npm run admin:create -- --email E [--password P] [--name N]
 *
 * Creates the admin E (e-mail confirmed), or makes the existing account E an admin; with
 * --password it also sets that password. Without --password a new account gets a random one,
 * printed once. Without --name it asks for the person's name when run from a terminal (the team
 * sees it on versions and notices); the first admin is made this way, the others are invited
 * from Usuários.
 *
 * It asks the running server (POST /api/admin/users with the token the server wrote to
 * DATA_DIR/admin-api.json), so an embedded database is never opened by two processes. With
 * DATABASE_URL, or with no server running, it opens the database itself — taking the data directory's lock, so it refuses
 * while another process holds it.
 */
import { parseArgs } from "node:util";
import { readAdminApiFile } from "../app/.server/auth/admin-api";
import { createAuth } from "../app/.server/auth/auth";
import { type EnsureAdminOutcome, ensureAdmin } from "../app/.server/auth/bootstrap";
import { resolveAuthSecret } from "../app/.server/auth/secret";
import { ConfigError, loadConfig } from "../app/.server/config";
import { openDatabase } from "../app/.server/db/client";
import { DataDirLockedError } from "../app/.server/db/lock";
import { createLogger } from "../app/.server/logger";

const usage =
  "usage: npm run admin:create -- --email admin@example.com [--password secret] [--name 'Full Name']";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    name: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
  strict: true,
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const email = values.email?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail(`A valid --email is required.\n${usage}`);
if (values.password !== undefined && values.password.length < 6)
  fail("--password must have at least 6 characters.");

/** The name, asked on the terminal until it has at least 3 characters. */
async function askName(): Promise<string> {
  const readline = await import("node:readline/promises");
  const terminal = readline.createInterface({ input: process.stdin, output: process.stdout });
  try {
    for (;;) {
      const answer = (await terminal.question("Nome completo (como a equipe verá): ")).trim();
      if (answer.length >= 3 && answer.length <= 120) return answer;
      console.log("O nome deve ter entre 3 e 120 caracteres.");
    }
  } finally {
    terminal.close();
  }
}

const name = values.name?.trim() || (process.stdin.isTTY ? await askName() : undefined);
const input = { email, password: values.password, name };

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig(process.env);
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

function report(result: EnsureAdminOutcome, via: string) {
  const what = { created: "created", promoted: "is now an admin", updated: "was already an admin" }[
    result.outcome
  ];
  console.log(`Admin ${result.email} ${what} (${via}).`);
  if (result.generatedPassword) console.log(`Password (shown once): ${result.generatedPassword}`);
  else if (result.passwordChanged) console.log("Password set.");
}

async function viaServer(): Promise<boolean> {
  const api = readAdminApiFile(config.DATA_DIR);
  if (!api) return false;
  let response: Response;
  try {
    response = await fetch(`${api.url}/api/admin/users`, {
      method: "POST",
      headers: { authorization: `Bearer ${api.token}`, "content-type": "application/json" },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    // No server answering at that address (it stopped without removing the file).
    return false;
  }
  const body = (await response.json().catch(() => null)) as (EnsureAdminOutcome & { error?: string }) | null;
  if (!response.ok || !body) fail(`The server refused: HTTP ${response.status} ${JSON.stringify(body)}`);
  report(body, `through the server at ${api.url}`);
  return true;
}

async function directly(): Promise<void> {
  const logger = createLogger("warn");
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const auth = createAuth({ db: database.db, config, logger, secret: resolveAuthSecret(config).secret });
    report(await ensureAdmin({ auth, db: database.db }, input), `directly on the ${database.kind} database`);
  } finally {
    await database.close();
  }
}

try {
  // PostgreSQL takes any number of clients: only the embedded database needs the server's help.
  if (config.DATABASE_URL || !(await viaServer())) await directly();
} catch (error) {
  if (error instanceof DataDirLockedError) {
    fail(
      `${error.message}\nIs the server running? Start it (it writes DATA_DIR/admin-api.json) and try again.`,
    );
  }
  fail(error instanceof Error ? (error.stack ?? error.message) : String(error));
}
