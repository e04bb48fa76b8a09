import { z } from "zod";
import type { InvestmentChoices } from "~/content/models";
import { type ContactFieldName, cashOnlyMessage, contactFieldNames, contactMessages as m } from "./contact";
import {
  cashPayment,
  currentMarketValues,
  interestTypes,
  investmentTimes,
  loanBlockedMessage,
  loanInterest,
  paymentMethods,
  shippedInvestmentChoices,
  stateCodes,
} from "./options";
import { plainText } from "./plain-text";

/**
 * The contact form's rules (each field's format and the business rules below), enforced by
 * the server action. The browser checks the same rules through HTML constraints (required,
 * type, pattern) so that no validation library ships to the visitor's phone.
 *
 * The admin decides which fields are required (the Forms screen of the admin area). An
 * optional field may be left empty; a filled one still obeys its rule, so the business rules
 * (the offered options, cash only for R$ 8.997, no loans) hold whatever the admin chose.
 * Consent is never optional.
 */

/** A rule on a filled-in value: the check and the message shown when it fails. */
type Check = [test: (value: string) => boolean, message: string];

const isEmail = (v: string) => z.email().safeParse(v).success;
const oneOf = (values: readonly string[]) => (v: string) => values.includes(v);

const fieldRulesFor = (choices: InvestmentChoices): Record<ContactFieldName, Check[]> => ({
  name: [[(v) => v.length <= 120, "Nome muito longo"]],
  email: [[(v) => isEmail(v) && v.length <= 200, m.email]],
  phone: [[(v) => /^\d{10,11}$/.test(v.replace(/\D/g, "")), m.phone]],
  city: [[(v) => v.length <= 120, "Cidade muito longa"]],
  state: [[oneOf(stateCodes), m.state]],
  currentMarket: [[oneOf(currentMarketValues), m.currentMarket]],
  investmentAmount: [[oneOf(choices.amounts), m.investmentAmount]],
  investmentTime: [[oneOf(investmentTimes), m.investmentTime]],
  paymentMethod: [[oneOf(paymentMethods), m.paymentMethod]],
  interestType: [
    [oneOf(interestTypes), m.interestType],
    [(v) => v !== loanInterest, loanBlockedMessage],
  ],
});

function fieldSchema(name: ContactFieldName, required: boolean, rules: Record<ContactFieldName, Check[]>) {
  const message = m[name];
  let schema = plainText({ error: message })
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => !required || v !== "", { error: message, abort: true });
  for (const [test, error] of rules[name]) {
    schema = schema.refine((v) => v === "" || test(v), { error, abort: true });
  }
  return schema;
}

export type RequiredFlags = Record<ContactFieldName, boolean>;

export const allFieldsRequired = Object.fromEntries(
  contactFieldNames.map((name) => [name, true]),
) as RequiredFlags;

/**
 * The server's rules for the contact form with the admin's required flags and the amounts the
 * published models offer (a posted amount no model has is refused with a field message).
 */
export function contactSchemaFor(
  required: RequiredFlags,
  choices: InvestmentChoices = shippedInvestmentChoices,
) {
  // Made once per form setup, not per lead: building a zod schema costs far more than using it.
  const key = JSON.stringify([required, choices]);
  let schema = madeSchemas.get(key);
  if (!schema) {
    if (madeSchemas.size >= 32) madeSchemas.clear();
    schema = makeContactSchema(required, choices);
    madeSchemas.set(key, schema);
  }
  return schema;
}

const madeSchemas = new Map<string, ReturnType<typeof makeContactSchema>>();

function makeContactSchema(required: RequiredFlags, choices: InvestmentChoices) {
  const rules = fieldRulesFor(choices);
  const shape = Object.fromEntries(
    contactFieldNames.map((name) => [name, fieldSchema(name, required[name], rules)]),
  ) as Record<ContactFieldName, ReturnType<typeof fieldSchema>>;
  return z
    .object({ ...shape, consent: z.literal("on", { error: m.consent }) })
    .refine(
      (v) =>
        v.investmentAmount !== choices.cashOnlyAmount ||
        v.paymentMethod === "" ||
        v.paymentMethod === cashPayment,
      { path: ["paymentMethod"], error: cashOnlyMessage(choices.cashOnlyAmount) },
    );
}

/** The rules of the default form, where every field is required. */
export const contactSchema = contactSchemaFor(allFieldsRequired);

export type ContactSubmission = z.infer<typeof contactSchema>;

/**
 * Where a visitor may be sent after a lead: a path of this site ("/thank-you") or an http(s)
 * address. Never "//host" or "/\host" (which browsers read as another host), nor javascript:.
 */
export function isSafeRedirectTarget(url: string): boolean {
  if (/[\s\\]/.test(url) || url.length > 2000) return false;
  if (url.startsWith("/")) return !url.startsWith("//");
  return isHttpUrl(url);
}

/** An absolute http:// or https:// URL with a host. */
export function isHttpUrl(url: string): boolean {
  if (/\s/.test(url) || url.length > 2000) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "";
  } catch {
    return false;
  }
}

export const formSettingsMessages = {
  label: "Informe o label do campo",
  labelTooLong: "Use no máximo 120 caracteres",
  placeholderTooLong: "Use no máximo 120 caracteres",
  submitButtonText: "Informe o texto do botão",
  submitButtonTooLong: "Use no máximo 60 caracteres",
  successMessage: "Informe a mensagem de sucesso",
  successMessageTooLong: "Use no máximo 300 caracteres",
  redirectUrl: "Use um caminho do site (ex.: /thank-you) ou um endereço http:// ou https://",
  webhookUrl: "Informe uma URL válida (http:// ou https://)",
} as const;

const s = formSettingsMessages;

/** Text a form may leave empty (Conform sends an empty box as undefined). */
const optionalText = plainText()
  .optional()
  .transform((v) => v ?? "");

const fieldSettingsSchema = z.object({
  label: plainText({ error: s.label }).min(1, { error: s.label }).max(120, { error: s.labelTooLong }),
  placeholder: optionalText.refine((v) => v.length <= 120, { error: s.placeholderTooLong }),
  // A switch posts "on" when on and nothing when off.
  required: z
    .boolean()
    .optional()
    .transform((v) => v === true),
});

/**
 * The admin's edit of the contact form (the Forms screen of the admin area): per field its
 * label, placeholder and required flag, and the form's settings. The webhook URL is checked
 * here for its form only; the server also checks where it points (app/.server/security).
 */
export const contactFormSettingsSchema = z.object({
  fields: z.object(
    Object.fromEntries(contactFieldNames.map((name) => [name, fieldSettingsSchema])) as Record<
      ContactFieldName,
      typeof fieldSettingsSchema
    >,
  ),
  submitButtonText: plainText({ error: s.submitButtonText })
    .min(1, { error: s.submitButtonText })
    .max(60, { error: s.submitButtonTooLong }),
  successMessage: plainText({ error: s.successMessage, multiline: true })
    .min(1, { error: s.successMessage })
    .max(300, { error: s.successMessageTooLong }),
  redirectUrl: optionalText.refine((v) => v === "" || isSafeRedirectTarget(v), { error: s.redirectUrl }),
  webhookUrl: optionalText.refine((v) => v === "" || isHttpUrl(v), { error: s.webhookUrl }),
});

export type ContactFormSettingsInput = z.infer<typeof contactFormSettingsSchema>;
