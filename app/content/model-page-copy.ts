/**
 * The shipped copy of the five franchise model pages: their default documents' blocks are built
 * from it (app/content/pages/shipped/model-page.ts, docs/decisions/071), and the team edits it as
 * those blocks on "Páginas". The figures and prices come from the `models` section (through
 * ./models.ts), so a model card and its page never disagree while the page shows its default:
 * `modelPagesFrom(models)` writes the pages around them.
 *
 * Two layouts, two orders of blocks:
 * - "showcase" (Office, Loja, Prime): hero, advantages, financial details card, further sections,
 *   contact.
 * - "starter" (Basic, Home): hero, investment card, advantages, training, contact; Basic adds the
 *   ROI and payback analysis.
 * Office could fit either. It is drawn with the showcase layout, which has room for
 * its integration section; its financial details card shows the investment, and its further
 * sections include a training section like the starter pages'.
 */

import { type FranchiseModel, type FranchiseModelSlug, findFranchiseModel } from "./models";
import type { FeatureItem, KeyFigure, PageAction, SectionIntro } from "./page-sections";

export type ModelHeroCopy = {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Default illustration, site-relative. */
  imageSrc: string;
};

/** A section of the showcase layout after the financial details card. */
export type FurtherSection =
  | {
      kind: "feature";
      /** Anchor of the section. */
      id: string;
      intro: SectionIntro;
      items: FeatureItem[];
      /** Short list beside the cards. */
      checklist: string[];
      action?: PageAction;
    }
  | { kind: "training" };

type ModelPageCommon = {
  slug: FranchiseModelSlug;
  model: FranchiseModel;
  /** Title and description of the page's head. */
  seo: { title: string; description: string };
  hero: ModelHeroCopy;
  /** The three figures under the hero's buttons. */
  heroFigures: KeyFigure[];
  advantages: { intro: SectionIntro; items: FeatureItem[] };
};

export type ShowcaseModelPage = ModelPageCommon & {
  layout: "showcase";
  financialDetails: {
    intro: SectionIntro;
    /** Every business figure of the model, after the investment. */
    figures: KeyFigure[];
    included: string[];
  };
  furtherSections: FurtherSection[];
};

export type StarterModelPage = ModelPageCommon & {
  layout: "starter";
  investmentCard: {
    title: string;
    lead: string;
    /** Every business figure of the model, after the investment. */
    figures: KeyFigure[];
    /** Conditions shown as ticks (no fees, installments…). */
    conditions: string[];
  };
  /** Basic's ROI and payback analysis (./roi.ts). */
  showRoiAnalysis: boolean;
};

export type ModelPage = ShowcaseModelPage | StarterModelPage;

export const trainingSection: { intro: SectionIntro; modules: FeatureItem[]; checklist: string[] } = {
  intro: {
    eyebrow: "Treinamento",
    title: "Capacitação completa para vender desde o primeiro mês",
    lead: "Você não precisa ter experiência no mercado financeiro: a rede ensina produtos, vendas e sistemas, e acompanha seus primeiros negócios de perto.",
  },
  modules: [
    {
      icon: "book-open",
      title: "Produtos financeiros",
      text: "Consórcios, seguros, financiamentos, energia solar, passe saúde e maquininhas explicados do jeito que o cliente entende.",
    },
    {
      icon: "target",
      title: "Técnicas de venda",
      text: "Prospecção, abordagem, negociação e pós-venda, com roteiros prontos para cada produto.",
    },
    {
      icon: "monitor-smartphone",
      title: "Sistemas e ferramentas",
      text: "Simuladores, propostas e acompanhamento das comissões em uma só plataforma.",
    },
    {
      icon: "megaphone",
      title: "Marketing digital",
      text: "Como usar as campanhas e artes prontas da rede para atrair clientes nas redes sociais.",
    },
  ],
  checklist: [
    "Aulas ao vivo e gravadas",
    "Especialistas de cada produto",
    "Suporte diário depois do treinamento",
  ],
};

const included = [
  "Treinamento inicial completo",
  "Mais de 280 produtos financeiros",
  "Sistemas, simuladores e CRM",
  "Marketing pronto para redes sociais",
  "Suporte diário de especialistas",
];

// The pages read the models' figures from ./models.ts; a missing one is a content error.
const figure = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`Missing model figure: ${what}`);
  return value;
};

/**
 * The figures of a showcase page: its revenue and payback as the site writes them, the three
 * figures under the hero (investment, revenue, payback) and the financial details card's two.
 */
function showcaseFiguresOf(model: FranchiseModel) {
  const revenue = figure(model.figures.revenue, `${model.slug} revenue`).label;
  const payback = figure(model.figures.paybackMonths, `${model.slug} payback`).label;
  const details: KeyFigure[] = [
    { value: revenue, label: "Faturamento" },
    { value: payback, label: "Payback" },
  ];
  return {
    revenue,
    payback,
    heroFigures: [{ value: model.investmentLabel, label: "Investimento inicial" }, ...details],
    details,
  };
}

/** The five pages written around the models' values (names, prices, figures). */
export function modelPagesFrom(models: readonly FranchiseModel[]): Record<FranchiseModelSlug, ModelPage> {
  const basic = findFranchiseModel("basic", models);
  const home = findFranchiseModel("home", models);
  const office = findFranchiseModel("office", models);
  const loja = findFranchiseModel("loja", models);
  const prime = findFranchiseModel("prime", models);
  const basicRevenue = figure(basic.figures.monthlyRevenue, "basic revenue").label;
  const basicFirstResults = figure(basic.figures.firstResultsDays, "basic first results").label;
  const basicCommission = figure(basic.figures.commissionPercent, "basic commission").label;
  const homeRevenuePotential = figure(home.figures.revenuePotential, "home revenue potential").label;
  const homeAverageBilling = figure(home.figures.averageMonthlyBilling, "home average billing").label;
  const homePayback = figure(home.figures.paybackMonths, "home payback").label;
  const officeFigures = showcaseFiguresOf(office);
  const lojaFigures = showcaseFiguresOf(loja);
  const primeFigures = showcaseFiguresOf(prime);
  return {
    basic: {
      slug: "basic",
      model: basic,
      layout: "starter",
      seo: {
        title: `Franquia Basic: comece com ${basic.investmentLabel} | Cota Fácil`,
        description: `Franquia Basic Cota Fácil: investimento a partir de ${basic.investmentLabel}, faturamento mensal de ${basicRevenue}, primeiros resultados em ${basicFirstResults} e comissões de ${basicCommission}.`,
      },
      hero: {
        eyebrow: "Franquia Basic",
        title: "Comece a empreender no mercado financeiro com a Franquia Basic",
        subtitle:
          "O modelo de entrada da Cota Fácil: trabalhe de onde estiver, com mais de 280 produtos, treinamento completo e suporte diário para fechar seus primeiros negócios.",
        imageSrc: "/images/pages/model-basic.svg",
      },
      heroFigures: [
        { value: basic.investmentLabel, label: "Investimento inicial" },
        { value: basicRevenue, label: "Faturamento mensal" },
        { value: basicCommission, label: "Comissões" },
      ],
      investmentCard: {
        title: "Investimento e potencial de ganhos",
        lead: "Um investimento único para entrar na rede, com tudo o que você precisa para começar a vender.",
        figures: [
          {
            value: basicRevenue,
            label: "Faturamento mensal",
          },
          {
            value: basicFirstResults,
            label: "Primeiros resultados",
          },
          {
            value: `De ${basicCommission}`,
            label: "Comissões",
          },
          { value: "À vista", label: "Forma de pagamento" },
        ],
        conditions: included.slice(0, 4),
      },
      advantages: {
        intro: {
          eyebrow: "Vantagens",
          title: "Por que começar pela Franquia Basic",
          lead: "Tudo o que uma grande rede oferece, com o menor investimento para você dar o primeiro passo.",
        },
        items: [
          {
            icon: "piggy-bank",
            title: "Baixo investimento",
            text: `Entre na rede com ${basic.investmentLabel} e tenha acesso ao mesmo portfólio dos outros modelos.`,
          },
          {
            icon: "laptop",
            title: "Trabalhe de onde estiver",
            text: "Sem ponto comercial: atenda seus clientes pelo celular, pelo computador ou pessoalmente.",
          },
          {
            icon: "timer",
            title: "Resultados rápidos",
            text: `Os primeiros resultados chegam em ${basicFirstResults}, com apoio do time da rede.`,
          },
          {
            icon: "percent",
            title: "Comissões atrativas",
            text: `Ganhe comissões de ${basicCommission} sobre os produtos que vender.`,
          },
        ],
      },
      showRoiAnalysis: true,
    },

    home: {
      slug: "home",
      model: home,
      layout: "starter",
      seo: {
        title: "Franquia Home: seu negócio financeiro em casa | Cota Fácil",
        description: `Franquia Home Cota Fácil: taxa de franquia de ${home.investmentLabel}, potencial de faturamento de ${homeRevenuePotential}, retorno em ${homePayback}, sem taxa de publicidade e sem royalties.`,
      },
      hero: {
        eyebrow: "Franquia Home",
        title: "Seu negócio de soluções financeiras dentro de casa",
        subtitle:
          "Opere de casa com a estrutura de uma grande rede: sistemas, produtos e marketing prontos, sem taxa de publicidade, sem royalties e com investimento parcelado.",
        imageSrc: "/images/pages/model-home.svg",
      },
      heroFigures: [
        { value: home.investmentLabel, label: "Taxa de franquia" },
        {
          value: homeRevenuePotential,
          label: "Potencial de faturamento",
        },
        { value: homePayback, label: "Retorno do investimento" },
      ],
      investmentCard: {
        title: "Investimento e condições",
        lead: "Uma taxa de franquia que cabe no seu planejamento, sem custos mensais com a marca.",
        figures: [
          { value: home.investmentLabel, label: "Taxa de franquia" },
          {
            value: homeRevenuePotential,
            label: "Potencial de faturamento",
          },
          {
            value: homeAverageBilling,
            label: "Faturamento médio mensal",
          },
          {
            value: homePayback,
            label: "Retorno do investimento",
          },
        ],
        conditions: [
          "Sem taxa de publicidade",
          "Sem royalties",
          "Parcelamento do investimento",
          "Treinamento e suporte diário",
        ],
      },
      advantages: {
        intro: {
          eyebrow: "Vantagens",
          title: "Tudo o que você precisa para empreender de casa",
          lead: "Um modelo enxuto, sem custos fixos de ponto comercial, com o apoio completo da rede.",
        },
        items: [
          {
            icon: "house",
            title: "Trabalhe de casa",
            text: "Sem aluguel nem estrutura física: monte sua rotina e atenda seus clientes de onde preferir.",
          },
          {
            icon: "megaphone",
            title: "Sem taxa de publicidade",
            text: "As campanhas e artes da rede estão incluídas, sem nenhuma taxa mensal de publicidade.",
          },
          {
            icon: "hand-coins",
            title: "Sem royalties",
            text: "Suas comissões ficam com você: a Franquia Home não cobra royalties sobre o faturamento.",
          },
          {
            icon: "credit-card",
            title: "Investimento parcelado",
            text: "Parcele o investimento no cartão e comece a faturar antes de terminar de pagar.",
          },
        ],
      },
      showRoiAnalysis: false,
    },

    office: {
      slug: "office",
      model: office,
      layout: "showcase",
      seo: {
        title: "Franquia Office: novas receitas para o seu escritório | Cota Fácil",
        description: `Franquia Office Cota Fácil: a partir de ${office.investmentLabel}, faturamento de ${officeFigures.revenue} e payback de ${officeFigures.payback}, aproveitando a estrutura do seu escritório.`,
      },
      hero: {
        eyebrow: "Franquia Office",
        title: "Transforme seu escritório em um centro de soluções financeiras",
        subtitle:
          "Some consórcios, seguros, financiamentos e mais de 280 produtos aos serviços que você já oferece, aproveitando a estrutura e a carteira de clientes que você já tem.",
        imageSrc: "/images/pages/model-office.svg",
      },
      heroFigures: officeFigures.heroFigures,
      advantages: {
        intro: {
          eyebrow: "Vantagens",
          title: "Mais resultado com a estrutura que você já tem",
          lead: "O modelo Office foi pensado para escritórios que atendem clientes todos os dias e querem crescer sem recomeçar do zero.",
        },
        items: [
          {
            icon: "building",
            title: "Otimização da estrutura",
            text: "Use a sala, a equipe e o horário de atendimento do seu escritório para vender soluções financeiras, sem novos custos fixos.",
          },
          {
            icon: "handshake",
            title: "Fidelização de clientes",
            text: "Resolva mais necessidades de quem já confia em você: o cliente encontra tudo em um só lugar e não procura a concorrência.",
          },
          {
            icon: "trending-up",
            title: "Novas receitas",
            text: "Comissões de até 300% somadas aos seus honorários, em uma fonte de renda recorrente e independente do seu serviço principal.",
          },
        ],
      },
      financialDetails: {
        intro: {
          eyebrow: "Detalhes financeiros",
          title: "Números da Franquia Office",
          lead: "Um investimento que se paga com a carteira que você já atende.",
        },
        figures: officeFigures.details,
        included,
      },
      furtherSections: [
        {
          kind: "feature",
          id: "integracao",
          intro: {
            eyebrow: "Integração",
            title: "Integração simples com a rotina do seu escritório",
            lead: "As soluções financeiras entram no seu atendimento sem mudar o que já funciona: a rede cuida da implantação com você.",
          },
          items: [
            {
              icon: "users",
              title: "Mesma carteira, mais soluções",
              text: "Ofereça consórcios, seguros e financiamentos aos clientes que você já atende.",
            },
            {
              icon: "workflow",
              title: "Processos integrados",
              text: "Propostas, contratos e comissões em uma plataforma que cabe no fluxo do escritório.",
            },
            {
              icon: "user-check",
              title: "Sem ampliar a equipe",
              text: "Você e sua equipe vendem com apoio dos especialistas da rede em cada negociação.",
            },
            {
              icon: "clipboard-check",
              title: "Implantação acompanhada",
              text: "Um consultor planeja com você a implantação e as primeiras campanhas para a sua carteira.",
            },
          ],
          checklist: [
            "Sem mudar de endereço",
            "Sem custos fixos novos",
            "Receita extra desde os primeiros meses",
          ],
        },
        { kind: "training" },
      ],
    },

    loja: {
      slug: "loja",
      model: loja,
      layout: "showcase",
      seo: {
        title: "Franquia Loja: presença física e credibilidade local | Cota Fácil",
        description: `Franquia Loja Cota Fácil: a partir de ${loja.investmentLabel}, faturamento de ${lojaFigures.revenue} e payback de ${lojaFigures.payback}, com identidade visual completa e ponto estratégico.`,
      },
      hero: {
        eyebrow: "Franquia Loja",
        title: "Sua loja de soluções financeiras com a força da marca Cota Fácil",
        subtitle:
          "Presença física, identidade visual completa e ponto estratégico para conquistar a confiança dos clientes da sua cidade.",
        imageSrc: "/images/pages/model-loja.svg",
      },
      heroFigures: lojaFigures.heroFigures,
      advantages: {
        intro: {
          eyebrow: "Vantagens",
          title: "Uma loja que atrai clientes e gera confiança",
          lead: "O modelo mais procurado da rede une a força da marca ao atendimento presencial.",
        },
        items: [
          {
            icon: "palette",
            title: "Identidade visual completa",
            text: "Fachada, ambientação, uniformes e materiais com a marca Cota Fácil, prontos para a inauguração.",
          },
          {
            icon: "map-pin",
            title: "Localização estratégica",
            text: "Apoio na escolha do ponto, com análise de fluxo de pessoas e do potencial da região.",
          },
          {
            icon: "badge-check",
            title: "Credibilidade local",
            text: "Uma loja física transmite segurança: o cliente sabe onde encontrar você antes e depois da venda.",
          },
        ],
      },
      financialDetails: {
        intro: {
          eyebrow: "Detalhes financeiros",
          title: "Números da Franquia Loja",
          lead: "Investimento, faturamento e retorno do modelo mais procurado da rede.",
        },
        figures: lojaFigures.details,
        included: ["Projeto de identidade visual da loja", ...included],
      },
      furtherSections: [
        {
          kind: "feature",
          id: "estrutura-da-loja",
          intro: {
            eyebrow: "Estrutura da loja",
            title: "Uma loja pronta para vender",
            lead: "Do projeto da fachada ao sistema do balcão, a rede entrega o modelo de loja que já funciona em todo o Brasil.",
          },
          items: [
            {
              icon: "store",
              title: "Fachada e comunicação visual",
              text: "Projeto padrão da marca, com letreiro, vitrine e sinalização interna.",
            },
            {
              icon: "layers",
              title: "Layout de atendimento",
              text: "Recepção, mesas de atendimento e espaço de espera pensados para a jornada do cliente.",
            },
            {
              icon: "monitor-smartphone",
              title: "Sistemas e equipamentos",
              text: "Plataforma de vendas, simuladores e CRM instalados e prontos no primeiro dia.",
            },
            {
              icon: "map-pin",
              title: "Apoio na escolha do ponto",
              text: "Análise da região e do fluxo de pessoas para abrir a loja no lugar certo.",
            },
          ],
          checklist: [
            "Projeto aprovado pela rede",
            "Inauguração com campanha local",
            "Equipe treinada antes da abertura",
          ],
          action: { label: "Quero abrir minha loja", href: "#contato" },
        },
      ],
    },

    prime: {
      slug: "prime",
      model: prime,
      layout: "showcase",
      seo: {
        title: "Franquia Prime: loja e call center | Cota Fácil",
        description: `Franquia Prime Cota Fácil: loja física com call center próprio, a partir de ${prime.investmentLabel}, faturamento de ${primeFigures.revenue} e payback de ${primeFigures.payback}.`,
      },
      hero: {
        eyebrow: "Franquia Prime",
        title: "Loja e call center: a operação mais completa da rede",
        subtitle:
          "Una o atendimento presencial de uma loja à força de vendas de um call center próprio e multiplique seus resultados com soluções financeiras.",
        imageSrc: "/images/pages/model-prime.svg",
      },
      heroFigures: primeFigures.heroFigures,
      advantages: {
        intro: {
          eyebrow: "Vantagens",
          title: "Loja + call center em uma só operação",
          lead: "O modelo Prime foi criado para quem quer escala: presença física na cidade e alcance de toda a região.",
        },
        items: [
          {
            icon: "store",
            title: "Loja física com a marca",
            text: "Um ponto de atendimento com identidade visual completa, que gera confiança e novos clientes todos os dias.",
          },
          {
            icon: "headset",
            title: "Call center próprio",
            text: "Uma equipe de vendas por telefone e WhatsApp que atende clientes muito além do seu bairro.",
          },
          {
            icon: "chart",
            title: "Máxima capacidade de atendimento",
            text: "Mais contatos por dia, mais propostas e mais comissões, com metas acompanhadas pela rede.",
          },
        ],
      },
      financialDetails: {
        intro: {
          eyebrow: "Detalhes financeiros",
          title: "Números da Franquia Prime",
          lead: "O maior potencial de faturamento da rede, com uma operação completa desde o início.",
        },
        figures: primeFigures.details,
        included: ["Loja com identidade visual completa", "Estrutura de call center", ...included],
      },
      furtherSections: [
        {
          kind: "feature",
          id: "call-center",
          intro: {
            eyebrow: "Call center",
            title: "Um call center que vende todos os dias",
            lead: "A operação de call center da Franquia Prime nasce com processos, tecnologia e treinamento da rede.",
          },
          items: [
            {
              icon: "phone-call",
              title: "Atendimento ativo e receptivo",
              text: "Sua equipe liga para quem pediu uma simulação e atende quem procura a loja por telefone ou WhatsApp.",
            },
            {
              icon: "graduation-cap",
              title: "Equipe treinada pela rede",
              text: "Roteiros, técnicas de venda e capacitação contínua para os operadores.",
            },
            {
              icon: "monitor-smartphone",
              title: "Tecnologia e CRM",
              text: "Discador, CRM e painel de resultados para acompanhar cada contato até a venda.",
            },
            {
              icon: "target",
              title: "Metas e acompanhamento",
              text: "Indicadores diários e apoio de um consultor para ajustar campanhas e ampliar as vendas.",
            },
          ],
          checklist: [
            "Leads das campanhas da rede",
            "Atendimento em toda a região",
            "Loja e call center na mesma gestão",
          ],
        },
      ],
    },
  };
}
