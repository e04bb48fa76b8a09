import type { Database } from "~/.server/db/client";
import type { ExampleValue } from "~/content/registry/admin-lists";
import { sections } from "~/content/registry/sections";
import { fieldElementId, type SectionRegistry } from "~/content/registry/values";
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
  return states.flatMap(({ definition, published }) =>
    (definition.exampleValues?.(published) ?? []).map(({ field, label }) => ({
      section: definition.label,
      label,
      href: `/admin/content/${encodeURIComponent(definition.id)}#${fieldElementId(field)}`,
    })),
  );
}
