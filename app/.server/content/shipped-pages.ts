import type { AppLoadContext } from "react-router";
import { type ComposedPage, composedPageOf, storedDocumentFor } from "~/.server/content/composed-page";
import { readSections } from "~/.server/content/sections";
import { type DrawnBlock, hydratingBlockTypes } from "~/components/site/blocks/block-list";
import { staticRunType } from "~/components/site/blocks/static-blocks";
import type { PageDocument } from "~/content/pages/page-document";
import {
  drawsStaticBlocksInOnePart,
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
  const page = await composedPageOf(request, context, path, document, { shipped: true });
  if (!drawsStaticBlocksInOnePart(path)) return page;
  return { ...page, blocks: staticRunsOf(page.blocks, Boolean(context.dataRequest)) };
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

/**
 * The blocks with each run of two or more consecutive static blocks drawn as one part (its
 * blocks its value), as a page whose code drew its sections in one part did. As each block's,
 * the run's value only travels with a client-side navigation's data (docs/decisions/038).
 */
export function staticRunsOf(blocks: DrawnBlock[], dataRequest: boolean): DrawnBlock[] {
  const drawn: DrawnBlock[] = [];
  let run: DrawnBlock[] = [];
  const endRun = () => {
    if (run.length === 1) drawn.push(run[0]);
    if (run.length > 1) {
      const part: DrawnBlock = { id: run[0].id, type: staticRunType };
      Object.defineProperty(part, "value", { value: run, enumerable: dataRequest });
      drawn.push(part);
    }
    run = [];
  };
  for (const block of blocks) {
    if (hydratingBlockTypes.has(block.type)) {
      endRun();
      drawn.push(block);
    } else run.push(block);
  }
  endRun();
  return drawn;
}
