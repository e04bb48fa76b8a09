import { modelPages } from "~/content/model-pages";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import { type BlockType, type BlockValue, blockTypes } from "./blocks";
import type { PageBlock, PageDocument, PageTemplate } from "./page-document";

/**
 * The documents "Nova página" starts from: a segment page, a model page, an event page, a
 * campaign landing page, or a blank page. Each holds the blocks the shipped page of its kind is
 * made of; the blocks that show the company's shared content (model cards, steps, FAQ…) use the
 * site's value, the others hold their own copy for the team to rewrite.
 */

export const templateLabels: Record<PageTemplate, string> = {
  segment: "Página de segmento",
  model: "Página de modelo",
  event: "Página de evento",
  campaign: "Landing page de campanha",
  blank: "Página em branco",
};

/** What a new page is given: its title and address, as typed on "Nova página". */
export type TemplateStart = { title: string; path: string };

/**
 * Today's site-wide values a template copies into its own blocks. The event template starts
 * from the `expo` section as published (its dates, venue, video) so next year's page is a copy
 * to change; without it, the section's defaults.
 */
export type TemplateSiteValues = { expo?: ExpoEvent };

function ownBlock<Type extends BlockType>(type: Type, id: string, value?: BlockValue<Type>): PageBlock {
  const definition = blockTypes[type];
  return {
    id,
    type,
    source: "own",
    value: structuredClone(value ?? definition.defaults),
    schemaVersion: definition.version ?? 1,
  };
}

function siteBlock(type: BlockType, id: string): PageBlock {
  return { id, type, source: "site", schemaVersion: blockTypes[type].version ?? 1 };
}

function seoDescription(title: string): string {
  return `${title}: conheça a franquia de soluções financeiras da Cota Fácil.`.slice(0, 200);
}

function templateBlocks(template: PageTemplate, start: TemplateStart, site: TemplateSiteValues): PageBlock[] {
  switch (template) {
    case "segment":
      return [
        ownBlock("hero", "topo", {
          ...blockTypes.hero.defaults,
          eyebrow: start.title,
          title: `${start.title}: transforme a confiança dos seus clientes em uma nova fonte de renda`,
          subtitle:
            "Com a Cota Fácil, você oferece consórcios, seguros e financiamentos aos clientes que já confiam em você, sem sair do seu escritório.",
        }),
        ownBlock("segment-stats", "beneficios"),
        siteBlock("model-cards", "modelos"),
        siteBlock("steps", "como-funciona"),
        siteBlock("testimonials", "depoimentos"),
        siteBlock("awards", "selos"),
        ownBlock("contact-form", "contato"),
      ];
    case "model": {
      const office = modelPages.office;
      return [
        ownBlock("hero", "topo", {
          eyebrow: start.title,
          title: office.hero.title,
          subtitle: office.hero.subtitle,
          imageSrc: office.hero.imageSrc,
          action: { label: "Quero ser franqueado", href: "#contato" },
        }),
        ownBlock("model-advantages", "vantagens"),
        siteBlock("model-cards", "modelos"),
        siteBlock("steps", "como-funciona"),
        siteBlock("faq", "perguntas"),
        ownBlock("contact-form", "contato"),
      ];
    }
    case "event": {
      const event = blockTypes["expo-event"];
      return [
        ownBlock("expo-event", "evento", {
          ...event.defaults,
          ...(site.expo ? structuredClone(site.expo) : {}),
        }),
        ownBlock("expo-schedule", "agendamento"),
      ];
    }
    case "campaign":
      return [
        ownBlock("hero", "topo", { ...blockTypes.hero.defaults, title: start.title }),
        siteBlock("benefits", "vantagens"),
        ownBlock("call-to-action", "chamada"),
        ownBlock("contact-form", "contato"),
      ];
    case "blank":
      return [];
  }
}

/** A new page's document from `template`, with the title and address typed. */
export function templateDocument(
  template: PageTemplate,
  start: TemplateStart,
  site: TemplateSiteValues = {},
): PageDocument {
  return {
    path: start.path,
    title: start.title,
    seo: { title: "", description: seoDescription(start.title), image: "", noindex: false },
    nav: [],
    hideHeaderNav: template === "campaign",
    blocks: templateBlocks(template, start, site),
  };
}
