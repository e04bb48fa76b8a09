/**
 * The five franchise models (public-site.md §3 "Franchise models" and §9 figures).
 * The home page's model cards and the model pages read them from here.
 */

export type FranchiseModelSlug = "basic" | "home" | "office" | "loja" | "prime";

/** A range of values with the wording shown on the site. */
export type FigureRange = { min: number; max: number; label: string };

/** The §9 business figures of one model; a model only carries the ones the spec gives it. */
export type FranchiseModelFigures = {
  /** Monthly revenue (Basic). */
  monthlyRevenue?: FigureRange;
  /** Revenue range (Office, Loja, Prime). */
  revenue?: FigureRange;
  /** Revenue potential (Home). */
  revenuePotential?: { value: number; label: string };
  /** Average monthly billing shown on the Home model. */
  averageMonthlyBilling?: FigureRange;
  /** Months until the investment is paid back (return of the investment). */
  paybackMonths?: FigureRange;
  /** Days until the first results (Basic). */
  firstResultsDays?: FigureRange;
  /** Commission range in percent (Basic). */
  commissionPercent?: FigureRange;
  noAdvertisingFee?: boolean;
  noRoyalties?: boolean;
  /** The investment can be paid in installments. */
  installments?: boolean;
  /** A physical store together with a call center (Prime). */
  storePlusCallCenter?: boolean;
};

export type FranchiseModel = {
  slug: FranchiseModelSlug;
  name: string;
  /** The model page. */
  path: `/modelo-${FranchiseModelSlug}`;
  /** Investment from, in BRL. */
  investment: number;
  /** The investment as the site writes it, e.g. "R$ 8.997". */
  investmentLabel: string;
  /** A short line under the name. */
  tagline: string;
  description: string;
  /** Bullet points of the model card. */
  highlights: string[];
  /** The model the network promotes (Loja). */
  highlighted: boolean;
  /** Badge text of the highlighted model. */
  badge?: string;
  figures: FranchiseModelFigures;
};

export const franchiseModels: FranchiseModel[] = [
  {
    slug: "basic",
    name: "Basic",
    path: "/modelo-basic",
    investment: 8997,
    investmentLabel: "R$ 8.997",
    tagline: "Para começar com baixo investimento",
    description:
      "Comece a empreender no mercado financeiro trabalhando de onde estiver, com todo o portfólio e o suporte da rede.",
    highlights: [
      "Faturamento de R$ 15.000 a R$ 25.000 por mês",
      "Primeiros resultados em 30 a 60 dias",
      "Comissões de 80% a 300%",
      "Treinamento e suporte diário",
    ],
    highlighted: false,
    figures: {
      monthlyRevenue: { min: 15000, max: 25000, label: "R$ 15.000 a R$ 25.000" },
      firstResultsDays: { min: 30, max: 60, label: "30 a 60 dias" },
      commissionPercent: { min: 80, max: 300, label: "80% a 300%" },
    },
  },
  {
    slug: "home",
    name: "Home",
    path: "/modelo-home",
    investment: 14997,
    investmentLabel: "R$ 14.997",
    tagline: "Seu negócio financeiro em casa",
    description:
      "Opere de casa com a estrutura de uma grande rede: sistemas, produtos e marketing prontos para você vender desde o início.",
    highlights: [
      "Potencial de faturamento de R$ 1.000.000",
      "Retorno do investimento em 6 a 12 meses",
      "Sem taxa de publicidade e sem royalties",
      "Investimento parcelado",
    ],
    highlighted: false,
    figures: {
      revenuePotential: { value: 1_000_000, label: "R$ 1.000.000" },
      averageMonthlyBilling: { min: 500_000, max: 1_000_000, label: "R$ 500.000 a R$ 1.000.000" },
      paybackMonths: { min: 6, max: 12, label: "6 a 12 meses" },
      noAdvertisingFee: true,
      noRoyalties: true,
      installments: true,
    },
  },
  {
    slug: "office",
    name: "Office",
    path: "/modelo-office",
    investment: 19997,
    investmentLabel: "R$ 19.997",
    tagline: "Novas receitas para o seu escritório",
    description:
      "Ideal para escritórios que já atendem clientes e querem somar soluções financeiras à carteira, aproveitando a estrutura existente.",
    highlights: [
      "Faturamento de R$ 500.000 a R$ 1.000.000",
      "Payback de 8 a 14 meses",
      "Otimização da estrutura do escritório",
      "Fidelização e novas receitas",
    ],
    highlighted: false,
    figures: {
      revenue: { min: 500_000, max: 1_000_000, label: "R$ 500.000 a R$ 1.000.000" },
      paybackMonths: { min: 8, max: 14, label: "8 a 14 meses" },
    },
  },
  {
    slug: "loja",
    name: "Loja",
    path: "/modelo-loja",
    investment: 44997,
    investmentLabel: "R$ 44.997",
    tagline: "Presença física e credibilidade local",
    description:
      "Uma loja com a identidade visual completa da marca, em ponto estratégico, para atrair e atender clientes da sua região.",
    highlights: [
      "Faturamento de R$ 30.000 a R$ 60.000",
      "Payback de 12 a 18 meses",
      "Identidade visual completa",
      "Localização estratégica",
    ],
    highlighted: true,
    badge: "Mais procurado",
    figures: {
      revenue: { min: 30_000, max: 60_000, label: "R$ 30.000 a R$ 60.000" },
      paybackMonths: { min: 12, max: 18, label: "12 a 18 meses" },
    },
  },
  {
    slug: "prime",
    name: "Prime",
    path: "/modelo-prime",
    investment: 99997,
    investmentLabel: "R$ 99.997",
    tagline: "Loja e call center em uma só operação",
    description:
      "O modelo mais completo da rede: loja física com call center próprio para multiplicar o atendimento e as vendas.",
    highlights: [
      "Loja + call center",
      "Faturamento de R$ 60.000 a R$ 120.000",
      "Payback de 18 a 24 meses",
      "Máxima capacidade de atendimento",
    ],
    highlighted: false,
    figures: {
      revenue: { min: 60_000, max: 120_000, label: "R$ 60.000 a R$ 120.000" },
      paybackMonths: { min: 18, max: 24, label: "18 a 24 meses" },
      storePlusCallCenter: true,
    },
  },
];

/** The investment preselected when none is chosen (public-site.md §9). */
export const defaultInvestment = 14997;

export function findFranchiseModel(slug: FranchiseModelSlug): FranchiseModel {
  const model = franchiseModels.find((candidate) => candidate.slug === slug);
  if (!model) throw new Error(`Unknown franchise model: ${slug}`);
  return model;
}
