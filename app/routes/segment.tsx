import { notFoundAnswer } from "~/.server/content/not-found-page";
import { readShippedPage } from "~/.server/content/shipped-pages";
import { contactPageAction } from "~/.server/leads/page-action";
import { PageOfBlocks } from "~/components/site/blocks/block-list";
import type { PageHandle } from "~/components/site/shell/section-link";
import { isSegmentSlug } from "~/content/segments";
import type { ContactFormResult } from "~/forms/form-result";
import type { Route } from "./+types/segment";

/** The page has its own contact form: 'Fale conosco' stays here (keeping the preselected amount). */
export const handle: PageHandle = { pageSections: ["contato"] };

// The head tags are written by the loader (as on the home page): their texts and the code that
// builds them stay out of the page's JavaScript. (An unknown segment's address is the not-found
// route's: this page's loader always answers with a page.)
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

/**
 * The segment the address names (the route table gives each segment page its own route, all
 * drawn by this module); any other answers 404 with the site's not-found page.
 */
async function segmentSlugFor(request: Request, context: Route.LoaderArgs["context"]) {
  const pathname = new URL(request.url).pathname;
  const slug = /^\/segmentos\/([a-z]+)(?:\.data)?\/?$/.exec(pathname)?.[1];
  if (!isSegmentSlug(slug)) {
    context.services.logger.warn({ path: pathname }, "page not found");
    throw await notFoundAnswer(request, context);
  }
  return slug;
}

/**
 * A segment page (e.g. /segmentos/advogados) is a page document (docs/decisions/068): the one the
 * team published on "Páginas", else its default — the segment's hero with its four statistics and
 * benefit cards, then the model cards, steps, testimonials, awards and the contact form.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return readShippedPage(request, context, `/segmentos/${await segmentSlugFor(request, context)}`);
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context, `/segmentos/${await segmentSlugFor(request, context)}`);
}

/** Drawn by the blocks every page is made of (components/site/blocks), as composed pages are. */
export default function SegmentPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PageOfBlocks data={loaderData} serverResult={actionData as ContactFormResult | undefined} />;
}
