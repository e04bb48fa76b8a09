import { describe, expect, it } from "vitest";
import { contactSchema } from "~/forms/contact-schema";
import { brazilianStates, loanBlockedMessage, paymentMethodsFor } from "~/forms/options";
import { validContactLead } from "../support/contact-lead";

const valid = validContactLead;

function errorsOf(input: Record<string, string | undefined>) {
  const result = contactSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("contact form rules", () => {
  it("accepts a complete lead", () => {
    expect(contactSchema.safeParse(valid).success).toBe(true);
  });

  it("requires every field", () => {
    const errors = errorsOf({});
    expect(Object.keys(errors).sort()).toEqual(
      [
        "city",
        "consent",
        "currentMarket",
        "email",
        "interestType",
        "investmentAmount",
        "investmentTime",
        "name",
        "paymentMethod",
        "phone",
        "state",
      ].sort(),
    );
  });

  it("offers all 27 states", () => {
    expect(brazilianStates).toHaveLength(27);
  });

  it("offers only 'À vista' for R$ 8.997 and all three methods otherwise", () => {
    expect(paymentMethodsFor("R$ 8.997", "R$ 8.997")).toEqual(["À vista"]);
    expect(paymentMethodsFor("R$ 14.997", "R$ 8.997")).toEqual([
      "À vista",
      "Entrada + Parcelamento Cartão",
      "Parcelamento Cartão",
    ]);
    expect(errorsOf({ ...valid, investmentAmount: "R$ 8.997" })).toHaveProperty("paymentMethod");
    expect(errorsOf({ ...valid, investmentAmount: "R$ 8.997", paymentMethod: "À vista" })).toEqual({});
  });

  it("blocks loan interest with its message", () => {
    expect(errorsOf({ ...valid, interestType: "Empréstimo" })).toEqual({ interestType: loanBlockedMessage });
  });

  it("refuses values outside the offered options", () => {
    expect(errorsOf({ ...valid, investmentAmount: "R$ 1,00" })).toHaveProperty("investmentAmount");
    expect(errorsOf({ ...valid, state: "ZZ" })).toHaveProperty("state");
    expect(errorsOf({ ...valid, phone: "123" })).toHaveProperty("phone");
    expect(errorsOf({ ...valid, consent: "off" })).toHaveProperty("consent");
  });
});
