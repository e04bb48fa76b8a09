import { FinancialDetailsSection } from "~/components/site/model/model-layouts";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** A model's financial details (#detalhes-financeiros), as on the Office, Loja and Prime pages. */
export function ModelFinancialDetailsBlock({ value }: BlockProps<BlockValue<"model-financial-details">>) {
  return (
    <FinancialDetailsSection
      model={{ name: value.name, investmentLabel: value.investment }}
      intro={value.intro}
      lead={value.lead}
      figures={value.figures}
      included={value.included}
    />
  );
}
