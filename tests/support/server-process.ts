import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { hasBuild, projectRoot } from "./build-snapshot";
import { findFreePort } from "./free-port";

/**
 * The real app server (server.ts, production mode, built app in ./build) as a child process.
 * It runs as `node --import tsx server.ts`: one process, so its pid is the one holding the
 * data-directory lock and a SIGKILL really kills the server. It serves the build copied by the
 * integration global setup (TEST_BUILD_ROOT, see build-snapshot.ts), else ./build itself.
 *
 *   const server = await startServer({ env: { LEAD_WEBHOOK_URL: receiver.url } });
 *   const response = await fetch(`${server.url}/healthz`);
 *   await server.stop();                 // SIGTERM, waits for the exit
 *
 *   const failed = await runServerUntilExit({ env: { PORT: "abc" } });
 *   expect(failed.code).not.toBe(0);
 *   expect(failed.output).toContain("PORT");
 */

export type ServerOptions = {
  /** Defaults to a free port. */
  port?: number;
  /** PGlite data directory (also holds uploads); defaults to a fresh temporary directory. */
  dataDir?: string;
  /** Use PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** More environment variables; they win over the defaults (e.g. PORT: "abc"). */
  env?: Record<string, string>;
  /** How long to wait for /healthz to answer 200 (default 60 s). */
  timeoutMs?: number;
  /** Folder holding the ./build to serve; default TEST_BUILD_ROOT, else the project. */
  buildRoot?: string;
};

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything written to stdout and stderr so far, interleaved. */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** Resolves when the process has exited. */
  exited: Promise<ServerExit>;
  /** SIGTERM (graceful shutdown) and wait for the exit; SIGKILL if it takes over 15 s. */
  stop(): Promise<ServerExit>;
  /** SIGKILL: a crash, leaving the lock file and the database as they were. */
  kill(): Promise<ServerExit>;
};

// Servers a test forgot to stop must not outlive the test run.
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

function resolveBuildRoot(options: ServerOptions): string {
  const root = options.buildRoot ?? process.env.TEST_BUILD_ROOT ?? projectRoot;
  if (!hasBuild(root)) {
    throw new Error(`No production build in ${path.join(root, "build")}: run \`npm run build\` first.`);
  }
  return root;
}

/** Spawns the server without waiting for it: the building block of the two helpers below. */
export async function spawnServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const buildRoot = resolveBuildRoot(options);
  const port = options.port ?? (await findFreePort());
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "cota-server-"));

  const env: NodeJS.ProcessEnv = { ...process.env };
  // Nothing from the caller's shell may point the server elsewhere.
  for (const name of [
    "DATABASE_URL",
    "PUBLIC_URL",
    "LEAD_WEBHOOK_URL",
    "EXPO_WEBHOOK_URL",
    "SMTP_URL",
    "AUTH_SECRET",
    "ADMIN_EMAIL",
    "ADMIN_PASSWORD",
    "TRUST_PROXY",
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    // Production on PostgreSQL requires AUTH_SECRET (instances share it); PGlite generates one.
    ...(options.databaseUrl
      ? {
          DATABASE_URL: options.databaseUrl,
          AUTH_SECRET: "test-auth-secret-shared-by-all-instances-0123456789",
        }
      : {}),
    ...options.env,
  });

  const child = spawn(process.execPath, ["--enable-source-maps", "build/server.js"], {
    // server.ts reads ./build relative to its working directory.
    cwd: buildRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let all = "";
  let out = "";
  let err = "";
  child.stdout?.setEncoding("utf8").on("data", (text: string) => {
    out += text;
    all += text;
  });
  child.stderr?.setEncoding("utf8").on("data", (text: string) => {
    err += text;
    all += text;
  });

  const exited = new Promise<ServerExit>((resolve) => {
    child.once("exit", (code, signal) => {
      running.delete(child);
      // Let the pipes drain so the output is complete.
      setImmediate(() => {
        if (ownDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
        resolve({ code, signal });
      });
    });
  });
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? -1,
    dataDir,
    child,
    output: () => all,
    stdout: () => out,
    stderr: () => err,
    exited,
    async stop() {
      if (!hasExited()) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        const result = await exited;
        clearTimeout(timer);
        return result;
      }
      return exited;
    },
    async kill() {
      if (!hasExited()) child.kill("SIGKILL");
      return exited;
    },
  };
}

/** Starts the server and resolves once GET /healthz answers 200; fails with its output if not. */
export async function startServer(options: ServerOptions = {}): Promise<ServerProcess> {
  const server = await spawnServer(options);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const deadline = Date.now() + timeoutMs;
  let exit: ServerExit | undefined;
  void server.exited.then((result) => {
    exit = result;
  });
  while (Date.now() < deadline) {
    if (exit) {
      throw new Error(
        `The server exited during start-up (code ${exit.code}, signal ${exit.signal}):\n${server.output()}`,
      );
    }
    try {
      const response = await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.kill();
  throw new Error(`The server did not answer /healthz within ${timeoutMs} ms:\n${server.output()}`);
}

/** Runs a server that is expected to stop by itself (bad configuration, locked data dir). */
export async function runServerUntilExit(
  options: ServerOptions = {},
): Promise<ServerExit & { output: string }> {
  const server = await spawnServer(options);
  const timeoutMs = options.timeoutMs ?? 60_000;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    server.child.kill("SIGKILL");
  }, timeoutMs);
  const result = await server.exited;
  clearTimeout(timer);
  if (timedOut) {
    throw new Error(`The server was expected to stop by itself within ${timeoutMs} ms:\n${server.output()}`);
  }
  return { ...result, output: server.output() };
}
