import { StarterInvestmentSection } from "~/components/site/model/model-layouts";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** A model's investment card (#investimento), as on the Basic and Home pages, right under the opening. */
export function ModelInvestmentBlock({ value }: BlockProps<BlockValue<"model-investment">>) {
  return (
    <StarterInvestmentSection
      model={{ name: value.name, investmentLabel: value.investment }}
      title={value.title}
      lead={value.lead}
      figures={value.figures}
      conditions={value.conditions}
    />
  );
}
