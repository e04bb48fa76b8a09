import { publicContactForm, readContactForm } from "~/.server/content/forms";
import { readSections } from "~/.server/content/sections";
import { withStaticPartData } from "~/.server/http/static-part-data";
import { contactPageAction } from "~/.server/leads/page-action";
import { partWhenVisible, staticPart } from "~/components/islands";
import { ContactSection } from "~/components/site/contact/lazy-contact-section";
import { homeSectionIds } from "~/components/site/shell/home-sections";
import type { PageHandle } from "~/components/site/shell/section-link";
import { investmentChoicesFrom, modelCardsFrom } from "~/content/models";
import { pageSeo } from "~/content/registry/page-seo";
import { withSearchAndSharing } from "~/content/registry/sections/search-and-sharing";
import type { ContactFormResult } from "~/forms/form-result";
import { faqPageJsonLd } from "~/lib/json-ld";
import { pageMetaAt } from "~/lib/seo";
import type { Route } from "./+types/home";

/** The home page draws every section the header and footer link to. */
export const handle: PageHandle = { pageSections: homeSectionIds };

// The head tags (title, description, the FAQ's structured data) are written by the loader: their
// texts and the code that builds them stay out of the page's JavaScript.
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const [contactForm, sections] = await Promise.all([
    readContactForm(db),
    readSections(request, context, [
      "hero.home",
      "models",
      "benefits",
      "steps",
      "testimonials",
      "partners",
      "awards",
      "faq",
      "videos",
      "company",
      "search-and-sharing",
    ]),
  ]);
  const tradingName = sections.company.tradingName;
  return withStaticPartData(
    context,
    {
      head: pageMetaAt(
        context.services.config.PUBLIC_URL,
        withSearchAndSharing(
          { ...pageSeo("/"), jsonLd: faqPageJsonLd(sections.faq.items) },
          sections["search-and-sharing"],
          "/",
        ),
        tradingName,
      ),
      contactForm: publicContactForm(contactForm, tradingName),
      // The fixed texts that name the company follow the company section's trading name.
      tradingName,
      investmentChoices: investmentChoicesFrom(sections.models),
      faq: sections.faq.items,
      videos: sections.videos,
      partners: sections.partners.items,
      awards: sections.awards.items,
    },
    // The editable sections' values only: each static part gets plain props (no registry here).
    {
      hero: sections["hero.home"],
      models: modelCardsFrom(sections.models),
      benefits: sections.benefits.items,
      steps: sections.steps.items,
      testimonials: sections.testimonials.items,
    },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context, "/");
}

// Text-and-image sections stay server HTML on a page load; interactive ones hydrate near the
// screen (see components/islands.tsx): the page's JavaScript stays within budget.
const HeroSection = staticPart(() => import("~/components/site/home/hero").then((m) => m.HeroSection));
const ModelCardsSection = staticPart(() =>
  import("~/components/site/home/model-cards").then((m) => m.ModelCardsSection),
);
const BenefitsSection = staticPart(() =>
  import("~/components/site/home/benefits").then((m) => m.BenefitsSection),
);
const StepsSection = staticPart(() => import("~/components/site/home/steps").then((m) => m.StepsSection));
const TestimonialsSection = staticPart(() =>
  import("~/components/site/home/testimonials").then((m) => m.TestimonialsSection),
);
const VideoTestimonialsSection = partWhenVisible("depoimentos-video", () =>
  import("~/components/site/home/video-testimonials").then((m) => m.VideoTestimonialsSection),
);
const FaqSection = partWhenVisible("faq", () =>
  import("~/components/site/home/faq").then((m) => m.FaqSection),
);
const AboutVideoSection = partWhenVisible("sobre", () =>
  import("~/components/site/home/about-video").then((m) => m.AboutVideoSection),
);
const PartnersSection = partWhenVisible("parceiros", () =>
  import("~/components/site/home/partners").then((m) => m.PartnersSection),
);
const AwardsSection = partWhenVisible("premiacoes", () =>
  import("~/components/site/home/awards").then((m) => m.AwardsSection),
);

/**
 * The home page: hero, model cards, benefits, steps, testimonials, video testimonials, FAQ,
 * contact form, about video, partners and awards, in that order.
 */
export default function HomePage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main>
      <HeroSection edited={loaderData.hero} />
      <ModelCardsSection models={loaderData.models} />
      <BenefitsSection benefits={loaderData.benefits} tradingName={loaderData.tradingName} />
      <StepsSection steps={loaderData.steps} />
      <TestimonialsSection testimonials={loaderData.testimonials} tradingName={loaderData.tradingName} />
      <VideoTestimonialsSection videos={loaderData.videos.testimonials} />
      <FaqSection items={loaderData.faq} tradingName={loaderData.tradingName} />
      <ContactSection
        form={loaderData.contactForm}
        pagePath="/"
        investmentChoices={loaderData.investmentChoices}
        serverResult={actionData as ContactFormResult | undefined}
      />
      <AboutVideoSection video={loaderData.videos.about} tradingName={loaderData.tradingName} />
      <PartnersSection partners={loaderData.partners} />
      <AwardsSection seals={loaderData.awards} />
    </main>
  );
}
