import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";
import { type PublicPage, publicPages } from "./content/registry/pages";

/** The routes of the registry's pages: "/" is the layout's index, every other page a route. */
export function publicPageRoutes(pages: readonly PublicPage[]): RouteConfigEntry[] {
  return pages.map(({ path, module, routeId }) =>
    path === "/"
      ? index(module, routeId ? { id: routeId } : {})
      : route(path.slice(1), module, routeId ? { id: routeId } : {}),
  );
}

/**
 * The route table. The public pages come from the page registry (content/registry/pages.ts) and
 * share the site shell (promo banner, header, footer) through routes/site-layout.tsx; any other
 * address is a composed page (routes/page.tsx) or gets the site's not-found page. /auth has its own page (logo and a way back to the
 * site); /admin its shell (routes/admin.tsx), whose every loader and action starts with
 * requireRole with the roles the route declares in its handle.
 */
export default [
  layout("routes/site-layout.tsx", [...publicPageRoutes(publicPages), route("*", "routes/page.tsx")]),
  route("auth", "routes/auth.tsx"),
  route("auth/nova-senha", "routes/auth.reset-password.tsx"),
  route("auth/sair", "routes/auth.sign-out.ts"),
  route("auth/convite", "routes/auth.invitation.tsx"),
  route("admin", "routes/admin.tsx", [
    index("routes/admin.dashboard.tsx"),
    route("content", "routes/admin.content.tsx"),
    // One editable section of the content registry (app/content/registry/sections.ts).
    route("content/:sectionId", "routes/admin.content-section.tsx"),
    // Páginas: the pages the team composes from blocks, and the site's own pages.
    route("paginas", "routes/admin.pages.tsx"),
    route("paginas/:pageId", "routes/admin.page.tsx"),
    route("media", "routes/admin.media.tsx"),
    route("styling", "routes/admin.styling.tsx"),
    // Redirecionamentos: old addresses that lead to a page, and the 404s to redirect.
    route("redirecionamentos", "routes/admin.redirects.tsx"),
    // Forms Management: the contact form's settings, and the leads it collected.
    route("forms", "routes/admin.forms.tsx", [
      index("routes/admin.forms.contact.tsx"),
      route("submissions", "routes/admin.forms.submissions.tsx"),
      route("submissions/:submissionId", "routes/admin.forms.submission.tsx"),
      route("notifications", "routes/admin.forms.notifications.tsx"),
    ]),
    // Campanhas: visits counted by the site and the leads they brought.
    route("campanhas", "routes/admin.campaigns.tsx"),
    route("campanhas.csv", "routes/admin.campaigns-csv.ts"),
    route("settings", "routes/admin.settings.tsx"),
    // Tags de anúncio: the Google tag and the Meta Pixel, behind visitors' consent (Administrador only).
    route("tags", "routes/admin.ad-tags.tsx"),
    // Usuários: the team, its roles and invitations (Administrador only).
    route("usuarios", "routes/admin.users.tsx"),
    // Auditoria: who did what, who saw leads (Administrador only); read-only.
    route("auditoria", "routes/admin.audit.tsx"),
    // Load Saved Data: the snapshots, and what a restore or an import would change.
    route("site-data", "routes/admin.site-data.tsx"),
    // Downloads (resource routes: no page), behind the same check.
    route("forms/submissions.csv", "routes/admin.forms.submissions-csv.ts"),
    route("site-data.json", "routes/admin.site-data-json.ts"),
    // The editors' "está editando" marks: check-ins, leaving, and taking the editing over.
    route("presenca", "routes/admin.presence.ts"),
    route("auditoria.csv", "routes/admin.audit-csv.ts"),
    // Any other /admin address: a 404 inside the admin shell, not the public site's page.
    route("*", "routes/admin.not-found.tsx"),
  ]),
  route("api/admin/users", "routes/api.admin.users.ts"),
  route("api/contato", "routes/api.contact.ts"),
  route("api/expo", "routes/api.expo.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
] satisfies RouteConfig;
