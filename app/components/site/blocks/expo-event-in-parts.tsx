import type { BlockValue } from "~/content/pages/blocks";
import { hydratingBlockParts, type PageParts, StaticBlockPart } from "./block-list";
import type { BlockProps } from "./block-props";

const EventPart = hydratingBlockParts["expo-event"];

/**
 * The expo page's event opening drawn in the parts it had as code (docs/decisions/072): the
 * invitation hydrates once the visitor reaches for it (its video plays inline), the days and
 * venue, the booth and the visitor benefits stay server HTML — each its own part, so the page's
 * markup and what hydrates stay as they were. Composed pages draw the block as one part.
 */
function ExpoEventInParts(props: BlockProps<BlockValue<"expo-event">>) {
  const poster = props.value.video.poster;
  return (
    <>
      {/* The video's poster is the hero's largest image: fetched with the document (React hoists it). */}
      {poster ? <link rel="preload" href={poster} as="image" fetchPriority="high" /> : null}
      <EventPart {...props} shows="opening" />
      <StaticBlockPart {...props} shows="details" />
      <StaticBlockPart {...props} shows="booth" />
      <StaticBlockPart {...props} shows="benefits" />
    </>
  );
}

/** The expo page's own way of drawing its event block (PageOfBlocks' `parts`). */
export const expoPageParts: PageParts = { "expo-event": ExpoEventInParts };
