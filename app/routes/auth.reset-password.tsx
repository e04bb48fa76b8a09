import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2 } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";
import { handleResetPassword } from "~/.server/auth/auth-actions";
import { resetLinkState } from "~/.server/auth/reset-link";
import { readSiteSettings } from "~/.server/content/site-settings";
import { AuthShell } from "~/components/auth/auth-shell";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/conform-field";
import { FormMessage } from "~/components/ui/form-message";
import { resetPasswordSchema } from "~/forms/auth";
import type { Route } from "./+types/auth.reset-password";

/**
 * /auth/nova-senha?token=… — where the 'Esqueci minha senha' mail leads: the new password, twice.
 * Better Auth checks the token (one use, one hour); every session of the account ends.
 */

export const meta: Route.MetaFunction = () => [
  { title: "Nova senha | Cota Fácil" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const [settings, link] = await Promise.all([
    readSiteSettings(request, context),
    resetLinkState(context.services.auth, token),
  ]);
  return { token, link, logo: settings.logo };
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleResetPassword(request, context);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { token, link, logo } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: "nova-senha",
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });

  return (
    <AuthShell logo={logo}>
      <h1 className="font-heading text-2xl font-extrabold tracking-tight text-ink">Nova senha</h1>
      {link === "usable" ? (
        <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-5">
          <input type="hidden" name="token" value={token} />
          <FormMessage id={form.errorId} error={form.errors?.[0]} />
          <TextField label="Nova senha" field={fields.password} type="password" autoComplete="new-password" />
          <TextField
            label="Confirmar nova senha"
            field={fields.confirmPassword}
            type="password"
            autoComplete="new-password"
          />
          <Button type="submit" size="lg" className="w-full" disabled={busy}>
            {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
            {busy ? "Salvando..." : "Salvar nova senha"}
          </Button>
        </Form>
      ) : (
        <p role={link === "used-or-expired" ? "alert" : undefined} className="mt-4 text-muted">
          {link === "used-or-expired"
            ? "Este link já foi usado ou expirou (ele vale por uma hora e uma única vez). "
            : "Este link está incompleto. "}
          Peça um novo em{" "}
          <Link to="/auth?tab=recuperar" className="font-semibold text-primary-strong underline">
            Esqueci minha senha
          </Link>
          .
        </p>
      )}
    </AuthShell>
  );
}
