import type { APIRequestContext, Page } from "@playwright/test";
import { faq } from "../../app/content/registry/sections/faq";

const faqItems = faq.defaults.items;

import { sitemapPaths } from "../../app/content/registry/pages";

/** The pages the page registry marks for the sitemap. */
const publicPagePaths = sitemapPaths();

import { expect, test } from "./support/fixtures";

/**
 * Search engines and sharing: robots.txt, sitemap.xml, per-page title, description, canonical,
 * Open Graph and Twitter card, the structured data (JSON-LD) of each page, icons and manifest.
 */

const base = process.env.E2E_BASE_URL ?? "";

type JsonLd = Record<string, unknown> & { "@type": string };

/** Every ld+json script of the page, parsed (a parse error fails the test). */
async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLd);
}

const metaContent = (page: Page, attribute: "name" | "property", key: string) =>
  page.locator(`meta[${attribute}="${key}"]`).getAttribute("content");

/** Width and height of a PNG, from its IHDR chunk. */
async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  const body = await response.body();
  expect(body.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20), bytes: body.length };
}

test("robots.txt keeps crawlers out of /admin and /auth and names the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const lines = (await response.text()).split("\n").map((line) => line.trim());
  expect(lines).toContain("User-agent: *");
  expect(lines).toContain("Disallow: /admin");
  expect(lines).toContain("Disallow: /auth");
  expect(lines).toContain(`Sitemap: ${base}/sitemap.xml`);
});

test("sitemap.xml lists every public page by its absolute address", async ({ request, page }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();

  // Parsed by the browser's XML parser: well-formed, in the sitemaps.org namespace.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    return {
      error: doc.getElementsByTagName("parsererror").length > 0,
      root: doc.documentElement.localName,
      namespace: doc.documentElement.namespaceURI,
      locs: Array.from(doc.getElementsByTagName("loc"), (loc) => loc.textContent ?? ""),
    };
  }, xml);
  expect(parsed.error).toBe(false);
  expect(parsed.root).toBe("urlset");
  expect(parsed.namespace).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
  // The shipped pages first, in registry order; after them, whatever pages other specs composed
  // and published on "Páginas" on this same server (never a shipped page a second time).
  const shipped = publicPagePaths.map((path) => `${base}${path}`);
  expect(parsed.locs.slice(0, shipped.length)).toEqual(shipped);
  for (const composed of parsed.locs.slice(shipped.length)) expect(shipped).not.toContain(composed);
  expect(parsed.locs).toContain(`${base}/expo-abf-2025`);
  expect(parsed.locs).not.toContain(`${base}/thank-you`);

  for (const loc of parsed.locs) {
    const page = await request.get(loc);
    expect(page.status(), loc).toBe(200);
  }
});

test.describe("every public page", () => {
  for (const path of publicPagePaths) {
    test(`${path}: title, description, canonical, sharing card and the Organization`, async ({ page }) => {
      await page.goto(path);
      const title = await page.title();
      expect(title).toMatch(/Cota Fácil/);
      const description = await metaContent(page, "name", "description");
      expect(description?.length ?? 0).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${base}${path}`);
      expect(await metaContent(page, "property", "og:url")).toBe(`${base}${path}`);
      expect(await metaContent(page, "property", "og:title")).toBe(title);
      expect(await metaContent(page, "property", "og:description")).toBe(description);
      expect(await metaContent(page, "property", "og:image")).toMatch(new RegExp(`^${base}/og/.+\\.png$`));
      expect(await metaContent(page, "name", "twitter:card")).toBe("summary_large_image");
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

      const organizations = (await jsonLdOf(page)).filter((data) => data["@type"] === "Organization");
      expect(organizations).toHaveLength(1);
      expect(organizations[0]).toMatchObject({
        "@context": "https://schema.org",
        name: "Cota Fácil",
        url: `${base}/`,
        logo: `${base}/icons/icon-512.png`,
      });
    });
  }

  test("have titles and descriptions of their own", async ({ request }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const path of publicPagePaths) {
      const html = await (await request.get(path)).text();
      titles.add(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "");
      descriptions.add(html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "");
    }
    expect(titles.size).toBe(publicPagePaths.length);
    expect(descriptions.size).toBe(publicPagePaths.length);
  });
});

test("the home page describes its FAQ as a FAQPage", async ({ page }) => {
  await page.goto("/");
  const faq = (await jsonLdOf(page)).find((data) => data["@type"] === "FAQPage");
  expect(faq).toBeDefined();
  expect(faq?.mainEntity).toEqual(
    faqItems.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  );
  // The same questions are on the page.
  for (const item of faqItems) await expect(page.getByText(item.question)).toBeVisible();
});

test("the expo page describes the fair as an Event, with its own sharing card", async ({ page, request }) => {
  await page.goto("/expo-abf-2025");
  const event = (await jsonLdOf(page)).find((data) => data["@type"] === "Event");
  expect(event).toMatchObject({
    "@context": "https://schema.org",
    name: "Cota Fácil na Expo ABF 2025",
    url: `${base}/expo-abf-2025`,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: "Expo Center Norte",
      address: {
        "@type": "PostalAddress",
        addressLocality: "São Paulo",
        addressRegion: "SP",
        addressCountry: "BR",
      },
    },
    organizer: { "@type": "Organization" },
  });
  expect(String(event?.startDate)).toMatch(/^2025-06-25/);
  expect(String(event?.endDate)).toMatch(/^2025-06-28/);
  const image = (event?.image as string[] | undefined)?.[0] ?? "";
  expect(image).toBe(await metaContent(page, "property", "og:image"));
  expect(await pngSize(request, image)).toMatchObject({ width: 1200, height: 630 });
});

test("the sharing cards are real 1200×630 PNG images of a reasonable size", async ({ request }) => {
  for (const card of ["/og/cota-facil-1200x630.png", "/og/expo-abf-2025-1200x630.png"]) {
    const size = await pngSize(request, card);
    expect(size).toMatchObject({ width: 1200, height: 630 });
    expect(size.bytes).toBeLessThan(160_000);
  }
});

test("pages kept out of search results say so and have no canonical of their own", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  await page.goto("/thank-you");
  expect(await metaContent(page, "name", "robots")).toBe("noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${base}/thank-you`);

  await page.goto("/pagina-que-nao-existe");
  expect(await metaContent(page, "name", "robots")).toBe("noindex");
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  expect((await jsonLdOf(page)).map((data) => data["@type"])).toEqual(["Organization"]);
});

test("favicon, app icons and the web app manifest", async ({ page, request }) => {
  await page.goto("/");
  // The icon is written into the page (no request while it paints): the very drawing of
  // /favicon.svg, which is still served for whoever asks for it.
  const icon = await page.locator('link[rel="icon"][type="image/svg+xml"]').getAttribute("href");
  expect(icon).toMatch(/^data:image\/svg\+xml,/);
  const favicon = await request.get("/favicon.svg");
  expect(favicon.status()).toBe(200);
  const drawing = (svg: string) => svg.replace(/\s+/g, " ").trim();
  expect(drawing(decodeURIComponent((icon ?? "").replace(/^data:image\/svg\+xml,/, "")))).toBe(
    drawing(await favicon.text()),
  );

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect(await pngSize(request, touchIcon ?? "")).toMatchObject({ width: 180, height: 180 });

  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
  const response = await request.get(manifestHref ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    short_name: "Cota Fácil",
    theme_color: "#0b1b33",
    background_color: "#ffffff",
    start_url: "/",
    lang: "pt-BR",
  });
  expect(manifest.name).toMatch(/^Cota Fácil/);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}`);
    expect(icon?.type).toBe("image/png");
    expect(await pngSize(request, icon?.src ?? "")).toMatchObject({ width: size, height: size });
  }
  for (const icon of manifest.icons) {
    const [width, height] = icon.sizes.split("x").map(Number);
    expect(await pngSize(request, icon.src)).toMatchObject({ width, height });
  }
});
