import { FeatureSplitSection } from "~/components/site/model/model-layouts";
import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/**
 * A model page's advantages: the heading over icon cards, or, with a checklist, the two-column
 * section the model pages' further sections use.
 */
export function ModelAdvantagesBlock({ id, value }: BlockProps<BlockValue<"model-advantages">>) {
  return value.checklist.length > 0 ? (
    <FeatureSplitSection id={id} intro={value.intro} items={value.items} checklist={value.checklist} />
  ) : (
    <FeatureCardsSection id={id} intro={value.intro} items={value.items} />
  );
}
