import type { ColorStyles } from "~/content/styles";

/**
 * Colour contrast as WCAG 2.x defines it, for the Styling screen's warning: the theme's text on
 * its background, and the white text of the site's buttons on the darker shade of the primary
 * colour that app/app.css derives (--color-primary-strong).
 */

/** WCAG AA for normal text. */
export const minimumContrast = 4.5;

type Rgb = [number, number, number];

/** #rrggbb as 0–255 channels, or null for anything else. */
export function hexToRgb(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return null;
  return [Number.parseInt(match[1], 16), Number.parseInt(match[2], 16), Number.parseInt(match[3], 16)];
}

export function rgbToHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(clamp(channel, 0, 255))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

const toLinear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const fromLinear = (value: number) => {
  const c = value <= 0.0031308 ? value * 12.92 : 1.055 * value ** (1 / 2.4) - 0.055;
  return c * 255;
};

/** Relative luminance (WCAG 2.x), 0 for black to 1 for white. */
export function relativeLuminance(hex: string): number {
  const rgb = hexToRgb(hex);
  if (!rgb) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = rgb.map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(first: string, second: string): number {
  const a = relativeLuminance(first);
  const b = relativeLuminance(second);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

type Oklab = [number, number, number];

function rgbToOklab(rgb: Rgb): Oklab {
  const [r, g, b] = rgb.map(toLinear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToRgb([L, a, b]: Oklab): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  ];
}

/** CSS `color-mix(in oklab, first <share>, second)`, for opaque colours. */
export function mixInOklab(first: string, share: number, second: string): string {
  const a = hexToRgb(first);
  const b = hexToRgb(second);
  if (!a || !b) throw new Error(`not #rrggbb colours: ${first}, ${second}`);
  const p = rgbToOklab(a);
  const q = rgbToOklab(b);
  return rgbToHex(oklabToRgb([0, 1, 2].map((i) => p[i] * share + q[i] * (1 - share)) as Oklab));
}

/** --color-primary-strong of app/app.css: the primary colour darkened for white button text. */
export function primaryStrongOf(primary: string): string {
  return mixInOklab(primary, 0.58, "#001020");
}

export type ContrastCheck = {
  id: "text-on-background" | "white-on-primary";
  /** What is being checked, as the screen says it. */
  label: string;
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
};

/** The theme's checks; colours that are not #rrggbb are left out (their field shows the error). */
export function themeContrastChecks(colors: Pick<ColorStyles, "primary" | "background" | "text">) {
  const checks: ContrastCheck[] = [];
  const add = (id: ContrastCheck["id"], label: string, foreground: string, background: string) => {
    if (!hexToRgb(foreground) || !hexToRgb(background)) return;
    const ratio = contrastRatio(foreground, background);
    checks.push({ id, label, foreground, background, ratio, passes: ratio >= minimumContrast });
  };
  add("text-on-background", "Texto sobre o fundo", colors.text, colors.background);
  const primary = hexToRgb(colors.primary) ? primaryStrongOf(colors.primary) : "";
  add("white-on-primary", "Texto branco dos botões sobre a cor primária", "#ffffff", primary);
  return checks;
}

/** "4,52:1", as the screen shows a ratio (rounded down, so 4.499 never reads as 4,50). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2).replace(".", ",")}:1`;
}

function clamp(value: number, min: number, max: number) {
  return Math.min(max, Math.max(min, value));
}
