import { type BlockType, blockTypes } from "~/content/pages/blocks";
import { type PageBlock, type PageDocument, pageNavPlaces } from "~/content/pages/page-document";
import { publicPage } from "~/content/registry/pages";
import type { SectionId, SectionValue } from "~/content/registry/sections";
import { searchAndSharingKey } from "~/content/registry/sections/search-and-sharing";

/**
 * What each kind of shipped page's default document (docs/decisions/068) is built from: the
 * blocks, the registry's title and links, the search fields.
 */

/** The published (or previewed) values of the sections a kind of shipped page quotes. */
export type ShippedPageValues = { [Id in SectionId]?: SectionValue<Id> };

/**
 * A kind of shipped page drawn from a page document: the addresses it draws, the sections its
 * default document quotes, and that default — the blocks the page drew when it was code.
 */
export type ShippedPageKind = {
  draws: (path: string) => boolean;
  sections: readonly SectionId[];
  document: (path: string, values: ShippedPageValues) => PageDocument;
  /**
   * Draw consecutive static blocks in one part, as the page's code drew its sections before the
   * form in one (its HTML stays as it was: one wrapper instead of one a block).
   */
  staticBlocksInOnePart?: boolean;
  /**
   * The team may retire the page from "Páginas", its address then leading to a page they choose,
   * and publish it again later (docs/decisions/076): a page for one time, as an event's.
   */
  retirable?: boolean;
};

/** A block showing its section's site-wide value (the team's edits to the section keep showing). */
export function siteBlock(type: BlockType, id: string): PageBlock {
  return { id, type, source: "site", schemaVersion: blockTypes[type].version ?? 1 };
}

/** A block holding its own value, its type's defaults. */
export function ownBlock(type: BlockType, id: string): PageBlock {
  const definition = blockTypes[type];
  return {
    id,
    type,
    source: "own",
    value: structuredClone(definition.defaults),
    schemaVersion: definition.version ?? 1,
  };
}

/**
 * A shipped page's document apart from its blocks: its title and links the page registry's; its
 * search fields those of "Buscadores e compartilhamento" where the team wrote some, else the
 * page's own (`fallback`).
 */
export function shippedPageFrame(
  path: string,
  values: ShippedPageValues,
  fallback: { name: string; title: string; description: string },
): Omit<PageDocument, "blocks"> {
  const registered = publicPage(path);
  const own = values["search-and-sharing"]?.[searchAndSharingKey(path)];
  const places = registered.nav?.places ?? [];
  return {
    path,
    title: registered.nav?.label ?? fallback.name,
    seo: {
      title: own?.title || fallback.title,
      description: own?.description || fallback.description,
      image: own?.image ?? "",
      noindex: !registered.sitemap || own?.robots === "noindex",
    },
    nav: pageNavPlaces.filter((place) => (places as readonly string[]).includes(place)),
    hideHeaderNav: false,
  };
}
