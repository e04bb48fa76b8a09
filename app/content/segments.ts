/**
 * The five segment pages (public-site.md §2 "Segment pages", §9 "Segment stats"): one page
 * component, one entry per profession. The four hero statistics are the spec's, in its order:
 * partners, satisfaction, average revenue, months to the return of the investment.
 */

import type { FeatureItem, KeyFigure, SectionIntro } from "./page-sections";

export type SegmentSlug = "advogados" | "bancarios" | "contadores" | "imobiliarias" | "eletro";

export type Segment = {
  slug: SegmentSlug;
  path: `/segmentos/${SegmentSlug}`;
  /** The profession as the navigation names it. */
  name: string;
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string };
  /** The spec's four statistics, each with the label the page shows under it. */
  stats: [KeyFigure, KeyFigure, KeyFigure, KeyFigure];
  benefits: { intro: SectionIntro; items: [FeatureItem, FeatureItem, FeatureItem, FeatureItem] };
};

/** The hero's two buttons (public-site.md §2). */
export const segmentActions = {
  primary: { label: "Quero ser franqueado", href: "#contato" },
  secondary: { label: "Ver benefícios", href: "#beneficios" },
} as const;

const stats = (
  partners: string,
  partnersLabel: string,
  satisfaction: string,
  revenue: string,
  roi: string,
): Segment["stats"] => [
  { value: partners, label: partnersLabel },
  { value: satisfaction, label: "de satisfação" },
  { value: revenue, label: "de faturamento médio" },
  { value: roi, label: "para o retorno do investimento" },
];

export const segments: Segment[] = [
  {
    slug: "advogados",
    path: "/segmentos/advogados",
    name: "Advogados",
    seo: {
      title: "Franquia para advogados | Cota Fácil",
      description:
        "Advogado, amplie sua renda com soluções financeiras para os seus clientes: +500 parceiros, 95% de satisfação, R$ 15k de faturamento médio e retorno em 3 meses.",
    },
    hero: {
      eyebrow: "Franquia para advogados",
      title: "Advogado, transforme a confiança dos seus clientes em uma nova fonte de renda",
      subtitle:
        "Inventários, divórcios, causas trabalhistas e empresariais geram necessidades financeiras todos os dias. Com a Cota Fácil, você oferece a solução certa sem sair do seu escritório.",
    },
    stats: stats("+500", "advogados parceiros", "95%", "R$ 15k", "3 meses"),
    benefits: {
      intro: {
        eyebrow: "Benefícios para advogados",
        title: "Uma renda extra que combina com a advocacia",
        lead: "Você já é a pessoa de confiança dos seus clientes nos momentos decisivos. Agora pode ajudá-los também nas decisões financeiras.",
      },
      items: [
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
  },
  {
    slug: "bancarios",
    path: "/segmentos/bancarios",
    name: "Bancários",
    seo: {
      title: "Franquia para bancários e ex-bancários | Cota Fácil",
      description:
        "Bancário ou ex-bancário, use sua experiência para empreender: +300 parceiros, 97% de satisfação, R$ 18k de faturamento médio e retorno em 2 meses.",
    },
    hero: {
      eyebrow: "Franquia para bancários",
      title: "Bancário, sua experiência vale mais no seu próprio negócio",
      subtitle:
        "Você já domina crédito, seguros e consórcios. Na Cota Fácil, vende os mesmos produtos com comissões de até 300%, sem metas impostas e com a sua própria carteira.",
    },
    stats: stats("+300", "bancários parceiros", "97%", "R$ 18k", "2 meses"),
    benefits: {
      intro: {
        eyebrow: "Benefícios para bancários",
        title: "Tudo o que você sabe fazer, agora para você",
        lead: "Leve sua experiência de agência para um negócio em que o resultado do seu trabalho fica com você.",
      },
      items: [
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
  },
  {
    slug: "contadores",
    path: "/segmentos/contadores",
    name: "Contadores",
    seo: {
      title: "Franquia para contadores | Cota Fácil",
      description:
        "Contador, ofereça soluções financeiras à sua carteira de empresas: +200 parceiros, 96% de satisfação, R$ 12k de faturamento médio e retorno em 4 meses.",
    },
    hero: {
      eyebrow: "Franquia para contadores",
      title: "Contador, ofereça às empresas que você atende as soluções financeiras que elas procuram",
      subtitle:
        "Crédito para capital de giro, seguros empresariais, maquininhas e consórcios: você conhece as finanças dos seus clientes melhor do que ninguém.",
    },
    stats: stats("+200", "contadores parceiros", "96%", "R$ 12k", "4 meses"),
    benefits: {
      intro: {
        eyebrow: "Benefícios para contadores",
        title: "Mais valor para a sua carteira de clientes",
        lead: "Transforme as necessidades financeiras das empresas que você atende em uma nova receita para o seu escritório.",
      },
      items: [
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
  },
  {
    slug: "imobiliarias",
    path: "/segmentos/imobiliarias",
    name: "Imobiliárias",
    seo: {
      title: "Franquia para imobiliárias e corretores | Cota Fácil",
      description:
        "Imobiliária, feche mais negócios com financiamento, consórcio e seguros: +150 parceiros, 94% de satisfação, R$ 22k de faturamento médio e retorno em 3 meses.",
    },
    hero: {
      eyebrow: "Franquia para imobiliárias",
      title: "Imobiliária, ganhe também no financiamento, no consórcio e no seguro de cada imóvel",
      subtitle:
        "Todo comprador precisa de crédito e todo imóvel precisa de seguro. Com a Cota Fácil, essas comissões ficam na sua imobiliária.",
    },
    stats: stats("+150", "imobiliárias parceiras", "94%", "R$ 22k", "3 meses"),
    benefits: {
      intro: {
        eyebrow: "Benefícios para imobiliárias",
        title: "Mais receita em cada negociação",
        lead: "Complete a venda e a locação com as soluções financeiras que o seu cliente já vai contratar.",
      },
      items: [
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
  },
  {
    slug: "eletro",
    path: "/segmentos/eletro",
    name: "Lojas de eletro",
    seo: {
      title: "Franquia para lojas de eletrodomésticos | Cota Fácil",
      description:
        "Loja de eletro, venda mais com crédito, seguros, maquininhas e energia solar: +250 parceiros, 99% de satisfação, R$ 25k de faturamento médio e retorno em 2 meses.",
    },
    hero: {
      eyebrow: "Franquia para lojas de eletro",
      title: "Loja de eletro, transforme o seu balcão em um ponto de soluções financeiras",
      subtitle:
        "Seu cliente já entra na loja para comprar a prazo. Ofereça crédito, seguros, maquininhas e energia solar e ganhe em cada venda.",
    },
    stats: stats("+250", "lojas parceiras", "99%", "R$ 25k", "2 meses"),
    benefits: {
      intro: {
        eyebrow: "Benefícios para lojas de eletro",
        title: "Mais vendas no mesmo balcão",
        lead: "Aproveite o movimento da sua loja para oferecer as soluções financeiras que o seu cliente já procura.",
      },
      items: [
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
];

export function findSegment(slug: string | undefined): Segment | undefined {
  return segments.find((segment) => segment.slug === slug);
}
