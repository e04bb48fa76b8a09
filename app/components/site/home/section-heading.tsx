import type { CSSProperties, ReactNode } from "react";

type SectionHeadingProps = {
  /** Id of the h2, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "center" | "left";
  /** "dark" on navy backgrounds. */
  tone?: "light" | "dark";
};

/** The heading every home section opens with: small uppercase eyebrow, h2 and lead text. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "center",
  tone = "light",
}: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-2xl"}>
      <p
        className={`text-sm font-semibold tracking-[0.14em] uppercase ${dark ? "text-primary" : "text-primary-strong"}`}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={`mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-ink"}`}
      >
        {title}
      </h2>
      {lead ? (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-slate-300" : "text-muted"}`}>{lead}</p>
      ) : null}
    </div>
  );
}

/** The page-wide content width. */
export const containerClass = "mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8";

/** The eyebrow, title and lead a section opens with. */
export type SectionHeadingText = { eyebrow: string; title: ReactNode; lead?: ReactNode };

/**
 * A page section that opens with its heading: its anchor (`id`), labelled by its h2
 * (`{id}-titulo`), its background and spacing (`className`), the heading revealed on scroll, then
 * the section's content in the page-wide width.
 */
export function HeadedSection({
  id,
  intro,
  className,
  estimate,
  children,
}: {
  id: string;
  intro: SectionHeadingText;
  className: string;
  /** The section's own estimated height, when its list is long (see section-estimate.ts). */
  estimate?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-titulo`}
      className={`below-first-screen ${className}`}
      style={estimate}
    >
      <div className={containerClass}>
        <div className="animate-on-scroll">
          <SectionHeading id={`${id}-titulo`} eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
        </div>
        {children}
      </div>
    </section>
  );
}
