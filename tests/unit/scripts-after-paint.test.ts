import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint } from "~/.server/http/scripts-after-paint";

/** The end of a page's <head> and <body> as React Router 7.18 writes them. */
const page = `<head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="modulepreload" href="/assets/manifest-1.js" nonce="n"/><link rel="modulepreload" href="/assets/entry.client-1.js" nonce="n"/><link rel="modulepreload" href="/assets/site-1.js" nonce="n"/><link rel="modulepreload" href="/assets/root-1.js" nonce="n"/><link rel="modulepreload" href="/assets/home-1.js" nonce="n"/></head><body><main>Olá</main><script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">import "/assets/manifest-1.js"; import * as route0 from "/assets/root-1.js"; import * as route1 from "/assets/home-1.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-1.js");</script></body>`;

function bootstrapOf(html: string): string {
  return /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

/** Runs the rewritten bootstrap against a recording stand-in for the browser. */
async function run(body: string, visibility: "visible" | "hidden") {
  const steps: string[] = [];
  const frames: (() => void)[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    visibilityState: visibility,
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`) },
  };
  const importModule = async (url: string) => {
    steps.push(
      `import ${url}${url.includes("entry") ? ` with ${JSON.stringify(Object.keys(window.__reactRouterRouteModules ?? {}))}` : ""}`,
    );
    return { url };
  };
  const code = body.replace(/\bimport\(/g, "importModule(");
  new Function("window", "document", "requestAnimationFrame", "setTimeout", "importModule", code)(
    window,
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => callback(),
    importModule,
  );
  const beforeFrame = [...steps];
  for (const frame of frames) frame();
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { beforeFrame, steps };
}

describe("scripts after the first paint", () => {
  it("drops the preload links and starts nothing before the first frame, then loads as before", async () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-1.css"/>');
    expect(html).toContain("<main>Olá</main>");

    const { beforeFrame, steps } = await run(bootstrapOf(html), "visible");
    expect(beforeFrame).toEqual([]);
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

  it("starts at once in a hidden tab, which paints nothing", async () => {
    const { beforeFrame } = await run(bootstrapOf(scriptsAfterFirstPaint(page)), "hidden");
    expect(beforeFrame).toContain("import /assets/manifest-1.js");
  });

  it("leaves a page it does not recognise as it is", () => {
    const other = page.replace(
      'import "/assets/manifest-1.js";',
      'import "/assets/manifest-1.js"; somethingElse();',
    );
    expect(scriptsAfterFirstPaint(other)).toBe(other);
    const noBootstrap = '<head><link rel="modulepreload" href="/a.js"/></head><body></body>';
    expect(scriptsAfterFirstPaint(noBootstrap)).toBe(noBootstrap);
  });
});
