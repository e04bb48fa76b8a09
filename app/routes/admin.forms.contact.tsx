import { type FieldMetadata, getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Loader2 } from "lucide-react";
import { useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { openEditor, saveBlockedBy } from "~/.server/admin/editing-marks";
import { auditWho, changedValues, recordAudit, withAudit } from "~/.server/audit/audit-log";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireCapability, requireRole } from "~/.server/auth/session";
import { contactFormNotices, saveContactFormSettings } from "~/.server/content/contact-form-action";
import {
  formDifferences,
  listFormVersions,
  readFormVersion,
  versionAsInput,
} from "~/.server/content/form-versions";
import { readContactForm, readContactFormStamp, writeContactForm } from "~/.server/content/forms";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { AdminCard } from "~/components/admin/admin-card";
import { adminMeta } from "~/components/admin/admin-page";
import { EditingGate } from "~/components/admin/editing-mark";
import { DraftNotice, useClearDraftOnceSaved, useFormDraft } from "~/components/admin/use-form-draft";
import { useUnsavedChanges } from "~/components/admin/use-unsaved-changes";
import { DifferencesTable, VersionsCard } from "~/components/admin/versions";
import { Button } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/conform-field";
import { Label } from "~/components/ui/field";
import { Switch } from "~/components/ui/switch";
import { type ContactFieldName, contactFieldTitles, preselectedContactFields } from "~/forms/contact";
import { contactFormSettingsSchema } from "~/forms/contact-schema";
import { type AdminRouteHandle, can, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.forms.contact";

/**
 * /admin/forms, tab 'Contact Form' ("Forms Management"): per field of the
 * public lead form its label, placeholder and required switch, and the form's settings. The
 * public form reads them on its next request.
 */

export const meta: Route.MetaFunction = () => adminMeta("Forms Management");

/** Who may open this screen and use its actions (docs/decisions/048). */
export const handle = {
  roles: { loader: rolesFor("formTexts"), action: rolesFor("formTexts") },
} satisfies AdminRouteHandle;

/** ?comparar=<version>: that version against the form in use, before restoring it. */
function compareParameter(request: Request): number | null {
  const value = new URL(request.url).searchParams.get("comparar");
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { user } = await requireRole(request, context, handle.roles.loader);
  const { db } = context.services;
  const [current, { stamp }, versions] = await Promise.all([
    readContactForm(db),
    readContactFormStamp(db),
    listFormVersions(db),
  ]);
  const { fields, settings } = current;
  // The webhook address is an Administrador's: an Editor neither sees nor changes it.
  const mayEditWebhook = can(user.role, "webhooks");
  const compareId = compareParameter(request);
  const version = compareId === null ? null : await readFormVersion(db, compareId);
  const comparison =
    version && compareId !== null
      ? {
          versionId: compareId,
          savedAt: formatDashboardDate(version.savedAt),
          differences: formDifferences(current, version, mayEditWebhook),
        }
      : null;
  return {
    fields: fields.map(({ name, type, label, placeholder, required }) => ({
      name: name as ContactFieldName,
      type,
      label,
      placeholder: placeholder ?? "",
      required,
    })),
    settings: {
      submitButtonText: settings.submitButtonText,
      successMessage: settings.successMessage,
      redirectUrl: settings.redirectUrl,
      webhookUrl: mayEditWebhook ? settings.webhookUrl : "",
    },
    mayEditWebhook,
    stamp,
    versions: versions.map((item) => ({ id: item.id, at: item.savedAt, by: item.savedByName })),
    comparison,
    // Opening the screen takes its mark, unless someone else is editing (docs/decisions/042).
    mark: await openEditor(db, EDITING_THING, user.id),
    readOnly: new URL(request.url).searchParams.has("leitura"),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = formData.get("intent");
  /** Refused while someone else holds the editing mark (docs/decisions/042); the typing comes back. */
  const refuseIfSomeoneElseEdits = async () => {
    const blockedBy = await saveBlockedBy(context.services.db, EDITING_THING, admin.user.id);
    if (!blockedBy) return null;
    await showNotice(context, { ...contactFormNotices.conflict, description: blockedBy });
    const typed = parseWithZod(formData, { schema: contactFormSettingsSchema });
    return data({ result: typed.reply(), editingRefused: blockedBy }, { status: 409 });
  };
  switch (intent) {
    case "save": {
      const mayEditWebhook = can(admin.user.role, "webhooks");
      // An Editor's form has no webhook field: the saved address stays. One posted anyway is
      // refused like any other action the role does not have.
      if (!mayEditWebhook && formData.has("webhookUrl")) await requireCapability(admin, context, "webhooks");
      if (!mayEditWebhook) {
        formData.set("webhookUrl", (await readContactForm(context.services.db)).settings.webhookUrl);
      }
      const refused = await refuseIfSomeoneElseEdits();
      if (refused) return refused;
      const submission = parseWithZod(formData, { schema: contactFormSettingsSchema });
      if (submission.status !== "success") {
        await showNotice(context, contactFormNotices.failed);
        return data({ result: submission.reply() }, { status: 400 });
      }
      const editedFrom = formData.get("editedFrom");
      const expectedStamp =
        typeof editedFrom === "string" && /^\d+$/.test(editedFrom) ? editedFrom : undefined;
      // Audited with the values it changed, in the save's transaction (docs/decisions/041); a
      // new webhook address is an entry of its own.
      const who = auditWho(admin, context);
      let changes = {};
      const result = await withAudit(
        context.services.db,
        who,
        (saved: Awaited<ReturnType<typeof saveContactFormSettings>>) =>
          saved.ok
            ? {
                action: "form.save",
                target: { type: "form", id: "contact", label: "Formulário de contato" },
                changes,
              }
            : null,
        async (tx) => {
          const before = await readContactForm(tx);
          const saved = await saveContactFormSettings(
            { ...context.services, db: tx },
            submission.value,
            admin.user.id,
            expectedStamp,
          );
          if (!saved.ok) return saved;
          const after = await readContactForm(tx);
          const { webhookUrl: webhookBefore, ...settingsBefore } = before.settings;
          const { webhookUrl: webhookAfter, ...settingsAfter } = after.settings;
          changes = changedValues(
            { fields: before.fields, settings: settingsBefore },
            { fields: after.fields, settings: settingsAfter },
          );
          if (webhookBefore !== webhookAfter) {
            await recordAudit(tx, who, {
              action: "form.webhook",
              target: { type: "form", id: "contact", label: "Formulário de contato" },
              changes: { webhookUrl: { before: webhookBefore || null, after: webhookAfter || null } },
            });
          }
          return saved;
        },
      );
      if (!result.ok && "conflict" in result) {
        // What was typed comes back as typed; saving again applies it over the newer save.
        await showNotice(context, { ...contactFormNotices.conflict, description: result.conflict.message });
        return data({ result: submission.reply(), conflict: result.conflict }, { status: 409 });
      }
      if (result.ok) return redirectWithNotice(context, "/admin/forms", contactFormNotices.saved);
      await showNotice(context, contactFormNotices.failed);
      return data(
        { result: submission.reply({ fieldErrors: result.fieldErrors }) },
        { status: result.status },
      );
    }
    case RESTORE_INTENT: {
      const versionId = Number(formData.get("versionId"));
      if (!Number.isSafeInteger(versionId)) throw data(null, { status: 400 });
      const refused = await refuseIfSomeoneElseEdits();
      if (refused) return refused;
      const { db } = context.services;
      const version = await readFormVersion(db, versionId);
      if (!version) throw data(null, { status: 404 });
      // An Editor's restore keeps the webhook address in use (theirs to neither see nor change).
      const keepWebhook = !can(admin.user.role, "webhooks");
      // Audited with what it changed, in the restore's transaction (docs/decisions/041).
      let changes = {};
      await withAudit(
        db,
        auditWho(admin, context),
        () => ({
          action: "form.restore",
          target: { type: "form", id: "contact", label: "Formulário de contato" },
          changes,
          details: { version: versionId },
        }),
        async (tx) => {
          const before = await readContactForm(tx);
          await writeContactForm(tx, versionAsInput(version, before, keepWebhook), admin.user.id);
          const after = await readContactForm(tx);
          changes = changedValues(
            { fields: before.fields, settings: before.settings },
            { fields: after.fields, settings: after.settings },
          );
        },
      );
      context.services.logger.info(
        { adminId: admin.user.id, versionId },
        "contact form settings: version restored",
      );
      return redirectWithNotice(context, "/admin/forms", contactFormNotices.restored);
    }
    default:
      throw data(null, { status: 400 });
  }
}

const FORM_ID = "contact-form-settings";
const RESTORE_INTENT = "restaurar-versao";
/** The editing mark's key (docs/decisions/042). */
const EDITING_THING = "form:contact";

export default function ContactFormSettings({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData && "result" in actionData ? actionData : undefined;
  const conflict = (actionData as { conflict?: { message: string; stamp: string } } | undefined)?.conflict;
  // What is typed is kept in this browser until saved: a session that ended meanwhile loses nothing.
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useFormDraft(formRef, "admin-forms-contact");
  const leaveGuard = useUnsavedChanges(formRef, loaderData);
  const navigation = useNavigation();
  useClearDraftOnceSaved(navigation, "save", answer, draft.clear);
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";

  const [form, meta] = useForm({
    id: FORM_ID,
    lastResult: answer?.result,
    defaultValue: {
      fields: Object.fromEntries(
        loaderData.fields.map((f) => [f.name, { label: f.label, placeholder: f.placeholder }]),
      ),
      ...loaderData.settings,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactFormSettingsSchema }),
  });
  const fieldset = meta.fields.getFieldset();

  const editingRefused = (actionData as { editingRefused?: string } | undefined)?.editingRefused;
  return (
    <EditingGate
      thing={EDITING_THING}
      mark={loaderData.mark}
      readOnly={loaderData.readOnly}
      backTo="/admin"
      refusal={editingRefused}
    >
      <Form ref={formRef} method="post" {...getFormProps(form)} noValidate className="grid max-w-5xl gap-6">
        <DraftNotice draft={draft} />
        {leaveGuard}
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="editedFrom" value={conflict?.stamp ?? loaderData.stamp} />
        {conflict && (
          <p
            role="alert"
            className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink"
          >
            <strong>{conflict.message}</strong> Nada do que você digitou foi perdido: confira os campos e
            salve de novo para aplicar as suas alterações sobre as dessa pessoa.
          </p>
        )}

        <AdminCard
          id="campos"
          title="Campos do formulário"
          description="Os campos padrão do formulário de franquia: nome, e-mail, telefone, cidade, estado, mercado atual, valor disponível para investir, prazo para investir, forma de pagamento e interesse (franquia ou empréstimo)."
        >
          <ul className="grid gap-4">
            {loaderData.fields.map((field) => (
              <li key={field.name}>
                <FieldEditor
                  name={field.name}
                  type={field.type}
                  required={field.required}
                  meta={fieldset[field.name].getFieldset()}
                />
              </li>
            ))}
          </ul>
        </AdminCard>

        <AdminCard id="configuracoes" title="Configurações do formulário">
          <div className="grid gap-5 lg:grid-cols-2">
            <TextField label="Submit Button Text" field={meta.submitButtonText} maxLength={60} />
            <TextareaField label="Success Message" field={meta.successMessage} rows={3} maxLength={300} />
            <TextField
              label="Redirect URL After Submission"
              field={meta.redirectUrl}
              inputMode="url"
              placeholder="/thank-you"
              description="Deixe vazio para mostrar a mensagem de sucesso em vez de redirecionar. Use um caminho do site (ex.: /thank-you) ou um endereço http:// ou https://."
            />
            {loaderData.mayEditWebhook ? (
              <TextField
                label="Webhook URL"
                field={meta.webhookUrl}
                type="url"
                placeholder="https://"
                description="Para onde cada lead é enviado (http:// ou https://). Vazio: o endereço configurado no servidor."
              />
            ) : (
              <p className="text-sm text-muted lg:self-end">
                O endereço para onde os leads são enviados (Webhook URL) é definido por um Administrador.
              </p>
            )}
          </div>
        </AdminCard>

        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
            {saving && <Loader2 aria-hidden="true" className="animate-spin" />}
            Save Form Settings
          </Button>
        </div>
      </Form>
      <div className="max-w-5xl">
        <VersionsCard
          title="Versões salvas"
          description="Os últimos 10 salvamentos do formulário. Compare um com o formulário em uso e restaure-o."
          versions={loaderData.versions}
          currentLabel="em uso"
        />
        {loaderData.comparison && <FormComparison comparison={loaderData.comparison} />}
      </div>
    </EditingGate>
  );
}

/** ?comparar=: what an earlier save changes against the form in use, and restoring it. */
function FormComparison({
  comparison,
}: {
  comparison: NonNullable<Route.ComponentProps["loaderData"]["comparison"]>;
}) {
  return (
    <AdminCard
      id="comparacao"
      title={`Versão de ${comparison.savedAt}`}
      className="mt-6"
      description="O que muda em relação ao formulário em uso."
    >
      {comparison.differences.length === 0 ? (
        <p className="text-sm text-muted">Igual ao formulário em uso.</p>
      ) : (
        <DifferencesTable differences={comparison.differences} before="Em uso agora" after="Nesta versão" />
      )}
      <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
        <input type="hidden" name="versionId" value={comparison.versionId} />
        <Button type="submit" name="intent" value={RESTORE_INTENT} variant="secondary">
          Restaurar esta versão
        </Button>
        <Link to="." className="text-sm font-semibold text-primary-strong underline">
          Cancelar
        </Link>
        <p className="w-full text-sm text-muted">
          O formulário do site passa a usar os textos dessa versão; o formulário atual continua na lista de
          versões.
        </p>
      </Form>
    </AdminCard>
  );
}

type FieldMeta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/** One field of the public form: a group named after it, so each 'Label' box is told apart. */
function FieldEditor(props: {
  name: ContactFieldName;
  type: string;
  required: boolean;
  meta: { label: FieldMeta; placeholder: FieldMeta; required: FieldMetadata<boolean | undefined> };
}) {
  const title = contactFieldTitles[props.name];
  const switchId = `${props.meta.required.id}-switch`;
  const preselected = preselectedContactFields.includes(props.name);
  return (
    <fieldset className="rounded-xl border border-border p-4">
      <legend className="px-1 font-semibold text-ink">{title}</legend>
      <p className="-mt-1 mb-3 font-mono text-xs text-muted">
        {props.name} · {props.type}
      </p>
      <div className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]">
        <TextField label="Label" field={props.meta.label} maxLength={120} />
        <TextField
          label="Placeholder"
          field={props.meta.placeholder}
          maxLength={120}
          description={
            preselected
              ? "Esta lista já começa com uma opção escolhida: o placeholder não aparece."
              : undefined
          }
        />
        <div className="flex items-center gap-3 sm:flex-col sm:items-start sm:gap-1.5">
          <Label htmlFor={switchId}>Required</Label>
          <div className="flex h-11 items-center">
            <Switch id={switchId} name={props.meta.required.name} defaultChecked={props.required} />
          </div>
        </div>
      </div>
    </fieldset>
  );
}
