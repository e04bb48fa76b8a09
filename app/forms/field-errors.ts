/**
 * The one way a refused form's validation problems become what the screen shows under each
 * field: the first message of each field, by the field's name. A problem about the whole form
 * (no path) is filed under "form".
 */

/** The first problem of each field that was refused, by field name. */
export type FieldErrors<Name extends string = string> = Partial<Record<Name | "form", string>>;

/** What a Zod error carries that matters here (any Zod version's error has it). */
type ValidationIssues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** Zod's issues as field errors; `nameOf` names a field from an issue's path (its first key by default). */
export function fieldErrorsOf<Name extends string = string>(
  error: ValidationIssues,
  nameOf: (path: readonly PropertyKey[]) => string = (path) => (path.length ? String(path[0]) : "form"),
): FieldErrors<Name> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[nameOf(issue.path)] ??= issue.message;
  return errors as FieldErrors<Name>;
}
