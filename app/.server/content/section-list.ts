import type { AppLoadContext } from "react-router";
import type { SectionListGroup } from "~/content/registry/admin-lists";
import { sections } from "~/content/registry/sections";
import type { SectionRegistry } from "~/content/registry/values";
import { sectionsWithScheduled } from "./scheduled-publications";
import { needsAttention, readAllSectionStates } from "./section-store";

export async function readSectionList(context: AppLoadContext): Promise<SectionListGroup[]> {
  const { db, logger } = context.services;
  const [states, scheduled] = await Promise.all([
    readAllSectionStates(db, logger, sections as unknown as SectionRegistry),
    sectionsWithScheduled(db),
  ]);
  const groups = new Map<string, SectionListGroup>();
  for (const state of states) {
    const { definition, draft } = state;
    const group = groups.get(definition.group) ?? { group: definition.group, sections: [] };
    group.sections.push({
      id: definition.id,
      label: definition.label,
      hasDraft: draft !== null,
      needsAttention: needsAttention(state),
      scheduled: scheduled.has(definition.id),
    });
    groups.set(definition.group, group);
  }
  return [...groups.values()];
}
