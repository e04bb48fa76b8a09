import { describe, expect, it } from "vitest";
import { defaultSiteStyles } from "~/content/styles";
import {
  contrastRatio,
  formatRatio,
  hexToRgb,
  mixInOklab,
  primaryStrongOf,
  relativeLuminance,
  themeContrastChecks,
} from "~/lib/contrast";

/** WCAG 2.x contrast, as the Styling screen's warning computes it. */

describe("contrast ratio", () => {
  it("gives the known ratios of reference pairs", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    // #777777 is the classic "just fails AA" grey on white (4.48:1), #767676 the darkest that passes (4.54:1).
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#333333", "#ffffff")).toBeCloseTo(12.63, 2);
    expect(contrastRatio("#0ea5e9", "#ffffff")).toBeCloseTo(2.77, 2);
  });

  it("does not depend on the order of the colours", () => {
    expect(contrastRatio("#f97316", "#0b1b33")).toBe(contrastRatio("#0b1b33", "#f97316"));
  });

  it("has luminance 0 for black and 1 for white", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
  });

  it("reads only #rrggbb", () => {
    expect(hexToRgb("#0EA5E9")).toEqual([14, 165, 233]);
    expect(hexToRgb("0ea5e9")).toBeNull();
    expect(hexToRgb("#fff")).toBeNull();
    expect(() => relativeLuminance("red")).toThrow();
  });

  it("shows a ratio rounded down, so a failing pair never reads as passing", () => {
    expect(formatRatio(4.499)).toBe("4,49:1");
    expect(formatRatio(21)).toBe("21,00:1");
  });
});

describe("the site's derived button colour", () => {
  it("mixes in oklab like CSS color-mix: the ends give the colours themselves", () => {
    expect(mixInOklab("#0ea5e9", 1, "#001020")).toBe("#0ea5e9");
    expect(mixInOklab("#0ea5e9", 0, "#001020")).toBe("#001020");
    expect(mixInOklab("#ffffff", 0.5, "#ffffff")).toBe("#ffffff");
  });

  it("keeps white text readable on the default primary's strong shade", () => {
    const strong = primaryStrongOf(defaultSiteStyles.colors.primary);
    expect(contrastRatio("#ffffff", strong)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("the theme's contrast checks", () => {
  it("pass for the default theme", () => {
    const checks = themeContrastChecks(defaultSiteStyles.colors);
    expect(checks.map((check) => check.id)).toEqual(["text-on-background", "white-on-primary"]);
    expect(checks.every((check) => check.passes)).toBe(true);
  });

  it("fail for white text on a white background", () => {
    const [text] = themeContrastChecks({ ...defaultSiteStyles.colors, text: "#ffffff" });
    expect(text).toMatchObject({ id: "text-on-background", passes: false });
    expect(text.ratio).toBeCloseTo(1, 5);
  });

  it("fail for a grey just under AA, and pass just over it", () => {
    const check = (text: string) => themeContrastChecks({ ...defaultSiteStyles.colors, text })[0].passes;
    expect(check("#777777")).toBe(false);
    expect(check("#767676")).toBe(true);
  });

  it("fail for white buttons when the primary colour is very light", () => {
    const checks = themeContrastChecks({ ...defaultSiteStyles.colors, primary: "#ffffff" });
    expect(checks.find((check) => check.id === "white-on-primary")?.passes).toBe(false);
  });

  it("leave out pairs with a colour that is not #rrggbb (the field shows the error)", () => {
    expect(themeContrastChecks({ ...defaultSiteStyles.colors, text: "#zzzzzz" }).map((c) => c.id)).toEqual([
      "white-on-primary",
    ]);
  });
});
