import { z } from "zod";
import { type SegmentSlug, segmentSlugs } from "~/content/segments";
import { cardMessages, featureItemFields, featureItemSchema, list, requiredText } from "../card-rules";
import { defineSection, type FieldSpec } from "../define";

/**
 * The five segment pages' figures and benefit cards: per profession the four statistics of the hero (partners, satisfaction,
 * average revenue, time to the return of the investment) and the benefit cards. The pages' hero
 * texts stay in app/content/segments.ts; their head description quotes these figures.
 */

export const segmentPaths = segmentSlugs.map((slug) => `/segmentos/${slug}`);

const figure = (what: string) => requiredText(what, 24);

const segmentSchema = z.object({
  stats: z.object({
    partners: figure("o número de parceiros"),
    partnersLabel: requiredText("o texto sob o número de parceiros", 40),
    satisfaction: figure("a satisfação"),
    averageRevenue: figure("o faturamento médio"),
    returnTime: figure("o prazo de retorno"),
  }),
  benefits: list(featureItemSchema, {
    min: 1,
    max: 8,
    tooFew: "Inclua pelo menos um benefício.",
    tooMany: cardMessages.tooMany(8, "benefícios"),
  }),
});

export type SegmentFigures = z.output<typeof segmentSchema>;

const segmentNames: Record<SegmentSlug, string> = {
  advogados: "Advogados",
  bancarios: "Bancários",
  contadores: "Contadores",
  imobiliarias: "Imobiliárias",
  eletro: "Lojas de eletro",
};

const segmentFields = (slug: SegmentSlug): FieldSpec => ({
  name: slug,
  label: segmentNames[slug],
  kind: "group",
  description: `Página /segmentos/${slug}.`,
  fields: [
    {
      name: "stats",
      label: "Estatísticas",
      kind: "group",
      fields: [
        { name: "partners", label: "Parceiros", kind: "text", description: "Ex.: +500" },
        { name: "partnersLabel", label: "Texto sob os parceiros", kind: "text" },
        { name: "satisfaction", label: "Satisfação", kind: "text", description: "Ex.: 95%" },
        { name: "averageRevenue", label: "Faturamento médio", kind: "text", description: "Ex.: R$ 15k" },
        { name: "returnTime", label: "Retorno do investimento", kind: "text", description: "Ex.: 3 meses" },
      ],
    },
    {
      name: "benefits",
      label: "Cartões de benefícios",
      kind: "list",
      itemLabel: "Benefício",
      minItems: 1,
      maxItems: 8,
      fields: featureItemFields,
    },
  ],
});

export const segmentsSection = defineSection({
  id: "segments",
  label: "Segmentos",
  group: "Segmentos",
  schema: z.object({
    advogados: segmentSchema,
    bancarios: segmentSchema,
    contadores: segmentSchema,
    imobiliarias: segmentSchema,
    eletro: segmentSchema,
  }),
  defaults: {
    advogados: {
      stats: {
        partners: "+500",
        partnersLabel: "advogados parceiros",
        satisfaction: "95%",
        averageRevenue: "R$ 15k",
        returnTime: "3 meses",
      },
      benefits: [
        {
          icon: "scale",
          title: "Renda além dos honorários",
          text: "Comissões de até 300% em consórcios, seguros e financiamentos, independentes do andamento dos processos.",
        },
        {
          icon: "briefcase",
          title: "Atenda no seu escritório",
          text: "Use a sua estrutura e a sua agenda: as soluções financeiras entram no atendimento que você já faz.",
        },
        {
          icon: "handshake",
          title: "Clientes mais fiéis",
          text: "Quem resolve um inventário ou um acordo trabalhista precisa investir, proteger e financiar. Você acompanha cada etapa.",
        },
        {
          icon: "shield-check",
          title: "Sem necessidade de SUSEP",
          text: "A rede cuida da parte regulatória e dos contratos com as instituições: você foca no relacionamento.",
        },
      ],
    },
    bancarios: {
      stats: {
        partners: "+300",
        partnersLabel: "bancários parceiros",
        satisfaction: "97%",
        averageRevenue: "R$ 18k",
        returnTime: "2 meses",
      },
      benefits: [
        {
          icon: "landmark",
          title: "Produtos que você já conhece",
          text: "Consórcios, seguros, financiamentos e maquininhas: comece vendendo o que já domina desde o primeiro dia.",
        },
        {
          icon: "percent",
          title: "Comissões de até 300%",
          text: "Ganhe sobre cada venda, em vez de bater metas para o banco em troca de salário fixo.",
        },
        {
          icon: "layers",
          title: "Mais de 280 produtos",
          text: "Um portfólio maior do que o de qualquer agência, com várias instituições para comparar e oferecer o melhor ao cliente.",
        },
        {
          icon: "calendar-check",
          title: "Sua agenda, suas regras",
          text: "Defina seus horários e seus clientes, com suporte diário da rede quando precisar.",
        },
      ],
    },
    contadores: {
      stats: {
        partners: "+200",
        partnersLabel: "contadores parceiros",
        satisfaction: "96%",
        averageRevenue: "R$ 12k",
        returnTime: "4 meses",
      },
      benefits: [
        {
          icon: "calculator",
          title: "Carteira que já confia em você",
          text: "Empresas e profissionais liberais que você atende todo mês são os primeiros clientes da sua franquia.",
        },
        {
          icon: "credit-card",
          title: "Soluções para empresas",
          text: "Maquininhas com taxas competitivas, crédito, seguros empresariais e consórcios de veículos e equipamentos.",
        },
        {
          icon: "repeat",
          title: "Receita recorrente",
          text: "Comissões de até 300% que somam aos honorários mensais e deixam o escritório menos dependente de novos contratos.",
        },
        {
          icon: "clipboard-check",
          title: "Sem mudar sua rotina",
          text: "A rede prepara propostas e simulações; você indica a solução e acompanha o cliente.",
        },
      ],
    },
    imobiliarias: {
      stats: {
        partners: "+150",
        partnersLabel: "imobiliárias parceiras",
        satisfaction: "94%",
        averageRevenue: "R$ 22k",
        returnTime: "3 meses",
      },
      benefits: [
        {
          icon: "key",
          title: "Financiamento imobiliário",
          text: "Simule e encaminhe o financiamento do comprador com várias instituições, sem perder o cliente para o banco.",
        },
        {
          icon: "building",
          title: "Consórcio de imóveis",
          text: "Ofereça uma alternativa sem juros a quem está planejando a compra e mantenha o cliente na sua carteira.",
        },
        {
          icon: "shield-check",
          title: "Seguros residenciais e fiança",
          text: "Seguro residencial, seguro fiança e seguro de vida para compradores, inquilinos e proprietários.",
        },
        {
          icon: "trending-up",
          title: "Comissões de até 300%",
          text: "Uma nova linha de receita que acompanha cada contrato fechado pela sua equipe.",
        },
      ],
    },
    eletro: {
      stats: {
        partners: "+250",
        partnersLabel: "lojas parceiras",
        satisfaction: "99%",
        averageRevenue: "R$ 25k",
        returnTime: "2 meses",
      },
      benefits: [
        {
          icon: "refrigerator",
          title: "Crédito para vender mais",
          text: "Opções de crédito e consórcio que ajudam o cliente a levar o produto hoje, sem perder a venda.",
        },
        {
          icon: "shield-check",
          title: "Seguros e garantia",
          text: "Seguros para eletrodomésticos e eletrônicos oferecidos no momento da compra, com comissão para a loja.",
        },
        {
          icon: "sun",
          title: "Energia solar",
          text: "Quem compra ar-condicionado e eletrodomésticos quer economizar na conta de luz: ofereça energia solar.",
        },
        {
          icon: "credit-card",
          title: "Maquininhas com taxas competitivas",
          text: "Troque a sua maquininha e ofereça as da rede aos lojistas vizinhos, com comissão recorrente.",
        },
      ],
    },
  },
  fields: segmentSlugs.map(segmentFields),
  shownOn: segmentPaths,
});
