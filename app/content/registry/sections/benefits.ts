import { z } from "zod";
import { cardMessages, homeCardFields, homeCardShape, listSection } from "../card-rules";

/** The home page's benefit cards ("#beneficios"; eight as shipped): an icon, a title and a text. */

export const benefitIcons = [
  "wallet",
  "percent",
  "package",
  "headset",
  "megaphone",
  "shield-check",
  "calendar",
  "trending-up",
] as const;

export type BenefitIcon = (typeof benefitIcons)[number];

const benefitIconLabels: Record<BenefitIcon, string> = {
  wallet: "Carteira",
  percent: "Porcentagem",
  package: "Pacote",
  headset: "Fone de atendimento",
  megaphone: "Megafone",
  "shield-check": "Escudo",
  calendar: "Calendário",
  "trending-up": "Crescimento",
};

const benefitSchema = z.object({
  icon: z.enum(benefitIcons, { error: cardMessages.option }),
  ...homeCardShape,
});

export type Benefit = z.output<typeof benefitSchema>;

export const benefitsSection = listSection({
  id: "benefits",
  label: "Vantagens",
  group: "Página inicial",
  item: benefitSchema,
  counts: { min: 1, max: 12, tooFew: "Inclua pelo menos uma vantagem.", items: "vantagens" },
  list: { label: "Vantagens", itemLabel: "Vantagem" },
  itemFields: [
    {
      name: "icon",
      label: "Ícone",
      kind: "text",
      options: benefitIcons.map((value) => ({ value, label: benefitIconLabels[value] })),
    },
    ...homeCardFields,
  ],
  defaults: [
    {
      icon: "wallet",
      title: "Investimento acessível",
      text: "Monte sua operação com investimento mínimo de R$ 25.000 e condições facilitadas de pagamento.",
    },
    {
      icon: "percent",
      title: "Comissões de até 300%",
      text: "Ganhe comissões de até 300% nas vendas de produtos financeiros das maiores instituições do país.",
    },
    {
      icon: "package",
      title: "280 produtos",
      text: "Consórcios, seguros, financiamentos, maquininhas, energia solar, passe saúde e muito mais em um só lugar.",
    },
    {
      icon: "headset",
      title: "Suporte diário",
      text: "Especialistas ao seu lado todos os dias para tirar dúvidas, montar propostas e fechar negócios.",
    },
    {
      icon: "megaphone",
      title: "Marketing pronto",
      text: "Campanhas, artes e materiais prontos para suas redes sociais, para atrair clientes desde o primeiro dia.",
    },
    {
      icon: "shield-check",
      title: "Sem necessidade de SUSEP",
      text: "Você não precisa de registro na SUSEP para começar: a estrutura regulatória é da rede.",
    },
    {
      icon: "calendar",
      title: "7 anos de mercado",
      text: "Uma marca sólida, com 7 anos de experiência em soluções financeiras em todo o Brasil.",
    },
    {
      icon: "trending-up",
      title: "Mais de 1000 franquias",
      text: "Mais de 1000 franquias em operação e mais de R$ 500 milhões em negócios realizados pela rede.",
    },
  ],
  shownOn: ["/"],
});
