/**
 * The expo scheduling form: its fields, options, and the messages shown by the browser and by
 * the server alike, and the `source` its leads carry in the webhook.
 */

import { legalTextsVersion } from "~/lib/legal-version";

export const EXPO_FORM_ID = "expo_registration";

/** The `source` of an expo lead in the webhook's payload, telling it from a contact form lead. */
export const expoSource = "Expo ABF 2025 - Agendamento";

export const expoFieldNames = [
  "name",
  "email",
  "phone",
  "city",
  "currentMarket",
  "investment",
  "preferred_day",
  "preferred_time",
  "message",
] as const;
export type ExpoFieldName = (typeof expoFieldNames)[number];

export type { ExpoOption } from "./expo-schedule";

type ExpoOption = { value: string; label: string };

export const expoInvestmentOptions = [
  { value: "ate-25k", label: "Até R$ 25 mil" },
  { value: "25k-50k", label: "De R$ 25 mil a R$ 50 mil" },
  { value: "50k-100k", label: "De R$ 50 mil a R$ 100 mil" },
  { value: "acima-100k", label: "Acima de R$ 100 mil" },
] as const satisfies readonly ExpoOption[];

export const expoLabels = {
  name: "Nome completo",
  email: "E-mail",
  phone: "Telefone / WhatsApp",
  city: "Cidade",
  currentMarket: "Mercado atual",
  investment: "Investimento disponível (opcional)",
  preferred_day: "Dia preferido",
  preferred_time: "Horário preferido",
  message: "Mensagem (opcional)",
} as const satisfies Record<ExpoFieldName, string>;

export const expoPlaceholders = {
  name: "Seu nome",
  email: "seu@email.com",
  phone: "(00) 00000-0000",
  city: "Sua cidade",
  message: "Conte o que você quer saber na visita",
} as const;

/** The messages of the expo form's fields: the required-field ones, and the format ones. */
export const expoMessages = {
  name: "Nome é obrigatório",
  email: "E-mail é obrigatório",
  emailFormat: "Informe um e-mail válido",
  phone: "Telefone é obrigatório",
  phoneFormat: "Informe um telefone com DDD",
  city: "Cidade é obrigatória",
  currentMarket: "Selecione seu mercado",
  investment: "Selecione uma faixa de investimento da lista",
  preferred_day: "Selecione um dia",
  preferred_time: "Selecione um horário",
  consent: "Para agendar, aceite a Política de Privacidade",
} as const;

/** The toasts a visitor reads after sending: success, and failure. */
export const expoToasts = {
  success: {
    title: "Agendamento realizado com sucesso!",
    description: "Entraremos em contato em breve para confirmar seu agendamento.",
  },
  failure: {
    title: "Erro ao agendar",
    description: "Tente novamente ou entre em contato conosco diretamente.",
  },
} as const;

export const expoSubmitText = "Agendar visita";
export const expoSubmittingText = "Agendando...";

/** The consent line under the form; its text and version are stored with each registration. */
export const expoConsentVersion = legalTextsVersion;
export const expoConsentParts = {
  before: "Li e concordo com a ",
  link: "Política de Privacidade",
  after: " e autorizo a Cota Fácil a entrar em contato comigo sobre o agendamento.",
} as const;
export const expoConsentText = `${expoConsentParts.before}${expoConsentParts.link}${expoConsentParts.after}`;

/** Limits that keep a stored registration reasonable (the form shows none to the visitor). */
export const expoMaxLength = { name: 120, email: 200, city: 120, message: 2000 } as const;
