import { type BlockPageData, PageOfBlocks } from "~/components/site/blocks/block-list";
import { NotFoundMessage } from "~/components/site/not-found-message";
import { notFoundDefaults } from "~/content/not-found";

/**
 * The not-found page a public route's 404 carries (app/.server/content/not-found-page.ts), drawn
 * by the site layout's error boundary: the document the team published, drawn from its blocks;
 * a 404 that carries none (its page could not be read) shows the default message.
 */
export function NotFoundPage({ carried }: { carried: unknown }) {
  const page = notFoundPageOf(carried);
  if (page) return <PageOfBlocks data={page} />;
  return <NotFoundMessage value={notFoundDefaults} />;
}

/** The page of blocks a 404's data carries, if it carries one. */
function notFoundPageOf(data: unknown): BlockPageData | null {
  if (typeof data !== "object" || data === null) return null;
  const candidate = data as Partial<BlockPageData>;
  return Array.isArray(candidate.blocks) && typeof candidate.page === "object"
    ? (data as BlockPageData)
    : null;
}
