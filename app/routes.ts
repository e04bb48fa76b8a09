import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The route table, written out like the spec's (public-site.md §2). Public pages share the
 * site shell (promo banner, header, footer) through the routes/site-layout.tsx layout.
 */
export default [
  layout("routes/site-layout.tsx", [
    index("routes/home.tsx"),
    route("thank-you", "routes/thank-you.tsx"),
    route("privacidade", "routes/privacy.tsx"),
    route("termos", "routes/terms.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
  route("api/contato", "routes/api.contact.ts"),
] satisfies RouteConfig;
