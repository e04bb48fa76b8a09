import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  applySiteData,
  compareSiteData,
  defaultSiteData,
  latestSnapshot,
  listSnapshots,
  readSiteData,
  resetSiteData,
  restoreSnapshot,
  saveSnapshot,
} from "~/.server/admin/site-data";
import { parseSiteDataJson } from "~/.server/admin/site-data-schema";
import { readContactForm } from "~/.server/content/forms";
import { publishSection, readSectionValues } from "~/.server/content/section-store";
import {
  formSubmissions,
  forms,
  media,
  siteSettings,
  siteSnapshots,
  siteStyles,
  users,
} from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { modelPages } from "~/content/model-pages";
import { sections } from "~/content/registry/sections";
import { validateSectionInput } from "~/content/registry/values";
import { defaultSiteStyles } from "~/content/styles";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { contactFormData } from "../support/contact-lead";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead } from "../support/leads";
import type { ServerProcess } from "../support/server-process";

/**
 * The dashboard's Site Data Management: snapshots in the database (not in the browser's
 * storage), reset to defaults, and JSON import that refuses a
 * bad file without changing anything. On both databases, then once through the real server.
 */

/** Some edits an admin might have made on the other screens. */
async function editSite(db: TestDatabase["db"], marker: string) {
  await publishSection(db, "hero.modelo-prime", primeHero(marker), null);
  await publishSection(db, "logo", { text: `Logo ${marker}`, imageUrl: "" }, null);
  await db.insert(siteStyles).values({
    section: "colors",
    styles: { ...defaultSiteStyles.colors, primary: marker === "A" ? "#112233" : "#445566" },
  });
  const form = await readContactForm(db);
  await db
    .update(forms)
    .set({ settings: { ...form.settings, submitButtonText: `Enviar ${marker}` } })
    .where(eq(forms.formId, "contact"));
}

/** The Prime page's hero as an edit `marker` publishes it. */
function primeHero(marker: string) {
  return { ...sections["hero.modelo-prime"].defaults, title: `Prime ${marker}`, subtitle: "Sub" };
}

/** What the public pages would show. */
async function publicView(db: TestDatabase["db"]) {
  const [values, form, data] = await Promise.all([
    readSectionValues(db, ["hero.modelo-prime", "logo"]),
    readContactForm(db),
    readSiteData(db),
  ]);
  const colors = data.styles.find((row) => row.section === "colors")?.styles;
  return {
    heroTitle: (values["hero.modelo-prime"] as { title: string }).title,
    logo: (values.logo as { text: string }).text,
    button: form.settings.submitButtonText,
    primary: colors?.primary,
  };
}

/** A page's visible text, tags removed (to read the numbers of a table). */
function htmlText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
}

function exportText(data: unknown) {
  return JSON.stringify(data);
}

describe.each(databaseKinds)("site data snapshots on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await resetSiteData(database.db, null);
    await database.db.delete(siteSnapshots);
  });

  it("save → change → load restores the saved data", async () => {
    const { db } = database;
    await editSite(db, "A");
    const saved = await publicView(db);
    expect(saved).toEqual({ heroTitle: "Prime A", logo: "Logo A", button: "Enviar A", primary: "#112233" });
    await saveSnapshot(db, "admin-1");

    await editSite(db, "B");
    expect(await publicView(db)).toEqual({
      heroTitle: "Prime B",
      logo: "Logo B",
      button: "Enviar B",
      primary: "#445566",
    });

    const latest = await latestSnapshot(db);
    const restored = await restoreSnapshot(db, latest!.id, "admin-1");
    expect(restored).not.toBeNull();
    expect(await publicView(db)).toEqual(saved);
  });

  it("any snapshot can be restored, not only the newest; an unknown one changes nothing", async () => {
    const { db } = database;
    expect(await restoreSnapshot(db, 999_999, null)).toBeNull();
    expect(await db.select().from(siteSnapshots)).toEqual([]);
    await editSite(db, "A");
    const older = await saveSnapshot(db, null);
    await editSite(db, "B");
    const newest = await saveSnapshot(db, null);
    expect((await latestSnapshot(db))?.id).toBe(newest.id);
    await resetSiteData(db, null);
    await restoreSnapshot(db, older.id, null);
    expect((await publicView(db)).logo).toBe("Logo A");
    await restoreSnapshot(db, newest.id, null);
    expect((await publicView(db)).logo).toBe("Logo B");
  });

  it("a restore, an import and a reset each keep the data they replace, with its reason and author", async () => {
    const { db } = database;
    const [author] = await db
      .insert(users)
      .values({ id: `snap-${kind}`, name: "Ana Souza", email: `ana-${kind}@cotafacil.com.br` })
      .onConflictDoNothing()
      .returning();
    const by = author?.id ?? `snap-${kind}`;

    await editSite(db, "A");
    const saved = await saveSnapshot(db, by);
    await editSite(db, "B");
    const beforeRestore = await readSiteData(db);
    const restored = await restoreSnapshot(db, saved.id, by);
    const copy = async (id: number) =>
      (await db.select().from(siteSnapshots).where(eq(siteSnapshots.id, id)))[0];
    expect(await copy(restored!.safetyCopyId)).toMatchObject({
      reason: "before-restore",
      data: beforeRestore,
    });

    const beforeImport = await readSiteData(db);
    const imported = await applySiteData(db, defaultSiteData(), by, "before-import");
    expect(await copy(imported.safetyCopyId)).toMatchObject({ reason: "before-import", data: beforeImport });

    await editSite(db, "C");
    const beforeReset = await readSiteData(db);
    const reset = await resetSiteData(db, by);
    expect(await copy(reset.safetyCopyId)).toMatchObject({ reason: "before-reset", data: beforeReset });

    // Restoring the copy made before the reset brings the reset's victim back.
    await restoreSnapshot(db, reset.safetyCopyId, by);
    expect((await publicView(db)).logo).toBe("Logo C");

    const list = await listSnapshots(db);
    expect(list.map((row) => row.reason)).toEqual([
      "before-restore",
      "before-reset",
      "before-import",
      "before-restore",
      "manual",
    ]);
    expect(new Set(list.map((row) => row.author))).toEqual(new Set(["Ana Souza"]));
  });

  it("compares site data part by part: changed, added, removed and unchanged items", async () => {
    const { db } = database;
    const defaults = await readSiteData(db);
    await editSite(db, "A");
    const edited = await readSiteData(db);
    expect(compareSiteData(edited, defaults)).toEqual({
      content: { changed: 0, added: 0, removed: 0, unchanged: 0 },
      settings: { changed: 0, added: 0, removed: 0, unchanged: 0 },
      styles: { changed: 1, added: 0, removed: 0, unchanged: 1 },
      forms: { changed: 1, added: 0, removed: 0, unchanged: 0 },
      // The Prime hero and the logo, published: sections.
      sections: { changed: 0, added: 0, removed: 2, unchanged: 0 },
      pages: { changed: 0, added: 0, removed: 0, unchanged: 0 },
    });
    expect(compareSiteData(defaults, edited).sections).toEqual({
      changed: 0,
      added: 2,
      removed: 0,
      unchanged: 0,
    });
    expect(Object.values(compareSiteData(edited, edited)).map((part) => part.unchanged)).toEqual([
      0, 0, 2, 1, 2, 0,
    ]);
  });

  it("a snapshot holds the sections (heroes and logo among them), the newest styles and the forms", async () => {
    const { db } = database;
    await editSite(db, "A");
    await editSite(db, "B");
    await saveSnapshot(db, null);
    const snapshot = (await latestSnapshot(db))!.data;
    expect(snapshot.version).toBe(1);
    expect(snapshot.content).toEqual([]);
    expect(snapshot.sections).toEqual([
      { sectionId: "hero.modelo-prime", value: primeHero("B") },
      { sectionId: "logo", value: { text: "Logo B", imageUrl: "" } },
    ]);
    expect(snapshot.settings).toEqual([]);
    expect(snapshot.styles.map((row) => row.section).sort()).toEqual(["colors", "typography"]);
    expect(snapshot.styles.find((row) => row.section === "colors")?.styles.primary).toBe("#445566");
    expect(snapshot.forms.map((row) => row.formId)).toEqual(["contact"]);
  });

  it("reset restores the defaults and keeps leads, media and the style history", async () => {
    const { db } = database;
    await seedDefaults(db);
    await sendLead(db);
    await db.insert(media).values({ url: "/uploads/a.webp", name: "A" });
    // A row of site_settings that is not site data (like the media samples' mark).
    await db
      .insert(siteSettings)
      .values({ section: "marcaInterna", settings: { em: "2026-11-22" } })
      .onConflictDoNothing();
    await editSite(db, "A");
    const stylesBefore = (await db.select().from(siteStyles)).length;
    const mediaBefore = (await db.select().from(media)).length;

    await resetSiteData(db, "admin-1");

    // The composed pages (none here) are not reset: see tests/integration/site-data-pages.test.ts.
    expect(await readSiteData(db)).toEqual({ ...defaultSiteData(), pages: [] });
    expect(await publicView(db)).toEqual({
      heroTitle: modelPages.prime.hero.title,
      logo: "Cota Fácil",
      button: "Quero ser um franqueado",
      primary: "#0ea5e9",
    });
    expect((await db.select().from(siteStyles)).length).toBe(stylesBefore + 2);
    expect(await db.select().from(formSubmissions)).toHaveLength(1);
    expect(await db.select().from(media)).toHaveLength(mediaBefore);
    const [mark] = await db.select().from(siteSettings).where(eq(siteSettings.section, "marcaInterna"));
    expect(mark?.settings).toEqual({ em: "2026-11-22" });
  });

  it("an export imported back gives the same site data", async () => {
    const { db } = database;
    await editSite(db, "A");
    const exported = { ...(await readSiteData(db)), exportedAt: new Date().toISOString() };
    await resetSiteData(db, null);
    const parsed = parseSiteDataJson(exportText(exported));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    await applySiteData(db, parsed.data, null, "before-import");
    expect(await publicView(db)).toEqual({
      heroTitle: "Prime A",
      logo: "Logo A",
      button: "Enviar A",
      primary: "#112233",
    });
  });

  it("a file written before the heroes were sections brings its heroes in; other sections stay", async () => {
    const { db } = database;
    await editSite(db, "A");
    const steps = { items: [{ title: "Passo único", text: "Texto do passo." }] };
    await publishSection(db, "steps", steps, null);
    const older = { ...defaultSiteData(), sections: undefined } as Record<string, unknown>;
    older.content = [{ pageId: "store", sectionId: "hero", content: { title: "Loja antiga", subtitle: "" } }];
    const parsed = parseSiteDataJson(JSON.stringify(older));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    await applySiteData(db, parsed.data, null, "before-import");

    const values = await readSectionValues(db, ["hero.modelo-loja", "hero.modelo-prime", "steps"]);
    expect(values["hero.modelo-loja"]).toEqual({
      ...sections["hero.modelo-loja"].defaults,
      title: "Loja antiga",
    });
    // The old file had no Prime hero: back to the page's own, as a restore of such a file always did.
    expect(values["hero.modelo-prime"]).toEqual(sections["hero.modelo-prime"].defaults);
    expect(values.steps).toEqual(steps);
  });

  it("a file written before the logo, links and banner were sections brings them in as sections", async () => {
    const { db } = database;
    const steps = { items: [{ title: "Passo único", text: "Texto do passo." }] };
    await publishSection(db, "steps", steps, null);
    await publishSection(db, "promo-banner", { text: "Banner de agora", deadline: "" }, null);
    // Written before the sections existed: no `sections`, the settings as rows.
    const older = { ...defaultSiteData(), sections: undefined } as Record<string, unknown>;
    older.settings = [
      { section: "logo", settings: { text: "Logo antigo", imageUrl: "" } },
      { section: "socialLinks", settings: { facebook: "", twitter: "https://x.com/antigo" } },
    ];
    const parsed = parseSiteDataJson(JSON.stringify(older));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    await applySiteData(db, parsed.data, null, "before-import");

    const values = await readSectionValues(db, ["logo", "social-links", "promo-banner", "steps"]);
    expect(values.logo).toEqual({ text: "Logo antigo", imageUrl: "" });
    // A network the file does not name keeps its default link, as the pages read such a file.
    expect(values["social-links"]).toEqual({
      ...sections["social-links"].defaults,
      facebook: "",
      twitter: "https://x.com/antigo",
    });
    // The file had no banner: back to the default, as a restore of such a file always did.
    expect(values["promo-banner"]).toEqual(sections["promo-banner"].defaults);
    expect(values.steps).toEqual(steps);
    // A file written after the heroes became sections, with its settings still as rows.
    const between = { ...defaultSiteData(), sections: [{ sectionId: "steps", value: steps }] };
    between.settings = [{ section: "promoBanner", settings: { text: "", deadline: "2031-05-01T10:00" } }];
    const parsedBetween = parseSiteDataJson(JSON.stringify(between));
    expect(parsedBetween.ok && parsedBetween.data.settings).toEqual([]);
    if (!parsedBetween.ok) return;
    await applySiteData(db, parsedBetween.data, null, "before-import");
    const after = await readSectionValues(db, ["logo", "promo-banner", "steps"]);
    // A blank banner text meant the default text.
    expect(after["promo-banner"]).toEqual({
      text: sections["promo-banner"].defaults.text,
      deadline: "2031-05-01T10:00",
    });
    expect(after.logo).toEqual(sections.logo.defaults);
    expect(after.steps).toEqual(steps);
  });

  it("an older file's settings are checked with the sections' rules and words", () => {
    const older = { ...defaultSiteData(), sections: undefined } as Record<string, unknown>;
    older.settings = [{ section: "logo", settings: { text: "x".repeat(61) } }];
    expect(parseSiteDataJson(JSON.stringify(older))).toEqual({
      ok: false,
      message:
        "O arquivo não tem o formato dos dados do site (sections.logo.text: Use no máximo 60 caracteres.). Nada foi alterado.",
    });
    older.settings = [{ section: "promoBanner", settings: { text: "Oferta", deadline: "2030-02-31T10:00" } }];
    expect(parseSiteDataJson(JSON.stringify(older))).toMatchObject({
      ok: false,
      message: expect.stringContaining("sections.promo-banner.deadline: Informe uma data e hora válidas."),
    });
  });

  it("a restore that fails part-way changes nothing (one transaction)", async () => {
    const { db } = database;
    await editSite(db, "A");
    const before = await readSiteData(db);
    const broken = defaultSiteData();
    // Two rows for one form break the unique index after the forms were emptied.
    broken.content = [{ pageId: "home", sectionId: "hero", content: { title: "Nunca" } }];
    broken.forms = [...broken.forms, broken.forms[0]];
    const snapshotsBefore = await db.select().from(siteSnapshots);
    await expect(applySiteData(db, broken, null, "before-import")).rejects.toThrow();
    expect(await readSiteData(db)).toEqual(before);
    // The copy of the data it would have replaced went with it: same transaction.
    expect(await db.select().from(siteSnapshots)).toEqual(snapshotsBefore);
  });
});

describe("the site data file (Import JSON)", () => {
  const good = () => JSON.parse(JSON.stringify({ ...defaultSiteData(), exportedAt: "2026-11-22T10:00:00Z" }));

  it("accepts an export", () => {
    const parsed = parseSiteDataJson(JSON.stringify(good()));
    expect(parsed).toEqual({ ok: true, data: defaultSiteData() });
  });

  it("refuses a hero too long for its editor, with the editor's own message", () => {
    const hero = sections["hero.modelo-prime"];
    const value = { ...hero.defaults, title: "x".repeat(201) };
    const onScreen = validateSectionInput(hero, value);
    expect(onScreen.ok).toBe(false);
    const screenMessage = onScreen.ok ? "" : onScreen.errors.title[0];
    expect(screenMessage).toBe("Use no máximo 200 caracteres.");
    const file = { ...good(), sections: [{ sectionId: "hero.modelo-prime", value }] };
    const parsed = parseSiteDataJson(JSON.stringify(file));
    expect(parsed).toEqual({
      ok: false,
      message: `O arquivo não tem o formato dos dados do site (sections.hero.modelo-prime.title: ${screenMessage}). Nada foi alterado.`,
    });
  });

  it.each([
    ["not JSON", "{ isto não é json", /não é um JSON válido/],
    ["an empty file", "", /não é um JSON válido/],
    ["an array", "[]", /formato dos dados do site/],
    ["another version", JSON.stringify({ ...good(), version: 2 }), /versão não suportada/],
    ["no forms", JSON.stringify({ ...good(), forms: undefined }), /forms/],
  ])("refuses %s", (_name, text, message) => {
    const parsed = parseSiteDataJson(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it("refuses unsafe addresses, bad colours, unknown pages and sections, and long texts", () => {
    const cases: Array<[string, (data: ReturnType<typeof good>) => void, RegExp]> = [
      [
        "a javascript: image in a file written before the heroes were sections",
        (d) => {
          d.content = [{ pageId: "prime", sectionId: "hero", content: { imageSrc: "javascript:alert(1)" } }];
        },
        /sections\.hero\.modelo-prime\.imageSrc: Escolha uma imagem da biblioteca de mídia/,
      ],
      [
        "a data: logo in a file written before the logo was a section",
        (d) => {
          d.settings = [{ section: "logo", settings: { imageUrl: "data:image/png;base64,AAAA" } }];
        },
        /sections\.logo\.imageUrl: Use um endereço que comece com https:\/\/ ou um caminho do site/,
      ],
      [
        "a protocol-relative social link",
        (d) => {
          d.settings = [{ section: "socialLinks", settings: { facebook: "//evil.example" } }];
        },
        /sections\.social-links\.facebook: Use um endereço que comece com https:\/\/ ou http:\/\//,
      ],
      [
        "a data: logo as a section",
        (d) => {
          d.sections = [{ sectionId: "logo", value: { text: "Logo", imageUrl: "data:image/png;base64,AA" } }];
        },
        /sections\.logo\.imageUrl/,
      ],
      [
        "a javascript: redirect",
        (d) => {
          d.forms[0].settings.redirectUrl = "javascript:alert(1)";
        },
        /redirectUrl/,
      ],
      [
        "a site path as webhook",
        (d) => {
          d.forms[0].settings.webhookUrl = "/api/contato";
        },
        /webhookUrl/,
      ],
      [
        "a bad colour",
        (d) => {
          d.styles[0].styles.primary = "red; background: url(x)";
        },
        /cor inválida/,
      ],
      [
        "a short colour",
        (d) => {
          d.styles[0].styles.text = "#333";
        },
        /cor inválida/,
      ],
      [
        "an unknown page",
        (d) => {
          d.content = [{ pageId: "admin", sectionId: "hero", content: { title: "x" } }];
        },
        /página desconhecida/,
      ],
      [
        "an unknown settings section",
        (d) => {
          d.settings = [{ section: "scripts", settings: {} }];
        },
        /seção de configurações desconhecida/,
      ],
      [
        "an unknown content field",
        (d) => {
          d.content = [{ pageId: "prime", sectionId: "hero", content: { html: "<script>" } }];
        },
        /html/,
      ],
      [
        // The limit and the words of the hero editor's Title field (see the test below).
        "a too long title",
        (d) => {
          d.content = [{ pageId: "prime", sectionId: "hero", content: { title: "x".repeat(201) } }];
        },
        /sections\.hero\.modelo-prime\.title: Use no máximo 200 caracteres\./,
      ],
      [
        // Only the fonts the Styling screen offers.
        "a font the site does not have",
        (d) => {
          const typography = d.styles.find((row: { section: string }) => row.section === "typography");
          typography.styles.headingFont = "Comic Sans";
        },
        /Escolha uma das fontes da lista\./,
      ],
      [
        "a repeated section",
        (d) => {
          const logo = { section: "logo", settings: { text: "Logo" } };
          d.settings = [logo, logo];
        },
        /mais de um item/,
      ],
      [
        "a field that is not text",
        (d) => {
          d.forms[0].fields[0].label = 42;
        },
        /label/,
      ],
    ];
    for (const [name, change, message] of cases) {
      const data = good();
      change(data);
      const parsed = parseSiteDataJson(JSON.stringify(data));
      expect(parsed.ok, name).toBe(false);
      if (!parsed.ok) expect(parsed.message, name).toMatch(message);
    }
  });
});

describe("Site Data Management through the server", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;

  beforeAll(async () => {
    ({ server, asAdmin } = await startServerWithAdmin());
  });
  afterAll(() => server?.stop());

  /** A multipart post, as the Import JSON form sends it (step one: the preview). */
  async function importFile(text: string, name = "dados.json") {
    const body = new FormData();
    body.set("intent", "pre-visualizar-importacao");
    body.set("file", new File([text], name, { type: "application/json" }));
    const response = await fetch(`${server.url}/admin/site-data`, {
      method: "POST",
      body,
      headers: { cookie: asAdmin.cookieHeader(), origin: server.url },
      redirect: "manual",
    });
    return { status: response.status, text: await response.text() };
  }

  async function exportFile() {
    const answer = await asAdmin.get("/admin/site-data.json");
    expect(answer.status).toBe(200);
    return answer;
  }

  it("exports the site data as a dated JSON attachment", async () => {
    const answer = await exportFile();
    expect(answer.headers.get("content-type")).toMatch(/^application\/json/);
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="cota-facil-dados-do-site-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    const data = JSON.parse(answer.text);
    expect(data.version).toBe(1);
    expect(data.forms[0].formId).toBe("contact");
    expect(await new Visitor(server.url).get("/admin/site-data.json")).toMatchObject({ status: 302 });
  });

  it("refuses a bad file with a message and changes nothing; applies a good one", async () => {
    const original = (await exportFile()).text;
    const data = JSON.parse(original);
    data.sections.push({ sectionId: "logo", value: { text: "Logo importado", imageUrl: "" } });

    const bad = structuredClone(data);
    bad.styles = [
      { section: "colors", styles: { ...defaultSiteStyles.colors, primary: "javascript:alert(1)" } },
    ];
    for (const text of ["{ não é json", JSON.stringify(bad)]) {
      const refused = await importFile(text);
      expect(refused.status).toBe(400);
      expect(refused.text).toContain("Arquivo recusado");
      expect((await exportFile()).text.replace(/"exportedAt".*\n/, "")).toBe(
        original.replace(/"exportedAt".*\n/, ""),
      );
    }

    // Step one: the file is checked and what it would change is shown; nothing changes yet.
    const preview = await importFile(JSON.stringify(data));
    expect(preview.status, preview.text.match(/O arquivo[^"\\]*/)?.[0]).toBe(200);
    expect(preview.text).toContain("Importar dados.json?");
    expect(preview.text).toContain("Confirmar importação");
    expect(preview.text).not.toContain("Data loaded");
    expect((await asAdmin.get("/")).text).not.toContain("Logo importado");
    const previewPage = htmlText(preview.text);
    expect(previewPage).toMatch(/Seções do site 0 1 0/);
    expect(previewPage).toMatch(/Configurações do site 0 0 0 Estilos/);

    // The data sent back with the confirmation is checked again: a tampered one is refused.
    const payload = JSON.stringify(parseSiteDataJson(JSON.stringify(data)).ok ? data : null);
    const tampered = await asAdmin.post("/admin/site-data", {
      intent: "importar-json",
      confirmed: "yes",
      fileName: "dados.json",
      payload: payload.replace('"Logo importado"', '"<script>"').replace(/"#[0-9a-f]{6}"/, '"red"'),
    });
    expect(tampered.status).toBe(400);
    expect((await asAdmin.get("/")).text).not.toContain("Logo importado");

    // Step two: confirmed, the data is applied, after a copy of what it replaces.
    const before = (await exportFile()).text;
    const applied = await asAdmin.post("/admin/site-data", {
      intent: "importar-json",
      confirmed: "yes",
      fileName: "dados.json",
      payload,
    });
    expect(applied.status).toBe(200);
    expect(applied.text).toContain("Data loaded");
    expect((await asAdmin.get("/")).text).toContain("Logo importado");
    const list = htmlText((await asAdmin.get("/admin/site-data")).text);
    expect(list).toContain("Antes de importar");
    const beforeLogo = JSON.parse(before).sections.find(
      (row: { sectionId: string }) => row.sectionId === "logo",
    );
    expect(beforeLogo?.value.text).not.toBe("Logo importado");
  });

  it("saves, loads, resets and clears the submissions, each with its notice", async () => {
    const saved = await asAdmin.post("/admin?index", { intent: "salvar-dados" });
    expect(saved.status).toBe(200);
    expect(saved.text).toContain("All data saved");

    // Sent before the page could ask (no JavaScript yet): the server asks, nothing changes.
    const unconfirmed = await asAdmin.post("/admin?index", { intent: "restaurar-padrao" });
    expect(unconfirmed.text).toContain("Are you sure you want to reset all site data?");
    expect((await asAdmin.get("/")).text).toContain("Logo importado");

    const reset = await asAdmin.post("/admin?index", { intent: "restaurar-padrao", confirmed: "yes" });
    expect(reset.text).toContain("Data reset");
    expect((await asAdmin.get("/")).text).not.toContain("Logo importado");

    // Load Saved Data: the list of snapshots; restoring one shows first what would change.
    const list = await asAdmin.get("/admin/site-data");
    expect(list.status).toBe(200);
    expect(htmlText(list.text)).toMatch(/Antes de redefinir \(Reset All Data\) · Administrador/);
    expect(htmlText(list.text)).toContain("Salvo com Save All Data");
    const manual = Number(list.text.match(/Salvo com Save All Data[\s\S]*?restaurar=(\d+)/)?.[1]);
    const preview = await asAdmin.get(`/admin/site-data?restaurar=${manual}`);
    expect(htmlText(preview.text)).toMatch(/Restaurar a cópia de \d{2}\/\d{2}\/\d{4}/);
    expect(htmlText(preview.text)).toMatch(/Seções do site 0 1 0/);
    expect((await asAdmin.get("/")).text).not.toContain("Logo importado");

    // Sent without its confirmation (no JavaScript involved either way): back to the preview.
    const unconfirmedRestore = await asAdmin.post("/admin/site-data", {
      intent: "restaurar-copia",
      snapshotId: String(manual),
    });
    expect(unconfirmedRestore.status).toBe(303);
    expect(unconfirmedRestore.location).toBe(`/admin/site-data?restaurar=${manual}`);
    expect((await asAdmin.get("/")).text).not.toContain("Logo importado");

    const loaded = await asAdmin.post("/admin/site-data", {
      intent: "restaurar-copia",
      snapshotId: String(manual),
      confirmed: "yes",
    });
    expect(loaded.text).toContain("Data loaded");
    expect((await asAdmin.get("/")).text).toContain("Logo importado");
    expect(htmlText((await asAdmin.get("/admin/site-data")).text)).toContain("Antes de restaurar");
    expect((await asAdmin.get("/admin/site-data?restaurar=99999")).text).toContain("Cópia não encontrada");

    const lead = await fetch(`${server.url}/api/contato?page=/`, { method: "POST", body: contactFormData() });
    expect(lead.status).toBe(200);
    expect((await asAdmin.get("/admin")).text).toContain("Maria da Silva");
    const notYet = await asAdmin.post("/admin?index", { intent: "limpar-submissoes" });
    expect(notYet.text).toContain("Are you sure you want to clear all form submissions?");
    expect((await asAdmin.get("/admin")).text).toContain("Maria da Silva");
    const cleared = await asAdmin.post("/admin?index", { intent: "limpar-submissoes", confirmed: "yes" });
    expect(cleared.text).toContain("Submissions cleared");
    expect((await asAdmin.get("/admin")).text).not.toContain("Maria da Silva");
  });
});
