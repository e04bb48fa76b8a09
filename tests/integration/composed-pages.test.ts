import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { waitOutContentVersionLease } from "~/.server/content/content-version";
import { createPage, retirePage } from "~/.server/content/page-store";
import { publishSection } from "~/.server/content/section-store";
import { type DatabaseHandle, openDatabase } from "~/.server/db/client";
import { formSubmissions, outbox, pages } from "~/.server/db/schema";
import { blockDefinition, blockTypes } from "~/content/pages/blocks";
import type { PageBlock, PageDocument } from "~/content/pages/page-document";
import { sections } from "~/content/registry/sections";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import {
  everyBlockDocument,
  everyBlockDocuments,
  everyBlockPath,
  everyBlockPaths,
  publishTestPage,
} from "../support/composed-pages";
import { contactLeadFields } from "../support/contact-lead";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * Composed pages as visitors and search engines get them (docs/decisions/059): every block type
 * drawn, the head tags, structured data and robots from the page's document, the pages linked
 * from the header, the phone menu, "Por segmento" and the footer, the sitemap, a campaign page
 * without the header's navigation, and the page's forms posted without JavaScript.
 */

const ldJson = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json) as { "@type": string; [key: string]: unknown },
  );
const metaContent = (html: string, attribute: string, name: string) =>
  new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1];

/** The every-block page, with a rich text that tries to be HTML and an FAQ of its own. */
function testPage(): PageDocument {
  const document = everyBlockDocument({}, ["steps", "partners"]);
  for (const block of document.blocks) {
    if (block.type === "rich-text") {
      block.value = {
        parts: [
          { kind: "heading", spans: [{ text: "Por que a Cota Fácil", style: "", href: "" }] },
          {
            kind: "paragraph",
            spans: [
              { text: "Texto com ", style: "", href: "" },
              { text: "negrito", style: "bold", href: "" },
              { text: " e um ", style: "", href: "" },
              { text: "link para o Prime", style: "", href: "/modelo-prime" },
              { text: " <img src=x onerror=alert(1)>", style: "", href: "" },
            ],
          },
          { kind: "bullet", spans: [{ text: "Primeiro item", style: "", href: "" }] },
          { kind: "bullet", spans: [{ text: "Segundo item", style: "", href: "" }] },
          { kind: "number", spans: [{ text: "Passo numerado", style: "", href: "" }] },
        ],
      };
    }
    if (block.type === "faq") {
      block.value = {
        ...blockTypes.faq.defaults,
        items: [{ question: "A página tem perguntas próprias?", answer: "Sim, as desta página." }],
      };
    }
  }
  return document;
}

describe("composed pages through the server", () => {
  let database: PostgresDatabase;
  let server: ServerProcess;
  let visitor: Visitor;
  let publicUrl: string;
  let handle: DatabaseHandle;

  beforeAll(async () => {
    database = await createPostgresDatabase();
    const port = await findFreePort();
    publicUrl = `http://127.0.0.1:${port}`;
    // Published before the server starts (as a second instance would find them).
    handle = await openDatabase({ databaseUrl: database.url, dataDir: "unused" });
    await publishTestPage(handle.db, testPage());
    // The other pages of every block type (the openings that cannot share the first page).
    for (const document of everyBlockDocuments().slice(1)) await publishTestPage(handle.db, document);
    await publishTestPage(handle.db, {
      ...everyBlockDocument(),
      path: "/segmentos/medicos",
      title: "Médicos",
      seo: { title: "", description: "A franquia para médicos.", image: "", noindex: false },
      nav: ["header", "segments", "footer"],
      blocks: everyBlockDocument().blocks.filter((block) => ["hero", "contact-form"].includes(block.type)),
    });
    await publishTestPage(handle.db, {
      ...everyBlockDocument(),
      path: "/campanha-verao",
      title: "Campanha de verão",
      seo: {
        title: "Verão Cota Fácil: condições de verão",
        description: "Só nesta página.",
        image: "/images/pages/solutions.svg",
        noindex: true,
      },
      hideHeaderNav: true,
      blocks: everyBlockDocument().blocks.filter((block) =>
        ["rich-text", "call-to-action", "contact-form"].includes(block.type),
      ),
    });
    // An event page opening with the event, its hero after it; no contact form of its own.
    await publishTestPage(handle.db, {
      ...everyBlockDocument(),
      path: "/agenda-da-feira",
      title: "Agenda da feira",
      blocks: everyBlockDocument()
        .blocks.filter((block) => ["expo-event", "hero"].includes(block.type))
        .sort((a, b) => Number(b.type === "expo-event") - Number(a.type === "expo-event")),
    });
    // Before the shipped event's days: its Event structured data is written.
    server = await startServer({
      port,
      databaseUrl: database.url,
      env: {
        PUBLIC_URL: publicUrl,
        EXPO_TODAY: "2025-06-20",
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

  it("draws every block type, the rich text as elements, never as HTML", async () => {
    const pages = await Promise.all(everyBlockPaths.map((path) => visitor.get(path)));
    for (const each of pages) expect(each.status).toBe(200);
    // Each type is drawn on the page that holds it: its block's own id, else its section's.
    for (const [at, document] of everyBlockDocuments().entries()) {
      for (const block of document.blocks) {
        const anchor = blockDefinition(block.type)?.anchors?.[0] ?? "";
        const drawn = anchor.replace("{id}", block.id);
        if (drawn) expect(pages[at].text, block.type).toContain(`id="${drawn}"`);
      }
    }
    const page = pages[0];
    // The blocks drawn by their own components, with their own values.
    expect(page.text).toContain("Por que a Cota Fácil</h2>");
    expect(page.text).toContain('<strong class="font-semibold text-ink">negrito</strong>');
    expect(page.text).toMatch(/<a [^>]*href="\/modelo-prime"[^>]*>link para o Prime<\/a>/);
    expect(page.text).toMatch(/<ul[^>]*><li[^>]*>Primeiro item<\/li><li[^>]*>Segundo item<\/li><\/ul>/);
    expect(page.text).toMatch(/<ol[^>]*><li[^>]*>Passo numerado<\/li><\/ol>/);
    expect(page.text).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(page.text).not.toContain("<img src=x");
    expect(page.text).toContain("A página tem perguntas próprias?");
    expect(page.text).toContain('id="contato"');
    expect(page.text).toContain('id="agendamento"');
  });

  it("writes the head from the page's document: title, description, canonical, sharing card, structured data", async () => {
    const page = (await visitor.get(everyBlockPath)).text;
    expect(page).toContain("<title>Todos os blocos | Cota Fácil</title>");
    expect(metaContent(page, "name", "description")).toBe("Uma página com cada tipo de bloco, uma vez.");
    expect(page).toContain(`<link rel="canonical" href="${publicUrl}${everyBlockPath}"/>`);
    expect(metaContent(page, "property", "og:url")).toBe(`${publicUrl}${everyBlockPath}`);
    expect(metaContent(page, "name", "robots")).toBeUndefined();
    const data = ldJson(page);
    expect(data.map((item) => item["@type"]).sort()).toEqual(["Event", "FAQPage", "Organization"]);
    expect(data.find((item) => item["@type"] === "FAQPage")?.mainEntity).toEqual([
      {
        "@type": "Question",
        name: "A página tem perguntas próprias?",
        acceptedAnswer: { "@type": "Answer", text: "Sim, as desta página." },
      },
    ]);
    expect(data.find((item) => item["@type"] === "Event")?.url).toBe(`${publicUrl}${everyBlockPath}`);
    // No image chosen: a card drawn from the page's title and its event's dates.
    const card = metaContent(page, "property", "og:image") ?? "";
    expect(card).toMatch(new RegExp(`^${publicUrl}/og/p/[\\w-]+\\.[\\w-]+\\.png$`));
    const texts = JSON.parse(Buffer.from(card.split(".").at(-2) ?? "", "base64url").toString("utf8"));
    expect(texts.slice(1)).toEqual(["Todos os blocos", expect.stringMatching(/ de junho de 2025 · /)]);
    expect(metaContent(page, "property", "og:image:alt")).toBe("Todos os blocos");
    const image = await fetch(card.replace(publicUrl, server.url));
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    const campaign = (await visitor.get("/campanha-verao")).text;
    expect(campaign).toContain("<title>Verão Cota Fácil: condições de verão</title>");
    expect(metaContent(campaign, "name", "robots")).toBe("noindex");
    expect(metaContent(campaign, "property", "og:image")).toBe(`${publicUrl}/images/pages/solutions.svg`);
    // No FAQ, no event: the Organization only.
    expect(ldJson(campaign).map((item) => item["@type"])).toEqual(["Organization"]);
    expect(campaign.match(/<h1\b[^>]*>([^<]*)</)?.slice(1)).toEqual(["Campanha de verão"]);
  });

  it("gives a page one h1: the first hero or event opening's title; the other's is an h2", async () => {
    const h1s = (html: string) => [...html.matchAll(/<h1[ >]/g)].length;
    // The hero opens the every-block page: the event's opening below it is titled with an h2.
    const everyBlock = (await visitor.get(everyBlockPath)).text;
    expect(h1s(everyBlock)).toBe(1);
    expect(everyBlock).toContain('<h1 id="inicio-titulo"');
    expect(everyBlock).toContain('<h2 id="expo-titulo"');
    // The event opens this one: its title is the h1, the hero's an h2.
    const eventFirst = (await visitor.get("/agenda-da-feira")).text;
    expect(h1s(eventFirst)).toBe(1);
    expect(eventFirst).toContain('<h1 id="expo-titulo"');
    expect(eventFirst).toContain('<h2 id="inicio-titulo"');
    // Neither: the page names itself with a hidden h1.
    const campaign = (await visitor.get("/campanha-verao")).text;
    expect(h1s(campaign)).toBe(1);
    expect(campaign).toContain('<h1 class="sr-only">Campanha de verão</h1>');
  });

  it("sends the header's 'Fale conosco' to the page's own contact form, else to the home page's", async () => {
    const contactLink = async (path: string) => {
      const html = (await visitor.get(path)).text;
      const header = html.slice(html.indexOf("<header"), html.indexOf("</header>"));
      return /<a href="([^"]*)"[^>]*>Fale conosco/.exec(header)?.[1];
    };
    expect(await contactLink("/segmentos/medicos")).toBe("#contato");
    expect(await contactLink("/agenda-da-feira")).toBe("/#contato");
    expect(await contactLink("/")).toBe("#contato");
  });

  it("links the pages from the places their documents name, with their titles", async () => {
    const home = (await visitor.get("/")).text;
    const header = home.slice(home.indexOf("<header"), home.indexOf("</header>"));
    const footer = home.slice(home.indexOf("<footer"), home.indexOf("</footer>"));
    const segmentMenu = header.slice(header.indexOf('id="menu-segmentos"'));
    const phoneMenu = header.slice(header.indexOf('id="menu-celular"'));
    const link = /<a [^>]*href="\/segmentos\/medicos"[^>]*>(?:<span[^>]*>)?Médicos/;
    expect(header.slice(0, header.indexOf('id="menu-segmentos"'))).toMatch(link);
    expect(segmentMenu.slice(0, segmentMenu.indexOf("</details>"))).toMatch(link);
    expect(phoneMenu).toMatch(link);
    expect(footer).toMatch(/<a [^>]*href="\/segmentos\/medicos"[^>]*>Médicos<\/a>/);
    // Pages linked from nowhere are linked from nowhere.
    expect(home).not.toContain(`href="${everyBlockPath}"`);
    expect(home).not.toContain('href="/campanha-verao"');
  });

  it("lists the indexable pages in the sitemap, not a no-index one", async () => {
    const sitemap = (await visitor.get("/sitemap.xml")).text;
    expect(sitemap).toContain(`<loc>${publicUrl}/</loc>`);
    expect(sitemap).toContain(`<loc>${publicUrl}${everyBlockPath}</loc>`);
    expect(sitemap).toContain(`<loc>${publicUrl}/segmentos/medicos</loc>`);
    expect(sitemap).not.toContain("/campanha-verao");
  });

  it("hides the header's navigation where the page asks, keeping the logo", async () => {
    const campaign = (await visitor.get("/campanha-verao")).text;
    expect(campaign).toMatch(
      /<style>header nav\[aria-label="Navegação principal"\],#menu-segmentos,#menu-celular-area\{display:none!important\}<\/style>/,
    );
    expect(campaign).toContain("– página inicial");
    expect((await visitor.get("/segmentos/medicos")).text).not.toContain("display:none!important");
  });

  it("still answers 404 where no page is published, and serves a composed page from the page cache", async () => {
    expect((await visitor.get("/segmentos/dentistas")).status).toBe(404);
    await fetch(`${server.url}/segmentos/medicos`);
    const again = await fetch(`${server.url}/segmentos/medicos`);
    expect(again.status).toBe(200);
    expect(again.headers.get("x-cache")).toBe("hit");
  });

  it("takes the page's contact form without JavaScript, with the errors in the page", async () => {
    const refused = await visitor.post("/campanha-verao", { name: "", email: "nao-e-email" });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('id="contato"');
    expect(refused.text).toContain("Informe um e-mail válido");
    // A page without a scheduling form does not take one.
    expect((await visitor.post("/campanha-verao?formulario=agendamento", { name: "" })).status).toBe(400);
  });

  it("checks a scheduling form sent with JavaScript against its page's event, and refuses an unknown page", async () => {
    const unknown = await fetch(`${server.url}/api/expo?pagina=/nao-existe`, {
      method: "POST",
      body: new FormData(),
    });
    expect(unknown.status).toBe(404);
    const refused = await fetch(`${server.url}/api/expo?pagina=${encodeURIComponent(everyBlockPath)}`, {
      method: "POST",
      body: new FormData(),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      status: "error",
      fieldErrors: { name: expect.any(String) },
    });
  });

  it("shows an admin the draft of a page not yet published, at its address, and nobody else", async () => {
    const draft = await createPage(handle.db, {
      document: { ...everyBlockDocument(), path: "/rascunho-em-revisao", title: "Rascunho em revisão" },
      userId: null,
    });
    if (!draft.ok) throw new Error("draft not created");
    const preview = `/rascunho-em-revisao?pre-visualizar=pagina:${draft.id}`;
    expect((await visitor.get(preview)).status).toBe(404);
    const admin = new Visitor(server.url);
    expect((await admin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
    const shown = await admin.get(preview);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("<title>Rascunho em revisão | Cota Fácil</title>");
    expect(shown.text).toContain(`href="/admin/paginas/${draft.id}"`);
    expect((await visitor.get("/rascunho-em-revisao")).status).toBe(404);
  });

  it("labels the expo page's links in the footer and phone menu by its event's name as the team edits it", async () => {
    const links = async () => {
      const home = (await visitor.get("/")).text;
      const footer = home.slice(home.indexOf("<footer"), home.indexOf("</footer>"));
      const header = home.slice(home.indexOf("<header"), home.indexOf("</header>"));
      const phoneMenu = header.slice(header.indexOf('id="menu-celular"'));
      const label = (html: string) => /<a [^>]*href="\/expo-abf-2025"[^>]*>([^<]*)<\/a>/.exec(html)?.[1];
      return { footer: label(footer), phoneMenu: label(phoneMenu) };
    };
    expect(await links()).toEqual({ footer: "Expo ABF 2025", phoneMenu: "Expo ABF 2025" });
    const published = await publishSection(
      handle.db,
      "expo",
      { ...sections.expo.defaults, name: "Expo ABF 2027" },
      null,
    );
    expect(published).toEqual({ ok: true });
    // Each instance reads the content version within a second or two: the page cache follows.
    await expect.poll(links, { timeout: 10_000, interval: 250 }).toEqual({
      footer: "Expo ABF 2027",
      phoneMenu: "Expo ABF 2027",
    });
  });

  // docs/decisions/080: forms left open on pages the team retires meanwhile.
  it("takes the contact form sent from a page retired meanwhile, with and without JavaScript", async () => {
    const db = handle.db;
    const [campaign] = await db.select().from(pages).where(eq(pages.path, "/campanha-verao"));
    expect((await retirePage(db, campaign.id, { redirectTo: null }, null)).ok).toBe(true);
    await waitOutContentVersionLease();
    expect((await visitor.get("/campanha-verao")).status).toBe(404);

    const client = new Visitor(server.url, { localAddress: "127.0.0.31" });
    // Without JavaScript: the errors on the page the visitor saw, then the thank-you page.
    const refused = await client.post("/campanha-verao", contactLeadFields({ email: "nao-e-email" }));
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('id="contato"');
    expect(refused.text).toContain("Informe um e-mail válido");
    expect(refused.text).toContain('value="Maria da Silva"');
    const noConsent = await client.post("/campanha-verao", contactLeadFields({ consent: undefined }));
    expect(noConsent.status).toBe(400);
    const sent = await client.post("/campanha-verao", contactLeadFields({ name: "Lead Sem Script" }));
    expect(sent.status).toBe(303);
    expect(sent.location).toBe("/thank-you");
    // With JavaScript: the JSON endpoint, naming the page.
    const json = await client.post(
      "/api/contato?page=/campanha-verao",
      contactLeadFields({ name: "Lead Com Script" }),
    );
    expect(json.status).toBe(200);
    expect(JSON.parse(json.text)).toMatchObject({ status: "success", redirectUrl: "/thank-you" });

    const kept = await db
      .select()
      .from(formSubmissions)
      .where(eq(formSubmissions.pagePath, "/campanha-verao"))
      .orderBy(asc(formSubmissions.createdAt));
    expect(kept.map((lead) => lead.data.name)).toEqual(["Lead Sem Script", "Lead Com Script"]);
    for (const lead of kept) {
      const [delivery] = await db.select().from(outbox).where(eq(outbox.submissionId, lead.id));
      expect(delivery?.eventType).toBe("lead.created");
    }
  });

  it("takes a booking sent from an event page retired meanwhile against its own event; never where none was published", async () => {
    const db = handle.db;
    const blocks = everyBlockDocuments().flatMap((document) => document.blocks);
    const eventBlock = (type: string) => {
      const block = structuredClone(blocks.find((each) => each.type === type) as PageBlock);
      if (type === "expo-event")
        block.value = {
          ...(block.value as object),
          name: "Feira 2027",
          days: ["2027-06-24", "2027-06-25"].map((date) => ({
            date,
            weekday: "",
            opens: "13:00",
            closes: "19:00",
          })),
        };
      return block;
    };
    const fair: PageDocument = {
      ...everyBlockDocument(),
      path: "/feira-2027",
      title: "Feira 2027",
      blocks: [eventBlock("expo-event"), eventBlock("expo-schedule")],
    };
    const fairId = await publishTestPage(db, fair);
    const draft = await createPage(db, { document: { ...fair, path: "/feira-rascunho" }, userId: null });
    if (!draft.ok) throw new Error("draft not created");
    expect((await retirePage(db, fairId, { redirectTo: "/agenda-da-feira" }, null)).ok).toBe(true);
    expect((await retirePage(db, draft.id, { redirectTo: null }, null)).ok).toBe(true);
    await waitOutContentVersionLease();
    const visit = await visitor.get("/feira-2027");
    expect(visit.status).toBe(301);
    expect(visit.location).toBe("/agenda-da-feira");

    const client = new Visitor(server.url, { localAddress: "127.0.0.32" });
    const fields = {
      name: "Paulo Reis",
      email: "paulo@example.com.br",
      phone: "11912345678",
      city: "Campinas",
      currentMarket: "Contador",
      preferred_time: "15h-17h",
      consent: "on",
      website: "",
    };
    // Without JavaScript: the page's own days, not the `expo` section's; never redirected.
    const sectionDay = await client.post("/feira-2027?formulario=agendamento", {
      ...fields,
      preferred_day: "2025-06-25",
    });
    expect(sectionDay.status).toBe(400);
    expect(sectionDay.text).toContain("Escolha um dos dias do evento");
    const booked = await client.post("/feira-2027?formulario=agendamento", {
      ...fields,
      preferred_day: "2027-06-25",
    });
    expect(booked.status).toBe(200);
    expect(booked.text).toContain("Entraremos em contato em breve para confirmar seu agendamento.");
    // With JavaScript: the page named as its form names it.
    const sent = await client.post("/api/expo?pagina=/feira-2027", {
      ...fields,
      email: "paulo.js@example.com.br",
      preferred_day: "2027-06-24",
    });
    expect(sent.status).toBe(200);
    expect(JSON.parse(sent.text)).toEqual({ status: "success" });
    const kept = await db.select().from(formSubmissions).where(eq(formSubmissions.pagePath, "/feira-2027"));
    expect(kept.map((lead) => lead.data.email).sort()).toEqual([
      "paulo.js@example.com.br",
      "paulo@example.com.br",
    ]);

    // A page never published, or an address that never had one: refused as before.
    const valid = { ...fields, preferred_day: "2027-06-25" };
    expect((await client.post("/feira-rascunho?formulario=agendamento", valid)).status).toBe(404);
    expect((await client.post("/api/expo?pagina=/feira-rascunho", valid)).status).toBe(404);
    expect((await client.post("/nunca-houve?formulario=agendamento", valid)).status).toBe(404);
    expect((await client.post("/api/expo?pagina=/nunca-houve", valid)).status).toBe(404);
  });
});
