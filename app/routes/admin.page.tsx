import { ArchiveX, ArrowLeft, CalendarDays, CloudOff, Eye, Save, Send, Trash2, Undo2, X } from "lucide-react";
import { useEffect } from "react";
import { data, Link } from "react-router";
import { openEditor } from "~/.server/admin/editing-marks";
import { requireRole } from "~/.server/auth/session";
import { editingMarkOf, isPageEditorIntent, pageAction, readPageEditor } from "~/.server/content/page-admin";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { ConfirmForm } from "~/components/admin/confirm-form";
import { EditingGate } from "~/components/admin/editing-mark";
import { PageBlocksCard, PageFieldsCard, StatusBadge } from "~/components/admin/page-editor";
import { DifferencesTable, EditConflictNotice, VersionsCard } from "~/components/admin/versions";
import { Button } from "~/components/ui/button";
import { Field, Input, Select } from "~/components/ui/field";
import { fieldElementId } from "~/content/registry/values";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.page";

/**
 * /admin/paginas/:pageId, one composed page (docs/decisions/058): its fields and blocks saved as
 * a draft, previewed as a visitor sees it, published (with what that changes in the site's links
 * and addresses said first), its versions compared and restored, its publish or unpublish
 * scheduled, and the page retired with a redirect. One plain form posted to the server: every
 * button, the blocks' ones included, works by keyboard and without JavaScript.
 */

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? `${loaded.page.title} – Páginas` : "Páginas");

export const handle = {
  roles: { loader: rolesFor("content"), action: rolesFor("content") },
} satisfies AdminRouteHandle;

function pageIdOf(params: { pageId?: string }): number | null {
  return params.pageId && /^\d{1,9}$/.test(params.pageId) ? Number(params.pageId) : null;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user } = await requireRole(request, context, handle.roles.loader);
  const id = pageIdOf(params);
  const comparing = new URL(request.url).searchParams.get("comparar");
  const editor =
    id === null
      ? null
      : await readPageEditor(
          context.services,
          id,
          comparing && /^\d{1,9}$/.test(comparing) ? Number(comparing) : null,
        );
  if (!editor || id === null) throw data(null, { status: 404 });
  // Opening the editor takes the page's mark, unless someone else is editing it.
  const mark = await openEditor(context.services.db, editingMarkOf(id), user.id);
  return {
    ...editor,
    markThing: editingMarkOf(id),
    mark,
    readOnly: new URL(request.url).searchParams.has("leitura"),
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  if (!isPageEditorIntent(formData.get("intent"))) throw data("Ação desconhecida", { status: 400 });
  const id = pageIdOf(params);
  if (id === null) throw data(null, { status: 404 });
  return pageAction(context, id, formData, admin);
}

const FORM_ID = "pagina";

const discardConfirmation =
  "O rascunho desta página será apagado; o site continua mostrando a versão publicada.";

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { page, media, blockTypes, versions, comparison, scheduled, retireTargets } = loaderData;
  // A retired expo page is published again, now or at a time (decisions 076, 080).
  const comesBack = page.retirable && page.status === "retirada";
  const shown = actionData?.document ?? loaderData.document;
  const errors = actionData?.errors ?? loaderData.attention ?? {};
  const conflict = actionData?.conflict;

  useEffect(() => {
    // After a block button or a refused save, the cursor goes where the change or the first error is.
    const target = actionData?.focus ?? Object.keys(actionData?.errors ?? {})[0];
    if (target === undefined) return;
    const element = target.startsWith("bloco-")
      ? document.getElementById(`${target}-titulo`)
      : document.getElementById(fieldElementId(target === "blocos" ? "newBlockType" : target));
    const focusable = element?.matches("input, select, textarea, h3")
      ? element
      : element?.querySelector<HTMLElement>("input, select, textarea, button");
    focusable?.focus();
  }, [actionData]);

  return (
    <>
      <p className="mb-3">
        <Link
          to="/admin/paginas"
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary-strong underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Páginas
        </Link>
      </p>
      <AdminPageHeader
        title={page.title}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <StatusBadge status={page.status} />
            <span className="font-mono break-all">{page.publishedPath ?? shown.path}</span>
          </span>
        }
      />
      <p className="mb-4 text-sm text-muted" aria-live="polite">
        {page.status === "retirada"
          ? ""
          : page.published
            ? `Publicada em ${page.published.at}${page.published.by ? ` por ${page.published.by}` : ""}.`
            : page.shipped
              ? "No ar com o conteúdo de sempre: este rascunho só aparece no site quando for publicado."
              : "Ainda não publicada: só quem edita vê esta página."}{" "}
        {page.draftSaved
          ? `Rascunho salvo em ${page.draftSaved.at}${page.draftSaved.by ? ` por ${page.draftSaved.by}` : ""}${page.published ? ", ainda não publicado" : ""}.`
          : ""}
        {page.retiredTo !== undefined && page.status === "retirada"
          ? page.retiredTo
            ? ` Retirada: o endereço redireciona para ${page.retiredTo}.`
            : " Retirada: o endereço responde 404."
          : ""}
        {page.retirable && page.status === "retirada"
          ? " Publique-a, ou agende a publicação, para que volte ao site, aos menus e ao sitemap."
          : ""}
      </p>

      <EditingGate
        thing={loaderData.markThing}
        mark={loaderData.mark}
        readOnly={loaderData.readOnly}
        backTo="/admin/paginas"
        refusal={actionData?.editingRefused}
      >
        {actionData?.refused && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-danger"
          >
            {actionData.refused}.{actionData.general ? ` ${actionData.general}` : ""}
          </p>
        )}
        {!actionData && loaderData.attention && (
          <p
            role="alert"
            className="mb-4 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-ink"
          >
            Esta página precisa de atenção: o conteúdo salvo não cabe mais nas regras de algum bloco. Corrija
            os campos indicados e salve ou publique.
          </p>
        )}
        {conflict && (
          <EditConflictNotice message={conflict.message} differences={conflict.differences}>
            Nada do que você digitou foi perdido: o formulário mostra o que você digitou. Confira as
            diferenças e salve de novo para substituir a versão mais nova.
          </EditConflictNotice>
        )}

        <form id={FORM_ID} method="post" noValidate>
          <input type="hidden" name="editedFrom" value={conflict?.stamp ?? loaderData.stamp} />
          <PageFieldsCard page={shown} errors={errors} media={media} shipped={page.shipped} />
          <PageBlocksCard page={shown} types={blockTypes} errors={errors} media={media} />
        </form>

        <AdminCard title="Publicar" icon={<Send aria-hidden="true" />} className="mt-6">
          {loaderData.changes.length > 0 ? (
            <>
              <p className="text-sm font-semibold text-ink">Ao publicar o rascunho salvo:</p>
              <ul className="mt-1 list-disc pl-5 text-sm text-ink">
                {loaderData.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-muted">Publicar não muda links, menus nem endereços do site.</p>
          )}
          {loaderData.linkWarnings.length > 0 && (
            <div className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink">
              <p className="font-semibold">Confira antes de publicar:</p>
              <ul className="mt-1 list-disc pl-5">
                {loaderData.linkWarnings.map((warning) => (
                  <li key={warning}>{warning}</li>
                ))}
              </ul>
            </div>
          )}
          <div className="mt-4 flex flex-wrap items-center gap-3">
            <Button type="submit" form={FORM_ID} name="intent" value="save-draft" variant="outline">
              <Save aria-hidden="true" />
              Salvar rascunho
            </Button>
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
            <Button type="submit" form={FORM_ID} name="intent" value="publish">
              <Send aria-hidden="true" />
              Publicar
            </Button>
            {page.hasDraft && page.published && (
              <ConfirmForm
                intent="discard"
                confirmation={discardConfirmation}
                confirmLabel="Descartar rascunho"
                awaiting={actionData?.awaitingConfirmation === "discard"}
                reloadDocument
              >
                <Button type="submit" variant="destructive-outline">
                  <Undo2 aria-hidden="true" />
                  Descartar rascunho
                </Button>
              </ConfirmForm>
            )}
          </div>
          <p className="mt-2 text-sm text-muted">
            Publicar salva o que está no formulário e coloca no site para todos; o resumo acima é do rascunho
            salvo. Pré-visualizar mostra a página como um visitante a verá, só para você.
          </p>
        </AdminCard>

        <VersionsCard
          title="Versões publicadas"
          description="As últimas publicações. Compare uma com a publicada agora e restaure-a como rascunho."
          versions={versions}
          currentLabel="publicada agora"
        />

        {comparison && (
          <AdminCard
            id="comparacao"
            title={`Versão de ${comparison.at}`}
            className="mt-6"
            description="O que muda em relação à versão publicada agora."
          >
            {comparison.differences.length === 0 ? (
              <p className="text-sm text-muted">Igual à versão publicada.</p>
            ) : (
              <DifferencesTable
                differences={comparison.differences}
                before="Publicada agora"
                after="Nesta versão"
              />
            )}
            <form method="post" className="mt-4 flex flex-wrap items-center gap-3">
              <input type="hidden" name="versionId" value={comparison.versionId} />
              <Button type="submit" name="intent" value="restore" variant="secondary">
                Restaurar como rascunho
              </Button>
              <Link to="." className="text-sm font-semibold text-primary-strong underline">
                Cancelar
              </Link>
            </form>
          </AdminCard>
        )}

        <AdminCard
          id="agendamento"
          title="Agendamento"
          icon={<CalendarDays aria-hidden="true" />}
          className="mt-6"
          description={
            comesBack
              ? "Traga a página de volta ao site numa data e hora (horário de Brasília), mesmo sem ninguém conectado: ela é publicada como em “Publicar”, e o endereço deixa de redirecionar."
              : "Publique o rascunho salvo, ou tire a página do site, numa data e hora (horário de Brasília), mesmo sem ninguém conectado."
          }
        >
          {scheduled.length === 0 ? (
            <p className="text-sm text-muted">Nada agendado.</p>
          ) : (
            <ul className="divide-y divide-border">
              {scheduled.map((item) => (
                <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    <strong>{item.at}</strong> – {item.description}
                    {item.by ? ` (agendado por ${item.by})` : ""}
                  </span>
                  <form method="post">
                    <input type="hidden" name="changeId" value={item.id} />
                    <Button
                      type="submit"
                      name="intent"
                      value="cancel-schedule"
                      variant="ghost"
                      size="sm"
                      aria-label={`Cancelar: ${item.description} em ${item.at}`}
                    >
                      <X aria-hidden="true" />
                      Cancelar
                    </Button>
                  </form>
                </li>
              ))}
            </ul>
          )}
          <form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <Field
              id="agendar-quando"
              label="Data e hora (horário de Brasília)"
              error={errors.at?.[0]}
              className="min-w-60"
            >
              <Input type="datetime-local" name="at" />
            </Field>
            <Button type="submit" name="intent" value="schedule-publish" variant="secondary">
              {comesBack ? "Agendar a volta ao site" : "Agendar publicação do rascunho"}
            </Button>
            {page.published && !page.shipped && (
              <>
                <Field
                  id="agendar-destino"
                  label="Na saída do site, o endereço leva a"
                  error={errors.redirectTo?.[0]}
                  className="min-w-64"
                >
                  <Select name="redirectTo" defaultValue="">
                    <option value="">Nenhuma página: responde 404</option>
                    {retireTargets.map((target) => (
                      <option key={target.path} value={target.path}>
                        {target.title} ({target.path})
                      </option>
                    ))}
                  </Select>
                </Field>
                <Button type="submit" name="intent" value="schedule-unpublish" variant="outline">
                  Agendar saída do site
                </Button>
              </>
            )}
          </form>
          <p className="mt-2 text-sm text-muted">
            O rascunho é agendado como está salvo agora; o que você mudar depois não entra neste agendamento.
            Na saída do site, a página volta a ser rascunho e sai dos menus e do sitemap.
          </p>
        </AdminCard>

        {page.published && page.status === "publicada" && !page.shipped && (
          <AdminCard
            id="tirar-do-ar"
            title="Tirar do ar agora"
            icon={<CloudOff aria-hidden="true" />}
            className="mt-6"
            description="A página sai do site, dos menus e do sitemap agora e volta a ser rascunho, com o mesmo endereço, para ser publicada de novo quando quiser. Enquanto isso, o endereço leva à página escolhida (301) — ou responde 404."
          >
            <LeaveSiteForm
              intent="unpublish"
              confirmation={`A página sai do site agora e volta a ser rascunho; ${page.publishedPath ?? ""} passa a levar à página escolhida, ou responde 404.`}
              label="Tirar do ar agora"
              icon={<CloudOff aria-hidden="true" />}
              field={{ id: "tirar-destino", label: "Enquanto isso, o endereço leva a" }}
              targets={retireTargets}
              noTarget={{ label: "Nenhuma página: responde 404", first: true }}
              actionData={actionData}
              error={errors.redirectTo?.[0]}
            />
          </AdminCard>
        )}

        {page.status !== "retirada" && (page.retirable || (page.published && !page.shipped)) && (
          <AdminCard
            id="retirar"
            title="Retirar a página"
            icon={<ArchiveX aria-hidden="true" />}
            className="mt-6"
            description="A página sai do site, dos menus e do sitemap. Quem abrir o endereço vai para a página escolhida (301) — ou vê a página 404."
          >
            <LeaveSiteForm
              intent="retire"
              confirmation={`A página sai do site agora e ${page.publishedPath ?? shown.path} passa a levar à página escolhida.`}
              label="Retirar a página"
              icon={<ArchiveX aria-hidden="true" />}
              field={{ id: "retirar-destino", label: "Redirecionar para" }}
              targets={retireTargets}
              noTarget={{ label: "Nenhuma: o endereço responde 404", first: false }}
              actionData={actionData}
              error={errors.redirectTo?.[0]}
            />
          </AdminCard>
        )}

        {page.deletable && (
          <AdminCard
            id="apagar"
            title="Apagar a página"
            icon={<Trash2 aria-hidden="true" />}
            className="mt-6"
            description="Esta página nunca foi publicada: apague-a se ninguém vai publicá-la. O rascunho e o que estiver agendado para ela deixam de existir."
          >
            <ConfirmForm
              intent="delete"
              confirmation={`A página “${page.title}” e o que estiver agendado para ela serão apagados. Isso não pode ser desfeito.`}
              confirmLabel="Apagar a página"
              awaiting={actionData?.awaitingConfirmation === "delete"}
              reloadDocument
            >
              <Button type="submit" variant="destructive-outline">
                <Trash2 aria-hidden="true" />
                Apagar a página
              </Button>
            </ConfirmForm>
          </AdminCard>
        )}
      </EditingGate>
    </>
  );
}

/**
 * Taking a published page off the site ("Tirar do ar agora", "Retirar a página"): asked first,
 * with the page its address leads to meanwhile (or a 404); once asked, the chosen page rides
 * along with the confirmation.
 */
function LeaveSiteForm({
  intent,
  confirmation,
  label,
  icon,
  field,
  targets,
  noTarget,
  actionData,
  error,
}: {
  intent: "unpublish" | "retire";
  confirmation: string;
  label: string;
  icon: React.ReactNode;
  field: { id: string; label: string };
  targets: { path: string; title: string }[];
  /** The choice of no page (a 404): listed first and chosen by default, or last. */
  noTarget: { label: string; first: boolean };
  actionData: { awaitingConfirmation?: string; redirectTo?: string } | undefined;
  error?: string;
}) {
  const awaiting = actionData?.awaitingConfirmation === intent;
  const noTargetOption = <option value="">{noTarget.label}</option>;
  return (
    <ConfirmForm
      intent={intent}
      confirmation={confirmation}
      confirmLabel={label}
      awaiting={awaiting}
      reloadDocument
      fields={awaiting ? { redirectTo: actionData?.redirectTo ?? "" } : undefined}
      className="flex flex-wrap items-end gap-3"
    >
      {awaiting ? null : (
        <Field id={field.id} label={field.label} error={error} className="min-w-64">
          <Select name="redirectTo" defaultValue={noTarget.first ? "" : (targets[0]?.path ?? "")}>
            {noTarget.first ? noTargetOption : null}
            {targets.map((target) => (
              <option key={target.path} value={target.path}>
                {target.title} ({target.path})
              </option>
            ))}
            {noTarget.first ? null : noTargetOption}
          </Select>
        </Field>
      )}
      <Button type="submit" variant="destructive-outline">
        {icon}
        {label}
      </Button>
    </ConfirmForm>
  );
}
