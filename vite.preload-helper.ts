import type { Plugin } from "vite";

/**
 * The module Vite imports, in the browser build, into each file that has a dynamic import(): its
 * id is Vite's, not a public interface (docs/internals.md).
 */
const preloadHelperId = "\0vite/preload-helper.js";

/**
 * A smaller stand-in for Vite's preload helper, which every page's first file carries: with a
 * page part's or a route's code (a dynamic import), it preloads the files that code imports, in
 * parallel rather than one after the other as the browser would find them. Vite's own helper also
 * loads stylesheets (this build has a single one, linked by every page), reads a CSP nonce from
 * a meta tag (none here: hashed assets load under 'self') and announces failures with a
 * `vite:preloadError` event (nothing listens); it weighs ~0.6 KB gzip of the first load, this one
 * ~0.15 KB. A failed import still rejects as before, and a file already preloaded (the page's own
 * scripts, or a part's loaded earlier) is not asked for twice.
 */
export function smallPreloadHelper(): Plugin {
  let base = "/";
  return {
    name: "cota:small-preload-helper",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      base = config.base;
    },
    load: {
      filter: { id: /^\0vite\/preload-helper\.js$/ },
      handler(id) {
        if (id !== preloadHelperId) return null;
        return preloadHelperSource(base);
      },
    },
  };
}

/** The helper's code, for a site served under `base`. */
export function preloadHelperSource(base: string): string {
  return `
const asked = new Set();
export const __vitePreload = (load, dependencies) => {
  for (const dependency of dependencies || []) {
    const href = ${JSON.stringify(base)} + dependency;
    if (asked.has(href)) continue;
    asked.add(href);
    if (document.querySelector('link[href="' + href + '"]')) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
  return load();
};
`;
}
