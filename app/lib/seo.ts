import type { MetaDescriptor } from "react-router";
import type { JsonLd } from "./json-ld";
import { withTradingName } from "./trading-name";

/**
 * The head tags of a public page: Portuguese title and description, canonical URL, Open Graph
 * and Twitter card, and the page's structured data. Every public route's loader writes them with
 * this, so pages stay alike and neither the texts nor this code travel as JavaScript
 * (docs/decisions/034); its `meta` returns them. (The Organization structured data is drawn by
 * the root, on every page.)
 *
 *   export function loader({ context }: Route.LoaderArgs) {
 *     const seo = { title: "…", description: "…", path: "/termos" };
 *     return { head: pageMetaAt(context.services.config.PUBLIC_URL, seo) };
 *   }
 *   export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.head ?? [];
 */

export type PageMetaInput = {
  title: string;
  description: string;
  /**
   * The page's path, e.g. "/" or "/modelo-prime": its canonical URL is PUBLIC_URL + path.
   * Left out on pages that have no address of their own (the 404 page).
   */
  path?: string;
  /** Site-relative image for sharing (1200×630 PNG); defaults to the site's card. */
  image?: string;
  /** What the sharing image shows, for people who cannot see it. */
  imageAlt?: string;
  /** Pages that should not be listed by search engines (thank-you, 404). */
  noindex?: boolean;
  /** schema.org data of the page (FAQPage, Event…), each drawn as a ld+json script. */
  jsonLd?: JsonLd | JsonLd[];
};

export const defaultShareImage = "/og/cota-facil-1200x630.png";
export const defaultShareImageAlt = "Cota Fácil: franquia de soluções financeiras";
export const shareImageSize = { width: 1200, height: 630 } as const;

/**
 * A page's head tags, `base` being the public address (PUBLIC_URL) without a trailing slash,
 * `tradingName` the company section's: it replaces the shipped name in every text.
 */
export function pageMetaAt(base: string, page: PageMetaInput, tradingName: string): MetaDescriptor[] {
  const named = (text: string) => withTradingName(text, tradingName);
  const input = {
    ...page,
    title: named(page.title),
    description: named(page.description),
    imageAlt: named(page.imageAlt ?? defaultShareImageAlt),
  };
  const url = input.path === undefined ? undefined : `${base}${input.path}`;
  const chosenImage = input.image ?? defaultShareImage;
  // A share image from the media library is on the site; one chosen by its web address is not.
  const image = /^https?:\/\//.test(chosenImage) ? chosenImage : `${base}${chosenImage}`;
  const jsonLd =
    input.jsonLd === undefined ? [] : Array.isArray(input.jsonLd) ? input.jsonLd : [input.jsonLd];
  return [
    { title: input.title },
    { name: "description", content: input.description },
    ...(url ? [{ tagName: "link", rel: "canonical", href: url }] : []),
    ...(input.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: tradingName },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    ...(url ? [{ property: "og:url", content: url }] : []),
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: input.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.imageAlt },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}
