import { BenefitsBlock } from "./benefits";
import { CallToActionBlock } from "./call-to-action";
import { HeroBlock } from "./hero";
import { ImageTextBlock } from "./image-text";
import { ModelAdvantagesBlock } from "./model-advantages";
import { ModelCardsBlock } from "./model-cards";
import { RichTextBlock } from "./rich-text";
import { RoiBlock } from "./roi";
import { SegmentBlock } from "./segment";
import { SegmentStatsBlock } from "./segment-stats";
import { SolutionsProductsBlock } from "./solutions-products";
import { StepsBlock } from "./steps";
import { TestimonialsBlock } from "./testimonials";

/**
 * The static blocks' components (those that never hydrate on a page load), in one module: the
 * table of block parts (block-list.tsx), in the first load of every page drawn from blocks,
 * names one file for them all rather than one each (docs/decisions/068). Their code is only
 * fetched after a client-side navigation to such a page, all of it at once.
 */
export const staticBlocks = {
  benefits: BenefitsBlock,
  "call-to-action": CallToActionBlock,
  hero: HeroBlock,
  "image-text": ImageTextBlock,
  "model-advantages": ModelAdvantagesBlock,
  "model-cards": ModelCardsBlock,
  "rich-text": RichTextBlock,
  roi: RoiBlock,
  segment: SegmentBlock,
  "segment-stats": SegmentStatsBlock,
  "solutions-products": SolutionsProductsBlock,
  steps: StepsBlock,
  testimonials: TestimonialsBlock,
};
