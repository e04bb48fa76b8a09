import { z } from "zod";
import { imagePath, listSection, optionalText, requiredText } from "../card-rules";
import type { FieldSpec } from "../define";
import { segmentPaths } from "./segments";

/**
 * Written testimonials (the home page's #depoimentos and the solutions page's three samples
 * by region): text, name, city/UF, optional photo. One card component draws both lists
 * (components/site/testimonials.tsx); the solutions page's cards add the region and the month's
 * commissions. The shipped testimonials are samples, to be replaced by real franchisees'.
 */

const cityUf = requiredText("a cidade/UF", 60).regex(/^.+\/[A-Z]{2}$/, {
  error: "Escreva a cidade e a UF assim: Curitiba/PR.",
});

const testimonialSchema = z.object({
  quote: requiredText("o depoimento", 400, { multiline: true }),
  name: requiredText("o nome", 80),
  location: cityUf,
  model: optionalText(60),
  photo: imagePath({ optional: true }),
});

export type WrittenTestimonial = z.output<typeof testimonialSchema>;

const regionTestimonialSchema = testimonialSchema.extend({
  region: requiredText("a região", 30),
  monthlyCommission: requiredText("as comissões do mês", 30),
});

const testimonialFields: FieldSpec[] = [
  { name: "quote", label: "Depoimento", kind: "textarea" },
  { name: "name", label: "Nome", kind: "text" },
  { name: "location", label: "Cidade/UF", kind: "text", description: "Ex.: Curitiba/PR" },
  { name: "model", label: "Modelo de franquia (opcional)", kind: "text", description: "Ex.: Franquia Home" },
  {
    name: "photo",
    label: "Foto (opcional)",
    kind: "image",
    description: "Quadrada. Sem foto, o cartão mostra as iniciais.",
  },
];

const shippedHome: WrittenTestimonial[] = [
  {
    name: "Mariana Souza",
    location: "Curitiba/PR",
    model: "Franquia Home",
    photo: "",
    quote:
      "Saí do emprego no banco e hoje atendo meus clientes de casa. O treinamento me deu segurança e o suporte responde no mesmo dia. Recuperei o investimento antes do previsto.",
  },
  {
    name: "Ricardo Almeida",
    location: "Recife/PE",
    model: "Franquia Office",
    photo: "",
    quote:
      "Já tinha um escritório de contabilidade e passei a oferecer consórcios e seguros para a mesma carteira. Virou uma nova fonte de receita sem aumentar minha estrutura.",
  },
  {
    name: "Fernanda Lima",
    location: "Belo Horizonte/MG",
    model: "Franquia Loja",
    photo: "",
    quote:
      "A loja trouxe credibilidade no bairro. Os clientes entram para simular um financiamento e saem com seguro e maquininha. O marketing pronto faz toda a diferença.",
  },
];

const shippedRegions: z.output<typeof regionTestimonialSchema>[] = [
  {
    name: "Juliana Martins",
    location: "Joinville/SC",
    region: "Sul",
    model: "Franquia Home",
    monthlyCommission: "R$ 12.400/mês",
    photo: "",
    quote:
      "Comecei com consórcios para amigos e família e hoje tenho uma carteira com seguros e energia solar. O suporte diário me ajudou a fechar as primeiras vendas.",
  },
  {
    name: "Carlos Eduardo Rocha",
    location: "Campinas/SP",
    region: "Sudeste",
    model: "Franquia Loja",
    monthlyCommission: "R$ 18.900/mês",
    photo: "",
    quote:
      "A loja atrai clientes para financiamento e eles saem com seguro e maquininha. Ter vários produtos na mesma conversa multiplicou as minhas comissões.",
  },
  {
    name: "Ana Paula Nogueira",
    location: "Fortaleza/CE",
    region: "Nordeste",
    model: "Franquia Office",
    monthlyCommission: "R$ 9.800/mês",
    photo: "",
    quote:
      "Ofereço telemedicina e seguros aos clientes do meu escritório. Não precisei de registro na SUSEP e o marketing pronto trouxe clientes novos.",
  },
];

/**
 * A list of written testimonials: one card each, at least one and at most `max`. While one of
 * the shipped samples is still in the list, the dashboard's checklist says so.
 */
function testimonialList<Item extends typeof testimonialSchema>(section: {
  id: string;
  label: string;
  group: string;
  listLabel: string;
  item: Item;
  max: number;
  shipped: z.output<Item>[];
  fields: FieldSpec[];
  shownOn: string[];
}) {
  const shippedNames = section.shipped.map((item) => item.name);
  return listSection({
    id: section.id,
    label: section.label,
    group: section.group,
    item: section.item,
    counts: { min: 1, max: section.max, tooFew: "Inclua pelo menos um depoimento.", items: "depoimentos" },
    list: { label: section.listLabel, itemLabel: "Depoimento" },
    itemFields: section.fields,
    defaults: section.shipped,
    shownOn: section.shownOn,
    exampleValues: (value) =>
      value.items.some((item) => shippedNames.includes(item.name))
        ? [{ field: "items", label: `${section.label}: depoimentos de exemplo` }]
        : [],
  });
}

export const testimonialsSection = testimonialList({
  id: "testimonials",
  label: "Depoimentos escritos",
  group: "Página inicial",
  listLabel: "Depoimentos",
  item: testimonialSchema,
  max: 12,
  shipped: shippedHome,
  fields: testimonialFields,
  shownOn: ["/", ...segmentPaths],
});

export const solutionsTestimonialsSection = testimonialList({
  id: "testimonials.solutions",
  label: "Depoimentos por região",
  group: "Soluções lucrativas",
  listLabel: "Depoimentos por região",
  item: regionTestimonialSchema,
  max: 6,
  shipped: shippedRegions,
  fields: [
    ...testimonialFields,
    { name: "region", label: "Região", kind: "text", description: "Ex.: Sul, Sudeste, Nordeste" },
    {
      name: "monthlyCommission",
      label: "Comissões por mês",
      kind: "text",
      description: "Como o cartão mostra: R$ 12.400/mês",
    },
  ],
  shownOn: ["/solucoes-lucrativas"],
});
