import { PartnersSection } from "~/components/site/home/partners";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** The partners' logos (a carousel: it hydrates near the screen). */
export function PartnersBlock({ value }: BlockProps<BlockValue<"partners">>) {
  return <PartnersSection partners={value.items} />;
}

export default PartnersBlock;
