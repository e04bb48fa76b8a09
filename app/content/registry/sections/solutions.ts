import { z } from "zod";
import { cardMessages, featureItemFields, featureItemSchema, list, requiredText } from "../card-rules";
import { defineSection } from "../define";

/**
 * The solutions page's products and highlights: the
 * scrolling ticker's product names, the product cards (#produtos) and the highlights
 * (#diferenciais). The hero and the headings stay in app/content/solutions.ts.
 */

const cards = (min: number, max: number, what: string, tooFew: string) =>
  list(featureItemSchema, { min, max, tooFew, tooMany: cardMessages.tooMany(max, what) });

export const solutionsSection = defineSection({
  id: "solutions",
  label: "Soluções lucrativas",
  group: "Soluções lucrativas",
  schema: z.object({
    ticker: list(requiredText("o nome do produto", 40), {
      min: 1,
      max: 16,
      tooFew: "Inclua pelo menos um produto na faixa.",
      tooMany: cardMessages.tooMany(16, "produtos na faixa"),
    }),
    products: cards(1, 12, "produtos", "Inclua pelo menos um produto."),
    highlights: cards(1, 8, "diferenciais", "Inclua pelo menos um diferencial."),
  }),
  defaults: {
    ticker: [
      "Consórcios",
      "Seguros",
      "Financiamentos",
      "Telemedicina",
      "Viagem",
      "Energia Solar",
      "Empréstimos",
    ],
    products: [
      {
        icon: "users",
        title: "Consórcios",
        text: "Imóveis, veículos, motos e serviços: planejamento sem juros para o cliente e comissões atrativas para você.",
      },
      {
        icon: "shield-check",
        title: "Seguros",
        text: "Auto, residencial, vida, empresarial e fiança locatícia, das principais seguradoras do mercado.",
      },
      {
        icon: "building",
        title: "Financiamentos",
        text: "Financiamento imobiliário e de veículos com várias instituições para encontrar a melhor condição.",
      },
      {
        icon: "heart-pulse",
        title: "Telemedicina",
        text: "Passe saúde com consultas por vídeo e descontos em exames, para famílias e empresas.",
      },
      {
        icon: "plane",
        title: "Viagem",
        text: "Pacotes, passagens e seguro viagem para quem quer viajar com planejamento e segurança.",
      },
      {
        icon: "sun",
        title: "Energia Solar",
        text: "Projetos de energia solar para casas e empresas, com financiamento para o cliente economizar na conta de luz.",
      },
      {
        icon: "banknote",
        title: "Empréstimos",
        text: "Crédito consignado e com garantia, oferecido com as instituições parceiras da rede.",
      },
      {
        icon: "credit-card",
        title: "Maquininhas",
        text: "Maquininhas de cartão com taxas competitivas para comerciantes e profissionais autônomos.",
      },
    ],
    highlights: [
      {
        icon: "headset",
        title: "Suporte diário",
        text: "Especialistas de cada produto disponíveis todos os dias para simulações, propostas e dúvidas.",
      },
      {
        icon: "megaphone",
        title: "Marketing pronto",
        text: "Campanhas, artes e vídeos prontos para as suas redes sociais, atualizados todos os meses.",
      },
      {
        icon: "badge-check",
        title: "Sem necessidade de SUSEP",
        text: "Você vende seguros e demais produtos sem registro próprio na SUSEP: a estrutura regulatória é da rede.",
      },
      {
        icon: "package",
        title: "280 produtos",
        text: "Um só contrato de franquia dá acesso a 280 produtos de bancos, seguradoras e administradoras.",
      },
    ],
  },
  fields: [
    {
      name: "ticker",
      label: "Faixa de produtos",
      kind: "list",
      itemLabel: "Produto",
      description: "Os nomes que passam no topo da página (uma lista de textos).",
      minItems: 1,
      maxItems: 16,
    },
    {
      name: "products",
      label: "Produtos",
      kind: "list",
      itemLabel: "Produto",
      minItems: 1,
      maxItems: 12,
      fields: featureItemFields,
    },
    {
      name: "highlights",
      label: "Diferenciais",
      kind: "list",
      itemLabel: "Diferencial",
      minItems: 1,
      maxItems: 8,
      fields: featureItemFields,
    },
  ],
  shownOn: ["/solucoes-lucrativas"],
});
