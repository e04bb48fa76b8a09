import { SegmentSections } from "~/components/site/segment/segment-sections";
import type { BlockValue } from "~/content/pages/blocks";
import { segmentOfBlock } from "~/content/segments";
import type { BlockProps } from "./block-props";

/**
 * A segment page's opening: the hero with the four statistics, then the benefit cards
 * (#beneficios). Its title is the page's h1 unless an earlier opening holds it.
 */
export function SegmentBlock({ id, value, page }: BlockProps<BlockValue<"segment">>) {
  return <SegmentSections segment={segmentOfBlock(value)} titleTag={page.h1Block === id ? "h1" : "h2"} />;
}
