/**
 * The profitable solutions page, /solucoes-lucrativas (public-site.md §2 "Solutions page", §9
 * general claims): product ticker, hero, product cards, model cards, three sample testimonials
 * and the highlights.
 */

import type { FeatureItem, KeyFigure, PageAction, SectionIntro } from "./page-sections";

export const solutionsSeo = {
  title: "Soluções lucrativas: mais de 280 produtos financeiros | Cota Fácil",
  description:
    "Consórcios, seguros, financiamentos, telemedicina, viagem, energia solar e empréstimos: conheça as soluções que os franqueados Cota Fácil vendem com comissões de até 300%.",
};

/** The scrolling ticker, in the spec's order. */
export const tickerProducts = [
  "Consórcios",
  "Seguros",
  "Financiamentos",
  "Telemedicina",
  "Viagem",
  "Energia Solar",
  "Empréstimos",
];

export const solutionsHero: {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryAction: PageAction;
  secondaryAction: PageAction;
  figures: KeyFigure[];
} = {
  eyebrow: "Soluções lucrativas",
  title: "Um portfólio completo de soluções financeiras para você lucrar",
  subtitle:
    "Consórcios, seguros, financiamentos, telemedicina, viagens e energia solar das principais instituições do país, com comissões de até 300% e suporte diário para vender.",
  primaryAction: { label: "Quero ser franqueado", href: "#contato" },
  secondaryAction: { label: "Ver soluções", href: "#produtos" },
  figures: [
    { value: "280", label: "produtos" },
    { value: "Até 300%", label: "de comissão" },
    { value: "+1000", label: "franquias" },
  ],
};

export const productsIntro: SectionIntro = {
  eyebrow: "Produtos",
  title: "Soluções que os seus clientes já procuram",
  lead: "Cada produto é uma nova oportunidade de comissão, com materiais de venda e especialistas da rede para apoiar você.",
};

export const productCards: FeatureItem[] = [
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
];

export const solutionsModelsIntro: SectionIntro = {
  eyebrow: "Modelos de franquia",
  title: "Escolha como você quer vender",
  lead: "Os mesmos 280 produtos em cinco formatos de franquia, do home office à loja com call center.",
};

export type RegionTestimonial = {
  name: string;
  /** City/UF. */
  location: string;
  region: "Sul" | "Sudeste" | "Nordeste";
  model: string;
  /** Commissions per month as the card shows them. */
  monthlyCommission: string;
  quote: string;
};

export const solutionsTestimonialsIntro: SectionIntro = {
  eyebrow: "Resultados reais",
  title: "Franqueados de todo o Brasil",
  lead: "Exemplos de comissões mensais de franqueados em três regiões do país.",
};

export const regionTestimonials: RegionTestimonial[] = [
  {
    name: "Juliana Martins",
    location: "Joinville/SC",
    region: "Sul",
    model: "Franquia Home",
    monthlyCommission: "R$ 12.400/mês",
    quote:
      "Comecei com consórcios para amigos e família e hoje tenho uma carteira com seguros e energia solar. O suporte diário me ajudou a fechar as primeiras vendas.",
  },
  {
    name: "Carlos Eduardo Rocha",
    location: "Campinas/SP",
    region: "Sudeste",
    model: "Franquia Loja",
    monthlyCommission: "R$ 18.900/mês",
    quote:
      "A loja atrai clientes para financiamento e eles saem com seguro e maquininha. Ter vários produtos na mesma conversa multiplicou as minhas comissões.",
  },
  {
    name: "Ana Paula Nogueira",
    location: "Fortaleza/CE",
    region: "Nordeste",
    model: "Franquia Office",
    monthlyCommission: "R$ 9.800/mês",
    quote:
      "Ofereço telemedicina e seguros aos clientes do meu escritório. Não precisei de registro na SUSEP e o marketing pronto trouxe clientes novos.",
  },
];

export const highlightsIntro: SectionIntro = {
  eyebrow: "Diferenciais",
  title: "Por que vender com a Cota Fácil",
  lead: "A estrutura de uma grande rede para você se dedicar ao que importa: atender bem e vender mais.",
};

export const solutionsHighlights: FeatureItem[] = [
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
];
