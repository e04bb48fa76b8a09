/**
 * The ROI and payback sample of the Basic model page.
 *
 * The figures are the `roi` section's (app/content/registry/sections/roi.ts). Three of them follow from the product table and the investment (the helpers below,
 * tests/unit/roi.test.ts); the 12-month profit and the payback are given as they are, because
 * they depend on costs the sample does not list.
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
  /** Profit over the period, after the operation's costs (given, not derived). */
  periodProfit: number;
  /** Investment plus the period's profit, in BRL. */
  totalGain: number;
  /** Period profit over investment, in percent, one decimal. */
  roiPercent: number;
  /** Months to earn the investment back (given, not derived). */
  paybackMonths: number;
};

/** What the `roi` section holds: the given figures; the others follow from them. */
export type RoiExample = Pick<
  RoiSample,
  "investment" | "periodMonths" | "products" | "periodProfit" | "paybackMonths"
>;

/** The sample the page draws: the section's figures and what follows from them. */
export function roiSampleFrom(example: RoiExample): RoiSample {
  return {
    ...example,
    monthlyTotal: monthlyTotalOf(example.products),
    totalGain: totalGainOf(example.investment, example.periodProfit),
    roiPercent: roiPercentOf(example.periodProfit, example.investment),
  };
}

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
