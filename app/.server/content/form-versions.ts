import { and, desc, eq } from "drizzle-orm";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import type { Database } from "~/.server/db/client";
import { formVersions, users } from "~/.server/db/schema";
import type { FieldSpec } from "~/content/registry/define";
import { type FieldDifference, sectionDifferences } from "~/content/registry/values";
import {
  CONTACT_FORM_ID,
  type ContactFieldName,
  contactFieldTitles,
  defaultContactFields,
  type FormField,
  type FormSettings,
} from "~/forms/contact";
import type { ContactFormSettingsInput } from "~/forms/contact-schema";
import type { ContactFormDefinition } from "./forms";

/**
 * The contact form's versions (docs/decisions/042): every save keeps the form as saved in
 * form_versions (migration 0022 made the form saved until then the first one), listed with who
 * saved it, compared with the form in use and restored like a section's publishes.
 */

export type FormVersionItem = { id: number; savedAt: string; savedByName: string | null };

export async function listFormVersions(db: Database, limit = 10): Promise<FormVersionItem[]> {
  const rows = await db
    .select({ id: formVersions.id, savedAt: formVersions.savedAt, name: users.name })
    .from(formVersions)
    .leftJoin(users, eq(users.id, formVersions.savedBy))
    .where(eq(formVersions.formId, CONTACT_FORM_ID))
    .orderBy(desc(formVersions.savedAt), desc(formVersions.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    savedAt: formatDashboardDate(row.savedAt),
    savedByName: row.name,
  }));
}

export async function readFormVersion(
  db: Database,
  id: number,
): Promise<{ fields: FormField[]; settings: FormSettings; savedAt: Date } | null> {
  const [row] = await db
    .select()
    .from(formVersions)
    .where(and(eq(formVersions.formId, CONTACT_FORM_ID), eq(formVersions.id, id)));
  return row ? { fields: row.fields, settings: row.settings, savedAt: row.savedAt } : null;
}

/** The form's fields as the screen names them, for "what differs" (the sections' table). */
function formFieldSpecs(withWebhook: boolean): FieldSpec[] {
  const settings: FieldSpec[] = [
    { name: "submitButtonText", label: "Submit Button Text", kind: "text" },
    { name: "successMessage", label: "Success Message", kind: "text" },
    { name: "redirectUrl", label: "Redirect URL After Submission", kind: "text" },
  ];
  if (withWebhook) settings.push({ name: "webhookUrl", label: "Webhook URL", kind: "text" });
  const fields: FieldSpec[] = defaultContactFields.map((field) => ({
    name: field.name,
    label: contactFieldTitles[field.name as ContactFieldName] ?? field.name,
    kind: "group",
    fields: [
      { name: "label", label: "Label", kind: "text" },
      { name: "placeholder", label: "Placeholder", kind: "text" },
      { name: "required", label: "Required", kind: "text" },
    ],
  }));
  return [{ name: "fields", label: "Campos", kind: "group", fields }, ...settings];
}

/** A stored form as the comparison reads it (the required switch as "Sim"/"Não"). */
function comparable(form: { fields: FormField[]; settings: FormSettings }) {
  return {
    fields: Object.fromEntries(
      form.fields.map((field) => [
        field.name,
        {
          label: field.label,
          placeholder: field.placeholder ?? "",
          required: field.required ? "Sim" : "Não",
        },
      ]),
    ),
    submitButtonText: form.settings.submitButtonText,
    successMessage: form.settings.successMessage,
    redirectUrl: form.settings.redirectUrl,
    webhookUrl: form.settings.webhookUrl,
  };
}

/** What differs between two forms; the webhook address only for who may see it. */
export function formDifferences(
  before: { fields: FormField[]; settings: FormSettings },
  after: { fields: FormField[]; settings: FormSettings },
  withWebhook: boolean,
): FieldDifference[] {
  return sectionDifferences(formFieldSpecs(withWebhook), comparable(before), comparable(after));
}

/**
 * A version as the save's input, for "Restaurar esta versão": the fields it does not know (a
 * field added since) keep the form in use, and so does the webhook address when the person may
 * not change it.
 */
export function versionAsInput(
  version: { fields: FormField[]; settings: FormSettings },
  current: ContactFormDefinition,
  keepWebhook: boolean,
): ContactFormSettingsInput {
  const byName = new Map(version.fields.map((field) => [field.name, field]));
  const fields = Object.fromEntries(
    current.fields.map((field) => {
      const saved = byName.get(field.name) ?? field;
      return [
        field.name,
        { label: saved.label, placeholder: saved.placeholder ?? "", required: saved.required },
      ];
    }),
  ) as ContactFormSettingsInput["fields"];
  return {
    fields,
    submitButtonText: version.settings.submitButtonText,
    successMessage: version.settings.successMessage,
    redirectUrl: version.settings.redirectUrl,
    webhookUrl: keepWebhook ? current.settings.webhookUrl : version.settings.webhookUrl,
  };
}
