import { z } from "zod";
import { imagePath, listSection, optionalLink, requiredText } from "../card-rules";

/**
 * The #parceiros carousel: a logo, the institution's name (the
 * logo's alternative text), an optional link to its site. The carousel needs at least one logo.
 * The shipped 28 names are examples: the network replaces them with its real partners.
 */

const shippedPartners: Array<[file: string, name: string]> = [
  ["banco-horizonte", "Banco Horizonte"],
  ["seguradora-aurora", "Seguradora Aurora"],
  ["alvorada-consorcios", "Alvorada Consórcios"],
  ["banco-meridiano", "Banco Meridiano"],
  ["vertice-seguros", "Vértice Seguros"],
  ["lago-azul-consorcios", "Lago Azul Consórcios"],
  ["banco-ipe", "Banco Ipê"],
  ["mare-alta-seguros", "Maré Alta Seguros"],
  ["credito-cerrado", "Crédito Cerrado"],
  ["banco-sol-poente", "Banco Sol Poente"],
  ["ancora-seguros", "Âncora Seguros"],
  ["pampa-consorcios", "Pampa Consórcios"],
  ["banco-jacaranda", "Banco Jacarandá"],
  ["guardia-seguros", "Guardiã Seguros"],
  ["rota-sul-financeira", "Rota Sul Financeira"],
  ["banco-mirante", "Banco Mirante"],
  ["colina-seguros", "Colina Seguros"],
  ["serra-azul-consorcios", "Serra Azul Consórcios"],
  ["banco-araucaria", "Banco Araucária"],
  ["pilar-seguradora", "Pilar Seguradora"],
  ["litoral-capital", "Litoral Capital"],
  ["banco-estrela-guia", "Banco Estrela Guia"],
  ["uniao-central-consorcios", "União Central Consórcios"],
  ["seguradora-sabia", "Seguradora Sabiá"],
  ["banco-veredas", "Banco Veredas"],
  ["prisma-seguros", "Prisma Seguros"],
  ["nascente-consorcios", "Nascente Consórcios"],
  ["cooperativa-vale-verde", "Cooperativa Vale Verde"],
];

export const partnersMessages = {
  empty: "Inclua pelo menos um parceiro: o carrossel precisa de um logotipo.",
} as const;

const partnerSchema = z.object({
  name: requiredText("o nome do parceiro", 80),
  image: imagePath(),
  link: optionalLink(),
});

export type Partner = z.output<typeof partnerSchema>;

export const partnersSection = listSection({
  id: "partners",
  label: "Parceiros",
  group: "Página inicial",
  item: partnerSchema,
  counts: { min: 1, max: 60, tooFew: partnersMessages.empty, items: "parceiros" },
  list: {
    label: "Parceiros",
    itemLabel: "Parceiro",
    description: "Logotipos do carrossel, na ordem em que aparecem. O carrossel precisa de pelo menos um.",
  },
  itemFields: [
    {
      name: "image",
      label: "Logotipo",
      kind: "image",
      description: "Da biblioteca de mídia; proporção 5 × 2 (200 × 80 px).",
    },
    { name: "name", label: "Nome", kind: "text", description: "Também lido por leitores de tela." },
    { name: "link", label: "Link (opcional)", kind: "url", description: "Site do parceiro." },
  ],
  defaults: shippedPartners.map(([file, name]) => ({
    name,
    image: `/images/partners/${file}.svg`,
    link: "",
  })),
  shownOn: ["/"],
  exampleValues: (value) => {
    const shipped = new Set(shippedPartners.map(([, name]) => name));
    return value.items.some((partner) => shipped.has(partner.name))
      ? [{ field: "items", label: "Parceiros: nomes e logotipos de exemplo" }]
      : [];
  },
});
