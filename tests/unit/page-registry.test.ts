import { describe, expect, it } from "vitest";
import { navItems, phoneMenuNav, primaryNav } from "~/components/site/shell/navigation";
import {
  type NavPlace,
  type PublicPage,
  pagesWithHero,
  publicPages,
  sitemapPaths,
} from "~/content/registry/pages";
import { sections } from "~/content/registry/sections";
import routes, { publicPageRoutes } from "~/routes";
import { loader as sitemapLoader } from "~/routes/sitemap";

/**
 * The page registry is the one list of public pages: the route table, /sitemap.xml, the header,
 * phone menu and footer links and the hero sections are all read from it, so a page added there
 * shows up in each, and nothing else does.
 */

const scratch: PublicPage = {
  path: "/pagina-de-teste",
  module: "routes/privacy.tsx",
  routeId: "pagina-de-teste",
  sitemap: true,
  nav: { label: "Página de teste", places: ["header", "footer"] },
};
const withScratch = [...publicPages, scratch];

/** The public pages' routes in the route table: the site layout's children, less the 404. */
function siteLayoutRoutes() {
  const layout = routes.find((entry) => entry.file === "routes/site-layout.tsx");
  return (layout?.children ?? []).filter((entry) => entry.path !== "*");
}

async function sitemapLocs(): Promise<string[]> {
  const response = await sitemapLoader({
    context: { services: { config: { PUBLIC_URL: "https://cotafacil.example" }, logger: { warn() {} } } },
  } as unknown as Parameters<typeof sitemapLoader>[0]);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
}

describe("the page registry", () => {
  it("gives the route table one route per page, drawn by the page's module, and no other", () => {
    const routed = siteLayoutRoutes().map((entry) => ({
      path: entry.index ? "/" : `/${entry.path}`,
      module: entry.file,
    }));
    expect(routed).toEqual(publicPages.map(({ path, module }) => ({ path, module })));
    // The five model pages share one module, each with its own route id.
    const ids = siteLayoutRoutes().map((entry) => entry.id ?? entry.file);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("lists in the sitemap the pages marked for it, in registry order, and no other", async () => {
    const listed = publicPages
      .filter((page) => page.sitemap)
      .map((page) => `https://cotafacil.example${page.path}`);
    expect(await sitemapLocs()).toEqual(listed);
    expect(listed).not.toContain("https://cotafacil.example/thank-you");
  });

  it("links each page from the places it names: header, phone menu, footer, segment menu", () => {
    const placed = (place: NavPlace) => publicPages.filter((page) => page.nav?.places.includes(place));
    expect(primaryNav.map((item) => item.to)).toEqual(placed("header").map((page) => page.path));
    expect(primaryNav[0]).toEqual({ to: "/", label: "Home" });
    // The phone menu: the header's pages, then the footer's, with their registry labels.
    expect(phoneMenuNav.map((item) => item.label)).toEqual(
      [...placed("header"), ...placed("footer")].map((page) => page.nav?.label),
    );
    expect(navItems("segments").map((item) => item.to)).toEqual(
      publicPages.filter((page) => page.module === "routes/segment.tsx").map((page) => page.path),
    );
    expect(navItems("legal").map((item) => item.to)).toEqual(placed("legal").map((page) => page.path));
    // Every link leads to a registered page.
    const paths = new Set(publicPages.map((page) => page.path));
    for (const place of ["header", "footer", "segments", "legal"] as const) {
      for (const item of navItems(place)) expect(paths.has(item.to), item.to).toBe(true);
    }
  });

  it("a page added to the registry gets its route, its sitemap entry and its links", () => {
    const route = publicPageRoutes(withScratch).find((entry) => entry.path === "pagina-de-teste");
    expect(route).toMatchObject({ file: "routes/privacy.tsx", id: "pagina-de-teste" });
    expect(sitemapPaths(withScratch)).toContain("/pagina-de-teste");
    expect(sitemapPaths(withScratch).slice(0, -1)).toEqual(sitemapPaths());
    expect(navItems("header", withScratch).at(-1)).toMatchObject({
      to: "/pagina-de-teste",
      label: "Página de teste",
    });
    expect(navItems("footer", withScratch).at(-1)).toMatchObject({ to: "/pagina-de-teste" });
    expect(navItems("legal", withScratch)).toEqual(navItems("legal"));
  });

  it("gives each page with a hero an editable section whose editor previews that page", () => {
    const heroPages = pagesWithHero();
    expect(heroPages.map((page) => page.hero.sectionId)).toEqual([
      "hero.home",
      "hero.modelo-home",
      "hero.modelo-office",
      "hero.modelo-loja",
      "hero.modelo-prime",
    ]);
    for (const page of heroPages) {
      const section = sections[page.hero.sectionId];
      expect(section.shownOn, page.path).toEqual([page.path]);
      expect(section.label).toBe(`Hero – ${page.hero.label}`);
    }
    const heroIds = Object.keys(sections).filter((id) => id.startsWith("hero."));
    expect(heroIds.sort()).toEqual(heroPages.map((page) => page.hero.sectionId).sort());
  });
});
