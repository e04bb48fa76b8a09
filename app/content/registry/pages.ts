/**
 * The page registry: every public page of the site, declared once. The route table
 * (app/routes.ts), /sitemap.xml, the header, phone menu and footer links
 * (components/site/shell/navigation.ts) and the hero sections of Content Management
 * (./sections/heroes.ts) are all read from this list. Adding a page: one entry here and its
 * route module (docs/recipes.md "Adding a public page").
 *
 * The route table reads this module at build time, without the app's "~/" imports: it imports
 * nothing and holds plain data only.
 */

/**
 * The franchise models, each with its page "/modelo-<slug>": the `models` section holds their
 * figures under the same keys (app/content/models.ts).
 */
export const modelSlugs = ["basic", "home", "office", "loja", "prime"] as const;

/** The segments, each with its page "/segmentos/<slug>" (app/content/segments.ts). */
export const segmentSlugs = ["advogados", "bancarios", "contadores", "imobiliarias", "eletro"] as const;

/** Where a page is linked from. The phone menu lists the header's and the footer's pages. */
export type NavPlace =
  /** The header bar (and the phone menu). */
  | "header"
  /** The footer's quick links (and the phone menu). */
  | "footer"
  /** The header's "Por segmento" menu (and the phone menu's segment list). */
  | "segments"
  /** The small links on the footer's last line. */
  | "legal";

/** The icons a navigation link may show (drawn by components/site/shell/navigation.ts). */
export type NavIcon = "scale" | "landmark" | "calculator" | "building" | "refrigerator";

export type PublicPage = {
  /** The address visitors open: "/", "/modelo-prime". */
  path: string;
  /** The route module that draws it, relative to app/. Several pages may share one. */
  module: string;
  /** Route id; needed when a module draws several pages (React Router wants unique ids). */
  routeId?: string;
  /** Listed in /sitemap.xml. A page left out is also marked noindex by its route. */
  sitemap: boolean;
  /** The link to the page and where it shows; a page without one is reached from its content. */
  nav?: { label: string; places: NavPlace[]; icon?: NavIcon };
  /**
   * The editable hero of the page: a section of the content registry with this id, edited on
   * Content Management under `label`. Its defaults are the page's own copy.
   */
  hero?: { sectionId: `hero.${string}`; label: string };
};

/** The five franchise model pages: one module, the path names the model. */
const modelNav: Record<(typeof modelSlugs)[number], PublicPage["nav"]> = {
  basic: undefined,
  home: { label: "Franquia Home", places: ["header"] },
  office: { label: "Franquia Office", places: ["header"] },
  loja: { label: "Franquia Loja", places: ["header"] },
  prime: { label: "Franquia Prime", places: ["header"] },
};

/** The hero tab labels Content Management has always used for the model pages. */
const modelHeroLabel: Record<(typeof modelSlugs)[number], string | undefined> = {
  basic: undefined,
  home: "Home",
  office: "Office",
  loja: "Loja",
  prime: "Prime",
};

const modelPages: PublicPage[] = modelSlugs.map((slug) => {
  const heroLabel = modelHeroLabel[slug];
  return {
    path: `/modelo-${slug}`,
    module: "routes/model.tsx",
    routeId: `model-${slug}`,
    sitemap: true,
    nav: modelNav[slug],
    hero: heroLabel ? { sectionId: `hero.modelo-${slug}`, label: heroLabel } : undefined,
  };
});

const segmentLinks: Record<(typeof segmentSlugs)[number], NonNullable<PublicPage["nav"]>> = {
  advogados: { label: "Advogados", places: ["segments"], icon: "scale" },
  bancarios: { label: "Bancários", places: ["segments"], icon: "landmark" },
  contadores: { label: "Contadores", places: ["segments"], icon: "calculator" },
  imobiliarias: { label: "Imobiliárias", places: ["segments"], icon: "building" },
  eletro: { label: "Lojas de eletro", places: ["segments"], icon: "refrigerator" },
};

const segmentPages: PublicPage[] = segmentSlugs.map((slug) => ({
  path: `/segmentos/${slug}`,
  module: "routes/segment.tsx",
  routeId: `segment-${slug}`,
  sitemap: true,
  nav: segmentLinks[slug],
}));

export const publicPages: readonly PublicPage[] = [
  {
    path: "/",
    module: "routes/home.tsx",
    sitemap: true,
    nav: { label: "Home", places: ["header"] },
    hero: { sectionId: "hero.home", label: "Principal" },
  },
  ...modelPages,
  {
    path: "/solucoes-lucrativas",
    module: "routes/solutions.tsx",
    sitemap: true,
    nav: { label: "Soluções lucrativas", places: ["footer"] },
  },
  ...segmentPages,
  {
    path: "/expo-abf-2025",
    module: "routes/expo.tsx",
    sitemap: true,
    nav: { label: "Expo ABF 2025", places: ["footer"] },
  },
  {
    path: "/thank-you",
    module: "routes/thank-you.tsx",
    sitemap: false,
  },
  {
    path: "/privacidade",
    module: "routes/privacy.tsx",
    sitemap: true,
    nav: { label: "Política de Privacidade", places: ["legal"] },
  },
  {
    path: "/termos",
    module: "routes/terms.tsx",
    sitemap: true,
    nav: { label: "Termos de Uso", places: ["legal"] },
  },
  // The page every unknown address answers with (HTTP 404), edited on "Páginas" as a document
  // (docs/decisions/079); opened at its own address it answers 404 too.
  { path: "/404", module: "routes/not-found.tsx", sitemap: false },
];

/** The page at `path` (as registered: "/", "/modelo-prime"); throws for an unknown one. */
export function publicPage(path: string): PublicPage {
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`No public page is registered at ${path}`);
  return page;
}

/** The paths /sitemap.xml lists, in registry order. */
export function sitemapPaths(pages: readonly PublicPage[] = publicPages): string[] {
  return pages.filter((page) => page.sitemap).map((page) => page.path);
}

/** The pages that have an editable hero, with its section id. */
export function pagesWithHero(
  pages: readonly PublicPage[] = publicPages,
): (PublicPage & { hero: NonNullable<PublicPage["hero"]> })[] {
  return pages.filter((page): page is PublicPage & { hero: NonNullable<PublicPage["hero"]> } =>
    Boolean(page.hero),
  );
}
