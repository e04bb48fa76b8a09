// npm run bench — how fast the production build serves the home page and takes leads, beside
// nginx serving the very same bytes. Prints (a table, then one "BENCH_JSON {...}" line):
//   - `/` requests per second from our server and from nginx, each pinned to one core (wrk with
//     16 connections on the other core, Accept-Encoding: gzip, br), and their ratio;
//   - p50 and p99 latency of `/` under that load, for both;
//   - the lead POST p50/p99 at a steady 100 requests per second on PostgreSQL (the server then
//     on every core, after 300 warm-up posts), and how many of those leads were stored;
//   - the CPU time each server process spent per request (from /proc): unlike requests per
//     second, it barely moves when other work shares the machine.
// Everything runs on this machine: a throwaway PostgreSQL 15 cluster, the server on loopback,
// nginx on loopback. nginx and wrk are installed with apt-get when missing (as root).
// BENCH_SECONDS (default 10) sets how long each load lasts. Figures, not a test: nothing asserts.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import pg from "pg";
import { ensureBuild, projectRoot } from "../tests/support/build-snapshot";
import { findFreePort } from "../tests/support/free-port";
import { type PostgresCluster, startPostgresCluster } from "../tests/support/postgres-cluster";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const leadRate = 100;
const warmUpLeadCount = 300;
const connections = 16;
const serverCore = "0";
const loadCore = os.availableParallelism() > 1 ? "1" : "0";
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";

type LoadFigures = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** CPU time the server spent per request, in microseconds. */
  cpuMicrosPerRequest: number;
  requests: number;
};

const clockTicksPerSecond = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim());

/** User plus system CPU time of these processes so far, in microseconds. */
function cpuMicros(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / clockTicksPerSecond) * 1e6;
}

/** nginx's worker processes (the master only accepts no connection). */
function nginxWorkers(masterPid: number): number[] {
  return execFileSync("pgrep", ["-P", String(masterPid)], { encoding: "utf8" })
    .trim()
    .split("\n")
    .map(Number);
}

function has(command: string): boolean {
  try {
    execFileSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** nginx (with its Brotli static module) and wrk, from Debian's packages when missing. */
function ensureTools(): void {
  const missing: string[] = [];
  if (!has("nginx")) missing.push("nginx");
  if (!fs.existsSync(brotliModule)) missing.push("libnginx-mod-http-brotli-static");
  if (!has("wrk")) missing.push("wrk");
  if (!has("taskset")) missing.push("util-linux");
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) throw new Error(`Install the Debian packages ${missing.join(" ")} first.`);
  console.log(`Installing ${missing.join(", ")} with apt-get…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...missing], {
    stdio: "inherit",
    env,
  });
}

async function waitFor(url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${url} within ${timeoutMs} ms`);
}

/** The production server on one core, on the throwaway PostgreSQL. */
async function startSite(
  databaseUrl: string,
  dataDir: string,
): Promise<{ url: string; process: ChildProcess }> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn("taskset", ["-c", serverCore, process.execPath, "build/server.js"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      AUTH_SECRET: randomBytes(32).toString("base64"),
      LEAD_RATE_LIMIT_PER_HOUR: "1000000",
      LEAD_WEBHOOK_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  await waitFor(`${url}/healthz`, "the site");
  return { url, process: child };
}

/** nginx serving `root` (the saved home page plus build/client, precompressed) on one core. */
async function startNginx(root: string, workDir: string): Promise<{ url: string; process: ChildProcess }> {
  const port = await findFreePort();
  const config = path.join(workDir, "nginx.conf");
  fs.writeFileSync(
    config,
    `load_module ${brotliModule};
worker_processes 1;
pid ${workDir}/nginx.pid;
error_log ${workDir}/nginx-error.log warn;
user root;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  sendfile on;
  keepalive_requests 100000;
  gzip_static on;
  brotli_static on;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    index index.html;
  }
}
`,
  );
  const child = spawn("taskset", ["-c", serverCore, "nginx", "-c", config, "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/`, "nginx");
  return { url, process: child };
}

/** The home page's HTML as our server renders it, saved with its Brotli and gzip copies. */
async function saveHomePage(siteUrl: string, root: string): Promise<number> {
  const html = Buffer.from(
    await (await fetch(`${siteUrl}/`, { headers: { "accept-encoding": "identity" } })).arrayBuffer(),
  );
  fs.cpSync(path.join(projectRoot, "build/client"), root, { recursive: true });
  fs.writeFileSync(path.join(root, "index.html"), html);
  fs.writeFileSync(path.join(root, "index.html.gz"), zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(path.join(root, "index.html.br"), zlib.brotliCompressSync(html));
  return html.length;
}

/** wrk's "Latency" lines are like "50%  12.34ms"; returns milliseconds. */
function latencyMs(output: string, percentile: string): number {
  const match = output.match(new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)`, "m"));
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
}

function runWrk(url: string, serverPids: number[], wrkScript?: string): LoadFigures {
  const cpuBefore = cpuMicros(serverPids);
  const output = execFileSync(
    "taskset",
    [
      "-c",
      loadCore,
      "wrk",
      "-t1",
      `-c${connections}`,
      `-d${seconds}s`,
      "--latency",
      "-H",
      "Accept-Encoding: gzip, br",
      ...(wrkScript ? ["-s", wrkScript] : []),
      url,
    ],
    { encoding: "utf8" },
  );
  const cpuSpent = cpuMicros(serverPids) - cpuBefore;
  const non2xx = Number(output.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const requests = Number(output.match(/(\d+) requests in/)?.[1] ?? Number.NaN);
  return {
    cpuMicrosPerRequest: cpuSpent / requests,
    requests,
    requestsPerSecond: Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? Number.NaN),
    p50Ms: latencyMs(output, "50"),
    p99Ms: latencyMs(output, "99"),
    non2xx,
  };
}

/**
 * The visit beacon as browsers send it (POST /api/v), each from one of 5,000 browsers, from a
 * campaign link: every beacon is counted (memory only; batches written every 10 s).
 */
function beaconScript(workDir: string): string {
  const file = path.join(workDir, "beacon.lua");
  fs.writeFileSync(
    file,
    `wrk.method = "POST"
wrk.headers["Content-Type"] = "text/plain;charset=UTF-8"
local n = 0
request = function()
  n = n + 1
  wrk.headers["User-Agent"] = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 v" .. (n % 5000)
  return wrk.format(nil, "/api/v", nil, '{"p":"/modelo-prime","q":"?utm_source=google&utm_medium=cpc&utm_campaign=bench","r":"https://www.google.com/"}')
end
`,
  );
  return file;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** A valid home contact lead, as the form posts it without JavaScript. */
function leadBody(index: number, kind: "bench" | "warm-up" = "bench"): URLSearchParams {
  return new URLSearchParams({
    name: "Maria da Silva",
    email: `${kind}-${index}@example.com.br`,
    phone: "(11) 98765-4321",
    city: "Campinas",
    state: "SP",
    currentMarket: "Advogado",
    investmentAmount: "R$ 14.997",
    investmentTime: "Em até 30 dias",
    paymentMethod: "Parcelamento Cartão",
    interestType: "Franquia",
    consent: "on",
    website: "",
  });
}

/**
 * Leads posted one after another before measuring, as the `/` warm-up does for the page: the
 * JIT compiles the lead path, which the first hundreds of posts after a start otherwise pay for.
 * Their addresses are not counted as the bench's leads.
 */
async function warmUpLeads(siteUrl: string): Promise<void> {
  for (let index = 0; index < warmUpLeadCount; index++) {
    const response = await fetch(`${siteUrl}/api/contato?page=/`, {
      method: "POST",
      body: leadBody(index, "warm-up"),
      headers: { origin: siteUrl },
    });
    await response.arrayBuffer();
  }
}

/** `leadRate` lead posts a second for `seconds`, each started on schedule whatever the others do. */
async function postLeadsSteadily(siteUrl: string) {
  const total = leadRate * seconds;
  const latencies: number[] = [];
  let accepted = 0;
  const refused = new Map<string, number>();
  const count = (what: string) => refused.set(what, (refused.get(what) ?? 0) + 1);
  const started = performance.now();
  const posts: Promise<void>[] = [];
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / leadRate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const sentAt = performance.now();
    posts.push(
      fetch(`${siteUrl}/api/contato?page=/`, {
        method: "POST",
        body: leadBody(index),
        headers: { origin: siteUrl },
      })
        .then(async (response) => {
          await response.arrayBuffer();
          latencies.push(performance.now() - sentAt);
          if (response.ok) accepted++;
          else count(String(response.status));
        })
        .catch((error: Error) => {
          latencies.push(performance.now() - sentAt);
          count(error.message);
        }),
    );
  }
  await Promise.all(posts);
  latencies.sort((a, b) => a - b);
  return {
    sent: total,
    accepted,
    refused: Object.fromEntries(refused),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

async function storedBenchLeads(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query(
      "select count(*)::int as stored from form_submissions where data->>'email' like 'bench-%@example.com.br'",
    );
    return result.rows[0].stored;
  } finally {
    await client.end();
  }
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

async function main() {
  ensureTools();
  ensureBuild();
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-bench-"));
  fs.chmodSync(workDir, 0o755);
  const children: ChildProcess[] = [];
  let cluster: PostgresCluster | undefined;
  try {
    cluster = await startPostgresCluster();
    const site = await startSite(cluster.url, path.join(workDir, "data"));
    children.push(site.process);
    const htmlBytes = await saveHomePage(site.url, path.join(workDir, "root"));
    const nginx = await startNginx(path.join(workDir, "root"), workDir);
    children.push(nginx.process);

    console.log(
      `Home page: ${htmlBytes} bytes of HTML. Each load: ${seconds} s, ${connections} connections.`,
    );
    // A short warm-up, so the JIT and the database pool are ready before measuring.
    for (let i = 0; i < 20; i++) await (await fetch(`${site.url}/`)).arrayBuffer();
    const sitePid = site.process.pid ?? 0;
    const ours = runWrk(`${site.url}/`, [sitePid]);
    const theirs = runWrk(`${nginx.url}/`, nginxWorkers(nginx.process.pid ?? 0));
    const beacons = runWrk(`${site.url}/api/v`, [sitePid], beaconScript(workDir));
    // The lead load has no nginx counterpart: the server takes it on the whole machine, as a
    // deployment runs it. Left on one core, V8's garbage-collection threads share that core with
    // the requests, and the major collection that follows the `/` load stalls them ~100 ms.
    execFileSync(
      "taskset",
      ["--all-tasks", "--pid", "--cpu-list", `0-${os.availableParallelism() - 1}`, String(sitePid)],
      {
        stdio: "ignore",
      },
    );
    await warmUpLeads(site.url);
    const cpuBeforeLeads = cpuMicros([sitePid]);
    const leads = await postLeadsSteadily(site.url);
    const cpuMsPerLead = (cpuMicros([sitePid]) - cpuBeforeLeads) / 1000 / leads.sent;
    const stored = await storedBenchLeads(cluster.url);

    const ratio = ours.requestsPerSecond / theirs.requestsPerSecond;
    const cpuRatio = theirs.cpuMicrosPerRequest / ours.cpuMicrosPerRequest;
    console.log();
    console.log("| figure | this site | nginx, same bytes |");
    console.log("|---|---|---|");
    console.log(
      `| \`/\` requests per second, one core | ${round(ours.requestsPerSecond)} | ${round(theirs.requestsPerSecond)} |`,
    );
    console.log(
      `| \`/\` latency p50 under load | ${round(ours.p50Ms, 2)} ms | ${round(theirs.p50Ms, 2)} ms |`,
    );
    console.log(
      `| \`/\` latency p99 under load | ${round(ours.p99Ms, 2)} ms | ${round(theirs.p99Ms, 2)} ms |`,
    );
    console.log(`| non-2xx answers | ${ours.non2xx} | ${theirs.non2xx} |`);
    console.log(
      `| visit beacons (POST /api/v) per second, one core | ${round(beacons.requestsPerSecond)} (p99 ${round(beacons.p99Ms, 2)} ms, ${round(beacons.cpuMicrosPerRequest)} µs CPU each, ${beacons.non2xx} non-2xx) | — |`,
    );
    console.log(
      `| \`/\` CPU time per request | ${round(ours.cpuMicrosPerRequest)} µs | ${round(theirs.cpuMicrosPerRequest)} µs |`,
    );
    console.log();
    console.log(`Ratio of requests per second (this site / nginx): ${ratio.toFixed(4)}`);
    console.log(
      `Ratio of visit beacons to \`/\` pages per second (this site, one core): ${(beacons.requestsPerSecond / ours.requestsPerSecond).toFixed(2)}`,
    );
    console.log(
      `Ratio of requests per CPU second (this site / nginx): ${cpuRatio.toFixed(4)}` +
        " (steadier than the one above when the machine is busy)",
    );
    console.log(
      `Lead POST at ${leadRate}/s for ${seconds} s on PostgreSQL (after ${warmUpLeadCount} warm-up posts): p50 ${round(leads.p50Ms, 2)} ms, p99 ${round(leads.p99Ms, 2)} ms; ` +
        `${leads.accepted}/${leads.sent} answered with success, ${stored} stored` +
        (leads.accepted < leads.sent ? ` (other answers: ${JSON.stringify(leads.refused)}).` : ".") +
        ` Server CPU time per lead: ${round(cpuMsPerLead, 2)} ms.`,
    );
    console.log(
      `BENCH_JSON ${JSON.stringify({ home: ours, nginx: theirs, beacons, ratio: round(ratio, 4), cpuRatio: round(cpuRatio, 4), htmlBytes, leads: { ...leads, stored, cpuMsPerLead: round(cpuMsPerLead, 3) } })}`,
    );
  } finally {
    for (const child of children) child.kill("SIGTERM");
    await cluster?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
