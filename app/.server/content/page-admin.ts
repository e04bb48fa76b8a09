import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { isConfirmed } from "~/.server/admin/confirmation";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { clockTime, personName } from "~/.server/admin/edit-conflicts";
import { saveBlockedBy } from "~/.server/admin/editing-marks";
import { type AuditEvent, auditWho, withAudit } from "~/.server/audit/audit-log";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import type { StaffSession } from "~/.server/auth/session";
import type { Database } from "~/.server/db/client";
import { listMedia } from "~/.server/media/library";
import type { AppServices } from "~/.server/services";
import type { BlockTypeOption } from "~/components/admin/page-editor";
import { linksToMissingAnchors, linksToMissingPages } from "~/content/pages/block-anchors";
import { blockDefinition, blockTypeList } from "~/content/pages/blocks";
import { type PageTemplate, pageTemplates } from "~/content/pages/page-document";
import { isRetirableShippedPath, isShippedDocumentPath } from "~/content/pages/shipped-documents";
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
import { answersAt, normalizedPath } from "~/forms/redirects";
import type { AuditAction } from "~/lib/audit-actions";
import type { Notice } from "~/lib/notice";
import {
  cancelPageChange,
  createPage,
  deleteDraftPage,
  discardPageDraft,
  duplicatePage,
  listPages,
  listPageVersions,
  listScheduledPageChanges,
  publishPage,
  readPage,
  readPageVersion,
  restorePageVersion,
  retirePage,
  savePageDraft,
  schedulePageChange,
  shippedPageRows,
  unpublishPage,
} from "./page-store";
import { listRedirects, publishedComposedPaths } from "./redirects";
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
      anchors: definition.anchors,
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
  anchors: definition.anchors,
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
  unpublished: {
    title: "Página tirada do ar",
    description: "Ela voltou a ser rascunho e saiu dos menus e do sitemap; o endereço responde 404.",
    variant: "success",
  },
  deleted: { title: "Página apagada", variant: "success" },
  scheduled: {
    title: "Agendado",
    description: "Acontece na hora marcada, mesmo sem ninguém conectado.",
    variant: "success",
  },
  scheduleCancelled: { title: "Agendamento cancelado", variant: "success" },
  scheduleGone: {
    title: "Este agendamento já não está pendente",
    description: "Ele já aconteceu ou foi cancelado.",
    variant: "info",
  },
  invalid: { title: "Corrija os campos indicados", variant: "error" },
  conflict: { title: "Página alterada por outra pessoa", variant: "error" },
  unsaved: {
    title: "Blocos alterados",
    description: "Salve o rascunho ou publique para guardar.",
    variant: "info",
  },
} satisfies Record<string, Notice>;

/**
 * Runs a page write and its audit entry in one transaction (docs/decisions/041): the entry is
 * written only when the write went through.
 */
function audited<T extends { ok: boolean }>(
  context: AppLoadContext,
  admin: StaffSession,
  action: AuditAction,
  target: { id: number | null; label: string },
  work: (tx: Database) => Promise<T>,
  details?: Record<string, unknown>,
): Promise<T> {
  const event = (result: T): AuditEvent | null => {
    if (!result.ok) return null;
    const id = target.id ?? (result as { id?: number }).id ?? null;
    return {
      action,
      target: { type: "page", id: id === null ? null : String(id), label: target.label },
      details,
    };
  };
  return withAudit(context.services.db, auditWho(admin, context), event, work);
}

// ---------------------------------------------------------------------------------------------
// The list

export async function readPagesScreen(services: Pick<AppServices, "db">, copyOf: number | null) {
  const { db } = services;
  const [pages, scheduled, shippedRows] = await Promise.all([
    listPages(db),
    listScheduledPageChanges(db),
    shippedPageRows(db),
  ]);
  const copied = copyOf === null ? null : await readPage(db, copyOf);
  const copiedDocument = copied ? (copied.draft ?? copied.published)?.document : null;
  const titles = new Map(pages.map((page) => [page.id, page.title]));
  // A shipped page opened as blocks has a row too: it is listed with the system pages, not as created.
  const shippedIds = new Set(shippedRows.values());
  const shippedStates = new Map(
    pages
      .filter((page) => shippedIds.has(page.id))
      .map((page) => [
        page.path,
        {
          published: page.status !== "rascunho" && page.status !== "retirada",
          retired: page.status === "retirada",
          hasDraft: page.hasDraft,
          /** Retired, its publish scheduled: when it comes back (decision 080). */
          comesBackAt:
            page.status === "retirada" && page.nextChange?.kind === "publish"
              ? page.nextChange.runAtText
              : null,
        },
      ]),
  );
  return {
    pages: pages
      .filter((page) => !shippedIds.has(page.id))
      .map((page) => ({
        id: page.id,
        title: page.title,
        path: page.path,
        status: page.status,
        hasDraft: page.hasDraft,
        updatedAt: formatDashboardDate(page.updatedAt),
        updatedBy: page.updatedByName ?? null,
      })),
    scheduled: scheduled.map((change) => ({
      id: change.id,
      pageId: change.pageId,
      title: titles.get(change.pageId) ?? "",
      at: change.runAtText,
      description: change.description,
    })),
    systemPages: publicPages.map((page) => ({
      path: page.path,
      name: pageName(page.path) ?? page.path,
      editTo: shippedRows.has(page.path)
        ? `/admin/paginas/${shippedRows.get(page.path)}`
        : page.hero
          ? `/admin/content/${page.hero.sectionId}`
          : "/admin/content",
      /** Drawn from a page document the team may open here (docs/decisions/068). */
      opensAsPage: isShippedDocumentPath(page.path) && !shippedRows.has(page.path),
      /** Opened as blocks, it may be copied as a new page (next year's fair from this year's). */
      copyFrom: shippedRows.get(page.path) ?? null,
      /**
       * Opened as blocks: whether the team published its own document, retired the page
       * (decision 076) and scheduled its return (decision 080), and has an unpublished draft.
       */
      blocks: shippedStates.get(page.path) ?? null,
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

/** The errors of a refused write, a vanished page or a newer save said as a form error. */
function refusedErrors(
  result: { ok: false } & ({ errors: FieldErrors } | { conflict: true } | { missing: true }),
) {
  if ("errors" in result) {
    const { "": general, ...fields } = result.errors;
    return general ? { ...fields, form: general } : fields;
  }
  return {
    form: ["missing" in result ? "Página de origem não encontrada." : "A página mudou: tente de novo."],
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
  const { logger } = context.services;
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
    const result = await audited(context, admin, "page.duplicate", { id: null, label: values.path }, (tx) =>
      duplicatePage(tx, from, { title: values.title, path: values.path }, admin.user.id),
    );
    if (!result.ok) return refuse(refusedErrors(result));
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
  const result = await audited(context, admin, "page.create", { id: null, label: values.path }, (tx) =>
    createPage(tx, { document, userId: admin.user.id }),
  );
  if (!result.ok) return refuse(refusedErrors(result));
  logger.info({ userId: admin.user.id, pageId: result.id, template }, "pages: created");
  return { ok: true, id: result.id };
}

// ---------------------------------------------------------------------------------------------
// The editor

/** "O bloco 3 (“Chamada para ação”)": a block of the document as the editor's warnings name it. */
function blockNamed(document: PageInput, index: number): string {
  const type = document.blocks[index].type;
  return `O bloco ${index + 1} (“${blockDefinition(type)?.label ?? type}”)`;
}

/**
 * The in-page links of the document being edited that lead to no anchor of the page, said in
 * the words of the "Publicar" card: a visitor's click on them would do nothing.
 */
function missingAnchorWarnings(document: PageInput): string[] {
  return linksToMissingAnchors(document.blocks, blockDefinition).map(
    ({ index, href }) =>
      `${blockNamed(document, index)} tem um link para ${href}, mas nenhum bloco desta página tem essa âncora: o clique não levaria a lugar nenhum.`,
  );
}

/**
 * The links of the document to a page of the site that does not answer, said in the words of the
 * "Publicar" card: a shipped page, a published composed page, a redirect's old address (it
 * leads on), the site's machinery (/admin, /api…) and the page's own address answer.
 */
async function missingPageWarnings(db: Database, document: PageInput): Promise<string[]> {
  const [composed, redirects] = await Promise.all([publishedComposedPaths(db), listRedirects(db)]);
  const redirected = new Set(redirects.map((redirect) => redirect.fromPath));
  const ownPath = normalizedPath(document.path);
  const answers = (path: string) => path === ownPath || answersAt(path, composed, redirected);
  return linksToMissingPages(document.blocks, answers).map(
    ({ index, href }) =>
      `${blockNamed(document, index)} tem um link para ${href}, mas nenhuma página do site responde nesse endereço: o visitante veria a página de erro 404.`,
  );
}

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
  const editing = page.draft ?? page.published;
  if (!editing) return null;
  const document = editing.document as PageInput;
  const published = (page.published?.document ?? null) as PageInput | null;
  const named = async (userId: string | null) => (userId ? await personName(db, userId) : null);
  let comparison: { versionId: number; at: string; differences: FieldDifference[] } | null = null;
  if (compareVersionId !== null) {
    const version = await readPageVersion(db, id, compareVersionId);
    if (version) {
      comparison = {
        versionId: version.id,
        at: formatDashboardDate(version.createdAt),
        differences: pageDifferences(published, version.document as PageInput, blockTypes),
      };
    }
  }
  return {
    page: {
      id: page.id,
      title: document.title,
      status: page.status,
      publishedPath: published?.path ?? null,
      /** A shipped page drawn from this document: fixed address, never retired (decision 068)… */
      shipped: isShippedDocumentPath(page.path),
      /** …but the expo page, retired and published again from here (decision 076). */
      retirable: isRetirableShippedPath(page.path),
      hasDraft: page.draft !== null,
      retiredTo: page.retiredTo,
      // Only a page never published may be deleted: one that was keeps its history (and address).
      deletable: page.published === null && page.status !== "retirada" && versions.length === 0,
      published: page.publishedAt
        ? { at: formatDashboardDate(page.publishedAt), by: await named(page.publishedBy) }
        : null,
      draftSaved: page.draftAt
        ? { at: formatDashboardDate(page.draftAt), by: await named(page.draftBy) }
        : null,
    },
    document,
    /** A stored document that no longer fits its blocks' rules: shown under the fields to correct. */
    attention: editing.errors,
    stamp: page.stamp,
    changes: page.draft ? publishChanges(published, page.draft.document as PageInput) : [],
    linkWarnings: [...missingAnchorWarnings(document), ...(await missingPageWarnings(db, document))],
    blockTypes: blockTypeOptions,
    media: media.map((item) => ({ url: item.url, name: item.name })),
    versions: versions.map((version) => ({
      id: version.id,
      at: formatDashboardDate(version.createdAt),
      by: version.creatorName,
      note: version.reason,
    })),
    comparison,
    scheduled: page.scheduled.map((change) => ({
      id: change.id,
      at: change.runAtText,
      description: change.description,
      by: change.createdByName,
    })),
    // A retired page leads to another page of the site: the published ones, and the site's own.
    retireTargets: [
      ...pages
        .filter((other) => other.id !== id && other.status === "publicada")
        .map((other) => ({ path: other.path, title: other.title })),
      ...publicPages
        .filter((shipped) => shipped.sitemap && shipped.path !== page.path)
        .map((shipped) => ({ path: shipped.path, title: pageName(shipped.path) ?? shipped.path })),
    ],
  };
}

/** The editing mark of a page's editor ("Maria está editando desde 14:30", docs/decisions/042). */
export function editingMarkOf(id: number): string {
  return `page:${id}`;
}

const editorIntents = new Set([
  "save-draft",
  "preview",
  "publish",
  "discard",
  "restore",
  "retire",
  "unpublish",
  "delete",
  "schedule-publish",
  "schedule-unpublish",
  "cancel-schedule",
]);

/** An intent the editor's buttons send (checked before anything else: an unknown one is a 400). */
export function isPageEditorIntent(intent: unknown): intent is string {
  return typeof intent === "string" && (editorIntents.has(intent) || isPageFormIntent(intent));
}

/** What the editor's action answers when it does not redirect. */
export type PageActionData = {
  document?: PageInput;
  errors?: FieldErrors;
  focus?: string;
  refused?: string;
  /** A refusal that is not about one field ("Esta página foi retirada…"). */
  general?: string;
  conflict?: { message: string; differences: FieldDifference[]; stamp: string };
  awaitingConfirmation?: "discard" | "retire" | "unpublish" | "delete";
  /** A write refused because someone else holds the editing mark (docs/decisions/042). */
  editingRefused?: string;
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
  const label = (path: string) => ({ id, label: path });
  const done = (notice: Notice, to = self) => {
    logger.info({ userId, pageId: id, intent }, "pages: done");
    return redirectWithNotice(context, to, notice);
  };

  // The buttons that write the page are refused while someone else holds its editing mark; the
  // blocks' buttons only send the form back, so they stay usable for reading.
  if (editorIntents.has(intent)) {
    const blockedBy = await saveBlockedBy(db, editingMarkOf(id), userId);
    if (blockedBy) {
      logger.info({ userId, pageId: id, intent }, "pages: refused, someone else is editing");
      await showNotice(context, { ...pageNotices.conflict, description: blockedBy });
      const typed = form.has("title") ? formToPageInput(form, blockTypes) : undefined;
      return data<PageActionData>(
        { document: typed, errors: {}, editingRefused: blockedBy },
        { status: 409 },
      );
    }
  }

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

  /** A refused write: its field errors (a general one above the form), a newer save, or a 404. */
  const refusedWrite = async (
    result: { ok: false } & ({ errors: FieldErrors } | { conflict: true } | { missing: true }),
    typed?: PageInput,
  ) => {
    if ("missing" in result) throw data(null, { status: 404 });
    if ("conflict" in result) {
      const current = await readPage(db, id);
      const newer = (current?.draft ?? current?.published)?.document ?? null;
      const draftIsNewer =
        current?.draftAt && (!current.publishedAt || current.draftAt > current.publishedAt);
      const who = await personName(db, (draftIsNewer ? current?.draftBy : current?.publishedBy) ?? null);
      const at = draftIsNewer ? current?.draftAt : current?.publishedAt;
      return refused(
        {
          document: typed,
          errors: {},
          conflict: {
            message: `${who} alterou esta página${at ? ` às ${clockTime(at)}` : ""}.`,
            differences: typed ? pageDifferences(newer as PageInput | null, typed, blockTypes) : [],
            stamp: current?.stamp ?? "",
          },
        },
        409,
        pageNotices.conflict,
      );
    }
    const { "": general, ...errors } = result.errors;
    return refused({ document: typed, errors, general: general?.[0] });
  };

  switch (intent) {
    case "save-draft":
    case "preview":
    case "publish": {
      const typed = formToPageInput(form, blockTypes);
      const stamp = text(form, "editedFrom", 100);
      const saved = await savePageDraft(db, id, typed, userId, /^\d+\.\d+$/.test(stamp) ? stamp : undefined);
      if (!saved.ok) return refusedWrite(saved, typed);
      if (intent === "preview") return done(pageNotices.draftSaved, pagePreviewPath(typed.path, id));
      if (intent === "save-draft") return done(pageNotices.draftSaved);
      const published = await audited(context, admin, "page.publish", label(typed.path), (tx) =>
        publishPage(tx, id, userId),
      );
      if (!published.ok) return refusedWrite(published, typed);
      return done(
        published.movedFrom
          ? {
              ...pageNotices.published,
              description: `${published.movedFrom} agora redireciona para ${typed.path}.`,
            }
          : pageNotices.published,
      );
    }
    case "discard":
      if (!isConfirmed(form)) return data<PageActionData>({ awaitingConfirmation: "discard" });
      await audited(context, admin, "page.discard", label(page.path), async (tx) => ({
        ok: await discardPageDraft(tx, id, userId),
      }));
      return done(pageNotices.discarded);
    case "restore": {
      const versionId = Number(form.get("versionId"));
      if (!Number.isSafeInteger(versionId)) throw data(null, { status: 404 });
      const restored = await audited(
        context,
        admin,
        "page.restore",
        label(page.path),
        (tx) => restorePageVersion(tx, id, versionId, userId),
        { versionId },
      );
      if (!restored.ok) return refusedWrite(restored);
      return done(pageNotices.restored);
    }
    case "retire": {
      const redirectTo = text(form, "redirectTo", 200);
      if (!isConfirmed(form)) return data<PageActionData>({ awaitingConfirmation: "retire", redirectTo });
      const retired = await audited(
        context,
        admin,
        "page.retire",
        label(page.path),
        (tx) => retirePage(tx, id, { redirectTo: redirectTo || null }, userId),
        { redirectTo: redirectTo || null },
      );
      if (!retired.ok) return refusedWrite(retired);
      return done(pageNotices.retired);
    }
    case "unpublish": {
      // "Tirar do ar agora": back to a draft at its address, which answers 404 or leads elsewhere.
      const redirectTo = text(form, "redirectTo", 200);
      if (!isConfirmed(form)) return data<PageActionData>({ awaitingConfirmation: "unpublish", redirectTo });
      const unpublished = await audited(
        context,
        admin,
        "page.unpublish",
        label(page.path),
        (tx) => unpublishPage(tx, id, { redirectTo: redirectTo || null }, userId),
        { redirectTo: redirectTo || null },
      );
      if (!unpublished.ok) return refusedWrite(unpublished);
      return done(
        redirectTo
          ? {
              ...pageNotices.unpublished,
              description: `Ela voltou a ser rascunho e saiu dos menus e do sitemap; ${page.path} agora redireciona para ${redirectTo}.`,
            }
          : pageNotices.unpublished,
      );
    }
    case "delete": {
      if (!isConfirmed(form)) return data<PageActionData>({ awaitingConfirmation: "delete" });
      const deleted = await audited(context, admin, "page.delete", label(page.path), (tx) =>
        deleteDraftPage(tx, id),
      );
      if (!deleted.ok) return refusedWrite(deleted);
      return done(pageNotices.deleted, "/admin/paginas");
    }
    case "schedule-publish":
    case "schedule-unpublish": {
      const kind = intent === "schedule-publish" ? "publish" : "unpublish";
      const redirectTo = kind === "unpublish" ? text(form, "redirectTo", 200) || null : null;
      const scheduled = await schedulePageChange(
        db,
        id,
        { kind, at: text(form, "at", 40), redirectTo },
        userId,
      );
      if (!scheduled.ok) return refusedWrite(scheduled);
      return done(pageNotices.scheduled);
    }
    case "cancel-schedule": {
      const changeId = Number(form.get("changeId"));
      const cancelled =
        Number.isSafeInteger(changeId) &&
        (
          await audited(
            context,
            admin,
            "page.schedule-cancel",
            label(page.path),
            async (tx) => ({ ok: await cancelPageChange(tx, id, changeId) }),
            { changeId },
          )
        ).ok;
      return done(cancelled ? pageNotices.scheduleCancelled : pageNotices.scheduleGone);
    }
    default:
      throw data("Ação desconhecida", { status: 400 });
  }
}
