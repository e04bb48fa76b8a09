import { CalendarDays, ChevronRight, FilePlus2, Files } from "lucide-react";
import { data, Form, Link } from "react-router";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { createPageFrom, type NewPageRefused, readPagesScreen } from "~/.server/content/page-admin";
import { openShippedPageFrom } from "~/.server/content/shipped-page-admin";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { StatusBadge } from "~/components/admin/page-editor";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field, FieldError, Input, Select } from "~/components/ui/field";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.pages";

/**
 * /admin/paginas, "Páginas": every page of the site with its status and address — the pages the
 * team composes (docs/decisions/058) and the site's own pages, edited section by section on
 * Content Management — what is scheduled, and "Nova página" from a template or as a copy.
 */

export const meta: Route.MetaFunction = () => adminMeta("Páginas");

/** Whoever edits the site's content composes its pages. */
export const handle = {
  roles: { loader: rolesFor("content"), action: rolesFor("content") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  // "Duplicar" fills "Nova página" with a copy's title and address (read here: React Router's
  // useSearchParams would add its code to the file every public page loads).
  const copyOf = new URL(request.url).searchParams.get("duplicar");
  return readPagesScreen(context.services, copyOf && /^\d{1,9}$/.test(copyOf) ? Number(copyOf) : null);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = formData.get("intent");
  if (intent === "open-shipped") return openShippedPageFrom(context, formData, admin);
  if (intent !== "create" && intent !== "duplicate") throw data("Ação desconhecida", { status: 400 });
  const outcome = await createPageFrom(context, formData, intent, admin);
  if (outcome.ok) {
    return redirectWithNotice(context, `/admin/paginas/${outcome.id}`, {
      title: intent === "duplicate" ? "Cópia criada" : "Página criada",
      description: "Ela é um rascunho: edite os blocos e publique quando estiver pronta.",
      variant: "success",
    });
  }
  await showNotice(context, { title: "Não foi possível criar a página", variant: "error" });
  return data(outcome, { status: 400 });
}

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData as NewPageRefused | undefined;
  const { pages, systemPages, scheduled, templates, copy } = loaderData;
  const values = refused?.values ?? {
    title: copy ? copy.title : "",
    path: copy ? copy.path : "",
    template: "segment",
    from: copy ? String(copy.id) : "",
  };
  const errors = refused?.errors ?? {};
  const copying = Boolean(values.from);
  return (
    <>
      <AdminPageHeader
        title="Páginas"
        description="As páginas do site: crie uma a partir de um modelo, monte-a com blocos, pré-visualize, publique, agende, mude o endereço ou retire — o endereço antigo redireciona."
      />
      <div className="grid max-w-5xl gap-6">
        {scheduled.length > 0 && (
          <AdminCard
            title="Publicações agendadas"
            icon={<CalendarDays aria-hidden="true" />}
            description="Acontecem na hora marcada (horário de Brasília), mesmo sem ninguém conectado. Abra a página para cancelar."
          >
            <ul className="divide-y divide-border">
              {scheduled.map((item) => (
                <li key={item.id} className="py-2">
                  <strong>{item.at}</strong> –{" "}
                  <Link
                    to={`/admin/paginas/${item.pageId}#agendamento`}
                    className="font-semibold text-primary-strong underline"
                  >
                    {item.title}
                  </Link>
                  : {item.description}
                </li>
              ))}
            </ul>
          </AdminCard>
        )}

        <AdminCard
          id="paginas"
          title={`Páginas criadas (${pages.length})`}
          icon={<Files aria-hidden="true" />}
        >
          {pages.length === 0 ? (
            <p className="text-muted">Nenhuma ainda: crie a primeira em “Nova página”.</p>
          ) : (
            <ul className="divide-y divide-border">
              {pages.map((page) => (
                <li
                  key={page.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2">
                      <Link
                        to={`/admin/paginas/${page.id}`}
                        className="font-semibold text-primary-strong underline"
                      >
                        {page.title}
                      </Link>
                      <StatusBadge status={page.status} />
                      {page.hasDraft && page.status !== "rascunho" && (
                        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                          Rascunho não publicado
                        </span>
                      )}
                    </p>
                    <p className="font-mono text-sm break-all text-ink">{page.path}</p>
                    <p className="text-sm text-muted">
                      Alterada em {page.updatedAt}
                      {page.updatedBy ? ` por ${page.updatedBy}` : ""}
                    </p>
                  </div>
                  <Link
                    to={`?duplicar=${page.id}#nova-pagina`}
                    className={buttonClassName({ variant: "outline", size: "sm" })}
                  >
                    Duplicar<span className="sr-only"> {page.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>

        <AdminCard
          id="nova-pagina"
          title={copying ? "Duplicar página" : "Nova página"}
          icon={<FilePlus2 aria-hidden="true" />}
          description={
            copying
              ? `Uma cópia de “${copy?.sourceTitle ?? ""}” com os mesmos blocos, como rascunho, no endereço que você escolher.`
              : "Começa como rascunho: nada aparece no site até você publicar."
          }
        >
          <Form method="post" noValidate className="grid gap-4">
            <input type="hidden" name="intent" value={copying ? "duplicate" : "create"} />
            {copying && <input type="hidden" name="from" value={values.from} />}
            <FieldError id="nova-pagina-erro" error={errors.form?.[0]} />
            <div className="grid items-start gap-4 md:grid-cols-2">
              <Field id="nova-pagina-titulo" label="Título" error={errors.title?.[0]} required>
                <Input
                  name="title"
                  defaultValue={values.title}
                  placeholder="Franquia para médicos"
                  autoComplete="off"
                  autoFocus={copying || Boolean(errors.title)}
                />
              </Field>
              <Field
                id="nova-pagina-endereco"
                label="Endereço"
                description="Letras minúsculas, números e hífens, começando com /. Ex.: /segmentos/medicos"
                error={errors.path?.[0]}
                required
              >
                <Input
                  name="path"
                  defaultValue={values.path}
                  placeholder="/segmentos/medicos"
                  autoComplete="off"
                  spellCheck={false}
                  autoFocus={Boolean(errors.path) && !errors.title}
                />
              </Field>
            </div>
            {!copying && (
              <Field
                id="nova-pagina-modelo"
                label="Modelo"
                error={errors.template?.[0]}
                className="md:max-w-md"
              >
                <Select name="template" defaultValue={values.template}>
                  {templates.map((template) => (
                    <option key={template.value} value={template.value}>
                      {template.label}
                    </option>
                  ))}
                </Select>
              </Field>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              {copying && (
                <Link to="/admin/paginas#nova-pagina" className={buttonClassName({ variant: "ghost" })}>
                  Cancelar
                </Link>
              )}
              <Button type="submit">{copying ? "Criar cópia" : "Criar página"}</Button>
            </div>
          </Form>
        </AdminCard>

        <AdminCard
          id="paginas-do-sistema"
          title="Páginas do sistema"
          description="As páginas que vêm com o site. Os textos e imagens delas são editados, seção por seção, em Content Management; as feitas de blocos também mudam de blocos em “Editar blocos”."
        >
          <ul className="divide-y divide-border">
            {systemPages.map((page) => (
              <li key={page.path} className="flex flex-wrap items-center gap-2 py-1">
                <Link
                  to={page.editTo}
                  className="flex min-w-0 flex-[1_1_16rem] flex-wrap items-center justify-between gap-3 rounded-lg px-2 py-2 hover:bg-primary-soft"
                >
                  <span className="min-w-0">
                    <span className="block font-semibold text-primary-strong">{page.name}</span>
                    <span className="block font-mono text-sm break-all text-ink">{page.path}</span>
                  </span>
                  <span className="flex max-w-full min-w-0 flex-wrap items-center justify-end gap-2 text-sm text-muted">
                    <SystemPageState blocks={page.blocks} />
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </span>
                </Link>
                {page.opensAsPage ? (
                  // Made of blocks: opened here as a page, its draft starting from what it shows now.
                  <Form method="post">
                    <input type="hidden" name="path" value={page.path} />
                    <Button type="submit" name="intent" value="open-shipped" variant="outline" size="sm">
                      Editar blocos<span className="sr-only"> de {page.path}</span>
                    </Button>
                  </Form>
                ) : null}
                {page.copyFrom !== null ? (
                  <Link
                    to={`?duplicar=${page.copyFrom}#nova-pagina`}
                    className={buttonClassName({ variant: "outline", size: "sm" })}
                  >
                    Duplicar<span className="sr-only"> {page.path}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        </AdminCard>
      </div>
    </>
  );
}

/**
 * What a system page shows: its usual content, or, once opened as blocks, the blocks the team
 * published, or nothing while retired (and when its scheduled publish brings it back, and a draft
 * waiting to be published).
 */
function SystemPageState({
  blocks,
}: {
  blocks: { published: boolean; retired: boolean; hasDraft: boolean; comesBackAt: string | null } | null;
}) {
  return (
    <>
      {blocks?.retired ? "Retirada" : blocks?.published ? "Blocos publicados" : "Página do sistema"}
      {blocks?.comesBackAt ? (
        <span className="rounded bg-primary-soft px-1.5 py-0.5 text-xs font-semibold text-primary-strong">
          {`Publicação agendada: ${blocks.comesBackAt}`}
        </span>
      ) : null}
      {blocks?.hasDraft ? (
        <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
          Rascunho não publicado
        </span>
      ) : null}
    </>
  );
}
