import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table, written out like the spec's (public-site.md §2). Public pages share the
 * site shell (promo banner, header, footer) through the routes/site-layout.tsx layout.
 */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    // The five franchise models: one page module fed by app/content/models.ts.
    ...["basic", "home", "office", "loja", "prime"].map((model) =>
      route(`modelo-${model}`, "routes/model.tsx", { id: `model-${model}` }),
    ),
    route("solucoes-lucrativas", "routes/solutions.tsx"),
    route("segmentos/:segment", "routes/segment.tsx"),
    route("expo-abf-2025", "routes/expo.tsx"),
    route("thank-you", "routes/thank-you.tsx"),
    route("privacidade", "routes/privacy.tsx"),
    route("termos", "routes/terms.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("api/contato", "routes/api.contact.ts"),
  route("api/expo", "routes/api.expo.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
