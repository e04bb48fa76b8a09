/**
 * The model pages' sections, as their blocks draw them (components/site/blocks/model-*.tsx,
 * docs/decisions/071): the blocks reach them through this module. Imported by them directly as
 * well, the bundler would split them into files of their own, whose names the first load of the
 * pages drawn from blocks would then carry (docs/decisions/059).
 */
export { modelCardsFrom } from "~/content/models";
export { roiSampleFrom } from "~/content/roi";
export { FeatureSplitSection } from "./feature-split-section";
export { FinancialDetailsSection, StarterInvestmentSection } from "./investment-card";
export { RoiAnalysisSection } from "./roi-analysis";
