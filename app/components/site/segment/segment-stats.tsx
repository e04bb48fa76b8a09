import type { SegmentOpening } from "~/content/segments";

/** The segment's four statistics (partners, satisfaction, average revenue, ROI), value over label, in a 2 × 2 card. */
export function SegmentStats({ segment }: { segment: Pick<SegmentOpening, "name" | "stats"> }) {
  return (
    <div className="rounded-3xl border border-white/10 bg-white/5 p-3 shadow-2xl shadow-black/30 backdrop-blur-sm sm:p-4">
      <p className="px-3 pt-2 pb-3 text-sm font-semibold tracking-[0.14em] text-sky-200 uppercase">
        {segment.name} na Cota Fácil
      </p>
      <dl className="grid grid-cols-2 gap-3">
        {segment.stats.map((stat, index) => (
          <div
            key={stat.label}
            className={`flex flex-col-reverse justify-end rounded-2xl p-4 sm:p-6 ${
              index === 0 ? "bg-accent-strong" : "bg-ink-soft ring-1 ring-white/10"
            }`}
          >
            <dt className={`mt-1 text-sm leading-snug ${index === 0 ? "text-orange-50" : "text-slate-300"}`}>
              {stat.label}
            </dt>
            <dd className="font-heading text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
