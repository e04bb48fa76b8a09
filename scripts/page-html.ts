/**
 * The HTML of every public page, kept to compare two builds: a change that should leave pages
 * as they were (moving a page's code into data, a refactor of a section) is checked by taking a
 * snapshot before and after and reading what differs.
 *
 *   npm run pages:html -- snapshot http://127.0.0.1:3000 /tmp/before
 *   npm run pages:html -- snapshot http://127.0.0.1:3000 /tmp/after
 *   npm run pages:html -- compare /tmp/before /tmp/after
 *
 * What changes with every build or request is replaced before saving (asset file hashes, the
 * route manifest's version, script nonces), and tags are put one per line so a difference
 * reads as a few lines. The pages are the registry's, plus /sitemap.xml, /robots.txt and a
 * not-found address; more can be added after the directory (`snapshot URL DIR /a /b`).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { publicPages } from "../app/content/registry/pages";

const fixedExtras = ["/sitemap.xml", "/robots.txt", "/pagina-que-nao-existe"];

/** The page with what differs between builds and requests replaced by placeholders. */
export function normalizedHtml(html: string): string {
  return (
    html
      // Vite's content hashes in asset names: "/assets/home-BX3k_9aZ.js".
      .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.\w+)/g, "$1-HASH$2")
      .replace(/\bnonce="[^"]*"/g, 'nonce="NONCE"')
      // A cached page's own scripts file is named by the hash of what it holds (asset names too).
      .replace(/(\/__page-scripts\/)[\w-]+(\.js)/g, "$1HASH$2")
      // React Router's manifest version, and the build's own id where a page carries it.
      .replace(/("version":\s*")[0-9a-f]{8,}(")/g, "$1VERSION$2")
      .replace(/(manifest-)[0-9a-f]{8,}(\.js)/g, "$1VERSION$2")
      // One tag per line: a difference shows as the lines around it.
      .replace(/></g, ">\n<")
  );
}

function fileNameFor(pagePath: string): string {
  return pagePath === "/" ? "index.html" : `${pagePath.slice(1).replaceAll("/", "__")}.html`;
}

async function snapshot(baseUrl: string, dir: string, extraPaths: string[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const paths = [...publicPages.map((page) => page.path), ...fixedExtras, ...extraPaths];
  for (const pagePath of paths) {
    const response = await fetch(new URL(pagePath, baseUrl), {
      headers: { "accept-encoding": "identity" },
      redirect: "manual",
    });
    const body = await response.text();
    const header = `<!-- ${response.status} ${response.headers.get("content-type") ?? ""}${
      response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""
    } -->\n`;
    writeFileSync(path.join(dir, fileNameFor(pagePath)), header + normalizedHtml(body));
    console.log(`${response.status} ${pagePath} (${body.length} bytes)`);
  }
}

/** Prints each page that differs with `diff -u`; exits 1 when any does. */
function compare(before: string, after: string): void {
  const names = [...new Set([...readdirSync(before), ...readdirSync(after)])].sort();
  let differing = 0;
  for (const name of names) {
    const result = spawnSync("diff", ["-u", path.join(before, name), path.join(after, name)], {
      encoding: "utf8",
    });
    if (result.status === 0) continue;
    differing++;
    process.stdout.write(result.stdout || result.stderr);
  }
  console.log(`${names.length} pages compared, ${differing} differ`);
  if (differing > 0) process.exitCode = 1;
}

const [command, first, second, ...rest] = process.argv.slice(2);
if (command === "snapshot" && first && second) await snapshot(first, second, rest);
else if (command === "compare" && first && second) compare(first, second);
else {
  console.error("Usage: page-html snapshot BASE_URL DIR [PATH…] | compare DIR_BEFORE DIR_AFTER");
  process.exitCode = 2;
}
