import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2 } from "lucide-react";
import { Form, useNavigation } from "react-router";
import { acceptInvitation } from "~/.server/auth/invitation-actions";
import { readOpenInvitation } from "~/.server/auth/team";
import { readSiteSettings } from "~/.server/content/site-settings";
import { AuthShell } from "~/components/auth/auth-shell";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/conform-field";
import { FormMessage } from "~/components/ui/form-message";
import { acceptInvitationSchema } from "~/forms/auth";
import { roleLabels } from "~/lib/admin-roles";
import type { Route } from "./+types/auth.invitation";

/**
 * /auth/convite?token=… — where an invitation to the admin team leads: the person chooses the
 * name the team will see and a password. The link works once, for 7 days.
 */

export const meta: Route.MetaFunction = () => [
  { title: "Convite para a equipe | Cota Fácil" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const [settings, invitation] = await Promise.all([
    readSiteSettings(request, context),
    readOpenInvitation(context.services.db, token.slice(0, 200)),
  ]);
  return {
    token,
    invitation: invitation ? { email: invitation.email, role: roleLabels[invitation.role] } : null,
    logo: settings.logo,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return acceptInvitation(request, context);
}

export default function InvitationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, invitation, logo } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "convite",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: acceptInvitationSchema }),
  });

  return (
    <AuthShell logo={logo}>
      <h1 className="font-heading text-2xl font-extrabold tracking-tight text-ink">Convite para a equipe</h1>
      {invitation ? (
        <>
          <p className="mt-2 text-muted">
            Você foi convidado para o painel do site com o perfil <strong>{invitation.role}</strong>. Escolha
            o nome que a equipe verá e uma senha para <strong>{invitation.email}</strong>.
          </p>
          <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-5">
            <input type="hidden" name="token" value={token} />
            <FormMessage id={form.errorId} error={form.errors?.[0]} />
            <TextField label="Nome completo" field={fields.fullName} autoComplete="name" />
            <TextField label="Senha" field={fields.password} type="password" autoComplete="new-password" />
            <TextField
              label="Confirmar senha"
              field={fields.confirmPassword}
              type="password"
              autoComplete="new-password"
            />
            <Button type="submit" size="lg" className="w-full" disabled={busy}>
              {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
              {busy ? "Criando conta..." : "Criar minha conta"}
            </Button>
          </Form>
        </>
      ) : (
        <p role="alert" className="mt-4 text-muted">
          Este convite já foi usado, expirou (ele vale por 7 dias) ou o link está incompleto. Peça a um
          Administrador que envie o convite de novo.
        </p>
      )}
    </AuthShell>
  );
}
