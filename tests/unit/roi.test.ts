import { describe, expect, it } from "vitest";
import { roiSection } from "~/content/registry/sections/roi";
import { monthlyCommission, monthlyTotalOf, roiPercentOf, roiSampleFrom, totalGainOf } from "~/content/roi";
import { formatBRL, formatPercent } from "~/lib/money";

/**
 * The ROI and payback sample of the Basic page. The page shows the product's published
 * figures; this file says which of them follow from the product table and the investment, and
 * which are given without the data to derive them.
 */

// The page's sample: the roi section's shipped figures and what follows from them.
const sample = roiSampleFrom(roiSection.defaults);

describe("Basic ROI sample: the shipped figures, as the page writes them", () => {
  it("has the five products with their units per month and unit commission", () => {
    expect(sample.products.map((p) => [p.name, p.unitsPerMonth, p.unitCommission])).toEqual([
      ["Passe Saúde", 2, 3000],
      ["Consórcio", 8, 1500],
      ["Energia Solar", 1, 2000],
      ["Seguros", 5, 800],
      ["Maquininha", 4, 500],
    ]);
  });

  it("writes every result in Brazilian format", () => {
    expect(formatBRL(sample.investment)).toBe("R$ 75.000,00");
    expect(formatBRL(sample.monthlyTotal)).toBe("R$ 26.000,00");
    expect(formatBRL(sample.periodProfit)).toBe("R$ 101.436,32");
    expect(formatBRL(sample.totalGain)).toBe("R$ 176.436,32");
    expect(formatPercent(sample.roiPercent)).toBe("135,2%");
    expect(sample.paybackMonths).toBe(3);
    expect(sample.periodMonths).toBe(12);
  });
});

describe("Basic ROI sample: what follows from the product table", () => {
  it("monthly total = Σ units × unit commission = R$ 26.000,00", () => {
    expect(sample.products.map(monthlyCommission)).toEqual([6000, 12000, 2000, 4000, 2000]);
    expect(monthlyTotalOf(sample.products)).toBe(26_000);
    expect(monthlyTotalOf(sample.products)).toBe(sample.monthlyTotal);
  });

  it("total gain = investment + 12-month profit = R$ 176.436,32", () => {
    expect(totalGainOf(sample.investment, sample.periodProfit)).toBe(176_436.32);
    expect(totalGainOf(sample.investment, sample.periodProfit)).toBe(sample.totalGain);
  });

  it("ROI = 12-month profit ÷ investment = 135,2 %", () => {
    expect(roiPercentOf(sample.periodProfit, sample.investment)).toBe(135.2);
    expect(roiPercentOf(sample.periodProfit, sample.investment)).toBe(sample.roiPercent);
  });
});

describe("Basic ROI sample: what is given as is", () => {
  it("the 12-month profit is not 12 × the monthly total: it is after costs the sample does not list", () => {
    const grossCommissions = 12 * sample.monthlyTotal;
    expect(grossCommissions).toBe(312_000);
    expect(sample.periodProfit).toBeLessThan(grossCommissions);
    // The implied costs of the year; none are published, so the profit cannot be derived here.
    expect(Math.round((grossCommissions - sample.periodProfit) * 100) / 100).toBe(210_563.68);
  });

  it("the payback of 3 months is not derived from the profit either", () => {
    // On the average monthly profit the investment would take almost 9 months to come back…
    const monthsOnProfit = sample.investment / (sample.periodProfit / sample.periodMonths);
    expect(monthsOnProfit).toBeCloseTo(8.87, 2);
    // …while 3 months matches the gross commissions alone (75.000 ÷ 26.000 ≈ 2,9), before costs.
    expect(Math.ceil(sample.investment / sample.monthlyTotal)).toBe(sample.paybackMonths);
    // So the page shows the published 3 months as given, not as a result computed from the table.
  });
});
