import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Visitor } from "../support/auth-client";
import { findFreePort } from "../support/free-port";
import { textOf } from "../support/page-text";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The whole expo page follows the event's calendar (the shipped event: 25 to 28 June 2025), as a
 * visitor reads it in the HTML the server sends: up to the last day it sells the visit (the hero's
 * invitation and booking link, the benefits for the first 50 who book); from the day after, every
 * part tells the event in the past tense and nothing invites to book. EXPO_TODAY sets the date.
 */

const path = "/expo-abf-2025";

const headingOf = (html: string) => textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? "");
const titleOf = (html: string) => textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
const shareImageOf = (html: string) => /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1] ?? "";
/** Every link of the page as `text → href`. */
const linksOf = (html: string) =>
  [...html.matchAll(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map(
    (match) => `${textOf(match[2])} → ${match[1]}`,
  );

/** What sells the visit before the event ends. */
const sellingTexts = [
  "Conheça a Cota Fácil na Expo ABF 2025",
  "garanta condições exclusivas para quem fechar negócio na feira",
  "Agendar minha visita",
  "Ver benefícios",
  "Vantagens exclusivas para quem agenda a visita",
  "Limitado aos 50 primeiros inscritos",
  "Quem agenda é recebido no horário escolhido",
  "têm desconto na taxa de franquia",
  "Quatro dias para conhecer a sua próxima franquia",
  "esperados na feira",
  "Agende sua visita ao estande",
];

/** What the page says instead once the event is over. */
const pastTexts = [
  "A Cota Fácil esteve na Expo ABF 2025",
  "Obrigado a todos que visitaram o nosso estande",
  "Vantagens oferecidas a quem agendou a visita",
  "Condições especiais que os visitantes da Expo ABF 2025 receberam durante a feira.",
  "Quem agendou foi recebido no horário escolhido",
  "tiveram desconto na taxa de franquia",
  "A ABF Franchising Expo 2025 reuniu as principais redes",
  "O evento foi encerrado",
];

async function startOn(today: string): Promise<ServerProcess> {
  const port = await findFreePort();
  return startServer({
    port,
    timeoutMs: 120_000,
    env: { PUBLIC_URL: `http://127.0.0.1:${port}`, EXPO_TODAY: today, LOG_LEVEL: "warn" },
  });
}

describe("the expo page on the event's last day", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startOn("2025-06-28");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("still sells the visit: the invitation, the booking link, the benefits and their limit", async () => {
    const page = await new Visitor(server.url).get(path);
    expect(page.status).toBe(200);
    const text = textOf(page.text);
    for (const selling of sellingTexts) expect(text, selling).toContain(selling);
    for (const past of pastTexts) expect(text, past).not.toContain(past);
    expect(headingOf(page.text)).toBe("Conheça a Cota Fácil na Expo ABF 2025");
    expect(linksOf(page.text)).toContain("Agendar minha visita → #agendamento");
    expect(titleOf(page.text)).toBe("Expo ABF 2025: agende sua visita | Cota Fácil");
    expect(page.text).toContain('name="preferred_day"');
    // The event's own card, drawn from its name and dates (tests/integration/share-images.test.ts).
    expect(shareImageOf(page.text)).toMatch(/\/og\/p\/[\w-]+\.[\w-]+\.png$/);
  });
});

describe("the expo page the day after the event", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startOn("2025-06-29");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("tells the event in the past tense, offers nothing and invites to no booking", async () => {
    // Twice: the second answer is the cached page, which must say the same.
    for (const round of ["drawn", "cached"]) {
      const page = await new Visitor(server.url).get(path);
      expect(page.status, round).toBe(200);
      const text = textOf(page.text);
      for (const past of pastTexts) expect(text, `${round}: ${past}`).toContain(past);
      for (const selling of sellingTexts) expect(text, `${round}: ${selling}`).not.toContain(selling);
      expect(headingOf(page.text)).toBe("A Cota Fácil esteve na Expo ABF 2025");

      // The hero leads to the team's contacts; no link goes to a booking or to the offers.
      const links = linksOf(page.text);
      expect(links).toContain("Fale com a nossa equipe → #agendamento");
      expect(links.filter((link) => /agend|inscri/i.test(link.split(" → ")[0]))).toEqual([]);
      expect(links.filter((link) => /#(beneficios-expo|formulario-agendamento)$/.test(link))).toEqual([]);
      expect(page.text).not.toContain('name="preferred_day"');

      // What search engines and shared links show says so too.
      expect(titleOf(page.text)).toBe("Expo ABF 2025: obrigado pela visita | Cota Fácil");
      expect(descriptionOf(page.text)).toBe(
        "A Cota Fácil esteve na Expo ABF 2025, de 25 a 28 de junho de 2025, em São Paulo. A feira terminou: para conhecer a franquia, fale com a nossa equipe de expansão.",
      );
      expect(page.text).not.toMatch(/agende|garanta/i);
      // The event's sharing card says "Agende sua visita": the site's own card instead.
      expect(shareImageOf(page.text)).toMatch(/\/og\/cota-facil-1200x630\.png$/);
    }
  });
});
