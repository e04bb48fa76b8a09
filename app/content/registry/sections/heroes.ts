import { z } from "zod";
import { hero as homeHero } from "~/content/home";
import { modelPages } from "~/content/model-pages";
import { modelSlugs } from "~/content/models";
import { imagePath, requiredText } from "../card-rules";
import { defineSection } from "../define";
import { type PublicPage, pagesWithHero } from "../pages";

/**
 * The hero of each page the page registry gives one (./pages.ts `hero`): the big title, the
 * line under it and the image beside it. The defaults are the page's own copy; the eyebrow,
 * figures and buttons stay the page's.
 */

export const HERO_TITLE_MAX = 200;
export const HERO_SUBTITLE_MAX = 600;

export const heroSchema = z.object({
  title: requiredText("o título", HERO_TITLE_MAX),
  subtitle: requiredText("o subtítulo", HERO_SUBTITLE_MAX, { multiline: true }),
  imageSrc: imagePath(),
});

export type HeroValue = z.output<typeof heroSchema>;

/** The hero a page ships with, from its copy. */
export function shippedHero(path: string): HeroValue {
  if (path === "/") {
    return { title: homeHero.title, subtitle: homeHero.subtitle, imageSrc: homeHero.imageSrc };
  }
  const slug = modelSlugs.find((candidate) => path === `/modelo-${candidate}`);
  if (!slug) throw new Error(`No shipped hero copy for ${path}`);
  const { title, subtitle, imageSrc } = modelPages[slug].hero;
  return { title, subtitle, imageSrc };
}

export function heroSection(page: PublicPage & { hero: NonNullable<PublicPage["hero"]> }) {
  return defineSection({
    id: page.hero.sectionId,
    label: `Hero – ${page.hero.label}`,
    group: "Topo das páginas",
    schema: heroSchema,
    defaults: shippedHero(page.path),
    fields: [
      { name: "title", label: "Title", kind: "text", description: `Até ${HERO_TITLE_MAX} caracteres.` },
      {
        name: "subtitle",
        label: "Subtitle",
        kind: "textarea",
        description: `Até ${HERO_SUBTITLE_MAX} caracteres.`,
      },
      {
        name: "imageSrc",
        label: "Hero Image URL",
        kind: "image",
        description: "Da biblioteca de mídia; aparece ao lado do título em telas largas.",
      },
    ],
    shownOn: [page.path],
  });
}

export type HeroSectionId = `hero.${string}`;

/** One section per page with a hero, by section id ("hero.home", "hero.modelo-prime"…). */
export const heroSections = Object.fromEntries(
  pagesWithHero().map((page) => [page.hero.sectionId, heroSection(page)]),
) as Record<HeroSectionId, ReturnType<typeof heroSection>>;
