import { describe, expect, it } from "vitest";
import {
  allFieldsRequired,
  contactFormSettingsSchema,
  contactSchemaFor,
  formSettingsMessages,
  isSafeRedirectTarget,
} from "~/forms/contact-schema";
import { loanBlockedMessage } from "~/forms/options";
import { validContactLead } from "../support/contact-lead";

const lead = validContactLead;

function errorsOf(schema: ReturnType<typeof contactSchemaFor>, input: Record<string, string | undefined>) {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe("contact form rules with the admin's required flags", () => {
  const cityAndTimeOptional = contactSchemaFor({ ...allFieldsRequired, city: false, investmentTime: false });

  it("accepts an optional field left empty or missing, and stores it as empty text", () => {
    const parsed = cityAndTimeOptional.parse({ ...lead, city: "  ", investmentTime: undefined });
    expect(parsed.city).toBe("");
    expect(parsed.investmentTime).toBe("");
  });

  it("still refuses a required field left empty", () => {
    expect(errorsOf(cityAndTimeOptional, { ...lead, name: "" })).toEqual({
      name: "Informe seu nome completo",
    });
  });

  it("keeps the rules of an optional field that is filled", () => {
    const everythingOptional = contactSchemaFor(
      Object.fromEntries(Object.keys(allFieldsRequired).map((k) => [k, false])) as typeof allFieldsRequired,
    );
    expect(errorsOf(everythingOptional, { consent: "on" })).toEqual({});
    expect(errorsOf(everythingOptional, { email: "sem-arroba", consent: "on" })).toEqual({
      email: "Informe um e-mail válido",
    });
    expect(errorsOf(everythingOptional, { state: "ZZ", consent: "on" })).toHaveProperty("state");
    expect(errorsOf(everythingOptional, { interestType: "Empréstimo", consent: "on" })).toEqual({
      interestType: loanBlockedMessage,
    });
    expect(
      errorsOf(everythingOptional, {
        investmentAmount: "R$ 8.997",
        paymentMethod: "Parcelamento Cartão",
        consent: "on",
      }),
    ).toHaveProperty("paymentMethod");
    // Consent is never optional.
    expect(errorsOf(everythingOptional, {})).toEqual({
      consent: "Para enviar, aceite a Política de Privacidade",
    });
  });
});

describe("redirect targets", () => {
  it.each(["/thank-you", "/obrigado?origem=form#topo", "https://example.com/ok", "http://example.com"])(
    "%s is accepted",
    (url) => expect(isSafeRedirectTarget(url)).toBe(true),
  );
  it.each([
    "javascript:alert(1)",
    "data:text/html,x",
    "//evil.example",
    "/\\evil.example",
    "obrigado",
    "https://",
    "/com espaço",
  ])("%s is refused", (url) => expect(isSafeRedirectTarget(url)).toBe(false));
});

describe("admin form settings", () => {
  const field = { label: "Nome", placeholder: "" };
  const valid = {
    fields: Object.fromEntries(Object.keys(allFieldsRequired).map((k) => [k, { ...field, required: true }])),
    submitButtonText: "Quero ser um franqueado",
    successMessage: "Obrigado!",
    redirectUrl: "",
    webhookUrl: "",
  };

  it("accepts empty redirect and webhook URLs", () => {
    expect(contactFormSettingsSchema.safeParse(valid).success).toBe(true);
  });

  it("names the field of each bad value", () => {
    const result = contactFormSettingsSchema.safeParse({
      ...valid,
      fields: { ...valid.fields, city: { label: " ", placeholder: "", required: false } },
      redirectUrl: "javascript:alert(1)",
      webhookUrl: "ftp://example.com",
      submitButtonText: "",
    });
    expect(result.success).toBe(false);
    const errors = Object.fromEntries(result.error?.issues.map((i) => [i.path.join("."), i.message]) ?? []);
    expect(errors).toEqual({
      "fields.city.label": formSettingsMessages.label,
      redirectUrl: formSettingsMessages.redirectUrl,
      webhookUrl: formSettingsMessages.webhookUrl,
      submitButtonText: formSettingsMessages.submitButtonText,
    });
  });
});
