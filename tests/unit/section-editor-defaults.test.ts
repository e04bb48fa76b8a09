import { describe, expect, it } from "vitest";
import type { FieldSpec } from "~/content/registry/define";
import { sections } from "~/content/registry/sections";
import { applyListIntent, formToSectionInput, validateSectionInput } from "~/content/registry/values";
import { editorFormData, editorMarkup } from "../support/editor-form";

/**
 * Every registered section, opened in the generic editor with its defaults and saved unchanged:
 * what the editor's own inputs send reads back into the same value, and the schema accepts it
 * (no field error on "Salvar rascunho").
 */

const entries = Object.entries(sections).map(([id, definition]) => [id, definition] as const);

describe("the section editor with each section's defaults", () => {
  it.each(entries)(
    "%s: saving the unchanged form gives back the defaults, without errors",
    (_, definition) => {
      const fields = definition.fields as FieldSpec[];
      const sent = formToSectionInput(fields, editorFormData(fields, definition.defaults));
      const checked = validateSectionInput(definition, sent);
      expect(checked.ok ? {} : checked.errors).toEqual({});
      expect(checked.ok && checked.value).toEqual(definition.schema.parse(definition.defaults));
    },
  );
});

const editorFields: FieldSpec[] = [
  {
    name: "items",
    label: "Vantagens",
    kind: "list",
    itemLabel: "Vantagem",
    minItems: 1,
    maxItems: 2,
    fields: [
      {
        name: "icon",
        label: "Ícone",
        kind: "text",
        options: [
          { value: "wallet", label: "Carteira" },
          { value: "calendar", label: "Calendário" },
        ],
      },
    ],
  },
  { name: "ticker", label: "Faixa", kind: "list", itemLabel: "Produto" },
  { name: "price", label: "Preço", kind: "money" },
];

describe("the editor's closed choices, list counts and lists of texts", () => {
  it("offers a closed choice as a select with its Portuguese labels, the current one chosen", () => {
    const html = editorMarkup(editorFields, { items: [{ icon: "calendar" }], ticker: [], price: 1 });
    expect(html).toMatch(/<select[^>]*name="items\[0\]\.icon"/);
    expect(html).toContain('<option value="wallet">Carteira</option>');
    expect(html).toMatch(/<option value="calendar" selected="">Calendário<\/option>/);
  });

  it("hides Remover at the fewest items and Adicionar at the most, and refuses them on the server", () => {
    const one = { items: [{ icon: "wallet" }], ticker: [], price: 1 };
    const oneHtml = editorMarkup(editorFields, one);
    expect(oneHtml).not.toContain("Remover Vantagem 1");
    expect(oneHtml).toContain('value="list-add:items"');
    const two = { items: [{ icon: "wallet" }, { icon: "calendar" }], ticker: [], price: 1 };
    const twoHtml = editorMarkup(editorFields, two);
    expect(twoHtml).toContain("Remover Vantagem 1");
    expect(twoHtml).not.toContain('value="list-add:items"');
    expect(twoHtml).toContain("Esta lista aceita no máximo 2 itens.");
    expect(applyListIntent(editorFields, two, "list-add:items")).toBeNull();
    expect(applyListIntent(editorFields, one, "list-remove:items[0]")).toBeNull();
    expect(applyListIntent(editorFields, two, "list-remove:items[0]")).not.toBeNull();
  });

  it("edits a list of plain texts with one input per item and reads it back as texts", () => {
    const value = { items: [{ icon: "wallet" }], ticker: ["Consórcio", "Seguro auto"], price: 2.125 };
    const html = editorMarkup(editorFields, value);
    expect(html).toMatch(/<input[^>]*name="ticker\[1\]"[^>]*value="Seguro auto"/);
    expect(html).toMatch(/<label[^>]*>Produto 2<\/label>/);
    expect(formToSectionInput(editorFields, editorFormData(editorFields, value))).toEqual(value);
  });
});
