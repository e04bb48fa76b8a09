import { ModelCardsSection } from "~/components/site/home/model-cards";
import { modelCardsFrom } from "~/components/site/model/model-layouts";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** The five franchise models' cards, as on the home page. */
export function ModelCardsBlock({ value }: BlockProps<BlockValue<"model-cards">>) {
  return <ModelCardsSection models={modelCardsFrom(value)} />;
}
