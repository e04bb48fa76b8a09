import { Loader2 } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { readAdTagsScreen, saveAdTagsFrom } from "~/.server/content/ad-tags-screen";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import { Field, FieldError, Input } from "~/components/ui/field";
import type { AdTags } from "~/forms/ad-tags";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.ad-tags";

/**
 * /admin/tags, "Tags de anúncio": the Google tag (Analytics or Ads) and the Meta Pixel. Set, they
 * change what every visitor is asked (the consent banner), the pages' CSP and what the privacy
 * policy says, so only an Administrador opens it (docs/decisions/048 and 056).
 */

export const meta: Route.MetaFunction = () => adminMeta("Tags de anúncio");

export const handle = {
  roles: { loader: rolesFor("adTags"), action: rolesFor("adTags") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  return readAdTagsScreen(context.services.db);
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const outcome = await saveAdTagsFrom(context.services.db, formData, admin.user.id);
  if (outcome.ok) {
    return redirectWithNotice(context, "/admin/tags", { title: outcome.notice, variant: "success" });
  }
  await showNotice(context, {
    title: "Não foi possível salvar",
    description: outcome.notice,
    variant: "error",
  });
  return data(outcome, { status: outcome.status });
}

type FieldName = keyof AdTags;

export default function AdTagsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const values = refused?.values ?? loaderData.tags;
  const errors: Partial<Record<FieldName | "form", string>> = refused?.errors ?? {};
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const anySet = Boolean(loaderData.tags.googleTagId || loaderData.tags.metaPixelId);
  return (
    <>
      <AdminPageHeader
        title="Tags de anúncio"
        description="Medição de anúncios do Google e da Meta, carregada só para quem aceitar os cookies de publicidade."
      />
      <div className="grid max-w-3xl gap-6">
        <AdminCard title="Situação" description={loaderData.savedLine ?? "Nunca salvas."}>
          <p className="text-ink">
            {anySet
              ? "Ativas. Cada visitante vê o aviso de cookies de publicidade e só carrega as tags se aceitar; a política de privacidade cita as ferramentas em uso; um lead enviado por quem aceitou conta como conversão."
              : "Nenhuma tag. O site não carrega nada de terceiros e não mostra aviso de cookies."}
          </p>
        </AdminCard>
        <AdminCard
          title="Tags"
          description="Deixe em branco para desligar. Ao salvar, os visitantes que já responderam são perguntados de novo se as ferramentas mudarem."
        >
          <Form method="post" noValidate className="grid gap-4">
            <input type="hidden" name="editedFrom" value={String(loaderData.revision)} />
            <FieldError id="tags-form-error" error={errors.form} />
            <Field
              id="googleTagId"
              label="ID da tag do Google"
              description="Google Analytics (G-XXXXXXXXXX) ou Google Ads (AW-123456789)."
              error={errors.googleTagId}
            >
              <Input
                name="googleTagId"
                defaultValue={values.googleTagId}
                autoComplete="off"
                spellCheck={false}
                maxLength={60}
                autoFocus={Boolean(errors.googleTagId)}
              />
            </Field>
            <Field
              id="googleAdsLabel"
              label="Rótulo de conversão do Google Ads"
              description="Opcional, só com um ID AW-…: o que vem depois da barra em send_to (AW-123456789/rótulo). Com ele, cada lead conta como conversão no Google Ads."
              error={errors.googleAdsLabel}
            >
              <Input
                name="googleAdsLabel"
                defaultValue={values.googleAdsLabel}
                autoComplete="off"
                spellCheck={false}
                maxLength={60}
                autoFocus={Boolean(errors.googleAdsLabel) && !errors.googleTagId}
              />
            </Field>
            <Field
              id="metaPixelId"
              label="ID do Pixel da Meta"
              description="Só números, como aparece no Gerenciador de Eventos da Meta."
              error={errors.metaPixelId}
            >
              <Input
                name="metaPixelId"
                defaultValue={values.metaPixelId}
                autoComplete="off"
                inputMode="numeric"
                spellCheck={false}
                maxLength={60}
                autoFocus={Boolean(errors.metaPixelId) && !errors.googleTagId && !errors.googleAdsLabel}
              />
            </Field>
            <div>
              <Button type="submit" disabled={busy}>
                {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
                {busy ? "Salvando..." : "Salvar tags"}
              </Button>
            </div>
          </Form>
        </AdminCard>
      </div>
    </>
  );
}
