import { ArrowRight, CircleCheck } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import { FeatureIcon } from "~/components/site/pages/feature-icon";
import type { FeatureItem, PageAction, SectionIntro } from "~/content/page-sections";

type FeatureSplitSectionProps = {
  id: string;
  intro: SectionIntro;
  items: FeatureItem[];
  checklist: string[];
  action?: PageAction;
  tone?: "dark" | "light";
};

/**
 * A section told in two columns: heading, a short checklist and an optional call to action on
 * one side, four icon cards on the other. The model pages' further sections (integration,
 * store structure, call center) and the training section are drawn with it.
 */
export function FeatureSplitSection({
  id,
  intro,
  items,
  checklist,
  action,
  tone = "light",
}: FeatureSplitSectionProps) {
  const dark = tone === "dark";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={`below-first-screen relative isolate overflow-hidden py-20 sm:py-24 ${dark ? "bg-ink text-white" : "bg-white"}`}
    >
      {dark ? (
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_0%_100%,rgb(14_165_233/0.18),transparent_60%)]"
        />
      ) : null}
      <div
        className={`${containerClass} grid gap-12 lg:grid-cols-[minmax(0,0.85fr)_minmax(0,1.15fr)] lg:gap-16`}
      >
        <div className="animate-on-scroll lg:pt-4">
          <SectionHeading
            id={`${id}-titulo`}
            eyebrow={intro.eyebrow}
            title={intro.title}
            lead={intro.lead}
            align="left"
            tone={dark ? "dark" : "light"}
          />
          <ul className="mt-8 space-y-3">
            {checklist.map((item) => (
              <li
                key={item}
                className={`flex items-center gap-3 font-medium ${dark ? "text-white" : "text-ink"}`}
              >
                <CircleCheck
                  aria-hidden="true"
                  className={`size-5 shrink-0 ${dark ? "text-accent" : "text-primary-strong"}`}
                />
                {item}
              </li>
            ))}
          </ul>
          {action ? (
            <a
              href={action.href}
              className="mt-10 inline-flex w-full items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-black/20 transition hover:brightness-110 sm:w-auto"
            >
              {action.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
          ) : null}
        </div>
        <ul className="animate-on-scroll grid gap-5 sm:grid-cols-2">
          {items.map((item) => (
            <li
              key={item.title}
              className={
                dark
                  ? "rounded-xl border border-white/10 bg-ink-soft p-6 shadow-lg shadow-black/20"
                  : "rounded-xl border border-border bg-slate-50 p-6"
              }
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-11 items-center justify-center rounded-xl ${
                  dark ? "bg-white/10 text-sky-300" : "bg-primary-soft text-primary-strong"
                }`}
              >
                <FeatureIcon name={item.icon} className="size-5" />
              </span>
              <h3 className={`mt-4 text-lg font-bold ${dark ? "text-white" : "text-ink"}`}>{item.title}</h3>
              <p className={`mt-2 text-sm leading-relaxed ${dark ? "text-slate-300" : "text-muted"}`}>
                {item.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
