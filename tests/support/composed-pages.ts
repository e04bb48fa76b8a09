import { createPage, publishPage } from "~/.server/content/page-store";
import type { Database } from "~/.server/db/client";
import { anchorClashes } from "~/content/pages/block-anchors";
import { type BlockType, blockDefinition, blockTypes } from "~/content/pages/blocks";
import type { PageBlock, PageDocument } from "~/content/pages/page-document";

/**
 * Composed pages for tests: pages holding every block type of the registry once between them (a
 * type added to app/content/pages/blocks.ts is in them without a line here), published through
 * the store as the "Páginas" screen publishes.
 */

export const everyBlockPath = "/teste/todos-os-blocos";

/**
 * Each type once, with its own value (its defaults), or the site's value where `site` names it,
 * spread over as few pages as the rule on anchors allows (docs/decisions/077: two openings, or
 * two blocks drawing the same section, never share a page). The first page, at
 * `everyBlockPath`, opens with the hero and holds every type that fits beside it; each further
 * page (`everyBlockPath`-2, -3…) takes the types that clash with the ones before.
 */
export function everyBlockDocuments(
  overrides: Partial<PageDocument> = {},
  site: readonly BlockType[] = [],
): PageDocument[] {
  const blocks: PageBlock[] = (Object.keys(blockTypes) as BlockType[]).map((type) => {
    const definition = blockTypes[type];
    const useSite = site.includes(type) && "siteSection" in definition;
    return {
      id: `bloco-${type}`,
      type,
      source: useSite ? "site" : "own",
      ...(useSite ? {} : { value: structuredClone(definition.defaults) }),
      schemaVersion: ("version" in definition ? (definition.version as number) : undefined) ?? 1,
    };
  });
  // The hero opens the page, as on every shipped page.
  blocks.sort((a, b) => Number(b.type === "hero") - Number(a.type === "hero"));
  const declarationOf = (type: string) => blockDefinition(type);
  const pages: PageBlock[][] = [];
  for (const block of blocks) {
    const fits = pages.find((page) => anchorClashes([...page, block], declarationOf).length === 0);
    if (fits) fits.push(block);
    else pages.push([block]);
  }
  return pages.map((pageBlocks, index) => ({
    path: index === 0 ? everyBlockPath : `${everyBlockPath}-${index + 1}`,
    title: index === 0 ? "Todos os blocos" : `Todos os blocos ${index + 1}`,
    seo: { title: "", description: "Uma página com cada tipo de bloco, uma vez.", image: "", noindex: false },
    nav: [],
    hideHeaderNav: false,
    blocks: pageBlocks,
    ...(index === 0 ? overrides : {}),
  }));
}

/** The first of the every-block pages (`everyBlockPath`): the hero and every type that fits beside it. */
export function everyBlockDocument(
  overrides: Partial<PageDocument> = {},
  site: readonly BlockType[] = [],
): PageDocument {
  return everyBlockDocuments(overrides, site)[0];
}

/** The addresses of the every-block pages, the first one first. */
export const everyBlockPaths = everyBlockDocuments().map((document) => document.path);

/** Publishes every one of the every-block pages. */
export async function publishEveryBlockPages(db: Database): Promise<void> {
  for (const document of everyBlockDocuments()) await publishTestPage(db, document);
}

/** Creates and publishes `document`; its page's id. */
export async function publishTestPage(db: Database, document: PageDocument): Promise<number> {
  const created = await createPage(db, { document, userId: null });
  if (!created.ok) throw new Error(`page not created: ${JSON.stringify(created)}`);
  const published = await publishPage(db, created.id, null);
  if (!published.ok) throw new Error(`page not published: ${JSON.stringify(published)}`);
  return created.id;
}
