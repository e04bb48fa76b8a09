import type { Route } from "./+types/robots";

/**
 * robots.txt: crawlers stay out of the admin area, the sign-in screen and the form endpoints,
 * and are pointed at the sitemap.
 */
export function loader({ context }: Route.LoaderArgs) {
  const base = context.services.config.PUBLIC_URL;
  const body = [
    "User-agent: *",
    "Disallow: /admin",
    "Disallow: /auth",
    "Disallow: /api/",
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
