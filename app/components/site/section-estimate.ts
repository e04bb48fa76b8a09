import type { CSSProperties } from "react";

/**
 * The estimated height of a section laid out only near the screen (`below-first-screen`,
 * docs/decisions/036) when its list is long. The stylesheet estimates 3,000 px on a phone and
 * 1,200 px from the wide layout on, more than any section with its shipped content; a list the
 * team makes longer (the FAQ takes 30 questions) would pass that, so such a section estimates
 * from its number of items instead, each at most `perItem` tall with the longest texts the
 * schema allows (measured by tests/e2e/published-limits.spec.ts, which checks the estimates).
 */

/** The height (px) one item adds at most, on a phone and in the wide layout. */
export type ItemHeights = { phone: number; wide: number };

/** The heading, the spacing and a last partly filled row of a grid. */
const sectionChrome = { phone: 600, wide: 800 };
const stylesheetEstimate = { phone: 3000, wide: 1200 };

/** The style that sets the section's estimate, or nothing when the stylesheet's holds. */
export function sectionEstimate(items: number, perItem: ItemHeights): CSSProperties | undefined {
  const phone = sectionChrome.phone + items * perItem.phone;
  const wide = sectionChrome.wide + items * perItem.wide;
  if (phone <= stylesheetEstimate.phone && wide <= stylesheetEstimate.wide) return undefined;
  // Only the estimates the stylesheet's would not cover: every byte of a page's HTML counts.
  return {
    ...(phone > stylesheetEstimate.phone && { "--estimated-height": `${phone}px` }),
    ...(wide > stylesheetEstimate.wide && { "--estimated-height-wide": `${wide}px` }),
  } as CSSProperties;
}

/** Per item, for each section with a list that can grow past the stylesheet's estimate. */
export const itemHeights = {
  faq: { phone: 400, wide: 210 },
  testimonials: { phone: 760, wide: 200 },
  benefits: { phone: 350, wide: 100 },
  featureCards: { phone: 420, wide: 100 },
  modelHighlights: { phone: 170, wide: 30 },
  steps: { phone: 350, wide: 100 },
  awards: { phone: 160, wide: 60 },
  roiProducts: { phone: 250, wide: 90 },
} satisfies Record<string, ItemHeights>;
