import { FeatureSplitSection } from "~/components/site/model/model-layouts";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/**
 * A model page's two-column section (training, integration, the store, the call center): the
 * heading, a checklist and an optional button beside icon cards, on a dark or light band. Its
 * anchor is the block's id.
 */
export function ModelFeatureBlock({ id, value }: BlockProps<BlockValue<"model-feature">>) {
  return (
    <FeatureSplitSection
      id={id}
      intro={value.intro}
      items={value.items}
      checklist={value.checklist}
      action={value.action.label ? value.action : undefined}
      tone={value.tone}
    />
  );
}
