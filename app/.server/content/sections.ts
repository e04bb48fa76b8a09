import type { AppLoadContext } from "react-router";
import { type SectionId, type SectionValue, sections } from "~/content/registry/sections";

/**
 * What a public page shows of its editable sections. Loaders call this with the ids they draw;
 * the values are always valid for the section's schema.
 */
export type SectionValues<Ids extends SectionId> = { [Id in Ids]: SectionValue<Id> };

export async function readSections<Ids extends SectionId>(
  _request: Request,
  _context: AppLoadContext,
  ids: readonly Ids[],
): Promise<SectionValues<Ids>> {
  const values = {} as SectionValues<Ids>;
  for (const id of ids) values[id] = sections[id].defaults as SectionValue<Ids>;
  return values;
}
