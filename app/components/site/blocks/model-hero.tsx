import { HeroImage, PageHero } from "~/components/site/pages/page-hero";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/**
 * A model page's opening: the navy band with its title, text, two buttons, the model's key
 * figures under them and the illustration (large screens). Its title is the page's h1 unless an
 * earlier opening holds it.
 */
export function ModelHeroBlock({ id, value, page }: BlockProps<BlockValue<"model-hero">>) {
  return (
    <PageHero
      titleTag={page.h1Block === id ? "h1" : "h2"}
      eyebrow={value.eyebrow}
      title={value.title}
      subtitle={value.subtitle}
      primaryAction={value.primaryAction.label ? value.primaryAction : undefined}
      secondaryAction={value.secondaryAction.label ? value.secondaryAction : undefined}
      figures={value.figures}
      // The site's own illustrations stand free; an image the team chose is framed as a photo.
      aside={<HeroImage src={value.imageSrc} framed={!value.imageSrc.startsWith("/images/")} />}
    />
  );
}
