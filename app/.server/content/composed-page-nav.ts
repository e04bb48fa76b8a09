import type { AppLoadContext } from "react-router";
import { composedPageLinks } from "~/.server/content/page-store";
import { memoPerContentVersion } from "~/.server/content/published-memo";
import { readPublishedSections } from "~/.server/content/sections";
import { expoPath } from "~/content/expo";
import type { PageNavPlace } from "~/content/pages/page-document";
import { publicPage } from "~/content/registry/pages";

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

/**
 * The shipped pages whose links are labelled by their content, as composed pages' are by their
 * titles: the expo page by its event's name ("Expo ABF 2025" as shipped), which the team edits
 * when the fair's next year comes. Made once per content version.
 */
const contentLabels = memoPerContentVersion(async (services): Promise<Record<string, string>> => {
  const { expo } = await readPublishedSections(services, ["expo"]);
  return { [expoPath]: expo.name };
});

/**
 * The labels of the footer's and phone menu's links to shipped pages that differ from the page
 * registry's (by address): none as shipped, so the pages' data stays as it was until the team
 * renames the event. A failed read keeps the registry's labels (logged).
 */
export async function shippedPageLabels(context: AppLoadContext): Promise<Record<string, string>> {
  try {
    const labels = Object.entries(await contentLabels(context));
    return Object.fromEntries(labels.filter(([path, label]) => label !== publicPage(path).nav?.label));
  } catch (error) {
    context.services.logger.warn({ err: error }, "site navigation: could not read the pages' labels");
    return {};
  }
}
