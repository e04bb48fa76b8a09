import { readShippedPage } from "~/.server/content/shipped-pages";
import { PageOfBlocks } from "~/components/site/blocks/block-list";
import type { Route } from "./+types/thank-you";

/**
 * The confirmation page after the contact form (not listed for search engines, never kept by the
 * page cache), a page document (docs/decisions/068, 074): the one the team published on
 * "Páginas", else its default — the thank-you block with the company's details. The head tags are
 * written by the loader, as on the other public pages.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  return readShippedPage(request, context, "/thank-you");
}

/** Drawn by the blocks every page is made of (components/site/blocks), as composed pages are. */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  return <PageOfBlocks data={loaderData} />;
}
