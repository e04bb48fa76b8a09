import type { z } from "zod";
import type { FieldSpec, SectionDefinition } from "~/content/registry/define";

/**
 * Values of a section at the limits its schema allows, for the test that publishes them and loads
 * every page: each list at its fewest or most items, each text at its shortest or longest, each
 * optional field empty. Fields with a format of their own (e-mail, phone, dates, addresses…) keep
 * their shipped value; a generated value the schema refuses at some path falls back to the shipped
 * value there, and the paths that did are reported, so what the test did not cover is visible.
 */

export type Limit = "longest" | "shortest";

export type LimitValue = { value: unknown; keptDefaults: string[] };

/** The section's schema pieces the generator reads (zod 4's own definitions). */
type ZodNode = { _zod: { def: Record<string, unknown> & { type: string } } } & {
  minLength?: number | null;
  maxLength?: number | null;
};

/** Unwraps optional, default, pipe and similar wrappers down to the schema that holds the rules. */
function core(schema: unknown): ZodNode {
  let node = schema as ZodNode;
  for (let depth = 0; depth < 10; depth++) {
    const def = node._zod.def;
    const inner = (def.innerType ?? (def.type === "pipe" ? def.in : undefined)) as ZodNode | undefined;
    if (!inner) break;
    node = inner;
  }
  return node;
}

function lengthCheck(schema: ZodNode, check: "min_length" | "max_length"): number | undefined {
  const checks = (schema._zod.def.checks ?? []) as { _zod: { def: Record<string, unknown> } }[];
  for (const entry of checks) {
    const def = entry._zod.def;
    if (def.check === check) return Number(check === "min_length" ? def.minimum : def.maximum);
  }
  return undefined;
}

function accepts(schema: unknown, value: unknown): boolean {
  return (schema as z.ZodType).safeParse(value).success;
}

const words = [
  "Consórcio",
  "franquia",
  "rentável",
  "atendimento",
  "São",
  "Paulo",
  "crédito",
  "imobiliário",
  "seguros",
  "financiamento",
  "maquininhas",
  "energia",
  "solar",
];

/** Portuguese words up to exactly `length` characters; a textarea's text has a line break now and then. */
export function longText(length: number, multiline: boolean): string {
  let text = "";
  let index = 0;
  while (text.length < length) {
    const separator = text === "" ? "" : multiline && index % 25 === 0 ? "\n" : " ";
    text += separator + words[index % words.length];
    index++;
  }
  return text.slice(0, length).trimEnd().padEnd(length, "a");
}

function textAt(spec: FieldSpec, schema: unknown, shipped: unknown, limit: Limit, item?: number): unknown {
  const rules = core(schema);
  if (rules._zod.def.type !== "string") return shipped;
  if (limit === "shortest") {
    if (accepts(schema, "")) return "";
    return "A".repeat(Math.max(1, rules.minLength ?? 1));
  }
  // The item's number first: lists that refuse repeated texts (the FAQ's questions) take them.
  const prefix = item === undefined ? "" : `${item + 1} `;
  const multiline = spec.kind === "textarea";
  // A limit the schema keeps inside a refinement is found by trying shorter texts.
  for (const max of [rules.maxLength ?? 2000, 500, 300, 200, 120, 80, 60, 40, 20]) {
    const text = prefix + longText(max - prefix.length, multiline);
    if (accepts(schema, text)) return text;
  }
  return shipped;
}

function fieldAt(spec: FieldSpec, schema: unknown, shipped: unknown, limit: Limit, item?: number): unknown {
  switch (spec.kind) {
    case "list":
      return listAt(spec, schema, shipped, limit);
    case "group":
      return groupAt(spec.fields ?? [], schema, shipped, limit, item);
    case "text":
    case "textarea":
      return textAt(spec, schema, shipped, limit, item);
    default:
      // A formatted value (address, phone, date, image…): empty when it may be, else as shipped.
      return limit === "shortest" && accepts(schema, "") ? "" : shipped;
  }
}

function listAt(spec: FieldSpec, schema: unknown, shipped: unknown, limit: Limit): unknown {
  const rules = core(schema);
  const items = Array.isArray(shipped) ? shipped : [];
  if (rules._zod.def.type !== "array" || items.length === 0) return shipped;
  const fewest = spec.minItems ?? lengthCheck(rules, "min_length") ?? 0;
  const most = spec.maxItems ?? lengthCheck(rules, "max_length") ?? Math.max(items.length * 2, 10);
  const count = limit === "longest" ? most : fewest;
  const element = rules._zod.def.element;
  return Array.from({ length: count }, (_, index) =>
    spec.fields
      ? groupAt(spec.fields, element, items[index % items.length], limit, index)
      : fieldAt({ ...spec, kind: "text" }, element, items[index % items.length], limit, index),
  );
}

function groupAt(
  fields: FieldSpec[],
  schema: unknown,
  shipped: unknown,
  limit: Limit,
  item?: number,
): unknown {
  const rules = core(schema);
  const shape = (rules._zod.def.shape ?? {}) as Record<string, unknown>;
  const base = (shipped && typeof shipped === "object" ? shipped : {}) as Record<string, unknown>;
  const value: Record<string, unknown> = { ...base };
  for (const field of fields) {
    if (!(field.name in shape)) continue;
    value[field.name] = fieldAt(field, shape[field.name], base[field.name], limit, item);
  }
  return value;
}

/** The shipped value at `path`, a list's item taken round-robin from the shipped items. */
function shippedAt(defaults: unknown, path: PropertyKey[]): unknown {
  let node = defaults;
  for (const key of path) {
    if (Array.isArray(node)) node = node.length ? node[Number(key) % node.length] : undefined;
    else if (node && typeof node === "object") node = (node as Record<PropertyKey, unknown>)[key];
    else return undefined;
  }
  return node;
}

/** The outermost list on `path` that holds more items than shipped, with the shipped count. */
function listIn(value: unknown, defaults: unknown, path: PropertyKey[]) {
  for (let end = 0; end < path.length; end++) {
    const here = path.slice(0, end + 1);
    const current = shippedAt(value, here);
    const shipped = shippedAt(defaults, here);
    if (Array.isArray(current) && Array.isArray(shipped) && current.length > shipped.length) {
      return { path: here, shipped: shipped.length };
    }
  }
  return null;
}

function setAt(value: unknown, path: PropertyKey[], replacement: unknown): void {
  let node = value as Record<PropertyKey, unknown> | undefined;
  for (const key of path.slice(0, -1)) node = node?.[key] as Record<PropertyKey, unknown> | undefined;
  if (node) node[path[path.length - 1]] = replacement;
}

/** The section's value at `limit`, with the paths the schema refused set back to the shipped value. */
export function valueAtLimit(definition: SectionDefinition, limit: Limit): LimitValue {
  const value = structuredClone(groupAt(definition.fields, definition.schema, definition.defaults, limit));
  const keptDefaults = new Set<string>();
  for (let attempt = 0; attempt < 8; attempt++) {
    const checked = definition.schema.safeParse(value);
    if (checked.success) return { value, keptDefaults: [...keptDefaults] };
    for (const issue of checked.error.issues) {
      if (issue.path.length === 0) continue;
      // A list whose items must differ in a formatted field (the expo's days, the videos) cannot
      // grow past its shipped items: it is cut back to their number.
      const list = listIn(value, definition.defaults, issue.path);
      if (attempt >= 2 && list) {
        setAt(value, list.path, (shippedAt(value, list.path) as unknown[]).slice(0, list.shipped));
        keptDefaults.add(`${list.path.join(".")} (${list.shipped} items)`);
        break;
      }
      setAt(value, issue.path, structuredClone(shippedAt(definition.defaults, issue.path)));
      keptDefaults.add(issue.path.join("."));
    }
  }
  return { value: structuredClone(definition.defaults), keptDefaults: ["(the whole value)"] };
}
