import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "~/.server/http/scripts-after-paint";

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
