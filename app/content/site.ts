/**
 * The network's identity and the defaults of the admin-editable site settings
 * (admin-and-auth.md §3 "Local site data" and §9 "Promotional banner").
 */

export const brand = {
  name: "Cota Fácil",
  legalName: "Cota Fácil Franquias Ltda.",
  cnpj: "00.000.000/0001-00",
  email: "contato@cotafacil.com.br",
  privacyEmail: "privacidade@cotafacil.com.br",
  phoneDisplay: "(11) 4000-1234",
  phoneHref: "tel:+551140001234",
  whatsappDisplay: "(11) 99999-1234",
  whatsappHref: "https://wa.me/5511999991234",
  address: "Av. Paulista, 1000 – Bela Vista, São Paulo – SP, 01310-100",
  yearsInMarket: 7,
} as const;

export type LogoSettings = { text: string; imageUrl: string };

export type SocialLinks = {
  facebook: string;
  instagram: string;
  twitter: string;
  linkedin: string;
};

export type PromoBannerSettings = {
  text: string;
  /** Local date-time without zone, as the spec gives it ("local time" of the visitor). */
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
