import { ModelCardsSection } from "~/components/site/home/model-cards";
import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import { HeroImage, PageHero } from "~/components/site/pages/page-hero";
import type { FranchiseModel } from "~/content/models";
import {
  highlightsIntro,
  productCards,
  productsIntro,
  regionTestimonials,
  solutionsHero,
  solutionsHighlights,
  solutionsModelsIntro,
  solutionsTestimonialsIntro,
  tickerProducts,
} from "~/content/solutions";
import { ProductTicker } from "./product-ticker";
import { RegionTestimonialsSection } from "./region-testimonials";

const toModelPage = (model: FranchiseModel) => model.path;

/**
 * The solutions page before its contact form (public-site.md §2 "Solutions page"): product
 * ticker, hero, product cards, model cards with 'Saiba mais', testimonials by region, highlights.
 */
export function SolutionsSections() {
  return (
    <>
      <ProductTicker products={tickerProducts} />
      <PageHero
        eyebrow={solutionsHero.eyebrow}
        title={solutionsHero.title}
        subtitle={solutionsHero.subtitle}
        primaryAction={solutionsHero.primaryAction}
        secondaryAction={solutionsHero.secondaryAction}
        figures={solutionsHero.figures}
        aside={<HeroImage src="/images/pages/solutions.svg" framed={false} />}
      />
      <FeatureCardsSection id="produtos" intro={productsIntro} items={productCards} />
      <ModelCardsSection intro={solutionsModelsIntro} linkLabel="Saiba mais" linkHref={toModelPage} />
      <RegionTestimonialsSection intro={solutionsTestimonialsIntro} testimonials={regionTestimonials} />
      <FeatureCardsSection
        id="diferenciais"
        intro={highlightsIntro}
        items={solutionsHighlights}
        background="ink"
      />
    </>
  );
}
