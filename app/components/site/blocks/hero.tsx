import { HeroImage, SiteHero } from "~/components/site/pages/page-hero";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/**
 * The page's hero: the navy band with its h1, text, button and image (shown on large screens).
 * Under an event's opening, which then holds the page's h1, its title is an h2.
 */
export function HeroBlock({ id, value, page }: BlockProps<BlockValue<"hero">>) {
  return (
    <SiteHero
      size="page"
      titleTag={page.h1Block === id ? "h1" : "h2"}
      eyebrow={value.eyebrow}
      title={value.title}
      subtitle={value.subtitle}
      primaryAction={value.action.label ? value.action : undefined}
      // The site's own illustrations stand free; an image the team chose is framed as a photo.
      aside={
        value.imageSrc ? (
          <div className="relative">
            <HeroImage src={value.imageSrc} framed={!value.imageSrc.startsWith("/images/")} />
          </div>
        ) : null
      }
    />
  );
}
