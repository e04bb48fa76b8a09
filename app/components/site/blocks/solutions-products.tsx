import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import {
  highlightsIntro,
  ProductTicker,
  productsIntro,
} from "~/components/site/solutions/solutions-sections";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** The solutions page's product ticker, product cards and highlights. */
export function SolutionsProductsBlock({ value }: BlockProps<BlockValue<"solutions-products">>) {
  return (
    <>
      <ProductTicker products={value.ticker} />
      <FeatureCardsSection id="produtos" intro={productsIntro} items={value.products} />
      <FeatureCardsSection
        id="diferenciais"
        intro={highlightsIntro}
        items={value.highlights}
        background="ink"
      />
    </>
  );
}
