/**
 * The event landing page: the fair, the booth, what registered visitors get. The form's options and messages are
 * in app/forms/expo.ts.
 */

export const expoPath = "/expo-abf-2025";

/**
 * The fair's figures that are not part of the `expo` section (its name, days, hours, venue,
 * booth and video are: app/content/registry/sections/expo.ts).
 */
export const expoFacts = {
  presentationsText: "Apresentações diárias às 15h e 18h",
  presentationTimes: ["15h", "18h"],
  visitorsText: "Mais de 50.000 visitantes",
} as const;

export const expoHero = {
  subtitle:
    "A maior feira de franquias da América Latina. Visite nosso estande, converse com quem já fatura com soluções financeiras e garanta condições exclusivas para quem fechar negócio na feira.",
  primaryCta: { label: "Agendar minha visita", href: "#agendamento" },
  secondaryCta: { label: "Ver benefícios", href: "#beneficios-expo" },
};

export const expoBooth = {
  eyebrow: "Nosso estande",
  title: "Um estande pensado para você decidir com segurança",
  lead: "No estande da Cota Fácil você conhece os cinco modelos de franquia, vê o sistema funcionando e simula o seu investimento com um consultor de expansão.",
  highlights: [
    {
      title: "Atendimento com hora marcada",
      text: "Quem agenda é recebido no horário escolhido, sem fila, por um consultor dedicado.",
    },
    {
      title: "Simulação do seu investimento",
      text: "Calculamos com você o investimento, as comissões e o prazo de retorno de cada modelo.",
    },
    {
      title: "Franqueados da rede",
      text: "Converse com franqueados que começaram do zero e hoje vendem consórcios, seguros e financiamentos.",
    },
    {
      title: "Condições só da feira",
      text: "Negócios fechados durante a {evento} têm desconto na taxa de franquia.",
    },
  ],
};

export type ExpoBenefit = {
  icon: "percent" | "gift" | "graduation" | "headset";
  title: string;
  text: string;
};

export const expoBenefitsIntro = {
  eyebrow: "Benefícios para visitantes",
  title: "Vantagens exclusivas para quem agenda a visita",
  lead: "Condições especiais para os visitantes da {evento}.",
  limit: "Limitado aos 50 primeiros inscritos",
};

export const expoBenefits: ExpoBenefit[] = [
  {
    icon: "percent",
    title: "15% de desconto na taxa de franquia",
    text: "Para negócios fechados durante a feira.",
  },
  {
    icon: "gift",
    title: "Kit gratuito",
    text: "Material de boas-vindas para começar a operação com a marca Cota Fácil.",
  },
  {
    icon: "graduation",
    title: "Treinamento prioritário",
    text: "Vaga garantida na primeira turma de treinamento após a feira.",
  },
  {
    icon: "headset",
    title: "3 meses de consultoria VIP",
    text: "Acompanhamento próximo de um consultor nos primeiros meses do seu negócio.",
  },
];

export const expoScheduleIntro = {
  eyebrow: "Agendamento",
  title: "Agende sua visita ao estande",
  lead: "Escolha o dia e o horário. Nossa equipe confirma o agendamento com você antes da feira.",
};

/**
 * What the page says once the event's last day has passed (Brasília): the fair is told in the past
 * tense, its offers as what visitors received, and nothing invites to book or to buy on its terms.
 * The scheduling section's own texts are in components/site/expo/schedule-section.tsx.
 */
export const expoAfterEvent = {
  hero: {
    title: "A Cota Fácil esteve na {evento}",
    subtitle:
      "Obrigado a todos que visitaram o nosso estande na maior feira de franquias da América Latina. A feira terminou, mas a nossa equipe de expansão continua à disposição para apresentar a franquia a você.",
    primaryCta: { label: "Fale com a nossa equipe", href: "#agendamento" },
    visitorsNote: "era o público esperado",
  },
  details: {
    /** "Quatro dias com as principais redes…" */
    title: (days: string) => `${days} com as principais redes de franquias do país`,
    lead: (fullName: string) => `A ${fullName} reuniu as principais redes de franquias do país em São Paulo.`,
  },
  booth: {
    title: "O nosso estande na feira",
    lead: "No estande da Cota Fácil, os visitantes conheceram os cinco modelos de franquia, viram o sistema funcionando e simularam o investimento com um consultor de expansão.",
    highlights: [
      {
        title: "Atendimento com hora marcada",
        text: "Quem agendou foi recebido no horário escolhido, sem fila, por um consultor dedicado.",
      },
      {
        title: "Simulação do investimento",
        text: "Calculamos com cada visitante o investimento, as comissões e o prazo de retorno de cada modelo.",
      },
      {
        title: "Franqueados da rede",
        text: "Os visitantes conversaram com franqueados que começaram do zero e hoje vendem consórcios, seguros e financiamentos.",
      },
      {
        title: "Condições da feira",
        text: "Negócios fechados durante a {evento} tiveram desconto na taxa de franquia.",
      },
    ],
  },
  benefits: {
    title: "Vantagens oferecidas a quem agendou a visita",
    lead: "Condições especiais que os visitantes da {evento} receberam durante a feira.",
  },
};

/** Texts above say "{evento}" where the event's name (from the `expo` section) goes. */
export function withEventName(text: string, eventName: string): string {
  return text.replaceAll("{evento}", eventName);
}
