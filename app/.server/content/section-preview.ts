import type { AppLoadContext } from "react-router";
import { readSignedInRole } from "~/.server/auth/session";
import { sections } from "~/content/registry/sections";
import { can } from "~/lib/admin-roles";
import { PREVIEW_PARAMETER, type PreviewLinks } from "~/lib/preview-links";

/**
 * Previewing drafts (docs/decisions/018): a public page opened with ?pre-visualizar=<section id>
 * (or =1) by a signed-in admin shows the drafts. The session is checked on the server; anyone
 * else gets the published page. Such a page is never shared by the page cache: it carries a
 * session cookie, so it is rendered for this admin alone and sent as "private, no-store".
 */

export { PREVIEW_PARAMETER };

/**
 * The public page's address with the preview of a section's draft. A section shown in one part
 * of a page names it with an anchor ("/#faq"): the query goes before it, or it would be read as
 * part of the anchor and the page would open without the preview.
 */
export function previewPath(path: string, sectionId: string): string {
  const [page, anchor] = path.split("#", 2);
  const query = `${PREVIEW_PARAMETER}=${encodeURIComponent(sectionId)}`;
  return `${page}?${query}${anchor === undefined ? "" : `#${anchor}`}`;
}

/** The value of the preview parameter that asks for a composed page's draft ("pagina:12"). */
const PAGE_PREVIEW = /^pagina:(\d{1,9})$/;

/**
 * Where "Pré-visualizar" on "Páginas" leads: the page's draft address, asking for that page's
 * draft. The address may not be published yet: the page's route finds the page by its id.
 */
export function pagePreviewPath(path: string, pageId: number): string {
  return `${path}?${PREVIEW_PARAMETER}=${encodeURIComponent(`pagina:${pageId}`)}`;
}

/** The composed page whose draft this request asks for, if any (isSectionPreview checks who asks). */
export function previewedPageId(request: Request): number | null {
  const match = PAGE_PREVIEW.exec(previewRequested(request) ?? "");
  return match ? Number(match[1]) : null;
}

/** The section this request asks to preview, if any (isSectionPreview checks who asks). */
export function previewRequested(request: Request): string | null {
  return new URL(request.url).searchParams.get(PREVIEW_PARAMETER);
}

/** Whether this request is an admin's preview (one session query, only when asked for). */
export async function isSectionPreview(request: Request, context: AppLoadContext): Promise<boolean> {
  if (previewRequested(request) === null) return false;
  try {
    return can(await readSignedInRole(request, context.services), "content");
  } catch (error) {
    context.services.logger.warn(
      { err: error },
      "preview: could not read the session; showing the published page",
    );
    return false;
  }
}

/**
 * For the site shell, when this is an admin's preview: where the banner's "Voltar para a edição"
 * leads, and which pages the preview follows the admin to (the pages showing that section; every
 * public page for "=1").
 */
export async function readPreviewBanner(
  request: Request,
  context: AppLoadContext,
): Promise<{ backTo: string; links: PreviewLinks } | null> {
  if (!(await isSectionPreview(request, context))) return null;
  const requested = previewRequested(request) ?? "";
  const pageId = previewedPageId(request);
  if (pageId !== null) {
    // A composed page's draft: back to its editor; the preview stays on this page alone.
    return {
      backTo: `/admin/paginas/${pageId}`,
      links: { section: requested, pages: [new URL(request.url).pathname] },
    };
  }
  const paths = Object.hasOwn(sections, requested)
    ? (sections as Record<string, { shownOn: readonly string[] }>)[requested].shownOn
    : null;
  if (!paths) return { backTo: "/admin/content", links: { section: requested, pages: null } };
  return {
    backTo: `/admin/content/${encodeURIComponent(requested)}`,
    links: { section: requested, pages: [...new Set(paths.map((path) => path.split("#")[0]))] },
  };
}
