import type { CSSProperties } from "react";

/**
 * The estimated heights of the blocks whose height is their text's (rich text, image with text,
 * call to action): a section laid out only near the screen (`below-first-screen`,
 * docs/decisions/036) stands for its estimate until then, which must not be less than its real
 * height. Sections with lists estimate from their number of items (section-estimate.ts); these
 * estimate from their texts' lengths, line by line, on a phone (375 px) and in the wide layout
 * (from 1,024 px). Characters a line are counted low and lines high, so the estimate stays above
 * the height with the longest words; tests/e2e/published-limits.spec.ts checks it at the limits.
 */

/** One kind of text: characters that fit a line at the least, and the line's height (px). */
export type TextMeasure = { perLine: number; lineHeight: number };

/** The same text's measures on a phone and in the wide layout. */
export type TextMeasures = { phone: TextMeasure; wide: TextMeasure };

/** Heights (px) on a phone and in the wide layout. */
export type Heights = { phone: number; wide: number };

/** The stylesheet's estimates (app.css), which a block sets its own over only when it passes them. */
const stylesheetEstimate: Heights = { phone: 3000, wide: 1200 };

/** The height of `text` set in lines of at most `perLine` characters (its own line breaks kept). */
export function textHeight(text: string, { perLine, lineHeight }: TextMeasure): number {
  if (text === "") return 0;
  const lines = text
    .split("\n")
    .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / perLine)), 0);
  return lines * lineHeight;
}

/** Both layouts' heights of `text`. */
export function textHeights(text: string, measures: TextMeasures): Heights {
  return { phone: textHeight(text, measures.phone), wide: textHeight(text, measures.wide) };
}

/** The sum of heights. */
export function addHeights(...heights: Heights[]): Heights {
  return heights.reduce((sum, each) => ({ phone: sum.phone + each.phone, wide: sum.wide + each.wide }), {
    phone: 0,
    wide: 0,
  });
}

/** The style that sets a block's estimate, or nothing where the stylesheet's holds. */
export function blockEstimate({ phone, wide }: Heights): CSSProperties | undefined {
  const ownPhone = Math.ceil(phone) > stylesheetEstimate.phone;
  const ownWide = Math.ceil(wide) > stylesheetEstimate.wide;
  if (!ownPhone && !ownWide) return undefined;
  return {
    ...(ownPhone && { "--estimated-height": `${Math.ceil(phone)}px` }),
    ...(ownWide && { "--estimated-height-wide": `${Math.ceil(wide)}px` }),
  } as CSSProperties;
}

/**
 * The site's text styles, as the blocks set them (Tailwind's sizes; the wide layout's widths are
 * those of the blocks' columns). Characters a line are about two thirds of what an average line
 * holds: long words leave lines short, bold and capitals are wider.
 */
export const textMeasures = {
  /** text-lg leading-relaxed across the reading column (at least 704 px wide in the wide layout). */
  body: { phone: { perLine: 26, lineHeight: 29.25 }, wide: { perLine: 64, lineHeight: 29.25 } },
  /** The same, indented in a list. */
  listItem: { phone: { perLine: 24, lineHeight: 29.25 }, wide: { perLine: 58, lineHeight: 29.25 } },
  /** text-3xl, sm:text-4xl, extra bold, across the reading column. */
  heading: { phone: { perLine: 14, lineHeight: 36 }, wide: { perLine: 28, lineHeight: 40 } },
  /** text-xl, sm:text-2xl, bold. */
  subheading: { phone: { perLine: 22, lineHeight: 28 }, wide: { perLine: 40, lineHeight: 32 } },
  /** text-lg leading-relaxed in one of two columns (at least 448 px wide). */
  columnBody: { phone: { perLine: 26, lineHeight: 29.25 }, wide: { perLine: 44, lineHeight: 29.25 } },
  /** text-3xl, sm:text-4xl in one of two columns. */
  columnHeading: { phone: { perLine: 14, lineHeight: 36 }, wide: { perLine: 18, lineHeight: 40 } },
  /** A button's or link's label (text-base, semibold). */
  label: { phone: { perLine: 20, lineHeight: 24 }, wide: { perLine: 20, lineHeight: 24 } },
} satisfies Record<string, TextMeasures>;

/** Fixed heights: a block's padding, and the space between its parts. */
export const spacing = {
  /** py-12 sm:py-16. */
  richTextPadding: { phone: 96, wide: 128 },
  /** py-16 sm:py-20. */
  bandPadding: { phone: 128, wide: 160 },
  /** mt-10 above a heading, mt-8 above a subheading, mt-4 above a paragraph or a list. */
  headingGap: { phone: 40, wide: 40 },
  subheadingGap: { phone: 32, wide: 32 },
  paragraphGap: { phone: 16, wide: 16 },
  /** space-y-2 between list items. */
  listItemGap: { phone: 8, wide: 8 },
  /** A button with its padding (py-3.5) and the gap before it. */
  button: { phone: 28 + 12, wide: 28 },
  /** The image of an image-with-text block: under the text on a phone (4:3 of 343 px, after a 40 px gap). */
  image: { phone: 258 + 40, wide: 432 },
} satisfies Record<string, Heights>;
