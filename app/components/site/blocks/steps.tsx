import { StepsSection } from "~/components/site/home/steps";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

export function StepsBlock({ value }: BlockProps<BlockValue<"steps">>) {
  return <StepsSection steps={value.items} />;
}
