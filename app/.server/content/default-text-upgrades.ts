import { eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { forms } from "~/.server/db/schema";
import type { FormField } from "~/forms/contact";
import { CONTACT_FORM_ID } from "~/forms/contact";

/**
 * Default texts of the stored contact form that an earlier release seeded and this one words
 * differently. A database seeded before keeps the old text until this runs (at start-up, after
 * seeding): a field whose label is still exactly the old default gets the new one; a label an
 * admin changed is theirs and stays.
 */
const contactLabelUpgrades: { fieldId: string; from: string; to: string }[] = [
  // The same wording as the expo form's field (and the field's own placeholder).
  { fieldId: "name", from: "Nome", to: "Nome completo" },
];

export async function upgradeDefaultTexts(db: Database): Promise<void> {
  const [row] = await db
    .select({ fields: forms.fields })
    .from(forms)
    .where(eq(forms.formId, CONTACT_FORM_ID))
    .limit(1);
  if (!row) return;
  let changed = false;
  const fields: FormField[] = row.fields.map((field) => {
    const upgrade = contactLabelUpgrades.find((u) => u.fieldId === field.id && u.from === field.label);
    if (!upgrade) return field;
    changed = true;
    return { ...field, label: upgrade.to };
  });
  if (changed) await db.update(forms).set({ fields }).where(eq(forms.formId, CONTACT_FORM_ID));
}
