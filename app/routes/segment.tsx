import { data } from "react-router";
import { publicContactForm, readContactForm } from "~/.server/content/forms";
import { readSections } from "~/.server/content/sections";
import { contactPageAction } from "~/.server/leads/page-action";
import { partWhenVisible, staticPart } from "~/components/islands";
// The lead form hydrates with the page: a visitor may start typing at once.
import { ContactSection } from "~/components/site/contact/lazy-contact-section";
import type { PageHandle } from "~/components/site/shell/section-link";
import { investmentChoicesFrom, modelCardsFrom } from "~/content/models";
import { withSearchAndSharing } from "~/content/registry/sections/search-and-sharing";
import { isSegmentSlug, segmentPageFrom } from "~/content/segments";
import type { ContactFormResult } from "~/forms/form-result";
import { pageMetaAt } from "~/lib/seo";
import type { Route } from "./+types/segment";

/** The page has its own contact form: 'Fale conosco' stays here (keeping the preselected amount). */
export const handle: PageHandle = { pageSections: ["contato"] };

// The head tags are written by the loader (as on the home page): their texts and the code that
// builds them stay out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData?.head ?? [
    { title: "Página não encontrada | Cota Fácil" },
    { name: "robots", content: "noindex" },
  ];

/**
 * The segment the address names (the route table gives each segment page its own route, all
 * drawn by this module); any other answers 404 with the site's not-found page.
 */
function segmentSlugFor(request: Request, context: Route.LoaderArgs["context"]) {
  const pathname = new URL(request.url).pathname;
  const slug = /^\/segmentos\/([a-z]+)(?:\.data)?\/?$/.exec(pathname)?.[1];
  if (!isSegmentSlug(slug)) {
    context.services.logger.warn({ path: pathname }, "page not found");
    throw data(null, { status: 404 });
  }
  return slug;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = segmentSlugFor(request, context);
  const [contactForm, sections] = await Promise.all([
    readContactForm(context.services.db),
    readSections(request, context, [
      "segments",
      "models",
      "steps",
      "testimonials",
      "awards",
      "company",
      "search-and-sharing",
    ]),
  ]);
  const segment = segmentPageFrom(slug, sections.segments[slug]);
  return {
    slug,
    path: segment.path,
    head: pageMetaAt(
      context.services.config.PUBLIC_URL,
      withSearchAndSharing(
        { ...segment.seo, path: segment.path },
        sections["search-and-sharing"],
        segment.path,
      ),
      sections.company.tradingName,
    ),
    contactForm: publicContactForm(contactForm, sections.company.tradingName),
    tradingName: sections.company.tradingName,
    investmentChoices: investmentChoicesFrom(sections.models),
    // Only this segment's page and the shared sections' values travel with the page.
    segment,
    models: modelCardsFrom(sections.models),
    steps: sections.steps.items,
    testimonials: sections.testimonials.items,
    awards: sections.awards.items,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context, `/segmentos/${segmentSlugFor(request, context)}`);
}

// Text-and-image sections stay server HTML on a page load; the awards hydrate near the screen
// (see components/islands.tsx), as on the home page.
const SegmentSections = staticPart(() =>
  import("~/components/site/segment/segment-sections").then((m) => m.SegmentSections),
);
const ModelCardsSection = staticPart(() =>
  import("~/components/site/home/model-cards").then((m) => m.ModelCardsSection),
);
const StepsSection = staticPart(() => import("~/components/site/home/steps").then((m) => m.StepsSection));
const TestimonialsSection = staticPart(() =>
  import("~/components/site/home/testimonials").then((m) => m.TestimonialsSection),
);
const AwardsSection = partWhenVisible("premiacoes", () =>
  import("~/components/site/home/awards").then((m) => m.AwardsSection),
);

/**
 * A segment page (e.g. /segmentos/advogados): hero with the segment's four statistics,
 * its four benefit cards, then the sections every page shares (ordered so that light and dark
 * bands alternate) and the contact form.
 */
export default function SegmentPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <SegmentSections segment={loaderData.segment} />
      <ModelCardsSection models={loaderData.models} />
      <StepsSection steps={loaderData.steps} />
      <TestimonialsSection testimonials={loaderData.testimonials} tradingName={loaderData.tradingName} />
      <AwardsSection seals={loaderData.awards} />
      <ContactSection
        form={loaderData.contactForm}
        pagePath={loaderData.path}
        investmentChoices={loaderData.investmentChoices}
        serverResult={actionData as ContactFormResult | undefined}
      />
    </main>
  );
}
