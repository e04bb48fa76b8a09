import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { heroDefaults, readContentForm, saveContentForm } from "~/.server/content/content-admin";
import { readPageHero } from "~/.server/content/site-content";
import { publicSiteSettings, readSiteSettings } from "~/.server/content/site-settings";
import { siteContent, siteSettings } from "~/.server/db/schema";
import { modelPages } from "~/content/model-pages";
import { defaultSiteSettings } from "~/content/site";
import { type ContentFormValues, contentFormSchema, contentMessages } from "~/forms/site-content";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import type { ServerProcess } from "../support/server-process";

/**
 * Content Management: the hero of each page in
 * site_content (upsert on page_id + section_id), the logo, social links and promo banner in
 * site_settings (upsert on section), the validation of the form, and the public site reading
 * the saved values on the next request.
 */

const blankHero = { title: "", subtitle: "", imageSrc: "" };

function formValues(overrides: Partial<ContentFormValues> = {}): ContentFormValues {
  return {
    pages: {
      home: { ...blankHero },
      office: { ...blankHero },
      home_franchise: { ...blankHero },
      prime: { ...blankHero },
      store: { ...blankHero },
    },
    logo: { text: "Cota Fácil", imageUrl: "" },
    socialLinks: { facebook: "", instagram: "", twitter: "", linkedin: "" },
    promoBanner: { text: "Oferta da semana", deadline: "2030-01-31T23:59:59" },
    ...overrides,
  };
}

describe.each(databaseKinds)("Content Management storage on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(siteContent);
    await database.db.delete(siteSettings);
  });

  it("reads blank heroes and the default settings when nothing was saved", async () => {
    const values = await readContentForm(database.db);
    for (const hero of Object.values(values.pages)) expect(hero).toEqual(blankHero);
    expect(values.logo).toEqual(defaultSiteSettings.logo);
    expect(values.socialLinks).toEqual(defaultSiteSettings.socialLinks);
    expect(values.promoBanner).toEqual(defaultSiteSettings.promoBanner);
  });

  it("saves every tab and the public readers see it", async () => {
    const values = formValues();
    values.pages.prime = {
      title: "Prime do admin",
      subtitle: "Subtítulo Prime",
      imageSrc: "/uploads/prime.webp",
    };
    values.pages.home = { title: "Home do admin", subtitle: "", imageSrc: "" };
    values.logo = { text: "Cota Fácil Brasil", imageUrl: "https://cdn.example.com/logo.png" };
    values.socialLinks.twitter = "https://x.com/cotafacil";

    expect(await saveContentForm(database.db, values, "admin-1")).toEqual([]);

    expect(await readContentForm(database.db)).toEqual(values);
    expect(await readPageHero(database.db, "prime")).toEqual(values.pages.prime);
    expect(await readPageHero(database.db, "home")).toEqual({ title: "Home do admin" });
    expect(await readPageHero(database.db, "office")).toEqual({});
    const settings = await readSiteSettings(database.db);
    expect(settings.logo).toEqual(values.logo);
    expect(settings.socialLinks).toEqual({
      facebook: "",
      instagram: "",
      twitter: "https://x.com/cotafacil",
      linkedin: "",
    });
    expect(settings.promoBanner).toEqual(values.promoBanner);

    const rows = await database.db.select().from(siteContent);
    expect(rows.map((row) => row.pageId).sort()).toEqual([
      "home",
      "home_franchise",
      "office",
      "prime",
      "store",
    ]);
    expect(rows.every((row) => row.sectionId === "hero" && row.createdBy === "admin-1")).toBe(true);
    const sections = await database.db.select().from(siteSettings);
    expect(sections.map((row) => row.section).sort()).toEqual(["logo", "promoBanner", "socialLinks"]);
    expect(sections.every((row) => row.createdBy === "admin-1")).toBe(true);
  });

  it("saving again updates the same rows instead of adding new ones", async () => {
    const first = formValues();
    first.pages.prime.title = "Primeiro título";
    await saveContentForm(database.db, first, "admin-1");
    const [before] = await database.db.select().from(siteContent).where(eqPage("prime"));

    const second = formValues();
    second.pages.prime.title = "Segundo título";
    second.logo.text = "Outro logo";
    expect(await saveContentForm(database.db, second, "admin-2")).toEqual([]);

    expect(await database.db.select().from(siteContent)).toHaveLength(5);
    expect(await database.db.select().from(siteSettings)).toHaveLength(3);
    const [after] = await database.db.select().from(siteContent).where(eqPage("prime"));
    expect(after.id).toBe(before.id);
    expect(after.content.title).toBe("Segundo título");
    expect(after.createdBy).toBe("admin-2");
    expect(after.updatedAt.getTime()).toBeGreaterThanOrEqual(before.updatedAt.getTime());
    expect((await readSiteSettings(database.db)).logo.text).toBe("Outro logo");
  });

  it("a write the database refuses is reported and the others are kept", async () => {
    const values = formValues();
    // PostgreSQL refuses NUL in jsonb text: a real failure of one of the parallel upserts.
    values.pages.office.title = "Office\u0000";
    values.pages.store.title = "Loja salva";
    values.logo.text = "Logo salvo";
    const failures = await saveContentForm(database.db, values, "admin-1");
    expect(failures.map((failure) => failure.target)).toEqual(["site_content office/hero"]);
    expect(failures[0].error).toBeInstanceOf(Error);
    expect((await readPageHero(database.db, "store")).title).toBe("Loja salva");
    expect(await readPageHero(database.db, "office")).toEqual({});
    expect((await readSiteSettings(database.db)).logo.text).toBe("Logo salvo");
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
    expect((await readContentForm(database.db)).logo.imageUrl).toBe("javascript:alert(1)");
  });
});

const eqPage = (pageId: string) => eq(siteContent.pageId, pageId);

describe("the Content Management form's rules", () => {
  const parse = (fields: Record<string, string>) => {
    const formData = new FormData();
    formData.set("promoBanner.text", "Oferta");
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return parseWithZod(formData, { schema: contentFormSchema });
  };
  const errorsOf = (fields: Record<string, string>) => {
    const submission = parse(fields);
    return submission.status === "success" ? {} : submission.reply().error;
  };

  it("takes blank fields as blank, trims texts and drops control characters", () => {
    const submission = parse({ "pages.prime.title": "  Título\u0000 Prime  ", "logo.text": "Cota" });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value.pages.prime).toEqual({ title: "Título Prime", subtitle: "", imageSrc: "" });
    expect(submission.value.pages.home).toEqual(blankHero);
    expect(submission.value.socialLinks.twitter).toBe("");
    expect(submission.value.promoBanner).toEqual({ text: "Oferta", deadline: "" });
  });

  it("accepts https and site paths for images, http(s) for social links", () => {
    const submission = parse({
      "pages.home.imageSrc": "/uploads/hero.webp",
      "pages.store.imageSrc": "https://cdn.example.com/loja.jpg",
      "logo.imageUrl": "/uploads/logo.png",
      "socialLinks.facebook": "https://facebook.com/cotafacil",
      "socialLinks.twitter": "http://twitter.com/cotafacil",
      "promoBanner.deadline": "2030-12-31T23:59",
    });
    expect(submission.status).toBe("success");
  });

  it("refuses addresses a page must not load or link to, on the field", () => {
    for (const bad of [
      "javascript:alert(1)",
      "data:image/png;base64,AAAA",
      "//evil.example.com/x.png",
      "http://insecure.example.com/x.png",
      "imagem.png",
    ]) {
      expect(errorsOf({ "pages.prime.imageSrc": bad }), bad).toEqual({
        "pages.prime.imageSrc": [contentMessages.imageUrl],
      });
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

  it("the placeholders are the texts each page shows by default", () => {
    const defaults = heroDefaults();
    expect(defaults.prime.title).toBe(modelPages.prime.hero.title);
    expect(defaults.store.title).toBe(modelPages.loja.hero.title);
    expect(defaults.home_franchise.title).toBe(modelPages.home.hero.title);
    expect(defaults.home.imageSrc).toBe("/images/hero-illustration.svg");
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
      allFields({ "pages.prime.title": "Não deve salvar", "socialLinks.twitter": "javascript:alert(1)" }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(contentMessages.webUrl);
    expect((await visitor.get("/modelo-prime")).text).not.toContain("Não deve salvar");
    expect((await visitor.get("/")).text).not.toContain("javascript:alert(1)");
  });

  it("saves every tab; the public pages show it on the next request", async () => {
    const answer = await asAdmin.post(
      "/admin/content",
      allFields({
        "pages.prime.title": "Prime salvo pelo admin",
        "pages.home.title": "Principal salvo pelo admin",
        "pages.home.subtitle": "Subtítulo da página principal",
        "logo.text": "Cota Fácil Teste",
        "socialLinks.twitter": "https://x.com/cotafacil-teste",
      }),
    );
    expect(answer.status).toBe(200);
    expect(answer.text).toContain("Content saved");

    const prime = await visitor.get("/modelo-prime");
    expect(prime.text).toContain("Prime salvo pelo admin");
    const home = await visitor.get("/");
    expect(home.text).toContain("Principal salvo pelo admin");
    expect(home.text).toContain("Subtítulo da página principal");
    expect(home.text).toContain("Cota Fácil Teste");
    expect(home.text).toContain('href="https://x.com/cotafacil-teste"');
    // Facebook was left blank: its footer link is gone.
    expect(home.text).not.toContain("facebook.com/cotafacil");
  });

  it("answers 400 to an intent it does not know", async () => {
    expect((await asAdmin.post("/admin/content", { intent: "nao-existe" })).status).toBe(400);
  });
});
