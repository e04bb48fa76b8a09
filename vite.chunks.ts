import type { Rolldown } from "vite";

/**
 * One "site" chunk for the small modules every public page loads at once: the shell's code
 * (what root.tsx and site-layout.tsx import) and the icons and helpers of the public pages. Left
 * to itself the bundler makes a chunk per set of pages sharing a module, so a page loaded some 30
 * files of a few hundred bytes each, and each request's headers weighed as much as its content.
 *
 * Only what public pages import statically joins: admin-only code, a page's own sections, and the
 * page parts loaded later or never (docs/decisions/006) stay in their own chunks.
 */

const shellModules = /[\\/]app[\\/](root\.tsx|routes[\\/]site-layout\.tsx)$/;
const publicPages =
  /[\\/]app[\\/]routes[\\/](home|model|solutions|segment|expo|thank-you|privacy|terms|not-found)\.tsx$/;
const smallShared = /node_modules[\\/](lucide-react|clsx)[\\/]/;

type ChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup["name"], (...args: never) => unknown>
>[1];

export function siteChunkName(id: string, context: ChunkingContext): string | null {
  if (shellModules.test(id) || publicPages.test(id)) return null;
  if (reachedFrom(id, shellModules, context)) return "site";
  if (smallShared.test(id) && reachedFrom(id, publicPages, context)) return "site";
  return null;
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
