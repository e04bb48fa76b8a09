import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import { ProductTicker } from "~/components/site/solutions/product-ticker";
import type { BlockValue } from "~/content/pages/blocks";
import { highlightsIntro, productsIntro } from "~/content/solutions";
import type { BlockProps } from "./block-props";

/** The solutions page's product ticker, product cards and highlights. */
export function SolutionsProductsBlock({ id, value, page }: BlockProps<BlockValue<"solutions-products">>) {
  return (
    <>
      <ProductTicker products={value.ticker} withStyle={(page.tickerStyleBlock ?? id) === id} />
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
