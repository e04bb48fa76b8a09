import { HeroImage, PageHero } from "~/components/site/pages/page-hero";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/**
 * An inner page's opening (the solutions page's): the navy hero with its h1, text, up to two
 * buttons, the key figures under them and an image (large screens). Its title is the page's h1
 * unless an earlier opening holds it.
 */
export function HeroFiguresBlock({ id, value, page }: BlockProps<BlockValue<"hero-figures">>) {
  return (
    <PageHero
      titleTag={page.h1Block === id ? "h1" : "h2"}
      eyebrow={value.eyebrow}
      title={value.title}
      subtitle={value.subtitle}
      primaryAction={value.primary.label ? value.primary : undefined}
      secondaryAction={value.secondary.label ? value.secondary : undefined}
      figures={value.figures}
      // The site's own illustrations stand free; an image the team chose is framed as a photo.
      aside={
        value.imageSrc ? (
          <HeroImage src={value.imageSrc} framed={!value.imageSrc.startsWith("/images/")} />
        ) : null
      }
    />
  );
}
