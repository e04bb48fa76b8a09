// The server the end-to-end tests run against (started by playwright.config.ts): the production
// build (a private copy, see tests/support/build-snapshot.ts) on a fresh embedded database in
// E2E_DATA_DIR. Both are deleted when the server stops.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { snapshotBuild } from "../../support/build-snapshot";

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) {
  console.error("E2E_DATA_DIR is not set: start the end-to-end tests with `npx playwright test`.");
  process.exit(1);
}

// Data directories of runs that were killed before they could clean up.
const runsDir = path.dirname(dataDir);
const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
for (const name of fs.existsSync(runsDir) ? fs.readdirSync(runsDir) : []) {
  const dir = path.join(runsDir, name);
  if (dir !== dataDir && fs.statSync(dir).mtimeMs < dayAgo) fs.rmSync(dir, { recursive: true, force: true });
}

// The CRM stand-in: records every delivery; GET /received lists their JSON bodies, GET
// /deliveries the same with the path each was posted to (/lead, /expo) and its webhook-id.
const received: unknown[] = [];
const deliveries: { path: string; body: unknown; webhookId: string }[] = [];
const receiver = http.createServer((req, res) => {
  if (req.method === "GET" && req.url === "/received") {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
    return;
  }
  if (req.method === "GET" && req.url === "/deliveries") {
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(deliveries));
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    let body: unknown = null;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    } catch {
      body = null;
    }
    received.push(body);
    deliveries.push({ path: req.url ?? "", body, webhookId: String(req.headers["webhook-id"] ?? "") });
    res.writeHead(200).end();
  });
});
receiver.listen(Number(new URL(process.env.E2E_WEBHOOK_URL ?? "http://127.0.0.1:3211").port), "127.0.0.1");

const build = snapshotBuild();
fs.mkdirSync(dataDir, { recursive: true });
const server = spawn(process.execPath, ["--enable-source-maps", "build/server.js"], {
  cwd: build.root,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: "inherit",
});

// Playwright signals the whole process group; forward in case only this process was signalled.
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on("exit", (code, signal) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  build.remove();
  receiver.close();
  process.exit(code ?? (signal ? 1 : 0));
});
