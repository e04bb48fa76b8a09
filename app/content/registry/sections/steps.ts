import { z } from "zod";
import { homeCardFields, homeCardShape, listSection } from "../card-rules";
import { segmentPaths } from "./segments";

/** The steps to become a franchisee ("#como-funciona"), numbered in list order. */

const stepSchema = z.object(homeCardShape);

export type Step = z.output<typeof stepSchema>;

export const stepsSection = listSection({
  id: "steps",
  label: "Como funciona",
  group: "Página inicial",
  item: stepSchema,
  counts: { min: 1, max: 8, tooFew: "Inclua pelo menos um passo.", items: "passos" },
  list: { label: "Passos", itemLabel: "Passo", description: "Numerados na ordem da lista." },
  itemFields: homeCardFields,
  defaults: [
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
  ],
  shownOn: ["/", ...segmentPaths],
});
