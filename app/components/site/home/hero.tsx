import { HeroImage, SiteHero } from "~/components/site/pages/page-hero";
import { hero } from "~/content/home";

/** The hero's title, subtitle and image as published on Content Management (`hero.home`). */
export type HomeHeroValue = { title: string; subtitle: string; imageSrc: string };

/**
 * The home page hero: headline, the network's statistics and the two calls to action. Its title
 * is the page's h1, or an h2 on a page of blocks whose h1 an earlier opening holds.
 */
export function HeroSection({ edited, titleTag }: { edited: HomeHeroValue; titleTag?: "h1" | "h2" }) {
  return (
    <SiteHero
      size="home"
      titleTag={titleTag}
      eyebrow={hero.eyebrow}
      title={edited.title}
      subtitle={edited.subtitle}
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
          src={edited.imageSrc}
          // An image the team chose gets a frame; the site's illustration stands free.
          framed={edited.imageSrc !== hero.imageSrc}
          box="home"
        />
      }
    />
  );
}
