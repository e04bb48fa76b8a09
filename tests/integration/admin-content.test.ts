import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { findImageUses, releaseImage } from "~/.server/content/image-uses";
import {
  listSectionVersions,
  publishSection,
  readSectionValues,
  saveSectionDraft,
} from "~/.server/content/section-store";
import { publicSiteSettings } from "~/.server/content/site-settings";
import { contentSections, contentSectionVersions, siteSettings } from "~/.server/db/schema";
import { hero as homeHero } from "~/content/home";
import { modelPages } from "~/content/model-pages";
import { cardMessages } from "~/content/registry/card-rules";
import { sections } from "~/content/registry/sections";
import { bannerTextMessage } from "~/content/registry/sections/site-shell";
import { validateSectionInput } from "~/content/registry/values";
import { defaultSiteSettings } from "~/content/site";
import { invalidCharactersMessage } from "~/forms/plain-text";
import { contentMessages } from "~/forms/web-addresses";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import type { ServerProcess } from "../support/server-process";

/**
 * Content Management: the page heroes, the logo, the social links and the promo banner are
 * registry sections (drafted, published and versioned through the section store, shown by the
 * public pages on the next request). What was saved in site_settings before is carried over by
 * migration 0009.
 */

const heroIds = [
  "hero.home",
  "hero.modelo-home",
  "hero.modelo-office",
  "hero.modelo-loja",
  "hero.modelo-prime",
] as const;
const shellIds = ["logo", "social-links", "promo-banner"] as const;

describe.each(databaseKinds)("Content Management storage on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(contentSections);
    await database.db.delete(contentSectionVersions);
    await database.db.delete(siteSettings);
  });

  it("reads each page's own hero and the default logo, links and banner when nothing was published", async () => {
    const values = await readSectionValues(database.db, [...heroIds, ...shellIds]);
    expect(values["hero.modelo-prime"]).toEqual({
      title: modelPages.prime.hero.title,
      subtitle: modelPages.prime.hero.subtitle,
      imageSrc: modelPages.prime.hero.imageSrc,
    });
    expect(values["hero.home"]).toMatchObject({ title: homeHero.title, imageSrc: homeHero.imageSrc });
    expect(values.logo).toEqual(defaultSiteSettings.logo);
    expect(values["social-links"]).toEqual(defaultSiteSettings.socialLinks);
    expect(values["promo-banner"]).toEqual(defaultSiteSettings.promoBanner);
  });

  it("a draft of the banner and links is seen only in preview until it is published, as a version", async () => {
    const banner = { text: "Oferta da semana", deadline: "2030-01-31T23:59:59" };
    const links = { ...defaultSiteSettings.socialLinks, twitter: "https://x.com/cotafacil" };
    expect(await saveSectionDraft(database.db, "promo-banner", banner, "admin-1")).toEqual({ ok: true });
    expect(await saveSectionDraft(database.db, "social-links", links, "admin-1")).toEqual({ ok: true });

    const published = await readSectionValues(database.db, shellIds);
    expect(published["promo-banner"]).toEqual(defaultSiteSettings.promoBanner);
    expect(published["social-links"]).toEqual(defaultSiteSettings.socialLinks);
    const preview = await readSectionValues(database.db, shellIds, { preview: true });
    expect(preview["promo-banner"]).toEqual(banner);
    expect(preview["social-links"]).toEqual(links);

    expect(await publishSection(database.db, "promo-banner", banner, "admin-2")).toEqual({ ok: true });
    expect((await readSectionValues(database.db, ["promo-banner"]))["promo-banner"]).toEqual(banner);
    const versions = await listSectionVersions(database.db, "promo-banner");
    expect(versions.map((version) => [version.value, version.publishedBy])).toEqual([[banner, "admin-2"]]);
  });

  it("a blank logo text shows the site's name; a blank link hides the network", async () => {
    const logo = { text: "", imageUrl: "/uploads/logo.png" };
    expect(await publishSection(database.db, "logo", logo, "admin-1")).toEqual({ ok: true });
    const links = { facebook: "", instagram: "", twitter: "", linkedin: "https://linkedin.com/company/x" };
    expect(await publishSection(database.db, "social-links", links, "admin-1")).toEqual({ ok: true });
    const values = await readSectionValues(database.db, shellIds);
    const shown = publicSiteSettings({
      logo: values.logo as typeof logo,
      socialLinks: values["social-links"] as typeof links,
      promoBanner: values["promo-banner"] as typeof defaultSiteSettings.promoBanner,
    });
    expect(shown.logo).toEqual({ text: defaultSiteSettings.logo.text, imageUrl: "/uploads/logo.png" });
    expect(shown.socialLinks).toEqual(links);
  });

  it("the logo's image is an image in use; deleting it takes the logo back to no image", async () => {
    const image = "/uploads/logo-em-uso.webp";
    await publishSection(database.db, "logo", { text: "Cota Fácil", imageUrl: image }, "admin-1");
    expect((await findImageUses(database.db)).get(image)).toEqual([
      { label: "Logo › Logo Image URL", href: "/admin/content/logo#campo-imageUrl" },
    ]);
    await releaseImage(database.db, [image], { userId: null, imageName: "Imagem" });
    expect((await readSectionValues(database.db, ["logo"])).logo).toEqual({
      text: "Cota Fácil",
      imageUrl: "",
    });
    expect((await findImageUses(database.db)).has(image)).toBe(false);
  });

  it("a stored value the rules refuse is never shown: the section's defaults stand in", async () => {
    await database.db.insert(contentSections).values([
      { sectionId: "logo", published: { text: "Logo", imageUrl: "javascript:alert(1)" } },
      { sectionId: "social-links", published: { ...defaultSiteSettings.socialLinks, facebook: "data:x" } },
      { sectionId: "promo-banner", published: { text: "Promo", deadline: "amanhã" } },
    ]);
    const values = await readSectionValues(database.db, shellIds);
    expect(values.logo).toEqual(defaultSiteSettings.logo);
    expect(values["social-links"]).toEqual(defaultSiteSettings.socialLinks);
    expect(values["promo-banner"]).toEqual(defaultSiteSettings.promoBanner);
  });

  it("migration 0009 makes each saved setting its section's published value, read as the pages read it", async () => {
    await database.db.insert(siteSettings).values([
      { section: "logo", settings: { text: "  ", imageUrl: "/uploads/logo.png" }, createdBy: "admin-1" },
      {
        section: "socialLinks",
        settings: {
          facebook: "javascript:alert(1)",
          instagram: " https://instagram.com/outra ",
          twitter: "",
          // Not a string: the default stays.
          linkedin: 42,
        },
        createdBy: "admin-1",
      },
      // The seed's row, never edited: nothing to carry over.
      { section: "promoBanner", settings: { ...defaultSiteSettings.promoBanner } },
      { section: "mediaSamplesSeeded", settings: { seededAt: "2025-01-01T00:00:00.000Z" } },
    ]);
    await runMigration(database, "0009_site_settings_to_sections.sql");

    const values = await readSectionValues(database.db, shellIds);
    expect(values.logo).toEqual({ text: defaultSiteSettings.logo.text, imageUrl: "/uploads/logo.png" });
    expect(values["social-links"]).toEqual({
      facebook: "",
      instagram: "https://instagram.com/outra",
      twitter: "",
      linkedin: defaultSiteSettings.socialLinks.linkedin,
    });
    expect(values["promo-banner"]).toEqual(defaultSiteSettings.promoBanner);
    const stored = await database.db.select().from(contentSections);
    expect(stored.map((row) => [row.sectionId, row.publishedBy]).sort()).toEqual([
      ["logo", "admin-1"],
      ["social-links", "admin-1"],
    ]);
    // Each carried-over section has its first version, to compare and restore on its screen.
    expect(await listSectionVersions(database.db, "logo")).toHaveLength(1);
    expect(await listSectionVersions(database.db, "social-links")).toHaveLength(1);
    // The moved rows are gone; the samples' mark stays.
    const left = await database.db.select({ section: siteSettings.section }).from(siteSettings);
    expect(left).toEqual([{ section: "mediaSamplesSeeded" }]);
  });

  it("migration 0009 leaves a section published already as it is", async () => {
    const banner = { text: "Publicado antes", deadline: "" };
    await publishSection(database.db, "promo-banner", banner, "admin-2");
    await database.db
      .insert(siteSettings)
      .values({ section: "promoBanner", settings: { text: "Antigo", deadline: "2030-01-01T00:00" } });
    await runMigration(database, "0009_site_settings_to_sections.sql");
    expect((await readSectionValues(database.db, ["promo-banner"]))["promo-banner"]).toEqual(banner);
    expect(await listSectionVersions(database.db, "promo-banner")).toHaveLength(1);
  });
});

/** Runs one migration's statements again on a migrated database. */
async function runMigration(database: TestDatabase, file: string) {
  const text = readFileSync(new URL(`../../app/.server/db/migrations/${file}`, import.meta.url), "utf8");
  for (const statement of text.split("--> statement-breakpoint")) {
    await database.db.execute(sql.raw(statement));
  }
}

describe("the rules of the logo, social links and promo banner sections", () => {
  /** The errors of a form as the section's screen sends it (blank fields as ""). */
  const errorsOf = (id: (typeof shellIds)[number], fields: Record<string, string>) => {
    const checked = validateSectionInput(sections[id], { ...sections[id].defaults, ...fields });
    return checked.ok ? {} : checked.errors;
  };
  const acceptedValue = (id: (typeof shellIds)[number], fields: Record<string, string>) => {
    const checked = validateSectionInput(sections[id], { ...sections[id].defaults, ...fields });
    return checked.ok ? checked.value : checked.errors;
  };
  const hero = sections["hero.modelo-prime"];
  const heroErrors = (fields: Record<string, string>) => {
    const checked = validateSectionInput(hero, { ...hero.defaults, ...fields });
    return checked.ok ? {} : checked.errors;
  };

  it("takes blank fields as blank, trims texts and drops control characters", () => {
    expect(acceptedValue("logo", { text: "  Cota\u0000 Fácil  ", imageUrl: "" })).toEqual({
      text: "Cota Fácil",
      imageUrl: "",
    });
    expect(acceptedValue("social-links", { twitter: "" })).toMatchObject({ twitter: "" });
    expect(acceptedValue("promo-banner", { text: " Oferta ", deadline: "" })).toEqual({
      text: "Oferta",
      deadline: "",
    });
    // A hero's texts are trimmed; a control character is refused on its field, not dropped.
    expect(heroErrors({ title: "  Título Prime  " })).toEqual({});
    expect(heroErrors({ title: "Título\u0000 Prime" })).toEqual({ title: [invalidCharactersMessage] });
  });

  it("accepts https and site paths for images, http(s) for social links", () => {
    expect(errorsOf("logo", { imageUrl: "/uploads/logo.png" })).toEqual({});
    expect(errorsOf("logo", { imageUrl: "https://cdn.example.com/logo.png" })).toEqual({});
    expect(errorsOf("social-links", { twitter: "http://twitter.com/cotafacil" })).toEqual({});
    expect(errorsOf("promo-banner", { deadline: "2030-12-31T23:59" })).toEqual({});
    expect(heroErrors({ imageSrc: "/uploads/hero.webp" })).toEqual({});
  });

  it("refuses addresses a page must not load or link to, on the field", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example.com/x.png",
      "http://insecure.example.com/x.png",
      "imagem.png",
    ]) {
      expect(heroErrors({ imageSrc: bad }), bad).toEqual({ imageSrc: [cardMessages.image] });
      expect(errorsOf("logo", { imageUrl: bad }), bad).toEqual({ imageUrl: [contentMessages.imageUrl] });
    }
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//x.com/cotafacil",
      "/contato",
      "ftp://x.com",
    ]) {
      expect(errorsOf("social-links", { twitter: bad }), bad).toEqual({ twitter: [contentMessages.webUrl] });
    }
  });

  it("keeps the lengths: 60 for the logo text, 200 for the banner", () => {
    expect(errorsOf("logo", { text: "x".repeat(61) })).toEqual({ text: [contentMessages.tooLong(60)] });
    expect(errorsOf("promo-banner", { text: "x".repeat(201) })).toEqual({
      text: [contentMessages.tooLong(200)],
    });
  });

  it("needs the banner text and a real date and time", () => {
    expect(errorsOf("promo-banner", { text: "   " })).toEqual({ text: [bannerTextMessage] });
    for (const bad of ["2030-02-31T10:00", "31/12/2030 23:59", "2030-12-31"]) {
      expect(errorsOf("promo-banner", { deadline: bad }), bad).toEqual({
        deadline: [contentMessages.deadline],
      });
    }
  });

  it("each hero's defaults are the texts and image its page shows", () => {
    expect(sections["hero.modelo-prime"].defaults.title).toBe(modelPages.prime.hero.title);
    expect(sections["hero.modelo-loja"].defaults.title).toBe(modelPages.loja.hero.title);
    expect(sections["hero.modelo-home"].defaults.title).toBe(modelPages.home.hero.title);
    expect(sections["hero.home"].defaults.imageSrc).toBe("/images/hero-illustration.svg");
  });
});

describe("Content Management through the real server", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;
  let visitor: Visitor;

  beforeAll(async () => {
    ({ server, asAdmin } = await startServerWithAdmin());
    visitor = new Visitor(server.url);
  });
  afterAll(() => server?.stop());

  const publish = (sectionId: string, fields: Record<string, string>) =>
    asAdmin.post(`/admin/content/${sectionId}`, {
      intent: "publish",
      ...(sections[sectionId as "hero.home"].defaults as Record<string, string>),
      ...fields,
    });

  it("lists the logo, the social links and the promo banner with the other sections", async () => {
    const page = await asAdmin.get("/admin/content");
    expect(page.status).toBe(200);
    expect(page.text).not.toContain("Save All Changes");
    for (const [id, label] of [
      ["logo", "Logo"],
      ["social-links", "Redes sociais"],
      ["promo-banner", "Banner promocional"],
    ]) {
      expect(page.text).toMatch(new RegExp(`href="/admin/content/${id}"[^>]*>\\s*<span>${label}`));
    }
    const banner = await asAdmin.get("/admin/content/promo-banner");
    expect(banner.text).toContain(defaultSiteSettings.promoBanner.text);
    expect(banner.text).toContain('type="datetime-local"');
  });

  it("refuses a javascript: address with a field error and publishes nothing", async () => {
    const links = await publish("social-links", { twitter: "javascript:alert(1)" });
    expect(links.status).toBe(400);
    expect(links.text).toContain(contentMessages.webUrl);
    const logo = await publish("logo", { text: "Não deve salvar", imageUrl: "javascript:alert(1)" });
    expect(logo.status).toBe(400);
    expect(logo.text).toContain(contentMessages.imageUrl);
    const home = await visitor.get("/");
    expect(home.text).not.toContain("Não deve salvar");
    expect(home.text).not.toContain("javascript:alert(1)");
  });

  it("publishes the heroes, the logo and the links; the public pages show them on the next request", async () => {
    expect((await publish("hero.modelo-prime", { title: "Prime salvo pelo admin" })).location).toBe(
      "/admin/content/hero.modelo-prime",
    );
    // Read once before the publish, so the page cache holds the old page.
    expect((await visitor.get("/")).text).toContain(defaultSiteSettings.logo.text);
    expect((await publish("logo", { text: "Cota Fácil Teste" })).location).toBe("/admin/content/logo");
    const links = { facebook: "", twitter: "https://x.com/cotafacil-teste" };
    expect((await publish("social-links", links)).location).toBe("/admin/content/social-links");

    expect((await visitor.get("/modelo-prime")).text).toContain("Prime salvo pelo admin");
    const homePage = await visitor.get("/");
    expect(homePage.text).toContain("Cota Fácil Teste");
    expect(homePage.text).toContain('href="https://x.com/cotafacil-teste"');
    // Facebook was left blank: its footer link and its sameAs entry are gone.
    expect(homePage.text).not.toContain("facebook.com/cotafacil");
  });

  it("'Descartar rascunho' sent without the page's question (no JavaScript) is asked by the server first", async () => {
    const draft = { ...(sections["promo-banner"].defaults as Record<string, string>) };
    draft.text = "Rascunho a descartar";
    const saved = await asAdmin.post("/admin/content/promo-banner", { intent: "save-draft", ...draft });
    expect(saved.status).toBe(303);

    const asked = await asAdmin.post("/admin/content/promo-banner", { intent: "discard" });
    expect(asked.status).toBe(200);
    expect(asked.text).toContain("O rascunho desta seção será apagado");
    expect(asked.text).toContain('name="confirmed" value="yes"');
    // Still there: nothing was discarded yet.
    expect((await asAdmin.get("/admin/content/promo-banner")).text).toContain("Rascunho a descartar");

    const confirmed = await asAdmin.post("/admin/content/promo-banner", {
      intent: "discard",
      confirmed: "yes",
    });
    expect(confirmed.status).toBe(303);
    expect(asAdmin.flash()?.title).toBe("Rascunho descartado");
    expect((await asAdmin.get("/admin/content/promo-banner")).text).not.toContain("Rascunho a descartar");
  });

  it("takes no posts on the list itself", async () => {
    expect((await asAdmin.post("/admin/content", { intent: "save" })).status).toBe(405);
  });
});
