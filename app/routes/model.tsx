import { data } from "react-router";
import { publicContactForm, readContactForm } from "~/.server/content/forms";
import { readSections } from "~/.server/content/sections";
import { contactPageAction } from "~/.server/leads/page-action";
import { staticPart } from "~/components/islands";
// The lead form hydrates with the page: a visitor may start typing at once.
import { ContactSection } from "~/components/site/contact/lazy-contact-section";
import type { PageHandle } from "~/components/site/shell/section-link";
import { type ModelHeroCopy, modelPagesFrom } from "~/content/model-page-copy";
import { modelHeroSectionId, modelSlugFromPath } from "~/content/model-pages";
import { franchiseModelsFrom, investmentChoicesFrom } from "~/content/models";
import type { HeroValue } from "~/content/registry/sections/heroes";
import { withSearchAndSharing } from "~/content/registry/sections/search-and-sharing";
import type { ContactFormResult } from "~/forms/form-result";
import { pageMetaAt } from "~/lib/seo";
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

function slugFor(request: Request) {
  const slug = modelSlugFromPath(new URL(request.url).pathname);
  if (!slug) throw data(null, { status: 404 });
  return slug;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = slugFor(request);
  const { db } = context.services;
  // The hero the team edits on Content Management, for the pages that have one (not Basic).
  const heroId = modelHeroSectionId(slug);
  const [contactForm, sections] = await Promise.all([
    readContactForm(db),
    readSections(
      request,
      context,
      heroId
        ? ["models", "roi", "company", "search-and-sharing", heroId]
        : ["models", "roi", "company", "search-and-sharing"],
    ),
  ]);
  // The page's figures and prices are the models section's; its copy is written around them.
  const models = franchiseModelsFrom(sections.models);
  const page = modelPagesFrom(models)[slug];
  // Everything the page component needs comes from here, so the browser's code does not carry
  // the copy of all five models.
  return {
    slug: page.slug,
    layout: page.layout,
    path: page.model.path,
    investmentAmount: page.model.investmentLabel,
    head: pageMetaAt(
      context.services.config.PUBLIC_URL,
      withSearchAndSharing(
        { ...page.seo, path: page.model.path },
        sections["search-and-sharing"],
        page.model.path,
      ),
      sections.company.tradingName,
    ),
    hero: heroOf(page.hero, heroId ? sections[heroId] : undefined),
    contactForm: publicContactForm(contactForm, sections.company.tradingName),
    investmentChoices: investmentChoicesFrom(sections.models),
    models,
    roi: page.layout === "starter" && page.showRoiAnalysis ? sections.roi : null,
  };
}

/** The page's hero: its copy, with the edited title, subtitle and image where there are some. */
function heroOf(copy: ModelHeroCopy, edited: HeroValue | undefined) {
  const { title, subtitle, imageSrc } = edited ?? copy;
  // An image the team chose gets a frame; the page's own illustration stands free.
  return { title, subtitle, imageSrc, customImage: imageSrc !== copy.imageSrc };
}

export async function action({ request, context }: Route.ActionArgs) {
  return contactPageAction(request, context, `/modelo-${slugFor(request)}`);
}

// The sections before the form are text, images and plain links: they stay server HTML on a page
// load (see components/islands.tsx), so their code and copy do not travel as JavaScript.
const ShowcaseModelSections = staticPart(() =>
  import("~/components/site/model/model-layouts").then((m) => m.ShowcaseModelSections),
);
const StarterModelSections = staticPart(() =>
  import("~/components/site/model/model-layouts").then((m) => m.StarterModelSections),
);

export default function ModelPage({ loaderData, actionData }: Route.ComponentProps) {
  const Sections = loaderData.layout === "showcase" ? ShowcaseModelSections : StarterModelSections;
  return (
    <main>
      <Sections
        slug={loaderData.slug}
        hero={loaderData.hero}
        models={loaderData.models}
        roi={loaderData.roi}
      />
      {/* The page's model is preselected, and the lead records the page it came from. The key
          starts a fresh form when the visitor moves from one model page to another. */}
      <ContactSection
        key={loaderData.slug}
        form={loaderData.contactForm}
        pagePath={loaderData.path}
        serverResult={actionData as ContactFormResult | undefined}
        initialInvestmentAmount={loaderData.investmentAmount}
        investmentChoices={loaderData.investmentChoices}
      />
    </main>
  );
}
