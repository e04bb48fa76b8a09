/**
 * The site's theme as the Styling screen edits it (admin-and-auth.md §3 site_styles, §9): two
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
