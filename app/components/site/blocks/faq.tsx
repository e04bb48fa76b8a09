import { FaqSection } from "~/components/site/home/faq";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** The questions and answers (an accordion: it hydrates near the screen). */
export function FaqBlock({ value, page }: BlockProps<BlockValue<"faq">>) {
  return <FaqSection items={value.items} tradingName={page.tradingName} />;
}

export default FaqBlock;
