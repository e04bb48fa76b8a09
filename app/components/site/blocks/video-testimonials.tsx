import { VideoTestimonialsSection } from "~/components/site/home/video-testimonials";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** The franchisees' videos (a carousel: it hydrates near the screen). */
export function VideoTestimonialsBlock({ value }: BlockProps<BlockValue<"video-testimonials">>) {
  return <VideoTestimonialsSection videos={value.testimonials} />;
}

export default VideoTestimonialsBlock;
