import { composedSitemapPages, shippedPagesListing } from "~/.server/content/page-store";
import { readPublishedSections } from "~/.server/content/sections";
import { sitemapPaths } from "~/content/registry/pages";
import { unlistedPaths } from "~/content/registry/sections/search-and-sharing";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: the page registry's pages marked for it, less those the team asked search engines
 * not to list ("Buscadores e compartilhamento", docs/decisions/064), then the published composed
 * pages search engines may list (not marked "no-index"), as absolute URLs on PUBLIC_URL
 * (sitemaps.org protocol 0.9).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const base = context.services.config.PUBLIC_URL;
  // A failed read of the composed pages still lists the shipped ones (logged).
  const composed = await composedSitemapPages(context).catch((error: unknown) => {
    context.services.logger.warn({ err: error }, "sitemap: could not read the composed pages");
    return [];
  });
  const unlisted = await readPublishedSections(context.services, ["search-and-sharing"])
    .then((values) => unlistedPaths(values["search-and-sharing"]))
    .catch((error: unknown) => {
      context.services.logger.warn({ err: error }, "sitemap: could not read the pages left unlisted");
      return new Set<string>();
    });
  // A shipped page whose document the team published is listed as that document says.
  const listing = await shippedPagesListing(context).catch((error: unknown) => {
    context.services.logger.warn({ err: error }, "sitemap: could not read the shipped pages' documents");
    return new Map<string, boolean>();
  });
  const shipped = sitemapPaths().filter((path) => listing.get(path) ?? !unlisted.has(path));
  const paths = [...shipped, ...composed.map((page) => page.path)];
  const urls = paths.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}
