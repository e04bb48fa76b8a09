import { readShippedPage } from "~/.server/content/shipped-pages";
import { contactPageAction } from "~/.server/leads/page-action";
import { PageOfBlocks } from "~/components/site/blocks/block-list";
import { homeSectionIds } from "~/components/site/shell/home-sections";
import type { PageHandle } from "~/components/site/shell/section-link";
import type { ContactFormResult } from "~/forms/form-result";
import type { Route } from "./+types/home";

/** The home page draws every section the header and footer link to. */
export const handle: PageHandle = { pageSections: homeSectionIds };

// The head tags (title, description, the FAQ's structured data) are written by the loader: their
// texts and the code that builds them stay out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * The home page is a page document (docs/decisions/068, 070): the one the team published on
 * "Páginas", else its default — the hero, model cards, benefits, steps, testimonials, video
 * testimonials, FAQ, contact form, about video, partners and awards, each with its section's value.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return readShippedPage(request, context, "/");
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context, "/");
}

/** Drawn by the blocks every page is made of (components/site/blocks), as composed pages are. */
export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageOfBlocks data={loaderData} serverResult={actionData as ContactFormResult | undefined} />;
}
