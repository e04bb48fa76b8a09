import type { AppLoadContext, MetaDescriptor } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishSection } from "~/.server/content/section-store";
import { seedDefaults } from "~/.server/db/seed";
import { createLogger } from "~/.server/logger";
import { sections } from "~/content/registry/sections";
import { searchAndSharingKey } from "~/content/registry/sections/search-and-sharing";
import { loader as homeLoader } from "~/routes/home";
import { loader as modelLoader } from "~/routes/model";
import { loader as privacyLoader } from "~/routes/privacy";
import { loader as sitemapLoader } from "~/routes/sitemap";
import { openTestDatabase, type TestDatabase } from "../support/databases";
import { testConfig } from "../support/leads";

/**
 * "Buscadores e compartilhamento": the team's title, description, share image and "não listar"
 * for a shipped page reach its head tags and /sitemap.xml; blank fields keep the page's own.
 */

let database: TestDatabase;
let context: AppLoadContext;
const base = testConfig().PUBLIC_URL;

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  await seedDefaults(database.db);
  context = {
    services: { db: database.db, config: testConfig(), logger: createLogger("silent") },
  } as unknown as AppLoadContext;
});

afterAll(async () => {
  await database?.close();
});

type LoaderArgs = { request: Request; context: AppLoadContext; params: Record<string, string> };

async function headOf(
  loader: (args: never) => Promise<unknown>,
  path: string,
): Promise<Record<string, string | undefined>> {
  const data = (await loader({
    request: new Request(`${base}${path}`),
    context,
    params: {},
  } satisfies LoaderArgs as never)) as { head: MetaDescriptor[] } | { data: { head: MetaDescriptor[] } };
  const head = "head" in data ? data.head : data.data.head;
  const tags: Record<string, string | undefined> = {};
  for (const tag of head as Record<string, unknown>[]) {
    if ("title" in tag) tags.title = String(tag.title);
    if (tag.name === "description") tags.description = String(tag.content);
    if (tag.name === "robots") tags.robots = String(tag.content);
    if (tag.property === "og:image") tags.image = String(tag.content);
    if (tag.property === "og:image:alt") tags.imageAlt = String(tag.content);
  }
  return tags;
}

async function sitemapPaths(): Promise<string[]> {
  const response = await sitemapLoader({ context } as never);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].slice(base.length));
}

async function publishFor(
  entries: Record<string, Partial<{ title: string; description: string; image: string; robots: string }>>,
) {
  const value = structuredClone(sections["search-and-sharing"].defaults) as Record<string, unknown>;
  for (const [path, fields] of Object.entries(entries)) {
    value[searchAndSharingKey(path)] = { title: "", description: "", image: "", robots: "", ...fields };
  }
  const result = await publishSection(database.db, "search-and-sharing", value, null);
  expect(result.ok).toBe(true);
}

describe("search and sharing of the shipped pages", () => {
  it("changes no page while the section is as shipped", async () => {
    const home = await headOf(homeLoader as never, "/");
    expect(home.title).toBe("Cota Fácil | Franquia de soluções financeiras");
    expect(home.robots).toBeUndefined();
    expect(home.image).toBe(`${base}/og/cota-facil-1200x630.png`);
    expect(await sitemapPaths()).toContain("/modelo-prime");
  });

  it("writes the team's words and image into the page's head, and keeps the page's own where blank", async () => {
    const before = await headOf(modelLoader as never, "/modelo-prime");
    await publishFor({
      "/": {
        title: "Franquia de crédito e seguros",
        description: "Abra sua franquia Cota Fácil com suporte diário.",
        image: "/uploads/campanha-verao.png",
      },
      "/modelo-prime": { description: "A franquia Prime, com loja própria." },
    });
    const home = await headOf(homeLoader as never, "/");
    expect(home.title).toBe("Franquia de crédito e seguros");
    expect(home.description).toBe("Abra sua franquia Cota Fácil com suporte diário.");
    expect(home.image).toBe(`${base}/uploads/campanha-verao.png`);
    const prime = await headOf(modelLoader as never, "/modelo-prime");
    // The title stays the page's own (it carries the model's price); only the description changed.
    expect(prime.title).toBe(before.title);
    expect(prime.description).toBe("A franquia Prime, com loja própria.");
  });

  it("takes an image chosen by its https address as it is", async () => {
    await publishFor({ "/privacidade": { image: "https://cdn.example.com/card.png" } });
    expect((await headOf(privacyLoader as never, "/privacidade")).image).toBe(
      "https://cdn.example.com/card.png",
    );
  });

  it("asks search engines not to list a page and leaves it out of the sitemap", async () => {
    await publishFor({ "/modelo-prime": { robots: "noindex" } });
    expect((await headOf(modelLoader as never, "/modelo-prime")).robots).toBe("noindex");
    const listed = await sitemapPaths();
    expect(listed).not.toContain("/modelo-prime");
    expect(listed).toContain("/modelo-loja");
    expect(listed).toContain("/");
  });

  it("refuses words past the limits and a choice outside the list", async () => {
    const value = structuredClone(sections["search-and-sharing"].defaults) as Record<
      string,
      Record<string, string>
    >;
    value.inicio = { title: "x".repeat(71), description: "", image: "javascript:alert(1)", robots: "talvez" };
    const result = await publishSection(database.db, "search-and-sharing", value, null);
    expect(result.ok).toBe(false);
    if (result.ok || !("errors" in result)) throw new Error("expected field errors");
    expect(Object.keys(result.errors).sort()).toEqual(["inicio.image", "inicio.robots", "inicio.title"]);
  });
});
