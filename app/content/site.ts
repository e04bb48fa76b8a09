/**
 * The shapes and shipped defaults of the logo, the social links and the promotional banner: the
 * `logo`, `social-links` and `promo-banner` sections (app/content/registry/sections/site-shell.ts).
 * The company's name and contact details are the `company` section (sections/company.ts).
 */

export type LogoSettings = { text: string; imageUrl: string };

export type SocialLinks = {
  facebook: string;
  instagram: string;
  twitter: string;
  linkedin: string;
};

export type PromoBannerSettings = {
  text: string;
  /** Local date-time without zone: the countdown ends at that time in the visitor's own zone. */
  deadline: string;
};

export type SiteSettings = {
  logo: LogoSettings;
  socialLinks: SocialLinks;
  promoBanner: PromoBannerSettings;
};

export const defaultSiteSettings: SiteSettings = {
  logo: { text: "Cota Fácil", imageUrl: "" },
  socialLinks: {
    facebook: "https://facebook.com/cotafacil",
    instagram: "https://instagram.com/cotafacil",
    twitter: "",
    linkedin: "https://linkedin.com/company/cotafacil",
  },
  promoBanner: {
    text: "Aproveite a última semana com Valores Promocionais!",
    deadline: "2025-10-17T23:59:59",
  },
};
