import crypto from "node:crypto";
import { defaultShareImage } from "~/lib/seo";

/**
 * The address of a page's generated share image (docs/decisions/061): the texts it shows travel
 * in the address itself, signed with the server's secret, so every instance can draw it (none
 * needs to have seen the page first, nor a table) and nobody else can have the site draw a card
 * with texts of their own. The same texts give the same address, other texts another one: the
 * image at an address never changes, and is cached as such.
 *
 *   const image = shareImageFor(context, { title: "Expo ABF 2027", subtitle: "24 a 27 de junho de 2027" });
 *   pageMetaAt(publicUrl, { title, description, path, image }, tradingName);
 */

export type ShareImageText = {
  /** The card's headline: the page's title. */
  title: string;
  /** The line under it, e.g. an event's dates ("24 a 27 de junho de 2027 · Expo Center Norte"). */
  subtitle?: string;
};

export const SHARE_IMAGE_PATH = "/og/p/";

/**
 * The card's design version: a change of how cards are drawn changes it, so the new drawing gets
 * new addresses (the old ones are cached for a year wherever they were fetched).
 */
const DESIGN = 1;
// A page title has at most 80 characters, an event name 80 and a venue 120 (content/registry):
// longer texts are cut here so an address stays short.
export const SHARE_TITLE_MAX = 120;
export const SHARE_SUBTITLE_MAX = 160;
const SIGNATURE_LENGTH = 22; // 16 bytes of HMAC-SHA256, base64url
const PAYLOAD_MAX = 1400;

type SecretHolder = { services: { authSecret: string } };

/** The site-relative address of the card showing these texts (the site's own card without a title). */
export function shareImageFor(context: SecretHolder, text: ShareImageText): string {
  const title = clip(clean(text.title), SHARE_TITLE_MAX);
  if (!title) return defaultShareImage;
  const subtitle = clip(clean(text.subtitle ?? ""), SHARE_SUBTITLE_MAX);
  const payload = Buffer.from(JSON.stringify([DESIGN, title, subtitle]), "utf8").toString("base64url");
  return `${SHARE_IMAGE_PATH}${sign(context.services.authSecret, payload)}.${payload}.png`;
}

/**
 * The texts an address under /og/p/ was made for (`fileName` is what follows /og/p/), or null
 * when it was not made by this site with this secret, or for another design.
 */
export function readShareImageAddress(secret: string, fileName: string): Required<ShareImageText> | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.png$/.exec(fileName);
  if (!match || match[1].length !== SIGNATURE_LENGTH || match[2].length > PAYLOAD_MAX) return null;
  const [, signature, payload] = match;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) return null;
  const [design, title, subtitle] = decoded;
  if (design !== DESIGN || typeof title !== "string" || typeof subtitle !== "string" || !title) return null;
  return { title, subtitle };
}

// The key is the auth secret's, kept apart from its other uses by the message's prefix.
function sign(secret: string, payload: string): string {
  return crypto
    .createHmac("sha256", secret)
    .update(`share-image\n${payload}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

/** One line of text: composed accents, no control characters, single spaces. */
function clean(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function clip(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}
