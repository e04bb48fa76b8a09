import { FeatureCardsSection } from "~/components/site/pages/feature-cards-section";
import type { BlockValue } from "~/content/pages/blocks";
import type { BlockProps } from "./block-props";

/** A segment's four statistics and its benefit cards under the block's heading. */
export function SegmentStatsBlock({ id, value, page }: BlockProps<BlockValue<"segment-stats">>) {
  const { stats } = value;
  const figures = [
    { value: stats.partners, label: stats.partnersLabel },
    { value: stats.satisfaction, label: "de satisfação" },
    { value: stats.averageRevenue, label: "de faturamento médio" },
    { value: stats.returnTime, label: "para o retorno do investimento" },
  ];
  return (
    <FeatureCardsSection id={id} intro={value.intro} items={value.benefits}>
      <dl
        aria-label={`${page.title} na ${page.tradingName}`}
        className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 rounded-3xl bg-ink p-6 text-white sm:grid-cols-4 sm:p-8"
      >
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse text-center">
            <dt className="mt-1 text-sm text-slate-300">{figure.label}</dt>
            <dd className="font-heading text-2xl font-extrabold sm:text-3xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
    </FeatureCardsSection>
  );
}
