/**
 * The five franchise model pages as shipped (the `models` section's defaults), and the page a
 * path names. The pages' copy and layouts are in ./model-page-copy.ts; their default documents
 * are written around the section's published values (app/content/pages/shipped/model-page.ts). Which model pages exist, and where,
 * is the page registry's (./registry/pages.ts): every page drawn by routes/model.tsx.
 */

import { type ModelPage, modelPagesFrom } from "./model-page-copy";
import { type FranchiseModelSlug, franchiseModelsFrom, modelSlugs } from "./models";
import { publicPages } from "./registry/pages";
import { modelsSection } from "./registry/sections/models";

export type {
  FurtherSection,
  ModelHeroCopy,
  ModelPage,
  ShowcaseModelPage,
  StarterModelPage,
} from "./model-page-copy";

export const modelPages: Record<FranchiseModelSlug, ModelPage> = modelPagesFrom(
  franchiseModelsFrom(modelsSection.defaults),
);

/** The registered page of each model: "/modelo-loja" → "loja". */
const modelByPath = new Map<string, FranchiseModelSlug>(
  publicPages
    .filter((page) => page.module === "routes/model.tsx")
    .flatMap((page) => {
      const slug = modelSlugs.find((candidate) => page.path === `/modelo-${candidate}`);
      return slug ? [[page.path, slug] as const] : [];
    }),
);

/** The model a page path names: "/modelo-loja" (or its data request) → "loja"; else null. */
export function modelSlugFromPath(pathname: string): FranchiseModelSlug | null {
  const path = pathname.replace(/\.data$/, "").replace(/(.)\/$/, "$1");
  return modelByPath.get(path) ?? null;
}

/** The page registry's hero section of a model page ("hero.modelo-prime"), if it has one. */
export function modelHeroSectionId(slug: FranchiseModelSlug) {
  return publicPages.find((page) => page.path === `/modelo-${slug}`)?.hero?.sectionId ?? null;
}
