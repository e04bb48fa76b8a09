import { notFoundAnswer } from "~/.server/content/not-found-page";
import { readShippedPage } from "~/.server/content/shipped-pages";
import { contactPageAction } from "~/.server/leads/page-action";
import { PageOfBlocks } from "~/components/site/blocks/block-list";
import type { PageHandle } from "~/components/site/shell/section-link";
import { modelSlugFromPath } from "~/content/model-pages";
import type { ContactFormResult } from "~/forms/form-result";
import type { Route } from "./+types/model";

/**
 * The five franchise model pages: /modelo-basic … /modelo-prime all land here (the page registry
 * gives each its own route id); the path names the model.
 */

/** The page has its own contact form: 'Fale conosco' stays here (keeping the preselected amount). */
export const handle: PageHandle = { pageSections: ["contato"] };

// The head tags are written by the loader (as on the home page): their texts and the code that
// builds them stay out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.head ?? [{ title: "Página não encontrada | Cota Fácil" }];

async function slugFor(request: Request, context: Route.LoaderArgs["context"]) {
  const slug = modelSlugFromPath(new URL(request.url).pathname);
  if (!slug) throw await notFoundAnswer(request, context);
  return slug;
}

/**
 * A model page is a page document (docs/decisions/068, 071): the one the team published on
 * "Páginas", else its default — the model's copy written around the `models` section's figures
 * (app/content/pages/shipped/model-page.ts). The contact form starts with the model's amount.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return readShippedPage(request, context, `/modelo-${await slugFor(request, context)}`);
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context, `/modelo-${await slugFor(request, context)}`);
}

/** Drawn by the blocks every page is made of (components/site/blocks), as composed pages are. */
export default function ModelPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageOfBlocks data={loaderData} serverResult={actionData as ContactFormResult | undefined} />;
}
