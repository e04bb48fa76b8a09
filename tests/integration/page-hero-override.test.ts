import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { heroOverrideFrom, readPageHero } from "~/.server/content/site-content";
import { siteContent } from "~/.server/db/schema";
import { modelPages } from "~/content/model-pages";
import { loader as modelLoader } from "~/routes/model";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * The model pages' hero comes from site_content when the admin set it (page_id prime /
 * home_franchise / office / store, section_id 'hero', content {title, subtitle, imageSrc}),
 * else from app/content/model-pages.ts.
 */

describe.each(databaseKinds)("model page hero override on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(siteContent);
  });

  const storeHero = (pageId: string, content: Record<string, string>, sectionId = "hero") =>
    database.db.insert(siteContent).values({ pageId, sectionId, content });

  /** Runs the model route's loader as the server would for `path`. */
  const loadModelPage = (path: string) =>
    modelLoader({
      request: new Request(`http://127.0.0.1${path}`),
      params: {},
      context: { services: { db: database.db } },
    } as unknown as Parameters<typeof modelLoader>[0]);

  it("reads nothing when the page has no stored hero", async () => {
    expect(await readPageHero(database.db, "prime")).toEqual({});
  });

  it("reads the stored title, subtitle and image of the page's hero section only", async () => {
    await storeHero("prime", {
      title: "Prime: loja e call center",
      subtitle: "Atendimento presencial e por telefone",
      imageSrc: "/uploads/prime-hero.webp",
    });
    await storeHero("prime", { title: "Outra seção" }, "banner");
    await storeHero("store", { title: "Título da loja" });
    expect(await readPageHero(database.db, "prime")).toEqual({
      title: "Prime: loja e call center",
      subtitle: "Atendimento presencial e por telefone",
      imageSrc: "/uploads/prime-hero.webp",
    });
    expect(await readPageHero(database.db, "store")).toEqual({ title: "Título da loja" });
  });

  it("the loader shows the override on Prime, Home, Office and Loja, and the defaults elsewhere", async () => {
    await storeHero("prime", { title: "Título Prime do admin", subtitle: "Subtítulo Prime do admin" });
    await storeHero("home_franchise", { title: "Título Home do admin" });
    await storeHero("office", { subtitle: "Subtítulo Office do admin" });
    await storeHero("store", { title: "Título Loja do admin", imageSrc: "https://cdn.example.com/loja.jpg" });
    // Basic has no admin page: a row that looked like one changes nothing.
    await storeHero("basic", { title: "Não deve aparecer" });

    const prime = await loadModelPage("/modelo-prime");
    expect(prime.slug).toBe("prime");
    expect(prime.hero).toMatchObject({
      title: "Título Prime do admin",
      subtitle: "Subtítulo Prime do admin",
      imageSrc: modelPages.prime.hero.imageSrc,
      customImage: false,
    });

    const home = await loadModelPage("/modelo-home");
    expect(home.hero.title).toBe("Título Home do admin");
    expect(home.hero.subtitle).toBe(modelPages.home.hero.subtitle);

    const office = await loadModelPage("/modelo-office");
    expect(office.hero.title).toBe(modelPages.office.hero.title);
    expect(office.hero.subtitle).toBe("Subtítulo Office do admin");

    const loja = await loadModelPage("/modelo-loja");
    expect(loja.hero).toMatchObject({
      title: "Título Loja do admin",
      imageSrc: "https://cdn.example.com/loja.jpg",
      customImage: true,
    });

    const basic = await loadModelPage("/modelo-basic");
    expect(basic.hero.title).toBe(modelPages.basic.hero.title);
  });

  it("reads on every request: a new save shows on the next load", async () => {
    expect((await loadModelPage("/modelo-prime")).hero.title).toBe(modelPages.prime.hero.title);
    await storeHero("prime", { title: "Salvo agora" });
    expect((await loadModelPage("/modelo-prime")).hero.title).toBe("Salvo agora");
  });

  it("keeps the defaults for blank texts and image addresses the page must not load", async () => {
    await storeHero("prime", { title: "   ", subtitle: "", imageSrc: "javascript:alert(1)" });
    const prime = await loadModelPage("/modelo-prime");
    expect(prime.hero).toMatchObject({
      title: modelPages.prime.hero.title,
      subtitle: modelPages.prime.hero.subtitle,
      imageSrc: modelPages.prime.hero.imageSrc,
      customImage: false,
    });
  });
});

describe("which stored hero fields a page accepts", () => {
  it("takes trimmed text and ignores what is not text", () => {
    expect(heroOverrideFrom({ title: "  Olá  ", subtitle: 42, imageSrc: null })).toEqual({ title: "Olá" });
    expect(heroOverrideFrom(null)).toEqual({});
    expect(heroOverrideFrom("title")).toEqual({});
  });

  it("accepts site paths and https images only", () => {
    const image = (imageSrc: string) => heroOverrideFrom({ imageSrc }).imageSrc;
    expect(image("/uploads/hero.webp")).toBe("/uploads/hero.webp");
    expect(image("https://images.example.com/hero.jpg")).toBe("https://images.example.com/hero.jpg");
    for (const refused of [
      "javascript:alert(1)",
      "data:image/svg+xml,<svg/>",
      "//evil.example.com/x.png",
      "/\\evil.example.com/x.png",
      "http://insecure.example.com/x.png",
      "hero.png",
      "https://exa mple.com/x.png",
    ]) {
      expect(image(refused), refused).toBeUndefined();
    }
  });
});
