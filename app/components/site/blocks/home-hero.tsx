import { HeroSection } from "~/components/site/home/hero";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/**
 * The home page's opening (the `hero.home` section's title, text and image, with the network's
 * figures and the two buttons), drawn by the component the home page used as code.
 */
export function HomeHeroBlock({ id, value, page }: BlockProps<BlockValue<"home-hero">>) {
  return <HeroSection edited={value} titleTag={page.h1Block === id ? "h1" : "h2"} />;
}
