import { type AppLoadContext, data } from "react-router";
import { type ComposedPage, composedPageOf } from "~/.server/content/composed-page";
import { readPage, readPublishedPage } from "~/.server/content/page-store";
import { memoPerContentVersion } from "~/.server/content/published-memo";
import { isSectionPreview, previewedPageId } from "~/.server/content/section-preview";
import { readShippedDefaultDocument } from "~/.server/content/shipped-pages";
import type { PageDocument } from "~/content/pages/page-document";
import { notFoundPagePath } from "~/content/pages/shipped/not-found-page";

/**
 * The site's "page not found" answer (docs/decisions/079): the not-found page's document the team
 * published on "Páginas", else its default (app/content/pages/shipped/not-found-page.ts), drawn
 * as every page of blocks is. Unknown addresses are the requests hostile clients send most, and
 * the page cache keeps no 404: the published document is read once per content version, not on
 * each of them (an admin's preview of its draft reads it afresh).
 */

const publishedNotFoundDocument = memoPerContentVersion(
  async (services) =>
    (await readPublishedPage(services.db, notFoundPagePath, services.logger))?.document ?? null,
);

/** The not-found page as a 404 draws it: its head, its page and its blocks. */
export async function readNotFoundPage(request: Request, context: AppLoadContext): Promise<ComposedPage> {
  const document =
    (await previewedDocument(request, context)) ??
    (await publishedNotFoundDocument(context)) ??
    (await readShippedDefaultDocument(request, context, notFoundPagePath));
  if (!document) throw new Error("No document for the not-found page");
  return composedPageOf(request, context, notFoundPagePath, document, { shipped: true });
}

/**
 * In an admin's preview of the not-found page's draft (`?pre-visualizar=pagina:<id>` from its
 * editor), that draft; null for any other request, whatever it asks to preview.
 */
async function previewedDocument(request: Request, context: AppLoadContext): Promise<PageDocument | null> {
  const id = previewedPageId(request);
  if (id === null || !(await isSectionPreview(request, context))) return null;
  const page = await readPage(context.services.db, id);
  const shown = [page?.draft, page?.published].find((stored) => stored && stored.errors === null);
  return shown?.document.path === notFoundPagePath ? shown.document : null;
}

/**
 * A 404 for a public route to throw: the site layout's error boundary draws the not-found page
 * it carries (routes/site-layout.tsx), with its head.
 */
export async function notFoundAnswer(request: Request, context: AppLoadContext) {
  return data(await readNotFoundPage(request, context), { status: 404 });
}
