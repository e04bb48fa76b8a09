import { z } from "zod";
import {
  expoDayOptions,
  expoInvestmentOptions,
  expoMaxLength,
  expoTimeOptions,
  isSlotOpen,
  expoMessages as m,
} from "./expo";
import { currentMarketValues } from "./options";
import { plainText } from "./plain-text";

/**
 * The expo form's rules (public-site.md §5 "Expo form"), enforced by the server. The browser
 * checks the same through HTML constraints with these messages (no validation library ships to
 * the visitor, see docs/decisions/002).
 */

const required = (message: string) => plainText({ error: message }).min(1, { error: message });

const oneOf = (values: readonly string[], message: string) =>
  required(message).refine((v) => values.includes(v), { error: message });

const valuesOf = (options: readonly { value: string }[]) => options.map((option) => option.value);

/** Absent or empty means "not given"; anything else must be one of the options. */
const optionalOneOf = (values: readonly string[], message: string) =>
  plainText()
    .optional()
    .transform((v) => v ?? "")
    .refine((v) => v === "" || values.includes(v), { error: message });

export const expoSchema = z
  .object({
    name: required(m.name).pipe(z.string().max(expoMaxLength.name, { error: "Nome muito longo" })),
    email: required(m.email).pipe(z.email({ error: m.emailFormat }).max(expoMaxLength.email)),
    phone: required(m.phone).refine((v) => /^\d{10,11}$/.test(v.replace(/\D/g, "")), {
      error: m.phoneFormat,
    }),
    city: required(m.city).pipe(z.string().max(expoMaxLength.city, { error: "Cidade muito longa" })),
    currentMarket: oneOf(currentMarketValues, m.currentMarket),
    investment: optionalOneOf(valuesOf(expoInvestmentOptions), m.investment),
    preferred_day: oneOf(valuesOf(expoDayOptions), m.preferred_day),
    preferred_time: oneOf(valuesOf(expoTimeOptions), m.preferred_time),
    message: plainText({ multiline: true })
      .max(expoMaxLength.message, { error: "Mensagem muito longa (até 2000 caracteres)" })
      .optional()
      .transform((v) => v ?? ""),
    consent: z.literal("on", { error: m.consent }),
  })
  .refine((v) => isSlotOpen(v.preferred_day, v.preferred_time), {
    path: ["preferred_time"],
    error: m.sundayEvening,
    // Checked even when other fields are wrong, so every message shows at once.
    when: ({ value }) => {
      const v = value as { preferred_day?: unknown; preferred_time?: unknown };
      return typeof v.preferred_day === "string" && typeof v.preferred_time === "string";
    },
  });

export type ExpoRegistration = z.infer<typeof expoSchema>;
