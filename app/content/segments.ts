/**
 * The five segment pages: one page component, one entry per profession. The copy is here; the
 * four hero statistics (in this order: partners, satisfaction, average revenue, months to the return of the investment)
 * and the benefit cards are the `segments` section, edited on Content Management.
 */

import type { FeatureItem, KeyFigure, SectionIntro } from "./page-sections";
import { segmentSlugs } from "./registry/pages";
import type { SegmentFigures } from "./registry/sections/segments";

// This module stays free of the section's schema (zod): the pages' browser code imports it.

// The segments are those the page registry gives a page.
export { segmentSlugs };
export type SegmentSlug = (typeof segmentSlugs)[number];

/** What the page draws: the copy below with the section's figures and cards. */
export type Segment = {
  slug: SegmentSlug;
  path: `/segmentos/${SegmentSlug}`;
  /** The profession as the navigation names it. */
  name: string;
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string };
  /** The four statistics, each with the label the page shows under it. */
  stats: KeyFigure[];
  benefits: { intro: SectionIntro; items: FeatureItem[] };
};

type SegmentCopy = Omit<Segment, "stats" | "benefits" | "seo"> & {
  /** The head's description before the figures (which come from the section). */
  seo: { title: string; description: string };
  benefitsIntro: SectionIntro;
};

/** The hero's two buttons: to the contact form and to the benefit cards. */
export const segmentActions = {
  primary: { label: "Quero ser franqueado", href: "#contato" },
  secondary: { label: "Ver benefícios", href: "#beneficios" },
} as const;

const segmentCopy: SegmentCopy[] = [
  {
    slug: "advogados",
    path: "/segmentos/advogados",
    name: "Advogados",
    seo: {
      title: "Franquia para advogados | Cota Fácil",
      description: "Advogado, amplie sua renda com soluções financeiras para os seus clientes",
    },
    hero: {
      eyebrow: "Franquia para advogados",
      title: "Advogado, transforme a confiança dos seus clientes em uma nova fonte de renda",
      subtitle:
        "Inventários, divórcios, causas trabalhistas e empresariais geram necessidades financeiras todos os dias. Com a Cota Fácil, você oferece a solução certa sem sair do seu escritório.",
    },
    benefitsIntro: {
      eyebrow: "Benefícios para advogados",
      title: "Uma renda extra que combina com a advocacia",
      lead: "Você já é a pessoa de confiança dos seus clientes nos momentos decisivos. Agora pode ajudá-los também nas decisões financeiras.",
    },
  },
  {
    slug: "bancarios",
    path: "/segmentos/bancarios",
    name: "Bancários",
    seo: {
      title: "Franquia para bancários e ex-bancários | Cota Fácil",
      description: "Bancário ou ex-bancário, use sua experiência para empreender",
    },
    hero: {
      eyebrow: "Franquia para bancários",
      title: "Bancário, sua experiência vale mais no seu próprio negócio",
      subtitle:
        "Você já domina crédito, seguros e consórcios. Na Cota Fácil, vende os mesmos produtos com comissões de até 300%, sem metas impostas e com a sua própria carteira.",
    },
    benefitsIntro: {
      eyebrow: "Benefícios para bancários",
      title: "Tudo o que você sabe fazer, agora para você",
      lead: "Leve sua experiência de agência para um negócio em que o resultado do seu trabalho fica com você.",
    },
  },
  {
    slug: "contadores",
    path: "/segmentos/contadores",
    name: "Contadores",
    seo: {
      title: "Franquia para contadores | Cota Fácil",
      description: "Contador, ofereça soluções financeiras à sua carteira de empresas",
    },
    hero: {
      eyebrow: "Franquia para contadores",
      title: "Contador, ofereça às empresas que você atende as soluções financeiras que elas procuram",
      subtitle:
        "Crédito para capital de giro, seguros empresariais, maquininhas e consórcios: você conhece as finanças dos seus clientes melhor do que ninguém.",
    },
    benefitsIntro: {
      eyebrow: "Benefícios para contadores",
      title: "Mais valor para a sua carteira de clientes",
      lead: "Transforme as necessidades financeiras das empresas que você atende em uma nova receita para o seu escritório.",
    },
  },
  {
    slug: "imobiliarias",
    path: "/segmentos/imobiliarias",
    name: "Imobiliárias",
    seo: {
      title: "Franquia para imobiliárias e corretores | Cota Fácil",
      description: "Imobiliária, feche mais negócios com financiamento, consórcio e seguros",
    },
    hero: {
      eyebrow: "Franquia para imobiliárias",
      title: "Imobiliária, ganhe também no financiamento, no consórcio e no seguro de cada imóvel",
      subtitle:
        "Todo comprador precisa de crédito e todo imóvel precisa de seguro. Com a Cota Fácil, essas comissões ficam na sua imobiliária.",
    },
    benefitsIntro: {
      eyebrow: "Benefícios para imobiliárias",
      title: "Mais receita em cada negociação",
      lead: "Complete a venda e a locação com as soluções financeiras que o seu cliente já vai contratar.",
    },
  },
  {
    slug: "eletro",
    path: "/segmentos/eletro",
    name: "Lojas de eletro",
    seo: {
      title: "Franquia para lojas de eletrodomésticos | Cota Fácil",
      description: "Loja de eletro, venda mais com crédito, seguros, maquininhas e energia solar",
    },
    hero: {
      eyebrow: "Franquia para lojas de eletro",
      title: "Loja de eletro, transforme o seu balcão em um ponto de soluções financeiras",
      subtitle:
        "Seu cliente já entra na loja para comprar a prazo. Ofereça crédito, seguros, maquininhas e energia solar e ganhe em cada venda.",
    },
    benefitsIntro: {
      eyebrow: "Benefícios para lojas de eletro",
      title: "Mais vendas no mesmo balcão",
      lead: "Aproveite o movimento da sua loja para oferecer as soluções financeiras que o seu cliente já procura.",
    },
  },
];

export function isSegmentSlug(slug: string | undefined): slug is SegmentSlug {
  return (segmentSlugs as readonly (string | undefined)[]).includes(slug);
}

/** The segment a shipped segment page's address names ("/segmentos/advogados"), else undefined. */
export function segmentSlugOfPath(path: string): SegmentSlug | undefined {
  const slug = /^\/segmentos\/([a-z]+)$/.exec(path)?.[1];
  return isSegmentSlug(slug) ? slug : undefined;
}

/** The four statistics, each with the label the page shows under it. */
function statFigures(stats: SegmentFigures["stats"]): KeyFigure[] {
  return [
    { value: stats.partners, label: stats.partnersLabel },
    { value: stats.satisfaction, label: "de satisfação" },
    { value: stats.averageRevenue, label: "de faturamento médio" },
    { value: stats.returnTime, label: "para o retorno do investimento" },
  ];
}

/**
 * The opening of a segment page as a page block holds it (the "segment" block,
 * app/content/pages/blocks.ts): the profession's name and hero texts, the benefit cards'
 * heading, and the section's figures and cards.
 */
export type SegmentBlockValue = SegmentFigures & {
  name: string;
  hero: Segment["hero"];
  intro: SectionIntro;
};

/** The segment block's value for a shipped segment: its copy above, with the section's figures. */
export function segmentBlockValue(slug: SegmentSlug, figures: SegmentFigures): SegmentBlockValue {
  const copy = copyOf(slug);
  return { name: copy.name, hero: copy.hero, intro: copy.benefitsIntro, ...figures };
}

/** What the segment page's opening draws, from a segment block's value. */
export function segmentOfBlock(value: SegmentBlockValue): SegmentOpening {
  return {
    name: value.name,
    hero: value.hero,
    stats: statFigures(value.stats),
    benefits: { intro: value.intro, items: value.benefits },
  };
}

/** The part of a segment page written for its profession (components/site/segment). */
export type SegmentOpening = Pick<Segment, "name" | "hero" | "stats" | "benefits">;

function copyOf(slug: SegmentSlug): SegmentCopy {
  const copy = segmentCopy.find((segment) => segment.slug === slug);
  if (!copy) throw new Error(`Unknown segment: ${slug}`);
  return copy;
}

/** The page of one segment with its figures and benefit cards as the section holds them. */
export function segmentPageFrom(slug: SegmentSlug, figures: SegmentFigures): Segment {
  const copy = copyOf(slug);
  const { stats } = figures;
  return {
    slug: copy.slug,
    path: copy.path,
    name: copy.name,
    hero: copy.hero,
    seo: {
      title: copy.seo.title,
      description: `${copy.seo.description}: ${stats.partners} parceiros, ${stats.satisfaction} de satisfação, ${stats.averageRevenue} de faturamento médio e retorno em ${stats.returnTime}.`,
    },
    stats: statFigures(stats),
    benefits: { intro: copy.benefitsIntro, items: figures.benefits },
  };
}
