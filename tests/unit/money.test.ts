import { describe, expect, it } from "vitest";
import { formatBRL, formatBRLWhole, formatPercent } from "~/lib/money";

describe("BRL formatting", () => {
  it("writes amounts with cents the Brazilian way", () => {
    expect(formatBRL(75000)).toBe("R$ 75.000,00");
    expect(formatBRL(101436.32)).toBe("R$ 101.436,32");
    expect(formatBRL(176436.32)).toBe("R$ 176.436,32");
    expect(formatBRL(0.5)).toBe("R$ 0,50");
  });

  it("writes model prices without cents", () => {
    expect(formatBRLWhole(8997)).toBe("R$ 8.997");
    expect(formatBRLWhole(99997)).toBe("R$ 99.997");
    expect(formatBRLWhole(1000000)).toBe("R$ 1.000.000");
  });

  it("writes percentages with a decimal comma", () => {
    expect(formatPercent(135.2)).toBe("135,2%");
  });
});
