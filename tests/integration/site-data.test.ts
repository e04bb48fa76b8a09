import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  applySiteData,
  defaultSiteData,
  latestSnapshot,
  loadLatestSnapshot,
  readSiteData,
  resetSiteData,
  saveSnapshot,
} from "~/.server/admin/site-data";
import { parseSiteDataJson } from "~/.server/admin/site-data-schema";
import { readContactForm } from "~/.server/content/forms";
import { readPageHero } from "~/.server/content/site-content";
import { readSiteSettings } from "~/.server/content/site-settings";
import {
  formSubmissions,
  forms,
  media,
  siteContent,
  siteSettings,
  siteSnapshots,
  siteStyles,
} from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { defaultSiteStyles } from "~/content/styles";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { contactFormData, sendLead } from "../support/leads";
import type { ServerProcess } from "../support/server-process";

/**
 * The dashboard's Site Data Management (admin-and-auth.md §2; DESIGN.md "Spec items we
 * reinterpret"): snapshots in the database, reset to defaults, and JSON import that refuses a
 * bad file without changing anything. On both databases, then once through the real server.
 */

/** Some edits an admin might have made on the other screens. */
async function editSite(db: TestDatabase["db"], marker: string) {
  await db
    .insert(siteContent)
    .values({ pageId: "prime", sectionId: "hero", content: { title: `Prime ${marker}`, subtitle: "Sub" } })
    .onConflictDoUpdate({
      target: [siteContent.pageId, siteContent.sectionId],
      set: { content: { title: `Prime ${marker}`, subtitle: "Sub" } },
    });
  await db
    .update(siteSettings)
    .set({ settings: { text: `Logo ${marker}`, imageUrl: "" } })
    .where(eq(siteSettings.section, "logo"));
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

/** What the public pages would show. */
async function publicView(db: TestDatabase["db"]) {
  const [hero, settings, form, data] = await Promise.all([
    readPageHero(db, "prime"),
    readSiteSettings(db),
    readContactForm(db),
    readSiteData(db),
  ]);
  const colors = data.styles.find((row) => row.section === "colors")?.styles;
  return {
    heroTitle: hero.title,
    logo: settings.logo.text,
    button: form.settings.submitButtonText,
    primary: colors?.primary,
  };
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
    await database.db.delete(siteSnapshots);
    await resetSiteData(database.db, null);
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

    const restored = await loadLatestSnapshot(db, "admin-1");
    expect(restored).not.toBeNull();
    expect(await publicView(db)).toEqual(saved);
  });

  it("load restores the newest of several snapshots; with none it changes nothing", async () => {
    const { db } = database;
    expect(await loadLatestSnapshot(db, null)).toBeNull();
    await editSite(db, "A");
    await saveSnapshot(db, null);
    await editSite(db, "B");
    const newest = await saveSnapshot(db, null);
    expect((await latestSnapshot(db))?.id).toBe(newest.id);
    await resetSiteData(db, null);
    await loadLatestSnapshot(db, null);
    expect((await publicView(db)).logo).toBe("Logo B");
  });

  it("a snapshot holds content, settings, the newest styles of each section and the forms", async () => {
    const { db } = database;
    await editSite(db, "A");
    await editSite(db, "B");
    await saveSnapshot(db, null);
    const snapshot = (await latestSnapshot(db))!.data;
    expect(snapshot.version).toBe(1);
    expect(snapshot.content).toEqual([
      { pageId: "prime", sectionId: "hero", content: { title: "Prime B", subtitle: "Sub" } },
    ]);
    expect(snapshot.settings.map((row) => row.section).sort()).toEqual([
      "logo",
      "promoBanner",
      "socialLinks",
    ]);
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

    expect(await db.select().from(siteContent)).toEqual([]);
    expect(await readSiteData(db)).toEqual(defaultSiteData());
    expect(await publicView(db)).toEqual({
      heroTitle: undefined,
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
    await applySiteData(db, parsed.data, null);
    expect(await publicView(db)).toEqual({
      heroTitle: "Prime A",
      logo: "Logo A",
      button: "Enviar A",
      primary: "#112233",
    });
  });

  it("a restore that fails part-way changes nothing (one transaction)", async () => {
    const { db } = database;
    await editSite(db, "A");
    const before = await readSiteData(db);
    const broken = defaultSiteData();
    // Two rows for one settings section break the unique index after content was replaced.
    broken.content = [{ pageId: "home", sectionId: "hero", content: { title: "Nunca" } }];
    broken.settings = [...broken.settings, broken.settings[0]];
    await expect(applySiteData(db, broken, null)).rejects.toThrow();
    expect(await readSiteData(db)).toEqual(before);
  });
});

describe("the site data file (Import JSON)", () => {
  const good = () => JSON.parse(JSON.stringify({ ...defaultSiteData(), exportedAt: "2026-11-22T10:00:00Z" }));

  it("accepts an export", () => {
    const parsed = parseSiteDataJson(JSON.stringify(good()));
    expect(parsed).toEqual({ ok: true, data: defaultSiteData() });
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
        "a javascript: image",
        (d) => {
          d.content = [{ pageId: "prime", sectionId: "hero", content: { imageSrc: "javascript:alert(1)" } }];
        },
        /content\.0\.content\.imageSrc: endereço não permitido/,
      ],
      [
        "a data: logo",
        (d) => {
          d.settings[0].settings.imageUrl = "data:image/png;base64,AAAA";
        },
        /imageUrl/,
      ],
      [
        "a protocol-relative social link",
        (d) => {
          d.settings[1].settings.facebook = "//evil.example";
        },
        /facebook/,
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
          d.settings[2] = { section: "scripts", settings: {} };
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
        "a too long title",
        (d) => {
          d.content = [{ pageId: "prime", sectionId: "hero", content: { title: "x".repeat(301) } }];
        },
        /no máximo 300 caracteres/,
      ],
      [
        "a repeated section",
        (d) => {
          d.settings[2] = d.settings[0];
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

  /** A multipart post, as the Import JSON form sends it. */
  async function importFile(text: string, name = "dados.json") {
    const body = new FormData();
    body.set("intent", "importar-json");
    body.set("file", new File([text], name, { type: "application/json" }));
    const response = await fetch(`${server.url}/admin?index`, {
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
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const data = JSON.parse(answer.text);
    expect(data.version).toBe(1);
    expect(data.forms[0].formId).toBe("contact");
    expect(await new Visitor(server.url).get("/admin/site-data.json")).toMatchObject({ status: 302 });
  });

  it("refuses a bad file with a message and changes nothing; applies a good one", async () => {
    const original = (await exportFile()).text;
    const data = JSON.parse(original);
    data.settings.find((row: { section: string }) => row.section === "logo").settings.text = "Logo importado";

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

    const accepted = await importFile(JSON.stringify(data));
    expect(accepted.status, accepted.text.match(/O arquivo[^"\\]*/)?.[0]).toBe(200);
    expect(accepted.text).toContain("Data loaded");
    const home = await asAdmin.get("/");
    expect(home.text).toContain("Logo importado");
  });

  it("saves, loads, resets and clears the submissions with the spec's notices", async () => {
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

    const loaded = await asAdmin.post("/admin?index", { intent: "carregar-dados" });
    expect(loaded.text).toContain("Data loaded");
    expect((await asAdmin.get("/")).text).toContain("Logo importado");

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
