import { SegmentSections } from "~/components/site/segment/segment-sections";
import type { BlockValue } from "~/content/pages/blocks";
import { segmentOfBlock } from "~/content/segments";
import type { BlockProps } from "./block-props";

/** A segment page's opening: the hero with the four statistics, then the benefit cards (#beneficios). */
export function SegmentBlock({ value }: BlockProps<BlockValue<"segment">>) {
  return <SegmentSections segment={segmentOfBlock(value)} />;
}
