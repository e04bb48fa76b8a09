import type { AnchorHTMLAttributes } from "react";
import { useLocation, useMatches } from "react-router";

/**
 * What a page route declares in its `handle`, or a composed page's loader in its data (its
 * blocks decide): the ids of the sections it draws itself, so that a link to one of them (the
 * header's 'Fale conosco' to #contato) stays on that page.
 */
export type PageHandle = { pageSections?: readonly string[] };

/** Whether the page on screen draws the section itself (its loader answered: not a 404). */
function usePageHasSection(section: string): boolean {
  return useMatches().some(
    ({ handle, loaderData }) =>
      loaderData !== undefined &&
      ((handle as PageHandle | undefined)?.pageSections ?? (loaderData as PageHandle).pageSections)?.includes(
        section,
      ) === true,
  );
}

/** A link to a home page section: a plain hash on the home page, "/#id" everywhere else. */
export function sectionHref(pathname: string, id: string): string {
  return pathname === "/" ? `#${id}` : `/#${id}`;
}

/**
 * A link to a section: a plain "#id" link on a page that has the section (the home page, or
 * #contato on a model, segment or solutions page; scrolled smoothly by useSmoothAnchors), and
 * "/#id" to the home page's section everywhere else. That one is a full page load, not a
 * client-side navigation: the browser then scrolls to the section once the page is drawn, with
 * or without JavaScript. (After a client-side navigation the router would scroll at once, while
 * the home page's sections above the target are still loading their code and have no height.)
 */
export function SectionLink({
  section,
  ...props
}: { section: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const { pathname } = useLocation();
  const onPage = usePageHasSection(section);
  const href = onPage ? `#${section}` : sectionHref(pathname, section);
  return <a href={href} {...props} />;
}
