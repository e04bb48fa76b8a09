import { legalTextsVersion } from "~/lib/legal-version";

/**
 * The home contact lead form: its stored definition (what the admin
 * Forms screen edits) and the messages shown in the browser and by the server.
 */

export const CONTACT_FORM_ID = "contact";

/** One field of a lead form as stored: the admin edits its label, placeholder and whether it is required. */
export type FormField = {
  id: string;
  name: string;
  label: string;
  type: string;
  required: boolean;
  placeholder?: string;
};

/** A lead form's settings as stored; the webhook URL never reaches the browser. */
export type FormSettings = {
  title?: string;
  submitButtonText: string;
  successMessage: string;
  redirectUrl: string;
  webhookUrl: string;
};

/** What the page needs to draw the contact form: never the webhook URL. */
export type PublicContactForm = {
  fields: Record<string, { label: string; placeholder: string; required: boolean }>;
  submitButtonText: string;
  /** The consent line, with the company's published trading name. */
  consent: ConsentParts;
};

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

/**
 * The stored default: the public form's 10 fields, all required, with the public form's labels
 * and placeholders (not the 5-field message form the admin once started from).
 */
export const defaultContactFields: FormField[] = [
  {
    id: "name",
    name: "name",
    label: "Nome completo",
    type: "text",
    required: true,
    placeholder: "Nome completo",
  },
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

/**
 * How the Forms Management screen names each field (the standard names of a franchise lead
 * form), whatever labels the admin set.
 */
export const contactFieldTitles: Record<ContactFieldName, string> = {
  name: "Nome",
  email: "E-mail",
  phone: "Telefone",
  city: "Cidade",
  state: "Estado",
  currentMarket: "Mercado atual",
  investmentAmount: "Valor disponível para investir",
  investmentTime: "Prazo para investir",
  paymentMethod: "Forma de pagamento",
  interestType: "Interesse (franquia ou empréstimo)",
};

/** Lists that always start with an option chosen: no empty choice, so no placeholder shows. */
export const preselectedContactFields: readonly ContactFieldName[] = ["investmentAmount", "interestType"];

export const defaultContactSettings: FormSettings = {
  title: "Contact Form",
  submitButtonText: "Quero ser um franqueado",
  successMessage: "Mensagem enviada! Obrigado pelo seu interesse!",
  redirectUrl: "/thank-you",
  webhookUrl: "",
};

/** The consent line shown under the form; its text and version are stored with each lead. */
export const consentVersion = legalTextsVersion;
export type ConsentParts = { before: string; link: string; after: string };

/** The consent line, naming the company by its published trading name (the company section). */
export function consentPartsFor(tradingName: string): ConsentParts {
  return {
    before: "Li e concordo com a ",
    link: "Política de Privacidade",
    after: ` e autorizo a ${tradingName} a entrar em contato comigo sobre a franquia.`,
  };
}

export function consentTextFor(tradingName: string): string {
  const parts = consentPartsFor(tradingName);
  return `${parts.before}${parts.link}${parts.after}`;
}

/** Bots fill every field they see; people never see this one. */
export const honeypotField = "website";

/**
 * What a visitor reads when a field is missing or wrong: the browser shows these (through
 * setCustomValidity) and the server answers them, so both speak alike.
 */
export const contactMessages = {
  name: "Informe seu nome completo",
  email: "Informe um e-mail válido",
  phone: "Informe um telefone com DDD",
  city: "Informe sua cidade",
  state: "Selecione seu estado",
  currentMarket: "Selecione seu mercado atual",
  investmentAmount: "Selecione o valor para investir",
  investmentTime: "Selecione quando pretende investir",
  paymentMethod: "Selecione a forma de pagamento",
  interestType: "Selecione seu interesse",
  consent: "Para enviar, aceite a Política de Privacidade",
} as const;

/** The entry model's amount is paid in cash: the message names its published price. */
export function cashOnlyMessage(cashOnlyAmount: string): string {
  return `Para o investimento de ${cashOnlyAmount} o pagamento é somente à vista`;
}

/**
 * The toasts of the public form. The original form worded them in English ('Form submitted
 * successfully', 'Submission failed', 'There was an error submitting your form. Please try
 * again.'); visitors read Portuguese only, so the site says the same in Portuguese.
 */
export const contactToasts = {
  successTitle: "Formulário enviado com sucesso",
  failure: {
    title: "Falha no envio",
    description: "Houve um erro ao enviar seu formulário. Tente novamente.",
  },
} as const;
