import type { ReactNode } from "react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import { itemHeights, sectionEstimate } from "~/components/site/section-estimate";
import type { FeatureItem, SectionIntro } from "~/content/page-sections";
import { FeatureIcon } from "./feature-icon";

type FeatureCardsSectionProps = {
  /** The section's anchor; its heading gets `${id}-titulo`. */
  id: string;
  intro: SectionIntro;
  items: FeatureItem[];
  /** "ink": the navy band, with white cards. */
  background?: "white" | "slate" | "ink";
  /** Shown under the cards (e.g. a call to action). */
  children?: ReactNode;
};

const columns: Record<number, string> = {
  3: "md:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
};

const backgrounds = { white: "bg-white", slate: "bg-slate-50", ink: "bg-ink" } as const;

/** A section heading over a grid of icon cards, as the home page's benefits are drawn. */
export function FeatureCardsSection({
  id,
  intro,
  items,
  background = "white",
  children,
}: FeatureCardsSectionProps) {
  const grid = columns[items.length] ?? "sm:grid-cols-2 lg:grid-cols-4";
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={`below-first-screen py-20 sm:py-24 ${backgrounds[background]}`}
      style={sectionEstimate(items.length, itemHeights.featureCards)}
    >
      <div className={containerClass}>
        <div className="animate-on-scroll">
          <SectionHeading
            id={`${id}-titulo`}
            eyebrow={intro.eyebrow}
            title={intro.title}
            lead={intro.lead}
            tone={background === "ink" ? "dark" : "light"}
          />
        </div>
        <ul className={`animate-on-scroll mt-14 grid gap-5 ${grid}`}>
          {items.map((item, index) => (
            <li
              key={`${item.title} ${item.text}`}
              className="rounded-xl border border-border bg-white p-6 shadow-sm transition duration-300 hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg"
            >
              <span
                aria-hidden="true"
                className={`inline-flex size-12 items-center justify-center rounded-xl ${
                  index % 2 === 1
                    ? "bg-accent-soft text-accent-strong"
                    : "bg-primary-soft text-primary-strong"
                }`}
              >
                <FeatureIcon name={item.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-lg font-bold text-ink">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
        {children}
      </div>
    </section>
  );
}
