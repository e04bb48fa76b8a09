import { z } from "zod";
import type { FormField, FormSettings } from "~/.server/db/schema";
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
 * The home contact lead form (public-site.md §3–§5): its stored definition (what the admin
 * Forms screen edits) and the one zod schema the browser and the server action both use.
 */

export const CONTACT_FORM_ID = "contact";

export const contactFieldNames = [
  "name",
  "email",
  "phone",
  "city",
  "state",
  "currentMarket",
  "investmentAmount",
  "investmentTime",
  "paymentMethod",
  "interestType",
] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

/** The stored default: the public form's 10 fields, all required (DESIGN.md "decided"). */
export const defaultContactFields: FormField[] = [
  { id: "name", name: "name", label: "Nome", type: "text", required: true, placeholder: "Nome completo" },
  {
    id: "email",
    name: "email",
    label: "E-mail",
    type: "email",
    required: true,
    placeholder: "seu@email.com",
  },
  {
    id: "phone",
    name: "phone",
    label: "Telefone / WhatsApp",
    type: "tel",
    required: true,
    placeholder: "(00) 00000-0000",
  },
  { id: "city", name: "city", label: "Cidade", type: "text", required: true, placeholder: "Sua cidade" },
  { id: "state", name: "state", label: "Estado", type: "select", required: true, placeholder: "Selecione" },
  {
    id: "currentMarket",
    name: "currentMarket",
    label: "Mercado atual",
    type: "select",
    required: true,
    placeholder: "Selecione seu mercado",
  },
  {
    id: "investmentAmount",
    name: "investmentAmount",
    label: "Valor disponível para investir",
    type: "select",
    required: true,
    placeholder: "",
  },
  {
    id: "investmentTime",
    name: "investmentTime",
    label: "Quando pretende investir",
    type: "select",
    required: true,
    placeholder: "Selecione",
  },
  {
    id: "paymentMethod",
    name: "paymentMethod",
    label: "Forma de pagamento",
    type: "select",
    required: true,
    placeholder: "Selecione",
  },
  {
    id: "interestType",
    name: "interestType",
    label: "Interesse",
    type: "select",
    required: true,
    placeholder: "",
  },
];

export const defaultContactSettings: FormSettings = {
  title: "Contact Form",
  submitButtonText: "Quero ser um franqueado",
  successMessage: "Mensagem enviada! Obrigado pelo seu interesse!",
  redirectUrl: "/thank-you",
  webhookUrl: "",
};

/** The consent line shown under the form; its text and version are stored with each lead. */
export const consentVersion = "2026-11-01";
export const consentText =
  "Li e concordo com a Política de Privacidade e autorizo a Cota Fácil a entrar em contato comigo sobre a franquia.";

/** Bots fill every field they see; people never see this one. */
export const honeypotField = "website";

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });

const oneOf = (values: readonly string[], message: string) =>
  required(message).refine((v) => values.includes(v), { error: message });

export const contactSchema = z
  .object({
    name: required("Informe seu nome completo").pipe(z.string().max(120, { error: "Nome muito longo" })),
    email: required("Informe seu e-mail").pipe(z.email({ error: "Informe um e-mail válido" }).max(200)),
    phone: required("Informe seu telefone").refine((v) => /^\d{10,11}$/.test(v.replace(/\D/g, "")), {
      error: "Informe um telefone com DDD",
    }),
    city: required("Informe sua cidade").pipe(z.string().max(120, { error: "Cidade muito longa" })),
    state: oneOf(stateCodes, "Selecione seu estado"),
    currentMarket: oneOf(currentMarketValues, "Selecione seu mercado atual"),
    investmentAmount: oneOf(investmentAmounts, "Selecione o valor para investir"),
    investmentTime: oneOf(investmentTimes, "Selecione quando pretende investir"),
    paymentMethod: oneOf(paymentMethods, "Selecione a forma de pagamento"),
    interestType: oneOf(interestTypes, "Selecione seu interesse").refine((v) => v !== loanInterest, {
      error: loanBlockedMessage,
    }),
    consent: z.literal("on", { error: "Para enviar, aceite a Política de Privacidade" }),
  })
  .refine((v) => v.investmentAmount !== cashOnlyAmount || v.paymentMethod === cashPayment, {
    path: ["paymentMethod"],
    error: "Para o investimento de R$ 8.997 o pagamento é somente à vista",
  });

export type ContactSubmission = z.infer<typeof contactSchema>;
