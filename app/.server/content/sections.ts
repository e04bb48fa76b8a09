import type { AppLoadContext } from "react-router";
import type { AppServices } from "~/.server/services";
import { type SectionId, type SectionValue, sections } from "~/content/registry/sections";
import type { SectionRegistry } from "~/content/registry/values";
import { isSectionPreview } from "./section-preview";
import { readSectionValues } from "./section-store";

/**
 * What a public page shows of its editable sections. Loaders call this with the ids they draw;
 * the values are always valid for the section's schema: the published value (the defaults until
 * the first publish, or when a stored value is no longer valid), or, in a signed-in admin's
 * preview (?pre-visualizar=…), the draft.
 */
export type SectionValues<Ids extends SectionId> = { [Id in Ids]: SectionValue<Id> };

export async function readSections<Ids extends SectionId>(
  request: Request,
  context: AppLoadContext,
  ids: readonly Ids[],
): Promise<SectionValues<Ids>> {
  const preview = await isSectionPreview(request, context);
  return readSectionsFrom(context.services, ids, preview);
}

/** What visitors see of these sections, whoever asks (no preview): for work done once per version. */
export function readPublishedSections<Ids extends SectionId>(
  services: Pick<AppServices, "db" | "logger">,
  ids: readonly Ids[],
): Promise<SectionValues<Ids>> {
  return readSectionsFrom(services, ids, false);
}

async function readSectionsFrom<Ids extends SectionId>(
  { db, logger }: Pick<AppServices, "db" | "logger">,
  ids: readonly Ids[],
  preview: boolean,
): Promise<SectionValues<Ids>> {
  const values = await readSectionValues(
    db,
    ids,
    { preview, logger },
    sections as unknown as SectionRegistry,
  );
  return values as SectionValues<Ids>;
}
