import { readShippedPage } from "~/.server/content/shipped-pages";
import { contactPageAction } from "~/.server/leads/page-action";
import { PageOfBlocks } from "~/components/site/blocks/block-list";
import type { PageHandle } from "~/components/site/shell/section-link";
import type { ContactFormResult } from "~/forms/form-result";
import type { Route } from "./+types/solutions";

const pagePath = "/solucoes-lucrativas";

/** The page has its own contact form: 'Fale conosco' stays here (keeping the preselected amount). */
export const handle: PageHandle = { pageSections: ["contato"] };

// The head tags are written by the loader (as on the home page): their texts and the code that
// builds them stay out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [{ title: "Cota Fácil" }];

/**
 * The profitable solutions page (/solucoes-lucrativas) is a page document (docs/decisions/068,
 * 073): the one the team published on "Páginas", else its default — product ticker, hero,
 * product cards, model cards, testimonials by region, highlights and the contact form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return readShippedPage(request, context, pagePath);
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context, pagePath);
}

/** Drawn by the blocks every page is made of (components/site/blocks), as composed pages are. */
export default function SolutionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageOfBlocks data={loaderData} serverResult={actionData as ContactFormResult | undefined} />;
}
