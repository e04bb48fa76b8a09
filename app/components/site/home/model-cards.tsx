import { ArrowRight, Check } from "lucide-react";
import { itemHeights, sectionEstimate } from "~/components/site/section-estimate";
import { modelsIntro, type SectionIntro } from "~/content/home";
import type { ModelCard as ModelCardData } from "~/content/models";
import { HeadedSection } from "./section-heading";

type ModelCardsSectionProps = {
  /** The five models as the `models` section holds them (modelCardsFrom). */
  models: ModelCardData[];
  /** The section's heading; the home page's by default. */
  intro?: SectionIntro;
  /** The card's link text; 'Ver detalhes' by default. */
  linkLabel?: string;
  /** Where the card's link goes; the model page's contact form by default. */
  linkHref?: (model: ModelCardData) => string;
};

const toModelContact = (model: ModelCardData) => `${model.path}#contato`;

/**
 * The five franchise model cards: name, price, tagline, highlights and a link. Other pages reuse the cards
 * with their own heading and link (the solutions page: 'Saiba mais' to each model page).
 */
export function ModelCardsSection({
  models,
  intro = modelsIntro,
  linkLabel = "Ver detalhes",
  linkHref = toModelContact,
}: ModelCardsSectionProps) {
  return (
    <HeadedSection
      id="franquias"
      intro={intro}
      className="bg-slate-50 py-20 sm:py-24"
      estimate={sectionEstimate(
        models.reduce((count, model) => count + model.highlights.length, 0),
        itemHeights.modelHighlights,
      )}
    >
      <ul className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5 xl:gap-5">
        {models.map((model) => (
          <li key={model.slug} className="flex">
            <ModelCard model={model} linkLabel={linkLabel} href={linkHref(model)} />
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

function ModelCard({ model, linkLabel, href }: { model: ModelCardData; linkLabel: string; href: string }) {
  const highlighted = model.highlighted;
  return (
    <article
      className={`relative flex w-full flex-col rounded-2xl p-6 transition duration-300 hover:-translate-y-1 ${
        highlighted
          ? "bg-ink text-white shadow-xl shadow-ink/25 ring-2 ring-accent"
          : "border border-border bg-white shadow-sm hover:shadow-lg"
      }`}
    >
      {model.badge ? (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-accent-strong px-4 py-1 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase shadow-md">
          {model.badge}
        </p>
      ) : null}
      <h3 className={`text-xl font-extrabold ${highlighted ? "text-white" : "text-ink"}`}>{model.name}</h3>
      <p className={`mt-1 text-sm ${highlighted ? "text-slate-300" : "text-muted"}`}>{model.tagline}</p>
      <p className={`mt-5 text-sm font-medium ${highlighted ? "text-slate-300" : "text-muted"}`}>
        A partir de
      </p>
      <p
        className={`font-heading text-3xl font-extrabold tracking-tight ${
          highlighted ? "text-white" : "text-primary-strong"
        }`}
      >
        {model.investmentLabel}
      </p>
      <p className={`mt-4 text-sm leading-relaxed ${highlighted ? "text-slate-200" : "text-foreground"}`}>
        {model.description}
      </p>
      <ul className="mt-5 mb-6 space-y-2.5 text-sm">
        {model.highlights.map((item) => (
          <li key={item} className="flex gap-2">
            <Check
              aria-hidden="true"
              className={`mt-0.5 size-4 shrink-0 ${highlighted ? "text-accent" : "text-primary-strong"}`}
              strokeWidth={3}
            />
            <span className={highlighted ? "text-slate-100" : "text-foreground"}>{item}</span>
          </li>
        ))}
      </ul>
      <a
        href={href}
        className={`mt-auto inline-flex items-center justify-center gap-2 rounded-xl px-4 py-3 text-sm font-semibold transition ${
          highlighted
            ? "bg-accent-strong text-white hover:brightness-110"
            : "border border-primary-strong text-primary-strong hover:bg-primary-strong hover:text-white"
        }`}
      >
        {linkLabel}
        <span className="sr-only"> do modelo {model.name}</span>
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
    </article>
  );
}
