/**
 * The ROI and payback sample of the Basic model page (public-site.md §9 "ROI sample").
 *
 * The figures shown are the spec's. Three of them follow from the product table and the
 * investment (see the helpers below and tests/unit/roi.test.ts); the 12-month profit and the
 * payback are given as they are, because they depend on costs the spec does not state.
 */

export type RoiProduct = {
  name: string;
  /** Sales per month in the sample. */
  unitsPerMonth: number;
  /** Commission per sale, in BRL. */
  unitCommission: number;
};

export type RoiSample = {
  /** Investment of the sample, in BRL. */
  investment: number;
  /** Months the sample covers. */
  periodMonths: number;
  products: RoiProduct[];
  /** Commissions per month, all products together, in BRL. */
  monthlyTotal: number;
  /** Profit over the period, after the operation's costs (given by the spec, not derived). */
  periodProfit: number;
  /** Investment plus the period's profit, in BRL. */
  totalGain: number;
  /** Period profit over investment, in percent, one decimal. */
  roiPercent: number;
  /** Months to earn the investment back (given by the spec). */
  paybackMonths: number;
};

export const basicRoiSample: RoiSample = {
  investment: 75_000,
  periodMonths: 12,
  products: [
    { name: "Passe Saúde", unitsPerMonth: 2, unitCommission: 3_000 },
    { name: "Consórcio", unitsPerMonth: 8, unitCommission: 1_500 },
    { name: "Energia Solar", unitsPerMonth: 1, unitCommission: 2_000 },
    { name: "Seguros", unitsPerMonth: 5, unitCommission: 800 },
    { name: "Maquininha", unitsPerMonth: 4, unitCommission: 500 },
  ],
  monthlyTotal: 26_000,
  periodProfit: 101_436.32,
  totalGain: 176_436.32,
  roiPercent: 135.2,
  paybackMonths: 3,
};

/** Commissions of one product per month: units × unit commission. */
export function monthlyCommission(product: RoiProduct): number {
  return product.unitsPerMonth * product.unitCommission;
}

/** Commissions of all products per month. */
export function monthlyTotalOf(products: readonly RoiProduct[]): number {
  return products.reduce((sum, product) => sum + monthlyCommission(product), 0);
}

/** What the franchisee has at the end of the period: the investment back plus the profit. */
export function totalGainOf(investment: number, periodProfit: number): number {
  return Math.round((investment + periodProfit) * 100) / 100;
}

/** Return on investment in percent, rounded to one decimal: profit ÷ investment. */
export function roiPercentOf(periodProfit: number, investment: number): number {
  return Math.round((periodProfit / investment) * 1000) / 10;
}
