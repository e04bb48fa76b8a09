import { describe, expect, it } from "vitest";
import { maskBrazilianPhone } from "~/lib/phone";

describe("Brazilian phone mask", () => {
  it("masks a mobile number with area code", () => {
    expect(maskBrazilianPhone("11987654321")).toBe("(11) 98765-4321");
  });
  it("masks a landline", () => {
    expect(maskBrazilianPhone("1134567890")).toBe("(11) 3456-7890");
  });
  it("masks partial input as it is typed", () => {
    expect(maskBrazilianPhone("1")).toBe("(1");
    expect(maskBrazilianPhone("119")).toBe("(11) 9");
    expect(maskBrazilianPhone("1198765")).toBe("(11) 9876-5");
  });
  it("drops what is not a digit and anything past 11 digits", () => {
    expect(maskBrazilianPhone("(11) 98765-4321 ramal 9")).toBe("(11) 98765-4321");
    expect(maskBrazilianPhone("abc")).toBe("");
  });
});
