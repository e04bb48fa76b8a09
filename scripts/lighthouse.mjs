// Lighthouse (mobile, default config) on one or more URLs of a running site:
//   npm run lighthouse -- http://127.0.0.1:3000/ [more urls]
//   npm run lighthouse -- --without-scripts http://127.0.0.1:3000/ [more urls]
// With --without-scripts each URL is also audited as "the same page with its scripts removed":
// its HTML, fetched once, minus every <script> and modulepreload link, served by a small local
// proxy that passes every other request to the site. The table then gives both LCPs and their
// ratio (the goal: the page's LCP within 10 % of the page without scripts).
// Prints the four category scores, LCP, TBT, CLS and the bytes of JavaScript and HTML per URL:
// as sent to Chromium (Brotli where the server has it) and, for the scripts, what the same files
// weigh gzipped (each fetched again with Accept-Encoding: gzip): the built code, and apart from it
// the cached page's scripts file (its data and bootstrap, in the page before; decision 033). As a table and as one JSON line
// ("LIGHTHOUSE_JSON {...}"). Uses Debian's Chromium
// (CHROME_PATH, default /usr/bin/chromium); fetches nothing but the given URLs' sites.
// Each URL is first asked for until it comes with Brotli (at most a few seconds): the page cache
// sends the first visitor after a start or a save gzip while it makes the Brotli copy, and the
// audit is of the page every later visitor gets.
// LIGHTHOUSE_REPORT_DIR=<folder> also saves each full Lighthouse result there as JSON (the LCP
// element and its phases, the observed timings, every request), to see why a page paints late.
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2).filter((arg) => arg !== "--");
const withoutScripts = args.includes("--without-scripts");
const urls = args.filter((arg) => arg !== "--without-scripts");
if (urls.length === 0 || urls.some((url) => !/^https?:\/\//.test(url))) {
  console.error("Usage: npm run lighthouse -- [--without-scripts] <http(s) url> [more urls]");
  process.exit(2);
}

const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
const categories = ["performance", "accessibility", "best-practices", "seo"];
// Hard limit per URL, so a page that never settles cannot hang the run.
const perUrlTimeoutMs = Number(process.env.LIGHTHOUSE_TIMEOUT_MS ?? 180_000);

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The scripts the page loaded, fetched again accepting only gzip: their compressed bytes. */
/**
 * The page's scripts gzipped: the built code, and apart from it the cached page's own file
 * (/__page-scripts/…: its data and React Router's bootstrap, which the page carried before;
 * docs/decisions/033). Lighthouse counts both as scripts ("JS sent").
 */
async function gzipBytesOfScripts(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script").map((r) => r.url);
  const sizes = await Promise.all(
    scripts.map(async (url) => ({ url, size: await compressedLength(url, "gzip") })),
  );
  const isPageFile = ({ url }) => new URL(url).pathname.startsWith("/__page-scripts/");
  const sum = (items) => items.reduce((total, { size }) => total + size, 0);
  return { code: sum(sizes.filter((item) => !isPageFile(item))), pageFile: sum(sizes.filter(isPageFile)) };
}

function compressedLength(url, encoding) {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        let length = 0;
        response.on("data", (chunk) => {
          length += chunk.length;
        });
        response.on("end", () => resolve(length));
      })
      .on("error", reject);
  });
}

function contentEncodingOf(url) {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.headers["content-encoding"] ?? "identity"));
      })
      .on("error", reject);
  });
}

/** Asks for the page until it is sent with Brotli, as after its first visitor (5 s at most). */
async function warmUp(url) {
  const deadline = Date.now() + 5_000;
  while ((await contentEncodingOf(url)) !== "br" && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The page's HTML body as the server sends it to a browser accepting Brotli. */
function htmlBrotliBytes(url) {
  return compressedLength(url, "br, gzip");
}

/** The page's HTML, uncompressed. */
function fetchText(url) {
  const client = url.startsWith("https:") ? https : http;
  return new Promise((resolve, reject) => {
    client
      .get(url, { headers: { "accept-encoding": "identity" } }, (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      })
      .on("error", reject);
  });
}

/** The HTML minus its scripts: inline and external <script> elements and modulepreload links. */
function removeScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, (element) =>
      // Structured data is not code: kept, so the page's bytes stay comparable.
      /type="application\/ld\+json"/.test(element) ? element : "",
    )
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}

/**
 * A local server answering the page's path with its script-less HTML (Brotli, as the site
 * sends it) and passing every other request through to the site unchanged.
 */
async function serveWithoutScripts(url) {
  const target = new URL(url);
  const html = removeScripts(await fetchText(url));
  const brotli = zlib.brotliCompressSync(html, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  });
  const client = target.protocol === "https:" ? https : http;
  const server = http.createServer((request, response) => {
    if (request.url === target.pathname + target.search) {
      const headers = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
      if (/\bbr\b/.test(request.headers["accept-encoding"] ?? "")) {
        response.writeHead(200, { ...headers, "content-encoding": "br", vary: "Accept-Encoding" });
        response.end(brotli);
      } else {
        response.writeHead(200, headers);
        response.end(html);
      }
      return;
    }
    const upstream = client.request(
      new URL(request.url, target),
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on("error", () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}${target.pathname}${target.search}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

function transferBytes(lhr, resourceType) {
  const items = lhr.audits["resource-summary"]?.details?.items ?? [];
  const item = items.find((entry) => entry.resourceType === resourceType);
  if (item) return Math.round(item.transferSize);
  // Fallback: sum the network requests of that type.
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const type = resourceType === "script" ? "Script" : "Document";
  return requests
    .filter((request) => request.resourceType === type)
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: "error" });
  try {
    const result = await withTimeout(
      lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories },
        {
          extends: "lighthouse:default",
          settings: {
            formFactor: "mobile",
            maxWaitForFcp: 30_000,
            maxWaitForLoad: 45_000,
          },
        },
      ),
      perUrlTimeoutMs,
      `Lighthouse on ${url}`,
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    saveReport(url, lhr);
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id) => {
      const value = lhr.categories[id]?.score;
      return value == null ? null : Math.round(value * 100);
    };
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      url,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(numeric("largest-contentful-paint") ?? Number.NaN),
      tbtMs: Math.round(numeric("total-blocking-time") ?? Number.NaN),
      cls: Number((numeric("cumulative-layout-shift") ?? Number.NaN).toFixed(3)),
      jsSentBytes: transferBytes(lhr, "script"),
      ...(await gzipBytesOfScripts(lhr).then(({ code, pageFile }) => ({
        jsGzipBytes: code,
        pageFileGzipBytes: pageFile,
      }))),
      htmlSentBytes: transferBytes(lhr, "document"),
      htmlBrotliBytes: await htmlBrotliBytes(url),
      warnings: lhr.runWarnings ?? [],
      failedAudits: categories.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `${id}: ${ref.id} (${lhr.audits[ref.id].title})`),
      ),
    };
  } finally {
    await chrome.kill();
  }
}

function saveReport(url, lhr) {
  const folder = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const { port, pathname } = new URL(url);
  const name = `${pathname.replace(/[^\w]+/g, "_") || "_"}-${port}-${Date.now()}.json`;
  fs.writeFileSync(path.join(folder, name), JSON.stringify(lhr));
}

async function auditWithoutScripts(url) {
  const copy = await serveWithoutScripts(url);
  try {
    return await audit(copy.url);
  } finally {
    await copy.close();
  }
}

const rows = [];
let failed = false;
for (const url of urls) {
  try {
    await warmUp(url);
    const row = await audit(url);
    if (withoutScripts) {
      const bare = await auditWithoutScripts(url);
      row.lcpWithoutScriptsMs = bare.lcpMs;
      row.lcpRatio = Number((row.lcpMs / bare.lcpMs).toFixed(2));
    }
    rows.push(row);
  } catch (error) {
    failed = true;
    console.error(`Lighthouse failed on ${url}: ${error.message}`);
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const table = rows.map((row) => ({
  url: row.url,
  perf: row.performance,
  a11y: row.accessibility,
  "best-pr.": row.bestPractices,
  seo: row.seo,
  "LCP ms": row.lcpMs,
  "TBT ms": row.tbtMs,
  CLS: row.cls,
  "JS sent": kb(row.jsSentBytes),
  "JS gzip": kb(row.jsGzipBytes),
  "page file gzip": kb(row.pageFileGzipBytes),
  "HTML sent": kb(row.htmlSentBytes),
  "HTML br": kb(row.htmlBrotliBytes),
  ...(withoutScripts ? { "LCP no JS": row.lcpWithoutScriptsMs, "LCP ratio": row.lcpRatio } : {}),
}));
if (table.length > 0) console.table(table);
for (const row of rows) {
  for (const warning of row.warnings) console.log(`warning (${row.url}): ${warning}`);
  for (const failedAudit of row.failedAudits) console.log(`below 100 (${row.url}): ${failedAudit}`);
}
console.log(`LIGHTHOUSE_JSON ${JSON.stringify(rows.map(({ warnings, failedAudits, ...row }) => row))}`);
process.exit(failed ? 1 : 0);
