import { AwardsSection } from "~/components/site/home/awards";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** The seals and awards (their reveal hydrates near the screen). */
export function AwardsBlock({ value }: BlockProps<BlockValue<"awards">>) {
  return <AwardsSection seals={value.items} />;
}

export default AwardsBlock;
