import { ArrowLeft, Eye, Loader2, Save, Send, Undo2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, Link } from "react-router";
import { isConfirmed } from "~/.server/admin/confirmation";
import { startedFrom } from "~/.server/admin/edit-conflicts";
import { openEditor, saveBlockedBy } from "~/.server/admin/editing-marks";
import { type AuditEvent, auditWho, withAudit } from "~/.server/audit/audit-log";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { deletedUploadErrors } from "~/.server/content/image-uses";
import {
  changeSectionList,
  discardSectionDraft,
  isSection,
  publishSection,
  readSectionConflict,
  readSectionEditor,
  restoreSectionVersion,
  type SectionActionData,
  saveSectionDraft,
  scheduleIntent,
  sectionInput,
  sectionNotices,
  sectionPreviewPath,
  sectionRegistry,
  type WriteResult,
} from "~/.server/content/section-admin";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { EditingGate } from "~/components/admin/editing-mark";
import { SectionFields } from "~/components/admin/section-fields";
import { ScheduleVersionForm, SectionScheduleCard } from "~/components/admin/section-schedule";
import { DraftNotice, useFormDraft } from "~/components/admin/use-form-draft";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { DifferencesTable, EditConflictNotice, VersionsCard } from "~/components/admin/versions";
import { Button } from "~/components/ui/button";
import { fieldElementId } from "~/content/registry/values";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Notice } from "~/lib/notice";
import type { Route } from "./+types/admin.content-section";

/**
 * /admin/content/:sectionId, one editable section of the site (app/content/registry): its fields
 * drawn from the registry, saved as a draft, previewed on the public page, published, and its
 * last published versions compared and restored. A plain form posted to the server, so every
 * button, list buttons included, works without JavaScript.
 */

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? `${loaded.section.label} – Content Management` : "Content Management");

function compareParameter(request: Request): number | null {
  const value = new URL(request.url).searchParams.get("comparar");
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("content"), action: rolesFor("content") },
} satisfies AdminRouteHandle;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireRole(request, context, handle.roles.loader);
  const editor = await readSectionEditor(context.services, params.sectionId, compareParameter(request));
  if (!editor) throw data(null, { status: 404 });
  // Opening the editor takes its mark, unless someone else is editing (docs/decisions/042).
  const mark = await openEditor(context.services.db, `section:${editor.section.id}`, user.id);
  return { ...editor, mark, readOnly: new URL(request.url).searchParams.has("leitura") };
}

/** The intents that write the section: refused while someone else holds the editing mark. */
const writingIntents = new Set([
  "save-draft",
  "preview",
  "publish",
  "discard",
  "restore",
  "schedule-draft",
  "schedule-version",
  "schedule-banner-end",
  "cancel-schedule",
]);

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const { sectionId } = params;
  if (!isSection(sectionId)) throw data(null, { status: 404 });
  const { db, logger } = context.services;
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = String(formData.get("intent") ?? "");
  const self = `/admin/content/${encodeURIComponent(sectionId)}`;
  const userId = admin.user.id;
  const input = sectionInput(sectionId, formData);
  // Publishing, restoring, scheduling and discarding are audited, each in its write's transaction.
  const target = { type: "section" as const, id: sectionId, label: sectionRegistry[sectionId].label };
  const audited = <T,>(event: (result: T) => AuditEvent | null, work: (tx: typeof db) => Promise<T>) =>
    withAudit(db, auditWho(admin, context), event, work);
  // The stored state the form was opened on: a write over a newer one is refused (below).
  const editedFrom = formData.get("editedFrom");
  const expectedStamp =
    typeof editedFrom === "string" && /^\d+\.\d+$/.test(editedFrom) ? editedFrom : undefined;

  /** A refused form stays on the page with its errors and what was typed. */
  const refused = async (body: Omit<SectionActionData, "refused">) => {
    await showNotice(context, sectionNotices.invalid);
    return data<SectionActionData>({ ...body, refused: sectionNotices.invalid.title }, { status: 400 });
  };
  if (writingIntents.has(intent)) {
    const blockedBy = await saveBlockedBy(db, `section:${sectionId}`, userId);
    if (blockedBy) {
      logger.info({ userId, sectionId, intent }, "content section: refused, someone else is editing");
      await showNotice(context, { ...sectionNotices.conflict, description: blockedBy });
      return data<SectionActionData>(
        { values: input, errors: {}, editingRefused: blockedBy },
        { status: 409 },
      );
    }
  }
  const afterWrite = async (result: WriteResult, notice: Notice, to = self) => {
    if (result.ok) {
      logger.info({ userId, sectionId, intent }, "content section: saved");
      return redirectWithNotice(context, to, notice);
    }
    if ("conflict" in result) {
      const answer = await readSectionConflict(context.services, sectionId, input, startedFrom(formData));
      if (!answer) throw data(null, { status: 404 });
      logger.info(
        { userId, sectionId, intent },
        "content section: refused, changed by someone else meanwhile",
      );
      await showNotice(context, { ...sectionNotices.conflict, description: answer.conflict.message });
      return data<SectionActionData>(
        { values: answer.values, errors: {}, conflict: answer.conflict },
        { status: 409 },
      );
    }
    if ("errors" in result) return refused({ values: input, errors: result.errors });
    throw data(null, { status: 404 });
  };

  switch (intent) {
    case "save-draft":
      return afterWrite(
        await saveSectionDraft(db, sectionId, input, userId, sectionRegistry, expectedStamp),
        sectionNotices.draftSaved,
      );
    case "preview":
      return afterWrite(
        await saveSectionDraft(db, sectionId, input, userId, sectionRegistry, expectedStamp),
        sectionNotices.draftSaved,
        sectionPreviewPath(sectionId) ?? self,
      );
    case "publish": {
      const deleted = await deletedUploadErrors(db, sectionRegistry[sectionId], input);
      if (deleted) return refused({ values: input, errors: deleted });
      return afterWrite(
        await audited(
          (result: WriteResult) => (result.ok ? { action: "section.publish", target } : null),
          (tx) => publishSection(tx, sectionId, input, userId, sectionRegistry, expectedStamp),
        ),
        sectionNotices.published,
      );
    }
    case "discard":
      // Asked in the page's dialog; a post sent without it (no JavaScript yet) is asked here.
      if (!isConfirmed(formData))
        return data<SectionActionData>({ values: null, errors: {}, awaitingConfirmation: "discard" });
      await audited(
        () => ({ action: "section.discard", target }),
        (tx) => discardSectionDraft(tx, sectionId),
      );
      return redirectWithNotice(context, self, sectionNotices.discarded);
    case "restore": {
      const versionId = Number(formData.get("versionId"));
      if (!Number.isSafeInteger(versionId)) return refused({ values: null, errors: {} });
      const result = await audited(
        (restored: Awaited<ReturnType<typeof restoreSectionVersion>>) =>
          restored.ok ? { action: "section.restore", target, details: { versionId } } : null,
        (tx) => restoreSectionVersion(tx, sectionId, versionId, userId, sectionRegistry),
      );
      if ("missingVersion" in result) throw data(null, { status: 404 });
      return afterWrite(result, sectionNotices.restored);
    }
    case "schedule-draft":
    case "schedule-version":
    case "schedule-banner-end":
    case "cancel-schedule": {
      const cancel = intent === "cancel-schedule";
      const scheduled = await audited(
        (done: Awaited<ReturnType<typeof scheduleIntent>>) =>
          done.ok && (!cancel || done.notice === sectionNotices.scheduleCancelled)
            ? {
                action: cancel ? "section.schedule-cancel" : "section.schedule",
                target,
                details: cancel
                  ? { scheduleId: String(formData.get("scheduleId") ?? "") }
                  : { what: intent, publishAt: String(formData.get("publishAt") ?? "") },
              }
            : null,
        (tx) => scheduleIntent(tx, sectionId, intent, formData, userId),
      );
      if (scheduled.ok) return redirectWithNotice(context, self, scheduled.notice);
      return refused({ values: null, errors: scheduled.errors });
    }
    default: {
      // Adding, removing and moving list items: the form comes back changed, not yet saved.
      const changed = changeSectionList(sectionId, input, intent);
      if (!changed) return refused({ values: null, errors: {} });
      await showNotice(context, sectionNotices.unsavedList);
      return data<SectionActionData>({ values: changed.value, errors: {}, focus: changed.focus });
    }
  }
}

const FORM_ID = "secao";

/**
 * A stored value the section's rules no longer accept, even migrated (docs/decisions/050): what
 * visitors see meanwhile, and what to do. The fields to correct are marked in the form below.
 */
function AttentionNotice({
  attention,
}: {
  attention: NonNullable<Route.ComponentProps["loaderData"]["attention"]>;
}) {
  const shown = attention.shownInsteadAt
    ? `O site continua mostrando a versão publicada em ${attention.shownInsteadAt}, a última válida.`
    : "Nenhuma versão publicada é válida: o site mostra os textos padrão desta seção.";
  return (
    <div role="alert" className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-ink">
      <p className="font-semibold">Esta seção precisa de atenção</p>
      <p className="mt-1">
        {attention.which === "draft"
          ? "O rascunho salvo não cabe mais nas regras desta seção. Corrija os campos indicados e salve ou publique."
          : `O valor publicado não cabe mais nas regras desta seção. ${shown} Corrija os campos indicados e publique.`}
      </p>
      {attention.general && <p className="mt-1">{attention.general}</p>}
    </div>
  );
}

const discardConfirmation =
  "O rascunho desta seção será apagado; o site continua mostrando a versão publicada.";

/**
 * 'Publicar' while the plain form's post is on its way: disabled, saying so. Set after the
 * submit event, not in it: a submitter disabled before the browser reads the form would leave
 * its intent out of the post. Cleared when the page is shown again from the back/forward cache.
 */
function usePublishing() {
  const [publishing, setPublishing] = useState(false);
  useEffect(() => {
    const onPageShow = () => setPublishing(false);
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);
  const start = () => window.setTimeout(() => setPublishing(true), 0);
  return [publishing, start] as const;
}

export default function AdminContentSection({ loaderData, actionData }: Route.ComponentProps) {
  const { section, hasDraft, draftSaved, published, versions, media, previewHref, comparison } = loaderData;
  const { attention } = loaderData;
  const value = actionData?.values ?? loaderData.value;
  const errors = actionData?.errors ?? attention?.errors ?? {};
  const conflict = actionData?.conflict;
  const formRef = useRef<HTMLFormElement>(null);
  // Asks before a link or a reload drops what was typed; keeps it in this browser meanwhile, so
  // a save that finds the session ended loses nothing (offered again after signing in).
  const leaveGuard = useUnsavedChanges(formRef, loaderData, actionData?.values != null);
  const localDraft = useFormDraft(formRef, `admin-section:${section.id}`);
  const [publishing, startPublishing] = usePublishing();

  useEffect(() => {
    // After a list button, the cursor goes back to the list item it changed.
    const target = actionData?.focus ?? Object.keys(actionData?.errors ?? {})[0];
    if (target !== undefined) {
      const element = document.getElementById(fieldElementId(target));
      const focusable = element?.matches("input, select, textarea")
        ? element
        : element?.querySelector<HTMLElement>("input, select, textarea, button");
      focusable?.focus();
    }
  }, [actionData]);

  return (
    <>
      <p className="mb-3">
        <Link
          to="/admin/content"
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-strong underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Content Management
        </Link>
      </p>
      <AdminPageHeader title={section.label} description={section.group} />

      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {published
          ? `Publicado em ${published.at}${published.by ? ` por ${published.by}` : ""}.`
          : "Ainda não publicado: o site mostra os textos padrão."}{" "}
        {draftSaved
          ? `Rascunho salvo em ${draftSaved.at}${draftSaved.by ? ` por ${draftSaved.by}` : ""}, ainda não publicado.`
          : ""}
      </p>
      <EditingGate
        thing={`section:${section.id}`}
        mark={loaderData.mark}
        readOnly={loaderData.readOnly}
        backTo="/admin/content"
        refusal={actionData?.editingRefused}
      >
        {attention && <AttentionNotice attention={attention} />}
        {actionData?.refused && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-danger"
          >
            {actionData.refused}. {errors[""]?.[0] ?? ""}
          </p>
        )}

        {conflict && (
          <EditConflictNotice message={conflict.message} differences={conflict.differences}>
            Nada do que você digitou foi perdido. O formulário agora mostra a versão mais nova com as suas
            alterações por cima; confira e salve ou publique de novo para aplicá-las.
          </EditConflictNotice>
        )}
        {leaveGuard}
        <DraftNotice draft={localDraft} />
        <form
          ref={formRef}
          id={FORM_ID}
          method="post"
          noValidate
          onSubmit={(event) => {
            const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute("value");
            if (intent === "publish") startPublishing();
          }}
        >
          <input type="hidden" name="editedFrom" value={conflict?.stamp ?? loaderData.stamp} />
          <input
            type="hidden"
            name="editedFromValue"
            value={JSON.stringify(conflict ? conflict.base : loaderData.value)}
          />
          <AdminCard title="Campos" bodyClassName="space-y-5">
            <SectionFields fields={section.fields} value={value} errors={errors} media={media} />
          </AdminCard>
        </form>
        {/* Outside the form (its buttons name it), so that the discard can be a form of its own. */}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <Button type="submit" form={FORM_ID} name="intent" value="save-draft" variant="outline">
            <Save aria-hidden="true" />
            Salvar rascunho
          </Button>
          {previewHref && (
            <Button
              type="submit"
              form={FORM_ID}
              name="intent"
              value="preview"
              variant="outline"
              formTarget="_blank"
            >
              <Eye aria-hidden="true" />
              Pré-visualizar
              <span className="sr-only">(salva o rascunho e abre a página em nova aba)</span>
            </Button>
          )}
          <Button type="submit" form={FORM_ID} name="intent" value="publish" disabled={publishing}>
            {publishing ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {publishing ? "Publicando…" : "Publicar"}
          </Button>
          {hasDraft && (
            <ConfirmForm
              intent="discard"
              confirmation={discardConfirmation}
              confirmLabel="Descartar rascunho"
              awaiting={actionData?.awaitingConfirmation === "discard"}
              className={actionData?.awaitingConfirmation === "discard" ? "w-full" : undefined}
              reloadDocument
              // Dropping the server's draft drops this browser's copy of the typing too.
              onConfirm={localDraft.clear}
            >
              <Button type="submit" variant="destructive-outline">
                <Undo2 aria-hidden="true" />
                Descartar rascunho
              </Button>
            </ConfirmForm>
          )}
        </div>
        <p className="mt-2 text-sm text-muted">
          O rascunho não aparece no site. Pré-visualizar mostra a página {section.shownOn[0] ?? ""} com o
          rascunho, só para você; Publicar coloca no site para todos.
        </p>

        <VersionsCard
          title="Versões publicadas"
          description="As últimas 10 publicações. Compare uma com a versão publicada e restaure-a como rascunho."
          versions={versions.map((version) => ({
            id: version.id,
            at: version.publishedAt,
            by: version.publisherName,
            note: version.reason,
          }))}
          currentLabel="publicada agora"
        />

        <SectionScheduleCard
          items={loaderData.scheduled}
          hasDraft={hasDraft}
          isBanner={loaderData.isBanner}
          error={actionData?.errors?.publishAt?.[0]}
        />

        {comparison && (
          <AdminCard
            id="comparacao"
            title={`Versão de ${comparison.publishedAt}`}
            className="mt-6"
            description="O que muda em relação à versão publicada agora."
          >
            {comparison.differences.length === 0 ? (
              <p className="text-sm text-muted">Igual à versão publicada.</p>
            ) : (
              <DifferencesTable
                differences={comparison.differences}
                before="Publicado agora"
                after="Nesta versão"
              />
            )}
            {comparison.missingImages.length > 0 && (
              <div
                role="note"
                className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
              >
                <p className="font-semibold">Imagens desta versão que foram excluídas da biblioteca</p>
                <p className="mt-1">Ao restaurar, cada uma é substituída:</p>
                <ul className="mt-2 list-disc pl-5">
                  {comparison.missingImages.map((image) => (
                    <li key={image.field} className="break-all">
                      {image.label}: “{image.url}” → {image.standIn}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <form method="post" className="mt-4 flex flex-wrap items-center gap-3">
              <input type="hidden" name="versionId" value={comparison.versionId} />
              <Button type="submit" name="intent" value="restore" variant="secondary">
                Restaurar como rascunho
              </Button>
              <Link to="." className="text-sm font-semibold text-primary-strong underline">
                Cancelar
              </Link>
              <p className="w-full text-sm text-muted">
                A versão vira o rascunho desta seção (substituindo o rascunho atual); o site só muda quando
                você publicar.
              </p>
            </form>
            <ScheduleVersionForm
              versionId={comparison.versionId}
              error={actionData?.errors?.versionPublishAt?.[0]}
            />
          </AdminCard>
        )}
      </EditingGate>
    </>
  );
}
