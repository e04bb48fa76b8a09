import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2, ShieldCheck } from "lucide-react";
import { type RefObject, useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { auditWho, recordAudit } from "~/.server/audit/audit-log";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import {
  isSettingsIntent,
  runSettingsIntent,
  type SettingsActionData,
} from "~/.server/auth/settings-actions";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { AdminPageHeader, adminMeta } from "~/components/admin/admin-page";
import { DraftNotice, useFormDraft } from "~/components/admin/use-form-draft";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/conform-field";
import { FormMessage } from "~/components/ui/form-message";
import {
  changePasswordSchema,
  passwordConfirmationSchema,
  profileSchema,
  totpCodeSchema,
} from "~/forms/auth";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.settings";

/**
 * /admin/settings ('Configurações' in the user menu): full name and avatar URL, the password,
 * and two-factor sign-in with an authenticator app (TOTP) and recovery codes.
 */

export const meta: Route.MetaFunction = () => adminMeta("Configurações");

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("panel"), action: rolesFor("panel") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context, handle.roles.loader);
  const { name, email, image, twoFactorEnabled } = admin.user;
  return { name, email, image, twoFactorEnabled };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = formData.get("intent");
  if (!isSettingsIntent(intent)) throw data("Ação desconhecida", { status: 400 });
  const outcome = await runSettingsIntent({ headers: request.headers, context }, intent, formData);
  // Two-factor turned on or off: Better Auth made the change; the entry follows it.
  if (outcome.done && (intent === "2fa-confirmar" || intent === "2fa-desativar")) {
    await recordAudit(context.services.db, auditWho(admin, context), {
      action: intent === "2fa-confirmar" ? "two-factor.enable" : "two-factor.disable",
      target: { type: "user", id: admin.user.id, label: admin.user.email },
    });
  }
  // Better Auth's own cookies (a new session after a password change) go with the answer.
  if (outcome.done) return redirectWithNotice(context, "/admin/settings", outcome.notice, outcome.cookies);
  if (outcome.body.notice) await showNotice(context, outcome.body.notice);
  return data<SettingsActionData>(outcome.body, { status: outcome.status, headers: outcome.cookies });
}

type Answer = SettingsActionData | undefined;

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function useSettingsForm(
  id: string,
  schema: Parameters<typeof parseWithZod>[1]["schema"],
  answer: Answer,
  defaultValue?: Record<string, string>,
) {
  return useForm({
    id,
    defaultValue,
    lastResult: answer?.intent === id ? answer.result : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <AdminPageHeader title="Configurações" description={`Conta ${loaderData.email}`} />
      <div className="grid max-w-3xl gap-6">
        <ProfileSection name={loaderData.name} image={loaderData.image} answer={actionData} />
        <PasswordSection answer={actionData} />
        <TwoFactorSection enabled={loaderData.twoFactorEnabled} answer={actionData} />
      </div>
    </>
  );
}

function Submit({
  busy,
  idle,
  working,
  variant = "primary",
}: {
  busy: boolean;
  idle: string;
  working: string;
  variant?: "primary" | "outline";
}) {
  return (
    <Button type="submit" variant={variant} disabled={busy}>
      {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
      {busy ? working : idle}
    </Button>
  );
}

function ProfileSection({ name, image, answer }: { name: string; image: string | null; answer: Answer }) {
  const [form, fields] = useSettingsForm("perfil", profileSchema, answer, {
    fullName: name,
    avatarUrl: image ?? "",
  });
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(formRef, "admin-settings-profile");
  const busy = useBusy("perfil");
  return (
    <AdminCard
      title="Perfil"
      description="Seu nome aparece na saudação do painel; o avatar, no menu da conta."
    >
      <DraftNotice draft={draft} />
      <Form ref={formRef} method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="perfil" />
        <FormMessage id={form.errorId} error={form.errors?.[0]} />
        <TextField label="Nome completo" field={fields.fullName} autoComplete="name" />
        <TextField
          label="URL do avatar"
          field={fields.avatarUrl}
          type="url"
          placeholder="https://"
          description="Opcional. Sem imagem, o avatar mostra as duas primeiras letras do seu email."
        />
        <Submit busy={busy} idle="Salvar perfil" working="Salvando..." />
      </Form>
    </AdminCard>
  );
}

/**
 * Empties a form once its submission succeeded. Success redirects back to this same screen, so
 * the page is not remounted and the browser would keep what was typed (here: three passwords).
 * A refused submission answers with action data for its intent, and keeps the form as it is.
 */
function useClearedAfterSuccess(formRef: RefObject<HTMLFormElement | null>, intent: string, answer: Answer) {
  const navigation = useNavigation();
  const submitted = useRef(false);
  useEffect(() => {
    if (navigation.state !== "idle") {
      if (navigation.formData?.get("intent") === intent) submitted.current = true;
      return;
    }
    if (!submitted.current) return;
    submitted.current = false;
    // A native reset: Conform listens for it and clears its own state too.
    if (answer?.intent !== intent) formRef.current?.reset();
  }, [navigation, answer, intent, formRef]);
}

function PasswordSection({ answer }: { answer: Answer }) {
  const [form, fields] = useSettingsForm("senha", changePasswordSchema, answer);
  const busy = useBusy("senha");
  const formRef = useRef<HTMLFormElement>(null);
  useClearedAfterSuccess(formRef, "senha", answer);
  return (
    <AdminCard
      title="Senha"
      description="Ao trocar a senha, as outras sessões abertas da sua conta são encerradas."
    >
      <Form ref={formRef} method="post" {...getFormProps(form)} noValidate className="space-y-4">
        <input type="hidden" name="intent" value="senha" />
        <FormMessage id={form.errorId} error={form.errors?.[0]} />
        <TextField
          label="Senha atual"
          field={fields.currentPassword}
          type="password"
          autoComplete="current-password"
        />
        <TextField
          label="Nova senha"
          field={fields.newPassword}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          label="Confirmar nova senha"
          field={fields.confirmPassword}
          type="password"
          autoComplete="new-password"
        />
        <Submit busy={busy} idle="Alterar senha" working="Alterando..." />
      </Form>
    </AdminCard>
  );
}

function TwoFactorSection({ enabled, answer }: { enabled: boolean; answer: Answer }) {
  const enrolment = answer?.enrolment;
  return (
    <AdminCard
      title="Verificação em duas etapas"
      description="Além da senha, o login pede um código de 6 dígitos gerado por um aplicativo autenticador (Google Authenticator, Microsoft Authenticator, 1Password…)."
    >
      {enabled ? (
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">
            <ShieldCheck aria-hidden="true" className="size-4" />
            Ativada
          </p>
          {answer?.intent === "2fa-codigos" && answer.backupCodes && (
            <BackupCodes codes={answer.backupCodes} />
          )}
          <PasswordConfirmForm
            id="2fa-codigos"
            answer={answer}
            label="Gerar novos códigos de recuperação"
            working="Gerando..."
            hint="Os códigos anteriores deixam de valer."
          />
          <PasswordConfirmForm
            id="2fa-desativar"
            answer={answer}
            label="Desativar verificação em duas etapas"
            working="Desativando..."
            variant="outline"
          />
        </div>
      ) : enrolment ? (
        <EnrolmentSteps enrolment={enrolment} answer={answer} />
      ) : (
        <PasswordConfirmForm
          id="2fa-ativar"
          answer={answer}
          label="Ativar verificação em duas etapas"
          working="Preparando..."
        />
      )}
    </AdminCard>
  );
}

function PasswordConfirmForm({
  id,
  answer,
  label,
  working,
  hint,
  variant,
}: {
  id: "2fa-ativar" | "2fa-desativar" | "2fa-codigos";
  answer: Answer;
  label: string;
  working: string;
  hint?: string;
  variant?: "primary" | "outline";
}) {
  const [form, fields] = useSettingsForm(id, passwordConfirmationSchema, answer);
  const busy = useBusy(id);
  return (
    <Form method="post" {...getFormProps(form)} noValidate className="space-y-3">
      <input type="hidden" name="intent" value={id} />
      <FormMessage id={form.errorId} error={form.errors?.[0]} />
      <TextField
        label="Sua senha"
        field={fields.password}
        type="password"
        autoComplete="current-password"
        description={hint ?? "Confirme com a sua senha para continuar."}
        className="max-w-sm"
      />
      <Submit busy={busy} idle={label} working={working} variant={variant} />
    </Form>
  );
}

function EnrolmentSteps({
  enrolment,
  answer,
}: {
  enrolment: NonNullable<SettingsActionData["enrolment"]>;
  answer: Answer;
}) {
  const [form, fields] = useSettingsForm("2fa-confirmar", totpCodeSchema, answer);
  const busy = useBusy("2fa-confirmar");
  const grouped = enrolment.secret.replace(/(.{4})/g, "$1 ").trim();
  return (
    <div className="space-y-6">
      <ol className="list-decimal space-y-5 pl-5 text-sm text-ink">
        <li>
          <p>Escaneie este QR code com o aplicativo autenticador:</p>
          <div
            role="img"
            aria-label="QR code para configurar o aplicativo autenticador"
            className="mt-3 size-44 rounded-lg border border-border bg-white p-2 [&_svg]:size-full"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG drawn on the server by the qrcode package from the TOTP URI
            dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
          />
          <p className="mt-3">
            Ou digite a chave no aplicativo:{" "}
            <code
              data-testid="totp-secret"
              className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-sm break-all"
            >
              {grouped}
            </code>
          </p>
        </li>
        <li>
          <p>
            Guarde estes códigos de recuperação num lugar seguro. Cada um permite entrar uma vez sem o
            aplicativo.
          </p>
          <BackupCodes codes={enrolment.backupCodes} />
        </li>
        <li>
          <p>Digite o código de 6 dígitos que o aplicativo mostra agora:</p>
          <Form method="post" {...getFormProps(form)} noValidate className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="2fa-confirmar" />
            <input type="hidden" name="totpURI" value={enrolment.uri} />
            <input type="hidden" name="backupCodes" value={enrolment.backupCodes.join(" ")} />
            <FormMessage id={form.errorId} error={form.errors?.[0]} />
            <TextField
              label="Código do aplicativo"
              field={fields.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              className="max-w-48"
            />
            <Submit busy={busy} idle="Confirmar e ativar" working="Confirmando..." />
          </Form>
        </li>
      </ol>
    </div>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  return (
    <ul
      aria-label="Códigos de recuperação"
      data-testid="backup-codes"
      className="mt-3 grid max-w-sm grid-cols-2 gap-2 font-mono text-sm"
    >
      {codes.map((code) => (
        <li key={code} className="rounded bg-slate-100 px-2 py-1 text-center">
          {code}
        </li>
      ))}
    </ul>
  );
}
