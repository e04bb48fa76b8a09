import { sitemapPaths } from "~/content/registry/pages";
import type { Route } from "./+types/sitemap";

/**
 * /sitemap.xml: the page registry's pages marked for it, as absolute URLs on PUBLIC_URL
 * (sitemaps.org protocol 0.9).
 */
export function loader({ context }: Route.LoaderArgs) {
  const base = context.services.config.PUBLIC_URL;
  const urls = sitemapPaths().map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
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
