import { TestimonialsSection } from "~/components/site/home/testimonials";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

export function TestimonialsBlock({ value, page }: BlockProps<BlockValue<"testimonials">>) {
  return <TestimonialsSection testimonials={value.items} tradingName={page.tradingName} />;
}
