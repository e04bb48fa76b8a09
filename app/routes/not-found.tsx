import { data } from "react-router";
import { readNotFoundPage } from "~/.server/content/not-found-page";
import { PageOfBlocks } from "~/components/site/blocks/block-list";
import type { Route } from "./+types/not-found";

/**
 * The not-found page's own address (docs/decisions/079): the page every unknown address answers
 * with, a page document the team edits on "Páginas". Opened here it answers HTTP 404 as well
 * (nobody is meant to land on it; search engines never list it), and it is not counted among
 * the unknown addresses of "Redirecionamentos". The head tags are written by the loader.
 */

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await readNotFoundPage(request, context), { status: 404 });
}

/** Drawn by the blocks every page is made of (components/site/blocks), as composed pages are. */
export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  return <PageOfBlocks data={loaderData} />;
}
