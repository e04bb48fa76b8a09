import type { PageDocument } from "~/content/pages/page-document";
import type { SectionId } from "~/content/registry/sections";
import type { ShippedPageKind, ShippedPageValues } from "./shipped/document-parts";
import { expoPage } from "./shipped/expo-page";
import { homePage } from "./shipped/home-page";
import { modelPage } from "./shipped/model-page";
import { notFoundPage } from "./shipped/not-found-page";
import { segmentPage } from "./shipped/segment-page";
import { solutionsPage } from "./shipped/solutions-page";
import { textPages } from "./shipped/text-pages";

export type { ShippedPageValues } from "./shipped/document-parts";

/**
 * The shipped pages that are page documents (docs/decisions/068), and the default document of
 * each: what the page drew when it was code, kept in code (one module per kind of page in
 * `shipped/`). The team's edits are stored as the page's draft and publishes on "Páginas"; the
 * address stays the shipped page's.
 */
const shippedPageKinds: readonly ShippedPageKind[] = [
  segmentPage,
  expoPage,
  solutionsPage,
  homePage,
  textPages,
  modelPage,
  notFoundPage,
];

const kindOf = (path: string) => shippedPageKinds.find((kind) => kind.draws(path));

/** Whether the shipped page at `path` is drawn from a page document. */
export function isShippedDocumentPath(path: string): boolean {
  return kindOf(path) !== undefined;
}

/**
 * Whether the shipped page at `path` may be retired (and published again) from "Páginas"
 * (docs/decisions/076): the expo page, whose event is over once a year. The others stay.
 */
export function isRetirableShippedPath(path: string): boolean {
  return kindOf(path)?.retirable === true;
}

/** Whether the shipped page at `path` draws its consecutive static blocks in one part. */
export function drawsStaticBlocksInOnePart(path: string): boolean {
  return kindOf(path)?.staticBlocksInOnePart === true;
}

/** The sections the default document of the shipped page at `path` quotes (none: not a document). */
export function shippedPageSections(path: string): readonly SectionId[] {
  return kindOf(path)?.sections ?? [];
}

/**
 * The default document of the shipped page at `path`, built from the sections it quotes
 * (`shippedPageSections`) as published, or as an admin's preview shows them.
 */
export function shippedDefaultDocument(path: string, values: ShippedPageValues): PageDocument | null {
  return kindOf(path)?.document(path, values) ?? null;
}
