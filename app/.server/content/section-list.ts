import type { AppLoadContext } from "react-router";
import type { SectionListGroup } from "~/content/registry/admin-lists";
import { sections } from "~/content/registry/sections";
import type { SectionRegistry } from "~/content/registry/values";
import { readAllSectionStates } from "./section-store";

export async function readSectionList(context: AppLoadContext): Promise<SectionListGroup[]> {
  const { db, logger } = context.services;
  const states = await readAllSectionStates(db, logger, sections as unknown as SectionRegistry);
  const groups = new Map<string, SectionListGroup>();
  for (const { definition, draft } of states) {
    const group = groups.get(definition.group) ?? { group: definition.group, sections: [] };
    group.sections.push({ id: definition.id, label: definition.label, hasDraft: draft !== null });
    groups.set(definition.group, group);
  }
  return [...groups.values()];
}
