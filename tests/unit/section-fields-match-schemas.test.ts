import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { blockTypes } from "~/content/pages/blocks";
import type { FieldSpec } from "~/content/registry/define";
import { sections } from "~/content/registry/sections";

/**
 * A section's zod schema (what may be stored) and its `fields` (what Content Management draws)
 * are written side by side in its `defineSection` (docs/recipes.md "Adding an editable section").
 * A key of the schema without a field cannot be edited (its value is whatever was last imported);
 * a field without a key is dropped on save. So for every section of the registry, at every
 * depth (groups, and the items of lists), the two name the same keys, a list is an array of
 * objects and a group an object, and a list's item counts are the schema's.
 */

type Shape = Record<string, z.ZodType>;
type Def = {
  type: string;
  shape?: Shape;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  checks?: { _zod: { def: { check: string; minimum?: number; maximum?: number } } }[];
};

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def;

/** The schema under its wrappers (optional, default, a transform's input…): what the form edits. */
function unwrapped(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (def.innerType) return unwrapped(def.innerType);
  if (def.type === "pipe" && def.in) return unwrapped(def.in);
  return schema;
}

/** The fewest and most items an array schema accepts. */
function arrayBounds(schema: z.ZodType): { min?: number; max?: number } {
  const bounds: { min?: number; max?: number } = {};
  for (const check of defOf(schema).checks ?? []) {
    const { check: kind, minimum, maximum } = check._zod.def;
    if (kind === "min_length") bounds.min = minimum;
    if (kind === "max_length") bounds.max = maximum;
    if (kind === "length_equals") Object.assign(bounds, { min: minimum, max: maximum });
  }
  return bounds;
}

/** Every mismatch between an object schema and its fields, as "path: what is wrong". */
function mismatches(schema: z.ZodType, fields: FieldSpec[], at: string): string[] {
  const object = unwrapped(schema);
  const shape = defOf(object).shape;
  if (defOf(object).type !== "object" || !shape) return [`${at || "(value)"}: the schema is not an object`];
  const problems: string[] = [];
  const fieldNames = fields.map((field) => field.name);
  for (const key of Object.keys(shape))
    if (!fieldNames.includes(key)) problems.push(`${at}${key}: in the schema, no field`);
  for (const field of fields) {
    const path = `${at}${field.name}`;
    const keySchema = shape[field.name];
    if (!keySchema) {
      problems.push(`${path}: a field, not in the schema`);
      continue;
    }
    problems.push(...fieldMismatches(keySchema, field, path));
  }
  if (new Set(fieldNames).size !== fieldNames.length)
    problems.push(`${at || "(value)"}: a field named twice`);
  return problems;
}

/** One field against its key's schema: groups and lists recursively. */
function fieldMismatches(keySchema: z.ZodType, field: FieldSpec, path: string): string[] {
  const inner = unwrapped(keySchema);
  const type = defOf(inner).type;
  if (field.kind === "group") return mismatches(inner, field.fields ?? [], `${path}.`);
  if (field.kind === "list") {
    const element = defOf(inner).element;
    if (type !== "array" || !element) return [`${path}: a list field, the schema is not an array`];
    const { min, max } = arrayBounds(inner);
    const counts =
      field.minItems === min && field.maxItems === max
        ? []
        : [`${path}: items ${field.minItems}–${field.maxItems} on the screen, ${min}–${max} in the schema`];
    // A list without item fields is a list of texts: its items are plain values.
    if (!field.fields) {
      const itemType = defOf(unwrapped(element)).type;
      return itemType === "object" || itemType === "array"
        ? [...counts, `${path}[]: a list of texts, the schema's items are a ${itemType}`]
        : counts;
    }
    return [...counts, ...mismatches(element, field.fields, `${path}[].`)];
  }
  return type === "object" || type === "array"
    ? [`${path}: a ${field.kind} field, the schema is a ${type}`]
    : [];
}

describe("every section's fields and schema", () => {
  it.each(Object.entries(sections))(
    "%s: the fields name the schema's keys, at every depth",
    (_id, section) => {
      expect(mismatches(section.schema, section.fields, "")).toEqual([]);
    },
  );

  it.each(Object.entries(blockTypes))(
    "block type %s: the fields name the schema's keys, at every depth",
    (_type, block) => {
      expect(mismatches(block.schema, block.fields, "")).toEqual([]);
    },
  );

  it("finds a key without a field, a field without a key, and a list's counts that differ", () => {
    const { schema, fields } = sections.partners;
    const [list] = fields;
    const itemFields = list.fields ?? [];
    expect(mismatches(schema, [{ ...list, fields: itemFields.slice(1) }], "")).toEqual([
      "items[].image: in the schema, no field",
    ]);
    const extra: FieldSpec = { name: "caption", label: "Legenda", kind: "text" };
    expect(mismatches(schema, [{ ...list, fields: [...itemFields, extra] }], "")).toEqual([
      "items[].caption: a field, not in the schema",
    ]);
    expect(mismatches(schema, [{ ...list, maxItems: 8 }], "")).toEqual([
      "items: items 1–8 on the screen, 1–60 in the schema",
    ]);
    const company = sections.company;
    const withoutCity = company.fields.map((field) =>
      field.name === "address"
        ? { ...field, fields: field.fields?.filter((inner) => inner.name !== "city") }
        : field,
    );
    expect(mismatches(company.schema, withoutCity, "")).toEqual(["address.city: in the schema, no field"]);
  });
});
