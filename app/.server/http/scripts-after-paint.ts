/**
 * The page's scripts start loading once the page has been painted (docs/decisions/028).
 *
 * React Router writes `<link rel="modulepreload">` for each of the page's scripts and a module
 * script importing them, so on a phone's connection ~110 KB of JavaScript competes with the
 * stylesheet and the font for the first paint — which needs none of it: the page is complete
 * server HTML (docs/decisions/006). Lighthouse's simulation also counts every module script
 * fetched before the largest paint as if it blocked it (it cannot see when a module runs), which
 * put the home page's LCP at ~1.6 times the same page's without scripts. Here the preload links
 * are dropped and the bootstrap script becomes one that, once the browser reports the first
 * contentful paint, preloads the same files (still in parallel) and then runs the very same
 * steps in the same order: the route modules, the page's share of the route manifest
 * (`window.__reactRouterManifest`), `window.__reactRouterRouteModules`, the client entry. A
 * hidden tab paints nothing, so it starts at once (or when it is hidden).
 *
 * It also waits for the page's fonts (the preloaded Inter): the largest paint is text (the
 * hero's title or subtitle), which may paint only once its font has come, after the first
 * paint; scripts requested before that would compete with the font on a phone's connection and
 * be counted by Lighthouse as holding up the largest paint.
 *
 * A page the page cache keeps goes one step further (`splitPageScripts`, docs/decisions/033):
 * the same steps, with React Router's context and the page's data, move to a file of their own,
 * and the page keeps only the lines that import it after the first paint.
 *
 * Should React Router's output ever differ from the expected shape, the page is left unchanged
 * (the scripts then simply load as before; React Router's HTML is not its public interface, and
 * the tests that notice are listed in docs/internals.md).
 */

const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefOf = /\bhref="([^"]+)"/;
const bootstrapScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const sideEffectImport = /^import "([^"]+)";$/;
const namespaceImport = /^import \* as (route\d+) from "([^"]+)";$/;
const routeModules = /^(window\.__reactRouterRouteModules = \{[^;]*\};)$/;
const entryImport = /^import\("([^"]+)"\);$/;
/**
 * The routes of the page, written as JSON over several lines (lazy route discovery): the rest
 * of the manifest is asked for as links appear (react-router.config.ts).
 */
const inlineManifest = /window\.__reactRouterManifest = (\{[\s\S]*?\n\});/;
/** React Router's context (settings, and the stream its data is written into). */
const contextScript = /<script\b[^>]*>(window\.__reactRouterContext = [\s\S]*?)<\/script>/g;
/**
 * React Router's scroll restoration: gives the history entry a key and scrolls to the position
 * saved for it. After a reload or a return the browser has already restored the position itself
 * (React Router hands that back to it as the page is left); React Router restores it again as it
 * hydrates.
 */
const scrollRestorationScript = /<script\b[^>]*>(\(\(storageKey\d*, restoreKey\) => \{[\s\S]*?)<\/script>/g;
/** The page's data, written into that stream, and the stream's end. */
const streamScript = /<script\b[^>]*>(window\.__reactRouterContext\.streamController\.[\s\S]*?)<\/script>/g;

/** Past this, the scripts start even if no paint was reported (a page that draws nothing). */
const paintWaitMs = 5000;

export function scriptsAfterFirstPaint(html: string): string {
  const preloads = pagePreloads(html);
  let rewritten = false;
  const withBootstrap = html.replace(
    bootstrapScript,
    (element, open: string, body: string, close: string) => {
      const steps = rewritten ? null : loadingSteps(body, preloads);
      if (!steps) return element;
      rewritten = true;
      return `${open}${afterFirstPaint(steps)}${close}`;
    },
  );
  if (!rewritten) return html;
  return withBootstrap.replace(modulePreload, "");
}

/**
 * The page's scripts moved to a file of their own (docs/decisions/033): React Router's context,
 * the page's data (the stream of its loaders' results: ~3 KB of the home page's ~17 KB with
 * Brotli) and the bootstrap's steps. What stays in the page is a few lines that import the file
 * once the page is painted, so the page's first round trip carries only what is painted.
 * `file` is the file's text (a module); `pageNaming(url)` the page importing it from `url`.
 * Null when React Router's output is not the expected shape.
 */
export function splitPageScripts(html: string): { file: string; pageNaming: (url: string) => string } | null {
  const preloads = pagePreloads(html);
  const context = [...html.matchAll(contextScript)];
  const stream = [...html.matchAll(streamScript)];
  const bootstraps = [...html.matchAll(bootstrapScript)].filter(([, , body]) =>
    body.includes("__reactRouterRouteModules"),
  );
  if (context.length !== 1 || bootstraps.length !== 1) return null;
  // The stream must end, or the client would wait for its data for ever.
  if (!stream.some(([, body]) => body.trim() === "window.__reactRouterContext.streamController.close();")) {
    return null;
  }
  const [bootstrap, open, body, close] = bootstraps[0];
  const steps = loadingSteps(body, preloads);
  if (!steps) return null;
  const scrollRestoration = [...html.matchAll(scrollRestorationScript)].map(([, script]) => script);
  const file = [...scrollRestoration, context[0][1], ...stream.map(([, script]) => script), ...steps].join(
    "\n",
  );
  // The script elements stay, emptied: they are React's elements, which it hydrates.
  const withoutScripts = html
    .replace(scrollRestorationScript, emptied)
    .replace(contextScript, emptied)
    .replace(streamScript, emptied)
    .replace(modulePreload, "");
  return {
    file,
    pageNaming: (url) =>
      withoutScripts.replace(
        bootstrap,
        () => `${open}${afterFirstPaint([`import(${JSON.stringify(url)});`])}${close}`,
      ),
  };
}

/** A script element as it was, without its text. */
function emptied(element: string, text: string): string {
  return element.replace(text, "");
}

/** Every file the page preloads: the bootstrap's imports and the chunks they import. */
function pagePreloads(html: string): string[] {
  return [...html.matchAll(modulePreload)].flatMap(([link]) => hrefOf.exec(link)?.[1] ?? []);
}

/**
 * The bootstrap's steps as statements that run one after the other (awaiting each import), the
 * page's files preloaded first, all in parallel; null when its shape is not the expected one.
 */
function loadingSteps(body: string, pagePreloads: string[]): string[] | null {
  if (!body.includes("__reactRouterRouteModules")) return null;
  const manifest = inlineManifest.exec(body);
  const partialManifest = manifest ? routeManifest(manifest[1]) : undefined;
  if (partialManifest === null) return null;
  const statements = body
    .replace(inlineManifest, "")
    .split(/;\s*|\n/)
    .map((statement) => statement.trim())
    .filter(Boolean)
    .map((statement) => (statement.endsWith(";") ? statement : `${statement};`));
  const sideEffects: string[] = [];
  const routes: { name: string; url: string }[] = [];
  let modules: string | undefined;
  let entry: string | undefined;
  for (const statement of statements) {
    const sideEffect = sideEffectImport.exec(statement);
    const route = namespaceImport.exec(statement);
    const assignment = routeModules.exec(statement);
    const entryUrl = entryImport.exec(statement);
    if (sideEffect) sideEffects.push(sideEffect[1]);
    else if (route) routes.push({ name: route[1], url: route[2] });
    else if (assignment) modules = assignment[1];
    else if (entryUrl) entry = entryUrl[1];
    else return null;
  }
  if (!modules || !entry) return null;
  const json = JSON.stringify;
  const preloads = json([
    ...new Set([...sideEffects, ...routes.map((route) => route.url), entry, ...pagePreloads]),
  ]);
  return [
    `for (const href of ${preloads}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    ...sideEffects.map((url) => `await import(${json(url)});`),
    `const [${routes.map((route) => route.name).join(", ")}] = await Promise.all([${routes.map((route) => `import(${json(route.url)})`).join(", ")}]);`,
    ...(partialManifest ? [`window.__reactRouterManifest = ${partialManifest};`] : []),
    modules,
    `import(${json(entry)});`,
  ];
}

/** A script that runs `steps` once, after the first paint and the page's fonts. */
function afterFirstPaint(steps: string[]): string {
  return [
    "(() => {",
    "let started = false;",
    `const start = async () => { if (started) return; started = true; ${steps.join("\n")} };`,
    // Once the page's fonts have loaded, the frame after: text waiting for its font is painted then.
    "const afterFonts = () => document.fonts.ready.then(() => requestAnimationFrame(() => setTimeout(start)));",
    // A hidden tab paints nothing. Where the browser reports no first contentful paint, the
    // late start below is the one that comes.
    'if (document.visibilityState === "hidden") start();',
    "else {",
    'new PerformanceObserver((list, observer) => { if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); afterFonts(); } }).observe({ type: "paint", buffered: true });',
    'document.addEventListener("visibilitychange", start, { once: true });',
    `setTimeout(start, ${paintWaitMs});`,
    "}",
    "})();",
  ].join("\n");
}

/**
 * The page's share of the route manifest, on one line and without the address of the whole
 * manifest's file: with lazy discovery the browser never loads that file (the routes it does
 * not know yet come from /__manifest), so naming it would only look like one more script.
 * Null when it is not the JSON object expected.
 */
function routeManifest(json: string): string | null {
  try {
    const { url: _wholeManifestFile, ...manifest } = JSON.parse(json) as Record<string, unknown>;
    return typeof manifest.routes === "object" && manifest.routes !== null ? JSON.stringify(manifest) : null;
  } catch {
    return null;
  }
}
