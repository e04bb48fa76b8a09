import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  type AppLoadContext,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  UNSAFE_withComponentProps,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { publicPageCount } from "~/.server/admin/dashboard-stats";
import { readSectionEditor, sectionInput, sectionPreviewPath } from "~/.server/content/section-admin";
import { readSectionList } from "~/.server/content/section-list";
import { publishSection } from "~/.server/content/section-store";
import { readSections } from "~/.server/content/sections";
import { seedDefaults } from "~/.server/db/seed";
import { createLogger } from "~/.server/logger";
import { SectionFields } from "~/components/admin/section-fields";
import { partsReady, partWhenVisible, staticPart } from "~/components/islands";
import { navItems, phoneMenuNav } from "~/components/site/shell/navigation";
import { pageSeo } from "~/content/registry/page-seo";
import { publicPages } from "~/content/registry/pages";
import type { SectionId } from "~/content/registry/sections";
import { pageMetaAt } from "~/lib/seo";
import routes from "~/routes";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { openTestDatabase, type TestDatabase } from "../support/databases";
import { testConfig } from "../support/leads";
import { scratchPage, scratchPageTexts, scratchSection } from "../support/recipe-declarations";

/**
 * docs/recipes.md, followed: a throwaway section and a throwaway page are declared exactly as the
 * recipes "Adding an editable section" and "Adding a public page" say (their declarations are in
 * tests/support/recipe-declarations.ts and recipe-section.tsx, their one line in the registries
 * below), and each place the recipes promise follows: Content Management and its editor, the
 * page's loader, head tags and parts, the route table, the sitemap, the links and the dashboard.
 * A recipe that no longer holds fails here (a renamed helper no longer compiles).
 */

// "Adding an editable section", step 2: one line in app/content/registry/sections.ts.
vi.mock("~/content/registry/sections", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/content/registry/sections")>();
  const { scratchSection } = await import("../support/recipe-declarations");
  return { ...original, sections: { ...original.sections, [scratchSection.id]: scratchSection } };
});

// "Adding a public page", step 1: one entry in publicPages (the module's helpers read that list).
vi.mock("~/content/registry/pages", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/content/registry/pages")>();
  const { scratchPage } = await import("../support/recipe-declarations");
  const publicPages = [...original.publicPages, scratchPage];
  return {
    ...original,
    publicPages,
    publicPage: (path: string) => publicPages.find((page) => page.path === path) ?? original.publicPage(path),
    sitemapPaths: (pages = publicPages) => original.sitemapPaths(pages),
    pagesWithHero: (pages = publicPages) => original.pagesWithHero(pages),
  };
});

// "Adding a public page", step 2: its title and description in page-seo.ts.
vi.mock("~/content/registry/page-seo", async (importOriginal) => {
  const original = await importOriginal<typeof import("~/content/registry/page-seo")>();
  const { scratchPage, scratchPageTexts } = await import("../support/recipe-declarations");
  return {
    ...original,
    pageSeo: (path: string) =>
      path === scratchPage.path
        ? { ...scratchPageTexts, path, noindex: !scratchPage.sitemap }
        : original.pageSeo(path),
  };
});

const sectionId = scratchSection.id as SectionId;

// "Adding a public page", step 3, and "Adding an editable section", steps 3 and 4: the route
// module, its loader reading the section, its head tags from the loader, its parts.
const ScratchHeading = staticPart(() => import("../support/recipe-section").then((m) => m.ScratchHeading));
const ScratchItems = partWhenVisible("receita-itens", () =>
  import("../support/recipe-section").then((m) => m.ScratchItems),
);
type ScratchValue = { title: string; items: { name: string; text: string }[] };
const scratchRoute = {
  meta: ({ loaderData }: { loaderData?: { head: unknown[] } }) => loaderData?.head ?? [],
  async loader({ request, context }: { request: Request; context: AppLoadContext }) {
    const values = await readSections(request, context, [sectionId, "company"]);
    const value = values[sectionId] as unknown as ScratchValue;
    return {
      head: pageMetaAt(
        context.services.config.PUBLIC_URL,
        pageSeo(scratchPage.path),
        values.company.tradingName,
      ),
      title: value.title,
      items: value.items,
    };
  },
  default({ loaderData }: { loaderData: { title: string; items: ScratchValue["items"] } }) {
    return createElement(
      "main",
      null,
      createElement(ScratchHeading, { title: loaderData.title }),
      createElement(ScratchItems, { items: loaderData.items }),
    );
  },
};

let database: TestDatabase;
let context: AppLoadContext;

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  await seedDefaults(database.db);
  context = {
    nonce: "",
    clientIp: "203.0.113.9",
    services: { db: database.db, config: testConfig(), logger: createLogger("silent") },
  } as unknown as AppLoadContext;
});
afterAll(async () => {
  await database.close();
});

/** Runs the page's loader and renders its component, as the server does. */
async function renderScratchPage() {
  const handler = createStaticHandler([
    {
      id: "page",
      path: scratchPage.path,
      loader: scratchRoute.loader as never,
      Component: UNSAFE_withComponentProps(scratchRoute.default as never),
    },
  ]);
  const routerContext = await handler.query(new Request(`http://127.0.0.1${scratchPage.path}`), {
    requestContext: context as never,
  });
  if (routerContext instanceof Response) throw new Error(`answered ${routerContext.status}`);
  await partsReady();
  const router = createStaticRouter(handler.dataRoutes, routerContext);
  const html = renderToString(createElement(StaticRouterProvider, { router, context: routerContext }))
    .replace(/<script>window\.__staticRouterHydrationData[\s\S]*?<\/script>/, "")
    .replaceAll("<!-- -->", "");
  return { html, loaderData: routerContext.loaderData.page as { head: { [key: string]: string }[] } };
}

/** The editor of the section as Content Management draws it (its fields, with their values). */
async function editorHtml(): Promise<string> {
  const editor = await readSectionEditor(context.services, sectionId, null);
  expect(editor, "the section's editor").not.toBeNull();
  return renderToString(
    createElement(SectionFields, {
      fields: editor?.section.fields ?? [],
      value: editor?.value,
      errors: {},
      media: [],
    }),
  );
}

describe("the recipe 'Adding an editable section', followed", () => {
  it("lists the section on Content Management under its group", async () => {
    const groups = await readSectionList(context);
    const group = groups.find((candidate) => candidate.group === scratchSection.group);
    expect(group?.sections).toEqual([
      {
        id: sectionId,
        label: scratchSection.label,
        hasDraft: false,
        needsAttention: false,
        scheduled: false,
      },
    ]);
  });

  it("draws every field in its editor, holding the defaults, and previews the page that shows it", async () => {
    const html = await editorHtml();
    for (const label of ["Título da seção", "Itens da seção", "Nome do item", "Texto do item"])
      expect(html).toContain(label);
    expect(html).toContain(scratchSection.defaults.title);
    expect(html).toContain(scratchSection.defaults.items[0].name);
    expect(sectionPreviewPath(sectionId)).toMatch(new RegExp(`^${scratchPage.path}\\?`));
  });

  it("shows the defaults on the page until a publish, then what the editor's form published", async () => {
    const before = await renderScratchPage();
    expect(before.html).toContain(scratchSection.defaults.title);
    expect(before.html).toContain(scratchSection.defaults.items[0].text);

    // The editor's form, as a browser posts it: every field it draws, filled in (its buttons
    // name the list actions).
    const controls = /<(?:input|textarea|select)\b[^>]*\bname="([^"]+)"/g;
    const names = [...(await editorHtml()).matchAll(controls)].map(([, name]) => name);
    expect(names).toEqual(["title", "items[0].name", "items[0].text"]);
    const form = new FormData();
    for (const name of names) form.set(name, `Publicado: ${name}`);
    const published = await publishSection(database.db, sectionId, sectionInput(sectionId, form), null);
    expect(published).toMatchObject({ ok: true });

    const after = await renderScratchPage();
    for (const name of names) expect(after.html).toContain(`Publicado: ${name}`);
    expect(after.html).not.toContain(scratchSection.defaults.title);
    // Both parts are drawn as server HTML, below the first screen (decision 036).
    expect(after.html).toMatch(/<section id="receita" [^>]*class="below-first-screen/);
    expect(after.html).toMatch(/<section id="receita-itens" [^>]*class="below-first-screen/);
  });
});

describe("the recipe 'Adding a public page', followed", () => {
  it("gives the page its route, drawn by its module, in the site layout", () => {
    const layout = routes.find((entry) => entry.file === "routes/site-layout.tsx");
    const route = layout?.children?.find((entry) => entry.path === scratchPage.path.slice(1));
    expect(route).toMatchObject({ file: scratchPage.module });
  });

  it("lists the page in /sitemap.xml", async () => {
    const response = await sitemapLoader({
      context: { services: { config: { PUBLIC_URL: "https://cotafacil.example" }, logger: { warn() {} } } },
    } as unknown as Parameters<typeof sitemapLoader>[0]);
    expect(await response.text()).toContain(`<loc>https://cotafacil.example${scratchPage.path}</loc>`);
  });

  it("links the page from the footer and the phone menu, and counts it on the dashboard", () => {
    expect(navItems("footer").at(-1)).toMatchObject({ to: scratchPage.path, label: scratchPage.nav?.label });
    expect(phoneMenuNav.at(-1)).toMatchObject({ to: scratchPage.path });
    expect(publicPages.at(-1)).toBe(scratchPage);
    expect(publicPageCount).toBe(publicPages.length);
  });

  it("writes the page's head tags from its loader: title, description, canonical address", async () => {
    const { loaderData } = await renderScratchPage();
    const head = scratchRoute.meta({ loaderData: loaderData as never });
    expect(head).toEqual(loaderData.head);
    expect(head).toEqual(
      expect.arrayContaining([
        { title: scratchPageTexts.title },
        { name: "description", content: scratchPageTexts.description },
        { tagName: "link", rel: "canonical", href: `${testConfig().PUBLIC_URL}${scratchPage.path}` },
      ]),
    );
    expect(head).not.toContainEqual({ name: "robots", content: "noindex" });
  });
});
