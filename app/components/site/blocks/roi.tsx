import { RoiAnalysisSection, roiSampleFrom } from "~/components/site/model/model-layouts";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** The return-on-investment example, as on the Basic model's page. */
export function RoiBlock({ value }: BlockProps<BlockValue<"roi">>) {
  return <RoiAnalysisSection sample={roiSampleFrom(value)} />;
}
