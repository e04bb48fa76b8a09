import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { ZodType } from "zod";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/conform-field";
import { Checkbox, CheckboxField } from "~/components/ui/field";
import { FormMessage } from "~/components/ui/form-message";
import { forgotPasswordSchema, signInSchema, signUpSchema, twoFactorSchema } from "~/forms/auth";

/**
 * The forms of /auth: Login, Cadastro, the password-reset request
 * and the two-factor code. Each posts to the page's action as a plain HTML form (so it works
 * without JavaScript); with JavaScript, Conform checks the same zod schema in the browser first.
 */

export type ActionResult = { intent: string; result: SubmissionResult<string[]> };

/** Whether this form's submission is under way (the button then says "Entrando..." etc.). */
function useSubmitting(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function useAuthForm(id: string, schema: ZodType, answer: ActionResult | undefined) {
  return useForm({
    id,
    lastResult: answer?.intent === id ? answer.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

function SubmitButton({ busy, idle, working }: { busy: boolean; idle: string; working: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={busy} aria-disabled={busy}>
      {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
      {busy ? working : idle}
    </Button>
  );
}

function HiddenFields({ intent, redirectTo }: { intent: string; redirectTo?: string | null }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {redirectTo && <input type="hidden" name="redirectTo" value={redirectTo} />}
    </>
  );
}

export function LoginForm({ answer, redirectTo }: { answer?: ActionResult; redirectTo?: string | null }) {
  const [form, fields] = useAuthForm("login", signInSchema, answer);
  const busy = useSubmitting("login");
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      <HiddenFields intent="login" redirectTo={redirectTo} />
      <FormMessage id={form.errorId} error={form.errors?.[0]} />
      <TextField label="E-mail" field={fields.email} type="email" autoComplete="email" inputMode="email" />
      <TextField label="Senha" field={fields.password} type="password" autoComplete="current-password" />
      <div className="-mt-2 text-right">
        <Link
          to="/auth?tab=recuperar"
          className="text-sm font-semibold text-primary-strong underline-offset-4 hover:underline"
        >
          Esqueci minha senha
        </Link>
      </div>
      <SubmitButton busy={busy} idle="Entrar" working="Entrando..." />
    </Form>
  );
}

export function SignUpForm({ answer }: { answer?: ActionResult }) {
  const [form, fields] = useAuthForm("cadastro", signUpSchema, answer);
  const busy = useSubmitting("cadastro");
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      <HiddenFields intent="cadastro" />
      <FormMessage id={form.errorId} error={form.errors?.[0]} />
      <TextField label="Nome completo" field={fields.fullName} autoComplete="name" />
      <TextField label="E-mail" field={fields.email} type="email" autoComplete="email" inputMode="email" />
      <TextField label="Senha" field={fields.password} type="password" autoComplete="new-password" />
      <TextField
        label="Confirmar senha"
        field={fields.confirmPassword}
        type="password"
        autoComplete="new-password"
      />
      <SubmitButton busy={busy} idle="Criar conta" working="Criando conta..." />
    </Form>
  );
}

export function ForgotPasswordForm({ answer }: { answer?: ActionResult }) {
  const [form, fields] = useAuthForm("recuperar", forgotPasswordSchema, answer);
  const busy = useSubmitting("recuperar");
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      <HiddenFields intent="recuperar" />
      <p className="text-sm text-muted">
        Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.
      </p>
      <FormMessage id={form.errorId} error={form.errors?.[0]} />
      <TextField label="E-mail" field={fields.email} type="email" autoComplete="email" inputMode="email" />
      <SubmitButton busy={busy} idle="Enviar link" working="Enviando..." />
      <BackToLogin />
    </Form>
  );
}

export function TwoFactorForm({ answer, redirectTo }: { answer?: ActionResult; redirectTo?: string | null }) {
  const [form, fields] = useAuthForm("verificacao", twoFactorSchema, answer);
  const busy = useSubmitting("verificacao");
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-5">
      <HiddenFields intent="verificacao" redirectTo={redirectTo} />
      <p className="text-sm text-muted">
        Digite o código de 6 dígitos do seu aplicativo autenticador. Sem acesso ao aplicativo? Use um dos
        códigos de recuperação que você guardou.
      </p>
      <FormMessage id={form.errorId} error={form.errors?.[0]} />
      <TextField
        label="Código"
        field={fields.code}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="off"
        spellCheck={false}
      />
      <CheckboxField id={fields.backup.id} label="Este é um código de recuperação">
        <Checkbox name={fields.backup.name} value="on" />
      </CheckboxField>
      <SubmitButton busy={busy} idle="Verificar" working="Verificando..." />
      <BackToLogin />
    </Form>
  );
}

function BackToLogin(): ReactNode {
  return (
    <p className="text-center text-sm">
      <Link to="/auth" className="font-semibold text-primary-strong underline-offset-4 hover:underline">
        Voltar para o login
      </Link>
    </p>
  );
}
