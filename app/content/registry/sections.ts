import type { z } from "zod";

/**
 * Every editable section, by id. Adding a section: a module in ./sections/ with its
 * `defineSection`, one line here, and the component that shows it (docs/recipes.md).
 */
export const sections = {} as const;

export type SectionId = keyof typeof sections;
export type SectionValue<Id extends SectionId> = z.output<(typeof sections)[Id]["schema"]>;
