import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  applySiteData,
  compareSiteData,
  pageChangeLines,
  readSiteData,
  resetSiteData,
  restoreSnapshot,
  saveSnapshot,
} from "~/.server/admin/site-data";
import { parseSiteDataJson } from "~/.server/admin/site-data-schema";
import { RESTORED_VERSION_REASON } from "~/.server/content/page-snapshots";
import {
  createPage,
  listPages,
  listPageVersions,
  listScheduledPageChanges,
  openShippedPage,
  publishPage,
  readPage,
  readPublishedPage,
  retirePage,
  savePageDraft,
  schedulePageChange,
} from "~/.server/content/page-store";
import { pages, pageVersions, redirects, scheduledPageChanges, siteSnapshots } from "~/.server/db/schema";
import type { PageDocument } from "~/content/pages/page-document";
import { type ShippedPageValues, shippedDefaultDocument } from "~/content/pages/shipped-documents";
import { templateDocument } from "~/content/pages/templates";
import { sections } from "~/content/registry/sections";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { pageFormData } from "../support/editor-form";
import type { ServerProcess } from "../support/server-process";

/**
 * The composed pages in the site data: a snapshot ("Save All Data", and the copy kept before a
 * restore or an import) and "Export JSON" carry each page's draft and published documents, its
 * status and its waiting scheduled changes; a restore or an import makes them the site's pages
 * again (what it changes is listed first, page by page); a file written before pages existed
 * leaves them as they are; a file whose page breaks the editor's rules is refused.
 */

const ana = null;

function campaign(path: string, title: string): PageDocument {
  return templateDocument("campaign", { title, path });
}

async function created(database: TestDatabase, document: PageDocument): Promise<number> {
  const result = await createPage(database.db, { document, userId: ana });
  if (!result.ok) throw new Error(`page not created: ${JSON.stringify(result)}`);
  return result.id;
}

async function published(database: TestDatabase, document: PageDocument): Promise<number> {
  const id = await created(database, document);
  const result = await publishPage(database.db, id, ana);
  if (!result.ok) throw new Error(`page not published: ${JSON.stringify(result)}`);
  return id;
}

/** The Brasília date and time two days ahead, as the scheduling form sends it. */
function twoDaysAhead(): string {
  return new Date(Date.now() + 2 * 86_400_000 - 3 * 3_600_000).toISOString().slice(0, 16);
}

describe.each(databaseKinds)("pages in the site data on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(scheduledPageChanges);
    await database.db.delete(pageVersions);
    await database.db.delete(pages);
    await database.db.delete(redirects);
    await database.db.delete(siteSnapshots);
  });

  it("a snapshot brings the pages back as they were: documents, status, schedule; newer pages leave the site", async () => {
    const { db } = database;
    const summer = await published(database, campaign("/campanha-verao", "Campanha de verão"));
    const draft = await created(database, campaign("/rascunho", "Rascunho da equipe"));
    expect((await schedulePageChange(db, draft, { kind: "publish", at: twoDaysAhead() }, ana)).ok).toBe(true);
    const saved = await saveSnapshot(db, ana);

    // Afterwards: summer's title changes, the draft is deleted, a new page goes live.
    const renamed = { ...campaign("/campanha-verao", "Verão 2027"), blocks: campaign("/x", "x").blocks };
    expect((await savePageDraft(db, summer, renamed, ana)).ok).toBe(true);
    expect((await publishPage(db, summer, ana)).ok).toBe(true);
    await db.delete(pages).where(eq(pages.id, draft));
    const winter = await published(database, campaign("/campanha-inverno", "Campanha de inverno"));

    // What the restore would change, said page by page before it runs.
    const snapshot = (await db.select().from(siteSnapshots)).find((row) => row.id === saved.id);
    if (!snapshot) throw new Error("no snapshot");
    const current = await readSiteData(db);
    expect(compareSiteData(current, snapshot.data).pages).toEqual({
      changed: 1,
      added: 1,
      removed: 1,
      unchanged: 0,
    });
    expect(pageChangeLines(current, snapshot.data)).toEqual([
      "Campanha de verão (/campanha-verao): conteúdo publicado muda",
      "Rascunho da equipe (/rascunho): nova, como rascunho",
      "Campanha de inverno (/campanha-inverno): sai do site (fica como retirada)",
    ]);

    await restoreSnapshot(db, saved.id, ana);
    expect((await readPublishedPage(db, "/campanha-verao"))?.document.title).toBe("Campanha de verão");
    expect(await readPublishedPage(db, "/campanha-inverno")).toBeNull();
    expect((await readPage(db, winter))?.status).toBe("retirada");
    const back = await readPage(db, draft);
    expect(back?.status).toBe("agendada");
    expect(back?.draft?.document.title).toBe("Rascunho da equipe");
    expect((await listScheduledPageChanges(db, draft)).map((change) => change.kind)).toEqual(["publish"]);
    // The restored publish is one more version of the page, to compare and restore as any.
    expect((await listPageVersions(db, summer))[0]).toMatchObject({
      title: "Campanha de verão",
      reason: RESTORED_VERSION_REASON,
    });
    // A page made after the restore takes an id after the ones it brought back.
    const next = await created(database, campaign("/depois", "Depois"));
    expect(next).toBeGreaterThan(Math.max(summer, draft, winter));

    // The copy kept before the restore undoes it, winter's page included.
    const [kept] = await db.select().from(siteSnapshots).orderBy(desc(siteSnapshots.id)).limit(1);
    await restoreSnapshot(db, kept.id, ana);
    expect((await readPublishedPage(db, "/campanha-inverno"))?.id).toBe(winter);
    expect((await readPublishedPage(db, "/campanha-verao"))?.document.title).toBe("Verão 2027");
  });

  it("an export imported back gives the same pages; a file from before pages leaves them alone", async () => {
    const { db } = database;
    const live = await published(database, campaign("/feira", "Feira"));
    const gone = await published(database, campaign("/feira-antiga", "Feira antiga"));
    expect((await retirePage(db, gone, { redirectTo: "/feira" }, ana)).ok).toBe(true);
    const exported = JSON.stringify({ ...(await readSiteData(db)), exportedAt: new Date().toISOString() });
    const parsed = parseSiteDataJson(exported);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.data.pages?.map((page) => [page.id, page.status, page.retiredTo])).toEqual([
      [live, "published", null],
      [gone, "retired", "/feira"],
    ]);
    expect(pageChangeLines(await readSiteData(db), parsed.data)).toEqual([]);

    // Into a site whose pages are gone: the same pages come back, at their addresses.
    await db.delete(pages);
    await applySiteData(db, parsed.data, ana, "before-import");
    expect((await readPublishedPage(db, "/feira"))?.id).toBe(live);
    expect((await listPages(db)).map((page) => [page.id, page.status])).toEqual(
      expect.arrayContaining([
        [live, "publicada"],
        [gone, "retirada"],
      ]),
    );

    // A file written before pages were site data: no `pages`, and nothing happens to them.
    const { pages: _pages, ...older } = JSON.parse(exported) as Record<string, unknown>;
    const olderParsed = parseSiteDataJson(JSON.stringify(older));
    if (!olderParsed.ok) throw new Error(olderParsed.message);
    expect(olderParsed.data.pages).toBeUndefined();
    expect(pageChangeLines(await readSiteData(db), olderParsed.data)).toBeNull();
    expect(compareSiteData(await readSiteData(db), olderParsed.data).pages).toEqual({
      changed: 0,
      added: 0,
      removed: 0,
      unchanged: 2,
    });
    await applySiteData(db, olderParsed.data, ana, "before-import");
    expect((await readPublishedPage(db, "/feira"))?.id).toBe(live);
    // "Reset All Data" puts the sections back to their defaults; the team's pages stay.
    await resetSiteData(db, ana);
    expect((await readPublishedPage(db, "/feira"))?.id).toBe(live);
  });

  it("carries a page the site ships with, opened as blocks, at its own address", async () => {
    const { db } = database;
    const values = {
      segments: sections.segments.defaults,
      "search-and-sharing": sections["search-and-sharing"].defaults,
    } as ShippedPageValues;
    const document = shippedDefaultDocument("/segmentos/contadores", values) as PageDocument;
    const opened = await openShippedPage(db, "/segmentos/contadores", document, ana);
    if (!opened) throw new Error("not opened");
    expect((await publishPage(db, opened.id, ana)).ok).toBe(true);
    const exported = JSON.stringify({ ...(await readSiteData(db)), exportedAt: new Date().toISOString() });
    const parsed = parseSiteDataJson(exported);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.data.pages?.map((page) => [page.path, page.status])).toEqual([
      ["/segmentos/contadores", "published"],
    ]);
    await db.delete(pages);
    await applySiteData(db, parsed.data, ana, "before-import");
    expect((await readPublishedPage(db, "/segmentos/contadores"))?.id).toBe(opened.id);
  });

  it("refuses a file whose page breaks the editor's rules, before writing anything", async () => {
    const { db } = database;
    await published(database, campaign("/feira", "Feira"));
    const data = await readSiteData(db);
    const page = data.pages?.[0];
    if (!page) throw new Error("no page");
    const withPages = (pages: unknown[]) => JSON.stringify({ ...data, pages });

    const script = structuredClone(page) as { published: { blocks: { type: string; value?: unknown }[] } };
    script.published.blocks.push({
      id: "b-x",
      type: "rich-text",
      source: "own",
      schemaVersion: 1,
      value: {
        parts: [{ kind: "paragraph", spans: [{ text: "x", style: "", href: "javascript:alert(1)" }] }],
      },
    } as never);
    const refusedScript = parseSiteDataJson(withPages([script]));
    expect(refusedScript.ok).toBe(false);
    expect(!refusedScript.ok && refusedScript.message).toMatch(
      /\(pages\.0\.published\.blocks\[\d+\]\.value\.parts\[0\]\.spans\[0\]\.href: Use um endereço do site/,
    );

    const twice = parseSiteDataJson(withPages([page, { ...page, id: page.id + 1 }]));
    expect(!twice.ok && twice.message).toContain("/feira é o endereço de duas páginas");

    const shipped = structuredClone(page) as typeof page & { published: { path: string } };
    shipped.published.path = "/termos";
    expect(!parseSiteDataJson(withPages([shipped])).ok).toBe(true);

    const unknownField = parseSiteDataJson(withPages([{ ...page, owner: "x" }]));
    expect(unknownField.ok).toBe(false);
    // Nothing was written.
    expect((await listPages(db)).map((row) => row.path)).toEqual(["/feira"]);
  });
});

describe("Load Saved Data with pages, through the real server", () => {
  let server: ServerProcess;
  let admin: Visitor;
  beforeAll(async () => {
    ({ server, asAdmin: admin } = await startServerWithAdmin());
  });
  afterAll(() => server?.stop());

  const text = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>/g, " ")
      .replace(/<[^>]+>/g, " ")
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, " ");

  it("lists what a restore does to each page before it runs, then brings the page back on the site", async () => {
    const created = await admin.post("/admin/paginas", {
      intent: "create",
      title: "Feira de negócios",
      path: "/feira-negocios",
      template: "campaign",
    });
    const editor = created.location ?? "";
    const form = Object.fromEntries(
      pageFormData((await admin.get(editor)).text, "pagina") as unknown as Iterable<[string, string]>,
    );
    expect((await admin.post(editor, { ...form, intent: "publish" })).status).toBe(303);
    expect((await admin.post("/admin?index", { intent: "salvar-dados" })).text).toContain("All data saved");
    expect((await admin.post(editor, { intent: "unpublish", confirmed: "yes" })).status).toBe(303);
    const visitor = new Visitor(server.url);
    expect((await visitor.get("/feira-negocios")).status).toBe(404);

    const list = await admin.get("/admin/site-data");
    const saved = Number(list.text.match(/Salvo com Save All Data[\s\S]*?restaurar=(\d+)/)?.[1]);
    const preview = text((await admin.get(`/admin/site-data?restaurar=${saved}`)).text);
    expect(preview).toMatch(/Páginas criadas 1 0 0/);
    expect(preview).toContain("O que muda nas páginas criadas");
    expect(preview).toContain("Feira de negócios (/feira-negocios): rascunho → publicada");

    const restored = await admin.post("/admin/site-data", {
      intent: "restaurar-copia",
      snapshotId: String(saved),
      confirmed: "yes",
    });
    expect(restored.text).toContain("Data loaded");
    expect((await visitor.get("/feira-negocios")).status).toBe(200);
  });
});
