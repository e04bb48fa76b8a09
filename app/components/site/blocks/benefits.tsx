import { BenefitsSection } from "~/components/site/home/benefits";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

export function BenefitsBlock({ value, page }: BlockProps<BlockValue<"benefits">>) {
  return <BenefitsSection benefits={value.items} tradingName={page.tradingName} />;
}
