/**
 * The five franchise model pages as shipped (the `models` section's defaults), and the page a
 * path names. The pages' copy and layouts are in ./model-page-copy.ts; the server writes them
 * around the section's published values (routes/model.tsx).
 */

import { type ModelPage, modelPagesFrom } from "./model-page-copy";
import { type FranchiseModelSlug, franchiseModelsFrom, modelSlugs } from "./models";
import { modelsSection } from "./registry/sections/models";

export type {
  FurtherSection,
  HeroPageId,
  ModelHeroCopy,
  ModelPage,
  ShowcaseModelPage,
  StarterModelPage,
} from "./model-page-copy";

export const modelPages: Record<FranchiseModelSlug, ModelPage> = modelPagesFrom(
  franchiseModelsFrom(modelsSection.defaults),
);

export const modelPageSlugs: FranchiseModelSlug[] = [...modelSlugs];

/** The model a page path names: "/modelo-loja" → "loja"; anything else → null. */
export function modelSlugFromPath(pathname: string): FranchiseModelSlug | null {
  const match = /^\/modelo-([a-z]+)(?:\.data)?\/?$/.exec(pathname);
  const slug = match?.[1];
  return slug && (modelPageSlugs as string[]).includes(slug) ? (slug as FranchiseModelSlug) : null;
}
