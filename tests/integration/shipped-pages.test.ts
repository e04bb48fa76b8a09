import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion, waitOutContentVersionLease } from "~/.server/content/content-version";
import {
  createPage,
  duplicatePage,
  openShippedPage,
  publishPage,
  readPage,
  retirePage,
  runDuePageChanges,
  savePageDraft,
  schedulePageChange,
  unpublishPage,
} from "~/.server/content/page-store";
import { publishSection } from "~/.server/content/section-store";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { formSubmissions, outbox, redirects } from "~/.server/db/schema";
import { blockTypes } from "~/content/pages/blocks";
import type { PageBlock, PageDocument } from "~/content/pages/page-document";
import { shippedDefaultDocument } from "~/content/pages/shipped-documents";
import { sections } from "~/content/registry/sections";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The segment pages as page documents (docs/decisions/068): drawn from their default document
 * until the team publishes one, the sections' values still shown; once published, the team's
 * order of blocks and search fields; the address fixed and the page never retired; the menus
 * and the sitemap listing it once.
 */

const segmentsValue = structuredClone(sections.segments.defaults);
segmentsValue.advogados.stats.partners = "+900";
segmentsValue.bancarios.stats.partners = "+777";
const searchValue = structuredClone(sections["search-and-sharing"].defaults);
const values = { segments: segmentsValue, "search-and-sharing": searchValue };

const idOf = (html: string, id: string) => html.indexOf(`id="${id}"`);

describe("the segment pages as page documents", () => {
  let database: PostgresDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let visitor: Visitor;
  let pageId: number;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    const db = handle.db;
    expect((await publishSection(db, "segments", segmentsValue, null)).ok).toBe(true);
    // /segmentos/advogados opened on "Páginas", edited and published; the others never were.
    const document = shippedDefaultDocument("/segmentos/advogados", values) as PageDocument;
    const opened = await openShippedPage(db, "/segmentos/advogados", document, null);
    expect(opened).toMatchObject({ created: true });
    pageId = opened?.id ?? 0;
    expect(await openShippedPage(db, "/segmentos/advogados", document, null)).toEqual({
      id: pageId,
      created: false,
    });
    const byType = (type: string) => document.blocks.find((block) => block.type === type);
    const edited: PageDocument = {
      ...document,
      seo: { ...document.seo, title: "Advogados: a franquia do escritório", noindex: true },
      // The contact form right after the opening, without the awards.
      blocks: ["segment", "contact-form", "model-cards", "steps", "testimonials"].map((type) => {
        const block = byType(type);
        if (!block) throw new Error(type);
        return block;
      }),
    };
    expect((await savePageDraft(db, pageId, edited, null)).ok).toBe(true);
    expect((await publishPage(db, pageId, null)).ok).toBe(true);
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    visitor = new Visitor(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
  });

  it("draws a page never published from its default document, with the sections' values", async () => {
    const page = await visitor.get("/segmentos/bancarios");
    expect(page.status).toBe(200);
    expect(page.text).toContain("+777");
    expect(page.text).toContain("+777 parceiros");
    expect(page.text).toContain("<title>Franquia para bancários e ex-bancários | Cota Fácil</title>");
    // Today's order: the opening, the models, the steps, the testimonials, the awards, the form.
    const order = [
      "inicio",
      "beneficios",
      "franquias",
      "como-funciona",
      "depoimentos",
      "premiacoes",
      "contato",
    ];
    const at = order.map((id) => idOf(page.text, id));
    expect(at.every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("draws the published document: the team's order, blocks and search fields, the sections' values", async () => {
    const page = await visitor.get("/segmentos/advogados");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>Advogados: a franquia do escritório</title>");
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.text).toContain("+900");
    expect(idOf(page.text, "premiacoes")).toBe(-1);
    expect(idOf(page.text, "contato")).toBeGreaterThan(idOf(page.text, "beneficios"));
    expect(idOf(page.text, "contato")).toBeLessThan(idOf(page.text, "franquias"));
  });

  it("keeps the menus' single link, and the sitemap follows the published document", async () => {
    const home = await visitor.get("/");
    expect(home.text.match(/href="\/segmentos\/advogados"/g)?.length).toBe(
      home.text.match(/href="\/segmentos\/bancarios"/g)?.length,
    );
    const sitemap = await visitor.get("/sitemap.xml");
    expect(sitemap.text).not.toContain("/segmentos/advogados</loc>");
    expect(sitemap.text).toContain("/segmentos/bancarios</loc>");
  });

  it("keeps the address: no move, no retiring, no second page there", async () => {
    const db = handle.db;
    const stored = await readPage(db, pageId);
    const document = stored?.published?.document as PageDocument;
    const moved = await savePageDraft(db, pageId, { ...document, path: "/segmentos/juridico" }, null);
    expect(moved).toMatchObject({
      ok: false,
      errors: { path: ["O endereço de uma página do site não muda."] },
    });
    expect(await retirePage(db, pageId, { redirectTo: null }, null)).toMatchObject({ ok: false });
    const again = await createPage(db, { document: { ...document, title: "Outra" }, userId: null });
    expect(again).toMatchObject({
      ok: false,
      errors: { path: ["/segmentos/advogados é o endereço de uma página do site."] },
    });
    const other = shippedDefaultDocument("/segmentos/bancarios", values) as PageDocument;
    expect(await savePageDraft(db, pageId, other, null)).toMatchObject({ ok: false });
  });
});

/**
 * The expo page as a page document (docs/decisions/072): once the team publishes a document for
 * /expo-abf-2025 whose event block holds its own event (next year's fair, its days and offers),
 * the page, its head and its scheduling form without JavaScript follow that document; the
 * address stays.
 */
describe("the expo page as a page document", () => {
  const expoPath = "/expo-abf-2025";
  let database: PostgresDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let visitor: Visitor;
  let pageId: number;

  const nextFair = {
    ...structuredClone(sections.expo.defaults),
    name: "Expo ABF 2027",
    days: ["2027-06-24", "2027-06-25", "2027-06-26", "2027-06-27"].map((date) => ({
      date,
      weekday: "",
      opens: "13:00",
      closes: "19:00",
    })),
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    const db = handle.db;
    const expoValues = { expo: sections.expo.defaults, "search-and-sharing": searchValue };
    const document = shippedDefaultDocument(expoPath, expoValues) as PageDocument;
    const opened = await openShippedPage(db, expoPath, document, null);
    expect(opened).toMatchObject({ created: true });
    pageId = opened?.id ?? 0;
    const edited: PageDocument = {
      ...document,
      seo: { ...document.seo, description: "Visite a Cota Fácil na Expo ABF 2027, de 24 a 27 de junho." },
      blocks: document.blocks.map((block) => {
        if (block.type === "expo-event") {
          const offers = structuredClone(blockTypes["expo-event"].defaults.offers);
          offers.benefits.limit = "Limitado aos 80 primeiros inscritos";
          return { ...block, source: "own" as const, value: { ...nextFair, offers } };
        }
        if (block.type === "expo-schedule") {
          return { ...block, value: { ...(block.value as object), title: "Reserve o seu horário em 2027" } };
        }
        return block;
      }),
    };
    expect((await savePageDraft(db, pageId, edited, null)).ok).toBe(true);
    expect((await publishPage(db, pageId, null)).ok).toBe(true);
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        EXPO_TODAY: "2025-06-20",
        // A client's third booking within the hour is refused, on the page retired too.
        LEAD_RATE_LIMIT_PER_HOUR: "2",
        ADMIN_EMAIL: testAdmin.email,
        ADMIN_PASSWORD: testAdmin.password,
      },
    });
    visitor = new Visitor(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
  });

  it("draws the published event and offers at the same address, with the head following them", async () => {
    const page = await visitor.get(expoPath);
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/<h1[^>]*>[^<]*Expo ABF 2027/);
    expect(page.text).toContain("Limitado aos 80 primeiros inscritos");
    expect(page.text).toContain("Reserve o seu horário em 2027");
    expect(page.text).toContain("<title>Expo ABF 2027: agende sua visita | Cota Fácil</title>");
    expect(page.text).toContain('"startDate":"2027-06-24T13:00:00-03:00"');
    // The form offers the document's days, and still posts to the page's own address.
    expect(page.text).toContain('value="2027-06-25"');
    expect(page.text).not.toContain('value="2025-06-25"');
    expect(page.text).toMatch(/<form[^>]*action="\/expo-abf-2025#/);
    // The opening in the parts it had: the hero, the details, the booth, the benefits, the form.
    const at = ["expo", "detalhes", "estande", "beneficios-expo", "agendamento"].map((id) =>
      idOf(page.text, id),
    );
    expect(at.every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("books a visit without JavaScript on the published event's days only", async () => {
    const fields = {
      name: "Roberto Alves",
      email: "roberto@example.com.br",
      phone: "11912345678",
      city: "Sorocaba",
      currentMarket: "Contador",
      investment: "50k-100k",
      preferred_time: "15h-17h",
      consent: "on",
      website: "",
    };
    const old = await visitor.post(expoPath, { ...fields, preferred_day: "2025-06-25" });
    expect(old.status).toBe(400);
    const booked = await visitor.post(expoPath, { ...fields, preferred_day: "2027-06-25" });
    expect(booked.status).toBe(200);
    expect(booked.text).toContain("Entraremos em contato em breve para confirmar seu agendamento.");
  });

  // docs/decisions/080: a form left open on the page while the team retires it.
  it("retired meanwhile, takes a booking sent from it as the page did, with and without JavaScript", async () => {
    const db = handle.db;
    expect((await retirePage(db, pageId, { redirectTo: "/" }, null)).ok).toBe(true);
    await waitOutContentVersionLease();
    const leadsBefore = (await db.select().from(formSubmissions)).length;
    // A visit still leads where the team chose.
    const visit = await visitor.get(expoPath);
    expect(visit.status).toBe(301);
    expect(visit.location).toBe("/");

    const client = new Visitor(server.url, { localAddress: "127.0.0.21" });
    const fields = {
      name: "Carla Menezes",
      email: "carla@example.com.br",
      phone: "11912345678",
      city: "Santos",
      currentMarket: "Contador",
      investment: "50k-100k",
      preferred_time: "15h-17h",
      consent: "on",
      website: "",
    };
    // Without JavaScript: a day of the page's own event (not the `expo` section's) is booked, and
    // the page the visitor saw is drawn with the answer, never a redirect that drops the post.
    const sectionDay = await client.post(expoPath, { ...fields, preferred_day: "2025-06-25" });
    expect(sectionDay.status).toBe(400);
    expect(sectionDay.text).toContain("Escolha um dos dias do evento");
    expect(sectionDay.text).toContain('value="Carla Menezes"');
    const noConsent = await client.post(expoPath, { ...fields, preferred_day: "2027-06-25", consent: "" });
    expect(noConsent.status).toBe(400);
    const booked = await client.post(expoPath, { ...fields, preferred_day: "2027-06-25" });
    expect(booked.status).toBe(200);
    expect(booked.text).toContain("Entraremos em contato em breve para confirmar seu agendamento.");
    expect(booked.text).toMatch(/<h1[^>]*>[^<]*Expo ABF 2027/);

    // With JavaScript (the form posts to /api/expo without naming its page): the same checks.
    const api = (extra: Record<string, string>) => client.post("/api/expo", { ...fields, ...extra });
    const refused = await api({ preferred_day: "2025-06-26" });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toMatchObject({
      status: "error",
      fieldErrors: { preferred_day: "Escolha um dos dias do evento" },
    });
    const bot = await api({ preferred_day: "2027-06-26", website: "http://spam.example" });
    expect(JSON.parse(bot.text)).toEqual({ status: "success" });
    const sent = await api({ preferred_day: "2027-06-26", email: "carla.js@example.com.br" });
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.text)).toEqual({ status: "success" });
    // The client's third booking this hour: refused as on the page on the site.
    const third = await api({ preferred_day: "2027-06-27" });
    expect(third.status).toBe(429);

    const leads = await db.select().from(formSubmissions).orderBy(asc(formSubmissions.createdAt));
    const kept = leads.slice(leadsBefore);
    expect(kept.map((lead) => [lead.pagePath, lead.data.email, lead.data.preferred_day])).toEqual([
      [expoPath, "carla@example.com.br", "2027-06-25"],
      [expoPath, "carla.js@example.com.br", "2027-06-26"],
    ]);
    // Delivered as any lead: each has its delivery (no webhook set here: stored as skipped).
    for (const lead of kept) {
      const [delivery] = await db.select().from(outbox).where(eq(outbox.submissionId, lead.id));
      expect(delivery).toMatchObject({ eventType: "expo.registration", status: "skipped" });
    }
  });

  it("retired, has its publish scheduled from the editor, and comes back as “Publicar” brings it", async () => {
    const db = handle.db;
    expect((await readPage(db, pageId))?.status).toBe("retirada");
    const admin = new Visitor(server.url);
    expect((await admin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
    const editor = await admin.get(`/admin/paginas/${pageId}`);
    expect(editor.text).toContain("Agendar a volta ao site");
    // Three days ahead, written in Brasília's time (UTC−3) as the editor's field takes it.
    const at = new Date(Date.now() + 3 * 86_400_000);
    const local = new Date(at.getTime() - 3 * 3_600_000).toISOString().slice(0, 16);
    const scheduled = await admin.post(`/admin/paginas/${pageId}`, { intent: "schedule-publish", at: local });
    expect(scheduled.status).toBe(303);
    // Taking it off the air is still refused: it is retired instead.
    expect(
      await schedulePageChange(db, pageId, { kind: "unpublish", at: at.toISOString() }, null),
    ).toMatchObject({ ok: false });
    const list = await admin.get("/admin/paginas");
    expect(list.text).toContain("Publicações agendadas");
    expect(list.text).toMatch(/Publicação agendada: \d{2}\/\d{2}\/\d{4}/);
    expect(list.text).toContain("a página volta ao site");

    const logger = { info: () => {}, warn: () => {} };
    expect(await runDuePageChanges(db, logger, undefined, new Date(at.getTime() + 60_000))).toBe(1);
    expect((await readPage(db, pageId))?.status).toBe("publicada");
    expect(await db.select().from(redirects).where(eq(redirects.fromPath, expoPath))).toEqual([]);
    await waitOutContentVersionLease();
    const back = await visitor.get(expoPath);
    expect(back.status).toBe(200);
    expect(back.text).toContain("Reserve o seu horário em 2027");
  });
});

/**
 * The expo page retired for next year's (docs/decisions/076): its links follow the title of the
 * document the team published; retired with a redirect, its address answers 301 to the page
 * chosen, and its links and sitemap entry go while next year's page shows in the menus by its
 * title; published again, it is back.
 */
describe("the expo page retired for next year's page", () => {
  const expoPath = "/expo-abf-2025";
  let database: PostgresDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let visitor: Visitor;
  let expoId: number;

  const linkTo = (html: string, path: string) =>
    [...html.matchAll(new RegExp(`<a[^>]*href="${path}"[^>]*>([^<]*)</a>`, "g"))].map((match) => match[1]);
  const settle = async () => {
    await waitOutContentVersionLease();
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    const expoValues = { expo: sections.expo.defaults, "search-and-sharing": searchValue };
    const document = shippedDefaultDocument(expoPath, expoValues) as PageDocument;
    expoId = (await openShippedPage(handle.db, expoPath, document, null))?.id ?? 0;
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    visitor = new Visitor(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
  });

  it("labels the expo's links by the title of the document the team published", async () => {
    // The phone menu's and the footer's.
    expect(linkTo((await visitor.get("/")).text, expoPath)).toEqual(["Expo ABF 2025", "Expo ABF 2025"]);
    const db = handle.db;
    const document = (await readPage(db, expoId))?.draft?.document as PageDocument;
    expect((await savePageDraft(db, expoId, { ...document, title: "Feira ABF 2025" }, null)).ok).toBe(true);
    expect((await publishPage(db, expoId, null)).ok).toBe(true);
    await settle();
    expect(linkTo((await visitor.get("/")).text, expoPath)).toEqual(["Feira ABF 2025", "Feira ABF 2025"]);
  });

  it("retired with a redirect, answers 301 to next year's page, linked in its place; published again, it is back", async () => {
    const db = handle.db;
    const next = await duplicatePage(db, expoId, { title: "Expo ABF 2027", path: "/expo-abf-2027" }, null);
    if (!next.ok) throw new Error("not duplicated");
    const copy = (await readPage(db, next.id))?.draft?.document as PageDocument;
    expect((await savePageDraft(db, next.id, { ...copy, nav: ["header", "footer"] }, null)).ok).toBe(true);
    expect((await publishPage(db, next.id, null)).ok).toBe(true);
    expect((await retirePage(db, expoId, { redirectTo: "/expo-abf-2027" }, null)).ok).toBe(true);
    await settle();

    const old = await visitor.get(`${expoPath}?utm_source=folheto`);
    expect(old.status).toBe(301);
    expect(old.location).toBe("/expo-abf-2027?utm_source=folheto");
    // A form still open on the old page is answered there, never redirected (docs/decisions/080).
    expect((await visitor.post(expoPath, { name: "Ana" })).status).toBe(400);
    const home = await visitor.get("/");
    expect(linkTo(home.text, expoPath)).toEqual([]);
    expect(home.text).not.toContain("Feira ABF 2025");
    // In the header, the phone menu (as a header's link and a footer's) and the footer.
    expect(linkTo(home.text, "/expo-abf-2027")).toEqual(Array(4).fill("Expo ABF 2027"));
    const sitemap = await visitor.get("/sitemap.xml");
    expect(sitemap.text).not.toContain(`${expoPath}</loc>`);
    expect(sitemap.text).toContain("/expo-abf-2027</loc>");

    expect((await publishPage(db, expoId, null)).ok).toBe(true);
    await settle();
    expect((await visitor.get(expoPath)).status).toBe(200);
    expect(linkTo((await visitor.get("/")).text, expoPath)).toEqual(["Feira ABF 2025", "Feira ABF 2025"]);
    expect((await visitor.get("/sitemap.xml")).text).toContain(`${expoPath}</loc>`);
  });
});

/**
 * The solutions page as a page document (docs/decisions/073): its default document draws the
 * sections' values in the page's order; the team's published document, with its own hero and
 * its order, replaces it once the page cache learns of the publish.
 */
describe("the solutions page as a page document", () => {
  const path = "/solucoes-lucrativas";
  let database: PostgresDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let visitor: Visitor;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    const solutions = structuredClone(sections.solutions.defaults);
    solutions.ticker = ["Cartões pré-pagos", ...solutions.ticker.slice(1)];
    solutions.highlights[0].title = "Suporte todos os dias";
    expect((await publishSection(handle.db, "solutions", solutions, null)).ok).toBe(true);
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    visitor = new Visitor(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
  });

  it("draws its default document, then the one the team publishes", async () => {
    const before = await visitor.get(path);
    expect(before.status).toBe(200);
    expect(before.text).toContain(
      "<title>Soluções lucrativas: mais de 280 produtos financeiros | Cota Fácil</title>",
    );
    expect(before.text).toContain("Cartões pré-pagos");
    expect(before.text).toContain("Suporte todos os dias");
    expect(before.text).toMatch(/<h1 id="inicio-titulo"[^>]*>Um portfólio completo/);
    const order = ["inicio", "produtos", "franquias", "depoimentos", "diferenciais", "contato"];
    const at = order.map((id) => idOf(before.text, id));
    expect(at.every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Everything before the form is one part, as the page's code drew it.
    const main = before.text.slice(before.text.indexOf("<main>"), idOf(before.text, "contato"));
    expect(main.match(/<div class="contents">/g)).toHaveLength(2);

    const db = handle.db;
    const document = (await readShippedDefaultDocumentFor(path)) as PageDocument;
    const opened = await openShippedPage(db, path, document, null);
    const pageId = opened?.id ?? 0;
    const byId = (id: string) => document.blocks.find((block) => block.id === id) as PageBlock;
    const hero = byId("inicio");
    const edited: PageDocument = {
      ...document,
      blocks: [
        { ...hero, value: { ...(hero.value as object), title: "Venda 280 produtos com a Cota Fácil" } },
        byId("diferenciais"),
        byId("produtos"),
        byId("contato"),
      ],
    };
    expect((await savePageDraft(db, pageId, edited, null)).ok).toBe(true);
    expect((await publishPage(db, pageId, null)).ok).toBe(true);
    await bumpContentVersion(db);
    await waitOutContentVersionLease();

    const after = await visitor.get(path);
    expect(after.text).toMatch(/<h1 id="inicio-titulo"[^>]*>Venda 280 produtos com a Cota Fácil<\/h1>/);
    expect(after.text).toContain("Suporte todos os dias");
    expect(after.text).not.toContain("Cartões pré-pagos");
    expect(idOf(after.text, "franquias")).toBe(-1);
    expect(idOf(after.text, "diferenciais")).toBeLessThan(idOf(after.text, "produtos"));
    expect(idOf(after.text, "produtos")).toBeLessThan(idOf(after.text, "contato"));
  });
});

function readShippedDefaultDocumentFor(path: string) {
  return shippedDefaultDocument(path, {
    "search-and-sharing": structuredClone(sections["search-and-sharing"].defaults),
  });
}

/**
 * The home page as a page document (docs/decisions/070): its default document shows the
 * sections' values in today's order; "Editar blocos" opens it as a page at "/", and the document
 * the team publishes there is what visitors get.
 */
describe("the home page as a page document", () => {
  let database: PostgresDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let visitor: Visitor;

  const heroValue = { ...sections["hero.home"].defaults, title: "Uma franquia financeira perto de você" };
  const homeValues = { "search-and-sharing": structuredClone(sections["search-and-sharing"].defaults) };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    expect((await publishSection(handle.db, "hero.home", heroValue, null)).ok).toBe(true);
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    visitor = new Visitor(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
  });

  it("draws / from its default document until one is published, then the team's", async () => {
    const before = await visitor.get("/");
    expect(before.status).toBe(200);
    // The hero section's published title, in the page's one h1.
    expect(before.text).toContain("Uma franquia financeira perto de você</h1>");
    expect(before.text.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(before.text).toContain("<title>Cota Fácil | Franquia de soluções financeiras</title>");
    expect(before.text).toContain('"@type":"FAQPage"');
    const order = [
      "inicio",
      "franquias",
      "beneficios",
      "como-funciona",
      "depoimentos",
      "depoimentos-video",
      "faq",
      "contato",
      "sobre",
      "parceiros",
      "premiacoes",
    ];
    const at = order.map((id) => idOf(before.text, id));
    expect(at.every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);

    // "Editar blocos": the home page's row, its default document as the draft.
    const db = handle.db;
    const document = shippedDefaultDocument("/", homeValues) as PageDocument;
    const opened = await openShippedPage(db, "/", document, null);
    expect(opened).toMatchObject({ created: true });
    const pageId = opened?.id ?? 0;
    expect((await readPage(db, pageId))?.draft?.document.blocks).toEqual(document.blocks);
    // The team gives the opening a title of its own, moves the form up and drops the FAQ.
    const byId = (id: string) =>
      document.blocks.find((block) => block.id === id) as PageDocument["blocks"][0];
    const ownHero = {
      ...byId("inicio"),
      source: "own" as const,
      value: { ...heroValue, title: "Campanha de verão: a franquia da sua cidade" },
    };
    const edited: PageDocument = {
      ...document,
      seo: { ...document.seo, title: "Verão na Cota Fácil" },
      blocks: [ownHero, byId("contato"), byId("franquias"), byId("premiacoes")],
    };
    expect((await savePageDraft(db, pageId, edited, null)).ok).toBe(true);
    expect((await publishPage(db, pageId, null)).ok).toBe(true);
    // Every instance reads the content version the publish bumped on its next requests.
    await expect
      .poll(async () => (await visitor.get("/")).text, { timeout: 15_000, interval: 250 })
      .toContain("Campanha de verão: a franquia da sua cidade</h1>");
    const after = await visitor.get("/");
    expect(after.text).toContain("<title>Verão na Cota Fácil</title>");
    expect(after.text).not.toContain('"@type":"FAQPage"');
    expect(idOf(after.text, "faq")).toBe(-1);
    expect(idOf(after.text, "contato")).toBeGreaterThan(idOf(after.text, "inicio"));
    expect(idOf(after.text, "contato")).toBeLessThan(idOf(after.text, "franquias"));
    // The address stays the home page's.
    const moved = await savePageDraft(db, pageId, { ...edited, path: "/inicio" }, null);
    expect(moved).toMatchObject({
      ok: false,
      errors: { path: ["O endereço de uma página do site não muda."] },
    });
  });
});

/**
 * The text pages as page documents (docs/decisions/074): /termos, /privacidade and /thank-you
 * are each one block using the company's details, so the team's edits to the company show on
 * them; a document published for one of them draws the team's blocks and values.
 */
describe("the text pages as page documents", () => {
  let database: PostgresDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let visitor: Visitor;
  const company = {
    ...structuredClone(sections.company.defaults),
    legalName: "Rede Exemplo Serviços Financeiros Ltda.",
    privacyEmail: "dados@exemplo.com.br",
  };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    const db = handle.db;
    expect((await publishSection(db, "company", company, null)).ok).toBe(true);
    // /privacidade opened on "Páginas": a text before the policy, which holds its own e-mail.
    const document = shippedDefaultDocument("/privacidade", values) as PageDocument;
    expect(document.blocks.map((block) => `${block.type}:${block.source}`)).toEqual(["legal-document:site"]);
    const opened = await openShippedPage(db, "/privacidade", document, null);
    expect(opened).toMatchObject({ created: true });
    const edited: PageDocument = {
      ...document,
      seo: { ...document.seo, title: "Privacidade na Cota Fácil" },
      blocks: [
        {
          id: "aviso",
          type: "rich-text",
          source: "own",
          value: {
            parts: [{ kind: "paragraph", spans: [{ text: "Texto revisto em 2027.", style: "", href: "" }] }],
          },
          schemaVersion: 1,
        },
        {
          ...(document.blocks[0] as PageDocument["blocks"][number]),
          source: "own",
          value: { ...company, privacyEmail: "lgpd@exemplo.com.br", document: "privacidade" },
        },
      ],
    };
    expect((await savePageDraft(db, opened?.id ?? 0, edited, null)).ok).toBe(true);
    expect((await publishPage(db, opened?.id ?? 0, null)).ok).toBe(true);
    // /thank-you published with its own search title and "noindex" unticked.
    const thanks = shippedDefaultDocument("/thank-you", values) as PageDocument;
    const thanksPage = await openShippedPage(db, "/thank-you", thanks, null);
    const listed = { ...thanks, seo: { ...thanks.seo, title: "Obrigado pelo contato", noindex: false } };
    expect((await savePageDraft(db, thanksPage?.id ?? 0, listed, null)).ok).toBe(true);
    expect((await publishPage(db, thanksPage?.id ?? 0, null)).ok).toBe(true);
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    visitor = new Visitor(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
  });

  const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

  it("draws /termos from its default document: the whole page is the terms, with the company's details", async () => {
    const page = await visitor.get("/termos");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>Termos de Uso | Cota Fácil</title>");
    expect(page.text).not.toContain('name="robots"');
    expect(page.text).toContain("Rede Exemplo Serviços Financeiros Ltda.");
    expect(page.text).toContain('href="mailto:dados@exemplo.com.br"');
    // The document is the page's one main landmark, with its one h1.
    expect(count(page.text, /<main\b/g)).toBe(1);
    expect(page.text).toMatch(/<main><div class="border-b[^"]*"><div[^>]*><p[^>]*>Documento legal<\/p><h1 /);
    expect(count(page.text, /<h1\b/g)).toBe(1);
  });

  it("draws /thank-you from its published document, still not listed, never kept by the page cache", async () => {
    const page = await visitor.get("/thank-you");
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    expect(page.text).toContain("<title>Obrigado pelo contato</title>");
    // The registry keeps it out of search engines whatever its document says.
    expect(page.text).toContain('<meta name="robots" content="noindex"/>');
    expect(page.text).toMatch(/<main class="bg-gradient-to-b[^"]*">/);
    expect(page.text).toContain("Recebemos seu contato!</h1>");
    expect(count(page.text, /<main\b/g)).toBe(1);
  });

  it("draws the document published for /privacidade: the team's blocks, values and search fields", async () => {
    const page = await visitor.get("/privacidade");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>Privacidade na Cota Fácil</title>");
    expect(page.text).toContain("Texto revisto em 2027.");
    expect(page.text).toContain('href="mailto:lgpd@exemplo.com.br"');
    expect(page.text).not.toContain('mailto:dados@exemplo.com.br"');
    // Among other blocks the policy is a part of the page's one main, its title still the h1.
    expect(count(page.text, /<main\b/g)).toBe(1);
    expect(count(page.text, /<h1\b/g)).toBe(1);
    expect(page.text.indexOf("Texto revisto em 2027.")).toBeLessThan(
      page.text.indexOf("Política de Privacidade</h1>"),
    );
    const sitemap = await visitor.get("/sitemap.xml");
    expect(sitemap.text).toContain("/privacidade</loc>");
    expect(sitemap.text).not.toContain("/thank-you</loc>");
  });
});

/**
 * The model pages as page documents (docs/decisions/071): their copy is their default
 * document's blocks, written around the `models` section's figures; a published document shows
 * the team's edits; the contact form keeps the model's amount preselected.
 */
describe("the model pages as page documents", () => {
  let database: PostgresDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let visitor: Visitor;

  const modelsValue = structuredClone(sections.models.defaults);
  modelsValue.prime.price = 151515;
  modelsValue.loja.price = 47777;
  const modelValues = { models: modelsValue, "search-and-sharing": searchValue };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    const db = handle.db;
    expect((await publishSection(db, "models", modelsValue, null)).ok).toBe(true);
    // /modelo-loja opened on "Páginas", its advantages and training edited, and published.
    const document = shippedDefaultDocument("/modelo-loja", modelValues) as PageDocument;
    const opened = await openShippedPage(db, "/modelo-loja", document, null);
    expect(opened).toMatchObject({ created: true });
    const edited: PageDocument = {
      ...document,
      blocks: document.blocks.map((block) =>
        block.type === "model-advantages"
          ? {
              ...block,
              value: {
                ...(block.value as object),
                intro: { eyebrow: "Vantagens", title: "Uma loja que a cidade conhece", lead: "" },
              },
            }
          : block,
      ),
    };
    expect((await savePageDraft(db, opened?.id ?? 0, edited, null)).ok).toBe(true);
    expect((await publishPage(db, opened?.id ?? 0, null)).ok).toBe(true);
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    visitor = new Visitor(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
  });

  it("draws a model page never published from its copy, around the published figures", async () => {
    const page = await visitor.get("/modelo-prime");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>Franquia Prime: loja e call center | Cota Fácil</title>");
    expect(page.text).toContain("Loja + call center em uma só operação");
    expect(page.text).toContain("R$\u00a0151.515");
    // The form starts with the model's amount.
    expect(page.text).toContain('<option selected="">R$ 151.515</option>');
    const order = ["inicio", "vantagens", "detalhes-financeiros", "call-center", "contato"];
    const at = order.map((id) => idOf(page.text, id));
    expect(at.every((position) => position > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // Basic shows the ROI example after its training.
    const basic = await visitor.get("/modelo-basic");
    expect(idOf(basic.text, "analise-roi")).toBeGreaterThan(idOf(basic.text, "treinamento"));
  });

  it("draws the published document with the team's copy, the amount still preselected", async () => {
    const page = await visitor.get("/modelo-loja");
    expect(page.status).toBe(200);
    expect(page.text).toContain("Uma loja que a cidade conhece");
    expect(page.text).not.toContain("Uma loja que atrai clientes e gera confiança");
    expect(page.text).toContain('<option selected="">R$ 47.777</option>');
  });
});

/**
 * The not-found page as a page document (docs/decisions/079): every 404 of the public site (an
 * unknown address, a form posted to one, a retired page without a redirect, /404 itself) draws
 * the document the team published for /404, else its default; always HTTP 404, never listed.
 */
describe("the not-found page as a page document", () => {
  let database: PostgresDatabase;
  let handle: DatabaseHandle;
  let server: ServerProcess;
  let visitor: Visitor;
  let pageId: number;

  const heading = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  /** Where the link whose text is `label` leads (its icons are drawn inside it). */
  const hrefOf = (html: string, label: string) =>
    [...html.matchAll(/<a ([^>]*)>((?:(?!<\/a>)[\s\S])*)<\/a>/g)]
      .filter((link) => link[2].replace(/<[^>]*>/g, "").trim() === label)
      .map((link) => / href="([^"]*)"/.exec(` ${link[1]}`)?.[1])[0];
  const notFoundAnswers = () =>
    Promise.all([
      visitor.get("/pagina-que-nao-existe"),
      visitor.get("/404"),
      visitor.post("/campanha-que-nao-existe", { nome: "Ana" }),
      visitor.get("/expo-abf-2025"),
    ]);

  beforeAll(async () => {
    database = await createPostgresDatabase();
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    const db = handle.db;
    // The expo page retired without a redirect: its route answers 404 (docs/decisions/076).
    const expo = shippedDefaultDocument("/expo-abf-2025", { expo: sections.expo.defaults }) as PageDocument;
    const expoId = (await openShippedPage(db, "/expo-abf-2025", expo, null))?.id ?? 0;
    expect((await retirePage(db, expoId, { redirectTo: null }, null)).ok).toBe(true);
    pageId =
      (await openShippedPage(db, "/404", shippedDefaultDocument("/404", {}) as PageDocument, null))?.id ?? 0;
    const port = await findFreePort();
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: { PUBLIC_URL: `http://127.0.0.1:${port}` },
    });
    visitor = new Visitor(server.url);
  });
  afterAll(async () => {
    await server?.stop();
    await handle?.close();
    await database?.drop();
  });

  it("answers 404 with its default until the team publishes one: the 404's texts, not listed, no address of its own", async () => {
    for (const answer of await notFoundAnswers()) {
      expect(answer.status).toBe(404);
      expect(heading(answer.text)).toBe("Página não encontrada");
      expect(answer.text).toContain("A página que você está tentando acessar não existe ou foi movida.");
      expect(answer.text).toContain("<title>Página não encontrada | Cota Fácil</title>");
      expect(answer.text).toContain('<meta name="robots" content="noindex"/>');
      expect(answer.text).not.toContain('rel="canonical"');
      expect(hrefOf(answer.text, "Voltar para o início")).toBe("/");
      expect(hrefOf(answer.text, "Ir para o login")).toBe("/auth");
    }
    expect((await visitor.get("/sitemap.xml")).text).not.toContain("/404<");
  });

  it("answers every 404 with the document the team published, still 404 and never listed", async () => {
    const db = handle.db;
    const document = (await readPage(db, pageId))?.draft?.document as PageDocument;
    const [block] = document.blocks;
    const edited: PageDocument = {
      ...document,
      // Asking search engines to list it changes nothing: a 404 is never listed.
      seo: { ...document.seo, title: "Endereço sem página | Cota Fácil", noindex: false },
      blocks: [
        {
          ...block,
          value: {
            title: "Esta página saiu do ar",
            text: "Conheça as soluções da franquia.",
            primary: { label: "Ver as soluções", href: "/solucoes-lucrativas" },
            secondary: { label: "", href: "" },
          },
        },
      ],
    };
    expect((await savePageDraft(db, pageId, edited, null)).ok).toBe(true);
    expect((await publishPage(db, pageId, null)).ok).toBe(true);
    await waitOutContentVersionLease();

    for (const answer of await notFoundAnswers()) {
      expect(answer.status).toBe(404);
      expect(heading(answer.text)).toBe("Esta página saiu do ar");
      expect(answer.text).toContain("Conheça as soluções da franquia.");
      expect(hrefOf(answer.text, "Ver as soluções")).toBe("/solucoes-lucrativas");
      expect(answer.text).not.toContain("Ir para o login");
      expect(answer.text).toContain("<title>Endereço sem página | Cota Fácil</title>");
      expect(answer.text).toContain('<meta name="robots" content="noindex"/>');
    }
    const sitemap = await visitor.get("/sitemap.xml");
    expect(sitemap.status).toBe(200);
    expect(sitemap.text).not.toContain("/404<");
    // Not a link of the menus or the footer either.
    expect((await visitor.get("/")).text).not.toContain('href="/404"');
  });

  it("keeps its address: never retired, taken off the site, moved or taken by another page", async () => {
    const db = handle.db;
    const document = (await readPage(db, pageId))?.published?.document as PageDocument;
    expect(await retirePage(db, pageId, { redirectTo: "/" }, null)).toMatchObject({ ok: false });
    expect(await unpublishPage(db, pageId, { redirectTo: null }, null)).toMatchObject({ ok: false });
    expect(await savePageDraft(db, pageId, { ...document, path: "/nao-encontrada" }, null)).toMatchObject({
      ok: false,
      errors: { path: ["O endereço de uma página do site não muda."] },
    });
    expect(await createPage(db, { document: { ...document, title: "Outra" }, userId: null })).toMatchObject({
      ok: false,
      errors: { path: ["/404 é o endereço de uma página do site."] },
    });
    // A copy is a page of its own, at another address.
    const copy = await duplicatePage(db, pageId, { title: "Cópia", path: "/404" }, null);
    expect(copy.ok).toBe(false);
  });
});
