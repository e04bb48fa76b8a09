import { type ModelPage, modelPagesFrom, trainingSection } from "~/content/model-page-copy";
import { modelHeroSectionId, modelSlugFromPath } from "~/content/model-pages";
import { type FranchiseModelSlug, franchiseModelsFrom, modelSlugs } from "~/content/models";
import type { BlockType, BlockValue } from "~/content/pages/blocks";
import { blockTypes } from "~/content/pages/blocks";
import type { PageBlock } from "~/content/pages/page-document";
import type { SectionId } from "~/content/registry/sections";
import type { HeroValue } from "~/content/registry/sections/heroes";
import {
  ownBlock,
  type ShippedPageKind,
  type ShippedPageValues,
  shippedPageFrame,
  siteBlock,
} from "./document-parts";

/**
 * The five model pages (/modelo-basic … /modelo-prime). Their copy (app/content/model-page-copy.ts)
 * is written around the `models` section's figures and becomes the blocks' own values: the team
 * edits it on "Páginas". The opening's title, subtitle and image are those of the page's hero
 * section where it has one (all but Basic), as the team edits them on Content Management.
 *
 * - Basic and Home: opening, investment card, advantages, training (dark), Basic's ROI example
 *   (the `roi` section's), contact form.
 * - Office, Loja and Prime: opening, advantages, financial details, the model's further sections
 *   (Office's training on a light band), contact form.
 */

/** The hero sections of the model pages that have one. */
const heroSectionIds = modelSlugs.flatMap((slug) => {
  const id = modelHeroSectionId(slug);
  return id ? [id as SectionId] : [];
});

export const modelPage: ShippedPageKind = {
  draws: (path) => modelSlugFromPath(path) !== null,
  sections: ["models", "search-and-sharing", ...heroSectionIds],
  document(path, values) {
    const slug = modelSlugFromPath(path) as FranchiseModelSlug;
    // The models section holds every model (its schema requires them all).
    const models = franchiseModelsFrom(values.models as NonNullable<ShippedPageValues["models"]>);
    const page = modelPagesFrom(models)[slug];
    const heroId = modelHeroSectionId(slug);
    const hero = heroId ? (values[heroId as SectionId] as HeroValue | undefined) : undefined;
    return {
      ...shippedPageFrame(path, values, {
        name: `Franquia ${page.model.name}`,
        title: page.seo.title,
        description: page.seo.description,
      }),
      blocks: [openingOf(page, hero), ...sectionsOf(page), ownBlock("contact-form", "contato")],
    };
  },
};

function own<Type extends BlockType>(type: Type, id: string, value: BlockValue<Type>): PageBlock {
  return { id, type, source: "own", value, schemaVersion: blockTypes[type].version ?? 1 };
}

/** The opening: the page's copy, with the hero section's title, subtitle and image where it has one. */
function openingOf(page: ModelPage, edited: HeroValue | undefined): PageBlock {
  const { title, subtitle, imageSrc } = edited ?? page.hero;
  return own("model-hero", "inicio", {
    eyebrow: page.hero.eyebrow,
    title,
    subtitle,
    imageSrc,
    primaryAction: { label: "Quero ser franqueado", href: "#contato" },
    secondaryAction:
      page.layout === "starter"
        ? { label: "Ver investimento", href: "#investimento" }
        : { label: "Ver vantagens", href: "#vantagens" },
    figures: page.heroFigures.map((figure) => ({ ...figure })),
  });
}

const training = (tone: "light" | "dark") =>
  own("model-feature", "treinamento", {
    intro: { ...trainingSection.intro },
    items: trainingSection.modules.map((item) => ({ ...item })),
    checklist: [...trainingSection.checklist],
    action: { label: "", href: "" },
    tone,
  });

/** The sections between the opening and the contact form, in the page's order. */
function sectionsOf(page: ModelPage): PageBlock[] {
  const investment = { name: page.model.name, investment: page.model.investmentLabel };
  const advantages = own("model-advantages", "vantagens", {
    intro: { ...page.advantages.intro },
    items: page.advantages.items.map((item) => ({ ...item })),
    checklist: [],
  });
  if (page.layout === "starter") {
    return [
      own("model-investment", "investimento", {
        ...investment,
        title: page.investmentCard.title,
        lead: page.investmentCard.lead,
        figures: page.investmentCard.figures.map((figure) => ({ ...figure })),
        conditions: [...page.investmentCard.conditions],
      }),
      advantages,
      training("dark"),
      ...(page.showRoiAnalysis ? [siteBlock("roi", "analise-roi")] : []),
    ];
  }
  return [
    advantages,
    own("model-financial-details", "detalhes-financeiros", {
      ...investment,
      intro: { ...page.financialDetails.intro },
      lead: `Investimento inicial da Franquia ${page.model.name}, com treinamento, sistemas e suporte da rede.`,
      figures: page.financialDetails.figures.map((figure) => ({ ...figure })),
      included: [...page.financialDetails.included],
    }),
    ...page.furtherSections.map((section) =>
      section.kind === "training"
        ? training("light")
        : own("model-feature", section.id, {
            intro: { ...section.intro },
            items: section.items.map((item) => ({ ...item })),
            checklist: [...section.checklist],
            action: section.action ? { ...section.action } : { label: "", href: "" },
            tone: "dark",
          }),
    ),
  ];
}
