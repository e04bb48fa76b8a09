import { ModelCardsSection } from "~/components/site/home/model-cards";
import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import { HeroImage, PageHero } from "~/components/site/pages/page-hero";
import { type TestimonialCard, TestimonialsSection } from "~/components/site/testimonials";
import type { ModelCard } from "~/content/models";
import type { FeatureItem } from "~/content/page-sections";
import {
  highlightsIntro,
  productsIntro,
  solutionsHero,
  solutionsModelsIntro,
  solutionsTestimonialsIntro,
} from "~/content/solutions";
import { ProductTicker } from "./product-ticker";

const toModelPage = (model: ModelCard) => model.path;

/** What the page shows of its editable sections (solutions, testimonials.solutions, models). */
export type SolutionsSectionsProps = {
  ticker: string[];
  products: FeatureItem[];
  highlights: FeatureItem[];
  testimonials: TestimonialCard[];
  models: ModelCard[];
};

/**
 * The solutions page before its contact form: product
 * ticker, hero, product cards, model cards with 'Saiba mais', testimonials by region, highlights.
 */
export function SolutionsSections({
  ticker,
  products,
  highlights,
  testimonials,
  models,
}: SolutionsSectionsProps) {
  return (
    <>
      <ProductTicker products={ticker} />
      <PageHero
        eyebrow={solutionsHero.eyebrow}
        title={solutionsHero.title}
        subtitle={solutionsHero.subtitle}
        primaryAction={solutionsHero.primaryAction}
        secondaryAction={solutionsHero.secondaryAction}
        figures={solutionsHero.figures}
        aside={<HeroImage src="/images/pages/solutions.svg" framed={false} />}
      />
      <FeatureCardsSection id="produtos" intro={productsIntro} items={products} />
      <ModelCardsSection
        models={models}
        intro={solutionsModelsIntro}
        linkLabel="Saiba mais"
        linkHref={toModelPage}
      />
      <TestimonialsSection
        intro={solutionsTestimonialsIntro}
        testimonials={testimonials}
        background="white"
      />
      <FeatureCardsSection id="diferenciais" intro={highlightsIntro} items={highlights} background="ink" />
    </>
  );
}

// The composed pages' solutions block reaches these through this module: imported by it directly
// as well, the bundler would split them into a file of their own, whose name the solutions page's
// first load would then carry (docs/decisions/059).
export { highlightsIntro, productsIntro } from "~/content/solutions";
export { ProductTicker } from "./product-ticker";
