import type { z } from "zod";
import type { FieldSpec, SectionDefinition } from "./define";

/**
 * Working with section values through their `FieldSpec`s: validating with the section's schema
 * (the one rule for the screen, the import and the readers), reading a submitted form into a
 * value, comparing two values, and finding the images a value uses. Paths are written as the
 * form's input names: "whatsapp", "address.city", "items[2].logo".
 */

/** Any registry of sections: the app's (`sections`) or a test's own. */
export type SectionRegistry = Readonly<Record<string, SectionDefinition>>;

/** Field path → the messages of that field (the first one is shown under it). */
export type FieldErrors = Record<string, string[]>;

export type ValidationResult = { ok: true; value: unknown } | { ok: false; errors: FieldErrors };

type Issue = z.core.$ZodRawIssue;

/**
 * Portuguese messages for the rules a section's schema states without a message of its own.
 * A message written in the schema always wins (zod's precedence), so the screen and the import
 * show the same words.
 */
export function portugueseMessage(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined || issue.input === "") return "Preencha este campo.";
      return issue.expected === "number" ? "Informe um número." : "Valor inválido.";
    case "too_big": {
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return `Use no máximo ${maximum} caracteres.`;
      if (issue.origin === "array") return `No máximo ${maximum} ${maximum === 1 ? "item" : "itens"}.`;
      return `O valor máximo é ${maximum}.`;
    }
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (issue.origin === "string") {
        return minimum <= 1 ? "Preencha este campo." : `Use pelo menos ${minimum} caracteres.`;
      }
      if (issue.origin === "array") return `Pelo menos ${minimum} ${minimum === 1 ? "item" : "itens"}.`;
      return `O valor mínimo é ${minimum}.`;
    }
    case "invalid_format":
      if (issue.format === "email") return "Informe um e-mail válido.";
      if (issue.format === "url") return "Informe um endereço válido (https://…).";
      return "Formato inválido.";
    default:
      return "Valor inválido.";
  }
}

/** "items[2].logo" from zod's path ["items", 2, "logo"]. */
export function pathName(path: readonly PropertyKey[]): string {
  let name = "";
  for (const key of path) {
    if (typeof key === "number") name += `[${key}]`;
    else name += name ? `.${String(key)}` : String(key);
  }
  return name;
}

/** ["items", 2, "logo"] from "items[2].logo". */
export function pathKeys(name: string): (string | number)[] {
  const keys: (string | number)[] = [];
  for (const match of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    keys.push(match[2] !== undefined ? Number(match[2]) : match[1]);
  }
  return keys;
}

/** The id of a field's input on the section's screen (the dashboard links to it with #id). */
export function fieldElementId(path: string): string {
  return `campo-${path.replace(/[^\w-]+/g, "-").replace(/-+$/, "")}`;
}

/** Validates a value with the section's schema; the parsed value, or the errors by field. */
export function validateSectionValue(definition: SectionDefinition, input: unknown): ValidationResult {
  const result = definition.schema.safeParse(input, { error: portugueseMessage });
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = pathName(issue.path);
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return { ok: false, errors };
}

/**
 * Validates what a form sent. A blank text or number field is sent as "", which an optional
 * field's rule may refuse ("not a URL"): such a field is retried as absent, and kept absent
 * when that satisfies its rule.
 */
export function validateSectionInput(definition: SectionDefinition, input: unknown): ValidationResult {
  const first = validateSectionValue(definition, input);
  if (first.ok) return first;
  let retried = input;
  let changed = false;
  for (const name of Object.keys(first.errors)) {
    if (name && valueAt(input, name) === "") {
      retried = withValueAt(retried, name, undefined);
      changed = true;
    }
  }
  if (!changed) return first;
  const second = validateSectionValue(definition, retried);
  return second.ok || Object.keys(second.errors).length < Object.keys(first.errors).length ? second : first;
}

export function valueAt(value: unknown, name: string): unknown {
  let at: unknown = value;
  for (const key of pathKeys(name)) {
    if (at === null || typeof at !== "object") return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/** A copy of `value` with `name` set to `next` (objects and arrays along the path are copied). */
export function withValueAt(value: unknown, name: string, next: unknown): unknown {
  const keys = pathKeys(name);
  const set = (at: unknown, index: number): unknown => {
    if (index === keys.length) return next;
    const key = keys[index];
    const copy: Record<string | number, unknown> | unknown[] = Array.isArray(at)
      ? [...at]
      : { ...((at as Record<string, unknown>) ?? {}) };
    (copy as Record<string | number, unknown>)[key] = set(
      (at as Record<string | number, unknown> | undefined)?.[key],
      index + 1,
    );
    return copy;
  };
  return set(value, 0);
}

/** A number as typed in Brazil ("8.997", "1.234,50", "75000") or the text itself when it is none. */
export function typedNumber(text: string): number | string | undefined {
  const trimmed = text.trim().replace(/^R\$\s*/, "");
  if (trimmed === "") return undefined;
  let normal = trimmed;
  if (normal.includes(",")) normal = normal.replace(/\./g, "").replace(",", ".");
  else if (/^-?\d{1,3}(\.\d{3})+$/.test(normal)) normal = normal.replace(/\./g, "");
  const number = Number(normal);
  return Number.isFinite(number) ? number : trimmed;
}

/**
 * A number as the screen shows it, in the Brazilian way `typedNumber` reads back ("8.997",
 * "2,125"): a dot is always a thousands separator there, so "2.125" would come back as 2125.
 */
export function shownNumber(value: number): string {
  return new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 10 }).format(value);
}

/** The value a form sent, shaped by the section's fields (lists in the order they were sent). */
export function formToSectionInput(fields: readonly FieldSpec[], form: FormData): Record<string, unknown> {
  return readFields(fields, form, "");
}

function readFields(fields: readonly FieldSpec[], form: FormData, prefix: string): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  for (const field of fields) value[field.name] = readField(field, form, `${prefix}${field.name}`);
  return value;
}

function readField(field: FieldSpec, form: FormData, name: string): unknown {
  if (field.kind === "group") return readFields(field.fields ?? [], form, `${name}.`);
  if (field.kind === "list") {
    return listIndexes(form, name).map((index) => {
      const item = `${name}[${index}]`;
      return field.fields ? readFields(field.fields, form, `${item}.`) : text(form, item);
    });
  }
  const typed = text(form, name);
  return field.kind === "number" || field.kind === "money" ? typedNumber(typed) : typed;
}

function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/** The item indexes of a list as the form sent them ("items[3].name" → 3), in order. */
function listIndexes(form: FormData, name: string): number[] {
  const indexes: number[] = [];
  const prefix = `${name}[`;
  for (const key of form.keys()) {
    if (!key.startsWith(prefix)) continue;
    const match = /^(\d+)\]/.exec(key.slice(prefix.length));
    if (match && !indexes.includes(Number(match[1]))) indexes.push(Number(match[1]));
  }
  return indexes;
}

/** An empty item of a list, for "Adicionar". */
export function emptyItem(field: FieldSpec): unknown {
  if (!field.fields) return "";
  return Object.fromEntries(field.fields.map((child) => [child.name, emptyValue(child)]));
}

function emptyValue(field: FieldSpec): unknown {
  if (field.kind === "list") return [];
  if (field.kind === "group") return emptyItem(field);
  return "";
}

/** The list operations the screen's buttons send as `intent` ("list-add:items", "list-up:items[2]"). */
export function applyListIntent(
  fields: readonly FieldSpec[],
  value: unknown,
  intent: string,
): { value: unknown; focus: string } | null {
  const match = /^list-(add|remove|up|down):(.+)$/.exec(intent);
  if (!match) return null;
  const [, operation, target] = match;
  if (operation === "add") {
    const field = fieldAt(fields, target);
    if (field?.kind !== "list") return null;
    const list = asArray(valueAt(value, target));
    if (field.maxItems !== undefined && list.length >= field.maxItems) return null;
    return {
      value: withValueAt(value, target, [...list, emptyItem(field)]),
      focus: `${target}[${list.length}]`,
    };
  }
  const item = /^(.+)\[(\d+)\]$/.exec(target);
  const listField = item ? fieldAt(fields, item[1]) : undefined;
  if (!item || listField?.kind !== "list") return null;
  const [, listName, indexText] = item;
  const list = asArray(valueAt(value, listName));
  const index = Number(indexText);
  if (index >= list.length) return null;
  if (operation === "remove") {
    if (listField.minItems !== undefined && list.length <= listField.minItems) return null;
    return {
      value: withValueAt(
        value,
        listName,
        list.filter((_, at) => at !== index),
      ),
      focus: listName,
    };
  }
  const other = operation === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= list.length) return { value, focus: target };
  const moved = [...list];
  [moved[index], moved[other]] = [moved[other], moved[index]];
  return { value: withValueAt(value, listName, moved), focus: `${listName}[${other}]` };
}

function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** The FieldSpec of the field at a path ("items[2].logo" → the list's "logo" field). */
export function fieldAt(fields: readonly FieldSpec[], name: string): FieldSpec | undefined {
  let level: readonly FieldSpec[] | undefined = fields;
  let found: FieldSpec | undefined;
  for (const key of pathKeys(name)) {
    if (typeof key === "number") continue;
    found = level?.find((field) => field.name === key);
    level = found?.fields;
  }
  return found;
}

/** The field's label with the labels of its groups and list items ("Parceiros › Parceiro 3 › Logo"). */
export function fieldLabel(fields: readonly FieldSpec[], name: string): string {
  const labels: string[] = [];
  let level: readonly FieldSpec[] | undefined = fields;
  let list: FieldSpec | undefined;
  for (const key of pathKeys(name)) {
    if (typeof key === "number") {
      labels.push(`${list?.itemLabel ?? "Item"} ${key + 1}`);
      continue;
    }
    const field: FieldSpec | undefined = level?.find((candidate) => candidate.name === key);
    if (!field) break;
    labels.push(field.label);
    list = field.kind === "list" ? field : undefined;
    level = field.fields;
  }
  return labels.join(" › ");
}

/** One field that differs between two values of a section, as plain texts. */
export type FieldDifference = { field: string; label: string; before: string; after: string };

/** The fields whose values differ (lists item by item; a missing item reads as "—"). */
export function sectionDifferences(
  fields: readonly FieldSpec[],
  before: unknown,
  after: unknown,
): FieldDifference[] {
  const differences: FieldDifference[] = [];
  for (const name of leafPaths(fields, [before, after])) {
    const left = shown(valueAt(before, name));
    const right = shown(valueAt(after, name));
    if (left !== right)
      differences.push({ field: name, label: fieldLabel(fields, name), before: left, after: right });
  }
  return differences;
}

function shown(value: unknown): string {
  if (value === undefined || value === null || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** Every leaf field's path present in any of the values (list items of all of them). */
function leafPaths(fields: readonly FieldSpec[], values: unknown[], prefix = ""): string[] {
  const paths: string[] = [];
  for (const field of fields) {
    const name = `${prefix}${field.name}`;
    if (field.kind === "group") {
      paths.push(...leafPaths(field.fields ?? [], values, `${name}.`));
    } else if (field.kind === "list") {
      const length = Math.max(0, ...values.map((value) => asArray(valueAt(value, name)).length));
      for (let index = 0; index < length; index++) {
        const item = `${name}[${index}]`;
        if (field.fields) paths.push(...leafPaths(field.fields, values, `${item}.`));
        else paths.push(item);
      }
    } else {
      paths.push(name);
    }
  }
  return paths;
}

/** The paths of the `image` fields of a value that hold `url` (or all image fields when no url). */
export function imageFieldsUsing(fields: readonly FieldSpec[], value: unknown, url?: string): string[] {
  return leafPaths(fields, [value]).filter((name) => {
    if (fieldAt(fields, name)?.kind !== "image") return false;
    const held = valueAt(value, name);
    return typeof held === "string" && held !== "" && (url === undefined || held === url);
  });
}
