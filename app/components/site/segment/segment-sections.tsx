import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import { PageHero } from "~/components/site/pages/page-hero";
import { type SegmentOpening, segmentActions } from "~/content/segments";
import { SegmentStats } from "./segment-stats";

/**
 * The part of a segment page written for its profession:
 * hero with the four statistics and the two buttons, then the benefit cards (#beneficios). The
 * page's segment block gives it (app/components/site/blocks/segment.tsx).
 */
export function SegmentSections({
  segment,
  titleTag,
}: {
  segment: SegmentOpening;
  /** h2 when another opening on the page holds its h1 (a page of blocks). */
  titleTag?: "h1" | "h2";
}) {
  return (
    <>
      <PageHero
        eyebrow={segment.hero.eyebrow}
        title={segment.hero.title}
        subtitle={segment.hero.subtitle}
        titleTag={titleTag}
        primaryAction={segmentActions.primary}
        secondaryAction={segmentActions.secondary}
        aside={<SegmentStats segment={segment} />}
      />
      <FeatureCardsSection id="beneficios" intro={segment.benefits.intro} items={segment.benefits.items} />
    </>
  );
}
