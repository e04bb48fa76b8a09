/** The named text fields of a posted form (a field sent as a file, or not sent, is left out). */
export function textFields<Name extends string>(
  formData: FormData,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value;
  }
  return values;
}
