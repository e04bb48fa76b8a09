import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listSectionVersions, publishSection, saveSectionDraft } from "~/.server/content/section-store";
import { contentSections, contentSectionVersions, siteContent } from "~/.server/db/schema";
import { modelPages } from "~/content/model-pages";
import { cardMessages } from "~/content/registry/card-rules";
import { sections } from "~/content/registry/sections";
import { validateSectionInput } from "~/content/registry/values";
import { loader as modelLoader } from "~/routes/model";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { testConfig } from "../support/leads";

/**
 * The model pages' hero is its registry section's published value ("hero.modelo-prime"…): the
 * page's own copy until the team publishes one. Basic has no editable hero. Heroes saved before
 * they were sections are carried over by migration 0008.
 */

const prime = "hero.modelo-prime";

describe.each(databaseKinds)("model page heroes on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(contentSections);
    await database.db.delete(contentSectionVersions);
    await database.db.delete(siteContent);
  });

  const publish = async (sectionId: string, hero: Record<string, string>) => {
    const value = { ...sections[sectionId as typeof prime].defaults, ...hero };
    expect(await publishSection(database.db, sectionId, value, null)).toEqual({ ok: true });
  };

  /** Runs the model route's loader as the server would for `path`. */
  const loadModelPage = (path: string) =>
    modelLoader({
      request: new Request(`http://127.0.0.1${path}`),
      params: {},
      context: { services: { db: database.db, config: testConfig() } },
    } as unknown as Parameters<typeof modelLoader>[0]);

  /** The opening the page draws: its model-hero block's title, subtitle and image. */
  const heroOf = async (path: string) => {
    const page = await loadModelPage(path);
    const opening = page.blocks.find((block) => block.type === "model-hero");
    if (!opening) throw new Error(`No opening on ${path}`);
    const { title, subtitle, imageSrc } = opening.value as {
      title: string;
      subtitle: string;
      imageSrc: string;
    };
    return { title, subtitle, imageSrc };
  };

  it("shows the page's own hero while none is published", async () => {
    expect(await heroOf("/modelo-prime")).toEqual({
      title: modelPages.prime.hero.title,
      subtitle: modelPages.prime.hero.subtitle,
      imageSrc: modelPages.prime.hero.imageSrc,
    });
  });

  it("shows the published title, subtitle and image of the page's own hero section only", async () => {
    await publish(prime, {
      title: "Prime: loja e call center",
      subtitle: "Atendimento presencial e por telefone",
      imageSrc: "/uploads/prime-hero.webp",
    });
    await publish("hero.modelo-loja", { title: "Título da loja" });
    expect(await heroOf("/modelo-prime")).toEqual({
      title: "Prime: loja e call center",
      subtitle: "Atendimento presencial e por telefone",
      imageSrc: "/uploads/prime-hero.webp",
    });
    expect((await heroOf("/modelo-office")).title).toBe(modelPages.office.hero.title);
  });

  it("the loader shows the published hero on Prime, Home, Office and Loja; Basic has none", async () => {
    await publish(prime, { title: "Título Prime do admin", subtitle: "Subtítulo Prime do admin" });
    await publish("hero.modelo-home", { title: "Título Home do admin" });
    await publish("hero.modelo-office", { subtitle: "Subtítulo Office do admin" });
    await publish("hero.modelo-loja", { imageSrc: "https://cdn.example.com/loja.jpg" });
    // Basic has no hero section: publishing one is refused.
    expect(await publishSection(database.db, "hero.modelo-basic", { title: "Não" }, null)).toEqual({
      ok: false,
      unknownSection: true,
    });

    expect(await heroOf("/modelo-prime")).toMatchObject({
      title: "Título Prime do admin",
      subtitle: "Subtítulo Prime do admin",
    });
    expect((await heroOf("/modelo-home")).title).toBe("Título Home do admin");
    expect((await heroOf("/modelo-office")).subtitle).toBe("Subtítulo Office do admin");
    expect(await heroOf("/modelo-loja")).toMatchObject({
      title: modelPages.loja.hero.title,
      imageSrc: "https://cdn.example.com/loja.jpg",
    });
    expect((await heroOf("/modelo-basic")).title).toBe(modelPages.basic.hero.title);
  });

  it("reads on every request: a publish shows on the next load, a draft does not", async () => {
    expect((await heroOf("/modelo-prime")).title).toBe(modelPages.prime.hero.title);
    const draft = { ...sections[prime].defaults, title: "Só rascunho" };
    expect(await saveSectionDraft(database.db, prime, draft, null)).toEqual({ ok: true });
    expect((await heroOf("/modelo-prime")).title).toBe(modelPages.prime.hero.title);
    await publish(prime, { title: "Publicado agora" });
    expect((await heroOf("/modelo-prime")).title).toBe("Publicado agora");
  });

  it("migration 0008 makes each saved hero its section's published value, blanks taking the defaults", async () => {
    await database.db.insert(siteContent).values([
      {
        pageId: "prime",
        sectionId: "hero",
        content: { title: "  Prime salvo  ", subtitle: "", imageSrc: "" },
      },
      { pageId: "store", sectionId: "hero", content: { imageSrc: "/uploads/loja.webp" } },
      { pageId: "basic", sectionId: "hero", content: { title: "Sem hero" } },
    ]);
    // The Home model's hero was published already: the migration leaves it.
    await publish("hero.modelo-home", { title: "Publicado antes" });
    await runMigration(database, "0008_heroes_to_sections.sql");

    expect(await heroOf("/modelo-prime")).toMatchObject({
      title: "Prime salvo",
      subtitle: modelPages.prime.hero.subtitle,
      imageSrc: modelPages.prime.hero.imageSrc,
    });
    expect(await heroOf("/modelo-loja")).toMatchObject({
      title: modelPages.loja.hero.title,
      imageSrc: "/uploads/loja.webp",
    });
    expect((await heroOf("/modelo-home")).title).toBe("Publicado antes");
    expect((await heroOf("/modelo-basic")).title).toBe(modelPages.basic.hero.title);
    // Each carried-over hero has its first version, to compare and restore on its screen.
    expect(await listSectionVersions(database.db, prime)).toHaveLength(1);
    expect(await listSectionVersions(database.db, "hero.modelo-home")).toHaveLength(1);
    const stored = await database.db.select({ id: contentSections.sectionId }).from(contentSections);
    expect(stored.map((row) => row.id).sort()).toEqual(["hero.modelo-home", "hero.modelo-loja", prime]);
  });
});

/** Runs one migration's statements again on a migrated database. */
async function runMigration(database: TestDatabase, file: string) {
  const text = readFileSync(new URL(`../../app/.server/db/migrations/${file}`, import.meta.url), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    await database.db.execute(sql.raw(statement));
  }
}

describe("which hero values the section accepts", () => {
  const definition = sections[prime];
  const check = (hero: Record<string, unknown>) =>
    validateSectionInput(definition, { ...definition.defaults, ...hero });

  it("takes trimmed text and refuses blank or too long texts", () => {
    expect(check({ title: "  Olá  " })).toMatchObject({ ok: true, value: { title: "Olá" } });
    expect(check({ title: "   " })).toEqual({
      ok: false,
      errors: { title: [cardMessages.required("o título")] },
    });
    expect(check({ subtitle: "x".repeat(601) })).toEqual({
      ok: false,
      errors: { subtitle: [cardMessages.tooLong(600)] },
    });
  });

  it("accepts site paths and https images only", () => {
    for (const accepted of ["/uploads/hero.webp", "https://images.example.com/hero.jpg"]) {
      expect(check({ imageSrc: accepted }).ok, accepted).toBe(true);
    }
    for (const refused of [
      "javascript:alert(1)",
      "data:image/svg+xml,<svg/>",
      "//evil.example.com/x.png",
      "/\\evil.example.com/x.png",
      "http://insecure.example.com/x.png",
      "hero.png",
      "https://exa mple.com/x.png",
    ]) {
      expect(check({ imageSrc: refused }), refused).toEqual({
        ok: false,
        errors: { imageSrc: [cardMessages.image] },
      });
    }
  });
});
