/** The option lists of the lead forms (contact and expo). */

export const brazilianStates = [
  ["AC", "Acre"],
  ["AL", "Alagoas"],
  ["AP", "Amapá"],
  ["AM", "Amazonas"],
  ["BA", "Bahia"],
  ["CE", "Ceará"],
  ["DF", "Distrito Federal"],
  ["ES", "Espírito Santo"],
  ["GO", "Goiás"],
  ["MA", "Maranhão"],
  ["MT", "Mato Grosso"],
  ["MS", "Mato Grosso do Sul"],
  ["MG", "Minas Gerais"],
  ["PA", "Pará"],
  ["PB", "Paraíba"],
  ["PR", "Paraná"],
  ["PE", "Pernambuco"],
  ["PI", "Piauí"],
  ["RJ", "Rio de Janeiro"],
  ["RN", "Rio Grande do Norte"],
  ["RS", "Rio Grande do Sul"],
  ["RO", "Rondônia"],
  ["RR", "Roraima"],
  ["SC", "Santa Catarina"],
  ["SP", "São Paulo"],
  ["SE", "Sergipe"],
  ["TO", "Tocantins"],
] as const;

export const stateCodes = brazilianStates.map(([code]) => code);

/** Current market, grouped by sector; 'Outro' has no sub-options and is its own choice. */
export const currentMarketGroups: { sector: string; options: string[] }[] = [
  {
    sector: "Financeiro",
    options: [
      "Ex-bancário",
      "Bancário",
      "Correspondente bancário",
      "Corretor de seguros",
      "Consultor financeiro",
    ],
  },
  { sector: "Gestão", options: ["Contador", "Administrador", "Empresário", "Consultor empresarial"] },
  { sector: "Jurídico", options: ["Advogado", "Escritório de advocacia"] },
  { sector: "Construção Civil", options: ["Engenheiro", "Arquiteto", "Construtora"] },
  { sector: "Imobiliário", options: ["Corretor de imóveis", "Imobiliária"] },
  { sector: "Varejo", options: ["Lojista", "Loja de eletro", "Comerciante"] },
  { sector: "Automotivo", options: ["Concessionária", "Revenda de veículos", "Despachante"] },
  { sector: "Investidor", options: ["Investidor", "Empreendedor"] },
  { sector: "Agro", options: ["Produtor rural", "Revenda agrícola"] },
  { sector: "Alimentício", options: ["Restaurante", "Comércio de alimentos"] },
  { sector: "Turismo", options: ["Agência de viagens", "Guia de turismo"] },
];
export const otherMarket = "Outro";

export const currentMarketValues = [...currentMarketGroups.flatMap((group) => group.options), otherMarket];

/**
 * The shipped models' prices: the dashboard's breakdown of leads by amount groups by them. The
 * lead form offers (and the server accepts) the `models` section's prices instead
 * (investmentChoicesFrom in app/content/models.ts); tests/unit/content.test.ts keeps the two equal
 * as shipped.
 */
export const investmentAmounts = ["R$ 8.997", "R$ 14.997", "R$ 19.997", "R$ 44.997", "R$ 99.997"] as const;

/** The shipped models' choices: R$ 14.997 (Home) preselected; Basic's R$ 8.997 paid in cash only. */
export const shippedInvestmentChoices = {
  amounts: [...investmentAmounts],
  defaultAmount: "R$ 14.997",
  cashOnlyAmount: "R$ 8.997",
};

export const investmentTimes = [
  "Imediato",
  "Ainda essa semana",
  "Em até 2 semanas",
  "Em até 30 dias",
  "Acima de 30 dias",
] as const;

export const cashPayment = "À vista";
export const paymentMethods = [cashPayment, "Entrada + Parcelamento Cartão", "Parcelamento Cartão"] as const;

/**
 * 'À vista' (with its accent, though the original form wrote 'A vista') always; the card options only
 * when the amount is not the entry model's (Basic, R$ 8.997 as shipped), which is paid in cash.
 */
export function paymentMethodsFor(amount: string, cashOnlyAmount: string): readonly string[] {
  return amount === cashOnlyAmount ? [cashPayment] : paymentMethods;
}

export const interestTypes = ["Franquia", "Empréstimo"] as const;
export const loanInterest = "Empréstimo";
export const loanBlockedMessage =
  "Este canal não realiza empréstimos. Por favor, entre em contato com um de nossos franqueados.";
