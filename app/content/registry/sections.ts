import type { z } from "zod";
import { company } from "./sections/company";
import { expo } from "./sections/expo";
import { faq } from "./sections/faq";
import { videos } from "./sections/videos";

/**
 * Every editable section, by id. Adding a section: a module in ./sections/ with its
 * `defineSection`, one line here, and the component that shows it (docs/recipes.md).
 */
export const sections = {
  company,
  expo,
  faq,
  videos,
} as const;

export type SectionId = keyof typeof sections;
export type SectionValue<Id extends SectionId> = z.output<(typeof sections)[Id]["schema"]>;
