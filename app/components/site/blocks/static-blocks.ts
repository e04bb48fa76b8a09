import { createElement } from "react";
import type { BlockType } from "~/content/pages/blocks";
import { BenefitsBlock } from "./benefits";
import type { DrawnBlock, HydratingBlockType } from "./block-list";
import type { BlockProps } from "./block-props";
import { CallToActionBlock } from "./call-to-action";
import { ExpoEventBlock } from "./expo-event";
import { HeroBlock } from "./hero";
import { HeroFiguresBlock } from "./hero-figures";
import { HomeHeroBlock } from "./home-hero";
import { ImageTextBlock } from "./image-text";
import { LegalDocumentBlock } from "./legal-document";
import { ModelAdvantagesBlock } from "./model-advantages";
import { ModelCardsBlock } from "./model-cards";
import { ModelFeatureBlock } from "./model-feature";
import { ModelFinancialDetailsBlock } from "./model-financial-details";
import { ModelHeroBlock } from "./model-hero";
import { ModelInvestmentBlock } from "./model-investment";
import { NotFoundBlock } from "./not-found";
import { RichTextBlock } from "./rich-text";
import { RoiBlock } from "./roi";
import { SegmentBlock } from "./segment";
import { SegmentStatsBlock } from "./segment-stats";
import {
  SolutionsHighlightsBlock,
  SolutionsModelsBlock,
  SolutionsProductCardsBlock,
  SolutionsTestimonialsBlock,
  SolutionsTickerBlock,
} from "./solutions-parts";
import { SolutionsProductsBlock } from "./solutions-products";
import { StepsBlock } from "./steps";
import { TestimonialsBlock } from "./testimonials";
import { ThankYouBlock } from "./thank-you";

// biome-ignore lint/suspicious/noExplicitAny: each component takes its own block type's value
type StaticBlockComponent = (props: BlockProps<any>) => React.ReactNode;

/**
 * The static blocks' components (those that never hydrate on a page load), in one module drawn
 * by one part (block-list.tsx, docs/decisions/069): the first load of a page drawn from blocks
 * names this file once, whatever the number of static block types. Their code is only fetched
 * after a client-side navigation to such a page, all of it at once. Typed by the registry: a
 * declared type that neither hydrates nor has its component here does not compile.
 */
export const staticBlocks: Record<Exclude<BlockType, HydratingBlockType>, StaticBlockComponent> = {
  benefits: BenefitsBlock,
  "call-to-action": CallToActionBlock,
  hero: HeroBlock,
  "hero-figures": HeroFiguresBlock,
  "home-hero": HomeHeroBlock,
  "image-text": ImageTextBlock,
  "legal-document": LegalDocumentBlock,
  "model-advantages": ModelAdvantagesBlock,
  "model-cards": ModelCardsBlock,
  "model-feature": ModelFeatureBlock,
  "model-financial-details": ModelFinancialDetailsBlock,
  "model-hero": ModelHeroBlock,
  "model-investment": ModelInvestmentBlock,
  "rich-text": RichTextBlock,
  roi: RoiBlock,
  segment: SegmentBlock,
  "segment-stats": SegmentStatsBlock,
  "solutions-products": SolutionsProductsBlock,
  "solutions-ticker": SolutionsTickerBlock,
  "solutions-product-cards": SolutionsProductCardsBlock,
  "solutions-highlights": SolutionsHighlightsBlock,
  "solutions-models": SolutionsModelsBlock,
  "solutions-testimonials": SolutionsTestimonialsBlock,
  steps: StepsBlock,
  testimonials: TestimonialsBlock,
  "thank-you": ThankYouBlock,
  "not-found": NotFoundBlock,
};

/**
/**
 * The drawn type of consecutive static blocks a shipped page draws in one part, as its code did
 * (its HTML unchanged; app/.server/content/shipped-pages.ts): its value is those blocks.
 */
export const staticRunType = "static-run";

/**
 * The static block of the type its props name (the loader has left out unknown types). An event
 * opening's sections drawn as static parts of their own (expo-event-in-parts.tsx) are the event
 * block's.
 */
export function StaticBlock(props: BlockProps<unknown>): React.ReactNode {
  if (props.type === "expo-event") return createElement(ExpoEventBlock, props as BlockProps<never>);
  if (props.type === staticRunType) {
    return (props.value as DrawnBlock[]).map((block) =>
      createElement(StaticBlock, {
        ...props,
        key: block.id,
        id: block.id,
        type: block.type,
        value: block.value,
      }),
    );
  }
  const component = staticBlocks[props.type as keyof typeof staticBlocks];
  return component ? createElement(component, props) : null;
}
