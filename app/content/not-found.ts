/**
 * What the site's "page not found" answer (HTTP 404) says until the team publishes its own on
 * "Páginas" (docs/decisions/079): the not-found block's defaults, and what the site layout's
 * error boundary draws when the page could not be read. Plain data, no imports: the boundary's
 * part loads it in the browser.
 */
export const notFoundDefaults = {
  title: "Página não encontrada",
  text: "A página que você está tentando acessar não existe ou foi movida.",
  primary: { label: "Voltar para o início", href: "/" },
  secondary: { label: "Ir para o login", href: "/auth" },
};

export type NotFoundValue = typeof notFoundDefaults;
