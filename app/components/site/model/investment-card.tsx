import { ArrowRight, Check } from "lucide-react";
import type { ReactNode } from "react";
import { containerClass, HeadedSection } from "~/components/site/home/section-heading";
import { keepAmountsTogether } from "~/components/site/pages/page-hero";
import type { FranchiseModel } from "~/content/models";
import type { KeyFigure, SectionIntro } from "~/content/page-sections";

/** The model an investment card names: its name and its investment ("R$ 30.000"). */
type InvestmentModel = Pick<FranchiseModel, "name" | "investmentLabel">;

type InvestmentCardProps = {
  model: InvestmentModel;
  /** Drawn in the card's navy panel, above the investment (the section's heading when there is no intro). */
  panelHeading: ReactNode;
  lead: string;
  figures: KeyFigure[];
  listTitle: string;
  list: string[];
};

/**
 * The model's money at a glance: "A partir de R$ …" on a navy panel with the call to contact,
 * the model's business figures (revenue, payback…) as tiles, and what the investment includes. Used as the investment card
 * of the starter layout and as the financial details card of the showcase layout.
 */
export function InvestmentCard({ model, panelHeading, lead, figures, listTitle, list }: InvestmentCardProps) {
  return (
    <div className="grid overflow-hidden rounded-3xl border border-border bg-white shadow-xl shadow-slate-900/5 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.3fr)]">
      <div className="relative isolate overflow-hidden bg-ink p-7 text-white sm:p-10">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(30rem_20rem_at_100%_0%,rgb(14_165_233/0.3),transparent_65%)]"
        />
        {panelHeading}
        <p className="mt-6">
          <span className="block text-sm font-medium text-slate-300">A partir de</span>{" "}
          <strong className="block font-heading text-4xl font-extrabold tracking-tight sm:text-5xl">
            {model.investmentLabel}
          </strong>
        </p>
        <p className="mt-4 leading-relaxed text-slate-300">{lead}</p>
        <a
          href="#contato"
          className="mt-8 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-black/20 transition hover:brightness-110 sm:w-auto"
        >
          Quero ser franqueado
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </div>
      <div className="p-7 sm:p-10">
        <dl className="grid gap-4 sm:grid-cols-2">
          {figures.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse justify-end rounded-xl border border-border bg-slate-50 px-5 py-4"
            >
              <dt className="mt-1 text-sm text-muted">{figure.label}</dt>
              <dd className="font-heading text-xl font-extrabold text-primary-strong">
                {keepAmountsTogether(figure.value)}
              </dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-8 text-lg font-bold text-ink">{listTitle}</h3>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {list.map((item) => (
            <li key={item} className="flex gap-2.5 text-foreground">
              <span
                aria-hidden="true"
                className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-strong"
              >
                <Check className="size-3.5" strokeWidth={3} />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** The starter layout's investment card, right under the hero. */
export function StarterInvestmentSection(props: {
  model: InvestmentModel;
  title: string;
  lead: string;
  figures: KeyFigure[];
  conditions: string[];
}) {
  const { model, title, lead, figures, conditions } = props;
  return (
    <section
      id="investimento"
      aria-labelledby="investimento-titulo"
      className="below-first-screen bg-slate-50 py-16 sm:py-20"
    >
      <div className={containerClass}>
        <InvestmentCard
          model={model}
          panelHeading={
            <>
              <p className="text-sm font-semibold tracking-[0.14em] text-sky-200 uppercase">
                Franquia {model.name}
              </p>
              <h2 id="investimento-titulo" className="mt-2 text-2xl font-extrabold sm:text-3xl">
                {title}
              </h2>
            </>
          }
          lead={lead}
          figures={figures}
          listTitle="Condições e o que está incluso"
          list={conditions}
        />
      </div>
    </section>
  );
}

/** The showcase layout's financial details card, after the advantages. */
export function FinancialDetailsSection(props: {
  model: InvestmentModel;
  intro: SectionIntro;
  /** Under the investment. */
  lead: string;
  figures: KeyFigure[];
  included: string[];
}) {
  const { model, intro, lead, figures, included } = props;
  return (
    <HeadedSection id="detalhes-financeiros" intro={intro} className="bg-slate-50 py-20 sm:py-24">
      <div className="animate-on-scroll mt-14">
        <InvestmentCard
          model={model}
          panelHeading={
            <p className="text-sm font-semibold tracking-[0.14em] text-sky-200 uppercase">
              Investimento inicial
            </p>
          }
          lead={lead}
          figures={figures}
          listTitle="O que está incluso"
          list={included}
        />
      </div>
    </HeadedSection>
  );
}
