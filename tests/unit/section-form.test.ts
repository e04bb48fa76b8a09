import { describe, expect, it } from "vitest";
import {
  applyListIntent,
  formToSectionInput,
  typedNumber,
  validateSectionInput,
} from "~/content/registry/values";
import { fixtureContact } from "../support/section-fixtures";

/**
 * The generic section editor's form: inputs named by their path read back into a value, list
 * buttons (add, remove, move) applied on the server, Brazilian numbers.
 */

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const sent = form([
  ["intent", "save-draft"],
  ["title", "Fale conosco"],
  ["whatsapp", "(21) 98888-7777"],
  ["website", ""],
  ["price", "8.997,50"],
  ["address.city", "Campinas"],
  ["partners[0].name", "A"],
  ["partners[0].logo", "/uploads/a.webp"],
  ["partners[1].name", "B"],
  ["partners[1].logo", "/uploads/b.webp"],
]);

describe("section form", () => {
  it("reads the inputs into the section's value, and the schema accepts it", () => {
    const value = formToSectionInput(fixtureContact.fields, sent);
    expect(value).toEqual({
      title: "Fale conosco",
      whatsapp: "(21) 98888-7777",
      website: "",
      price: 8997.5,
      address: { city: "Campinas" },
      partners: [
        { name: "A", logo: "/uploads/a.webp" },
        { name: "B", logo: "/uploads/b.webp" },
      ],
    });
    const checked = validateSectionInput(fixtureContact, value);
    expect(checked.ok).toBe(true);
  });

  it("adds, removes and moves list items, and says where the cursor goes", () => {
    const value = formToSectionInput(fixtureContact.fields, sent);
    type Partners = { partners: { name: string }[] };
    const names = (result: ReturnType<typeof applyListIntent>) =>
      (result?.value as Partners | undefined)?.partners.map((item) => item.name);
    const added = applyListIntent(fixtureContact.fields, value, "list-add:partners");
    expect(names(added)).toHaveLength(3);
    expect(added?.focus).toBe("partners[2]");
    const moved = applyListIntent(fixtureContact.fields, value, "list-up:partners[1]");
    expect(names(moved)).toEqual(["B", "A"]);
    const removed = applyListIntent(fixtureContact.fields, value, "list-remove:partners[0]");
    expect(names(removed)).toEqual(["B"]);
    // Not a list, or out of range: nothing.
    expect(applyListIntent(fixtureContact.fields, value, "list-add:title")).toBeNull();
    expect(applyListIntent(fixtureContact.fields, value, "list-remove:partners[7]")).toBeNull();
  });

  it("reads numbers as typed in Brazil", () => {
    expect(typedNumber("8.997")).toBe(8997);
    expect(typedNumber("R$ 1.234,56")).toBe(1234.56);
    expect(typedNumber("75000")).toBe(75000);
    expect(typedNumber("")).toBeUndefined();
    expect(typedNumber("muito")).toBe("muito");
  });
});
