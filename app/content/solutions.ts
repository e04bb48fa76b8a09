/**
 * The profitable solutions page, /solucoes-lucrativas: the head, the hero and the sections' headings. The ticker, product cards and
 * highlights are the `solutions` section, the testimonials `testimonials.solutions`.
 */

import type { KeyFigure, PageAction, SectionIntro } from "./page-sections";

export const solutionsSeo = {
  title: "Soluções lucrativas: mais de 280 produtos financeiros | Cota Fácil",
  description:
    "Consórcios, seguros, financiamentos, telemedicina, viagem, energia solar e empréstimos: conheça as soluções que os franqueados Cota Fácil vendem com comissões de até 300%.",
};

export const solutionsHero: {
  eyebrow: string;
  title: string;
  subtitle: string;
  primaryAction: PageAction;
  secondaryAction: PageAction;
  figures: KeyFigure[];
} = {
  eyebrow: "Soluções lucrativas",
  title: "Um portfólio completo de soluções financeiras para você lucrar",
  subtitle:
    "Consórcios, seguros, financiamentos, telemedicina, viagens e energia solar das principais instituições do país, com comissões de até 300% e suporte diário para vender.",
  primaryAction: { label: "Quero ser franqueado", href: "#contato" },
  secondaryAction: { label: "Ver soluções", href: "#produtos" },
  figures: [
    { value: "280", label: "produtos" },
    { value: "Até 300%", label: "de comissão" },
    { value: "+1000", label: "franquias" },
  ],
};

/** The hero's illustration (drawn as it is, not framed as a photo). */
export const solutionsHeroImage = "/images/pages/solutions.svg";

export const productsIntro: SectionIntro = {
  eyebrow: "Produtos",
  title: "Soluções que os seus clientes já procuram",
  lead: "Cada produto é uma nova oportunidade de comissão, com materiais de venda e especialistas da rede para apoiar você.",
};

export const solutionsModelsIntro: SectionIntro = {
  eyebrow: "Modelos de franquia",
  title: "Escolha como você quer vender",
  lead: "Os mesmos 280 produtos em cinco formatos de franquia, do home office à loja com call center.",
};

export const solutionsTestimonialsIntro: SectionIntro = {
  eyebrow: "Resultados reais",
  title: "Franqueados de todo o Brasil",
  lead: "Exemplos de comissões mensais de franqueados em três regiões do país.",
};

export const highlightsIntro: SectionIntro = {
  eyebrow: "Diferenciais",
  title: "Por que vender com a Cota Fácil",
  lead: "A estrutura de uma grande rede para você se dedicar ao que importa: atender bem e vender mais.",
};
