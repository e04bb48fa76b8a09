/**
 * The event landing page (public-site.md §2 "Event page" and §9 "Expo"): the fair, the booth,
 * what registered visitors get. The figures are the spec's; the form's options and messages are
 * in app/forms/expo.ts.
 */

export const expoPath = "/expo-abf-2025";

export const expoEvent = {
  name: "Expo ABF 2025",
  fullName: "ABF Franchising Expo 2025",
  /** Local dates of the fair (America/Sao_Paulo, UTC−3). */
  startDate: "2025-06-25",
  endDate: "2025-06-28",
  dateText: "25 a 28 de junho de 2025",
  weekdaysText: "Quinta a domingo",
  hours: [
    { days: "Quinta a sábado", time: "13h às 21h" },
    { days: "Domingo", time: "13h às 19h" },
  ],
  /** The first opening and the last closing, as ISO date-times with the fair's offset. */
  opensAt: "2025-06-25T13:00:00-03:00",
  closesAt: "2025-06-28T19:00:00-03:00",
  presentationsText: "Apresentações diárias às 15h e 18h",
  presentationTimes: ["15h", "18h"],
  visitorsText: "Mais de 50.000 visitantes",
  venue: {
    name: "Expo Center Norte",
    streetAddress: "Rua José Bernardo Pinto, 333 – Vila Guilherme",
    city: "São Paulo",
    region: "SP",
    postalCode: "02055-000",
    country: "BR",
  },
  organizer: { name: "Associação Brasileira de Franchising (ABF)", url: "https://www.abf.com.br" },
} as const;

export const expoHero = {
  eyebrow: "Expo ABF 2025 · São Paulo",
  title: "Conheça a Cota Fácil na Expo ABF 2025",
  subtitle:
    "A maior feira de franquias da América Latina. Visite nosso estande, converse com quem já fatura com soluções financeiras e garanta condições exclusivas para quem fechar negócio na feira.",
  primaryCta: { label: "Agendar minha visita", href: "#agendamento" },
  secondaryCta: { label: "Ver benefícios", href: "#beneficios-expo" },
};

export const expoVideo = {
  /** The video platform's id of the invitation video. */
  id: "Xp0AbF25cTa",
  title: "Convite da Cota Fácil para a Expo ABF 2025",
  thumbnail: "/images/expo/convite-expo-abf-2025.svg",
  width: 640,
  height: 360,
};

export type ExpoDetail = {
  icon: "calendar" | "clock" | "presentation" | "users";
  title: string;
  text: string;
};

export const expoDetails: ExpoDetail[] = [
  { icon: "calendar", title: expoEvent.dateText, text: expoEvent.weekdaysText },
  { icon: "clock", title: "Quinta a sábado, 13h às 21h", text: "Domingo, 13h às 19h" },
  {
    icon: "presentation",
    title: expoEvent.presentationsText,
    text: "Os modelos de franquia, os números da rede e as dúvidas respondidas ao vivo.",
  },
  {
    icon: "users",
    title: expoEvent.visitorsText,
    text: "Empreendedores e investidores de todo o Brasil em busca do próximo negócio.",
  },
];

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
      text: "Negócios fechados durante a Expo ABF 2025 têm desconto na taxa de franquia.",
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
  lead: "Condições especiais para os visitantes da Expo ABF 2025.",
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
