import type { AppLoadContext, MetaDescriptor } from "react-router";
import { blockSectionEstimatesCss } from "~/.server/content/block-section-estimates";
import { publicContactForm, readContactForm } from "~/.server/content/forms";
import { readPage, readPublishedPage } from "~/.server/content/page-store";
import { isSectionPreview, previewedPageId } from "~/.server/content/section-preview";
import { readSections } from "~/.server/content/sections";
import { expoToday } from "~/.server/leads/expo-action";
import { shareImageFor } from "~/.server/share-images/share-image-address";
import { type DrawnBlock, hydratingBlockTypes } from "~/components/site/blocks/block-list";
import type { BlockPage } from "~/components/site/blocks/block-props";
import { mobileMenuId, segmentMenuId } from "~/components/site/shell/header-menus";
import { modelSlugFromPath } from "~/content/model-pages";
import { findFranchiseModel, franchiseModelsFrom, investmentChoicesFrom } from "~/content/models";
import { type BlockType, blockDefinition, isBlockType, siteValueOfBlock } from "~/content/pages/blocks";
import type { PageBlock, PageDocument } from "~/content/pages/page-document";
import { notFoundPagePath } from "~/content/pages/shipped/not-found-page";
import { publicPage } from "~/content/registry/pages";
import type { SectionId } from "~/content/registry/sections";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import type { FaqItem } from "~/content/registry/sections/faq";
import { dateRangeText, hasEnded } from "~/forms/expo-schedule";
import { eventJsonLd, faqPageJsonLd, type JsonLd } from "~/lib/json-ld";
import { defaultShareImage, pageMetaAt } from "~/lib/seo";

/**
 * A composed page as its route draws it (docs/decisions/059): the published document read for
 * its address, each block's value resolved (the site section's value, or the block's own), what
 * the blocks need besides their values, and the head tags. Written on the server: neither the
 * registry nor the head's builders travel as JavaScript.
 */
export type ComposedPage = {
  head: MetaDescriptor[];
  page: BlockPage;
  blocks: DrawnBlock[];
  /**
   * The page's own style: the estimated heights of its blocks' sections where their values pass
   * the stylesheet's (block-section-estimates.ts), and what hides the header's navigation (the
   * logo stays) on a page that asks for it.
   */
  pageStyle: string | null;
  /** Whether a block draws the page's h1 (a hero, or an event's opening: the first of them). */
  hasHeading: boolean;
  /**
   * With a contact form block: the header's 'Fale conosco' goes to that form on this page
   * (components/site/shell/section-link.tsx), not to the home page's.
   */
  pageSections?: string[];
};

/**
 * The published composed page at `path`, or null when there is none. An admin's preview of a
 * page ("Pré-visualizar" on "Páginas": `?pre-visualizar=pagina:<id>`) gets that page's draft
 * (else what is published) at the draft's address, with the sections' drafts; never cached (the
 * page cache keeps no address with a query but campaign parameters).
 */
export async function readComposedPage(
  request: Request,
  context: AppLoadContext,
  path: string,
): Promise<ComposedPage | null> {
  const document = await storedDocumentFor(request, context, path);
  if (!document) return null;
  return composedPageOf(request, context, path, document);
}

/** The document stored for `path`: an admin's preview's draft, else the published one; null if none. */
export async function storedDocumentFor(request: Request, context: AppLoadContext, path: string) {
  const { services } = context;
  const previewId = previewedPageId(request);
  if (previewId !== null && (await isSectionPreview(request, context))) {
    const page = await readPage(services.db, previewId);
    const shown = [page?.draft, page?.published].find((stored) => stored && stored.errors === null);
    if (shown) return shown.document;
  }
  return (await readPublishedPage(services.db, path, services.logger))?.document ?? null;
}

/**
 * A page document as its route draws it. A shipped page's (`shipped`, docs/decisions/068) keeps
 * the head it had as code: without a search image of its own it shares the site's image, not a
 * card drawn from its title.
 */
export async function composedPageOf(
  request: Request,
  context: AppLoadContext,
  path: string,
  document: PageDocument,
  { shipped = false }: { shipped?: boolean } = {},
): Promise<ComposedPage> {
  const { services } = context;
  const blocks = document.blocks.filter((block) => isBlockType(block.type));
  const has = (type: BlockType) => blocks.some((block) => block.type === type);
  const siteIds = new Set<SectionId>(["company"]);
  for (const block of blocks) {
    const section = blockDefinition(block.type)?.siteSection;
    if (block.source === "site" && section) siteIds.add(section);
  }
  if (has("contact-form")) siteIds.add("models");
  if (has("expo-schedule")) siteIds.add("expo");
  const [sections, contactForm] = await Promise.all([
    readSections(request, context, [...siteIds]),
    has("contact-form") ? readContactForm(services.db) : null,
  ]);
  const values = sections as Partial<Record<SectionId, unknown>>;
  const company = sections.company;
  const resolved = blocks.map((block) => ({ block, value: shownValue(block, values, path) }));

  const event = resolved.find(({ block }) => block.type === "expo-event")?.value as
    | (ExpoEvent & { offers?: unknown })
    | undefined;
  const today = has("expo-event") || has("expo-schedule") ? expoToday(context) : undefined;
  const h1Block = blocks.find((block) => headingBlockTypes.includes(block.type))?.id;
  const tickerStyleBlock = blocks.find((block) =>
    ["solutions-products", "solutions-ticker"].includes(block.type),
  )?.id;
  const pageStyle =
    [
      // A shipped page keeps the estimates its sections had as code (docs/decisions/068).
      shipped
        ? ""
        : blockSectionEstimatesCss(
            resolved.map(({ block, value }) => ({ id: block.id, type: block.type, value })),
          ),
      document.hideHeaderNav ? hideHeaderNavCss : "",
    ].join("") || null;
  // A whole-page block alone on its page is the page's main landmark (docs/decisions/074).
  const mainBlock =
    blocks.length === 1 && pageStyle === null && wholePageBlockTypes.includes(blocks[0]?.type ?? "")
      ? blocks[0]?.id
      : undefined;
  const modelSlug = modelSlugFromPath(path);
  const page: BlockPage = {
    path,
    title: document.title,
    tradingName: company.tradingName,
    ...(contactForm
      ? {
          contactForm: publicContactForm(contactForm, company.tradingName),
          investmentChoices: investmentChoicesFrom(
            sections.models as Parameters<typeof investmentChoicesFrom>[0],
          ),
          // A model page's form starts with its model's amount.
          ...(modelSlug
            ? {
                investmentAmount: findFranchiseModel(
                  modelSlug,
                  franchiseModelsFrom(sections.models as Parameters<typeof franchiseModelsFrom>[0]),
                ).investmentLabel,
              }
            : {}),
        }
      : {}),
    ...(today ? { today } : {}),
    ...(h1Block ? { h1Block } : {}),
    ...(tickerStyleBlock ? { tickerStyleBlock } : {}),
    ...(mainBlock ? { mainBlock } : {}),
    // The scheduling form offers the days of the page's own event, else the site's.
    ...(has("expo-schedule") ? { event: eventOnly(event) ?? (values.expo as ExpoEvent) } : {}),
  };
  return {
    head: composedPageHead(context, document, resolved, company.tradingName, today, shipped),
    page,
    blocks: resolved.map(({ block, value }) => drawnBlock(context, block, value)),
    pageStyle,
    hasHeading: h1Block !== undefined,
    ...(has("contact-form") ? { pageSections: ["contato"] } : {}),
  };
}

/** The blocks that draw the page's h1 when they come first of them (a later one draws an h2). */
const headingBlockTypes: readonly string[] = [
  "hero",
  "home-hero",
  "expo-event",
  "segment",
  "hero-figures",
  "legal-document",
  "thank-you",
  "model-hero",
  "not-found",
];

/**
 * The blocks that draw a whole page (its heading band and text): alone on their page they are
 * the page's main landmark, as the shipped pages they come from drew them.
 */
const wholePageBlockTypes: readonly string[] = ["legal-document", "thank-you", "not-found"];

const hideHeaderNavCss = `header nav[aria-label="Navegação principal"],#${segmentMenuId},#${mobileMenuId}{display:none!important}`;

function shownValue(block: PageBlock, sections: Partial<Record<SectionId, unknown>>, path: string): unknown {
  const section = blockDefinition(block.type)?.siteSection;
  if (block.source === "site" && section) {
    return siteValueOfBlock(block.type as BlockType, sections[section], path);
  }
  return block.value ?? blockDefinition(block.type)?.defaults;
}

function eventOnly(value: (ExpoEvent & { offers?: unknown }) | undefined): ExpoEvent | undefined {
  if (!value) return undefined;
  const { offers: _offers, ...event } = value;
  return event;
}

/**
 * A block as the page's data carries it. A static block's value is read by the server's render
 * only: on a document request it is not sent (docs/decisions/038), as the shipped pages' static
 * parts' props are not; a client-side navigation's `.data` request gets it, the parts then
 * rendering in the browser.
 */
function drawnBlock(context: AppLoadContext, block: PageBlock, value: unknown): DrawnBlock {
  const drawn: DrawnBlock = { id: block.id, type: block.type };
  if (context.dataRequest || hydratingBlockTypes.has(block.type)) return { ...drawn, value };
  Object.defineProperty(drawn, "value", { value, enumerable: false });
  return drawn;
}

/**
 * The page's title, description, canonical address, sharing card and robots from its document;
 * FAQPage structured data where it has an FAQ, Event where it has an event's details (the
 * Organization is the site shell's, on every page).
 */
function composedPageHead(
  context: AppLoadContext,
  document: PageDocument,
  blocks: { block: PageBlock; value: unknown }[],
  tradingName: string,
  today: string | undefined,
  shipped: boolean,
): MetaDescriptor[] {
  const publicUrl = context.services.config.PUBLIC_URL;
  const eventBlock = blocks.find(({ block }) => block.type === "expo-event");
  const pageEvent = eventOnly(eventBlock?.value as ExpoEvent | undefined);
  // The image the team chose, else a card drawn from the page's title (and its event's dates);
  // a shipped page without one keeps the site's image, as it had.
  const image =
    document.seo.image ||
    (shipped
      ? undefined
      : shareImageFor(context, {
          title: document.title,
          subtitle: pageEvent ? `${dateRangeText(pageEvent)} · ${pageEvent.venue.name}` : "",
        }));
  const jsonLd: JsonLd[] = [];
  for (const { block, value } of blocks) {
    if (block.type === "faq") jsonLd.push(faqPageJsonLd((value as { items: FaqItem[] }).items));
    if (block.type === "expo-event") {
      const event = eventOnly(value as ExpoEvent) as ExpoEvent;
      // An event that has ended is no longer announced as one.
      if (today && hasEnded(event, today)) continue;
      jsonLd.push(
        eventJsonLd({
          publicUrl,
          path: document.path,
          image: image ?? defaultShareImage,
          description: `${event.name}, de ${dateRangeText(event)}, em ${event.venue.city}.`,
          event,
          companyName: tradingName,
        }),
      );
    }
  }
  return pageMetaAt(
    publicUrl,
    {
      title: document.seo.title || `${document.title} | ${tradingName}`,
      description: document.seo.description,
      // The not-found page answers at every unknown address: it names no address of its own.
      path: document.path === notFoundPagePath ? undefined : document.path,
      image,
      // The generated card says what it shows; a chosen image keeps the site's description.
      ...(document.seo.image || shipped ? {} : { imageAlt: document.title }),
      // A shipped page the registry keeps out of the sitemap (the thank-you page) stays unlisted.
      noindex: document.seo.noindex || (shipped && !publicPage(document.path).sitemap),
      ...(jsonLd.length > 0 ? { jsonLd } : {}),
    },
    tradingName,
  );
}
