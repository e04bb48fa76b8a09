// npm run bench:scale — the admin's leads screens and the public site at a large network's scale.
// For each size (BENCH_SCALE_SIZES, default "10000,100000,1000000") a fresh database on a
// throwaway PostgreSQL 15 cluster is filled in bulk (generate_series) with realistic leads: both
// forms' fields, utm parameters spread over sources and campaigns, three years of dates, each
// lead with a delivered webhook and 1–3 attempts. The production build is started on it and the
// script prints, per size:
//   - lead POST p50 / p99 at a steady 50 a second (BENCH_SECONDS, default 10);
//   - the leads list: first page, page 500, last page, a page past the end, and page 500 reached
//     through 'Próxima' links (its position), each the median of 3;
//   - search by name, e-mail fragment, phone digits, city, state (median of 3);
//   - the dashboard (median of 3);
//   - the CSV export alone, then with the site's traffic beside it: time, first byte, size, the
//     server's memory (RSS) peak above idle;
//   - GET / and lead POST latency (p99, worst) while the export runs, beside without it.
// Then one table with a column per size, and a "BENCH_SCALE_JSON {...}" line.
// BENCH_SCALE_PARTS (default: all) measures only some parts, comma-separated, of: posts, list,
// search, filters, dashboard, csv, inserts. BENCH_SCALE_KEEP=<folder> keeps the cluster there
// and, on the next run with the same folder, reuses each size's filled database instead of
// filling it again (the "inserts" part drops indexes, so it is left out of a kept database
// unless named in BENCH_SCALE_PARTS).
// Everything runs on this machine, on loopback. Figures, not a test: nothing asserts.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { SEARCH_BACKFILL_BATCH } from "../app/.server/leads/search-backfill";
import { Visitor } from "../tests/support/auth-client";
import { ensureBuild, projectRoot } from "../tests/support/build-snapshot";
import { findFreePort } from "../tests/support/free-port";
import { startPostgresCluster } from "../tests/support/postgres-cluster";
import { fill } from "./bench-scale-fill";

const sizes = (process.env.BENCH_SCALE_SIZES ?? "10000,100000,1000000").split(",").map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const keepIn = process.env.BENCH_SCALE_KEEP || undefined;
const allParts = ["posts", "list", "search", "filters", "dashboard", "csv", "inserts"] as const;
type Part = (typeof allParts)[number];
const chosenParts = process.env.BENCH_SCALE_PARTS?.split(",").map((part) => part.trim());
for (const part of chosenParts ?? []) {
  if (!allParts.includes(part as Part)) throw new Error(`BENCH_SCALE_PARTS: unknown part "${part}"`);
}
const measures = (part: Part) => (chosenParts ? chosenParts.includes(part) : !(keepIn && part === "inserts"));
const admin = { email: "bench-admin@cotafacil.com.br", password: "bench-senha-123456" };

type Figures = Record<string, string>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);

async function waitFor(url: string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function startSite(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await findFreePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: projectRoot,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-")),
      AUTH_SECRET: randomBytes(32).toString("base64"),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LEAD_RATE_LIMIT_PER_HOUR: "100000000",
      AUTH_RATE_LIMIT_MULTIPLIER: "1000",
      LEAD_WEBHOOK_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  await waitFor(`${url}/healthz`);
  return { url, child };
}

/** Resident memory of a process, in bytes. */
function rss(pid: number): number {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("VmRSS:"));
  return Number(line?.replace(/\D/g, "") ?? 0) * 1024;
}

function leadBody(index: number): URLSearchParams {
  return new URLSearchParams({
    name: "Maria da Silva",
    email: `scale-${index}-${Date.now()}@example.com.br`,
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

/** Requests started on schedule, `perSecond` of them, until `stop` resolves or `count` are sent. */
async function steady(
  perSecond: number,
  send: (index: number) => Promise<Response>,
  until: { count?: number; stop?: Promise<unknown> },
): Promise<number[]> {
  const latencies: number[] = [];
  let stopped = false;
  until.stop?.then(() => {
    stopped = true;
  });
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let index = 0; until.count === undefined || index < until.count; index++) {
    if (stopped) break;
    const wait = started + (index * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    const sentAt = performance.now();
    inFlight.push(
      send(index)
        .then(async (response) => {
          await response.arrayBuffer();
        })
        .catch(() => {})
        .finally(() => {
          latencies.push(performance.now() - sentAt);
        }),
    );
  }
  await Promise.all(inFlight);
  return latencies;
}

/** The mean time of a lead's insert statement (as intake writes it, with its delivery), 300 of them. */
async function insertStatementMs(client: pg.Client): Promise<number> {
  const count = 300;
  const started = performance.now();
  for (let index = 0; index < count; index++) {
    await client.query(
      `with lead as (insert into form_submissions (form_id, data, attribution, consent, page_path, delivery_status)
         values ('contact', $1, $2, $3, '/', 'skipped') returning id)
       insert into outbox (submission_id, kind, event_type, target_url, payload, status)
       select id, 'webhook', 'lead.created', null, '{}', 'skipped' from lead`,
      [
        JSON.stringify({
          ...Object.fromEntries(leadBody(index)),
          phone: "(11) 98765-4321",
          email: `sql-${index}-${Date.now()}@example.com.br`,
        }),
        JSON.stringify({ utm_source: "google", utm_medium: "cpc", utm_campaign: "franquia-2026" }),
        JSON.stringify({ text: "Li e aceito", version: "2026-01", acceptedAt: new Date().toISOString() }),
      ],
    );
  }
  return (performance.now() - started) / count;
}

const postLead = (url: string) => (index: number) =>
  fetch(`${url}/api/contato?page=/`, { method: "POST", body: leadBody(index), headers: { origin: url } });

async function timed(
  visitor: Visitor,
  address: string,
): Promise<{ ms: number; status: number; text: string }> {
  const times: number[] = [];
  let last = { status: 0, text: "" };
  for (let run = 0; run < 3; run++) {
    const started = performance.now();
    const answer = await visitor.get(address);
    times.push(performance.now() - started);
    last = { status: answer.status, text: answer.text };
  }
  return { ms: percentile(times, 50), ...last };
}

/** The 'Próxima' link of a list page, from its HTML. */
function nextLink(html: string): string | null {
  const match = /href="(\/admin\/forms\/submissions\?[^"]*apos=[^"]*)"/.exec(html);
  return match ? match[1].replaceAll("&amp;", "&") : null;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");

async function measure(size: number, databaseUrl: string): Promise<Figures> {
  const figures: Figures = { "load average (1, 5, 15 min) at the start": loadAverage() };
  const site = await startSite(databaseUrl);
  try {
    const pid = site.child.pid ?? 0;
    const asAdmin = new Visitor(site.url);
    const signIn = await asAdmin.post("/auth", { intent: "login", ...admin });
    if (signIn.location !== "/admin") throw new Error(`sign-in: ${signIn.status} ${signIn.location}`);

    // Warm-up: the JIT compiles the paths measured below.
    await steady(50, postLead(site.url), { count: 100 });
    for (let i = 0; i < 5; i++) {
      await asAdmin.get("/admin/forms/submissions");
      await asAdmin.get("/admin");
      await fetch(`${site.url}/`).then((r) => r.arrayBuffer());
    }

    const posts =
      measures("posts") || measures("csv")
        ? await steady(50, postLead(site.url), { count: 50 * seconds })
        : [];
    if (measures("posts"))
      figures["lead POST p50 / p99 at 50/s"] = `${ms(percentile(posts, 50))} / ${ms(percentile(posts, 99))}`;
    const homes = measures("csv")
      ? await steady(20, () => fetch(`${site.url}/`), { count: 20 * seconds })
      : [];
    const homeP99Idle = percentile(homes, 99);

    if (measures("list")) await measureList(size, asAdmin, figures);
    if (measures("search")) await measureSearches(asAdmin, figures);
    if (measures("filters")) await measureFilters(asAdmin, figures);
    if (measures("dashboard")) figures.dashboard = ms((await timed(asAdmin, "/admin")).ms);
    if (measures("csv")) await measureExport(site.url, pid, asAdmin, posts, homeP99Idle, figures);
    if (measures("inserts")) await measureInserts(site.url, databaseUrl, figures);
    figures["load average (1, 5, 15 min) at the end"] = loadAverage();
    return figures;
  } finally {
    site.child.kill("SIGTERM");
    await new Promise((resolve) => site.child.once("exit", resolve));
  }
}

async function measureList(size: number, asAdmin: Visitor, figures: Figures): Promise<void> {
  const first = await timed(asAdmin, "/admin/forms/submissions");
  const page500 = await timed(asAdmin, "/admin/forms/submissions?pagina=500");
  const lastPage = Math.ceil((size + 150 + 50 * seconds) / 25);
  const last = await timed(asAdmin, `/admin/forms/submissions?pagina=${lastPage}`);
  const past = await timed(asAdmin, "/admin/forms/submissions?pagina=99999");
  figures["leads list: first / page 500 / last / past the end"] =
    `${ms(first.ms)} / ${ms(page500.ms)} / ${ms(last.ms)} / ${ms(past.ms)}`;
  // Page 500 (or the last) through the links: one hop from the page before's position.
  const before = Math.min(499, lastPage - 1);
  const link = nextLink((await asAdmin.get(`/admin/forms/submissions?pagina=${before}`)).text);
  figures["leads list: page 500 by 'Próxima'"] = link ? ms((await timed(asAdmin, link)).ms) : "no link";
}

async function measureSearches(asAdmin: Visitor, figures: Figures): Promise<void> {
  const searches: [string, string][] = [
    ["name", "conceição"],
    ["e-mail", "maria.4242"],
    ["phone", "11 98765"],
    ["city", "ribeirao preto"],
    ["state", "SC"],
  ];
  const searchTimes: string[] = [];
  for (const [, q] of searches) {
    searchTimes.push(ms((await timed(asAdmin, `/admin/forms/submissions?q=${encodeURIComponent(q)}`)).ms));
  }
  figures[`search: ${searches.map(([what]) => what).join(" / ")}`] = searchTimes.join(" / ");
  const shortSearches: [string, string][] = [
    ["state code", "SC"],
    ["2 letters, common", "jo"],
    ["2 letters, rare", "zu"],
  ];
  const shortTimes: string[] = [];
  for (const [, q] of shortSearches) {
    shortTimes.push(ms((await timed(asAdmin, `/admin/forms/submissions?q=${encodeURIComponent(q)}`)).ms));
  }
  figures[`short search: ${shortSearches.map(([what]) => what).join(" / ")}`] = shortTimes.join(" / ");
}

async function measureFilters(asAdmin: Visitor, figures: Figures): Promise<void> {
  // Each filter on its own, then one with a search.
  const month = new Date(Date.now() - 400 * 86_400_000).toISOString().slice(0, 7);
  const filterAddresses: [string, string][] = [
    ["source", "origem=google"],
    ["medium", "midia=cpc"],
    ["campaign", "campanha=black-friday"],
    ["form page", "pagina_do_form=%2Ffranquia"],
    ["amount", "investimento=R%24+29.997"],
    ["state", "uf=SC"],
    ["delivery: failed (rare)", "entrega=failed"],
    ["delivery: delivered", "entrega=delivered"],
    ["period (a month)", `de=${month}-01&ate=${month}-28`],
  ];
  for (const [what, query] of filterAddresses) {
    figures[`filter: ${what}`] = ms((await timed(asAdmin, `/admin/forms/submissions?${query}`)).ms);
  }
  figures["search + period (a month)"] = ms(
    (await timed(asAdmin, `/admin/forms/submissions?q=silva&de=${month}-01&ate=${month}-28`)).ms,
  );
}

/** The export, with the site's traffic going on beside it. */
async function measureExport(
  siteUrl: string,
  pid: number,
  asAdmin: Visitor,
  posts: number[],
  homeP99Idle: number,
  figures: Figures,
): Promise<void> {
  const site = { url: siteUrl };

  // Alone first: what the export itself costs the server, then with the site's traffic beside
  // it (requests that pile up on a loaded machine hold memory of their own).
  const alone = await exportOnce(site.url, pid, asAdmin, async () => {});
  figures["CSV export alone: time (first byte), size"] =
    `${ms(alone.ms)} (${ms(alone.firstByte)}), ${(alone.bytes / 1e6).toFixed(1)} MB`;
  figures["CSV export alone: server memory peak above idle"] = `${Math.round(alone.peakAboveIdle / 1e6)} MB`;
  let homesDuring: number[] = [];
  let postsDuring: number[] = [];
  const beside = await exportOnce(site.url, pid, asAdmin, async (exported) => {
    [homesDuring, postsDuring] = await Promise.all([
      steady(20, () => fetch(`${site.url}/`), { stop: exported }),
      steady(20, postLead(site.url), { stop: exported }),
    ]);
  });
  figures["CSV export: time (first byte), size"] =
    `${ms(beside.ms)} (${ms(beside.firstByte)}), ${(beside.bytes / 1e6).toFixed(1)} MB`;
  figures["CSV export: server memory peak above idle"] = `${Math.round(beside.peakAboveIdle / 1e6)} MB`;
  figures["GET / p99 without / during the export (worst)"] =
    `${ms(homeP99Idle)} / ${ms(percentile(homesDuring, 99))} (${ms(Math.max(...homesDuring))})`;
  figures["lead POST p99 without / during the export (worst)"] =
    `${ms(percentile(posts, 99))} / ${ms(percentile(postsDuring, 99))} (${ms(Math.max(...postsDuring))})`;
  // As a browser asks for it: compressed by the server (the two above ask for identity).
  const compressed = await exportOnce(site.url, pid, asAdmin, async () => {}, "gzip, deflate, br");
  figures["CSV export alone, compressed: encoding, time (first byte), bytes sent; memory peak above idle"] =
    `${compressed.encoding}, ${ms(compressed.ms)} (${ms(compressed.firstByte)}), ${(compressed.bytes / 1e6).toFixed(1)} MB; ${Math.round(compressed.peakAboveIdle / 1e6)} MB`;
}

/** One export of every lead, read as fast as it comes, with `beside` running until it ends. */
async function exportOnce(
  siteUrl: string,
  pid: number,
  asAdmin: Visitor,
  beside: (exported: Promise<unknown>) => Promise<void>,
  acceptEncoding = "identity",
): Promise<{ ms: number; firstByte: number; bytes: number; peakAboveIdle: number; encoding: string }> {
  const idle = rss(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss(pid));
  }, 50);
  const started = performance.now();
  let firstByte = 0;
  let bytes = 0;
  let encoding = "identity";
  const exported = (async () => {
    // node:http rather than fetch: the bytes as sent, not decompressed by the client.
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `${siteUrl}/admin/forms/submissions.csv`,
          { headers: { cookie: asAdmin.cookieHeader(), "accept-encoding": acceptEncoding } },
          resolve,
        )
        .on("error", reject),
    );
    encoding = String(response.headers["content-encoding"] ?? "identity");
    for await (const part of response) {
      if (!firstByte) firstByte = performance.now() - started;
      bytes += (part as Buffer).byteLength;
    }
    return performance.now() - started;
  })();
  const [took] = await Promise.all([exported, beside(exported)]);
  clearInterval(sampler);
  return { ms: took, firstByte, bytes, peakAboveIdle: peak - idle, encoding };
}

async function measureInserts(siteUrl: string, databaseUrl: string, figures: Figures): Promise<void> {
  const site = { url: siteUrl };
  // What the search and filter indexes cost a lead's insert: the insert statement alone, timed
  // in the database (no HTTP, no Node), with them and after dropping them; then the POST again.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const withIndexes = await insertStatementMs(client);
    const postsWith = await steady(50, postLead(site.url), { count: 50 * seconds });
    await client.query(`drop index form_submissions_search, form_submissions_phone_digits,
        form_submissions_attribution, form_submissions_state, form_submissions_amount,
        form_submissions_page, form_submissions_delivery_status`);
    const without = await insertStatementMs(client);
    const postsWithout = await steady(50, postLead(site.url), { count: 50 * seconds });
    figures["lead insert in SQL, mean: with / without the search and filter indexes"] =
      `${withIndexes.toFixed(2)} ms / ${without.toFixed(2)} ms`;
    figures["lead POST p50 / p99: with / without those indexes"] =
      `${ms(percentile(postsWith, 50))} / ${ms(percentile(postsWith, 99))} — ${ms(percentile(postsWithout, 50))} / ${ms(percentile(postsWithout, 99))}`;
  } finally {
    await client.end();
  }
}

async function main() {
  ensureBuild();
  const cluster = await startPostgresCluster({ keepIn });
  if (keepIn) console.error(`the cluster is kept in ${keepIn}`);
  const results: Record<number, Figures> = {};
  try {
    for (const size of sizes) {
      const name = `bench_${size}`;
      // A kept cluster's database of this size, filled by an earlier run, is measured again.
      const filled = `${name}_filled`;
      const adminClient = new pg.Client({ connectionString: cluster.url });
      await adminClient.connect();
      const existing = await adminClient.query("select datname from pg_database where datname = any($1)", [
        [name, filled],
      ]);
      const reuse = existing.rows.some((row) => row.datname === filled);
      if (!reuse) {
        if (existing.rows.length > 0) await adminClient.query(`drop database ${name}`);
        await adminClient.query(`create database ${name}`);
      }
      await adminClient.end();
      const url = new URL(cluster.url);
      url.pathname = `/${reuse ? filled : name}`;
      // The server's start-up applies the migrations (a kept database gets the new ones too);
      // the bench fills the tables after.
      const migrate = await startSite(url.toString());
      migrate.child.kill("SIGTERM");
      await new Promise((resolve) => migrate.child.once("exit", resolve));
      if (reuse) {
        // A database filled before the search text was stored: the server's backfill would
        // run beside the measures, so it is done here first, timed, as an upgrade would do it.
        const backfill = new pg.Client({ connectionString: url.toString() });
        await backfill.connect();
        const started = performance.now();
        let filledLeads = 0;
        for (;;) {
          const batch = await backfill.query(`update form_submissions set data = data where id in (
            select id from form_submissions where search_text is null limit ${SEARCH_BACKFILL_BATCH})`);
          if (!batch.rowCount) break;
          filledLeads += batch.rowCount;
        }
        if (filledLeads > 0) {
          await backfill.query("vacuum analyze form_submissions");
          console.error(
            `${size} leads: search text of ${filledLeads} leads filled in ${ms(performance.now() - started)}`,
          );
        }
        await backfill.end();
        console.error(`${size} leads: reusing the kept database; measuring…`);
        results[size] = await measure(size, url.toString());
        console.error(JSON.stringify(results[size]));
        continue;
      }
      const client = new pg.Client({ connectionString: url.toString() });
      client.on("error", (error) => console.error("filling: the connection failed", error));
      await client.connect();
      const filling = performance.now();
      await fill(client, size);
      await client.end();
      console.error(`${size} leads filled in ${ms(performance.now() - filling)}; measuring…`);
      if (keepIn) {
        // Renamed once filled, so a run stopped half-way is never taken for a filled database.
        const renaming = new pg.Client({ connectionString: cluster.url });
        await renaming.connect();
        await renaming.query(`alter database ${name} rename to ${filled}`);
        await renaming.end();
        url.pathname = `/${filled}`;
      }
      results[size] = await measure(size, url.toString());
      console.error(JSON.stringify(results[size]));
    }
  } finally {
    await cluster.stop();
  }
  const rows = Object.keys(results[sizes[0]] ?? {});
  const header = `| | ${sizes.map((size) => size.toLocaleString("en")).join(" | ")} |`;
  console.log(header);
  console.log(`|---|${sizes.map(() => "---").join("|")}|`);
  for (const row of rows)
    console.log(`| ${row} | ${sizes.map((size) => results[size]?.[row] ?? "").join(" | ")} |`);
  console.log(`BENCH_SCALE_JSON ${JSON.stringify(results)}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
