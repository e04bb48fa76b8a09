import { publicPages } from "./pages";

/**
 * How a page is named to people where its link label does not do, or where it has none: the
 * WhatsApp message names the page a chat started from (app/lib/company.ts). Kept out of the page
 * registry, which every page's first load carries for the header: only the parts that draw a
 * WhatsApp link need these.
 */
const pageNames: Record<string, string> = {
  "/": "Início",
  "/modelo-basic": "Franquia Basic",
  "/thank-you": "Obrigado",
  "/404": "Página não encontrada",
};

/** How the page at `path` is named to people, or null for an address of no registered page. */
export function pageName(path: string): string | null {
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) return null;
  return pageNames[path] ?? page.nav?.label ?? page.path;
}
