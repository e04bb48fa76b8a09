import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import loraLatin from "@fontsource-variable/lora/files/lora-latin-wght-normal.woff2?url";
import manropeLatin from "@fontsource-variable/manrope/files/manrope-latin-wght-normal.woff2?url";
import montserratLatin from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import openSansLatin from "@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2?url";
import robotoSlabLatin from "@fontsource-variable/roboto-slab/files/roboto-slab-latin-wght-normal.woff2?url";
import { type FontName, fontFamilyOf } from "~/content/styles";

/**
 * The Latin file of each font the Styling screen offers (Latin covers Portuguese), with the
 * weight range its variable file holds. Built into the app's assets, so served by the site itself.
 */
export const fontFiles: Record<FontName, { url: string; weights: string }> = {
  Inter: { url: interLatin, weights: "100 900" },
  Manrope: { url: manropeLatin, weights: "200 800" },
  Montserrat: { url: montserratLatin, weights: "100 900" },
  "Open Sans": { url: openSansLatin, weights: "300 800" },
  Lora: { url: loraLatin, weights: "400 700" },
  "Roboto Slab": { url: robotoSlabLatin, weights: "100 900" },
};

/** Fontsource's range for its "latin" subset. */
const latinRange =
  "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";

/**
 * The @font-face of a font. Inter's is already in the stylesheet (app/styles/fonts.css). As
 * there, `font-display: optional` with a preload: the font is used when it arrives with the first
 * paint, otherwise that view keeps the fallback, so text never shifts after it is drawn.
 */
export function fontFaceCss(name: FontName): string {
  if (name === "Inter") return "";
  const file = fontFiles[name];
  return `@font-face{font-family:"${fontFamilyOf(name)}";font-style:normal;font-display:optional;font-weight:${file.weights};src:url("${file.url}") format("woff2-variations");unicode-range:${latinRange}}`;
}
