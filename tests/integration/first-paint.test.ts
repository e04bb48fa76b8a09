import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { publicPages as registeredPages } from "~/content/registry/pages";
import { everyBlockPaths, publishEveryBlockPages } from "../support/composed-pages";
import { pageScriptsFileOf, type RawResponse, rawGet } from "../support/http";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * A lighter first paint (docs/decisions/022 and 028): the stylesheet and the icons are shared,
 * cached files instead of being written into every page, and the home page keeps within its
 * budgets of HTML and JavaScript as a browser receives them.
 */

/**
 * Every page of the page registry (a page added there is measured without a line here), the
 * 404 page, drawn by its own module, and the composed pages holding every block type once
 * between them (a type added to the block registry is measured without a line here).
 */
const notFoundPath = "/pagina-que-nao-existe";
const publicPages = [...registeredPages.map((page) => page.path), notFoundPath, ...everyBlockPaths];
/** Pages the page cache does not keep: React Router's own script tags, no scripts file. */
const uncachedPages = new Set(["/thank-you", notFoundPath, "/404"]);
const yearLong = "public, max-age=31536000, immutable";
const kib = 1024;
/** The home page's HTML as sent with Brotli. */
const htmlBudget = 20 * kib;
/**
 * The scripts a public page loads, gzipped (docs/decisions/028, 029 and 031): React, React DOM
 * and React Router take ~104 KiB of it; the lead forms' code waits until the form nears the
 * screen, the header's menus' until the visitor reaches for them, the promo banner's until a
 * banner is on; the route manifest comes as links appear, the toasts' code with the first
 * notice; the head tags are written by the loaders and text pages are static parts
 * (docs/decisions/034). 109.1–109.8 KiB today.
 */
const scriptBudget = 110 * kib;
/*
 * The page's scripts file (its data and React Router's bootstrap, docs/decisions/033) is not in
 * this budget: it is the page's data, counted with the HTML, where it was written before.
 */

/**
 * Pages that open with a hero, the first screen a phone shows: one of each module that draws one
 * (the text pages, thank-you and 404 open with their text).
 */
const pagesWithHero = [
  "/",
  "/modelo-prime",
  "/segmentos/advogados",
  "/solucoes-lucrativas",
  "/expo-abf-2025",
];

/**
 * The first script in the body that the HTML parser must run before it reads on: an inline
 * classic script (not a module, not async or deferred, not a data block). It waits for the
 * stylesheet, and the parser waits for it.
 */
function firstParserPause(html: string): { at: number; text: string } | null {
  const body = html.indexOf("<body");
  for (const match of html.slice(body).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\b(src|type|async|defer)=/.test(match[1]) || match[2] === "") continue;
    return { at: body + (match.index ?? 0), text: match[2] };
  }
  return null;
}

const stylesheetHrefs = (html: string) =>
  [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map(
    ([link]) => link.match(/\bhref="([^"]+)"/)?.[1] ?? "",
  );
const inlineStyles = (html: string) => [...html.matchAll(/<style\b([^>]*)>([\s\S]*?)<\/style>/g)];
const spriteReferences = (html: string) =>
  [...html.matchAll(/<use\b[^>]*\bhref="([^"]+)"/g)].map(([, href]) => href);

/** The routes React Router's bootstrap writes for the page (lazy route discovery). */
function routeManifestOf(scripts: string): { routes: Record<string, unknown>; version: string } {
  const json = /window\.__reactRouterManifest = (\{.*?\});\n/.exec(scripts)?.[1];
  expect(json, "the page's route manifest").toBeDefined();
  return JSON.parse(json ?? "{}");
}

/** `import … from "./x.js"` and `import "./x.js"` in a built (minified) module. */
const staticImports = /\bimport\s*(?:[\w{},*\s$]+from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

describe("a lighter first paint", () => {
  let server: ServerProcess;
  const pages = new Map<string, string>();
  beforeAll(async () => {
    // The composed pages are published before the server starts, in the database it then opens.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-first-paint-"));
    const handle = await openDatabase({ dataDir });
    try {
      await publishEveryBlockPages(handle.db);
    } finally {
      await handle.close();
    }
    server = await startServer({ dataDir });
    for (const path of publicPages) {
      const answer = await get(path);
      // The not-found page answers 404 at its own address too (docs/decisions/079).
      expect(answer.status, path).toBe(path === notFoundPath || path === "/404" ? 404 : 200);
      pages.set(path, answer.text);
    }
  });
  afterAll(async () => {
    await server?.stop();
    if (server) fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  const get = (path: string, headers: Record<string, string> = {}) => rawGet(`${server.url}${path}`, headers);
  const home = () => pages.get("/") ?? "";
  /** The file a page starts its scripts from, after its first paint. */
  async function scriptsFileOf(page: string): Promise<string> {
    const url = pageScriptsFileOf(page);
    expect(url, "the page's scripts file").toBeDefined();
    const file = await get(url ?? "");
    expect(file.status).toBe(200);
    return file.text;
  }
  const homeScriptsFile = () => scriptsFileOf(home());

  /**
   * The built scripts a page loads before any visitor action: the modules its scripts file (or
   * the page itself) preloads and everything they import statically (a part's code, imported with import(),
   * comes later or never).
   */
  async function scriptsLoadedBy(scriptsFile: string): Promise<string[]> {
    const preloaded = /for \(const href of (\[[^\]]*\])\)/.exec(scriptsFile)?.[1];
    // A page the page cache does not keep (the 404 page) has React Router's own preload links.
    const preloadLinks = [...scriptsFile.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map(
      ([, href]) => href,
    );
    expect(preloaded ?? preloadLinks[0], "the page's preload list").toBeDefined();
    const loaded = new Set<string>();
    const pending: string[] = preloaded ? JSON.parse(preloaded) : preloadLinks;
    for (let url = pending.pop(); url; url = pending.pop()) {
      if (loaded.has(url)) continue;
      loaded.add(url);
      const script = await get(url);
      expect(script.status, url).toBe(200);
      for (const [, file] of script.text.matchAll(staticImports))
        pending.push(new URL(file, `http://x${url}`).pathname);
    }
    return [...loaded];
  }

  it("links one hashed stylesheet, cached for a year and shared by every public page", async () => {
    const [href] = stylesheetHrefs(home());
    expect(stylesheetHrefs(home())).toHaveLength(1);
    expect(href).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.css$/);
    for (const path of publicPages) expect(stylesheetHrefs(pages.get(path) ?? ""), path).toEqual([href]);

    const stylesheet = await get(href, { "accept-encoding": "br, gzip" });
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers["content-type"]).toMatch(/^text\/css/);
    expect(stylesheet.headers["cache-control"]).toBe(yearLong);
    expect(stylesheet.headers["content-encoding"]).toBe("br");
    // The whole site's rules: the header's, the hero's and the footer's.
    expect(stylesheet.text).toContain("--theme-primary");
    expect(stylesheet.text).toMatch(/\.bg-ink\{/);
  });

  it("writes no stylesheet into the page, only a few lines of its own (the saved theme's variables)", () => {
    for (const path of publicPages) {
      const css = inlineStyles(pages.get(path) ?? "")
        .map(([, , text]) => text)
        .join("");
      expect(css.length, path).toBeLessThan(2 * kib);
      // Tailwind's reset lives in the shared file only.
      expect(css, path).not.toContain("box-sizing");
    }
  });

  it("lets the page's Content-Security-Policy load the stylesheet from the site", async () => {
    const answer = await get("/");
    const styleSrc = String(answer.headers["content-security-policy"])
      .split(";")
      .find((directive) => directive.trim().startsWith("style-src"));
    expect(styleSrc).toContain("'self'");
  });

  it("draws the icons from one cached sprite holding every icon the page uses", async () => {
    const hrefs = spriteReferences(home());
    expect(hrefs.length).toBeGreaterThan(20);
    const files = new Set(hrefs.map((href) => href.split("#")[0]));
    expect(files.size).toBe(1);
    const [file] = files;
    expect(file).toMatch(/^\/assets\/icons-[\w-]{8,}\.svg$/);
    for (const path of publicPages) {
      for (const href of spriteReferences(pages.get(path) ?? "")) expect(href.split("#")[0], path).toBe(file);
    }

    const sprite = await get(file, { "accept-encoding": "br, gzip" });
    expect(sprite.status).toBe(200);
    expect(sprite.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(sprite.headers["cache-control"]).toBe(yearLong);
    const ids = new Set([...sprite.text.matchAll(/<symbol id="([^"]+)"/g)].map(([, id]) => id));
    for (const path of publicPages) {
      for (const href of spriteReferences(pages.get(path) ?? ""))
        expect(ids, `${path}: ${href}`).toContain(href.split("#")[1]);
    }
    // The icons' shapes are in the sprite, not in the page.
    const iconElements = [...home().matchAll(/<svg\b[^>]*class="lucide[^"]*"[^>]*>([\s\S]*?)<\/svg>/g)];
    expect(iconElements.length).toBe(hrefs.length);
    for (const [, inside] of iconElements) expect(inside).toMatch(/^<use href="[^"]+"><\/use>$/);
  });

  it("keeps the icons only the admin draws out of the icons' file the public pages load (docs/decisions/057)", () => {
    const assets = path.resolve("build/client/assets");
    const fileOf = (prefix: string) => {
      const name = fs.readdirSync(assets).find((file) => file.startsWith(prefix) && file.endsWith(".js"));
      expect(name, prefix).toBeDefined();
      return fs.readFileSync(path.join(assets, name ?? ""), "utf8");
    };
    const publicIcons = fileOf("icons-");
    const adminIcons = fileOf("admin-icons-");
    // The phone menu's icon is a visitor's; the dashboard's is the admin sidebar's alone.
    expect(publicIcons).toContain("`menu`");
    expect(publicIcons).not.toContain("layout-dashboard");
    expect(adminIcons).toContain("layout-dashboard");
    expect(adminIcons).not.toContain("`menu`");
  });

  it("keeps decorative icons hidden from screen readers", () => {
    const icons = [...home().matchAll(/<svg\b[^>]*class="lucide[^"]*"[^>]*>/g)].map(([tag]) => tag);
    expect(icons.length).toBeGreaterThan(0);
    for (const tag of icons) {
      if (/\b(aria-label|role|title)=/.test(tag)) continue;
      expect(tag).toContain('aria-hidden="true"');
    }
  });

  it("fetches the expo page's hero poster, its largest paint on a phone, at once and first", () => {
    const hero =
      /<section\b[^>]*\bid="expo"[\s\S]*?<\/section>/.exec(pages.get("/expo-abf-2025") ?? "")?.[0] ?? "";
    const poster = hero.match(/<img\b[^>]*>/)?.[0] ?? "";
    expect(poster).toContain("/images/expo/");
    expect(poster).not.toContain('loading="lazy"');
    expect(poster).toContain('fetchPriority="high"');
  });

  it("has the parser wait for the stylesheet at the end of the hero, so the first screen is laid out on its own (docs/decisions/035)", async () => {
    for (const path of pagesWithHero) {
      const page = pages.get(path) ?? "";
      const pause = firstParserPause(page);
      expect(pause, path).not.toBeNull();
      const at = pause?.at ?? 0;
      // After the stylesheet's link and the hero's title, before the page's next section.
      const [stylesheet] = stylesheetHrefs(page);
      expect(page.indexOf(stylesheet), path).toBeLessThan(at);
      const title = page.indexOf("</h1>");
      expect(title, path).toBeGreaterThan(0);
      expect(title, path).toBeLessThan(at);
      expect(page.slice(title, at), path).not.toContain("<section");
      expect(page.slice(at), path).toMatch(/^<script[^>]*>[^<]*<\/script><\/section>/);
      // A script the page's policy refused would not be run, nor waited for.
      const policy = String((await get(path)).headers["content-security-policy"]);
      const hash = crypto
        .createHash("sha256")
        .update(pause?.text ?? "")
        .digest("base64");
      expect(policy, path).toContain(`'sha256-${hash}'`);
    }
  });

  it("sends the home page's HTML, with the data it names in its scripts file, within 20 KB with Brotli", async () => {
    const answer = await brotliAnswer("/");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.text).toContain("</html>");
    // The page's data was written into the page until it moved to the scripts file
    // (docs/decisions/033): both count against the page's budget.
    const url = pageScriptsFileOf(answer.text) ?? "";
    const file = await get(url, { "accept-encoding": "br, gzip" });
    expect(file.headers["content-encoding"]).toBe("br");
    expect(file.text).toContain("streamController.enqueue(");
    expect(answer.raw.length + file.raw.length).toBeLessThanOrEqual(htmlBudget);
  });

  it("leaves the home page's text sections out of its data: they stay as the server drew them (docs/decisions/038)", async () => {
    const html = pages.get("/") ?? "";
    const data = await homeScriptsFile();
    // A model card's feature and a step's title: in the page, not in its data.
    for (const text of [
      "Faturamento de R$ 15.000 a R$ 25.000 por mês",
      "Seja um franqueado Cota Fácil e lucre",
    ]) {
      expect(html).toContain(text);
      expect(data).not.toContain(text);
    }
    // What the parts drawn in the browser need is still there (the FAQ, the contact form).
    expect(data).toContain("Quais produtos vou poder oferecer?");
  });

  it.each(publicPages)("loads the scripts of %s within the budget, gzipped", async (path) => {
    // A page the page cache does not keep (thank-you, 404) names its scripts in the page itself.
    // (Every other page must have its scripts file: React Router's HTML as the rewrite expects it.)
    const page = pages.get(path) ?? "";
    const urls = await scriptsLoadedBy(uncachedPages.has(path) ? page : await scriptsFileOf(page));
    expect(urls.length).toBeGreaterThan(3);
    let total = 0;
    for (const url of urls) {
      const script = await get(url, { "accept-encoding": "gzip" });
      expect(script.status, url).toBe(200);
      // Whatever the server sends, counted as gzip at its best setting.
      total +=
        script.headers["content-encoding"] === "gzip"
          ? script.raw.length
          : zlib.gzipSync(script.raw, { level: 9 }).length;
    }
    expect(total).toBeLessThanOrEqual(scriptBudget);
  });

  it("preloads a part's code with the site's small helper, not Vite's (vite.preload-helper.ts, decision 031)", async () => {
    const scripts = await Promise.all(
      (await scriptsLoadedBy(await homeScriptsFile())).map(async (url) => (await get(url)).text),
    );
    // Vite's own helper announces failures with this event; the site's looks for a link first.
    expect(scripts.filter((text) => text.includes("vite:preloadError"))).toEqual([]);
    expect(scripts.filter((text) => text.includes('document.querySelector(`link[href="`+'))).toHaveLength(1);
  });

  it("writes only the page's own routes into it; the others are answered as its links appear", async () => {
    const manifest = routeManifestOf(await homeScriptsFile());
    expect(Object.keys(manifest.routes).sort()).toEqual(["root", "routes/home", "routes/site-layout"]);

    const paths = encodeURIComponent("/modelo-prime,/admin");
    const answer = await get(`/__manifest?paths=${paths}&version=${manifest.version}`);
    expect(answer.status).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    const routes = Object.values(
      JSON.parse(answer.text) as Record<string, { path?: string; module: string }>,
    );
    const modelRoute = routes.find((route) => route.path === "modelo-prime");
    expect(modelRoute?.module, answer.text).toMatch(/^\/assets\/[\w.-]+\.js$/);
    expect(routes.some((route) => route.path === "admin")).toBe(true);
  });

  /** The page cache makes its Brotli copy after the first answer: asks until it is there. */
  async function brotliAnswer(path: string): Promise<RawResponse> {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = await get(path, { "accept-encoding": "br, gzip" });
      if (answer.headers["content-encoding"] === "br" || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
});
