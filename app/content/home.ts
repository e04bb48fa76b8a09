/**
 * Copy and figures of the home page sections: the hero (its title, subtitle and image are the
 * defaults of the `hero.home` section, edited on Content Management), the sections' headings and the about section. The benefits, steps, testimonials,
 * partners and seals are editable sections (app/content/registry/sections/).
 */

export type HeroStat = { value: string; label: string };

export const hero = {
  eyebrow: "Franquia de soluções financeiras",
  title: "Seja um franqueado Cota Fácil e lucre com soluções financeiras",
  subtitle:
    "Consórcios, seguros, financiamentos, maquininhas, energia solar e mais de 280 produtos em um só negócio. Comissões de até 300%, marketing pronto e suporte diário para você crescer com segurança.",
  imageSrc: "/images/hero-illustration.svg",
  primaryCta: { label: "Quero ser um franqueado", href: "#contato" },
  secondaryCta: { label: "Conheça os modelos", href: "#franquias" },
  /** Read together, value and label make one phrase: '+10 Premiações'. */
  stats: [
    { value: "+10", label: "Premiações" },
    { value: "+1000", label: "Franqueados" },
    { value: "R$ 1,5 milhão", label: "Vendas/mês" },
  ] satisfies HeroStat[],
};

export type SectionIntro = { eyebrow: string; title: string; lead: string };

export const modelsIntro: SectionIntro = {
  eyebrow: "Modelos de franquia",
  title: "Escolha o modelo ideal para o seu momento",
  lead: "Cinco formatos para empreender com soluções financeiras, do home office à loja com call center. Todos com treinamento, sistemas e suporte da rede.",
};

export const benefitsIntro: SectionIntro = {
  eyebrow: "Por que a Cota Fácil",
  title: "Vantagens de ser um franqueado",
  lead: "Um negócio com estrutura de grande rede, portfólio amplo e acompanhamento próximo em cada etapa.",
};

export const stepsIntro: SectionIntro = {
  eyebrow: "Como funciona",
  title: "Do contrato ao crescimento em 4 passos",
  lead: "Um caminho simples e acompanhado de perto pela nossa equipe, para você começar a faturar rápido.",
};

export const testimonialsIntro: SectionIntro = {
  eyebrow: "Depoimentos",
  title: "Quem é franqueado recomenda",
  lead: "Histórias de empreendedores que transformaram a carreira com a Cota Fácil.",
};

export const videoTestimonialsIntro: SectionIntro = {
  eyebrow: "Depoimentos em vídeo",
  title: "Franqueados contam suas histórias",
  lead: "Veja como empreendedores de diferentes regiões do país constroem seus negócios com a rede.",
};

export const faqIntro: SectionIntro = {
  eyebrow: "Dúvidas frequentes",
  title: "Perguntas frequentes",
  lead: "Tudo o que você precisa saber antes de se tornar um franqueado Cota Fácil.",
};

export const about = {
  eyebrow: "Quem somos",
  title: "Sobre a Cota Fácil",
  paragraphs: [
    "A Cota Fácil nasceu para levar soluções financeiras a cada cidade do Brasil por meio de empreendedores locais. Reunimos em uma só rede consórcios, seguros, financiamentos, maquininhas, energia solar, passe saúde e muito mais.",
    "Em 7 anos de mercado, formamos mais de 1000 franquias e ultrapassamos R$\u00a0500 milhões em negócios, sempre com treinamento, tecnologia e suporte diário para quem faz parte da rede.",
  ],
  facts: [
    { value: "7 anos", label: "de mercado" },
    { value: "+1000", label: "franquias" },
    { value: "+R$ 500 milhões", label: "em negócios" },
    { value: "280", label: "produtos" },
  ],
};

export const partnersIntro: SectionIntro = {
  eyebrow: "Parceiros",
  title: "Instituições que confiam na nossa rede",
  lead: "Trabalhamos com bancos, seguradoras e administradoras de consórcio de todo o país.",
};

export const awardsIntro = {
  eyebrow: "Credibilidade",
  title: "Reconhecimentos e Premiações",
  lead: "Nosso compromisso com a excelência é reconhecido pelas principais instituições do setor.",
};
