import { type BlockType, blockTypes } from "~/content/pages/blocks";
import { type PageBlock, type PageDocument, pageNavPlaces } from "~/content/pages/page-document";
import { publicPage } from "~/content/registry/pages";
import {
  type SearchAndSharingValue,
  searchAndSharingKey,
} from "~/content/registry/sections/search-and-sharing";
import type { SegmentFigures } from "~/content/registry/sections/segments";
import { segmentPageFrom, segmentSlugOfPath } from "~/content/segments";

/**
 * The shipped pages that are page documents (docs/decisions/068), and the default document of
 * each: what the page drew when it was code, kept in code. The team's edits are stored as the
 * page's draft and publishes on "Páginas"; the address stays the shipped page's.
 */

/** Whether the shipped page at `path` is drawn from a page document (the five segment pages). */
export function isShippedDocumentPath(path: string): boolean {
  return segmentSlugOfPath(path) !== undefined;
}

/** What a shipped page's default document is built from: the sections it quotes. */
export type ShippedPageValues = {
  segments: Record<string, SegmentFigures>;
  "search-and-sharing": SearchAndSharingValue;
};

function siteBlock(type: BlockType, id: string): PageBlock {
  return { id, type, source: "site", schemaVersion: blockTypes[type].version ?? 1 };
}

function ownBlock(type: BlockType, id: string): PageBlock {
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
 * The default document of a shipped page: the blocks the page drew as code, in their order, those
 * that showed a section's value using the site's value; its title and links the page registry's;
 * its search fields those of "Buscadores e compartilhamento" where the team wrote some, else the
 * page's own (a segment's description quotes its figures).
 */
export function shippedDefaultDocument(path: string, values: ShippedPageValues): PageDocument | null {
  const slug = segmentSlugOfPath(path);
  if (!slug) return null;
  const registered = publicPage(path);
  const segment = segmentPageFrom(slug, values.segments[slug]);
  const own = values["search-and-sharing"][searchAndSharingKey(path)];
  const places = registered.nav?.places ?? [];
  return {
    path,
    title: registered.nav?.label ?? segment.name,
    seo: {
      title: own?.title || segment.seo.title,
      description: own?.description || segment.seo.description,
      image: own?.image ?? "",
      noindex: !registered.sitemap || own?.robots === "noindex",
    },
    nav: pageNavPlaces.filter((place) => (places as readonly string[]).includes(place)),
    hideHeaderNav: false,
    blocks: [
      siteBlock("segment", "segmento"),
      siteBlock("model-cards", "modelos"),
      siteBlock("steps", "como-funciona"),
      siteBlock("testimonials", "depoimentos"),
      siteBlock("awards", "selos"),
      ownBlock("contact-form", "contato"),
    ],
  };
}
