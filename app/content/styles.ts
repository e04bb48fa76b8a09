/**
 * The site's theme as the Styling screen edits it: two
 * sections, each a new site_styles row per save. Rendered on the server as the CSS variables of
 * app/app.css (--theme-*).
 */

export type ColorStyles = {
  primary: string;
  background: string;
  text: string;
  accent: string;
  border: string;
};

export type TypographyStyles = {
  headingFont: string;
  bodyFont: string;
  baseSize: string;
};

export type SiteStyles = { colors: ColorStyles; typography: TypographyStyles };

export const defaultSiteStyles: SiteStyles = {
  colors: {
    primary: "#0ea5e9",
    background: "#ffffff",
    text: "#333333",
    accent: "#f97316",
    border: "#e5e7eb",
  },
  typography: { headingFont: "Inter", bodyFont: "Inter", baseSize: "16px" },
};

/**
 * The fonts the Styling screen offers: all self-hosted (@fontsource-variable packages), so the
 * public pages never call a font host. `family` is the @font-face name; `generic` the fallback
 * kept when the file is not there yet.
 */
export const fontChoices = [
  { name: "Inter", family: "Inter Variable", generic: "sans-serif" },
  { name: "Manrope", family: "Manrope Variable", generic: "sans-serif" },
  { name: "Montserrat", family: "Montserrat Variable", generic: "sans-serif" },
  { name: "Open Sans", family: "Open Sans Variable", generic: "sans-serif" },
  { name: "Lora", family: "Lora Variable", generic: "serif" },
  { name: "Roboto Slab", family: "Roboto Slab Variable", generic: "serif" },
] as const;

export type FontName = (typeof fontChoices)[number]["name"];

export const fontNames = fontChoices.map((font) => font.name) as FontName[];

/** Base font sizes offered: the body text stays readable on a phone and fits on a desktop. */
export const baseFontSizes = ["14px", "15px", "16px", "17px", "18px", "19px", "20px"] as const;

export type BaseFontSize = (typeof baseFontSizes)[number];

export const colorFields = ["primary", "background", "text", "accent", "border"] as const;

export function isFontName(value: unknown): value is FontName {
  return typeof value === "string" && (fontNames as string[]).includes(value);
}

export function isBaseFontSize(value: unknown): value is BaseFontSize {
  return typeof value === "string" && (baseFontSizes as readonly string[]).includes(value);
}

export function fontFamilyOf(name: FontName): string {
  return fontChoices.find((font) => font.name === name)?.family ?? "Inter Variable";
}

/** The CSS value of a font choice: its family, quoted, then its generic fallback. */
export function fontStackOf(name: FontName): string {
  const font = fontChoices.find((choice) => choice.name === name) ?? fontChoices[0];
  return `"${font.family}", ${font.generic}`;
}

/**
 * A colour as typed, as #rrggbb (lower case), or null when it is not one. #rgb is expanded,
 * as a colour picker only takes the six-digit form.
 */
export function normalizeHex(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const typed = value.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(typed)) return typed;
  if (/^#[0-9a-f]{3}$/.test(typed)) {
    return `#${[...typed.slice(1)].map((digit) => digit + digit).join("")}`;
  }
  return null;
}
