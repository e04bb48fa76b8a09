import { NotFoundMessage } from "~/components/site/not-found-message";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/**
 * The "page not found" message (docs/decisions/079). Alone on its page (the 404 document) it is
 * the page's main landmark, as the 404 page drew it; among other blocks it is a part of the
 * page's main. Its title is the page's h1 unless an earlier opening holds it.
 */
export function NotFoundBlock({ id, value, page }: BlockProps<BlockValue<"not-found">>) {
  return (
    <NotFoundMessage
      value={value}
      landmark={page.mainBlock === id ? "main" : "div"}
      titleTag={page.h1Block === id ? "h1" : "h2"}
    />
  );
}
