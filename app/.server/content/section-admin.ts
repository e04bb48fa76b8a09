import { type AppLoadContext, data } from "react-router";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { redirectWithFlash } from "~/.server/auth/flash";
import { requireAdmin } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { listMedia } from "~/.server/media/library";
import type { Notice } from "~/components/ui/toaster";
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
import { previewPath } from "./section-preview";
import {
  discardSectionDraft,
  listSectionVersions,
  publishSection,
  readSectionState,
  readSectionVersion,
  restoreSectionVersion,
  saveSectionDraft,
  userNames,
  type WriteResult,
} from "./section-store";

/**
 * /admin/content/:sectionId, one section of the content registry: the editor's data, and its
 * action. The route checks access once and dispatches on `intent`; the functions below take
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
  hasDraft: boolean;
  draftSaved: { at: string; by: string | null } | null;
  published: { at: string; by: string | null } | null;
  versions: { id: number; publishedAt: string; publisherName: string | null }[];
  media: { url: string; name: string }[];
  previewHref: string | null;
  /** ?comparar=<version>: that version against the published value, before restoring it. */
  comparison: { versionId: number; publishedAt: string; differences: FieldDifference[] } | null;
};

export async function readSectionEditor(
  context: AppLoadContext,
  sectionId: string,
  compareVersionId: number | null,
): Promise<SectionEditorData | null> {
  const { db, logger } = context.services;
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
    value: state.draft ?? state.published,
    hasDraft: state.draft !== null,
    draftSaved: state.draftAt ? { at: formatDashboardDate(state.draftAt), by: named(state.draftBy) } : null,
    published: state.publishedAt
      ? { at: formatDashboardDate(state.publishedAt), by: named(state.publishedBy) }
      : null,
    versions: versions.map((version) => ({
      id: version.id,
      publishedAt: formatDashboardDate(version.publishedAt),
      publisherName: version.publisherName,
    })),
    media: media.map((item) => ({ url: item.url, name: item.name })),
    previewHref: definition.shownOn[0] ? previewPath(definition.shownOn[0], definition.id) : null,
    comparison,
  };
}

/** What the action answers when it does not redirect: the form as sent, and its errors. */
export type SectionActionData = { values: unknown; errors: FieldErrors; notice: Notice; focus?: string };

export async function handleSectionAction(request: Request, context: AppLoadContext, sectionId: string) {
  const admin = await requireAdmin(request, context);
  const definition = registry[sectionId];
  if (!definition) throw data(null, { status: 404 });
  const { db, logger } = context.services;
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = String(formData.get("intent") ?? "");
  const self = `/admin/content/${encodeURIComponent(sectionId)}`;
  const userId = admin.user.id;
  const answer = (body: SectionActionData, status = 200) =>
    data<SectionActionData>(body, { status, headers: admin.headers });
  const done = (notice: Notice, to = self) =>
    redirectWithFlash(context, to, notice, new Headers(admin.headers));

  const input = () => formToSectionInput(definition.fields, formData);
  const afterWrite = async (result: WriteResult, notice: Notice, to = self) => {
    if (result.ok) {
      logger.info({ userId, sectionId, intent }, "content section: saved");
      return done(notice, to);
    }
    if ("errors" in result)
      return answer({ values: input(), errors: result.errors, notice: sectionNotices.invalid }, 400);
    throw data(null, { status: 404 });
  };

  switch (intent) {
    case "save-draft":
      return afterWrite(
        await saveSectionDraft(db, sectionId, input(), userId, registry),
        sectionNotices.draftSaved,
      );
    case "preview": {
      const result = await saveSectionDraft(db, sectionId, input(), userId, registry);
      const path = definition.shownOn[0];
      return afterWrite(result, sectionNotices.draftSaved, path ? previewPath(path, sectionId) : self);
    }
    case "publish":
      return afterWrite(
        await publishSection(db, sectionId, input(), userId, registry),
        sectionNotices.published,
      );
    case "discard":
      await discardSectionDraft(db, sectionId);
      return done(sectionNotices.discarded);
    case "restore": {
      const versionId = Number(formData.get("versionId"));
      if (!Number.isSafeInteger(versionId))
        return answer({ values: null, errors: {}, notice: sectionNotices.invalid }, 400);
      const result = await restoreSectionVersion(db, sectionId, versionId, userId, registry);
      if ("missingVersion" in result) throw data(null, { status: 404 });
      return afterWrite(result, sectionNotices.restored);
    }
    default: {
      // Adding, removing and moving list items: the form comes back changed, not yet saved.
      const changed = applyListIntent(definition.fields, input(), intent);
      if (!changed) return answer({ values: null, errors: {}, notice: sectionNotices.invalid }, 400);
      return answer({
        values: changed.value,
        errors: {},
        notice: sectionNotices.unsavedList,
        focus: changed.focus,
      });
    }
  }
}
