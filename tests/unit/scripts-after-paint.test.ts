import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint, splitPageScripts } from "~/.server/http/scripts-after-paint";

/** The end of a page's <head> and <body> as React Router 7.18 writes them. */
const page = `<head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/><link rel="modulepreload" href="/assets/site-1.js" nonce="n"/><link rel="modulepreload" href="/assets/root-1.js" nonce="n"/><link rel="modulepreload" href="/assets/home-1.js" nonce="n"/></head><body><main>Olá</main><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-1.js"; import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body>`;

/** The same page with lazy route discovery: no manifest file, its share of the manifest inline. */
const lazyDiscoveryPage = `<head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/><link rel="modulepreload" href="/assets/site-1.js" nonce="n"/><link rel="modulepreload" href="/assets/root-1.js" nonce="n"/><link rel="modulepreload" href="/assets/home-1.js" nonce="n"/></head><body><main>Olá</main><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">
;
import * as route0 from "/assets/root-1.js";
import * as route1 from "/assets/home-1.js";
  window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.client-1.js",
    "imports": [
      "/assets/site-1.js"
    ],
    "css": []
  },
  "routes": {
    "root": {
      "id": "root",
      "path": "",
      "module": "/assets/root-1.js",
      "imports": [
        "/assets/site-1.js"
      ],
      "css": []
    },
    "routes/home": {
      "id": "routes/home",
      "parentId": "root",
      "index": true,
      "module": "/assets/home-1.js",
      "imports": [],
      "css": []
    }
  },
  "url": "/assets/manifest-1.js",
  "version": "1"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body>`;

/**
 * The lazy-discovery page with the rest of what React Router writes: its scroll restoration,
 * its context (settings and the stream) and its data written into the stream, then closed.
 */
const wholePage = lazyDiscoveryPage
  .replace(
    '<script nonce="n">window.__reactRouterContext = {};</script>',
    '<script nonce="n">((storageKey2, restoreKey) => { window.scrolled = storageKey2; })("react-router-scroll-positions", null)</script>' +
      '<script nonce="n">window.__reactRouterContext = {"ssr":true};window.__reactRouterContext.stream = makeStream();</script>',
  )
  .replace(
    "</body>",
    '<!--$--><script nonce="n">window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"loaderData\\"]\\n");</script><!--/$-->' +
      '<script nonce="n">window.__reactRouterContext.streamController.close();</script></body>',
  );

function bootstrapOf(html: string): string {
  return /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

/** Runs the rewritten bootstrap against a recording stand-in for the browser. */
async function run(body: string, visibility: "visible" | "hidden", options: { fontsLate?: boolean } = {}) {
  const steps: string[] = [];
  let fontsLoaded = () => {};
  const fontsReady = options.fontsLate
    ? new Promise<void>((resolve) => {
        fontsLoaded = resolve;
      })
    : Promise.resolve();
  const paintObservers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    visibilityState: visibility,
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`) },
    addEventListener: () => {},
    fonts: { ready: fontsReady },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
    observe() {
      paintObservers.push((list) => this.callback(list, this));
    }
    disconnect() {}
  }
  const importModule = async (url: string) => {
    const modules = Object.keys((window.__reactRouterRouteModules as object | undefined) ?? {});
    const manifest = window.__reactRouterManifest as { routes: object } | undefined;
    const known = manifest ? ` and manifest ${JSON.stringify(Object.keys(manifest.routes))}` : "";
    steps.push(`import ${url}${url.includes("entry") ? ` with ${JSON.stringify(modules)}${known}` : ""}`);
    return { url };
  };
  // Immediate tasks run at once; the late fallback (5 s) never comes in this run.
  const setTimeout = (callback: () => void, ms = 0) => (ms === 0 ? callback() : undefined);
  const requestAnimationFrame = (callback: () => void) => callback();
  const code = body.replace(/\bimport\(/g, "importModule(");
  new Function(
    "window",
    "document",
    "PerformanceObserver",
    "setTimeout",
    "requestAnimationFrame",
    "importModule",
    code,
  )(window, document, PerformanceObserver, setTimeout, requestAnimationFrame, importModule);
  await new Promise((resolve) => globalThis.setTimeout(resolve, 10));
  const beforePaint = [...steps];
  const firstContentfulPaint = {
    getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []),
  };
  for (const observer of paintObservers) observer(firstContentfulPaint);
  await new Promise((resolve) => globalThis.setTimeout(resolve, 10));
  const beforeFonts = [...steps];
  fontsLoaded();
  await new Promise((resolve) => globalThis.setTimeout(resolve, 10));
  return { beforePaint, beforeFonts, steps };
}

describe("scripts after the first paint", () => {
  it("drops the preload links and starts nothing before the first contentful paint, then loads as before", async () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>');
    expect(html).toContain("<main>Olá</main>");

    const { beforePaint, steps } = await run(bootstrapOf(html), "visible");
    expect(beforePaint).toEqual([]);
    // Every file of the page preloaded at once, then the original steps in their order.
    expect(steps.slice(0, 5).sort()).toEqual(
      ["entry.client-1", "home-1", "manifest-1", "root-1", "site-1"].map(
        (name) => `modulepreload /assets/${name}.js`,
      ),
    );
    expect(steps.slice(5)).toEqual([
      "import /assets/manifest-1.js",
      "import /assets/root-1.js",
      "import /assets/home-1.js",
      'import /assets/entry.client-1.js with ["root","routes/home"]',
    ]);
  });

  it("after the first paint, waits for the page's fonts (text may paint only with them)", async () => {
    const { beforePaint, beforeFonts, steps } = await run(
      bootstrapOf(scriptsAfterFirstPaint(page)),
      "visible",
      {
        fontsLate: true,
      },
    );
    expect(beforePaint).toEqual([]);
    expect(beforeFonts).toEqual([]);
    expect(steps).toContain('import /assets/entry.client-1.js with ["root","routes/home"]');
  });

  it("with lazy route discovery, sets the page's share of the manifest before the client entry runs", async () => {
    const html = scriptsAfterFirstPaint(lazyDiscoveryPage);
    expect(html).not.toContain('rel="modulepreload"');
    const { beforePaint, steps } = await run(bootstrapOf(html), "visible");
    expect(beforePaint).toEqual([]);
    expect(steps.slice(0, 4).sort()).toEqual(
      ["entry.client-1", "home-1", "root-1", "site-1"].map((name) => `modulepreload /assets/${name}.js`),
    );
    expect(steps.slice(4)).toEqual([
      "import /assets/root-1.js",
      "import /assets/home-1.js",
      'import /assets/entry.client-1.js with ["root","routes/home"] and manifest ["root","routes/home"]',
    ]);
    // The whole manifest's file is never loaded with lazy discovery: the page does not name it.
    expect(html).not.toContain("manifest-1.js");
  });

  it("starts at once in a hidden tab, which paints nothing", async () => {
    const { beforePaint } = await run(bootstrapOf(scriptsAfterFirstPaint(page)), "hidden");
    expect(beforePaint).toContain("import /assets/manifest-1.js");
  });

  it("leaves a page it does not recognise as it is", () => {
    const other = page.replace(
      'import "/assets/manifest-1.js";',
      'import "/assets/manifest-1.js"; somethingElse();',
    );
    expect(scriptsAfterFirstPaint(other)).toBe(other);
    const brokenManifest = lazyDiscoveryPage.replace('"version": "1"', '"version": ');
    expect(scriptsAfterFirstPaint(brokenManifest)).toBe(brokenManifest);
    const noBootstrap = '<head><link rel="modulepreload" href="/a.js"/></head><body></body>';
    expect(scriptsAfterFirstPaint(noBootstrap)).toBe(noBootstrap);
  });
});

describe("a cached page's scripts in a file of their own", () => {
  const scriptElements = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];

  it("leaves in the page only what starts the file after the first paint, the elements React hydrates kept empty", async () => {
    const split = splitPageScripts(wholePage);
    expect(split).not.toBeNull();
    const html = split?.pageNaming("/__page-scripts/abc.js") ?? "";
    expect(html).toContain("<main>Olá</main>");
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain("loaderData");
    expect(html).not.toContain("__reactRouterManifest");
    const texts = scriptElements(html).map(([, text]) => text);
    // Scroll restoration, context, data, stream's end: emptied; the bootstrap: the file's start.
    expect(texts.filter((text) => text === "")).toHaveLength(4);
    expect(scriptElements(html)).toHaveLength(5);

    const { beforePaint, steps } = await run(bootstrapOf(html), "visible");
    expect(beforePaint).toEqual([]);
    expect(steps).toEqual(["import /__page-scripts/abc.js"]);
  });

  it("writes into the file, in order: scroll restoration, context, data, the stream's end, then the bootstrap's steps", async () => {
    const file = splitPageScripts(wholePage)?.file ?? "";
    const order = [
      "react-router-scroll-positions",
      "window.__reactRouterContext = {",
      "loaderData",
      "streamController.close()",
      'rel = "modulepreload"',
      'import("/assets/root-1.js")',
      "window.__reactRouterManifest = ",
      "window.__reactRouterRouteModules = ",
      'import("/assets/entry.client-1.js")',
    ].map((text) => file.indexOf(text));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));

    // Run as the module it is: the data reaches the stream, closed, before the client entry.
    const seen: string[] = [];
    const window: { __reactRouterContext?: Record<string, unknown> } = {};
    // What React Router's context script does: a stream whose controller takes the data.
    const makeStream = () => {
      if (!window.__reactRouterContext) throw new Error("the stream before the context");
      window.__reactRouterContext.streamController = {
        enqueue: (chunk: string) => seen.push(`data ${chunk.trim()}`),
        close: () => seen.push("close"),
      };
      return "stream";
    };
    const document = { createElement: () => ({}), head: { append: () => {} } };
    const importModule = async (url: string) => {
      seen.push(`import ${url}`);
      return {};
    };
    const code = file.replace(/\bimport\(/g, "importModule(");
    const module = new Function(
      "window",
      "document",
      "importModule",
      "makeStream",
      `return (async () => { ${code} })();`,
    );
    await module(window, document, importModule, makeStream);
    expect(seen).toEqual([
      'data [{"_1":2},"loaderData"]',
      "close",
      "import /assets/root-1.js",
      "import /assets/home-1.js",
      "import /assets/entry.client-1.js",
    ]);
  });

  it("leaves a page whose data stream does not end, or of another shape, to the inline scripts", () => {
    const unended = wholePage.replace(
      '<script nonce="n">window.__reactRouterContext.streamController.close();</script>',
      "",
    );
    expect(splitPageScripts(unended)).toBeNull();
    expect(splitPageScripts(lazyDiscoveryPage.replace("window.__reactRouterContext = {};", ""))).toBeNull();
    const other = wholePage.replace('import * as route1 from "/assets/home-1.js";', "somethingElse();");
    expect(splitPageScripts(other)).toBeNull();
  });
});
