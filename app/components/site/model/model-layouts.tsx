import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import { HeroImage, PageHero } from "~/components/site/pages/page-hero";
import {
  modelPagesFrom,
  type ShowcaseModelPage,
  type StarterModelPage,
  trainingSection,
} from "~/content/model-page-copy";
import type { FranchiseModel, FranchiseModelSlug } from "~/content/models";
import { type RoiExample, roiSampleFrom } from "~/content/roi";
import { FeatureSplitSection } from "./feature-split-section";
import { FinancialDetailsSection, StarterInvestmentSection } from "./investment-card";
import { RoiAnalysisSection } from "./roi-analysis";

/** The hero texts and image the page shows: the admin's override where set, else the defaults. */
export type ResolvedModelHero = {
  title: string;
  subtitle: string;
  imageSrc: string;
  /** The image is the admin's, not the site's illustration. */
  customImage: boolean;
};

/**
 * What a layout needs: the model and its hero. The sections are text, images and plain links, so
 * the route can keep them as server HTML (components/islands.tsx); the page's contact section
 * (#contato), which comes after them in both layouts, is drawn by the route.
 */
export type ModelSectionsProps = {
  slug: FranchiseModelSlug;
  hero: ResolvedModelHero;
  /** The five models as the `models` section holds them (the page quotes their figures). */
  models: FranchiseModel[];
  /** The `roi` section: Basic's ROI example; null on the other pages. */
  roi: RoiExample | null;
};

function ModelHero({ page, hero }: { page: ShowcaseModelPage | StarterModelPage; hero: ResolvedModelHero }) {
  return (
    <PageHero
      eyebrow={page.hero.eyebrow}
      title={hero.title}
      subtitle={hero.subtitle}
      primaryAction={{ label: "Quero ser franqueado", href: "#contato" }}
      secondaryAction={
        page.layout === "starter"
          ? { label: "Ver investimento", href: "#investimento" }
          : { label: "Ver vantagens", href: "#vantagens" }
      }
      figures={page.heroFigures}
      aside={<HeroImage src={hero.imageSrc} framed={hero.customImage} />}
    />
  );
}

/**
 * The showcase layout, for Office, Loja and Prime: hero,
 * advantages, financial details card, the model's further sections; then the route's contact.
 */
export function ShowcaseModelSections({ slug, hero, models }: ModelSectionsProps) {
  const page = modelPagesFrom(models)[slug] as ShowcaseModelPage;
  return (
    <>
      <ModelHero page={page} hero={hero} />
      <FeatureCardsSection id="vantagens" intro={page.advantages.intro} items={page.advantages.items} />
      <FinancialDetailsSection
        model={page.model}
        intro={page.financialDetails.intro}
        figures={page.financialDetails.figures}
        included={page.financialDetails.included}
      />
      {page.furtherSections.map((section) =>
        section.kind === "training" ? (
          <FeatureSplitSection
            key="treinamento"
            id="treinamento"
            intro={trainingSection.intro}
            items={trainingSection.modules}
            checklist={trainingSection.checklist}
          />
        ) : (
          <FeatureSplitSection
            key={section.id}
            id={section.id}
            intro={section.intro}
            items={section.items}
            checklist={section.checklist}
            action={section.action}
            tone="dark"
          />
        ),
      )}
    </>
  );
}

/**
 * The starter layout, for Basic and Home: hero, investment
 * card, advantages, training, Basic's ROI and payback analysis; then the route's contact.
 */
export function StarterModelSections({ slug, hero, models, roi }: ModelSectionsProps) {
  const page = modelPagesFrom(models)[slug] as StarterModelPage;
  return (
    <>
      <ModelHero page={page} hero={hero} />
      <StarterInvestmentSection
        model={page.model}
        title={page.investmentCard.title}
        lead={page.investmentCard.lead}
        figures={page.investmentCard.figures}
        conditions={page.investmentCard.conditions}
      />
      <FeatureCardsSection id="vantagens" intro={page.advantages.intro} items={page.advantages.items} />
      <FeatureSplitSection
        id="treinamento"
        intro={trainingSection.intro}
        items={trainingSection.modules}
        checklist={trainingSection.checklist}
        tone="dark"
      />
      {page.showRoiAnalysis && roi ? <RoiAnalysisSection sample={roiSampleFrom(roi)} /> : null}
    </>
  );
}

// The composed pages' blocks (components/site/blocks/) reach these through this module: imported
// by them directly as well, the bundler would split them into files of their own, whose names
// the model pages' first load would then carry (docs/decisions/059).
export { modelCardsFrom } from "~/content/models";
export { roiSampleFrom } from "~/content/roi";
export { FeatureSplitSection } from "./feature-split-section";
export { RoiAnalysisSection } from "./roi-analysis";
