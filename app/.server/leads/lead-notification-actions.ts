import type { Database } from "~/.server/db/client";
import {
  MAX_NOTIFICATION_RECIPIENTS,
  type NotificationRecipient,
  notificationRecipientSchema,
} from "~/forms/lead-notifications";
import { readLeadNotificationSettings, saveLeadNotificationSettings } from "./lead-notifications";

/**
 * The 'Avisos por e-mail' tab's saves: add an address, change one, remove one. Every value is
 * checked here; a refused one comes back with its messages and what was typed.
 */

export type RecipientFormValues = Record<"email" | "schedule" | "hour" | "contact" | "expo", string>;

export type RecipientErrors = Partial<Record<keyof RecipientFormValues | "form", string>>;

export type NotificationOutcome =
  | { ok: true; notice: string }
  | {
      ok: false;
      /** The address changed ("new" for the add form). */
      target: string;
      errors: RecipientErrors;
      values: RecipientFormValues;
    };

function valuesOf(formData: FormData): RecipientFormValues {
  const text = (name: string) => String(formData.get(name) ?? "");
  return {
    email: text("email"),
    schedule: text("schedule"),
    hour: text("hour"),
    contact: formData.get("contact") ? "on" : "",
    expo: formData.get("expo") ? "on" : "",
  };
}

function parseRecipient(values: RecipientFormValues) {
  return notificationRecipientSchema.safeParse({
    email: values.email,
    schedule: values.schedule,
    hour: values.hour === "" ? undefined : values.hour,
    contact: values.contact === "on",
    expo: values.expo === "on",
  });
}

export async function changeNotificationRecipients(
  db: Database,
  intent: "add" | "update" | "remove",
  formData: FormData,
  by: string,
): Promise<NotificationOutcome> {
  const settings = await readLeadNotificationSettings(db);
  const recipients = [...settings.recipients];
  const values = valuesOf(formData);
  const original = String(formData.get("original") ?? "");
  const target = intent === "add" ? "new" : original;
  const index = recipients.findIndex((recipient) => recipient.email === original);

  if (intent === "remove") {
    if (index < 0) return { ok: true, notice: "Este endereço já não recebia avisos." };
    recipients.splice(index, 1);
    await saveLeadNotificationSettings(db, { recipients }, by);
    return { ok: true, notice: `${original} não recebe mais avisos.` };
  }

  const parsed = parseRecipient(values);
  if (!parsed.success) {
    const errors: RecipientErrors = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form") as keyof RecipientErrors;
      errors[field] ??= issue.message;
    }
    return { ok: false, target, errors, values };
  }
  const recipient: NotificationRecipient = parsed.data;
  const clash = recipients.findIndex((other, at) => other.email === recipient.email && at !== index);
  if (clash >= 0) {
    return { ok: false, target, errors: { email: "Este e-mail já recebe avisos." }, values };
  }
  if (intent === "add") {
    if (recipients.length >= MAX_NOTIFICATION_RECIPIENTS) {
      return {
        ok: false,
        target,
        errors: {
          form: `Até ${MAX_NOTIFICATION_RECIPIENTS} endereços recebem avisos. Remova um para incluir outro.`,
        },
        values,
      };
    }
    recipients.push(recipient);
  } else if (index < 0) {
    return {
      ok: false,
      target,
      errors: { form: "Este endereço foi removido enquanto você editava." },
      values,
    };
  } else {
    recipients[index] = recipient;
  }
  await saveLeadNotificationSettings(db, { recipients }, by);
  return {
    ok: true,
    notice: intent === "add" ? `${recipient.email} passa a receber avisos.` : "Avisos salvos.",
  };
}
