import type { AppLoadContext } from "react-router";
import { type ComposedPage, composedPageOf, readComposedPage } from "~/.server/content/composed-page";
import { readExpoPage } from "~/.server/content/expo-page";
import { readRetiredPageDocument, shippedPagesRetired } from "~/.server/content/page-store";
import { readShippedDefaultDocument } from "~/.server/content/shipped-pages";
import { expoPath } from "~/content/expo";

/**
 * The page a visitor's form was sent from (docs/decisions/080). A page retired after the visitor
 * opened it is no longer on the site, but its form still reaches the server: it is checked as
 * that page checked it (its days and hours, its contact form) and the lead is kept. What the
 * visitor saw is the page's last published document, drawn as the page drew it; an address where
 * no page was ever published has none, and its posts are refused as before.
 */
export type PageSeen = { page: ComposedPage; retired: boolean };

/**
 * The expo page as a visitor saw it: the page on the site, or, while it is retired (decision
 * 076), the document it was last published with (else its default document, the one it was on
 * the site with when the team retired it without publishing one of its own).
 */
export async function expoPageSeen(request: Request, context: AppLoadContext): Promise<PageSeen> {
  if (!(await shippedPagesRetired(context)).has(expoPath))
    return { page: await readExpoPage(request, context), retired: false };
  const { db, logger } = context.services;
  const document =
    (await readRetiredPageDocument(db, expoPath, logger))?.document ??
    (await readShippedDefaultDocument(request, context, expoPath)) ??
    undefined;
  return { page: await readExpoPage(request, context, document), retired: true };
}

/**
 * The page at `path` a form was sent from: the composed page published there, the expo page,
 * else the page retired from `path` that had been published (its last published document);
 * null when no page was ever published there.
 */
export async function pageSeenAt(
  request: Request,
  context: AppLoadContext,
  path: string,
): Promise<PageSeen | null> {
  const live = await readComposedPage(request, context, path);
  if (live) return { page: live, retired: false };
  if (path === expoPath) return expoPageSeen(request, context);
  const { db, logger } = context.services;
  const retired = await readRetiredPageDocument(db, path, logger);
  if (!retired) return null;
  return { page: await composedPageOf(request, context, path, retired.document), retired: true };
}

/**
 * A retired page's form sent without JavaScript is answered on the page the visitor sent it from,
 * drawn once with the form's answer: its route's action keeps the page here for the request, and
 * the loader that draws the answer (run in the same request, with the same context) returns it
 * instead of the redirect or the 404 a visit gets.
 */
const drawnAfterPost = new WeakMap<AppLoadContext, ComposedPage>();

export function drawAfterPost(context: AppLoadContext, seen: PageSeen): void {
  if (seen.retired) drawnAfterPost.set(context, seen.page);
}

export function pageDrawnAfterPost(context: AppLoadContext): ComposedPage | undefined {
  return drawnAfterPost.get(context);
}
