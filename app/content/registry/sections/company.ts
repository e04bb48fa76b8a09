import { z } from "zod";
import {
  brazilianPhone,
  cnpj,
  emailAddress,
  optionalText,
  requiredText,
  whatsappNumber,
} from "~/forms/section-rules";
import { postalAddress, postalAddressFields } from "../address";
import { defineSection } from "../define";

/**
 * The company and its contact details: the footer, the thank-you page, the privacy and terms
 * pages, the contact and expo sections and the Organization JSON-LD read them. Every
 * WhatsApp link on the site is built from `whatsapp`, and opens the chat with `whatsappMessage`
 * written in (the page the visitor came from named in it: app/lib/company.ts).
 */

/** The example numbers the product ships with: listed on the dashboard until replaced. */
export const exampleCompany = {
  cnpj: "00.000.000/0001-00",
  phone: "(11) 4000-1234",
  whatsapp: "(11) 99999-1234",
  email: "contato@cotafacil.com.br",
  privacyEmail: "privacidade@cotafacil.com.br",
  address: {
    street: "Av. Paulista, 1000 – Bela Vista",
    city: "São Paulo",
    region: "SP",
    postalCode: "01310-100",
  },
} as const;

/**
 * The message a WhatsApp chat opens with: `{pagina}` becomes the name of the page the visitor
 * was on, `{empresa}` the trading name, so the team knows where a conversation started.
 */
export const defaultWhatsappMessage = "Olá! Vim pela página “{pagina}” do site da {empresa}.";

/** The shipped address, however little of it was changed since. */
const isExampleAddress = (address: CompanyDetails["address"]) =>
  address.street === exampleCompany.address.street &&
  address.postalCode === exampleCompany.address.postalCode;

const schema = z.object({
  tradingName: requiredText("o nome fantasia", 80),
  legalName: requiredText("a razão social", 160),
  cnpj: cnpj(exampleCompany.cnpj),
  phone: brazilianPhone(),
  whatsapp: whatsappNumber(),
  // A value stored before the message existed has none: it reads as the default.
  whatsappMessage: optionalText(300, { multiline: true }).default(defaultWhatsappMessage),
  email: emailAddress(),
  privacyEmail: emailAddress(),
  address: postalAddress,
  openingHours: optionalText(120),
});

export type CompanyDetails = z.output<typeof schema>;

export const company = defineSection({
  id: "company",
  label: "Empresa e contato",
  group: "Empresa e contato",
  schema,
  defaults: {
    tradingName: "Cota Fácil",
    legalName: "Cota Fácil Franquias Ltda.",
    cnpj: exampleCompany.cnpj,
    phone: exampleCompany.phone,
    whatsapp: exampleCompany.whatsapp,
    whatsappMessage: defaultWhatsappMessage,
    email: exampleCompany.email,
    privacyEmail: exampleCompany.privacyEmail,
    address: { ...exampleCompany.address },
    openingHours: "",
  },
  fields: [
    {
      name: "tradingName",
      label: "Nome fantasia",
      kind: "text",
      description: "Como a rede é chamada no site.",
    },
    {
      name: "legalName",
      label: "Razão social",
      kind: "text",
      description: "No rodapé e nas páginas legais.",
    },
    {
      name: "cnpj",
      label: "CNPJ",
      kind: "cnpj",
      description: "00.000.000/0000-00; os dígitos verificadores são conferidos.",
    },
    { name: "phone", label: "Telefone", kind: "phone", description: "Com DDD, por exemplo (11) 4000-1234." },
    {
      name: "whatsapp",
      label: "WhatsApp",
      kind: "whatsapp",
      description: "Celular com DDD. Todos os botões e links de WhatsApp do site usam este número.",
    },
    {
      name: "whatsappMessage",
      label: "Mensagem inicial do WhatsApp",
      kind: "textarea",
      description:
        "Já vem escrita quando o visitante abre a conversa. {pagina} vira o nome da página em que ele estava, {empresa} o nome fantasia. Vazio: a conversa abre sem texto.",
    },
    { name: "email", label: "E-mail", kind: "email", description: "O e-mail de contato mostrado no site." },
    {
      name: "privacyEmail",
      label: "E-mail de privacidade",
      kind: "email",
      description: "Para pedidos sobre dados pessoais (Política de Privacidade e Termos de Uso).",
    },
    {
      name: "address",
      label: "Endereço",
      kind: "group",
      fields: postalAddressFields,
    },
    {
      name: "openingHours",
      label: "Horário de atendimento",
      kind: "text",
      description: "Opcional, por exemplo “Segunda a sexta, das 9h às 18h”. Vazio: não aparece no site.",
    },
  ],
  shownOn: ["/", "/thank-you", "/privacidade", "/termos", "/expo-abf-2025"],
  exampleValues: (value) => [
    ...(value.phone === exampleCompany.phone ? [{ field: "phone", label: "Telefone" }] : []),
    ...(value.whatsapp === exampleCompany.whatsapp ? [{ field: "whatsapp", label: "WhatsApp" }] : []),
    ...(value.cnpj === exampleCompany.cnpj ? [{ field: "cnpj", label: "CNPJ" }] : []),
    ...(value.email === exampleCompany.email ? [{ field: "email", label: "E-mail" }] : []),
    ...(value.privacyEmail === exampleCompany.privacyEmail
      ? [{ field: "privacyEmail", label: "E-mail de privacidade" }]
      : []),
    ...(isExampleAddress(value.address) ? [{ field: "address.street", label: "Endereço" }] : []),
  ],
});
