import { createPage, publishPage } from "~/.server/content/page-store";
import type { Database } from "~/.server/db/client";
import { type BlockType, blockTypes } from "~/content/pages/blocks";
import type { PageBlock, PageDocument } from "~/content/pages/page-document";

/**
 * Composed pages for tests: a page holding every block type of the registry once (a type added
 * to app/content/pages/blocks.ts is in it without a line here), published through the store as
 * the "Páginas" screen publishes.
 */

export const everyBlockPath = "/teste/todos-os-blocos";

/** Each type once, with its own value (its defaults), or the site's value where `site` names it. */
export function everyBlockDocument(
  overrides: Partial<PageDocument> = {},
  site: readonly BlockType[] = [],
): PageDocument {
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
  return {
    path: everyBlockPath,
    title: "Todos os blocos",
    seo: { title: "", description: "Uma página com cada tipo de bloco, uma vez.", image: "", noindex: false },
    nav: [],
    hideHeaderNav: false,
    blocks,
    ...overrides,
  };
}

/** Creates and publishes `document`; its page's id. */
export async function publishTestPage(db: Database, document: PageDocument): Promise<number> {
  const created = await createPage(db, { document, userId: null });
  if (!created.ok) throw new Error(`page not created: ${JSON.stringify(created)}`);
  const published = await publishPage(db, created.id, null);
  if (!published.ok) throw new Error(`page not published: ${JSON.stringify(published)}`);
  return created.id;
}
