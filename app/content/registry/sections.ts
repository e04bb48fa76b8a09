import type { z } from "zod";
import { awardsSection } from "./sections/awards";
import { benefitsSection } from "./sections/benefits";
import { company } from "./sections/company";
import { expo } from "./sections/expo";
import { faq } from "./sections/faq";
import { heroSections } from "./sections/heroes";
import { modelsSection } from "./sections/models";
import { partnersSection } from "./sections/partners";
import { roiSection } from "./sections/roi";
import { searchAndSharingSection } from "./sections/search-and-sharing";
import { segmentsSection } from "./sections/segments";
import { logoSection, promoBannerSection, socialLinksSection } from "./sections/site-shell";
import { solutionsSection } from "./sections/solutions";
import { stepsSection } from "./sections/steps";
import { solutionsTestimonialsSection, testimonialsSection } from "./sections/testimonials";
import { videos } from "./sections/videos";

/**
 * Every editable section, by id. Adding a section: a module in ./sections/ with its
 * `defineSection`, one line here, and the component that shows it (docs/recipes.md). The page
 * heroes come from the page registry (./pages.ts): one section per page that has a hero.
 */
const otherSections = {
  partners: partnersSection,
  awards: awardsSection,
  testimonials: testimonialsSection,
  "testimonials.solutions": solutionsTestimonialsSection,
  benefits: benefitsSection,
  steps: stepsSection,
  models: modelsSection,
  roi: roiSection,
  segments: segmentsSection,
  solutions: solutionsSection,
  company,
  expo,
  faq,
  videos,
  logo: logoSection,
  "social-links": socialLinksSection,
  "promo-banner": promoBannerSection,
  "search-and-sharing": searchAndSharingSection,
} as const;

export const sections: typeof heroSections & typeof otherSections = { ...heroSections, ...otherSections };

export type SectionId = keyof typeof sections;
export type SectionValue<Id extends SectionId> = z.output<(typeof sections)[Id]["schema"]>;
