import { parseWithZod } from "@conform-to/zod/v4";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readSiteSettingsForm, saveSiteSettingsForm } from "~/.server/content/content-admin";
import { publishSection, readSectionValues } from "~/.server/content/section-store";
import { publicSiteSettings, readSiteSettings } from "~/.server/content/site-settings";
import { contentSections, contentSectionVersions, siteSettings } from "~/.server/db/schema";
import { hero as homeHero } from "~/content/home";
import { modelPages } from "~/content/model-pages";
import { cardMessages } from "~/content/registry/card-rules";
import { sections } from "~/content/registry/sections";
import { validateSectionInput } from "~/content/registry/values";
import { defaultSiteSettings } from "~/content/site";
import { invalidCharactersMessage } from "~/forms/plain-text";
import { contentMessages, type SiteSettingsFormValues, siteSettingsFormSchema } from "~/forms/site-content";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import type { ServerProcess } from "../support/server-process";

/**
 * Content Management: the page heroes are registry sections (published through the section
 * store, shown by the public pages on the next request), and the Site Settings form keeps the
 * logo, social links and promo banner in site_settings (upsert on section), with its own
 * validation.
 */

const heroIds = [
  "hero.home",
  "hero.modelo-home",
  "hero.modelo-office",
  "hero.modelo-loja",
  "hero.modelo-prime",
] as const;

function formValues(overrides: Partial<SiteSettingsFormValues> = {}): SiteSettingsFormValues {
  return {
    logo: { text: "Cota Fácil", imageUrl: "" },
    socialLinks: { facebook: "", instagram: "", twitter: "", linkedin: "" },
    promoBanner: { text: "Oferta da semana", deadline: "2030-01-31T23:59:59" },
    ...overrides,
  };
}

/** Records what the save logs, to check what it reports. */
function recordingLogger() {
  const errors: { target?: string }[] = [];
  return {
    errors,
    logger: { info: () => {}, error: (fields: { target?: string }) => void errors.push(fields) },
  };
}

const saveOptions = (logger = recordingLogger().logger) => ({
  logger,
  allowPrivateNetwork: true,
  maxImageBytes: 1024 * 1024,
});

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

  it("reads each page's own hero and the default settings when nothing was saved", async () => {
    const heroes = await readSectionValues(database.db, heroIds);
    expect(heroes["hero.modelo-prime"]).toEqual({
      title: modelPages.prime.hero.title,
      subtitle: modelPages.prime.hero.subtitle,
      imageSrc: modelPages.prime.hero.imageSrc,
    });
    expect(heroes["hero.home"]).toMatchObject({ title: homeHero.title, imageSrc: homeHero.imageSrc });
    const values = await readSiteSettingsForm(database.db);
    expect(values.logo).toEqual(defaultSiteSettings.logo);
    expect(values.socialLinks).toEqual(defaultSiteSettings.socialLinks);
    expect(values.promoBanner).toEqual(defaultSiteSettings.promoBanner);
  });

  it("publishes a hero and saves the settings; the public readers see them", async () => {
    const prime = { title: "Prime do admin", subtitle: "Subtítulo Prime", imageSrc: "/uploads/prime.webp" };
    expect(await publishSection(database.db, "hero.modelo-prime", prime, "admin-1")).toEqual({ ok: true });
    const values = formValues();
    values.logo = { text: "Cota Fácil Brasil", imageUrl: "/uploads/logo.png" };
    values.socialLinks.twitter = "https://x.com/cotafacil";
    expect(await saveSiteSettingsForm(database.db, values, "admin-1", saveOptions())).toEqual({ ok: true });

    expect(await readSiteSettingsForm(database.db)).toEqual(values);
    const heroes = await readSectionValues(database.db, heroIds);
    expect(heroes["hero.modelo-prime"]).toEqual(prime);
    expect(heroes["hero.modelo-office"]).toEqual(sections["hero.modelo-office"].defaults);
    const settings = await readSiteSettings(database.db);
    expect(settings.logo).toEqual(values.logo);
    expect(settings.socialLinks).toEqual({
      facebook: "",
      instagram: "",
      twitter: "https://x.com/cotafacil",
      linkedin: "",
    });
    expect(settings.promoBanner).toEqual(values.promoBanner);

    const [heroRow] = await database.db.select().from(contentSections);
    expect(heroRow).toMatchObject({ sectionId: "hero.modelo-prime", publishedBy: "admin-1" });
    const rows = await database.db.select().from(siteSettings);
    expect(rows.map((row) => row.section).sort()).toEqual(["logo", "promoBanner", "socialLinks"]);
    expect(rows.every((row) => row.createdBy === "admin-1")).toBe(true);
  });

  it("saving again updates the same rows instead of adding new ones", async () => {
    const first = formValues();
    first.logo.text = "Primeiro logo";
    await saveSiteSettingsForm(database.db, first, "admin-1", saveOptions());
    const before = await database.db.select().from(siteSettings);
    const hero = { ...sections["hero.modelo-prime"].defaults, title: "Primeiro título" };
    await publishSection(database.db, "hero.modelo-prime", hero, "admin-1");

    const second = formValues();
    second.logo.text = "Outro logo";
    expect(await saveSiteSettingsForm(database.db, second, "admin-2", saveOptions())).toEqual({ ok: true });
    await publishSection(database.db, "hero.modelo-prime", { ...hero, title: "Segundo título" }, "admin-2");

    const after = await database.db.select().from(siteSettings);
    expect(after).toHaveLength(3);
    expect(after.map((row) => row.id).sort()).toEqual(before.map((row) => row.id).sort());
    expect(after.every((row) => row.createdBy === "admin-2")).toBe(true);
    expect((await readSiteSettings(database.db)).logo.text).toBe("Outro logo");
    // One row per hero; each publish is kept as a version.
    expect(await database.db.select().from(contentSections)).toHaveLength(1);
    expect(await database.db.select().from(contentSectionVersions)).toHaveLength(2);
    expect((await readSectionValues(database.db, ["hero.modelo-prime"]))["hero.modelo-prime"]).toMatchObject({
      title: "Segundo título",
    });
  });

  it("a write the database refuses is reported and the others are kept", async () => {
    const values = formValues();
    // PostgreSQL refuses NUL in jsonb text: a real failure of one of the parallel upserts.
    values.socialLinks.twitter = "https://x.com/\u0000";
    values.logo.text = "Logo salvo";
    const { errors, logger } = recordingLogger();
    expect(await saveSiteSettingsForm(database.db, values, "admin-1", saveOptions(logger))).toEqual({
      ok: false,
      failure: "partial",
    });
    expect(errors.map((error) => error.target)).toEqual(["site_settings socialLinks"]);
    expect((await readSiteSettings(database.db)).logo.text).toBe("Logo salvo");
    expect((await readSiteSettingsForm(database.db)).socialLinks).toEqual(defaultSiteSettings.socialLinks);
  });

  it("the public site never uses a stored address it must not", async () => {
    await database.db.insert(siteSettings).values([
      { section: "logo", settings: { text: "  ", imageUrl: "javascript:alert(1)" } },
      {
        section: "socialLinks",
        settings: {
          facebook: "javascript:alert(1)",
          instagram: "data:text/html,<b>x</b>",
          twitter: "https://x.com/ok",
          linkedin: 42,
        },
      },
      { section: "promoBanner", settings: { text: "Promo", deadline: "amanhã" } },
    ]);
    const settings = await readSiteSettings(database.db);
    expect(settings.logo).toEqual({ text: defaultSiteSettings.logo.text, imageUrl: "" });
    expect(settings.socialLinks).toEqual({
      facebook: "",
      instagram: "",
      twitter: "https://x.com/ok",
      // Not a string: the default stays.
      linkedin: defaultSiteSettings.socialLinks.linkedin,
    });
    expect(settings.promoBanner).toEqual({ text: "Promo", deadline: "" });
    // The admin screen still shows what is stored, so it can be corrected.
    expect((await readSiteSettingsForm(database.db)).logo.imageUrl).toBe("javascript:alert(1)");
  });
});

describe("the Content Management form's rules", () => {
  const parse = (fields: Record<string, string>) => {
    const formData = new FormData();
    formData.set("promoBanner.text", "Oferta");
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return parseWithZod(formData, { schema: siteSettingsFormSchema });
  };
  const errorsOf = (fields: Record<string, string>) => {
    const submission = parse(fields);
    return submission.status === "success" ? {} : submission.reply().error;
  };
  const hero = sections["hero.modelo-prime"];
  const heroErrors = (fields: Record<string, string>) => {
    const checked = validateSectionInput(hero, { ...hero.defaults, ...fields });
    return checked.ok ? {} : checked.errors;
  };

  it("takes blank fields as blank, trims texts and drops control characters", () => {
    const submission = parse({ "logo.text": "  Cota\u0000 Fácil  " });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.logo).toEqual({ text: "Cota Fácil", imageUrl: "" });
    expect(submission.value.socialLinks.twitter).toBe("");
    expect(submission.value.promoBanner).toEqual({ text: "Oferta", deadline: "" });
    // A hero's texts are trimmed; a control character is refused on its field, not dropped.
    expect(heroErrors({ title: "  Título Prime  " })).toEqual({});
    expect(heroErrors({ title: "Título\u0000 Prime" })).toEqual({ title: [invalidCharactersMessage] });
  });

  it("accepts https and site paths for images, http(s) for social links", () => {
    const submission = parse({
      "logo.imageUrl": "/uploads/logo.png",
      "socialLinks.facebook": "https://facebook.com/cotafacil",
      "socialLinks.twitter": "http://twitter.com/cotafacil",
      "promoBanner.deadline": "2030-12-31T23:59",
    });
    expect(submission.status).toBe("success");
    expect(heroErrors({ imageSrc: "/uploads/hero.webp" })).toEqual({});
    expect(heroErrors({ imageSrc: "https://cdn.example.com/loja.jpg" })).toEqual({});
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
      expect(errorsOf({ "logo.imageUrl": bad }), bad).toEqual({
        "logo.imageUrl": [contentMessages.imageUrl],
      });
    }
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//x.com/cotafacil",
      "/contato",
      "ftp://x.com",
    ]) {
      expect(errorsOf({ "socialLinks.twitter": bad }), bad).toEqual({
        "socialLinks.twitter": [contentMessages.webUrl],
      });
    }
  });

  it("needs the banner text and a real date and time", () => {
    expect(errorsOf({ "promoBanner.text": "   " })).toEqual({
      "promoBanner.text": [contentMessages.bannerText],
    });
    for (const bad of ["2030-02-31T10:00", "31/12/2030 23:59", "2030-12-31"]) {
      expect(errorsOf({ "promoBanner.deadline": bad }), bad).toEqual({
        "promoBanner.deadline": [contentMessages.deadline],
      });
    }
  });

  it("each hero's defaults are the texts and image its page shows", () => {
    expect(sections["hero.modelo-prime"].defaults.title).toBe(modelPages.prime.hero.title);
    expect(sections["hero.modelo-loja"].defaults.title).toBe(modelPages.loja.hero.title);
    expect(sections["hero.modelo-home"].defaults.title).toBe(modelPages.home.hero.title);
    expect(sections["hero.home"].defaults.imageSrc).toBe("/images/hero-illustration.svg");
    expect(publicSiteSettings(defaultSiteSettings).logo.text).toBe("Cota Fácil");
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

  const allFields = (overrides: Record<string, string>) => ({
    intent: "save",
    "logo.text": "Cota Fácil",
    "promoBanner.text": defaultSiteSettings.promoBanner.text,
    "promoBanner.deadline": defaultSiteSettings.promoBanner.deadline,
    ...overrides,
  });

  it("shows the current values on the screen", async () => {
    const page = await asAdmin.get("/admin/content");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Save All Changes");
    expect(page.text).toContain(defaultSiteSettings.promoBanner.text);
  });

  it("refuses a javascript: address with a field error and saves nothing", async () => {
    const answer = await asAdmin.post(
      "/admin/content",
      allFields({ "logo.text": "Não deve salvar", "socialLinks.twitter": "javascript:alert(1)" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(contentMessages.webUrl);
    const hero = await asAdmin.post("/admin/content/hero.modelo-prime", {
      intent: "publish",
      title: "Não deve salvar",
      subtitle: "Subtítulo",
      imageSrc: "javascript:alert(1)",
    });
    expect(hero.status).toBe(400);
    expect(hero.text).toContain(cardMessages.image);
    expect((await visitor.get("/modelo-prime")).text).not.toContain("Não deve salvar");
    expect((await visitor.get("/")).text).not.toContain("Não deve salvar");
    expect((await visitor.get("/")).text).not.toContain("javascript:alert(1)");
  });

  it("publishes the heroes and saves the settings; the public pages show them on the next request", async () => {
    const publishHero = (sectionId: string, fields: Record<string, string>) =>
      asAdmin.post(`/admin/content/${sectionId}`, {
        intent: "publish",
        ...(sections[sectionId as "hero.home"].defaults as Record<string, string>),
        ...fields,
      });
    expect((await publishHero("hero.modelo-prime", { title: "Prime salvo pelo admin" })).location).toBe(
      "/admin/content/hero.modelo-prime",
    );
    const home = { title: "Principal salvo pelo admin", subtitle: "Subtítulo da página principal" };
    expect((await publishHero("hero.home", home)).location).toBe("/admin/content/hero.home");
    const answer = await asAdmin.post(
      "/admin/content",
      allFields({ "logo.text": "Cota Fácil Teste", "socialLinks.twitter": "https://x.com/cotafacil-teste" }),
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Content saved");

    const prime = await visitor.get("/modelo-prime");
    expect(prime.text).toContain("Prime salvo pelo admin");
    const homePage = await visitor.get("/");
    expect(homePage.text).toContain("Principal salvo pelo admin");
    expect(homePage.text).toContain("Subtítulo da página principal");
    expect(homePage.text).toContain("Cota Fácil Teste");
    expect(homePage.text).toContain('href="https://x.com/cotafacil-teste"');
    // Facebook was left blank: its footer link is gone.
    expect(homePage.text).not.toContain("facebook.com/cotafacil");
  });

  it("answers 400 to an intent it does not know", async () => {
    expect((await asAdmin.post("/admin/content", { intent: "nao-existe" })).status).toBe(400);
  });
});
