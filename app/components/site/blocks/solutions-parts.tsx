import { ModelCardsSection } from "~/components/site/home/model-cards";
import { modelCardsFrom } from "~/components/site/model/model-layouts";
import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import { ProductTicker } from "~/components/site/solutions/product-ticker";
import { TestimonialsSection } from "~/components/site/testimonials";
import type { ModelCard } from "~/content/models";
import type { BlockValue } from "~/content/pages/blocks";
import {
  highlightsIntro,
  productsIntro,
  solutionsModelsIntro,
  solutionsTestimonialsIntro,
} from "~/content/solutions";
import type { BlockProps } from "./block-props";

/**
 * The solutions page's parts (/solucoes-lucrativas), each a block of its own so the team can
 * move them: the product ticker, the product cards, the model cards leading to the model pages,
 * the testimonials by region and the highlights, with the page's headings.
 */

/** The scrolling product names (CSS only). */
export function SolutionsTickerBlock({ id, value, page }: BlockProps<BlockValue<"solutions-ticker">>) {
  return <ProductTicker products={value.ticker} withStyle={(page.tickerStyleBlock ?? id) === id} />;
}

/** The product cards (#produtos). */
export function SolutionsProductCardsBlock({ value }: BlockProps<BlockValue<"solutions-product-cards">>) {
  return <FeatureCardsSection id="produtos" intro={productsIntro} items={value.products} />;
}

/** The highlights on the navy band (#diferenciais). */
export function SolutionsHighlightsBlock({ value }: BlockProps<BlockValue<"solutions-highlights">>) {
  return (
    <FeatureCardsSection
      id="diferenciais"
      intro={highlightsIntro}
      items={value.highlights}
      background="ink"
    />
  );
}

const toModelPage = (model: ModelCard) => model.path;

/** The five model cards (#franquias), each with 'Saiba mais' to its model page. */
export function SolutionsModelsBlock({ value }: BlockProps<BlockValue<"solutions-models">>) {
  return (
    <ModelCardsSection
      models={modelCardsFrom(value)}
      intro={solutionsModelsIntro}
      linkLabel="Saiba mais"
      linkHref={toModelPage}
    />
  );
}

/** Franchisees' testimonials with their region and month's commissions (#depoimentos). */
export function SolutionsTestimonialsBlock({ value }: BlockProps<BlockValue<"solutions-testimonials">>) {
  return (
    <TestimonialsSection intro={solutionsTestimonialsIntro} testimonials={value.items} background="white" />
  );
}
