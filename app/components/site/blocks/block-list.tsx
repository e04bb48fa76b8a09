import type { ComponentType } from "react";
import { partOnInteraction, partWhenVisible, staticPart } from "~/components/islands";
import type { BlockType } from "~/content/pages/blocks";
import type { ContactFormResult, ExpoFormResult } from "~/forms/form-result";
import type { BlockPage, BlockProps } from "./block-props";

/**
 * How each block type is drawn on a composed page (docs/decisions/059): one component per type,
 * each a page part (components/islands.tsx). Text-and-image blocks are static parts: server
 * HTML on a page load, their code and values never sent to the browser. Blocks a visitor works
 * (the forms, the FAQ's accordion, the carousels, the videos) hydrate when they near the screen
 * or when reached for, as on the shipped pages. Each part's code is a chunk of its own, fetched
 * only when needed: this table is all a composed page adds to the first load.
 *
 * The element ids of the hydrating parts are their sections' own anchors (the FAQ's "faq"…).
 */
// biome-ignore lint/suspicious/noExplicitAny: each part takes its own block type's value
type BlockPart = ComponentType<BlockProps<any>>;

/**
 * A block module's component: each exports it as its default, so that the table below names no
 * component (bytes of the first load of every page drawn from blocks).
 */
const component = (module: { default: BlockPart }) => module.default;

/**
 * The blocks a visitor works, each a part of its own that hydrates when needed. Their values
 * travel with the page's data (the others' do not).
 */
export const hydratingBlockParts = {
  faq: partWhenVisible("faq", () => import("./faq").then(component)),
  "contact-form": partWhenVisible("contato", () => import("./contact-form").then(component)),
  // The hero's video plays inline once the visitor reaches for it; its links work meanwhile.
  "expo-event": partOnInteraction("expo", () => import("./expo-event").then(component)),
  "expo-schedule": partWhenVisible("agendamento", () => import("./expo-schedule").then(component)),
  partners: partWhenVisible("parceiros", () => import("./partners").then(component)),
  awards: partWhenVisible("premiacoes", () => import("./awards").then(component)),
  "about-video": partWhenVisible("sobre", () => import("./about-video").then(component)),
  "video-testimonials": partWhenVisible("depoimentos-video", () =>
    import("./video-testimonials").then(component),
  ),
} satisfies Partial<Record<BlockType, BlockPart>>;

export type HydratingBlockType = keyof typeof hydratingBlockParts;

/**
 * Every other block (text and images) is one static part: server HTML on a page load, drawn by
 * the static blocks' module (static-blocks.ts), which picks the block type's component. A new
 * static block type therefore adds nothing to the first load (docs/decisions/069).
 */
export const StaticBlockPart = staticPart(() =>
  import("./static-blocks").then((module) => module.StaticBlock),
);

/** The blocks whose part hydrates: their values travel with the page's data (the others' do not). */
export const hydratingBlockTypes: ReadonlySet<string> = new Set(Object.keys(hydratingBlockParts));

/**
 * How a page draws some block types other than the table does: the expo page draws its event
 * opening in the parts it had as code (expo-event-in-parts.tsx).
 */
export type PageParts = Partial<Record<string, BlockPart>>;

/** A block as the page's loader sends it: its value already the one to show. */
export type DrawnBlock = { id: string; type: string; value?: unknown };

/** A composed page's blocks, in order. A type this version of the site does not know is left out. */
export function BlockList({
  blocks,
  page,
  serverResult,
  parts,
}: {
  blocks: DrawnBlock[];
  page: BlockPage;
  serverResult?: ContactFormResult | ExpoFormResult;
  parts?: PageParts;
}) {
  return blocks.map((block) => {
    // The loader leaves out a type this version of the site does not know.
    const Part: BlockPart =
      parts?.[block.type] ?? hydratingBlockParts[block.type as HydratingBlockType] ?? StaticBlockPart;
    return (
      <Part
        key={block.id}
        id={block.id}
        type={block.type}
        value={block.value}
        page={page}
        // Read by the form blocks only (set after a post without JavaScript, when nothing hydrates).
        serverResult={serverResult}
      />
    );
  });
}

/** What a page drawn from blocks gets from its loader (app/.server/content/composed-page.ts). */
export type BlockPageData = {
  page: BlockPage;
  blocks: DrawnBlock[];
  pageStyle: string | null;
  hasHeading: boolean;
};

/**
 * A page drawn from blocks, composed or shipped (docs/decisions/059, 068): one way for every
 * page made of blocks, kept here beside the table so their routes' own files stay small.
 */
export function PageOfBlocks({
  data,
  serverResult,
  parts,
}: {
  data: BlockPageData;
  serverResult?: ContactFormResult | ExpoFormResult;
  parts?: PageParts;
}) {
  const blocks = (
    <BlockList blocks={data.blocks} page={data.page} serverResult={serverResult} parts={parts} />
  );
  // A page that is one whole-page block (a legal document, the thank-you message): it is the main.
  if (data.page.mainBlock) return blocks;
  return (
    <main>
      {/* A style of this page only, written by the loader: its blocks' sections' estimated
          heights, and on a campaign page, the header's navigation hidden (the logo stays) so the
          header's code, in every page's first load, stays as it is. */}
      {data.pageStyle ? <style>{data.pageStyle}</style> : null}
      {/* Every page has one h1: a page without a hero names itself for screen readers. */}
      {data.hasHeading ? null : <h1 className="sr-only">{data.page.title}</h1>}
      {blocks}
    </main>
  );
}
