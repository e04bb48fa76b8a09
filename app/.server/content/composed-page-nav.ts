import type { AppLoadContext } from "react-router";
import { composedPageLinks, publishedShippedTitles, retiredShippedPaths } from "~/.server/content/page-store";
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
 * titles: the expo page by the title of the document the team published for it, else by its
 * event's name ("Expo ABF 2025" as shipped), which the team edits when the fair's next year
 * comes; and the shipped pages the team retired (docs/decisions/076), whose links go. Made once
 * per content version.
 */
const contentNav = memoPerContentVersion(async (services): Promise<ShippedPageNav> => {
  const [{ expo }, titles, retired] = await Promise.all([
    readPublishedSections(services, ["expo"]),
    publishedShippedTitles(services.db),
    retiredShippedPaths(services.db),
  ]);
  return { labels: { [expoPath]: titles.get(expoPath) ?? expo.name }, hidden: [...retired] };
});

export type ShippedPageNav = { labels: Record<string, string>; hidden: string[] };

/**
 * The labels of the header's, footer's and phone menu's links to shipped pages that differ from
 * the page registry's (by address): none as shipped, so the pages' data stays as it was until the
 * team renames the event; and the addresses whose links are left out (retired pages). A failed
 * read keeps the registry's links (logged).
 */
export async function shippedPageNav(context: AppLoadContext): Promise<ShippedPageNav> {
  try {
    const { labels, hidden } = await contentNav(context);
    return {
      labels: Object.fromEntries(
        Object.entries(labels).filter(([path, label]) => label !== publicPage(path).nav?.label),
      ),
      hidden,
    };
  } catch (error) {
    context.services.logger.warn({ err: error }, "site navigation: could not read the pages' labels");
    return { labels: {}, hidden: [] };
  }
}
