import { ArrowRight, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { containerClass } from "~/components/site/home/section-heading";
import type { KeyFigure, PageAction } from "~/content/page-sections";

type PageHeroProps = {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryAction: PageAction;
  secondaryAction?: PageAction;
  /** Figures under the buttons, value over label. */
  figures?: KeyFigure[];
  /** The second column: an illustration, a card of statistics… */
  aside?: ReactNode;
};

/**
 * The navy hero of the inner pages, in the home hero's visual language: eyebrow, the page's
 * only h1, subtitle, two calls to action and the page's key figures.
 */
export function PageHero({
  eyebrow,
  title,
  subtitle,
  primaryAction,
  secondaryAction,
  figures,
  aside,
}: PageHeroProps) {
  // Ranges ("R$ 30.000 a R$ 60.000") need two columns on a phone; short figures fit three.
  const longFigures = figures?.some((figure) => figure.value.length > 12) ?? false;
  return (
    <section
      id="inicio"
      aria-labelledby="inicio-titulo"
      className="relative isolate overflow-hidden bg-ink text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_85%_-10%,rgb(14_165_233/0.28),transparent_60%),radial-gradient(40rem_30rem_at_-10%_110%,rgb(249_115_22/0.16),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_at_center,black,transparent_75%)]"
      />
      <div
        className={`${containerClass} grid items-center gap-12 py-14 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24`}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-sky-100">
            <Sparkles aria-hidden="true" className="size-4 text-accent" />
            {eyebrow}
          </p>
          <h1
            id="inicio-titulo"
            className="mt-6 text-[2.125rem] leading-[1.12] font-extrabold tracking-tight sm:text-5xl lg:text-[3.25rem]"
          >
            {title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">{subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={primaryAction.href}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-black/20 transition hover:brightness-110"
            >
              {primaryAction.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
            {secondaryAction ? (
              <a
                href={secondaryAction.href}
                className="inline-flex items-center justify-center rounded-xl border border-white/30 px-6 py-3.5 text-base font-semibold text-white transition hover:bg-white/10"
              >
                {secondaryAction.label}
              </a>
            ) : null}
          </div>
          {figures?.length ? (
            <dl
              className={`mt-12 grid gap-x-6 gap-y-6 border-t border-white/10 pt-8 sm:grid-cols-3 ${
                longFigures ? "grid-cols-2" : "grid-cols-3"
              }`}
            >
              {figures.map((figure, index) => (
                <div
                  key={figure.label}
                  className={`flex flex-col-reverse ${longFigures && index === 0 ? "col-span-2 sm:col-span-1" : ""}`}
                >
                  <dt className="mt-1 text-[13px] text-slate-300 sm:text-sm">{figure.label}</dt>
                  <dd className="font-heading text-xl leading-tight font-extrabold text-white sm:text-2xl">
                    {keepAmountsTogether(figure.value)}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
        {aside ? <div className="relative">{aside}</div> : null}
      </div>
    </section>
  );
}

/** "R$ 60.000 a R$ 120.000" never breaks between "R$" and its amount. */
export function keepAmountsTogether(text: string): string {
  return text.replace(/R\$ /g, "R$\u00a0");
}

/** A 1×1 transparent image: phones never download a desktop-only illustration. */
const emptyImage = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/**
 * The hero's image, shown from the large breakpoint up (as on the home page). The site's own
 * illustrations are drawn as they are; an image the admin chose is framed as a photo.
 */
export function HeroImage({ src, framed }: { src: string; framed: boolean }) {
  return (
    <div aria-hidden="true" className="hidden lg:block">
      <picture>
        <source media="(min-width: 1024px)" srcSet={src} />
        <img
          src={emptyImage}
          alt=""
          width={560}
          height={460}
          fetchPriority="high"
          className={
            framed
              ? "mx-auto aspect-[560/460] h-auto w-full max-w-[560px] rounded-3xl object-cover shadow-2xl ring-1 ring-white/15"
              : "mx-auto h-auto w-full max-w-[560px]"
          }
        />
      </picture>
    </div>
  );
}
