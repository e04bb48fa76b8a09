import { Building2, Calculator, Landmark, type LucideIcon, Refrigerator, Scale } from "lucide-react";

/** The public site's navigation (public-site.md §2 "Header and footer"). */

export type NavItem = { to: string; label: string; icon?: LucideIcon };

export const primaryNav: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/modelo-home", label: "Franquia Home" },
  { to: "/modelo-office", label: "Franquia Office" },
  { to: "/modelo-loja", label: "Franquia Loja" },
  { to: "/modelo-prime", label: "Franquia Prime" },
];

export const segmentNav: NavItem[] = [
  { to: "/segmentos/advogados", label: "Advogados", icon: Scale },
  { to: "/segmentos/bancarios", label: "Bancários", icon: Landmark },
  { to: "/segmentos/contadores", label: "Contadores", icon: Calculator },
  { to: "/segmentos/imobiliarias", label: "Imobiliárias", icon: Building2 },
  { to: "/segmentos/eletro", label: "Lojas de eletro", icon: Refrigerator },
];

/** Pages outside the model and segment lists: in the footer and the phone menu. */
export const morePagesNav: NavItem[] = [
  { to: "/solucoes-lucrativas", label: "Soluções lucrativas" },
  { to: "/expo-abf-2025", label: "Expo ABF 2025" },
];

export const segmentMenuLabel = "Por segmento";

/** Home page sections the footer links to. */
export const sectionNav: { id: string; label: string }[] = [
  { id: "beneficios", label: "Benefícios" },
  { id: "como-funciona", label: "Como funciona" },
  { id: "depoimentos", label: "Depoimentos" },
  { id: "faq", label: "Perguntas frequentes" },
  { id: "contato", label: "Contato" },
];

export const products = [
  "Consórcios",
  "Seguros",
  "Financiamentos imobiliários",
  "Maquininhas de cartão",
  "Energia solar",
  "Passe saúde / Telemedicina",
];

/** A link to a home page section: a plain hash on the home page, "/#id" everywhere else. */
export function sectionHref(pathname: string, id: string): string {
  return pathname === "/" ? `#${id}` : `/#${id}`;
}
