import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { readContentVersion } from "~/.server/content/content-version";
import {
  type BlockRegistry,
  cancelPageChange,
  checkPageDocument,
  createPage,
  discardPageDraft,
  duplicatePage,
  listPages,
  listPageVersions,
  listScheduledPageChanges,
  openShippedPage,
  publishedPageLinks,
  publishedShippedListing,
  publishedShippedTitles,
  publishedSitemapPages,
  publishPage,
  readPage,
  readPageVersion,
  readPublishedPage,
  restorePageVersion,
  retiredShippedPaths,
  retirePage,
  runDuePageChanges,
  savePageDraft,
  schedulePageChange,
  shippedPageRows,
  unpublishPage,
} from "~/.server/content/page-store";
import {
  findRedirect,
  listRedirects,
  mostRequestedNotFound,
  saveRedirect,
} from "~/.server/content/redirects";
import { startScheduleWorker } from "~/.server/content/schedule-worker";
import { notFoundAddresses, pages, pageVersions, redirects, scheduledPageChanges } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { blockTypes } from "~/content/pages/blocks";
import { defineBlock, type PageDocument } from "~/content/pages/page-document";
import { shippedDefaultDocument } from "~/content/pages/shipped-documents";
import { templateDocument } from "~/content/pages/templates";
import { sections } from "~/content/registry/sections";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";

/**
 * The store of the pages composed on "Páginas" (docs/decisions/058, 060), on both databases:
 * addresses that stay free and unique, publish with versions, moving and retiring a page with
 * redirects that never chain, a stale editor refused, publishes and unpublishes run by the
 * schedule worker, and a block type's schema change read through its migration.
 */

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const alice = "user-alice";
const bruno = "user-bruno";
const publicUrl = "https://www.cotafacil.example";

function segmentPage(path = "/segmentos/medicos", title = "Médicos"): PageDocument {
  const document = templateDocument("segment", { title, path });
  return { ...document, nav: ["segments", "footer"] };
}

async function created(database: TestDatabase, document: PageDocument, userId = alice): Promise<number> {
  const result = await createPage(database.db, { document, userId });
  if (!result.ok) throw new Error(`page not created: ${JSON.stringify(result)}`);
  return result.id;
}

async function draftOf(database: TestDatabase, id: number): Promise<PageDocument> {
  const page = await readPage(database.db, id);
  const document = page?.draft?.document ?? page?.published?.document;
  if (!document) throw new Error("no document");
  return structuredClone(document);
}

describe.each(databaseKinds)("the page store on %s", (kind) => {
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
  });

  it("creates a page from a template as a draft that visitors do not see", async () => {
    const id = await created(database, segmentPage());
    const [item] = await listPages(database.db);
    expect(item).toMatchObject({
      id,
      title: "Médicos",
      path: "/segmentos/medicos",
      status: "rascunho",
      hasDraft: true,
    });
    const page = await readPage(database.db, id);
    expect(page?.draft?.document.blocks.map((block) => block.type)).toEqual(
      segmentPage().blocks.map((block) => block.type),
    );
    expect(page?.published).toBeNull();
    expect(await readPublishedPage(database.db, "/segmentos/medicos")).toBeNull();
    expect(await publishedPageLinks(database.db)).toEqual([]);
  });

  it("refuses an address a shipped page, the system or another page holds", async () => {
    await created(database, segmentPage());
    const refused = async (path: string) => {
      const result = await createPage(database.db, { document: segmentPage(path), userId: alice });
      return result.ok ? null : "errors" in result ? result.errors.path?.[0] : "other";
    };
    expect(await refused("/segmentos/advogados")).toBe(
      "/segmentos/advogados é o endereço de uma página do site.",
    );
    expect(await refused("/admin/paginas")).toBe("Este endereço é do próprio sistema: escolha outro.");
    expect(await refused("/og/capa")).toBe("Este endereço é do próprio sistema: escolha outro.");
    expect(await refused("/segmentos/medicos")).toBe("/segmentos/medicos já é o endereço de outra página.");
    // A draft's new address is held too: another page cannot take it meanwhile.
    const other = await created(database, segmentPage("/segmentos/dentistas", "Dentistas"));
    const moved = { ...(await draftOf(database, other)), path: "/segmentos/odonto" };
    expect((await savePageDraft(database.db, other, moved, alice)).ok).toBe(true);
    expect(await refused("/segmentos/odonto")).toBe("/segmentos/odonto já é o endereço de outra página.");
    expect(await refused("/segmentos/dentistas")).toBeNull();
  });

  it("refuses a document whose blocks do not fit, with errors keyed by the editor's field names", async () => {
    const document = segmentPage();
    (document.blocks[0].value as { title: string }).title = "";
    document.blocks.push({ ...document.blocks[6], id: "contato-2" });
    document.blocks.push({ id: "texto", type: "rich-text", source: "site", schemaVersion: 1 });
    document.blocks.push({ id: "novo", type: "carrossel-3d", source: "own", value: {}, schemaVersion: 1 });
    document.seo.description = "";
    const result = await createPage(database.db, { document, userId: alice });
    expect(result.ok).toBe(false);
    const errors = "errors" in result ? result.errors : {};
    expect(errors).toEqual({ "seo.description": ["Informe a descrição para buscadores"] });
    document.seo.description = "Franquia para médicos";
    const second = checkPageDocument(document);
    expect(second.ok ? {} : second.errors).toEqual({
      "blocks[0].value.title": ["Informe o título."],
      "blocks[7].type": ["A página já tem um bloco “Formulário de contato”: use só um."],
      "blocks[8].source": ["Este bloco não tem valor do site: use conteúdo próprio."],
      "blocks[9].type": ["Tipo de bloco desconhecido: carrossel-3d."],
    });
    expect(await listPages(database.db)).toEqual([]);
  });

  it("refuses a draft, a publish or a schedule whose blocks would draw one element id twice, at the later block", async () => {
    const opening = (type: "segment" | "model-hero", id: string) => ({
      id,
      type,
      source: "own" as const,
      value: structuredClone(blockTypes[type].defaults),
      schemaVersion: 1,
    });
    const benefits = { id: "vantagens", type: "benefits", source: "site" as const, schemaVersion: 1 };
    // The segment template's hero and benefit cards (block "beneficios"), then a second opening
    // and the site's benefits block: "#inicio" and "#beneficios" would each be drawn twice.
    const clashing = segmentPage();
    clashing.blocks.splice(1, 0, opening("segment", "segmento"));
    clashing.blocks.push(benefits);
    const expected = {
      "blocks[1].type": [
        "O bloco “Segmento: topo, números e benefícios” usa o endereço #inicio, que o bloco “Topo da página (hero)” já usa nesta página: use só um dos dois.",
      ],
      "blocks[2].type": [
        "O bloco “Segmento: números e benefícios” usa o endereço #beneficios, que o bloco “Segmento: topo, números e benefícios” já usa nesta página: use só um dos dois.",
      ],
      [`blocks[${clashing.blocks.length - 1}].type`]: [
        "O bloco “Vantagens” usa o endereço #beneficios, que o bloco “Segmento: topo, números e benefícios” já usa nesta página: use só um dos dois.",
      ],
    };
    const refused = await createPage(database.db, { document: clashing, userId: alice });
    expect("errors" in refused ? refused.errors : refused).toEqual(expected);

    const id = await created(database, segmentPage());
    expect((await publishPage(database.db, id, alice)).ok).toBe(true);
    const saved = await savePageDraft(database.db, id, clashing, alice);
    expect("errors" in saved ? saved.errors : saved).toEqual(expected);
    // A draft stored before the rule: "Páginas" shows it with the messages at its blocks, and it
    // is neither published nor scheduled; visitors keep the published page.
    await database.db.update(pages).set({ draft: clashing }).where(eq(pages.id, id));
    expect((await readPage(database.db, id))?.draft?.errors).toEqual(expected);
    const published = await publishPage(database.db, id, alice);
    expect("errors" in published ? published.errors : published).toEqual(expected);
    const scheduled = await schedulePageChange(
      database.db,
      id,
      { kind: "publish", at: new Date(Date.now() + 10 * 86_400_000) },
      alice,
    );
    expect("errors" in scheduled ? scheduled.errors : scheduled).toEqual(expected);
    expect((await readPublishedPage(database.db, "/segmentos/medicos"))?.document.blocks).toHaveLength(7);

    // A page published before the rule is still shown as it was published, both openings drawn.
    await database.db.update(pages).set({ published: clashing }).where(eq(pages.id, id));
    const stored = await readPublishedPage(database.db, "/segmentos/medicos", quiet);
    expect(stored?.document.blocks.map((block) => block.id)).toEqual(
      clashing.blocks.map((block) => block.id),
    );
    expect(stored?.flagged).toEqual([]);

    // Two model openings and one segment opening: each later one is refused the same way.
    const three = {
      ...segmentPage("/segmentos/tres"),
      blocks: [opening("model-hero", "a"), opening("segment", "b")],
    };
    const check = checkPageDocument(three);
    expect(check.ok ? {} : check.errors).toEqual({
      "blocks[1].type": [
        "O bloco “Segmento: topo, números e benefícios” usa o endereço #inicio, que o bloco “Modelo: topo com números” já usa nesta página: use só um dos dois.",
      ],
    });
  });

  it("publishes: visitors see the page, it is linked where its nav says, a version is kept, the cache follows", async () => {
    const id = await created(database, segmentPage());
    const noindex = await created(database, {
      ...templateDocument("campaign", { title: "Campanha de verão", path: "/campanha-verao" }),
      seo: { title: "", description: "Verão", image: "", noindex: true },
    });
    const before = await readContentVersion(database.db);
    const result = await publishPage(database.db, id, bruno);
    expect(result).toEqual({ ok: true, id, movedFrom: null });
    expect((await publishPage(database.db, noindex, bruno)).ok).toBe(true);
    expect(await readContentVersion(database.db)).toBeGreaterThan(before);

    const shown = await readPublishedPage(database.db, "/segmentos/medicos");
    expect(shown?.id).toBe(id);
    expect(shown?.document.title).toBe("Médicos");
    expect(shown?.flagged).toEqual([]);
    expect(await publishedPageLinks(database.db)).toEqual([
      { path: "/segmentos/medicos", title: "Médicos", nav: ["segments", "footer"] },
    ]);
    expect((await publishedSitemapPages(database.db)).map((page) => page.path)).toEqual([
      "/segmentos/medicos",
    ]);
    const page = await readPage(database.db, id);
    expect(page).toMatchObject({ status: "publicada", draft: null, publishedBy: bruno });
    expect(await listPageVersions(database.db, id)).toMatchObject([
      { title: "Médicos", path: "/segmentos/medicos" },
    ]);
    // Discarding a draft goes back to the published document.
    const edited = { ...(await draftOf(database, id)), title: "Médicos e clínicas" };
    await savePageDraft(database.db, id, edited, alice);
    expect((await readPage(database.db, id))?.draft?.document.title).toBe("Médicos e clínicas");
    expect(await discardPageDraft(database.db, id, alice)).toBe(true);
    expect((await readPage(database.db, id))?.draft).toBeNull();
  });

  it("moves a page: the old address answers 301 to the new, and no redirect goes through another", async () => {
    const id = await created(database, segmentPage());
    await publishPage(database.db, id, alice);
    // A campaign link the team redirected to the page earlier, with its own query.
    expect(
      (
        await saveRedirect(database.db, {
          values: { from: "/medicos", to: "/segmentos/medicos?utm_source=qr" },
          publicUrl,
          by: alice,
        })
      ).ok,
    ).toBe(true);

    await savePageDraft(
      database.db,
      id,
      { ...(await draftOf(database, id)), path: "/segmentos/saude" },
      alice,
    );
    // Until published, visitors keep the old address.
    expect((await readPublishedPage(database.db, "/segmentos/medicos"))?.id).toBe(id);
    expect(await publishPage(database.db, id, alice)).toEqual({
      ok: true,
      id,
      movedFrom: "/segmentos/medicos",
    });
    expect(await readPublishedPage(database.db, "/segmentos/medicos")).toBeNull();
    expect((await readPublishedPage(database.db, "/segmentos/saude"))?.id).toBe(id);

    await savePageDraft(
      database.db,
      id,
      { ...(await draftOf(database, id)), path: "/segmentos/saude-e-bem-estar" },
      alice,
    );
    await publishPage(database.db, id, alice);
    const all = (await listRedirects(database.db)).map(({ fromPath, toUrl }) => ({ fromPath, toUrl }));
    expect(all).toEqual([
      { fromPath: "/medicos", toUrl: "/segmentos/saude-e-bem-estar?utm_source=qr" },
      { fromPath: "/segmentos/medicos", toUrl: "/segmentos/saude-e-bem-estar" },
      { fromPath: "/segmentos/saude", toUrl: "/segmentos/saude-e-bem-estar" },
    ]);
    const starts = new Set(all.map((redirect) => redirect.fromPath));
    for (const redirect of all) expect(starts.has(redirect.toUrl.split(/[?#]/)[0])).toBe(false);
    // Moving back to an address that redirects: the page answers there again, and that redirect goes.
    await savePageDraft(
      database.db,
      id,
      { ...(await draftOf(database, id)), path: "/segmentos/medicos" },
      alice,
    );
    await publishPage(database.db, id, alice);
    expect(await findRedirect(database.db, "/segmentos/medicos")).toBeNull();
    expect((await findRedirect(database.db, "/segmentos/saude-e-bem-estar"))?.toUrl).toBe(
      "/segmentos/medicos",
    );
    expect((await findRedirect(database.db, "/medicos"))?.toUrl).toBe("/segmentos/medicos?utm_source=qr");
  });

  it("knows composed pages in the redirects' checks: one may be a destination, never an old address", async () => {
    const id = await created(database, segmentPage());
    const save = (from: string, to: string) =>
      saveRedirect(database.db, { values: { from, to }, publicUrl, by: alice });
    const beforePublish = await save("/medicos", "/segmentos/medicos");
    expect(beforePublish.ok ? null : beforePublish.errors.to).toBe(
      "/segmentos/medicos não é uma página do site.",
    );
    await publishPage(database.db, id, alice);
    expect((await save("/medicos", "/segmentos/medicos")).ok).toBe(true);
    const hiding = await save("/segmentos/medicos", "/");
    expect(hiding.ok ? null : hiding.errors.from).toBe(
      "/segmentos/medicos é o endereço de uma página do site: ela seria escondida.",
    );
  });

  it("takes an address off the list of addresses not found once a page is published there", async () => {
    await database.db.delete(notFoundAddresses);
    await database.db.insert(notFoundAddresses).values([
      { path: "/segmentos/medicos", day: "2026-11-26", hits: 9 },
      { path: "/segmentos/dentistas", day: "2026-11-26", hits: 3 },
    ]);
    const notFound = async () =>
      (await mostRequestedNotFound(database.db, "2026-11-27")).map((row) => row.path);
    expect(await notFound()).toEqual(["/segmentos/medicos", "/segmentos/dentistas"]);
    const id = await created(database, segmentPage());
    expect(await notFound()).toEqual(["/segmentos/medicos", "/segmentos/dentistas"]);
    await publishPage(database.db, id, alice);
    expect(await notFound()).toEqual(["/segmentos/dentistas"]);
  });

  it("removes a redirect at a page's address when the page is published there", async () => {
    await saveRedirect(database.db, { values: { from: "/campanha-verao", to: "/" }, publicUrl, by: alice });
    const id = await created(
      database,
      templateDocument("campaign", { title: "Verão", path: "/campanha-verao" }),
    );
    expect(await findRedirect(database.db, "/campanha-verao")).not.toBeNull();
    await publishPage(database.db, id, alice);
    expect(await findRedirect(database.db, "/campanha-verao")).toBeNull();
  });

  it("retires a page with a redirect to the page chosen, or to nothing, and frees its address", async () => {
    const expo2025 = await created(
      database,
      templateDocument("event", { title: "Expo ABF 2025", path: "/expo-abf-2025-composta" }),
    );
    await publishPage(database.db, expo2025, alice);
    await saveRedirect(database.db, {
      values: { from: "/expo", to: "/expo-abf-2025-composta" },
      publicUrl,
      by: alice,
    });
    const duplicated = await duplicatePage(
      database.db,
      expo2025,
      { title: "Expo ABF 2027", path: "/expo-abf-2027" },
      alice,
    );
    if (!duplicated.ok) throw new Error("not duplicated");
    expect((await draftOf(database, duplicated.id)).blocks.map((block) => block.type)).toEqual([
      "expo-event",
      "expo-schedule",
    ]);

    const toDraft = await retirePage(database.db, expo2025, { redirectTo: "/expo-abf-2027" }, alice);
    expect(toDraft.ok ? null : "errors" in toDraft && toDraft.errors.redirectTo).toEqual([
      "Escolha uma página publicada do site como destino.",
    ]);
    await publishPage(database.db, duplicated.id, alice);
    const before = await readContentVersion(database.db);
    expect((await retirePage(database.db, expo2025, { redirectTo: "/expo-abf-2027" }, alice)).ok).toBe(true);
    expect(await readContentVersion(database.db)).toBeGreaterThan(before);
    expect(await readPublishedPage(database.db, "/expo-abf-2025-composta")).toBeNull();
    expect((await findRedirect(database.db, "/expo-abf-2025-composta"))?.toUrl).toBe("/expo-abf-2027");
    expect((await findRedirect(database.db, "/expo"))?.toUrl).toBe("/expo-abf-2027");
    expect((await readPage(database.db, expo2025))?.status).toBe("retirada");
    expect((await publishPage(database.db, expo2025, alice)).ok).toBe(false);

    const campaign = await created(
      database,
      templateDocument("campaign", { title: "Verão", path: "/campanha-verao" }),
    );
    await publishPage(database.db, campaign, alice);
    await saveRedirect(database.db, {
      values: { from: "/verao", to: "/campanha-verao#contato" },
      publicUrl,
      by: alice,
    });
    expect((await findRedirect(database.db, "/verao"))?.toUrl).toBe("/campanha-verao#contato");
    expect((await retirePage(database.db, campaign, { redirectTo: null }, alice)).ok).toBe(true);
    expect(await findRedirect(database.db, "/campanha-verao")).toBeNull();
    // The redirect that led to the retired page would lead to a 404: it is gone too.
    expect(await findRedirect(database.db, "/verao")).toBeNull();
    // The address is free for a new page.
    expect(
      (
        await createPage(database.db, {
          document: templateDocument("blank", { title: "Outra", path: "/campanha-verao" }),
          userId: alice,
        })
      ).ok,
    ).toBe(true);
  });

  it("retires the shipped expo page with a redirect and brings it back when published; other shipped pages stay", async () => {
    const shippedValues = {
      expo: sections.expo.defaults,
      segments: sections.segments.defaults,
      "search-and-sharing": sections["search-and-sharing"].defaults,
    };
    const opened = await openShippedPage(
      database.db,
      "/expo-abf-2025",
      shippedDefaultDocument("/expo-abf-2025", shippedValues) as PageDocument,
      alice,
    );
    const expo = opened?.id ?? 0;
    const segment =
      (
        await openShippedPage(
          database.db,
          "/segmentos/advogados",
          shippedDefaultDocument("/segmentos/advogados", shippedValues) as PageDocument,
          alice,
        )
      )?.id ?? 0;
    const next = await duplicatePage(
      database.db,
      expo,
      { title: "Expo ABF 2027", path: "/expo-abf-2027" },
      alice,
    );
    if (!next.ok) throw new Error("not duplicated");
    await publishPage(database.db, next.id, alice);
    await saveRedirect(database.db, {
      values: { from: "/feira", to: "/expo-abf-2025" },
      publicUrl,
      by: alice,
    });

    // Never published as blocks, the page is on the site all the same: retiring it takes it off.
    const refusedTarget = await retirePage(database.db, expo, { redirectTo: "/expo-abf-2025" }, alice);
    expect(refusedTarget).toMatchObject({ ok: false, errors: { redirectTo: expect.any(Array) } });
    const before = await readContentVersion(database.db);
    expect((await retirePage(database.db, expo, { redirectTo: "/expo-abf-2027" }, alice)).ok).toBe(true);
    expect(await readContentVersion(database.db)).toBeGreaterThan(before);
    expect((await readPage(database.db, expo))?.status).toBe("retirada");
    expect((await findRedirect(database.db, "/expo-abf-2025"))?.toUrl).toBe("/expo-abf-2027");
    expect((await findRedirect(database.db, "/feira"))?.toUrl).toBe("/expo-abf-2027");
    expect(await retiredShippedPaths(database.db)).toEqual(new Set(["/expo-abf-2025"]));
    expect((await publishedShippedListing(database.db)).get("/expo-abf-2025")).toBe(false);
    // "Páginas do sistema" still opens the same page, and no page may take its address.
    expect((await shippedPageRows(database.db)).get("/expo-abf-2025")).toBe(expo);
    expect(
      await openShippedPage(
        database.db,
        "/expo-abf-2025",
        shippedDefaultDocument("/expo-abf-2025", shippedValues) as PageDocument,
        alice,
      ),
    ).toEqual({ id: expo, created: false });
    expect(
      (
        await createPage(database.db, {
          document: templateDocument("event", { title: "Outra", path: "/expo-abf-2025" }),
          userId: alice,
        })
      ).ok,
    ).toBe(false);
    // Nothing is sent to a retired page.
    const campaign = await created(
      database,
      templateDocument("campaign", { title: "Verão", path: "/verao" }),
    );
    await publishPage(database.db, campaign, alice);
    expect(await retirePage(database.db, campaign, { redirectTo: "/expo-abf-2025" }, alice)).toMatchObject({
      ok: false,
      errors: { redirectTo: ["Escolha uma página publicada do site como destino."] },
    });

    // The other shipped pages are never retired nor taken off the air.
    expect(await retirePage(database.db, segment, { redirectTo: "/expo-abf-2027" }, alice)).toEqual({
      ok: false,
      errors: {
        "": ["Uma página do site não pode ser retirada nem tirada do ar: publique outra versão dela."],
      },
    });
    expect((await readPage(database.db, segment))?.status).toBe("rascunho");
    expect(await findRedirect(database.db, "/segmentos/advogados")).toBeNull();

    // Edited and published again, the page is back at its address, with no redirect there.
    const document = await draftOf(database, expo);
    expect(
      (await savePageDraft(database.db, expo, { ...document, title: "Expo ABF 2025 (arquivo)" }, alice)).ok,
    ).toBe(true);
    expect((await publishPage(database.db, expo, alice)).ok).toBe(true);
    expect((await readPage(database.db, expo))?.status).toBe("publicada");
    expect(await findRedirect(database.db, "/expo-abf-2025")).toBeNull();
    expect(await retiredShippedPaths(database.db)).toEqual(new Set());
    expect((await publishedShippedListing(database.db)).get("/expo-abf-2025")).toBe(true);
    expect((await publishedShippedTitles(database.db)).get("/expo-abf-2025")).toBe("Expo ABF 2025 (arquivo)");
    // Taken off the air it is not: it is retired instead.
    expect(await unpublishPage(database.db, expo, { redirectTo: null }, alice)).toMatchObject({ ok: false });
    expect((await readPage(database.db, expo))?.status).toBe("publicada");
  });

  it("schedules a retired expo page's return, done as “Publicar” does; never a retired composed page's", async () => {
    const opened = await openShippedPage(
      database.db,
      "/expo-abf-2025",
      shippedDefaultDocument("/expo-abf-2025", {
        expo: sections.expo.defaults,
        "search-and-sharing": sections["search-and-sharing"].defaults,
      }) as PageDocument,
      alice,
    );
    const expo = opened?.id ?? 0;
    const next = await created(
      database,
      templateDocument("event", { title: "Expo 2027", path: "/expo-abf-2027" }),
    );
    await publishPage(database.db, next, alice);
    expect((await retirePage(database.db, expo, { redirectTo: "/expo-abf-2027" }, alice)).ok).toBe(true);
    const campaign = await created(
      database,
      templateDocument("campaign", { title: "Verão", path: "/verao" }),
    );
    await publishPage(database.db, campaign, alice);
    expect((await retirePage(database.db, campaign, { redirectTo: null }, alice)).ok).toBe(true);

    const now = new Date("2026-11-30T12:00:00Z");
    const at = new Date("2026-12-01T12:00:00Z");
    const back = await schedulePageChange(database.db, expo, { kind: "publish", at }, alice, undefined, now);
    expect(back.ok).toBe(true);
    expect((await listScheduledPageChanges(database.db, expo)).map((change) => change.description)).toEqual([
      expect.stringMatching(/^Publicar o rascunho salvo em .*: a página volta ao site$/),
    ]);
    // Taken off the air it never is; a retired composed page is duplicated, not published again.
    expect(
      await schedulePageChange(database.db, expo, { kind: "unpublish", at }, alice, undefined, now),
    ).toMatchObject({ ok: false });
    expect(
      await schedulePageChange(database.db, campaign, { kind: "publish", at }, alice, undefined, now),
    ).toEqual({ ok: false, errors: { "": ["Esta página foi retirada: duplique-a para usar o conteúdo."] } });
    // A publish left waiting for the composed page (written before its retirement) is not done.
    const [left] = await database.db
      .insert(scheduledPageChanges)
      .values({
        pageId: campaign,
        kind: "publish",
        document: (await readPage(database.db, campaign))?.published?.document,
        source: "Publicar",
        runAt: at,
        createdBy: alice,
      })
      .returning({ id: scheduledPageChanges.id });

    expect(await runDuePageChanges(database.db, quiet, undefined, new Date(at.getTime() + 1000))).toBe(2);
    expect((await readPage(database.db, expo))?.status).toBe("publicada");
    expect(await findRedirect(database.db, "/expo-abf-2025")).toBeNull();
    expect(await retiredShippedPaths(database.db)).toEqual(new Set());
    expect((await readPage(database.db, campaign))?.status).toBe("retirada");
    const [failed] = await database.db
      .select()
      .from(scheduledPageChanges)
      .where(eq(scheduledPageChanges.id, left.id));
    expect(failed).toMatchObject({ status: "failed", error: "A página foi retirada." });
  });

  it("keeps versions, compares and restores one into the draft", async () => {
    const id = await created(database, segmentPage());
    await publishPage(database.db, id, alice);
    await savePageDraft(database.db, id, { ...(await draftOf(database, id)), title: "Médicos 2" }, alice);
    await publishPage(database.db, id, bruno);
    const versions = await listPageVersions(database.db, id);
    expect(versions.map((version) => version.title)).toEqual(["Médicos 2", "Médicos"]);
    const first = await readPageVersion(database.db, id, versions[1].id);
    expect(first?.document.title).toBe("Médicos");
    expect((await restorePageVersion(database.db, id, versions[1].id, alice)).ok).toBe(true);
    const page = await readPage(database.db, id);
    expect(page?.draft?.document.title).toBe("Médicos");
    expect(page?.published?.document.title).toBe("Médicos 2");
    expect((await readPublishedPage(database.db, "/segmentos/medicos"))?.document.title).toBe("Médicos 2");
  });

  it("refuses a save from an editor opened before someone else's save or publish", async () => {
    const id = await created(database, segmentPage());
    const opened = (await readPage(database.db, id))?.stamp;
    const document = await draftOf(database, id);
    expect((await savePageDraft(database.db, id, { ...document, title: "Do Bruno" }, bruno, opened)).ok).toBe(
      true,
    );
    expect(await savePageDraft(database.db, id, { ...document, title: "Da Alice" }, alice, opened)).toEqual({
      ok: false,
      conflict: true,
    });
    // One's own newer draft (a preview's save) is no conflict.
    const reopened = (await readPage(database.db, id))?.stamp;
    expect(
      (await savePageDraft(database.db, id, { ...document, title: "Da Alice" }, alice, reopened)).ok,
    ).toBe(true);
    expect(
      (await savePageDraft(database.db, id, { ...document, title: "Da Alice 2" }, alice, reopened)).ok,
    ).toBe(true);
    expect(await publishPage(database.db, id, bruno, reopened)).toEqual({ ok: false, conflict: true });
    expect((await readPage(database.db, id))?.draft?.document.title).toBe("Da Alice 2");
  });

  it("publishes and unpublishes at the times set, and a cancelled change does not happen", async () => {
    const now = new Date("2026-11-30T12:00:00Z");
    const id = await created(database, segmentPage());
    const scheduled = await schedulePageChange(
      database.db,
      id,
      { kind: "publish", at: "2026-11-30T09:30" },
      alice,
      undefined,
      now,
    );
    expect(scheduled).toMatchObject({ ok: true, runAt: new Date("2026-11-30T12:30:00Z") });
    expect(
      await schedulePageChange(
        database.db,
        id,
        { kind: "publish", at: "2026-11-30T08:00" },
        alice,
        undefined,
        now,
      ),
    ).toEqual({
      ok: false,
      errors: { at: ["Escolha uma data e hora no futuro."] },
    });
    expect((await listPages(database.db))[0]).toMatchObject({
      status: "agendada",
      nextChange: { kind: "publish", runAtText: "30/11/2026, 09:30" },
    });
    // Edited after scheduling: the scheduled document goes live, the edit stays the draft.
    await savePageDraft(
      database.db,
      id,
      { ...(await draftOf(database, id)), title: "Editado depois" },
      alice,
    );

    expect(await runDuePageChanges(database.db, quiet, undefined, new Date("2026-11-30T12:29:59Z"))).toBe(0);
    expect(await readPublishedPage(database.db, "/segmentos/medicos")).toBeNull();
    const before = await readContentVersion(database.db);
    expect(await runDuePageChanges(database.db, quiet, undefined, new Date("2026-11-30T12:30:00Z"))).toBe(1);
    expect(await readContentVersion(database.db)).toBeGreaterThan(before);
    expect((await readPublishedPage(database.db, "/segmentos/medicos"))?.document.title).toBe("Médicos");
    expect((await readPage(database.db, id))?.draft?.document.title).toBe("Editado depois");
    expect((await listPageVersions(database.db, id))[0].reason).toBe("Publicação agendada");

    const unpublish = await schedulePageChange(
      database.db,
      id,
      { kind: "unpublish", at: "2026-12-01T09:00", redirectTo: "/segmentos/advogados" },
      alice,
      undefined,
      now,
    );
    const cancelled = await schedulePageChange(
      database.db,
      id,
      { kind: "unpublish", at: "2026-11-30T18:00" },
      alice,
      undefined,
      now,
    );
    if (!unpublish.ok || !cancelled.ok) throw new Error("not scheduled");
    expect((await listScheduledPageChanges(database.db, id)).map((change) => change.description)).toEqual([
      "Tirar do ar",
      "Tirar do ar e redirecionar para /segmentos/advogados",
    ]);
    expect(await cancelPageChange(database.db, id, cancelled.id)).toBe(true);
    expect(await runDuePageChanges(database.db, quiet, undefined, new Date("2026-11-30T22:00:00Z"))).toBe(0);
    expect((await readPublishedPage(database.db, "/segmentos/medicos"))?.id).toBe(id);
    expect(await runDuePageChanges(database.db, quiet, undefined, new Date("2026-12-01T12:00:00Z"))).toBe(1);
    expect(await readPublishedPage(database.db, "/segmentos/medicos")).toBeNull();
    expect((await findRedirect(database.db, "/segmentos/medicos"))?.toUrl).toBe("/segmentos/advogados");
    expect((await readPage(database.db, id))?.status).toBe("rascunho");
  });

  it("has the schedule worker publish a page when its time comes, with nobody signed in", async () => {
    const id = await created(database, segmentPage());
    const scheduled = await schedulePageChange(
      database.db,
      id,
      { kind: "publish", at: new Date(Date.now() + 1500) },
      alice,
    );
    expect(scheduled.ok).toBe(true);
    const worker = startScheduleWorker({ db: database.db, logger: quiet as unknown as Logger, pollMs: 200 });
    try {
      await expect
        .poll(async () => (await readPublishedPage(database.db, "/segmentos/medicos"))?.id, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(id);
    } finally {
      await worker.stop();
    }
    expect(await listScheduledPageChanges(database.db)).toEqual([]);
    expect(await unpublishPage(database.db, id, { redirectTo: "/nao-existe" }, alice)).toMatchObject({
      ok: false,
    });
  });

  it("reads stored block values through their type's migration after a schema change", async () => {
    // Version 1 of a fixture block: a note with one text.
    const noteV1 = defineBlock({
      type: "note",
      label: "Nota",
      description: "Uma nota.",
      schema: z.object({ text: z.string().min(1).max(40) }),
      defaults: { text: "Nota" },
      fields: [{ name: "text", label: "Texto", kind: "text" }],
    });
    const v1: BlockRegistry = { ...(blockTypes as unknown as BlockRegistry), note: noteV1 };
    const document: PageDocument = {
      ...templateDocument("blank", { title: "Notas", path: "/notas" }),
      blocks: [
        {
          id: "nota-1",
          type: "note",
          source: "own",
          value: { text: "Abertas as inscrições" },
          schemaVersion: 1,
        },
        { id: "nota-2", type: "note", source: "own", value: { text: "Vagas limitadas" }, schemaVersion: 1 },
      ],
    };
    const created1 = await createPage(database.db, { document, userId: alice }, v1);
    if (!created1.ok) throw new Error("not created");
    await publishPage(database.db, created1.id, alice, undefined, v1);

    // Version 2: the text becomes a heading with an optional line; stored values move over.
    const noteV2 = defineBlock({
      type: "note",
      label: "Nota",
      description: "Uma nota.",
      schema: z.object({ heading: z.string().min(1).max(20), line: z.string().max(40) }),
      defaults: { heading: "Nota", line: "" },
      fields: [
        { name: "heading", label: "Título", kind: "text" },
        { name: "line", label: "Linha", kind: "text" },
      ],
      version: 2,
      migrations: { 1: (value) => ({ heading: (value as { text: string }).text, line: "" }) },
    });
    const v2: BlockRegistry = { ...v1, note: noteV2 };
    const shown = await readPublishedPage(database.db, "/notas", quiet, v2);
    // "Abertas as inscrições" (21 characters) no longer fits a heading of 20: that block is left
    // out (no earlier publish fits either) and flagged; the other is migrated.
    expect(shown?.document.blocks).toEqual([
      {
        id: "nota-2",
        type: "note",
        source: "own",
        value: { heading: "Vagas limitadas", line: "" },
        schemaVersion: 2,
      },
    ]);
    expect(shown?.flagged).toEqual([{ blockId: "nota-1", shown: "left-out" }]);
    const state = await readPage(database.db, created1.id, v2);
    expect(state?.published?.errors).toEqual({ "blocks[0].value.heading": ["Use no máximo 20 caracteres."] });

    // The team fixes it; the publish stores today's version, and that publish is what a later
    // unfitting value falls back to.
    const fixed = structuredClone(document);
    fixed.blocks[0] = {
      id: "nota-1",
      type: "note",
      source: "own",
      value: { heading: "Inscrições", line: "Abertas" },
      schemaVersion: 2,
    };
    fixed.blocks[1] = {
      id: "nota-2",
      type: "note",
      source: "own",
      value: { heading: "Vagas limitadas", line: "" },
      schemaVersion: 2,
    };
    expect((await savePageDraft(database.db, created1.id, fixed, alice, undefined, v2)).ok).toBe(true);
    await publishPage(database.db, created1.id, alice, undefined, v2);
    const republished = await readPublishedPage(database.db, "/notas", quiet, v2);
    expect(republished?.document.blocks.map((block) => block.value)).toEqual([
      { heading: "Inscrições", line: "Abertas" },
      { heading: "Vagas limitadas", line: "" },
    ]);
    const stored = (await database.db.select().from(pages)).at(0)?.published as PageDocument;
    expect(stored.blocks.map((block) => block.schemaVersion)).toEqual([2, 2]);
    // A value broken in storage: visitors see the same block of the last publish that fitted.
    const broken = structuredClone(stored);
    (broken.blocks[0].value as { heading: string }).heading = "";
    await database.db.update(pages).set({ published: broken });
    const fallback = await readPublishedPage(database.db, "/notas", quiet, v2);
    expect(fallback?.document.blocks[0].value).toEqual({ heading: "Inscrições", line: "Abertas" });
    expect(fallback?.flagged).toEqual([{ blockId: "nota-1", shown: "earlier-version" }]);
  });
});
