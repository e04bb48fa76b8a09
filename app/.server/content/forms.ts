import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { forms, formVersions } from "~/.server/db/schema";
import {
  CONTACT_FORM_ID,
  type ContactFieldName,
  consentPartsFor,
  defaultContactFields,
  defaultContactSettings,
  type FormField,
  type FormSettings,
  type PublicContactForm,
} from "~/forms/contact";
import type { ContactFormSettingsInput, RequiredFlags } from "~/forms/contact-schema";

export type ContactFormDefinition = { fields: FormField[]; settings: FormSettings };

/**
 * The contact form as the admin configured it, over the defaults: a stored value that is
 * missing or not text falls back to the default.
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

export function publicContactForm(form: ContactFormDefinition, tradingName: string): PublicContactForm {
  return {
    consent: consentPartsFor(tradingName),
    fields: Object.fromEntries(
      form.fields.map((f) => [
        f.name,
        { label: f.label, placeholder: f.placeholder ?? "", required: f.required },
      ]),
    ),
    submitButtonText: form.settings.submitButtonText,
  };
}

/** Which fields the visitor must fill, as the admin set them (the server checks these). */
export function requiredFlagsOf(form: ContactFormDefinition): RequiredFlags {
  return Object.fromEntries(form.fields.map((f) => [f.name, f.required])) as RequiredFlags;
}

/**
 * Which saved state of the contact form this is (its last save's time): the screen sends it back,
 * and a save over a newer one is refused instead of replacing it (docs/decisions/049).
 */
export async function readContactFormStamp(
  db: Pick<Database, "select">,
): Promise<{ stamp: string; updatedBy: string | null; updatedAt: Date | null }> {
  const [row] = await db
    .select({ updatedAt: forms.updatedAt, updatedBy: forms.updatedBy })
    .from(forms)
    .where(eq(forms.formId, CONTACT_FORM_ID));
  return {
    stamp: String(row?.updatedAt.getTime() ?? 0),
    updatedBy: row?.updatedBy ?? null,
    updatedAt: row?.updatedAt ?? null,
  };
}

/**
 * Stores the admin's edit: updates the contact row when it exists, else inserts it with
 * created_by, and keeps the result as a version (docs/decisions/042). The field list is always
 * the public form's fields, in its order; a title stored earlier is kept.
 */
export async function saveContactForm(
  db: Database,
  input: ContactFormSettingsInput,
  adminId: string,
): Promise<ContactFormDefinition> {
  const written = await writeContactForm(db, input, adminId);
  if (!written.ok) throw new Error("unreachable: no stamp, no conflict");
  return written.form;
}

export type ContactFormWrite =
  | { ok: true; form: ContactFormDefinition }
  /** Someone else saved after `expectedStamp`: who and when. */
  | { ok: false; conflict: { stamp: string; updatedBy: string | null; updatedAt: Date | null } };

/**
 * `saveContactForm`, refused when someone else saved since `expectedStamp` (the screen's stamp):
 * the check runs inside the write's transaction with the row locked, so two saves cannot both
 * pass it. One's own newer save is not a conflict.
 */
export async function writeContactForm(
  db: Database,
  input: ContactFormSettingsInput,
  adminId: string,
  expectedStamp?: string,
): Promise<ContactFormWrite> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ updatedAt: forms.updatedAt, updatedBy: forms.updatedBy })
      .from(forms)
      .where(eq(forms.formId, CONTACT_FORM_ID))
      .for("update");
    const stamp = String(locked?.updatedAt.getTime() ?? 0);
    if (expectedStamp !== undefined && stamp !== expectedStamp && locked?.updatedBy !== adminId) {
      return {
        ok: false as const,
        conflict: { stamp, updatedBy: locked?.updatedBy ?? null, updatedAt: locked?.updatedAt ?? null },
      };
    }
    const current = await readContactForm(tx as unknown as Database);
    const fields: FormField[] = defaultContactFields.map((field) => {
      const edit = input.fields[field.name as ContactFieldName];
      return { ...field, label: edit.label, placeholder: edit.placeholder, required: edit.required };
    });
    const settings: FormSettings = {
      title: current.settings.title,
      submitButtonText: input.submitButtonText,
      successMessage: input.successMessage,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
    };
    const now = new Date();
    const updated = await tx
      .update(forms)
      .set({ fields, settings, updatedBy: adminId, updatedAt: now })
      .where(eq(forms.formId, CONTACT_FORM_ID))
      .returning({ id: forms.id });
    if (updated.length === 0) {
      // Two first saves at once: the unique form_id turns the second insert into an update.
      await tx
        .insert(forms)
        .values({
          formId: CONTACT_FORM_ID,
          fields,
          settings,
          createdBy: adminId,
          updatedBy: adminId,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: forms.formId,
          set: { fields, settings, updatedBy: adminId, updatedAt: now },
        });
    }
    await tx
      .insert(formVersions)
      .values({ formId: CONTACT_FORM_ID, fields, settings, savedBy: adminId, savedAt: now });
    return { ok: true as const, form: { fields, settings } };
  });
}
