import type { BlockType } from "~/content/pages/blocks";

/**
 * The estimated heights of the sections a composed page's blocks draw with the shipped pages'
 * components (docs/decisions/036, 059): until a section laid out only near the screen
 * (`below-first-screen`) comes near, it stands for its estimate, which must not be less than
 * its real height. Those components estimate from their number of items, measured with the
 * shipped pages' texts around them; a block's own value also holds texts the shipped pages keep
 * in code (a segment's or a model's headings, an event's offers), each at most as long as its
 * field allows. So each of these blocks estimates from its value as a whole: every text it holds
 * set in lines (short ones as headings, long ones as body text, one column even where the wide
 * layout has several) and every list item's card around it. That is well above the real height
 * (about two to three times with long texts): a page only seems longer until those sections are
 * reached. Written as the page's own style, never below the components' own estimates, for the
 * sections whose estimate would pass the stylesheet's; the blocks
 * drawing their own sections (rich text, image with text, call to action) estimate themselves
 * (components/site/blocks/block-estimate.ts). tests/e2e/published-limits.spec.ts checks every
 * block at its limits.
 */

type Heights = { phone: number; wide: number };

/** The sections each block type draws below the first screen, by their anchors. */
const sectionIdsOf: Partial<Record<BlockType, (blockId: string) => string[]>> = {
  "model-cards": () => ["franquias"],
  benefits: () => ["beneficios"],
  steps: () => ["como-funciona"],
  testimonials: () => ["depoimentos"],
  faq: () => ["faq"],
  "contact-form": () => ["contato"],
  "expo-event": () => ["detalhes", "estande", "beneficios-expo"],
  "expo-schedule": () => ["agendamento"],
  "segment-stats": (blockId) => [blockId],
  "solutions-products": () => ["produtos", "diferenciais"],
  "solutions-product-cards": () => ["produtos"],
  "solutions-highlights": () => ["diferenciais"],
  "solutions-models": () => ["franquias"],
  "solutions-testimonials": () => ["depoimentos"],
  partners: () => ["parceiros"],
  awards: () => ["premiacoes"],
  roi: () => ["analise-roi"],
  "about-video": () => ["sobre"],
  "model-advantages": (blockId) => [blockId],
  "model-investment": () => ["investimento"],
  "model-financial-details": () => ["detalhes-financeiros"],
  "model-feature": (blockId) => [blockId],
  "video-testimonials": () => ["depoimentos-video"],
  // The segment's opening is on the first screen; its benefit cards are the shipped page's #beneficios.
  segment: () => ["beneficios"],
};

/** The stylesheet's estimates (app.css). */
const stylesheetEstimate: Heights = { phone: 3000, wide: 1200 };
/** A section's padding, its heading from code and the space around its parts. */
const chrome: Heights = { phone: 1000, wide: 800 };
/** What each list item adds besides its texts: a card's padding, icon and gap. */
const perItem: Heights = { phone: 120, wide: 80 };
/** Texts up to this long are set as headings or titles, longer ones as body text. */
const headingLength = 60;
/** Characters a line at the least, and the line's height (px). */
const lines = {
  heading: { phone: { perLine: 14, height: 36 }, wide: { perLine: 18, height: 40 } },
  body: { phone: { perLine: 26, height: 29.25 }, wide: { perLine: 26, height: 29.25 } },
};
/** Between one text and the next. */
const textGap = 24;

/** The estimate of a block's sections from its value, or null where the stylesheet's holds. */
export function blockValueEstimate(value: unknown): Heights | null {
  const total: Heights = { phone: chrome.phone, wide: chrome.wide };
  let items = 0;
  walk(
    value,
    (text) => {
      for (const layout of ["phone", "wide"] as const) {
        const measure = text.length <= headingLength ? lines.heading[layout] : lines.body[layout];
        const count = text
          .split("\n")
          .reduce((sum, line) => sum + Math.max(1, Math.ceil(line.length / measure.perLine)), 0);
        total[layout] += textGap + count * measure.height;
      }
    },
    () => {
      items++;
    },
  );
  const estimate = {
    phone: Math.ceil(total.phone + items * perItem.phone),
    wide: Math.ceil(total.wide + items * perItem.wide),
  };
  if (estimate.phone <= stylesheetEstimate.phone && estimate.wide <= stylesheetEstimate.wide) return null;
  // Both are written: neither below the stylesheet's.
  return {
    phone: Math.max(estimate.phone, stylesheetEstimate.phone),
    wide: Math.max(estimate.wide, stylesheetEstimate.wide),
  };
}

/** Every text of a value (addresses, image sources and such left out) and every list item. */
function walk(value: unknown, onText: (text: string) => void, onItem: () => void): void {
  if (typeof value === "string") {
    if (value !== "" && !isAddress(value)) onText(value);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      onItem();
      walk(item, onText, onItem);
    }
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) walk(item, onText, onItem);
  }
}

function isAddress(text: string): boolean {
  return !text.includes(" ") && /^(\/|#|https?:)/.test(text);
}

/**
 * The page's style setting the estimates of its blocks' sections (empty when every one fits the
 * stylesheet's): the larger of the component's own estimate (its inline variables, else the
 * stylesheet's) and the value's, on a phone and from the wide layout on (app.css's breakpoint).
 * One rule takes the larger; each block's sections only name their value's heights, so a page
 * of many blocks stays within a few hundred bytes of style. Anchors are the components' own or
 * block ids (`[a-z0-9-]`, checked when saved). The variables' names are short: a page holding
 * many blocks writes them once per section, within the few hundred bytes of style a page may carry.
 */
export function blockSectionEstimatesCss(blocks: { id: string; type: string; value: unknown }[]): string {
  // Two blocks may draw the same anchor (a segment's benefit cards and a benefits block are both
  // #beneficios): one rule per anchor, with the larger of their estimates, covers both sections.
  const byAnchor = new Map<string, Heights>();
  for (const block of blocks) {
    const ids = sectionIdsOf[block.type as BlockType]?.(block.id);
    if (!ids || !/^[a-z0-9-]+$/.test(block.id)) continue;
    const estimate = blockValueEstimate(block.value);
    if (!estimate) continue;
    for (const id of ids) {
      const earlier = byAnchor.get(id);
      byAnchor.set(id, {
        phone: Math.max(estimate.phone, earlier?.phone ?? 0),
        wide: Math.max(estimate.wide, earlier?.wide ?? 0),
      });
    }
  }
  const rules = [...byAnchor].map(
    ([id, estimate]) => `[id="${id}"]{--est:${estimate.phone}px;--est-wide:${estimate.wide}px}`,
  );
  if (rules.length === 0) return "";
  const larger = (own: string, fallback: number, value: string) =>
    `.below-first-screen{contain-intrinsic-size:auto max(var(${own},${fallback}px),var(${value},0px))}`;
  return [
    larger("--estimated-height", stylesheetEstimate.phone, "--est"),
    `@media (width>=64rem){${larger("--estimated-height-wide", stylesheetEstimate.wide, "--est-wide")}}`,
    ...rules,
  ].join("");
}
