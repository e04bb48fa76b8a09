import { HeroImage, SiteHero } from "~/components/site/pages/page-hero";
import { hero } from "~/content/home";

/** The hero fields the admin set on Content Management (tab Principal); the rest keep the copy. */
export type HomeHeroOverride = { title?: string; subtitle?: string; imageSrc?: string };

/** The home page hero: headline, the network's statistics and the two calls to action. */
export function HeroSection({ override = {} }: { override?: HomeHeroOverride }) {
  return (
    <SiteHero
      size="home"
      eyebrow={hero.eyebrow}
      title={override.title ?? hero.title}
      subtitle={override.subtitle ?? hero.subtitle}
      primaryAction={hero.primaryCta}
      secondaryAction={hero.secondaryCta}
      figures={
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
      }
      aside={
        <HeroImage
          src={override.imageSrc ?? "/images/hero-illustration.svg"}
          // A photo from the admin gets a frame; the site's illustration stands free.
          framed={override.imageSrc !== undefined}
          box="home"
        />
      }
    />
  );
}
