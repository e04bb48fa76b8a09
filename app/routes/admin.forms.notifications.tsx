import { Loader2 } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { auditWho, changedValues, withAudit } from "~/.server/audit/audit-log";
import { redirectWithNotice, showNotice } from "~/.server/auth/flash";
import { requireRole } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import {
  changeNotificationRecipients,
  type NotificationOutcome,
  type RecipientFormValues,
} from "~/.server/leads/lead-notification-actions";
import { readLeadNotificationSettings } from "~/.server/leads/lead-notifications";
import { AdminCard } from "~/components/admin/admin-card";
import { adminMeta } from "~/components/admin/admin-page";
import { Button } from "~/components/ui/button";
import { Checkbox, CheckboxField, Field, FieldError, Input, Select } from "~/components/ui/field";
import {
  hourLabel,
  MAX_NOTIFICATION_RECIPIENTS,
  notificationScheduleLabels,
  notificationSchedules,
} from "~/forms/lead-notifications";
import { type AdminRouteHandle, rolesFor } from "~/lib/admin-roles";
import type { Route } from "./+types/admin.forms.notifications";

/**
 * /admin/forms/notifications, tab 'Avisos por e-mail' ("Forms Management"): the addresses that
 * hear of new leads, each with a mail per lead or a daily summary at its hour (Brasília), for the
 * contact form, the expo's bookings or both (app/.server/leads/lead-notifications.ts sends them).
 */

export const meta: Route.MetaFunction = () => adminMeta("Forms Management");

/** Who may open this tab (docs/decisions/048): the mails carry the leads' personal data. */
export const handle = {
  roles: { loader: rolesFor("webhooks"), action: rolesFor("webhooks") },
} satisfies AdminRouteHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context, handle.roles.loader);
  return { ...(await readLeadNotificationSettings(context.services.db)), max: MAX_NOTIFICATION_RECIPIENTS };
}

const intents = ["add", "update", "remove"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context, handle.roles.action);
  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = intents.find((known) => known === formData.get("intent"));
  if (!intent) throw data("Ação desconhecida", { status: 400 });
  // Who changed where each lead is mailed, from what to what (docs/decisions/041).
  let changes = {};
  const outcome = await withAudit(
    context.services.db,
    auditWho(admin, context),
    (done: NotificationOutcome) =>
      done.ok && Object.keys(changes).length > 0
        ? {
            action: "lead-notifications.change",
            target: { type: "form", id: "lead-notifications", label: "E-mails avisados de cada lead" },
            changes,
          }
        : null,
    async (tx) => {
      const before = await readLeadNotificationSettings(tx);
      const done = await changeNotificationRecipients(tx, intent, formData, admin.user.id);
      if (done.ok) {
        const after = await readLeadNotificationSettings(tx);
        changes = changedValues({ recipients: before.recipients }, { recipients: after.recipients });
      }
      return done;
    },
  );
  if (outcome.ok) {
    return redirectWithNotice(context, "/admin/forms/notifications", {
      title: outcome.notice,
      variant: "success",
    });
  }
  await showNotice(context, {
    title: "Não foi possível salvar",
    description: "Confira o endereço.",
    variant: "error",
  });
  return data(outcome, { status: 400 });
}

type Refused = Extract<NotificationOutcome, { ok: false }>;

export default function LeadNotificationsTab({ loaderData, actionData }: Route.ComponentProps) {
  const refused = actionData as Refused | undefined;
  const refusedFor = (target: string) => (refused?.target === target ? refused : undefined);
  const { recipients, max } = loaderData;
  return (
    <div className="grid max-w-5xl gap-6">
      <AdminCard
        title="Quem recebe os avisos"
        description="Cada endereço recebe um e-mail a cada lead (com telefone, WhatsApp, cidade, campanha e o link do lead) ou um resumo por dia, no horário de Brasília que escolher. Um servidor de e-mail fora do ar atrasa os avisos; nenhum se perde."
      >
        {recipients.length === 0 ? (
          <p className="text-muted">Nenhum endereço ainda: os leads chegam só ao painel e ao webhook.</p>
        ) : (
          <ul className="grid gap-4">
            {recipients.map((recipient) => (
              <li key={recipient.email}>
                <RecipientForm
                  idPrefix={`aviso-${slug(recipient.email)}`}
                  legend={recipient.email}
                  original={recipient.email}
                  values={
                    refusedFor(recipient.email)?.values ?? {
                      email: recipient.email,
                      schedule: recipient.schedule,
                      hour: String(recipient.hour),
                      contact: recipient.contact ? "on" : "",
                      expo: recipient.expo ? "on" : "",
                    }
                  }
                  refused={refusedFor(recipient.email)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminCard>

      <AdminCard
        title="Adicionar endereço"
        description={`Até ${max} endereços. Um colega da equipe, a caixa de vendas, um gerente regional…`}
      >
        {recipients.length >= max ? (
          <p className="text-muted">Todos os {max} endereços estão em uso: remova um para incluir outro.</p>
        ) : (
          <RecipientForm
            key={`novo-${recipients.length}`}
            idPrefix="aviso-novo"
            values={
              refusedFor("new")?.values ?? {
                email: "",
                schedule: "each",
                hour: "8",
                contact: "on",
                expo: "on",
              }
            }
            refused={refusedFor("new")}
          />
        )}
      </AdminCard>
    </div>
  );
}

const summaryHours = Array.from({ length: 24 }, (_, hour) => hour);

function slug(email: string): string {
  return email.replace(/[^a-z0-9]+/gi, "-");
}

/** One address's settings: a form of its own, so each saves or goes on its own. */
function RecipientForm(props: {
  idPrefix: string;
  /** Set for an address already saved (its settings change; it can be removed). */
  original?: string;
  legend?: string;
  values: RecipientFormValues;
  refused?: Refused;
}) {
  const { idPrefix, original, values, refused } = props;
  const navigation = useNavigation();
  const busy = (intent: string) =>
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    String(navigation.formData?.get("original") ?? "") === (original ?? "");
  const errors = refused?.errors ?? {};
  const id = (name: string) => `${idPrefix}-${name}`;
  const saveIntent = original ? "update" : "add";
  return (
    <Form method="post" noValidate className="rounded-xl border border-border p-4">
      <fieldset className="grid gap-4">
        {props.legend ? (
          <legend className="mb-2 font-semibold break-all text-ink">{props.legend}</legend>
        ) : null}
        {original ? <input type="hidden" name="original" value={original} /> : null}
        <FieldError id={id("form-error")} error={errors.form} />
        <div className="grid items-start gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)]">
          <Field id={id("email")} label="E-mail" error={errors.email} required>
            <Input
              type="email"
              name="email"
              defaultValue={values.email}
              autoComplete="off"
              maxLength={254}
              autoFocus={Boolean(errors.email)}
            />
          </Field>
          <Field id={id("schedule")} label="Quando enviar" error={errors.schedule}>
            <Select name="schedule" defaultValue={values.schedule}>
              {notificationSchedules.map((schedule) => (
                <option key={schedule} value={schedule}>
                  {notificationScheduleLabels[schedule]}
                </option>
              ))}
            </Select>
          </Field>
          <Field
            id={id("hour")}
            label="Hora do resumo"
            description="Horário de Brasília; vale para o resumo diário."
            error={errors.hour}
          >
            <Select name="hour" defaultValue={values.hour}>
              {summaryHours.map((hour) => (
                <option key={hour} value={String(hour)}>
                  {hourLabel(hour)}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-semibold text-ink">Formulários</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            <CheckboxField id={id("contact")} label="Leads do formulário de contato" error={errors.contact}>
              <Checkbox name="contact" defaultChecked={values.contact === "on"} />
            </CheckboxField>
            <CheckboxField id={id("expo")} label="Agendamentos da Expo">
              <Checkbox name="expo" defaultChecked={values.expo === "on"} />
            </CheckboxField>
          </div>
        </fieldset>
        <div className="flex flex-wrap justify-end gap-3">
          {original ? (
            <Button
              type="submit"
              name="intent"
              value="remove"
              variant="destructive-outline"
              disabled={busy("remove")}
            >
              {busy("remove") && <Loader2 aria-hidden="true" className="animate-spin" />}
              Remover
            </Button>
          ) : null}
          <Button type="submit" name="intent" value={saveIntent} disabled={busy(saveIntent)}>
            {busy(saveIntent) && <Loader2 aria-hidden="true" className="animate-spin" />}
            {original ? "Salvar" : "Adicionar"}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
