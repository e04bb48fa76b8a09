import type { SectionDefinition } from "./define";
import { type FieldErrors, validateSectionValue } from "./values";

/**
 * Stored section values outlive the code that wrote them (docs/decisions/050): each is stored
 * with the version of the section's schema it was written for, and read through the section's
 * chain of migrations up to today's version, then checked with today's schema.
 */

/** Today's version of the section's schema. */
export function schemaVersionOf(definition: SectionDefinition): number {
  return definition.version ?? 1;
}

export type StoredValueCheck =
  /** The value as today's schema reads it (migrated when it was older). */
  | { ok: true; value: unknown; migrated: boolean }
  /**
   * What still does not fit: by field, or at "" for a migration that failed or is missing;
   * with the value as far as it was migrated, for the admin to correct.
   */
  | { ok: false; errors: FieldErrors; value: unknown };

/** A stored value of version `fromVersion`, migrated to today's version and validated. */
export function checkStoredValue(
  definition: SectionDefinition,
  stored: unknown,
  fromVersion: number,
): StoredValueCheck {
  const target = schemaVersionOf(definition);
  let value = stored;
  if (fromVersion > target) {
    const errors = { "": [`Salvo por uma versão mais nova do site (esquema ${fromVersion}).`] };
    return { ok: false, errors, value };
  }
  for (let version = fromVersion; version < target; version++) {
    const step = definition.migrations?.[version];
    if (!step) return { ok: false, errors: { "": [`Sem migração da versão ${version} do esquema.`] }, value };
    try {
      value = step(value);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ok: false, errors: { "": [`A migração da versão ${version} falhou: ${reason}`] }, value };
    }
  }
  const checked = validateSectionValue(definition, value);
  return checked.ok
    ? { ok: true, value: checked.value, migrated: fromVersion !== target }
    : { ok: false, errors: checked.errors, value };
}
