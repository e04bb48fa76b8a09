import { libraryAddresses, type MissingImage, missingImages, REPLACED_IMAGE } from "./image-uses";

/** What the screen says will stand in for a deleted image. */
function standInText(replacement: string): string {
  if (replacement === REPLACED_IMAGE) return "a imagem provisória do site";
  if (replacement === "") return "nenhuma imagem";
  return `a imagem padrão da seção (${replacement})`;
}

import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { clockTime, ownChangesOnTop } from "~/.server/admin/edit-conflicts";
import type { Database } from "~/.server/db/client";
import { listMedia } from "~/.server/media/library";
import type { AppServices } from "~/.server/services";
import type { FieldSpec } from "~/content/registry/define";
import { sections } from "~/content/registry/sections";
import {
  applyListIntent,
  type FieldDifference,
  type FieldErrors,
  formToSectionInput,
  type SectionRegistry,
  sectionDifferences,
} from "~/content/registry/values";
import type { Notice } from "~/lib/notice";
import {
  cancelScheduled,
  listScheduled,
  PROMO_BANNER_ID,
  type ScheduledItem,
  scheduleBannerEnd,
  scheduleDraft,
  scheduleVersion,
} from "./scheduled-publications";
import { previewPath } from "./section-preview";
import {
  discardSectionDraft,
  listSectionVersions,
  publishSection,
  readSectionState,
  readSectionVersion,
  restoreSectionVersion,
  type SectionState,
  saveSectionDraft,
  userNames,
  type WriteResult,
} from "./section-store";

/**
 * /admin/content/:sectionId, one section of the content registry: the editor's data, and what its
 * buttons do. The route checks access once and dispatches on `intent`; the functions here take
 * plain values and return plain results.
 */

const registry = sections as unknown as SectionRegistry;

export const sectionNotices = {
  draftSaved: {
    title: "Rascunho salvo",
    description: "O site continua mostrando a versão publicada.",
    variant: "success",
  },
  published: { title: "Seção publicada", description: "O site já mostra as alterações.", variant: "success" },
  discarded: { title: "Rascunho descartado", variant: "success" },
  restored: {
    title: "Versão restaurada como rascunho",
    description: "Confira e clique em Publicar para colocá-la no site.",
    variant: "success",
  },
  invalid: { title: "Corrija os campos indicados", variant: "error" },
  scheduled: {
    title: "Publicação agendada",
    description: "Ela acontece na hora marcada, mesmo sem ninguém conectado.",
    variant: "success",
  },
  scheduleCancelled: { title: "Agendamento cancelado", variant: "success" },
  scheduleGone: {
    title: "Este agendamento já não está pendente",
    description: "Ele já foi publicado ou cancelado.",
    variant: "info",
  },
  conflict: {
    title: "Seção alterada por outra pessoa",
    description: "",
    variant: "error",
  },
  unsavedList: {
    title: "Lista alterada",
    description: "Salve o rascunho ou publique para guardar.",
    variant: "info",
  },
} satisfies Record<string, Notice>;

export type SectionEditorData = {
  section: { id: string; label: string; group: string; fields: FieldSpec[]; shownOn: string[] };
  /** What the form shows: the draft if there is one, else the published value. */
  value: unknown;
  /** The stored state the form starts from (sent back with each save, see SectionState.stamp). */
  stamp: string;
  hasDraft: boolean;
  draftSaved: { at: string; by: string | null } | null;
  published: { at: string; by: string | null } | null;
  versions: { id: number; publishedAt: string; publisherName: string | null; reason: string | null }[];
  media: { url: string; name: string }[];
  previewHref: string | null;
  /** What is scheduled for this section, soonest first; the banner may schedule its end. */
  scheduled: ScheduledItem[];
  isBanner: boolean;
  /**
   * A stored value the section's rules no longer accept, even migrated (docs/decisions/050):
   * which one, what visitors see meanwhile, and the errors the form shows under its fields.
   */
  attention: {
    which: "draft" | "published";
    /** The published version visitors see instead ("" when none fits: the defaults). */
    shownInsteadAt: string | null;
    /** The message of an error that is not about one field (a migration that failed). */
    general: string | null;
    errors: FieldErrors;
  } | null;
  /** ?comparar=<version>: that version against the published value, before restoring it. */
  comparison: {
    versionId: number;
    publishedAt: string;
    differences: FieldDifference[];
    /** Images of the version deleted since: the restore puts `replacement` in their place. */
    missingImages: (MissingImage & { standIn: string })[];
  } | null;
};

export async function readSectionEditor(
  { db, logger }: Pick<AppServices, "db" | "logger">,
  sectionId: string,
  compareVersionId: number | null,
): Promise<SectionEditorData | null> {
  const state = await readSectionState(db, sectionId, logger, registry);
  if (!state) return null;
  const [versions, media, names] = await Promise.all([
    listSectionVersions(db, sectionId),
    listMedia(db),
    userNames(db, [state.draftBy, state.publishedBy]),
  ]);
  const { definition } = state;
  const named = (id: string | null) => (id ? (names[id] ?? null) : null);
  let comparison: SectionEditorData["comparison"] = null;
  if (compareVersionId !== null) {
    const version = await readSectionVersion(db, sectionId, compareVersionId);
    if (version) {
      comparison = {
        versionId: version.id,
        publishedAt: formatDashboardDate(version.publishedAt),
        differences: sectionDifferences(definition.fields, state.published, version.value),
        missingImages: missingImages(definition, version.value, await libraryAddresses(db)).map((image) => ({
          ...image,
          standIn: standInText(image.replacement),
        })),
      };
    }
  }
  return {
    section: {
      id: definition.id,
      label: definition.label,
      group: definition.group,
      fields: definition.fields,
      shownOn: definition.shownOn,
    },
    value: state.draft ?? state.attention.published?.value ?? state.published,
    stamp: state.stamp,
    hasDraft: state.draft !== null,
    draftSaved: state.draftAt ? { at: formatDashboardDate(state.draftAt), by: named(state.draftBy) } : null,
    published: state.publishedAt
      ? { at: formatDashboardDate(state.publishedAt), by: named(state.publishedBy) }
      : null,
    versions: versions.map((version) => ({
      id: version.id,
      publishedAt: formatDashboardDate(version.publishedAt),
      publisherName: version.publisherName,
      reason: version.reason,
    })),
    media: media.map((item) => ({ url: item.url, name: item.name })),
    previewHref: definition.shownOn[0] ? previewPath(definition.shownOn[0], definition.id) : null,
    comparison,
    scheduled: await listScheduled(db, sectionId, registry),
    isBanner: definition.id === PROMO_BANNER_ID,
    attention: attentionOf(state),
  };
}

/** What the editor says of a stored value needing attention: the draft's first, as the form shows it. */
function attentionOf(state: SectionState): SectionEditorData["attention"] {
  const { draft, published } = state.attention;
  const shownInsteadAt = state.shownInstead ? formatDashboardDate(state.shownInstead.publishedAt) : null;
  const which = draft ? "draft" : published ? "published" : null;
  if (!which) return null;
  // The form shows the draft when there is one: the errors under its fields are the draft's.
  const errors = (state.draft !== null ? draft : published)?.errors ?? {};
  return {
    which,
    shownInsteadAt: published ? shownInsteadAt : null,
    general: errors[""]?.[0] ?? null,
    errors,
  };
}

/** The intents of scheduled publishing, answered by `scheduleIntent`. */
export const scheduleIntents = [
  "schedule-draft",
  "schedule-version",
  "schedule-banner-end",
  "cancel-schedule",
];

/**
 * Scheduling from the editor: the saved draft, a version, or the banner's end at the date and
 * time sent (Brasília), or a cancel. Errors are keyed by the form's field ("publishAt" for the
 * schedule card, "versionPublishAt" for the version's form).
 */
export async function scheduleIntent(
  db: Database,
  sectionId: string,
  intent: string,
  form: FormData,
  userId: string,
): Promise<{ ok: true; notice: Notice } | { ok: false; errors: FieldErrors }> {
  const when = String(form.get("publishAt") ?? "");
  if (intent === "cancel-schedule") {
    const id = Number(form.get("scheduleId"));
    const cancelled = Number.isSafeInteger(id) && (await cancelScheduled(db, sectionId, id));
    return { ok: true, notice: cancelled ? sectionNotices.scheduleCancelled : sectionNotices.scheduleGone };
  }
  if (intent === "schedule-version") {
    const versionId = Number(form.get("versionId"));
    const result = Number.isSafeInteger(versionId)
      ? await scheduleVersion(db, sectionId, versionId, when, userId, registry)
      : { ok: false as const, errors: { publishAt: ["Versão não encontrada."] } };
    return result.ok
      ? { ok: true, notice: sectionNotices.scheduled }
      : { ok: false, errors: { versionPublishAt: result.errors.publishAt ?? [] } };
  }
  const result =
    intent === "schedule-banner-end"
      ? await scheduleBannerEnd(db, sectionId, when, userId)
      : await scheduleDraft(db, sectionId, when, userId, registry);
  return result.ok ? { ok: true, notice: sectionNotices.scheduled } : result;
}

/**
 * A save or publish refused because someone else wrote the section after this editor was opened:
 * who and when ("Maria publicou esta seção às 14:32"), what differs between their version and
 * what was typed, and the form to show again — the newer version with this person's own changes
 * (the fields they changed from what they started from) put back on top, and the newer stamp,
 * so saving again applies exactly their change over the other person's.
 */
export type SectionConflict = {
  message: string;
  differences: FieldDifference[];
  stamp: string;
  /** The newer stored value: what the next save starts from. */
  base: unknown;
};

export async function readSectionConflict(
  { db, logger }: Pick<AppServices, "db" | "logger">,
  sectionId: string,
  typed: unknown,
  startedFrom: unknown,
): Promise<{ conflict: SectionConflict; values: unknown } | null> {
  const state = await readSectionState(db, sectionId, logger, registry);
  if (!state) return null;
  const current = state.draft ?? state.published;
  const draftIsNewer =
    state.draftAt !== null && (state.publishedAt === null || state.draftAt > state.publishedAt);
  const [who, at] = draftIsNewer ? [state.draftBy, state.draftAt] : [state.publishedBy, state.publishedAt];
  const names = await userNames(db, [who]);
  const name = (who && names[who]?.trim()) || "Outra pessoa";
  const verb = draftIsNewer ? "salvou um rascunho desta seção" : "publicou esta seção";
  const message = `${name} ${verb}${at ? ` às ${clockTime(at)}` : ""}.`;
  return {
    conflict: {
      message,
      differences: sectionDifferences(state.definition.fields, current, typed),
      stamp: state.stamp,
      base: current,
    },
    values: ownChangesOnTop(current, typed, startedFrom),
  };
}

/** What the action answers when it does not redirect: the form as sent, and its errors. */
export type SectionActionData = {
  values: unknown;
  errors: FieldErrors;
  focus?: string;
  /** A refused form: what the page says above the fields. */
  refused?: string;
  /** 'Descartar rascunho' sent unconfirmed (no JavaScript yet): the page asks (ConfirmForm). */
  awaitingConfirmation?: "discard";
  /** Someone else wrote the section since this form was opened. */
  conflict?: SectionConflict;
  /** Someone else holds the editing mark (docs/decisions/042): why the write was refused. */
  editingRefused?: string;
};

/** The form's fields as the section's value (list items as arrays, numbers as numbers). */
export function sectionInput(sectionId: string, formData: FormData): unknown {
  const definition = registry[sectionId];
  return definition ? formToSectionInput(definition.fields, formData) : null;
}

/** A list button (add, remove, move): the form as it comes back, changed but not saved. */
export function changeSectionList(sectionId: string, input: unknown, intent: string) {
  const definition = registry[sectionId];
  return definition ? applyListIntent(definition.fields, input, intent) : null;
}

/** Where 'Preview' leads: the first public page that shows the section, in preview mode. */
export function sectionPreviewPath(sectionId: string): string | null {
  const path = registry[sectionId]?.shownOn[0];
  return path ? previewPath(path, sectionId) : null;
}

export function isSection(sectionId: string): boolean {
  return sectionId in registry;
}

export {
  discardSectionDraft,
  publishSection,
  registry as sectionRegistry,
  restoreSectionVersion,
  saveSectionDraft,
  type WriteResult,
};
