import {
  colorFields,
  defaultSiteStyles,
  type FontName,
  fontStackOf,
  isBaseFontSize,
  isFontName,
  normalizeHex,
  type SiteStyles,
} from "~/content/styles";
import { fontFaceCss, fontFiles } from "./fonts";

/**
 * The saved theme as CSS for the document's <head>: the --theme-* variables of app/app.css that
 * differ from the defaults, and the @font-face of the fonts in use (only those, so a page
 * downloads no font it does not show). Rendered on the server with the page: no flash of the
 * default theme.
 */
export type ThemeCss = {
  /** Empty when the theme is the default one (the stylesheet already has it). */
  css: string;
  /** The font files the page uses, to preload. */
  fontPreloads: string[];
};

const colorVariables = {
  primary: "--theme-primary",
  background: "--theme-background",
  text: "--theme-text",
  accent: "--theme-accent",
  border: "--theme-border",
} as const;

/**
 * Only values that pass the same checks as the form reach the CSS (a #rrggbb colour, a font or a
 * size from the lists); anything else keeps its default, so no stored text is ever written into
 * the stylesheet.
 */
export function themeCss(styles: SiteStyles): ThemeCss {
  const defaults = defaultSiteStyles;
  const declarations: string[] = [];
  for (const field of colorFields) {
    const hex = normalizeHex(styles.colors[field]) ?? defaults.colors[field];
    if (hex !== defaults.colors[field]) declarations.push(`${colorVariables[field]}:${hex}`);
  }
  const { headingFont, bodyFont, baseSize } = styles.typography;
  const heading: FontName = isFontName(headingFont) ? headingFont : "Inter";
  const body: FontName = isFontName(bodyFont) ? bodyFont : "Inter";
  if (heading !== defaults.typography.headingFont) {
    declarations.push(`--theme-heading-font:${fontStackOf(heading)}`);
  }
  if (body !== defaults.typography.bodyFont) declarations.push(`--theme-body-font:${fontStackOf(body)}`);
  if (isBaseFontSize(baseSize) && baseSize !== defaults.typography.baseSize) {
    declarations.push(`--theme-base-size:${baseSize}`);
  }

  const fonts = [...new Set<FontName>([body, heading])];
  const faces = fonts.map(fontFaceCss).join("");
  const variables = declarations.length ? `:root{${declarations.join(";")}}` : "";
  return { css: faces + variables, fontPreloads: fonts.map((font) => fontFiles[font].url) };
}
