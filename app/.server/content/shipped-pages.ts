import type { AppLoadContext } from "react-router";
import { type ComposedPage, composedPageOf, storedDocumentFor } from "~/.server/content/composed-page";
import { readSections } from "~/.server/content/sections";
import type { PageDocument } from "~/content/pages/page-document";
import {
  isShippedDocumentPath,
  type ShippedPageValues,
  shippedDefaultDocument,
  shippedPageSections,
} from "~/content/pages/shipped-documents";

/**
 * The shipped pages that are page documents (docs/decisions/068): their addresses stay the route
 * table's, and each is drawn from the document the team published for it on "Páginas", else from
 * its default document (app/content/pages/shipped-documents.ts). Drawn through the same blocks as
 * every composed page (composed-page.ts, components/site/blocks).
 */

/** The default document of the shipped page at `path`, from the sections as the request sees them. */
export async function readShippedDefaultDocument(
  request: Request,
  context: AppLoadContext,
  path: string,
): Promise<PageDocument | null> {
  if (!isShippedDocumentPath(path)) return null;
  const values = await readSections(request, context, shippedPageSections(path));
  return shippedDefaultDocument(path, values as ShippedPageValues);
}

/**
 * The shipped page at `path` as its route draws it: the document published for it (an admin's
 * preview: the draft asked for), else its default document.
 */
export async function readShippedPage(
  request: Request,
  context: AppLoadContext,
  path: string,
): Promise<ComposedPage> {
  const document = await readShippedDocument(request, context, path);
  return composedPageOf(request, context, path, document, { shipped: true });
}

/** The document the shipped page at `path` is drawn from (see `readShippedPage`). */
export async function readShippedDocument(
  request: Request,
  context: AppLoadContext,
  path: string,
): Promise<PageDocument> {
  const document =
    (await storedDocumentFor(request, context, path)) ??
    (await readShippedDefaultDocument(request, context, path));
  if (!document) throw new Error(`No document for the shipped page ${path}`);
  return document;
}
