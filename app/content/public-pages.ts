/**
 * The public pages search engines should list (public-site.md §2 route table): the sitemap is
 * drawn from this list. Pages marked noindex (/thank-you, the 404 page) and the admin and
 * sign-in screens are not in it.
 */
export const publicPagePaths = [
  "/",
  "/modelo-basic",
  "/modelo-home",
  "/modelo-office",
  "/modelo-loja",
  "/modelo-prime",
  "/solucoes-lucrativas",
  "/segmentos/advogados",
  "/segmentos/bancarios",
  "/segmentos/contadores",
  "/segmentos/imobiliarias",
  "/segmentos/eletro",
  "/expo-abf-2025",
  "/privacidade",
  "/termos",
] as const;

export type PublicPagePath = (typeof publicPagePaths)[number];
