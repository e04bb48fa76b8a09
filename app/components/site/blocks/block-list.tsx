import type { ComponentType } from "react";
import { partOnInteraction, partWhenVisible, staticPart } from "~/components/islands";
import type { BlockType } from "~/content/pages/blocks";
import type { ContactFormResult, ExpoFormResult } from "~/forms/form-result";
import type { BlockPage, BlockProps } from "./block-props";

/**
 * How each block type is drawn on a composed page (docs/decisions/059): one component per type,
 * each a page part (components/islands.tsx). Text-and-image blocks are static parts: server
 * HTML on a page load, their code and values never sent to the browser. Blocks a visitor works
 * (the forms, the FAQ's accordion, the carousels, the videos) hydrate when they near the screen
 * or when reached for, as on the shipped pages. Each part's code is a chunk of its own, fetched
 * only when needed: this table is all a composed page adds to the first load.
 *
 * The element ids of the hydrating parts are their sections' own anchors (the FAQ's "faq"…).
 */
// biome-ignore lint/suspicious/noExplicitAny: each part takes its own block type's value
type BlockPart = ComponentType<BlockProps<any>>;

export const blockParts: Record<BlockType, BlockPart> = {
  hero: staticPart(() => import("./hero").then((m) => m.HeroBlock)),
  "rich-text": staticPart(() => import("./rich-text").then((m) => m.RichTextBlock)),
  "image-text": staticPart(() => import("./image-text").then((m) => m.ImageTextBlock)),
  "call-to-action": staticPart(() => import("./call-to-action").then((m) => m.CallToActionBlock)),
  "model-cards": staticPart(() => import("./model-cards").then((m) => m.ModelCardsBlock)),
  benefits: staticPart(() => import("./benefits").then((m) => m.BenefitsBlock)),
  steps: staticPart(() => import("./steps").then((m) => m.StepsBlock)),
  testimonials: staticPart(() => import("./testimonials").then((m) => m.TestimonialsBlock)),
  faq: partWhenVisible("faq", () => import("./faq").then((m) => m.FaqBlock)),
  "contact-form": partWhenVisible("contato", () => import("./contact-form").then((m) => m.ContactFormBlock)),
  // The hero's video plays inline once the visitor reaches for it; its links work meanwhile.
  "expo-event": partOnInteraction("expo", () => import("./expo-event").then((m) => m.ExpoEventBlock)),
  "expo-schedule": partWhenVisible("agendamento", () =>
    import("./expo-schedule").then((m) => m.ExpoScheduleBlock),
  ),
  "segment-stats": staticPart(() => import("./segment-stats").then((m) => m.SegmentStatsBlock)),
  "solutions-products": staticPart(() =>
    import("./solutions-products").then((m) => m.SolutionsProductsBlock),
  ),
  partners: partWhenVisible("parceiros", () => import("./partners").then((m) => m.PartnersBlock)),
  awards: partWhenVisible("premiacoes", () => import("./awards").then((m) => m.AwardsBlock)),
  roi: staticPart(() => import("./roi").then((m) => m.RoiBlock)),
  "about-video": partWhenVisible("sobre", () => import("./about-video").then((m) => m.AboutVideoBlock)),
  "video-testimonials": partWhenVisible("depoimentos-video", () =>
    import("./video-testimonials").then((m) => m.VideoTestimonialsBlock),
  ),
  "model-advantages": staticPart(() => import("./model-advantages").then((m) => m.ModelAdvantagesBlock)),
};

/** The blocks whose part hydrates: their values travel with the page's data (the others' do not). */
export const hydratingBlockTypes: ReadonlySet<string> = new Set([
  "faq",
  "contact-form",
  "expo-event",
  "expo-schedule",
  "partners",
  "awards",
  "about-video",
  "video-testimonials",
]);

/** A block as the page's loader sends it: its value already the one to show. */
export type DrawnBlock = { id: string; type: string; value?: unknown };

/** A composed page's blocks, in order. A type this version of the site does not know is left out. */
export function BlockList({
  blocks,
  page,
  serverResult,
}: {
  blocks: DrawnBlock[];
  page: BlockPage;
  serverResult?: ContactFormResult | ExpoFormResult;
}) {
  return blocks.map((block) => {
    const Part = blockParts[block.type as BlockType] as BlockPart | undefined;
    if (!Part) return null;
    return (
      <Part
        key={block.id}
        id={block.id}
        value={block.value}
        page={page}
        // Read by the form blocks only (set after a post without JavaScript, when nothing hydrates).
        serverResult={serverResult}
      />
    );
  });
}
