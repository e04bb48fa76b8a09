import type { Database } from "~/.server/db/client";
import { UPLOADS_URL_PREFIX } from "~/.server/media/storage";
import type { ExampleValue } from "~/content/registry/admin-lists";
import type { FieldSpec } from "~/content/registry/define";
import { sections } from "~/content/registry/sections";
import {
  fieldElementId,
  fieldLabel,
  imageFieldsUsing,
  type SectionRegistry,
  valueAt,
} from "~/content/registry/values";
import { libraryAddresses, REPLACED_IMAGE } from "./image-uses";
import { readAllSectionStates } from "./section-store";

/**
 * The dashboard's "Antes de publicar o site": every field whose published value is still an
 * example shipped with the product (each section's `exampleValues`), with a link to the field
 * on its section's screen.
 */

export async function readExampleValues(
  db: Database,
  registry: SectionRegistry = sections as unknown as SectionRegistry,
): Promise<ExampleValue[]> {
  const states = await readAllSectionStates(db, undefined, registry);
  const library = await libraryAddresses(db);
  return states.flatMap(({ definition, published }) =>
    [
      ...(definition.exampleValues?.(published) ?? []),
      ...imagesToReplace(definition.fields, published, library),
    ].map(({ field, label }) => ({
      section: definition.label,
      label,
      href: `/admin/content/${encodeURIComponent(definition.id)}#${fieldElementId(field)}`,
    })),
  );
}

/**
 * The published images a visitor sees as a stand-in or not at all: the placeholder a deleted
 * image was replaced with (image-uses.ts), and an uploaded image the library no longer has.
 */
function imagesToReplace(
  fields: readonly FieldSpec[],
  published: unknown,
  library: Set<string>,
): { field: string; label: string }[] {
  return imageFieldsUsing(fields, published).flatMap((path) => {
    const url = String(valueAt(published, path));
    const label = fieldLabel(fields, path);
    if (url === REPLACED_IMAGE)
      return [{ field: path, label: `${label}: imagem provisória (a anterior foi excluída)` }];
    if (url.startsWith(UPLOADS_URL_PREFIX) && !library.has(url)) {
      return [{ field: path, label: `${label}: imagem excluída da biblioteca` }];
    }
    return [];
  });
}
