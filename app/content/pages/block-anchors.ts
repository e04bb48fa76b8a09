/**
 * The element ids ("anchors") a block draws on its page, and the rule that two blocks of one page
 * never draw the same one (docs/decisions/077): a repeated id is invalid HTML, an in-page link
 * ("#beneficios") leads to the first, and a label pointing at it names the wrong heading.
 *
 * A block type declares its anchors with its definition (app/content/pages/blocks.ts): the ids
 * its sections hold whatever the block's id ("inicio", "beneficios-titulo"), "{id}" for the
 * block's own id ("{id}-titulo" for its heading's), and "prefix-*" for ids made from a prefix
 * (the contact form's fields). This module has no imports: the page editor uses it too.
 */

/** What the rule reads of a block type. */
export type AnchorDeclaration = { label: string; anchors?: readonly string[] };

/** What the rule reads of a block. */
export type AnchoredBlock = { id: string; type: string };

/** The anchors `block` draws: its type's, with "{id}" replaced by the block's id. */
export function blockAnchors(block: AnchoredBlock, declaration: AnchorDeclaration | undefined): string[] {
  return (declaration?.anchors ?? []).map((anchor) => anchor.replaceAll("{id}", block.id));
}

/** Whether an anchor pattern ("contato-*" or an exact id) holds the id `id`. */
export function anchorCovers(anchor: string, id: string): boolean {
  return anchor.endsWith("*") ? id.startsWith(anchor.slice(0, -1)) : anchor === id;
}

/** An id both lists may draw (as a visitor would read it, without "*"), or undefined. */
export function sharedAnchor(first: readonly string[], second: readonly string[]): string | undefined {
  for (const a of first) {
    for (const b of second) {
      if (anchorCovers(a, b) || anchorCovers(b, a)) return (a.endsWith("*") ? b : a).replace(/\*$/, "");
    }
  }
  return undefined;
}

/** A block that draws an anchor an earlier block of the page draws too. */
export type AnchorClash = { index: number; anchor: string; earlier: number };

/**
 * The blocks of a page that repeat an earlier block's anchor, each with the first such anchor
 * and that earlier block's index. A block is only compared with the blocks above it, so the
 * message sits at the later one (the one to remove or change).
 */
export function anchorClashes(
  blocks: readonly AnchoredBlock[],
  declarationOf: (type: string) => AnchorDeclaration | undefined,
): AnchorClash[] {
  const anchors = blocks.map((block) => blockAnchors(block, declarationOf(block.type)));
  const clashes: AnchorClash[] = [];
  anchors.forEach((mine, index) => {
    for (let earlier = 0; earlier < index; earlier++) {
      const anchor = sharedAnchor(mine, anchors[earlier]);
      if (anchor === undefined) continue;
      clashes.push({ index, anchor, earlier });
      return;
    }
  });
  return clashes;
}

/**
 * The block of the page a new block of type `declaration` would repeat an anchor of, or
 * undefined when it fits. A new block's id is fresh ("b-…"), so only the type's own anchors
 * count.
 */
export function blockTypeClash(
  declaration: AnchorDeclaration,
  blocks: readonly AnchoredBlock[],
  declarationOf: (type: string) => AnchorDeclaration | undefined,
): { block: AnchoredBlock; anchor: string } | undefined {
  const own = (declaration.anchors ?? []).filter((anchor) => !anchor.includes("{id}"));
  for (const block of blocks) {
    const anchor = sharedAnchor(own, blockAnchors(block, declarationOf(block.type)));
    if (anchor !== undefined) return { block, anchor };
  }
  return undefined;
}

/** The message at a block that repeats an anchor of the block "earlierLabel" (Portuguese). */
export function anchorClashMessage(label: string, earlierLabel: string, anchor: string): string {
  return label === earlierLabel
    ? `A página já tem um bloco “${label}”: use só um.`
    : `O bloco “${label}” usa o endereço #${anchor}, que o bloco “${earlierLabel}” já usa nesta página: use só um dos dois.`;
}

/** The ids the site's frame draws around every page's blocks (the skip link's target). */
export const frameAnchors: readonly string[] = ["conteudo"];

/** Every link (an `href`, where the blocks keep them) a block's own value holds, in order. */
export function linksOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(linksOf);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "href" && typeof inner === "string" ? (inner === "" ? [] : [inner]) : linksOf(inner),
  );
}

/** A link of a block to an anchor of the page ("#contato") that no block of the page draws. */
export type LinkToMissingAnchor = { index: number; href: string };

/**
 * The in-page links of the blocks' own values that lead nowhere on this page: a visitor's click
 * would do nothing. Not refused (the block that draws the anchor may be added next), but shown
 * before publishing. A block showing the site's value holds no link of its own.
 */
export function linksToMissingAnchors(
  blocks: readonly (AnchoredBlock & { source?: string; value?: unknown })[],
  declarationOf: (type: string) => AnchorDeclaration | undefined,
): LinkToMissingAnchor[] {
  const drawn = [
    ...frameAnchors,
    ...blocks.flatMap((block) => blockAnchors(block, declarationOf(block.type))),
  ];
  return blocks.flatMap((block, index) =>
    (block.source === "site" ? [] : linksOf(block.value))
      .filter((href) => href.startsWith("#") && !drawn.some((anchor) => anchorCovers(anchor, href.slice(1))))
      .map((href) => ({ index, href })),
  );
}

/** A link of a block to a path of the site ("/segmentos/medicos") where no page answers. */
export type LinkToMissingPage = { index: number; href: string };

/**
 * The links of the blocks' own values to a path of this site that `answers` says nothing answers
 * at (a visitor would get the 404 page): the path without its query and fragment, trailing slash
 * dropped, is what is asked. Links to files (a dot in the last part: "/images/a.webp") and to
 * another site are not asked. Shown before publishing, like a link to a missing anchor: the page
 * it leads to may be published next.
 */
export function linksToMissingPages(
  blocks: readonly { source?: string; value?: unknown }[],
  answers: (path: string) => boolean,
): LinkToMissingPage[] {
  return blocks.flatMap((block, index) =>
    (block.source === "site" ? [] : linksOf(block.value))
      .filter((href) => {
        const path = sitePathOf(href);
        return path !== null && !answers(path);
      })
      .map((href) => ({ index, href })),
  );
}

/** The page path a link leads to on this site ("/a/b" of "/a/b/?x=1#c"), or null for anything else. */
export function sitePathOf(href: string): string | null {
  if (!href.startsWith("/") || href.startsWith("//")) return null;
  const path = href.split(/[?#]/, 1)[0].replace(/\/+$/, "") || "/";
  const last = path.slice(path.lastIndexOf("/") + 1);
  return last.includes(".") ? null : path;
}
