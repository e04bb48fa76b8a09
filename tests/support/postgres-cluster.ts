import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { findFreePort } from "./free-port";

/**
 * A throwaway PostgreSQL 15 cluster for integration tests: initdb into a temporary directory,
 * start it on a free loopback port with trust authentication, stop and delete it afterwards.
 * PostgreSQL refuses to run as root, so as root every command runs as the "postgres" user.
 */

const run = promisify(execFile);

export const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

export type PostgresCluster = {
  /** Superuser URL of the cluster's "postgres" database. */
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Stops the server (fast shutdown: sessions are ended), keeping its data, until `resume`. */
  pause(): Promise<void>;
  /** Starts the paused server again on the same port with the same data. */
  resume(): Promise<void>;
  /** Synchronous last resort (process exit): immediate shutdown by signal, then delete. */
  stopNow(): void;
};

export class PostgresMissingError extends Error {}

function assertBinaries(): void {
  for (const tool of ["initdb", "pg_ctl", "postgres"]) {
    if (!fs.existsSync(path.join(postgresBinDir, tool))) {
      throw new PostgresMissingError(
        `PostgreSQL 15 server binaries not found (${path.join(postgresBinDir, tool)} is missing). ` +
          "Run `bash scripts/ensure-test-deps.sh` (as root it runs `apt-get install -y postgresql-15`), " +
          "or set POSTGRES_BIN_DIR to the folder holding initdb and pg_ctl.",
      );
    }
  }
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a PostgreSQL tool, as the postgres user when we are root. */
async function runTool(tool: string, args: string[]): Promise<string> {
  const binary = path.join(postgresBinDir, tool);
  const [command, commandArgs] = isRoot
    ? ["runuser", ["-u", "postgres", "--", binary, ...args]]
    : [binary, args];
  try {
    const { stdout, stderr } = await run(command, commandArgs, { timeout: 60_000 });
    return stdout + stderr;
  } catch (error) {
    const failure = error as Error & { stdout?: string; stderr?: string };
    throw new Error(`${tool} failed: ${failure.message}\n${failure.stdout ?? ""}${failure.stderr ?? ""}`);
  }
}

async function chownToPostgres(dir: string): Promise<void> {
  if (isRoot) await run("chown", ["-R", "postgres:postgres", dir]);
}

/**
 * `keepIn`: a folder that keeps the cluster for a later run (a benchmark's filled databases):
 * created and initialised when it holds no cluster yet, started again when it does, and left in
 * place by `stop`.
 */
export async function startPostgresCluster(options: { keepIn?: string } = {}): Promise<PostgresCluster> {
  assertBinaries();
  const root = options.keepIn ?? fs.mkdtempSync(path.join(os.tmpdir(), "cota-pg-"));
  const dataDir = path.join(root, "data");
  const socketDir = path.join(root, "socket");
  const logFile = path.join(root, "server.log");
  const reused = fs.existsSync(path.join(dataDir, "PG_VERSION"));
  fs.mkdirSync(socketDir, { recursive: true });
  fs.chmodSync(root, 0o755);
  await chownToPostgres(root);

  const remove = () => {
    if (!options.keepIn) fs.rmSync(root, { recursive: true, force: true });
  };
  try {
    if (!reused)
      await runTool("initdb", [
        "--pgdata",
        dataDir,
        "--username",
        "postgres",
        "--auth",
        "trust",
        "--encoding",
        "UTF8",
        "--no-locale",
        "--no-sync",
      ]);
    const port = await findFreePort();
    const serverOptions = [
      `-p ${port}`,
      `-k ${socketDir}`,
      "-c listen_addresses=127.0.0.1",
      // A test cluster: durability does not matter, speed does.
      "-c fsync=off",
      "-c synchronous_commit=off",
      "-c full_page_writes=off",
      "-c max_connections=200",
    ].join(" ");
    const startServer = () =>
      runTool("pg_ctl", ["--pgdata", dataDir, "--log", logFile, "--wait", "-o", serverOptions, "start"]);
    await startServer();

    let stopped = false;
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      port,
      dataDir,
      async stop() {
        if (stopped) return;
        stopped = true;
        try {
          // A kept cluster stops cleanly, so its next start needs no recovery.
          const mode = options.keepIn ? "fast" : "immediate";
          await runTool("pg_ctl", ["--pgdata", dataDir, "--mode", mode, "--wait", "stop"]);
        } finally {
          remove();
        }
      },
      async pause() {
        await runTool("pg_ctl", ["--pgdata", dataDir, "--mode", "fast", "--wait", "stop"]);
      },
      async resume() {
        await startServer();
      },
      stopNow() {
        if (stopped) return;
        stopped = true;
        try {
          const pid = Number.parseInt(fs.readFileSync(path.join(dataDir, "postmaster.pid"), "utf8"), 10);
          if (Number.isInteger(pid) && pid > 0) process.kill(pid, "SIGQUIT");
        } catch {
          // Not running any more.
        }
        remove();
      },
    };
  } catch (error) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, "utf8") : "";
    remove();
    throw new Error(`Could not start the test PostgreSQL cluster: ${(error as Error).message}\n${log}`);
  }
}
