import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { type FormField, type FormSettings, forms } from "~/.server/db/schema";
import { CONTACT_FORM_ID, defaultContactFields, defaultContactSettings } from "~/forms/contact";

export type ContactFormDefinition = { fields: FormField[]; settings: FormSettings };

/**
 * The contact form as the admin configured it, over the defaults: a stored value that is
 * missing or not text falls back (admin-and-auth.md §4 "Form title and settings").
 */
export async function readContactForm(db: Database): Promise<ContactFormDefinition> {
  const [row] = await db.select().from(forms).where(eq(forms.formId, CONTACT_FORM_ID)).limit(1);
  const storedFields = new Map((row?.fields ?? []).map((field) => [field.name, field]));
  const fields = defaultContactFields.map((field) => {
    const stored = storedFields.get(field.name);
    return {
      ...field,
      label: textOr(stored?.label, field.label),
      placeholder: textOr(stored?.placeholder, field.placeholder ?? ""),
      required: typeof stored?.required === "boolean" ? stored.required : field.required,
    };
  });
  const stored = (row?.settings ?? {}) as Partial<Record<keyof FormSettings, unknown>>;
  const settings: FormSettings = {
    title: textOr(stored.title, defaultContactSettings.title ?? ""),
    submitButtonText: textOr(stored.submitButtonText, defaultContactSettings.submitButtonText, false),
    successMessage: textOr(stored.successMessage, defaultContactSettings.successMessage, false),
    redirectUrl: textOr(stored.redirectUrl, defaultContactSettings.redirectUrl),
    webhookUrl: textOr(stored.webhookUrl, defaultContactSettings.webhookUrl),
  };
  return { fields, settings };
}

function textOr(value: unknown, fallback: string, allowEmpty = true): string {
  if (typeof value !== "string") return fallback;
  if (!allowEmpty && value.trim() === "") return fallback;
  return value;
}

/** What the page needs to draw the form: never the webhook URL. */
export type PublicContactForm = {
  fields: Record<string, { label: string; placeholder: string; required: boolean }>;
  submitButtonText: string;
};

export function publicContactForm(form: ContactFormDefinition): PublicContactForm {
  return {
    fields: Object.fromEntries(
      form.fields.map((f) => [
        f.name,
        { label: f.label, placeholder: f.placeholder ?? "", required: f.required },
      ]),
    ),
    submitButtonText: form.settings.submitButtonText,
  };
}
