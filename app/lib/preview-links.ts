import { plainLinkClicked } from "./plain-link-click";
/**
 * An admin's preview of a section's draft (`?pre-visualizar=<section id>`) follows them from page
 * to page: a link to another page that shows the same section keeps the parameter, so the draft
 * is still what they see there. Links to pages that do not show it, to the admin area or to other
 * sites lead to the live page, as ever. Browser-only (a click listener); without JavaScript the
 * links lead to the live pages.
 */

export const PREVIEW_PARAMETER = "pre-visualizar";

/** What the site shell knows of the preview under way. */
export type PreviewLinks = {
  /** The parameter's value ("company", "models", or "1" for every draft). */
  section: string;
  /** Paths of the pages showing that section; null: every public page. */
  pages: string[] | null;
};

/** Pages that never take a preview: the admin area, sign-in and the site's files. */
const outsidePreview = /^\/(admin|auth|api|__dev)(\/|$)|\.[a-z0-9]+$/i;

/**
 * Where a link leads during the preview: the same address with the parameter when it is another
 * page showing the section, else null (the link is left as it is).
 */
export function previewLinkTarget(href: string, current: URL, preview: PreviewLinks): string | null {
  let target: URL;
  try {
    target = new URL(href, current);
  } catch {
    return null;
  }
  if (target.origin !== current.origin || target.pathname === current.pathname) return null;
  if (target.searchParams.has(PREVIEW_PARAMETER) || outsidePreview.test(target.pathname)) return null;
  if (preview.pages && !preview.pages.includes(target.pathname)) return null;
  target.searchParams.set(PREVIEW_PARAMETER, preview.section);
  return `${target.pathname}${target.search}${target.hash}`;
}

/**
 * Keeps the preview on links to the other pages showing the section (see above), until the
 * returned function is called. Loaded by usePreviewLinks only while a preview is under way.
 */
export function followPreviewLinks(preview: PreviewLinks, navigate: (to: string) => void): () => void {
  const onClick = (event: MouseEvent) => {
    const link = plainLinkClicked(event);
    if (!link) return;
    const to = previewLinkTarget(link.href, new URL(window.location.href), preview);
    if (!to) return;
    // Taken here, in the capture phase: the router's <Link> would navigate to its own address.
    event.preventDefault();
    navigate(to);
  };
  document.addEventListener("click", onClick, true);
  return () => document.removeEventListener("click", onClick, true);
}
