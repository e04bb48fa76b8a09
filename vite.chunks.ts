import type { Rolldown } from "vite";

/**
 * How the browser build is cut into files. Left to itself the bundler makes a chunk per set of
 * pages sharing a module, so a public page loaded some 30 files of a few hundred bytes each, and
 * each request's headers weighed as much as its content. One group fixes that:
 *
 * - "site": the shell's code (what root.tsx and site-layout.tsx import statically), in one file
 *   that every public page loads anyway. The icons are part of it: each is now a one-line
 *   component drawing from the SVG sprite (vite.icon-sprite.ts, docs/decisions/022), all of
 *   them together a few hundred bytes.
 *
 * A page's own sections, admin-only code and the page parts loaded later or never
 * (docs/decisions/006) keep their own chunks.
 */

const shellModules = /[\\/]app[\\/](root\.tsx|routes[\\/]site-layout\.tsx)$/;

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup["name"], (...args: never) => unknown>
>[1];

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [{ name: siteChunkName }];

/**
 * Chunk file names without the list of pages an "icons" chunk serves ("icons~home~model~…"):
 * the route manifest every page loads names each file several times.
 */
export function chunkFileNames(chunk: { name: string }): string {
  return `assets/${chunk.name.split("~")[0]}-[hash].js`;
}

function siteChunkName(id: string, context: ChunkingContext): string | null {
  if (shellModules.test(id)) return null;
  return reachedFrom(id, shellModules, context) ? "site" : null;
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
