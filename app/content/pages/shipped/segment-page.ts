import type { SegmentFigures } from "~/content/registry/sections/segments";
import { segmentPageFrom, segmentSlugOfPath } from "~/content/segments";
import { ownBlock, type ShippedPageKind, shippedPageFrame, siteBlock } from "./document-parts";

/**
 * The five segment pages (/segmentos/advogados…): the segment's opening with its figures and
 * benefit cards, then the model cards, steps, testimonials, awards and the contact form. A
 * segment's description quotes its figures.
 */
export const segmentPage: ShippedPageKind = {
  draws: (path) => segmentSlugOfPath(path) !== undefined,
  sections: ["segments", "search-and-sharing"],
  document(path, values) {
    const slug = segmentSlugOfPath(path) as NonNullable<ReturnType<typeof segmentSlugOfPath>>;
    // The segments section holds every segment (its schema requires them all).
    const segment = segmentPageFrom(slug, values.segments?.[slug] as SegmentFigures);
    return {
      ...shippedPageFrame(path, values, {
        name: segment.name,
        title: segment.seo.title,
        description: segment.seo.description,
      }),
      blocks: [
        siteBlock("segment", "segmento"),
        siteBlock("model-cards", "modelos"),
        siteBlock("steps", "como-funciona"),
        siteBlock("testimonials", "depoimentos"),
        siteBlock("awards", "selos"),
        ownBlock("contact-form", "contato"),
      ],
    };
  },
};
