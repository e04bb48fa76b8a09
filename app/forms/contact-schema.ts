import { z } from "zod";
import { contactMessages as m } from "./contact";
import {
  cashOnlyAmount,
  cashPayment,
  currentMarketValues,
  interestTypes,
  investmentAmounts,
  investmentTimes,
  loanBlockedMessage,
  loanInterest,
  paymentMethods,
  stateCodes,
} from "./options";

/**
 * The contact form's rules (public-site.md §5), enforced by the server action. The browser
 * checks the same rules through HTML constraints (required, type, pattern) so that no
 * validation library ships to the visitor's phone.
 */

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

const oneOf = (values: readonly string[], message: string) =>
  required(message).refine((v) => values.includes(v), { error: message });

export const contactSchema = z
  .object({
    name: required(m.name).pipe(z.string().max(120, { error: "Nome muito longo" })),
    email: required(m.email).pipe(z.email({ error: m.email }).max(200)),
    phone: required(m.phone).refine((v) => /^\d{10,11}$/.test(v.replace(/\D/g, "")), { error: m.phone }),
    city: required(m.city).pipe(z.string().max(120, { error: "Cidade muito longa" })),
    state: oneOf(stateCodes, m.state),
    currentMarket: oneOf(currentMarketValues, m.currentMarket),
    investmentAmount: oneOf(investmentAmounts, m.investmentAmount),
    investmentTime: oneOf(investmentTimes, m.investmentTime),
    paymentMethod: oneOf(paymentMethods, m.paymentMethod),
    interestType: oneOf(interestTypes, m.interestType).refine((v) => v !== loanInterest, {
      error: loanBlockedMessage,
    }),
    consent: z.literal("on", { error: m.consent }),
  })
  .refine((v) => v.investmentAmount !== cashOnlyAmount || v.paymentMethod === cashPayment, {
    path: ["paymentMethod"],
    error: m.cashOnly,
  });

export type ContactSubmission = z.infer<typeof contactSchema>;
