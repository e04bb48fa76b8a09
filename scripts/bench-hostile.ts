// npm run bench:hostile — what 1 000 oversized or malformed posts do to the server's memory.
// Starts the production build on a fresh embedded database, reads the server's resident memory
// (VmRSS in /proc/<pid>/status) before, right after the posts (sent 8 at a time) and after the
// server settles, and prints the three figures, the answers' status codes and whether the settled
// figure is within 20 % of the start. Figures, not a test: nothing asserts.
// HOSTILE_POSTS (default 1000) and HOSTILE_BODY_MB (default 50, the oversized bodies) change the load.
import fs from "node:fs";
import http from "node:http";
import { ensureBuild } from "../tests/support/build-snapshot";
import { startServer } from "../tests/support/server-process";

const posts = Number(process.env.HOSTILE_POSTS ?? 1000);
const bodyBytes = Number(process.env.HOSTILE_BODY_MB ?? 50) * 1_000_000;
const concurrency = 8;
const settleMs = 10_000;

type Post = { path: string; headers: Record<string, string>; body: "endless" | "declared" | string };

/** The kinds of posts, in turn: each answered before (or without) its body being read whole. */
const kinds: Post[] = [
  // 50 MB streamed with no declared length: refused once past the 64 KB form limit.
  { path: "/api/contato", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "endless" },
  // 50 MB declared up front: refused before reading.
  { path: "/api/expo", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "declared" },
  { path: "/?index", headers: { "content-type": "application/json" }, body: '{"name":"x"}' },
  { path: "/auth", headers: { "content-type": "multipart/form-data; boundary=zz" }, body: "--zz\r\nlixo" },
  { path: "/api/auth/sign-in/email", headers: { "content-type": "application/json" }, body: "endless" },
  { path: "/api/contato", headers: {}, body: "a".repeat(10_000) },
];

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function post(baseUrl: string, kind: Post): Promise<number> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { ...kind.headers, origin: baseUrl };
    if (kind.body === "endless") headers["transfer-encoding"] = "chunked";
    if (kind.body === "declared") headers["content-length"] = String(bodyBytes);
    const req = http.request(
      new URL(kind.path, baseUrl),
      { method: "POST", headers, agent: false },
      (res) => {
        resolve(res.statusCode ?? 0);
        req.destroy();
      },
    );
    req.on("error", () => resolve(0));
    if (typeof kind.body === "string" && kind.body !== "endless" && kind.body !== "declared") {
      req.end(kind.body);
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, "a");
    let sent = 0;
    const pump = () => {
      while (!req.destroyed && sent < bodyBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    pump();
  });
}

async function main() {
  ensureBuild();
  const server = await startServer({
    env: { LEAD_RATE_LIMIT_PER_HOUR: "100000", LOG_LEVEL: "warn" },
    timeoutMs: 180_000,
  });
  try {
    // Warm up: the pages and endpoints the posts reach, rendered once.
    for (const kind of kinds) await post(server.url, { ...kind, body: "" });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const before = rssMb(server.pid);

    const statuses = new Map<string, number>();
    let next = 0;
    const worker = async () => {
      while (next < posts) {
        const kind = kinds[next++ % kinds.length];
        const status = await post(server.url, kind);
        const key = `${kind.path} ${status || "no answer"}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const after = rssMb(server.pid);

    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const settled = rssMb(server.pid);
    const health = await fetch(`${server.url}/healthz`).then(
      (r) => r.status,
      () => 0,
    );

    const change = ((settled - before) / before) * 100;
    console.log(
      `hostile posts:       ${posts} (${concurrency} at a time, bodies up to ${bodyBytes / 1e6} MB)`,
    );
    console.log(`answers:             ${[...statuses].map(([s, n]) => `${s} ×${n}`).join("; ")}`);
    console.log(`RSS before:          ${before.toFixed(1)} MB`);
    console.log(`RSS after the posts: ${after.toFixed(1)} MB`);
    console.log(
      `RSS after ${settleMs / 1000} s:      ${settled.toFixed(1)} MB (${change >= 0 ? "+" : ""}${change.toFixed(1)} %)`,
    );
    console.log(`settled within 20 %: ${Math.abs(change) <= 20 ? "yes" : "no"}; /healthz ${health}`);
    console.log(
      `BENCH_JSON ${JSON.stringify({ posts, before, after, settled, changePercent: change, health })}`,
    );
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
