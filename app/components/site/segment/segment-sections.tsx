import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import { PageHero } from "~/components/site/pages/page-hero";
import { type SegmentOpening, segmentActions } from "~/content/segments";
import { SegmentStats } from "./segment-stats";

/**
 * The part of a segment page written for its profession:
 * hero with the four statistics and the two buttons, then the benefit cards (#beneficios). The
 * page's segment block gives it (app/components/site/blocks/segment.tsx).
 */
export function SegmentSections({ segment }: { segment: SegmentOpening }) {
  return (
    <>
      <PageHero
        eyebrow={segment.hero.eyebrow}
        title={segment.hero.title}
        subtitle={segment.hero.subtitle}
        primaryAction={segmentActions.primary}
        secondaryAction={segmentActions.secondary}
        aside={<SegmentStats segment={segment} />}
      />
      <FeatureCardsSection id="beneficios" intro={segment.benefits.intro} items={segment.benefits.items} />
    </>
  );
}
