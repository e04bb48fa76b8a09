import { clsx } from "clsx";
import { ArrowRight, Sparkles } from "lucide-react";
import { hero } from "~/content/home";
import { containerClass } from "./section-heading";

/** A 1×1 transparent image: phones never download the desktop-only illustration. */
const emptyImage = "data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==";

/** The hero's title, subtitle and image as published on Content Management (`hero.home`). */
export type HomeHeroValue = { title: string; subtitle: string; imageSrc: string };

/** The home page hero: headline, stats and the two calls to action. */
export function HeroSection({ edited }: { edited: HomeHeroValue }) {
  // An image the team chose gets a frame; the site's illustration stands free.
  const customImage = edited.imageSrc !== hero.imageSrc;
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
        className={`${containerClass} grid items-center gap-12 py-16 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24`}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-sky-100">
            <Sparkles aria-hidden="true" className="size-4 text-accent" />
            {hero.eyebrow}
          </p>
          <h1
            id="inicio-titulo"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-6xl"
          >
            {edited.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">{edited.subtitle}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={hero.primaryCta.href}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-black/20 transition hover:brightness-110"
            >
              {hero.primaryCta.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
            <a
              href={hero.secondaryCta.href}
              className="inline-flex items-center justify-center rounded-xl border border-white/30 px-6 py-3.5 text-base font-semibold text-white transition hover:bg-white/10"
            >
              {hero.secondaryCta.label}
            </a>
          </div>
          <ul className="mt-12 flex flex-wrap gap-x-5 gap-y-6 border-t border-white/10 pt-8 sm:gap-x-12">
            {hero.stats.map((stat) => (
              <li key={stat.label}>
                <strong className="block font-heading text-xl leading-tight font-extrabold whitespace-nowrap text-white sm:text-3xl">
                  {stat.value}
                </strong>{" "}
                <span className="mt-1 block text-[13px] text-slate-300 sm:text-sm">{stat.label}</span>
              </li>
            ))}
          </ul>
        </div>
        <div aria-hidden="true" className="relative hidden lg:block">
          <picture>
            <source media="(min-width: 1024px)" srcSet={edited.imageSrc} />
            <img
              src={emptyImage}
              alt=""
              width={560}
              height={500}
              fetchPriority="high"
              className={clsx(
                "mx-auto h-auto w-full max-w-[560px]",
                customImage && "aspect-[560/500] rounded-3xl object-cover shadow-2xl ring-1 ring-white/15",
              )}
            />
          </picture>
        </div>
      </div>
    </section>
  );
}
