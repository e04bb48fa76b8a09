import type { AppLoadContext } from "react-router";
import { composedPageLinks } from "~/.server/content/page-store";
import type { PageNavPlace } from "~/content/pages/page-document";

export type ComposedNavLink = { to: string; label: string };
export type ComposedNav = Record<PageNavPlace, ComposedNavLink[]>;

/**
 * The published composed pages linked from the header (and the phone menu), "Por segmento" and
 * the footer, each by its title, in address order (made once per content version by the
 * store). Sent with the root's data: the menus and the footer add them to the shipped pages'
 * links, so no list of pages travels as code. A failed read leaves them out (logged): the
 * shipped pages' links still show.
 */
export async function composedPageNav(context: AppLoadContext): Promise<ComposedNav> {
  const nav: ComposedNav = { header: [], segments: [], footer: [] };
  try {
    for (const link of await composedPageLinks(context)) {
      for (const place of link.nav) nav[place].push({ to: link.path, label: link.title });
    }
  } catch (error) {
    context.services.logger.warn({ err: error }, "site navigation: could not read the composed pages' links");
  }
  return nav;
}
