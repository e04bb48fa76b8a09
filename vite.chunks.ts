import type { Rolldown } from "vite";

/**
 * How the browser build is cut into files. Left to itself the bundler makes a chunk per set of
 * pages sharing a module, so a public page loaded some 30 files of a few hundred bytes each, and
 * each request's headers weighed as much as its content. One group fixes that:
 *
 * - "site": the shell's code (root.tsx, site-layout.tsx and what they import statically), in
 *   one file that every page loads anyway; the two route modules become facades of a few bytes
 *   (docs/decisions/029). The client entry stays a file of its own: its top-level code starts
 *   hydration, which must wait until the page's bootstrap has listed the route modules.
 *   The icons are part of it: each is now a one-line component drawing from the SVG sprite
 *   (vite.icon-sprite.ts, docs/decisions/022), all of them together a few hundred bytes. The
 *   #contato section's loader and the home sections' ids (a few lines most public pages import)
 *   join it rather than being files of their own, and so does React
 *   DOM (which the client entry would otherwise hold, with a second small file of it shared
 *   with the router): one file compresses better than three (docs/decisions/028).
 *
 * A page's own sections, admin-only code and the page parts loaded later or never
 * (docs/decisions/006) keep their own chunks.
 */

const shellModules = /[\\/]app[\\/](root\.tsx|routes[\\/]site-layout\.tsx)$/;
/** React DOM: the client entry's, the router's and the pages' share of it, in one file with the router. */
const reactDom = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
/** React: the icons' files (below) import it, and must not take it along. */
const react = /[\\/]node_modules[\\/]react[\\/]/;
/** The icons' one component (app/lib/sprite-icon.tsx), kept with the public icons. */
const spriteIconModule = /[\\/]app[\\/]lib[\\/]sprite-icon\.tsx$/;
/** Small modules most public pages import, kept in the shell's file rather than one file each. */
const sharedPageModules =
  /[\\/]app[\\/]components[\\/]site[\\/](contact[\\/]lazy-contact-section|shell[\\/]home-sections)\.ts$/;

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup["name"], (...args: never) => unknown>
>[1];

// In this order: a group takes along the modules its own import that no earlier group took
// (React, for the icons' files).
export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: siteChunkName },
  { name: publicIconsChunkName },
  // What the groups above left of the icons: those only the admin draws (docs/decisions/057).
  { name: "admin-icons", test: (id) => id.startsWith(iconModulePrefix) },
];

/**
 * Chunk file names without the list of pages an "icons" chunk serves ("icons~home~model~…"):
 * the route manifest every page loads names each file several times.
 */
export function chunkFileNames(chunk: { name: string }): string {
  return `assets/${chunk.name.split("~")[0]}-[hash].js`;
}

/**
 * The files a dynamic import (a page part's code, a route's) preloads alongside its own, less
 * the two every page has loaded before any of its code runs (the shell's file and the bundler's
 * runtime): naming them in each file's preload list only cost bytes of the first load.
 */
const loadedWithEveryPage = /^assets\/(site|rolldown-runtime)-[\w-]{8}\.js$/;

/**
 * The table of block parts (components/site/blocks/block-list.tsx, in its own file once a shipped
 * page's route draws blocks too) and the composed pages' route (routes/page.tsx): the table names
 * one dynamic import per block type, and their preload lists would be most of its size in the
 * first load of every page drawn from blocks (and the 404 page's). A static block's code is only fetched after a client-side
 * navigation, and a hydrating block's when it nears the screen: each then fetches what it
 * imports itself, a step later (docs/decisions/059).
 */
const composedPageRoute = /^assets\/(page|block-list)-[\w-]{8}\.js$/;

export function preloadableDependencies(
  _file: string,
  dependencies: string[],
  context?: { hostId: string; hostType: "html" | "js" },
): string[] {
  if (context && composedPageRoute.test(context.hostId)) return [];
  return dependencies.filter((dependency) => !loadedWithEveryPage.test(dependency));
}

function siteChunkName(id: string, context: ChunkingContext): string | null {
  if (shellModules.test(id)) return "site";
  if (sharedPageModules.test(id) || reactDom.test(id) || react.test(id)) return "site";
  return reachedFrom(id, shellModules, context) ? "site" : null;
}

/** Modules of the public site: everything but the admin's and the sign-in pages' own files. */
const publicModules =
  /[\\/]app[\\/](root\.tsx|routes[\\/](?!admin|auth|api\.admin)[^\\/]+|components[\\/](site|ui)[\\/].+)$/;

/**
 * The icons (one module each, vite.icon-sprite.ts) go in two files: "icons", those any public
 * page's code draws (the page parts that draw them load it, never the first load), and
 * "admin-icons", those only the admin draws. A file per icon would cost more in request headers
 * than the icon itself; one file for all made every admin icon a visitor's bytes
 * (docs/decisions/057).
 */
const iconModulePrefix = "\0cota-icon:";

function publicIconsChunkName(id: string, context: ChunkingContext): string | null {
  if (spriteIconModule.test(id) || id === "\0cota-icon-sprite-href") return "icons";
  return id.startsWith(iconModulePrefix) && usedBy(id, publicModules, context) ? "icons" : null;
}

/** Whether a module matching `users` imports `id`, statically or not, directly or through others. */
function usedBy(id: string, users: RegExp, context: ChunkingContext, seen = new Set<string>()): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const info = context.getModuleInfo(id);
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  return importers.some((importer) => users.test(importer) || usedBy(importer, users, context, seen));
}

/** Whether a module matching `entries` reaches `id` through static imports alone. */
function reachedFrom(
  id: string,
  entries: RegExp,
  context: ChunkingContext,
  seen = new Set<string>(),
): boolean {
  if (seen.has(id)) return false;
  seen.add(id);
  const importers = context.getModuleInfo(id)?.importers ?? [];
  return importers.some(
    (importer) => entries.test(importer) || reachedFrom(importer, entries, context, seen),
  );
}
