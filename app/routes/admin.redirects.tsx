import { Loader2 } from "lucide-react";
import { data, Form, Link, useNavigation } from "react-router";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import {
  listRedirects,
  mostRequestedNotFound,
  type RedirectFormValues,
  type RedirectOutcome,
  removeRedirect,
  saveRedirect,
} from "~/.server/content/redirects";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { Button, buttonClassName } from "~/components/ui/button";
import { Field, FieldError, Input } from "~/components/ui/field";
import { MAX_REDIRECTS, NOT_FOUND_DAYS_SHOWN } from "~/forms/redirects";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.redirects";

/**
 * /admin/redirecionamentos: old addresses that lead to a page (301), and the addresses
 * visitors asked for that answered 404, most requested first, to redirect them in one click
 * (docs/decisions/052).
 */

export const meta: Route.MetaFunction = () => adminMeta("Redirecionamentos");

/** The site's addresses are the content's: whoever edits the pages keeps them working. */
export const handle = {
  roles: { loader: rolesFor("content"), action: rolesFor("content") },
} satisfies AdminRouteHandle;

const brasiliaDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  const { db } = context.services;
  const [saved, notFound] = await Promise.all([
    listRedirects(db),
    mostRequestedNotFound(db, brasiliaDay.format(new Date())),
  ]);
  return {
    // "Redirecionar" on a 404 fills the new redirect's old address (read here: React Router's
    // useSearchParams would add its code to the file every public page loads).
    oldAddress: new URL(request.url).searchParams.get("de")?.slice(0, 300) ?? "",
    redirects: saved.map((row) => ({
      id: row.id,
      fromPath: row.fromPath,
      toUrl: row.toUrl,
      hits: row.hits,
      lastHitAt: row.lastHitAt ? formatDashboardDate(row.lastHitAt) : null,
    })),
    notFound: notFound.map((row) => ({ ...row, lastAt: formatDashboardDate(row.lastAt) })),
  };
}

const intents = ["add", "update", "remove"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = intents.find((known) => known === formData.get("intent"));
  if (!intent) throw data("Ação desconhecida", { status: 400 });
  const { db, config } = context.services;
  const id = intent === "add" ? undefined : Number(formData.get("id"));
  if (id !== undefined && !Number.isSafeInteger(id))
    throw data("Redirecionamento desconhecido", { status: 400 });

  const outcome: RedirectOutcome =
    intent === "remove" && id !== undefined
      ? { ok: true, notice: await removeRedirect(db, id) }
      : await saveRedirect(db, {
          id,
          values: { from: String(formData.get("from") ?? ""), to: String(formData.get("to") ?? "") },
          publicUrl: config.PUBLIC_URL,
          by: admin.user.id,
        });
  if (outcome.ok) {
    return redirectWithNotice(context, "/admin/redirecionamentos", {
      title: outcome.notice,
      variant: "success",
    });
  }
  await showNotice(context, {
    title: "Não foi possível salvar",
    description: "Confira os endereços.",
    variant: "error",
  });
  return data(outcome, { status: 400 });
}

type Refused = Extract<RedirectOutcome, { ok: false }>;

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData as Refused | undefined;
  const refusedFor = (target: string) => (refused?.target === target ? refused : undefined);
  const { redirects, notFound, oldAddress } = loaderData;
  const newValues = refusedFor("new")?.values ?? { from: oldAddress, to: "" };
  return (
    <>
      <AdminPageHeader
        title="Redirecionamentos"
        description="Endereços antigos que levam a uma página do site (ou de outro site), com HTTP 301: links de campanhas, de anúncios e de buscadores continuam funcionando. Os parâmetros da visita (utm, gclid…) seguem junto."
      />
      <div className="grid max-w-5xl gap-6">
        <AdminCard
          id="novo-redirecionamento"
          title="Novo redirecionamento"
          description="O endereço antigo não pode ser de uma página que existe; o destino é uma página do site (/…) ou um endereço https:// de outro site."
        >
          {redirects.length >= MAX_REDIRECTS ? (
            <p className="text-muted">
              Os {MAX_REDIRECTS} redirecionamentos estão em uso: remova um para incluir outro.
            </p>
          ) : (
            <RedirectForm
              key={`novo-${redirects.length}-${newValues.from}`}
              idPrefix="redirecionamento-novo"
              values={newValues}
              refused={refusedFor("new")}
            />
          )}
        </AdminCard>

        <AdminCard id="redirecionamentos" title={`Redirecionamentos (${redirects.length})`}>
          {redirects.length === 0 ? (
            <p className="text-muted">Nenhum ainda: um endereço que não existe mostra a página 404.</p>
          ) : (
            <ul className="grid gap-4">
              {redirects.map((row) => (
                <li key={row.id}>
                  <RedirectForm
                    idPrefix={`redirecionamento-${row.id}`}
                    saved={row}
                    values={refusedFor(String(row.id))?.values ?? { from: row.fromPath, to: row.toUrl }}
                    refused={refusedFor(String(row.id))}
                  />
                </li>
              ))}
            </ul>
          )}
        </AdminCard>

        <AdminCard
          id="nao-encontrados"
          title="Endereços não encontrados"
          description={`Os mais pedidos nos últimos ${NOT_FOUND_DAYS_SHOWN} dias que responderam 404. Redirecione os que eram de uma página ou campanha.`}
        >
          {notFound.length === 0 ? (
            <p className="text-muted">Nenhum endereço respondeu 404 nesse período.</p>
          ) : (
            <ul className="divide-y divide-border">
              {notFound.map((row) => (
                <li
                  key={row.path}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <p className="font-mono text-sm break-all text-ink">{row.path}</p>
                    <p className="text-sm text-muted">
                      {row.hits === 1 ? "1 acesso" : `${row.hits.toLocaleString("pt-BR")} acessos`} · último
                      em {row.lastAt}
                    </p>
                  </div>
                  <Link
                    to={`?de=${encodeURIComponent(row.path)}#novo-redirecionamento`}
                    className={buttonClassName({ variant: "outline", size: "sm" })}
                  >
                    Redirecionar<span className="sr-only"> {row.path}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </AdminCard>
      </div>
    </>
  );
}

type SavedRedirect = Route.ComponentProps["loaderData"]["redirects"][number];

/** One redirect: a form of its own, so each changes or goes on its own. The add form has no `saved`. */
function RedirectForm(props: {
  idPrefix: string;
  saved?: SavedRedirect;
  values: RedirectFormValues;
  refused?: Refused;
}) {
  const { idPrefix, saved, values, refused } = props;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    String(navigation.formData?.get("id") ?? "") === String(saved?.id ?? "");
  const errors = refused?.errors ?? {};
  const id = (name: string) => `${idPrefix}-${name}`;
  const saveIntent = saved ? "update" : "add";
  return (
    <Form method="post" noValidate className="rounded-xl border border-border p-4">
      <fieldset className="grid gap-4">
        {saved ? (
          <legend className="mb-2 font-mono text-sm font-semibold break-all text-ink">
            {saved.fromPath}
          </legend>
        ) : null}
        {saved ? <input type="hidden" name="id" value={saved.id} /> : null}
        <FieldError id={id("form-error")} error={errors.form} />
        <div className="grid items-start gap-4 md:grid-cols-2">
          {saved ? null : (
            <Field id={id("from")} label="Endereço antigo" error={errors.from} required>
              <Input
                name="from"
                defaultValue={values.from}
                placeholder="/expo-abf-2024"
                autoComplete="off"
                spellCheck={false}
                autoFocus={Boolean(errors.from) || Boolean(values.from && !values.to)}
              />
            </Field>
          )}
          <Field id={id("to")} label={saved ? "Leva a" : "Destino"} error={errors.to} required>
            <Input
              name="to"
              defaultValue={values.to}
              placeholder="/expo-abf-2025"
              autoComplete="off"
              spellCheck={false}
              autoFocus={Boolean(errors.to) && !errors.from}
            />
          </Field>
        </div>
        {saved ? (
          <p className="text-sm text-muted">
            {saved.hits === 0
              ? "Nenhum acesso ainda."
              : `${saved.hits === 1 ? "1 acesso" : `${saved.hits.toLocaleString("pt-BR")} acessos`} · último em ${saved.lastHitAt}`}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          {saved ? (
            <Button
              type="submit"
              name="intent"
              value="remove"
              variant="destructive-outline"
              disabled={busy("remove")}
            >
              {busy("remove") && <Loader2 aria-hidden="true" className="animate-spin" />}
              Remover<span className="sr-only"> o redirecionamento de {saved.fromPath}</span>
            </Button>
          ) : null}
          <Button type="submit" name="intent" value={saveIntent} disabled={busy(saveIntent)}>
            {busy(saveIntent) && <Loader2 aria-hidden="true" className="animate-spin" />}
            {saved ? "Salvar" : "Adicionar"}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
