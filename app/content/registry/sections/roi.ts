import { z } from "zod";
import { amount, cardMessages, list, requiredText } from "../card-rules";
import { defineSection } from "../define";

/**
 * The ROI and payback example of the Basic model page. The
 * monthly total, the total gain and the ROI follow from these figures (app/content/roi.ts); the
 * period's profit and the payback are given as they are, because they depend on costs the
 * example does not list. The example's R$ 75.000 differs from the Basic price on purpose: it is
 * the marketing copy's example, not the Basic price.
 */

const productSchema = z.object({
  name: requiredText("o nome do produto", 40),
  unitsPerMonth: amount({ integer: true }),
  unitCommission: amount(),
});

export const roiSection = defineSection({
  id: "roi",
  label: "Exemplo de ROI (Franquia Basic)",
  group: "Modelos de franquia",
  schema: z.object({
    investment: amount().refine((value) => value > 0, { error: "Informe um investimento maior que zero." }),
    periodMonths: amount({ integer: true }).min(1, { error: "Informe pelo menos 1 mês." }),
    products: list(productSchema, {
      min: 1,
      max: 8,
      tooFew: "Inclua pelo menos um produto.",
      tooMany: cardMessages.tooMany(8, "produtos"),
    }),
    periodProfit: amount(),
    paybackMonths: amount({ integer: true }),
  }),
  defaults: {
    investment: 75_000,
    periodMonths: 12,
    products: [
      { name: "Passe Saúde", unitsPerMonth: 2, unitCommission: 3_000 },
      { name: "Consórcio", unitsPerMonth: 8, unitCommission: 1_500 },
      { name: "Energia Solar", unitsPerMonth: 1, unitCommission: 2_000 },
      { name: "Seguros", unitsPerMonth: 5, unitCommission: 800 },
      { name: "Maquininha", unitsPerMonth: 4, unitCommission: 500 },
    ],
    periodProfit: 101_436.32,
    paybackMonths: 3,
  },
  fields: [
    { name: "investment", label: "Investimento (R$)", kind: "money" },
    { name: "periodMonths", label: "Período (meses)", kind: "number" },
    {
      name: "products",
      label: "Produtos vendidos por mês",
      kind: "list",
      itemLabel: "Produto",
      description: "A tabela e o gráfico somam as comissões de cada produto.",
      minItems: 1,
      maxItems: 8,
      fields: [
        { name: "name", label: "Produto", kind: "text" },
        { name: "unitsPerMonth", label: "Vendas por mês", kind: "number" },
        { name: "unitCommission", label: "Comissão por venda (R$)", kind: "money" },
      ],
    },
    {
      name: "periodProfit",
      label: "Lucro no período (R$)",
      kind: "money",
      description: "Depois dos custos da operação; o ROI e o ganho total são calculados a partir dele.",
    },
    { name: "paybackMonths", label: "Payback (meses)", kind: "number" },
  ],
  shownOn: ["/modelo-basic"],
});
