import { z } from "zod";
import { defineSection } from "~/content/registry/define";
import type { SectionRegistry } from "~/content/registry/values";

/**
 * A registry of the tests' own, shaped like the app's sections (a WhatsApp number with its own
 * message, a limited title, a list of partners with images, a group), so the content store and
 * its screens are tested whatever sections the app declares.
 */
export const fixtureContact = defineSection({
  id: "fixture-contact",
  label: "Contato de teste",
  group: "Empresa e contato",
  schema: z.object({
    title: z.string().trim().min(1, "Informe o título.").max(20, "Use no máximo 20 caracteres."),
    whatsapp: z.string().regex(/^\(\d{2}\) 9\d{4}-\d{4}$/, "Informe o WhatsApp como (11) 91234-5678."),
    website: z.url().optional(),
    price: z.number().min(0),
    address: z.object({ city: z.string().min(1) }),
    partners: z
      .array(z.object({ name: z.string().min(1, "Informe o nome."), logo: z.string().min(1) }))
      .min(1, "Inclua pelo menos um parceiro."),
  }),
  defaults: {
    title: "Fale conosco",
    whatsapp: "(11) 99999-1234",
    price: 8997,
    address: { city: "São Paulo" },
    partners: [{ name: "Parceiro Exemplo", logo: "/images/partner-example.svg" }],
  },
  fields: [
    { name: "title", label: "Título", kind: "text" },
    { name: "whatsapp", label: "WhatsApp", kind: "whatsapp" },
    { name: "website", label: "Site", kind: "url" },
    { name: "price", label: "Preço", kind: "money" },
    {
      name: "address",
      label: "Endereço",
      kind: "group",
      fields: [{ name: "city", label: "Cidade", kind: "text" }],
    },
    {
      name: "partners",
      label: "Parceiros",
      kind: "list",
      itemLabel: "Parceiro",
      fields: [
        { name: "name", label: "Nome", kind: "text" },
        { name: "logo", label: "Logo", kind: "image" },
      ],
    },
  ],
  shownOn: ["/"],
  exampleValues: (value) =>
    value.whatsapp === "(11) 99999-1234" ? [{ field: "whatsapp", label: "WhatsApp de exemplo" }] : [],
});

export const fixtureRegistry: SectionRegistry = { [fixtureContact.id]: fixtureContact } as SectionRegistry;
