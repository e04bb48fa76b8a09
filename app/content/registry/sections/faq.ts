import { z } from "zod";
import { noRepeats, requiredParagraph, requiredText } from "~/forms/section-rules";
import { defineSection } from "../define";

/**
 * The home page FAQ (#faq): the items in the order shown. Answers are plain
 * text; the same list feeds the page and its FAQPage structured data.
 */

const item = z.object({
  question: requiredText("a pergunta", 200),
  answer: requiredParagraph("a resposta", 2000),
});

export type FaqItem = z.output<typeof item>;

const schema = z.object({
  items: z
    .array(item, { error: "Informe as perguntas" })
    .min(1, { error: "Mantenha ao menos uma pergunta" })
    .max(30, { error: "Use no máximo 30 perguntas" })
    .superRefine(noRepeats("question", "Esta pergunta já está na lista")),
});

export const faq = defineSection({
  id: "faq",
  label: "Perguntas frequentes",
  group: "Página inicial",
  schema,
  defaults: {
    items: [
      {
        question: "Quanto preciso investir para ser um franqueado?",
        answer:
          "O investimento para montar uma operação completa fica entre R$ 25.000 e R$ 50.000, de acordo com o modelo e a estrutura escolhidos. Há condições facilitadas de pagamento e nossos consultores ajudam você a escolher o formato ideal.",
      },
      {
        question: "Qual é o faturamento de uma franquia Cota Fácil?",
        answer:
          "O faturamento das unidades varia de R$ 20.000 a R$ 100.000 por mês, conforme o modelo, a região de atuação e a dedicação do franqueado à carteira de clientes.",
      },
      {
        question: "Em quanto tempo tenho o retorno do investimento?",
        answer:
          "O prazo médio de retorno do investimento é de 6 a 12 meses. Com portfólio amplo e comissões de até 300%, cada cliente pode gerar receita em mais de um produto.",
      },
      {
        question: "Preciso ter experiência no mercado financeiro?",
        answer:
          "Não. Você recebe treinamento inicial completo, marketing pronto e suporte diário da nossa equipe. Também não é preciso ter registro na SUSEP para começar a vender.",
      },
      {
        question: "Quais produtos vou poder oferecer?",
        answer:
          "São 280 produtos: consórcios, seguros, financiamentos, maquininhas, energia solar, passe saúde e outros, além de acesso a mais de 20.000 imóveis disponíveis para seus clientes.",
      },
      {
        question: "Há quanto tempo a Cota Fácil está no mercado?",
        answer:
          "A Cota Fácil tem 7 anos de mercado, mais de 1000 franquias e mais de R$ 500 milhões em negócios realizados pela rede em todo o Brasil.",
      },
    ],
  },
  fields: [
    {
      name: "items",
      label: "Perguntas",
      kind: "list",
      itemLabel: "Pergunta",
      minItems: 1,
      maxItems: 30,
      description: "Na ordem em que aparecem na página. Também vão para os dados estruturados (FAQPage).",
      fields: [
        { name: "question", label: "Pergunta", kind: "text" },
        {
          name: "answer",
          label: "Resposta",
          kind: "textarea",
          description: "Texto simples, sem formatação.",
        },
      ],
    },
  ],
  shownOn: ["/#faq"],
});
