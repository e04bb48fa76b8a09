import { AboutVideoSection } from "~/components/site/home/about-video";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** The company's video, played after a click (it hydrates near the screen). */
export function AboutVideoBlock({ value, page }: BlockProps<BlockValue<"about-video">>) {
  return <AboutVideoSection video={value} tradingName={page.tradingName} />;
}

export default AboutVideoBlock;
