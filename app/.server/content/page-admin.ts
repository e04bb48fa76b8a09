import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { isConfirmed } from "~/.server/admin/confirmation";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { clockTime, personName } from "~/.server/admin/edit-conflicts";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import type { StaffSession } from "~/.server/auth/session";
import { listMedia } from "~/.server/media/library";
import type { AppServices } from "~/.server/services";
import type { BlockTypeOption } from "~/components/admin/page-editor";
import { blockTypeList } from "~/content/pages/blocks";
import { type PageDocument, type PageTemplate, pageTemplates } from "~/content/pages/page-document";
import { templateDocument, templateLabels } from "~/content/pages/templates";
import { pageName } from "~/content/registry/page-names";
import { publicPages } from "~/content/registry/pages";
import { sections } from "~/content/registry/sections";
import type { FieldDifference, FieldErrors } from "~/content/registry/values";
import {
  applyPageIntent,
  type BlockTypes,
  formToPageInput,
  isPageFormIntent,
  type PageInput,
  pageDifferences,
  publishChanges,
} from "~/forms/page-form";
import type { Notice } from "~/lib/notice";
import {
  cancelPageChange,
  createPage,
  discardPageDraft,
  duplicatePage,
  listPages,
  listPageVersions,
  publishPage,
  readPage,
  readPageVersion,
  restorePageVersion,
  retirePage,
  savePageDraft,
  schedulePageChange,
} from "./page-store";
import { brasiliaInstant } from "./scheduled-publications";
import { pagePreviewPath } from "./section-preview";
import { readPublishedSections } from "./sections";

/**
 * "Páginas" (/admin/paginas and /admin/paginas/:pageId): the screens' data, and what their
 * buttons do, over the page store (./page-store.ts). The routes check access and dispatch; the
 * functions here take plain values and answer plain results or the route's response.
 */

/** The block registry as the form reader wants it (schemas and migrations stay in the store). */
export const blockTypes: BlockTypes = Object.fromEntries(
  blockTypeList.map((definition) => [
    definition.type,
    {
      type: definition.type,
      label: definition.label,
      description: definition.description,
      fields: definition.fields,
      siteSection: definition.siteSection,
      oncePerPage: definition.oncePerPage,
      version: definition.version,
      defaults: definition.defaults,
    },
  ]),
);

const sectionLabels = sections as unknown as Record<string, { label: string } | undefined>;

/** The block types as the screen draws them: no defaults (they can be large), no schema. */
const blockTypeOptions: BlockTypeOption[] = blockTypeList.map((definition) => ({
  type: definition.type,
  label: definition.label,
  description: definition.description,
  fields: definition.fields,
  siteSection: definition.siteSection,
  siteSectionLabel: definition.siteSection ? sectionLabels[definition.siteSection]?.label : undefined,
  oncePerPage: definition.oncePerPage,
}));

export const pageNotices = {
  draftSaved: {
    title: "Rascunho salvo",
    description: "O site continua mostrando a versão publicada.",
    variant: "success",
  },
  published: {
    title: "Página publicada",
    description: "O site já mostra as alterações.",
    variant: "success",
  },
  discarded: { title: "Rascunho descartado", variant: "success" },
  restored: {
    title: "Versão restaurada como rascunho",
    description: "Confira e clique em Publicar para colocá-la no site.",
    variant: "success",
  },
  retired: {
    title: "Página retirada",
    description: "Ela saiu do site, dos menus e do sitemap.",
    variant: "success",
  },
  scheduled: {
    title: "Agendado",
    description: "Acontece na hora marcada, mesmo sem ninguém conectado.",
    variant: "success",
  },
  scheduleCancelled: { title: "Agendamento cancelado", variant: "success" },
  invalid: { title: "Corrija os campos indicados", variant: "error" },
  conflict: { title: "Página alterada por outra pessoa", variant: "error" },
  unsaved: {
    title: "Blocos alterados",
    description: "Salve o rascunho ou publique para guardar.",
    variant: "info",
  },
} satisfies Record<string, Notice>;

// ---------------------------------------------------------------------------------------------
// The list

const scheduleWords = { publish: "publicação", unpublish: "saída do site" } as const;

export async function readPagesScreen(services: Pick<AppServices, "db">, copyOf: number | null) {
  const { db } = services;
  const pages = await listPages(db);
  const copied = copyOf === null ? null : await readPage(db, copyOf);
  const copiedDocument = copied ? (copied.draft ?? copied.published) : null;
  return {
    pages: pages.map((page) => ({
      id: page.id,
      title: page.title,
      path: page.path,
      status: page.status,
      hasDraft: page.hasDraft,
      retiredTo: page.retiredTo ?? null,
      updatedAt: formatDashboardDate(page.updatedAt),
      updatedBy: page.updatedByName ?? null,
    })),
    scheduled: pages
      .filter((page) => page.nextChange)
      .map((page) => ({
        pageId: page.id,
        title: page.title,
        at: formatDashboardDate(page.nextChange!.at),
        atTime: page.nextChange!.at.getTime(),
        description: scheduleWords[page.nextChange!.kind],
      }))
      .sort((a, b) => a.atTime - b.atTime),
    systemPages: publicPages.map((page) => ({
      path: page.path,
      name: pageName(page.path) ?? page.path,
      editTo: page.hero ? `/admin/content/${page.hero.sectionId}` : "/admin/content",
    })),
    templates: pageTemplates.map((template) => ({ value: template, label: templateLabels[template] })),
    copy:
      copied && copiedDocument
        ? {
            id: copied.id,
            sourceTitle: copiedDocument.title,
            title: `${copiedDocument.title} (cópia)`,
            path: `${copiedDocument.path}-copia`,
          }
        : null,
  };
}

export type NewPageValues = { title: string; path: string; template: string; from: string };
export type NewPageRefused = { ok: false; values: NewPageValues; errors: FieldErrors };

function text(form: FormData, name: string, max = 300): string {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** "Criar página" (from a template) or "Criar cópia" (of another page). */
export async function createPageFrom(
  context: AppLoadContext,
  form: FormData,
  intent: "create" | "duplicate",
  admin: StaffSession,
): Promise<{ ok: true; id: number } | NewPageRefused> {
  const { db, logger } = context.services;
  const values: NewPageValues = {
    title: text(form, "title"),
    path: text(form, "path").trim(),
    template: text(form, "template"),
    from: text(form, "from"),
  };
  const refuse = (errors: FieldErrors): NewPageRefused => ({ ok: false, values, errors });
  if (intent === "duplicate") {
    const from = /^\d{1,9}$/.test(values.from) ? Number(values.from) : null;
    if (from === null) return refuse({ form: ["Página de origem não encontrada."] });
    const result = await duplicatePage(db, from, { title: values.title, path: values.path }, admin.user.id);
    if (!result.ok) return refuse(result.errors);
    logger.info({ userId: admin.user.id, pageId: result.id, from }, "pages: duplicated");
    return { ok: true, id: result.id };
  }
  const template = pageTemplates.find((known) => known === values.template);
  if (!template) return refuse({ template: ["Escolha um modelo."] });
  const site =
    template === "event" ? { expo: (await readPublishedSections(context.services, ["expo"])).expo } : {};
  const document = templateDocument(
    template as PageTemplate,
    { title: values.title, path: values.path },
    site,
  );
  const result = await createPage(db, { document, userId: admin.user.id });
  if (!result.ok) return refuse(result.errors);
  logger.info({ userId: admin.user.id, pageId: result.id, template }, "pages: created");
  return { ok: true, id: result.id };
}

// ---------------------------------------------------------------------------------------------
// The editor

export async function readPageEditor(
  services: Pick<AppServices, "db" | "logger">,
  id: number,
  compareVersionId: number | null,
) {
  const { db } = services;
  const page = await readPage(db, id);
  if (!page) return null;
  const [versions, media, pages] = await Promise.all([
    listPageVersions(db, id),
    listMedia(db),
    listPages(db),
  ]);
  const document = (page.draft ?? page.published) as PageInput;
  const named = async (userId: string | null) => (userId ? await personName(db, userId) : null);
  let comparison: { versionId: number; at: string; differences: FieldDifference[] } | null = null;
  if (compareVersionId !== null) {
    const version = await readPageVersion(db, id, compareVersionId);
    if (version) {
      comparison = {
        versionId: version.id,
        at: formatDashboardDate(version.createdAt),
        differences: pageDifferences(
          page.published as PageInput | null,
          version.document as PageInput,
          blockTypes,
        ),
      };
    }
  }
  return {
    page: {
      id: page.id,
      title: document.title,
      status: page.status,
      publishedPath: page.published?.path ?? null,
      hasDraft: page.draft !== null,
      retiredTo: page.retiredTo ?? null,
      published: page.publishedAt
        ? { at: formatDashboardDate(page.publishedAt), by: await named(page.publishedBy) }
        : null,
      draftSaved: page.draftAt
        ? { at: formatDashboardDate(page.draftAt), by: await named(page.draftBy) }
        : null,
    },
    document,
    stamp: page.stamp,
    changes: page.draft ? publishChanges(page.published as PageInput | null, page.draft as PageInput) : [],
    blockTypes: blockTypeOptions,
    media: media.map((item) => ({ url: item.url, name: item.name })),
    versions: versions.map((version) => ({
      id: version.id,
      at: formatDashboardDate(version.createdAt),
      by: version.createdByName ?? null,
      note: version.reason ?? null,
    })),
    comparison,
    scheduled: page.scheduled.map((change) => ({
      id: change.id,
      at: formatDashboardDate(change.at),
      description: scheduleWords[change.kind],
      by: change.createdByName ?? null,
    })),
    // A retired page leads to another page of the site: the published ones, and the site's own.
    retireTargets: [
      ...pages
        .filter((other) => other.id !== id && other.status === "publicada")
        .map((other) => ({ path: other.path, title: other.title })),
      ...publicPages
        .filter((shipped) => shipped.sitemap)
        .map((shipped) => ({ path: shipped.path, title: pageName(shipped.path) ?? shipped.path })),
    ],
  };
}

/** What the editor's action answers when it does not redirect. */
export type PageActionData = {
  document?: PageInput;
  errors?: FieldErrors;
  focus?: string;
  refused?: string;
  conflict?: { message: string; differences: FieldDifference[]; stamp: string };
  awaitingConfirmation?: "discard" | "retire";
  redirectTo?: string;
};

/** The editor's buttons: save, preview, publish, discard, restore, schedule, retire, and the form's own. */
export async function pageAction(
  context: AppLoadContext,
  id: number,
  form: FormData,
  admin: StaffSession,
): Promise<Response | ReturnType<typeof data<PageActionData>>> {
  const { db, logger } = context.services;
  const userId = admin.user.id;
  const intent = text(form, "intent", 200);
  const self = `/admin/paginas/${id}`;
  const page = await readPage(db, id);
  if (!page) throw data(null, { status: 404 });
  const refused = async (body: PageActionData, status = 400, notice: Notice = pageNotices.invalid) => {
    await showNotice(context, notice);
    return data<PageActionData>({ refused: notice.title, ...body }, { status });
  };
  const done = (notice: Notice, to = self) => {
    logger.info({ userId, pageId: id, intent }, "pages: done");
    return redirectWithNotice(context, to, notice);
  };

  if (isPageFormIntent(intent)) {
    const typed = formToPageInput(form, blockTypes);
    const changed = applyPageIntent(typed, intent, blockTypes, form);
    if (!changed) return refused({ document: typed, errors: {} });
    if (!changed.ok)
      return refused({ document: typed, errors: { newBlockType: [changed.message] }, focus: "newBlockType" });
    await showNotice(context, {
      ...pageNotices.unsaved,
      title: changed.message || pageNotices.unsaved.title,
    });
    return data<PageActionData>({ document: changed.page, errors: {}, focus: changed.focus });
  }

  switch (intent) {
    case "save-draft":
    case "preview":
    case "publish": {
      const typed = formToPageInput(form, blockTypes);
      const stamp = text(form, "editedFrom", 100);
      const saved = await savePageDraft(db, id, typed as PageDocument, userId, stamp || undefined);
      if (!saved.ok) {
        if ("conflict" in saved) {
          const current = await readPage(db, id);
          const who = await personName(db, current?.draftBy ?? current?.publishedBy ?? null);
          const at = current?.draftAt ?? current?.publishedAt;
          return refused(
            {
              document: typed,
              errors: {},
              conflict: {
                message: `${who} alterou esta página${at ? ` às ${clockTime(at)}` : ""}.`,
                differences: pageDifferences(
                  (current?.draft ?? current?.published ?? null) as PageInput | null,
                  typed,
                  blockTypes,
                ),
                stamp: current?.stamp ?? stamp,
              },
            },
            409,
            pageNotices.conflict,
          );
        }
        return refused({ document: typed, errors: saved.errors });
      }
      if (intent === "preview") return done(pageNotices.draftSaved, pagePreviewPath(typed.path, id));
      if (intent === "save-draft") return done(pageNotices.draftSaved);
      const published = await publishPage(db, id, userId);
      if (!published.ok) return refused({ document: typed, errors: published.errors });
      return done(pageNotices.published);
    }
    case "discard":
      if (!isConfirmed(form)) return data<PageActionData>({ awaitingConfirmation: "discard" });
      await discardPageDraft(db, id);
      return done(pageNotices.discarded);
    case "restore": {
      const versionId = Number(form.get("versionId"));
      if (!Number.isSafeInteger(versionId)) throw data(null, { status: 404 });
      const restored = await restorePageVersion(db, id, versionId, userId);
      if (!restored.ok) throw data(null, { status: 404 });
      return done(pageNotices.restored);
    }
    case "retire": {
      const redirectTo = text(form, "redirectTo", 200);
      if (!isConfirmed(form)) return data<PageActionData>({ awaitingConfirmation: "retire", redirectTo });
      const retired = await retirePage(db, id, { redirectTo: redirectTo || null }, userId);
      if (!retired.ok) return refused({ errors: retired.errors });
      return done(pageNotices.retired);
    }
    case "schedule-publish":
    case "schedule-unpublish": {
      const at = brasiliaInstant(text(form, "at", 40));
      if (!at) return refused({ errors: { at: ["Informe a data e a hora."] }, focus: "at" });
      const kind = intent === "schedule-publish" ? "publish" : "unpublish";
      const scheduled = await schedulePageChange(db, id, { kind, at }, userId);
      if (!scheduled.ok) return refused({ errors: scheduled.errors, focus: "at" });
      return done(pageNotices.scheduled);
    }
    case "cancel-schedule": {
      const changeId = Number(form.get("changeId"));
      if (Number.isSafeInteger(changeId)) await cancelPageChange(db, id, changeId);
      return done(pageNotices.scheduleCancelled);
    }
    default:
      throw data("Ação desconhecida", { status: 400 });
  }
}
