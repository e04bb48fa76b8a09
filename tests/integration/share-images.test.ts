import type { AddressInfo } from "node:net";
import express from "express";
import pino from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drawShareImage, shareImageSvg } from "~/.server/share-images/draw-share-image";
import { SHARE_IMAGE_PATH, shareImageFor } from "~/.server/share-images/share-image-address";
import { serveShareImages } from "~/.server/share-images/share-image-handler";
import { sections } from "~/content/registry/sections";
import { defaultShareImage } from "~/lib/seo";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { editorFormData } from "../support/editor-form";
import type { ServerProcess } from "../support/server-process";

/**
 * Share cards drawn from a page's own texts: the expo page's card follows the event's name and
 * dates as the team publishes them; each card is a 1200×630 PNG at an address of its own that
 * never changes, cached for a year; addresses the site did not make answer 404; and whatever a
 * title holds ("<", "&", quotes) is drawn as letters, never read as part of the drawing.
 */

const expo = sections.expo;
const secret = "share-images-test-secret-0123456789abcdef";
const asFields = (form: FormData): Record<string, string> =>
  Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? "";
const eventImageOf = (html: string) => {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json) as { "@type": string; image?: string[] };
    if (data["@type"] === "Event") return data.image?.[0] ?? "";
  }
  return "";
};

/** What sharp reads in a PNG: its format and size. */
async function pngOf(bytes: Buffer) {
  const image = sharp(bytes);
  const { format, width, height } = await image.metadata();
  return { format, width, height };
}

const brightest = (pixels: Buffer) => pixels.reduce((max, byte) => Math.max(max, byte), 0);

/** The part of the card where the title is drawn, as raw pixels. */
const titleArea = (bytes: Buffer) =>
  sharp(bytes).extract({ left: 60, top: 190, width: 820, height: 380 }).removeAlpha().raw().toBuffer();

describe("a share card drawn from texts", () => {
  it("is a 1200×630 PNG whose bytes change with the title and with the subtitle", async () => {
    const base = { title: "Expo ABF 2027", subtitle: "24 a 27 de junho de 2027 · Expo Center Norte" };
    const card = await drawShareImage(base);
    expect(await pngOf(card)).toEqual({ format: "png", width: 1200, height: 630 });
    // The same texts draw the same card (an address's image never changes).
    expect((await drawShareImage(base)).equals(card)).toBe(true);
    const otherTitle = await drawShareImage({ ...base, title: "Expo ABF 2028" });
    const otherDates = await drawShareImage({
      ...base,
      subtitle: "25 a 28 de junho de 2027 · Expo Center Norte",
    });
    expect(otherTitle.equals(card)).toBe(false);
    expect(otherDates.equals(card)).toBe(false);
    expect((await titleArea(otherTitle)).equals(await titleArea(card))).toBe(false);
  });

  it("draws '<', '&' and quotes as letters: the drawing holds no text of the page", async () => {
    const title = `Franquia <script>alert("oi")</script> & "Cia" 'Ltda' </svg>`;
    const subtitle = "</path><text>x</text> &amp; &lt;";
    const svg = await shareImageSvg({ title, subtitle });
    for (const piece of ["script", "alert", "Cia", "Ltda", "<text", "&amp;", "&lt;"]) {
      expect(svg, piece).not.toContain(piece);
    }
    // One drawing, ending where it should: nothing the title held closed an element.
    expect(svg.match(/<\/svg>/g)).toHaveLength(1);
    const card = await drawShareImage({ title, subtitle });
    expect(await pngOf(card)).toEqual({ format: "png", width: 1200, height: 630 });
    // The signs are drawn: the card differs from the same words without them.
    const plain = await drawShareImage({ title: title.replace(/[<>&"']/g, ""), subtitle });
    expect((await titleArea(card)).equals(await titleArea(plain))).toBe(false);
  });

  it("keeps a long title within three lines and the card's size", async () => {
    const title = "Consórcios, seguros, crédito e câmbio para médicos, dentistas e advogados ".repeat(3);
    const card = await drawShareImage({ title, subtitle: "" });
    expect(await pngOf(card)).toEqual({ format: "png", width: 1200, height: 630 });
    // Nothing drawn in the card's bottom margin (the last 60 px), where a fourth line would go:
    // no pixel there is near the title's white.
    const bottom = await sharp(card)
      .extract({ left: 60, top: 570, width: 780, height: 60 })
      .removeAlpha()
      .raw()
      .toBuffer();
    expect(brightest(bottom)).toBeLessThan(120);
    expect(brightest(await titleArea(card))).toBeGreaterThan(240);
  });

  it("gives one address per texts, signed; no title gives the site's own card", () => {
    const context = { services: { authSecret: secret } };
    const a = shareImageFor(context, { title: "Expo ABF 2027", subtitle: "24 a 27 de junho de 2027" });
    expect(a.startsWith(SHARE_IMAGE_PATH)).toBe(true);
    expect(a).toMatch(/^\/og\/p\/[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+\.png$/);
    expect(shareImageFor(context, { title: " Expo  ABF 2027 ", subtitle: "24 a 27 de junho de 2027" })).toBe(
      a,
    );
    expect(shareImageFor(context, { title: "Expo ABF 2027", subtitle: "25 a 27 de junho de 2027" })).not.toBe(
      a,
    );
    expect(
      shareImageFor(
        { services: { authSecret: `${secret}-other` } },
        { title: "Expo ABF 2027", subtitle: "24 a 27 de junho de 2027" },
      ),
    ).not.toBe(a);
    expect(shareImageFor(context, { title: "  " })).toBe(defaultShareImage);
  });
});

describe("the expo page's share card, served", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;

  beforeAll(async () => {
    // Before the shipped event's last day: the page announces it (after it, the site's own card).
    ({ server, asAdmin } = await startServerWithAdmin({ EXPO_TODAY: "2025-06-20", AUTH_SECRET: secret }));
  });
  afterAll(() => server?.stop());

  async function publishExpo(change: (value: typeof expo.defaults) => void) {
    const value = structuredClone(expo.defaults);
    change(value);
    const answer = await asAdmin.post(`/admin/content/expo`, {
      ...asFields(editorFormData(expo.fields, value)),
      intent: "publish",
    });
    expect(answer.status, answer.text.slice(0, 300)).toBe(303);
  }

  /** The card the expo page names in its head, checked to be the same in every tag. */
  async function expoCard(): Promise<{ path: string; bytes: Buffer; response: Response }> {
    const page = await new Visitor(server.url).get("/expo-abf-2025");
    expect(page.status).toBe(200);
    const url = metaOf(page.text, "og:image");
    expect(metaOf(page.text, "twitter:image")).toBe(url);
    expect(eventImageOf(page.text)).toBe(url);
    expect(url.startsWith(`${server.url}${SHARE_IMAGE_PATH}`)).toBe(true);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return { path: url.slice(server.url.length), bytes: Buffer.from(await response.arrayBuffer()), response };
  }

  it("is a PNG of 1200×630 cached for a year, the same on every request", async () => {
    const first = await expoCard();
    expect(first.response.headers.get("content-type")).toBe("image/png");
    expect(first.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(first.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Number(first.response.headers.get("content-length"))).toBe(first.bytes.length);
    expect(await pngOf(first.bytes)).toEqual({ format: "png", width: 1200, height: 630 });
    // It is the card of the shipped event's texts.
    expect(
      first.bytes.equals(
        await drawShareImage({
          title: "Expo ABF 2025",
          subtitle: "25 a 28 de junho de 2025 · Expo Center Norte",
        }),
      ),
    ).toBe(true);

    const again = await fetch(`${server.url}${first.path}`);
    expect(Buffer.from(await again.arrayBuffer()).equals(first.bytes)).toBe(true);
    const etag = again.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const revalidated = await fetch(`${server.url}${first.path}`, { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    const head = await fetch(`${server.url}${first.path}`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(first.bytes.length));
  });

  it("follows the event's name and dates as the team publishes them; old addresses keep their card", async () => {
    const before = await expoCard();

    await publishExpo((value) => {
      value.name = "Expo ABF 2027";
      value.days = [
        { date: "2027-06-24", opens: "13:00", closes: "21:00", weekday: "" },
        { date: "2027-06-25", opens: "13:00", closes: "21:00", weekday: "" },
        { date: "2027-06-26", opens: "13:00", closes: "21:00", weekday: "" },
        { date: "2027-06-27", opens: "13:00", closes: "19:00", weekday: "" },
      ];
    });
    const renamed = await expoCard();
    expect(renamed.path).not.toBe(before.path);
    expect(renamed.bytes.equals(before.bytes)).toBe(false);
    expect(
      renamed.bytes.equals(
        await drawShareImage({
          title: "Expo ABF 2027",
          subtitle: "24 a 27 de junho de 2027 · Expo Center Norte",
        }),
      ),
    ).toBe(true);

    // The dates alone change the card too.
    await publishExpo((value) => {
      value.name = "Expo ABF 2027";
      value.days = [
        { date: "2027-06-23", opens: "13:00", closes: "21:00", weekday: "" },
        { date: "2027-06-24", opens: "13:00", closes: "21:00", weekday: "" },
      ];
    });
    const redated = await expoCard();
    expect(redated.path).not.toBe(renamed.path);
    expect(redated.bytes.equals(renamed.bytes)).toBe(false);

    // An address already shared keeps its card.
    const old = await fetch(`${server.url}${before.path}`);
    expect(old.status).toBe(200);
    expect(Buffer.from(await old.arrayBuffer()).equals(before.bytes)).toBe(true);
  });

  it("draws a name holding '<' and '&' as letters", async () => {
    await publishExpo((value) => {
      value.name = 'Expo <ABF> & "Cia" 2027';
    });
    const card = await expoCard();
    expect(await pngOf(card.bytes)).toEqual({ format: "png", width: 1200, height: 630 });
    expect(
      card.bytes.equals(
        await drawShareImage({
          title: 'Expo <ABF> & "Cia" 2027',
          subtitle: "25 a 28 de junho de 2025 · Expo Center Norte",
        }),
      ),
    ).toBe(true);
  });

  it("is drawn the same by any instance that has the secret: nothing is kept between the page and its card", async () => {
    const { path, bytes } = await expoCard();
    // Another instance: only the share cards' handler, with the same secret, never asked for the page.
    const other = express();
    other.use(
      SHARE_IMAGE_PATH.replace(/\/$/, ""),
      serveShareImages({ secret, logger: pino({ level: "silent" }) }),
    );
    const listener = other.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    try {
      const { port } = listener.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });

  it("answers 404 to addresses it did not make", async () => {
    const { path } = await expoCard();
    const [signature, payload] = path.slice(SHARE_IMAGE_PATH.length).split(".");
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const forged = shareImageFor(
      { services: { authSecret: `${secret}-not-ours` } },
      { title: "Promoção falsa" },
    );
    const ownSignatureOtherText = `${SHARE_IMAGE_PATH}${signature}.${Buffer.from('[1,"Promoção falsa",""]').toString("base64url")}.png`;
    for (const address of [
      `${SHARE_IMAGE_PATH}${flipped}.${payload}.png`,
      forged,
      ownSignatureOtherText,
      `${SHARE_IMAGE_PATH}${signature}.${payload}.jpg`,
      `${SHARE_IMAGE_PATH}nada.png`,
      SHARE_IMAGE_PATH,
    ]) {
      const response = await fetch(`${server.url}${address}`);
      expect(response.status, address).toBe(404);
      expect(response.headers.get("content-type") ?? "", address).not.toMatch(/^image\//);
    }
  });
});
