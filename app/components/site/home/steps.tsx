import { itemHeights, sectionEstimate } from "~/components/site/section-estimate";
import { stepsIntro } from "~/content/home";
import type { Step } from "~/content/registry/sections/steps";
import { containerClass, SectionHeading } from "./section-heading";

/** The steps to become a franchisee ("#como-funciona"), numbered in order. */
export function StepsSection({ steps }: { steps: Step[] }) {
  return (
    <section
      id="como-funciona"
      aria-labelledby="como-funciona-titulo"
      className="below-first-screen relative isolate overflow-hidden bg-ink py-20 text-white sm:py-24"
      style={sectionEstimate(steps.length, itemHeights.steps)}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_100%_0%,rgb(14_165_233/0.2),transparent_60%)]"
      />
      <div className={containerClass}>
        <div className="animate-on-scroll">
          <SectionHeading
            id="como-funciona-titulo"
            eyebrow={stepsIntro.eyebrow}
            title={stepsIntro.title}
            lead={stepsIntro.lead}
            tone="dark"
          />
        </div>
        <div className="animate-on-scroll mt-20">
          <ol className="grid gap-x-6 gap-y-14 sm:grid-cols-2 lg:grid-cols-4">
            {steps.map((step, index) => (
              <li
                key={`${step.title} ${step.text}`}
                className="relative rounded-xl border border-white/10 bg-ink-soft p-6 text-center shadow-lg shadow-black/20"
              >
                <span className="relative mx-auto -mt-12 flex size-14 items-center justify-center rounded-full bg-primary-strong font-heading text-xl font-extrabold text-white shadow-lg ring-4 ring-ink">
                  <span className="sr-only">Passo </span>
                  {index + 1}
                </span>
                <h3 className="mt-5 text-lg font-bold text-white">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
