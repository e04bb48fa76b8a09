import { publicContactForm, readContactForm } from "~/.server/content/forms";
import { readSections } from "~/.server/content/sections";
import { contactPageAction } from "~/.server/leads/page-action";
import { staticPart } from "~/components/islands";
// The lead form hydrates with the page: a visitor may start typing at once.
import { ContactSection } from "~/components/site/contact/lazy-contact-section";
import type { PageHandle } from "~/components/site/shell/section-link";
import { investmentChoicesFrom, modelCardsFrom } from "~/content/models";
import { withSearchAndSharing } from "~/content/registry/sections/search-and-sharing";
import { solutionsSeo } from "~/content/solutions";
import type { ContactFormResult } from "~/forms/form-result";
import { pageMetaAt } from "~/lib/seo";
import type { Route } from "./+types/solutions";

const pagePath = "/solucoes-lucrativas";

/** The page has its own contact form: 'Fale conosco' stays here (keeping the preselected amount). */
export const handle: PageHandle = { pageSections: ["contato"] };

// The head tags are written by the loader (as on the home page): their texts and the code that
// builds them stay out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [{ title: "Cota Fácil" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const [contactForm, sections] = await Promise.all([
    readContactForm(context.services.db),
    readSections(request, context, [
      "solutions",
      "testimonials.solutions",
      "models",
      "company",
      "search-and-sharing",
    ]),
  ]);
  return {
    contactForm: publicContactForm(contactForm, sections.company.tradingName),
    head: pageMetaAt(
      context.services.config.PUBLIC_URL,
      withSearchAndSharing({ ...solutionsSeo, path: pagePath }, sections["search-and-sharing"], pagePath),
      sections.company.tradingName,
    ),
    investmentChoices: investmentChoicesFrom(sections.models),
    sections: {
      ticker: sections.solutions.ticker,
      products: sections.solutions.products,
      highlights: sections.solutions.highlights,
      testimonials: sections["testimonials.solutions"].items,
      models: modelCardsFrom(sections.models),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context, pagePath);
}

// Everything before the form is text, images, plain links and a CSS-only ticker: it stays server
// HTML on a page load (see components/islands.tsx).
const SolutionsSections = staticPart(() =>
  import("~/components/site/solutions/solutions-sections").then((m) => m.SolutionsSections),
);

/**
 * The profitable solutions page (/solucoes-lucrativas): product ticker, hero,
 * product cards, model cards, testimonials by region, highlights and the contact form.
 */
export default function SolutionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <SolutionsSections {...loaderData.sections} />
      <ContactSection
        form={loaderData.contactForm}
        pagePath={pagePath}
        investmentChoices={loaderData.investmentChoices}
        serverResult={actionData as ContactFormResult | undefined}
      />
    </main>
  );
}
