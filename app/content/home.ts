/**
 * Copy and figures of the home page sections (public-site.md §2 "Home page" and §9 claims):
 * hero, benefits, steps, text testimonials and the about section.
 */

export type HeroStat = { value: string; label: string };

export const hero = {
  eyebrow: "Franquia de soluções financeiras",
  title: "Seja um franqueado Cota Fácil e lucre com soluções financeiras",
  subtitle:
    "Consórcios, seguros, financiamentos, maquininhas, energia solar e mais de 280 produtos em um só negócio. Comissões de até 300%, marketing pronto e suporte diário para você crescer com segurança.",
  primaryCta: { label: "Quero ser um franqueado", href: "#contato" },
  secondaryCta: { label: "Conheça os modelos", href: "#franquias" },
  /** Read together, value and label give the spec's wording: '+10 Premiações'. */
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

export type BenefitIcon =
  | "wallet"
  | "percent"
  | "package"
  | "headset"
  | "megaphone"
  | "shield-check"
  | "calendar"
  | "trending-up";

export type Benefit = { icon: BenefitIcon; title: string; text: string };

export const benefitsIntro: SectionIntro = {
  eyebrow: "Por que a Cota Fácil",
  title: "Vantagens de ser um franqueado",
  lead: "Um negócio com estrutura de grande rede, portfólio amplo e acompanhamento próximo em cada etapa.",
};

export const benefits: Benefit[] = [
  {
    icon: "wallet",
    title: "Investimento acessível",
    text: "Monte sua operação com investimento mínimo de R$ 25.000 e condições facilitadas de pagamento.",
  },
  {
    icon: "percent",
    title: "Comissões de até 300%",
    text: "Ganhe comissões de até 300% nas vendas de produtos financeiros das maiores instituições do país.",
  },
  {
    icon: "package",
    title: "280 produtos",
    text: "Consórcios, seguros, financiamentos, maquininhas, energia solar, passe saúde e muito mais em um só lugar.",
  },
  {
    icon: "headset",
    title: "Suporte diário",
    text: "Especialistas ao seu lado todos os dias para tirar dúvidas, montar propostas e fechar negócios.",
  },
  {
    icon: "megaphone",
    title: "Marketing pronto",
    text: "Campanhas, artes e materiais prontos para suas redes sociais, para atrair clientes desde o primeiro dia.",
  },
  {
    icon: "shield-check",
    title: "Sem necessidade de SUSEP",
    text: "Você não precisa de registro na SUSEP para começar: a estrutura regulatória é da rede.",
  },
  {
    icon: "calendar",
    title: "7 anos de mercado",
    text: "Uma marca sólida, com 7 anos de experiência em soluções financeiras em todo o Brasil.",
  },
  {
    icon: "trending-up",
    title: "Mais de 1000 franquias",
    text: "Mais de 1000 franquias em operação e mais de R$ 500 milhões em negócios realizados pela rede.",
  },
];

export type Step = { title: string; text: string };

export const stepsIntro: SectionIntro = {
  eyebrow: "Como funciona",
  title: "Do contrato ao crescimento em 4 passos",
  lead: "Um caminho simples e acompanhado de perto pela nossa equipe, para você começar a faturar rápido.",
};

export const steps: Step[] = [
  {
    title: "Assinatura do contrato",
    text: "Escolha o modelo ideal, tire suas dúvidas com nosso time e formalize sua entrada na rede.",
  },
  {
    title: "Treinamento inicial",
    text: "Capacitação completa sobre produtos, técnicas de venda e sistemas, com especialistas do mercado.",
  },
  {
    title: "Início das operações",
    text: "Com marketing pronto e suporte diário, você começa a atender clientes e a gerar comissões.",
  },
  {
    title: "Sucesso e crescimento",
    text: "Amplie sua carteira, diversifique os produtos e cresça com o apoio de toda a rede.",
  },
];

export type Testimonial = {
  name: string;
  /** City/UF. */
  location: string;
  model: string;
  quote: string;
};

export const testimonialsIntro: SectionIntro = {
  eyebrow: "Depoimentos",
  title: "Quem é franqueado recomenda",
  lead: "Histórias de empreendedores que transformaram a carreira com a Cota Fácil.",
};

export const testimonials: Testimonial[] = [
  {
    name: "Mariana Souza",
    location: "Curitiba/PR",
    model: "Franquia Home",
    quote:
      "Saí do emprego no banco e hoje atendo meus clientes de casa. O treinamento me deu segurança e o suporte responde no mesmo dia. Recuperei o investimento antes do previsto.",
  },
  {
    name: "Ricardo Almeida",
    location: "Recife/PE",
    model: "Franquia Office",
    quote:
      "Já tinha um escritório de contabilidade e passei a oferecer consórcios e seguros para a mesma carteira. Virou uma nova fonte de receita sem aumentar minha estrutura.",
  },
  {
    name: "Fernanda Lima",
    location: "Belo Horizonte/MG",
    model: "Franquia Loja",
    quote:
      "A loja trouxe credibilidade no bairro. Os clientes entram para simular um financiamento e saem com seguro e maquininha. O marketing pronto faz toda a diferença.",
  },
];

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
