import { Info } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import { keepAmountsTogether } from "~/components/site/pages/page-hero";
import { itemHeights, sectionEstimate } from "~/components/site/section-estimate";
import { monthlyCommission, type RoiProduct, type RoiSample } from "~/content/roi";
import { formatBRL, formatBRLWhole, formatPercent } from "~/lib/money";

/**
 * Basic's ROI and payback analysis (the `roi` section): the results as tiles, the
 * products as a table, and their monthly commissions as a small bar chart drawn from the same data.
 */
export function RoiAnalysisSection({ sample }: { sample: RoiSample }) {
  const results = [
    { label: "Investimento", value: formatBRL(sample.investment) },
    { label: "Comissões por mês", value: formatBRL(sample.monthlyTotal) },
    { label: `Lucro em ${sample.periodMonths} meses`, value: formatBRL(sample.periodProfit) },
    { label: "Ganho total", value: formatBRL(sample.totalGain) },
    { label: `ROI em ${sample.periodMonths} meses`, value: formatPercent(sample.roiPercent), strong: true },
    { label: "Payback", value: `${sample.paybackMonths} meses`, strong: true },
  ];
  return (
    <section
      id="analise-roi"
      aria-labelledby="analise-roi-titulo"
      className="below-first-screen bg-white py-20 sm:py-24"
      style={sectionEstimate(sample.products.length, itemHeights.roiProducts)}
    >
      <div className={containerClass}>
        <div className="animate-on-scroll">
          <SectionHeading
            id="analise-roi-titulo"
            eyebrow="Simulação"
            title="Análise de ROI e payback"
            lead={`Um exemplo de operação com cinco produtos da rede: quanto as vendas geram por mês e quanto o investimento rende em ${sample.periodMonths} meses.`}
          />
        </div>
        <dl className="animate-on-scroll mt-14 grid grid-cols-2 gap-4 lg:grid-cols-3">
          {results.map((result) => (
            <div
              key={result.label}
              className={`flex flex-col-reverse justify-end rounded-2xl px-4 py-5 sm:px-6 ${
                result.strong
                  ? "bg-ink text-white shadow-lg shadow-ink/20"
                  : "border border-border bg-slate-50"
              }`}
            >
              <dt className={`mt-1 text-sm ${result.strong ? "text-slate-300" : "text-muted"}`}>
                {result.label}
              </dt>
              <dd
                className={`font-heading text-base font-extrabold tracking-tight min-[400px]:text-lg sm:text-2xl lg:text-3xl ${
                  result.strong ? "text-white" : "text-ink"
                }`}
              >
                {keepAmountsTogether(result.value)}
              </dd>
            </div>
          ))}
        </dl>
        <div className="animate-on-scroll mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
          <div className="min-w-0 rounded-2xl border border-border bg-white px-3 py-4 shadow-sm sm:p-6">
            <CommissionTable sample={sample} />
          </div>
          <figure className="flex min-w-0 flex-col rounded-2xl border border-border bg-slate-50 p-4 sm:p-6">
            <figcaption className="text-lg font-bold text-ink">Quanto cada produto rende por mês</figcaption>
            <CommissionChart sample={sample} />
          </figure>
        </div>
        <p className="mt-6 flex gap-2 text-sm leading-relaxed text-muted">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Simulação ilustrativa. O lucro considera os custos da operação; os resultados dependem da atuação de
          cada franqueado e não são garantidos.
        </p>
      </div>
    </section>
  );
}

/**
 * The products as a table: each one's sales a month, commission per sale and monthly total.
 * Phones narrower than 360 px (or long product names) scroll the table inside its card rather
 * than the page; the scrolling box is a named region in the tab order so that keyboard users
 * can scroll it too.
 */
function CommissionTable({ sample }: { sample: RoiSample }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (WCAG 2.1.1)
    <section className="overflow-x-auto" aria-label="Tabela de comissões" tabIndex={0}>
      <table className="w-full text-left text-[13px]">
        <caption className="mb-4 text-left text-lg font-bold text-ink">Comissões mensais por produto</caption>
        <thead>
          <tr className="border-b border-border text-[11px] text-muted uppercase sm:text-sm sm:tracking-wide">
            <th scope="col" className="py-3 pr-1.5 sm:pr-2 font-semibold">
              Produto
            </th>
            <th scope="col" className="px-1.5 py-3 sm:px-2 text-right font-semibold">
              Vendas por mês
            </th>
            <th scope="col" className="px-1.5 py-3 sm:px-2 text-right font-semibold">
              Comissão unitária
            </th>
            <th scope="col" className="py-3 pl-1.5 sm:pl-2 text-right font-semibold">
              Total mensal
            </th>
          </tr>
        </thead>
        <tbody>
          {sample.products.map((product) => (
            <ProductRow key={product.name} product={product} />
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-ink">
            <th scope="row" colSpan={3} className="py-3 pr-1.5 sm:pr-2 font-bold text-ink">
              Total mensal
            </th>
            <td className="py-3 pl-1.5 text-right font-extrabold whitespace-nowrap text-primary-strong tabular-nums sm:pl-2">
              {formatBRL(sample.monthlyTotal)}
            </td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}

/** One product's line of the table. */
function ProductRow({ product }: { product: RoiProduct }) {
  return (
    <tr className="border-b border-border last:border-0">
      <th scope="row" className="py-3 pr-1.5 sm:pr-2 font-semibold text-ink">
        {product.name}
      </th>
      <td className="px-1.5 py-3 sm:px-2 text-right tabular-nums">{product.unitsPerMonth}</td>
      <td className="px-1.5 py-3 text-right whitespace-nowrap tabular-nums sm:px-2">
        {formatBRLWhole(product.unitCommission)}
      </td>
      <td className="py-3 pl-1.5 text-right font-semibold whitespace-nowrap text-ink tabular-nums sm:pl-2">
        {formatBRL(monthlyCommission(product))}
      </td>
    </tr>
  );
}

const chart = { width: 320, height: 226, top: 24, baseline: 184, slot: 64, bar: 36 };

/** Vertical bars of the monthly commission of each product, scaled to the largest. */
function CommissionChart({ sample }: { sample: RoiSample }) {
  const values = sample.products.map(monthlyCommission);
  const max = Math.max(...values);
  const plotHeight = chart.baseline - chart.top;
  const description = sample.products
    .map((product, index) => `${product.name}: ${formatBRL(values[index])}`)
    .join("; ");
  return (
    <svg
      role="img"
      aria-label={`Gráfico de barras da comissão mensal por produto. ${description}.`}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className="m-auto mt-6 h-auto w-full max-w-[400px]"
    >
      {[0.25, 0.5, 0.75, 1].map((step) => (
        <line
          key={step}
          x1={0}
          x2={chart.width}
          y1={chart.baseline - plotHeight * step}
          y2={chart.baseline - plotHeight * step}
          className="stroke-slate-200"
          strokeDasharray="3 4"
        />
      ))}
      <line x1={0} x2={chart.width} y1={chart.baseline} y2={chart.baseline} className="stroke-slate-400" />
      {sample.products.map((product, index) => {
        const value = values[index];
        const height = Math.max(2, (value / max) * plotHeight);
        const center = index * chart.slot + chart.slot / 2;
        const top = chart.baseline - height;
        const [firstWord, ...rest] = product.name.split(" ");
        return (
          <g key={product.name}>
            <rect
              x={center - chart.bar / 2}
              y={top}
              width={chart.bar}
              height={height}
              rx={6}
              className={value === max ? "fill-accent-strong" : "fill-primary-strong"}
            />
            <text
              x={center}
              y={top - 7}
              textAnchor="middle"
              fontSize={12}
              fontWeight={700}
              className="fill-ink"
            >
              {formatBRLWhole(value)}
            </text>
            <text
              x={center}
              y={chart.baseline + 18}
              textAnchor="middle"
              fontSize={12}
              className="fill-slate-600"
            >
              {firstWord}
              {rest.length ? (
                <tspan x={center} dy={14}>
                  {rest.join(" ")}
                </tspan>
              ) : null}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
