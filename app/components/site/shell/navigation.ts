import { Building2, Calculator, Landmark, type LucideIcon, Refrigerator, Scale } from "lucide-react";
import { type NavIcon, type NavPlace, type PublicPage, publicPages } from "~/content/registry/pages";
import { type HomeSectionId, homeSectionIds } from "./home-sections";

/**
 * The public site's links to its pages, read from the page registry (each page says whether and
 * where it is linked), and the home page parts the footer links to.
 */

export type NavItem = { to: string; label: string; icon?: LucideIcon };

const icons: Record<NavIcon, LucideIcon> = {
  scale: Scale,
  landmark: Landmark,
  calculator: Calculator,
  building: Building2,
  refrigerator: Refrigerator,
};

/** The links of the pages linked from `place`, in registry order. */
export function navItems(place: NavPlace, pages: readonly PublicPage[] = publicPages): NavItem[] {
  return pages.flatMap(({ path, nav }) =>
    nav?.places.includes(place)
      ? [{ to: path, label: nav.label, ...(nav.icon ? { icon: icons[nav.icon] } : {}) }]
      : [],
  );
}

/** The header bar (read on the server: the header takes it with the root's data). */
export const primaryNav: NavItem[] = navItems("header");
/** The header's "Por segmento" menu (and the phone menu's segment list). */
export const segmentNav: NavItem[] = navItems("segments");
/** The footer's quick links to pages outside the header. */
export const morePagesNav: NavItem[] = navItems("footer");
/** The phone menu: the header's pages, then the footer's. */
export const phoneMenuNav: NavItem[] = [...primaryNav, ...morePagesNav];
/** The footer's last line (privacy policy, terms). */
export const legalNav: NavItem[] = navItems("legal");

export const segmentMenuLabel = "Por segmento";

const sectionLabels: Record<HomeSectionId, string> = {
  beneficios: "Benefícios",
  "como-funciona": "Como funciona",
  depoimentos: "Depoimentos",
  faq: "Perguntas frequentes",
  contato: "Contato",
};

/** The home page's sections the footer links to, in the page's order. */
export const sectionNav: { id: HomeSectionId; label: string }[] = homeSectionIds.map((id) => ({
  id,
  label: sectionLabels[id],
}));
export { sectionHref } from "./section-link";

export const products = [
  "Consórcios",
  "Seguros",
  "Financiamentos imobiliários",
  "Maquininhas de cartão",
  "Energia solar",
  "Passe saúde / Telemedicina",
];
