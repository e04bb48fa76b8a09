import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { company } from "~/content/registry/sections/company";
import { expo } from "~/content/registry/sections/expo";
import { faq } from "~/content/registry/sections/faq";
import { videos } from "~/content/registry/sections/videos";
import { Visitor } from "../support/auth-client";
import { findFreePort } from "../support/free-port";
import { textOf } from "../support/page-text";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * The public pages draw the company, expo, FAQ and video sections from the values the site shell
 * and the page loaders read (readSections): with nothing published, the shipped defaults. Every
 * WhatsApp link is built from the company's WhatsApp number; the expo page follows the event's
 * days and, once they have passed, says the event has ended and takes no booking.
 */

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as Record<string, unknown>,
  );
}

const whatsappLinks = (html: string) =>
  [...html.matchAll(/href="(https:\/\/wa\.me\/[^"]*)"/g)].map((m) => m[1]);

const selectOptions = (html: string, name: string) => {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "";
  return [...select.matchAll(/<option[^>]*value="([^"]+)"/g)].map((m) => m[1]);
};

const booking = (overrides: Record<string, string>) => ({
  name: "Roberto Alves",
  email: "roberto@example.com.br",
  phone: "11912345678",
  city: "Sorocaba",
  currentMarket: "Contador",
  investment: "",
  preferred_day: "2025-06-28",
  preferred_time: "17h-19h",
  message: "",
  consent: "on",
  website: "",
  ...overrides,
});

describe("public pages read the company, expo, FAQ and video sections", () => {
  let server: ServerProcess;
  let visitorNumber = 10;
  const visitor = () => new Visitor(server.url, { localAddress: `127.0.5.${visitorNumber++}` });

  beforeAll(async () => {
    const port = await findFreePort();
    server = await startServer({ port, timeoutMs: 120_000, env: { PUBLIC_URL: `http://127.0.0.1:${port}` } });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("footer, thank-you, privacy and terms show the company's details, every WhatsApp link its number and the page's name", async () => {
    const details = company.defaults;
    const pageNames: Record<string, string> = {
      "/": "Início",
      "/thank-you": "Obrigado",
      "/privacidade": "Política de Privacidade",
      "/termos": "Termos de Uso",
      "/expo-abf-2025": "Expo ABF 2025",
      "/modelo-office": "Franquia Office",
    };
    for (const [path, name] of Object.entries(pageNames)) {
      const page = await visitor().get(path);
      expect(page.status, path).toBe(200);
      const text = textOf(page.text);
      expect(text, path).toContain(`${details.legalName} · CNPJ ${details.cnpj}`);
      expect(text, path).toContain(details.phone);
      expect(text, path).toContain("Av. Paulista, 1000 – Bela Vista, São Paulo – SP, 01310-100");
      expect(page.text, path).toContain('href="tel:+551140001234"');
      expect(page.text, path).toContain(`href="mailto:${details.email}"`);
      const links = whatsappLinks(page.text);
      expect(links.length, path).toBeGreaterThan(0);
      const message = `Olá! Vim pela página “${name}” do site da Cota Fácil.`;
      expect(new Set(links), path).toEqual(
        new Set([`https://wa.me/5511999991234?text=${encodeURIComponent(message)}`]),
      );
    }
    const thanks = textOf((await visitor().get("/thank-you")).text);
    expect(thanks).toContain("Chamar no WhatsApp");
    expect(thanks).toContain(`WhatsApp: ${details.whatsapp} (WhatsApp)`);
    for (const path of ["/privacidade", "/termos"]) {
      const page = await visitor().get(path);
      expect(textOf(page.text), path).toContain(details.cnpj);
      expect(page.text, path).toContain(`mailto:${details.privacyEmail}`);
    }
  });

  it("the Organization JSON-LD carries the company's name, phone and address", async () => {
    const page = await visitor().get("/");
    const organization = jsonLdOf(page.text).find((data) => data["@type"] === "Organization");
    expect(organization).toMatchObject({
      name: "Cota Fácil",
      legalName: company.defaults.legalName,
      email: company.defaults.email,
      telephone: "+551140001234",
      address: { streetAddress: "Av. Paulista, 1000 – Bela Vista", postalCode: "01310-100" },
    });
  });

  it("the home page shows the FAQ items in order, its FAQPage JSON-LD follows them, and the videos", async () => {
    const page = await visitor().get("/");
    const text = textOf(page.text);
    let position = 0;
    for (const item of faq.defaults.items) {
      const at = text.indexOf(item.question, position);
      expect(at, item.question).toBeGreaterThan(-1);
      position = at;
    }
    const faqPage = jsonLdOf(page.text).find((data) => data["@type"] === "FAQPage");
    expect(((faqPage?.mainEntity ?? []) as { name: string }[]).map((q) => q.name)).toEqual(
      faq.defaults.items.map((item) => item.question),
    );
    for (const video of videos.defaults.testimonials) {
      expect(text).toContain(video.title);
      expect(text).toContain(video.franchisee);
      expect(page.text).toContain(`src="${video.poster}"`);
      expect(page.text).toContain(`aria-label="Assistir: ${video.title}"`);
    }
    expect(page.text).toContain(`aria-label="Assistir: ${videos.defaults.about.title}"`);
    // Without JavaScript, each play button is a link to the video's page.
    const playLinks = [...page.text.matchAll(/<a [^>]*aria-label="Assistir: ([^"]*)"[^>]*>/g)].map(
      ([tag, title]) => [title, /href="([^"]*)"/.exec(tag)?.[1]],
    );
    expect(playLinks).toEqual(
      expect.arrayContaining(
        [...videos.defaults.testimonials, videos.defaults.about].map((video) => [
          video.title,
          `https://www.youtube.com/watch?v=${video.video}`,
        ]),
      ),
    );
    expect(playLinks).toHaveLength(videos.defaults.testimonials.length + 1);
  });

  it("after the event's last day the expo page says it has ended, shows no form and refuses a no-JavaScript post", async () => {
    const page = await visitor().get("/expo-abf-2025");
    const text = textOf(page.text);
    expect(text).toContain("O evento foi encerrado");
    expect(text).toContain("A Expo ABF 2025 terminou em 28 de junho de 2025 e não recebe mais agendamentos.");
    expect(page.text).not.toContain('name="preferred_day"');
    expect(text).toContain("25 a 28 de junho de 2025");
    expect(text).toContain(expo.defaults.venue.name);

    const posted = await visitor().post("/expo-abf-2025", booking({ preferred_day: "2025-06-27" }));
    expect(posted.status).toBe(400);
    const api = await visitor().post("/api/expo", booking({ preferred_day: "2025-06-27" }));
    expect(api.status).toBe(400);
    expect(JSON.parse(api.text).fieldErrors).toEqual({
      preferred_day: "O evento foi encerrado e não recebe mais agendamentos.",
    });
  });
});

describe("the expo page during the event", () => {
  let server: ServerProcess;
  let visitorNumber = 10;
  const visitor = () => new Visitor(server.url, { localAddress: `127.0.6.${visitorNumber++}` });

  beforeAll(async () => {
    const port = await findFreePort();
    // Its third day: the first two have passed.
    server = await startServer({
      port,
      timeoutMs: 120_000,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        EXPO_TODAY: "2025-06-27",
        LEAD_RATE_LIMIT_PER_HOUR: "100",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("offers only the days left and the event's hours", async () => {
    const page = await visitor().get("/expo-abf-2025");
    expect(selectOptions(page.text, "preferred_day")).toEqual(["2025-06-27", "2025-06-28"]);
    expect(selectOptions(page.text, "preferred_time")).toEqual(["13h-15h", "15h-17h", "17h-19h", "19h-21h"]);
    expect(textOf(page.text)).toContain("Sábado, 27 de junho");
    expect(textOf(page.text)).not.toContain("O evento foi encerrado");
  });

  it("refuses, without JavaScript, a past day and an hour after the day's closing; takes an event day and hour", async () => {
    const past = await visitor().post("/expo-abf-2025", booking({ preferred_day: "2025-06-26" }));
    expect(past.status).toBe(400);
    expect(textOf(past.text)).toContain("Esta data já passou: escolha um dos próximos dias do evento");

    const outside = await visitor().post("/expo-abf-2025", booking({ preferred_day: "2025-06-29" }));
    expect(outside.status).toBe(400);
    expect(textOf(outside.text)).toContain("Escolha um dos dias do evento");

    const late = await visitor().post("/expo-abf-2025", booking({ preferred_time: "19h-21h" }));
    expect(late.status).toBe(400);
    expect(textOf(late.text)).toContain("Domingo: atendimento até 19h");

    const fine = await visitor().post("/expo-abf-2025", booking({}));
    expect(fine.status).toBe(200);
    expect(textOf(fine.text)).toContain("Agendamento realizado com sucesso!");
  });
});
