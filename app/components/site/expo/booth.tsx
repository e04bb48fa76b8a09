import { Calculator, CalendarCheck, type LucideIcon, Percent, UsersRound } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import { expoAfterEvent, expoBooth, expoFacts, withEventName } from "~/content/expo";
import type { ExpoOffers } from "~/content/pages/blocks";

const icons: LucideIcon[] = [CalendarCheck, Calculator, UsersRound, Percent];

/** Booth information: what a visitor finds at our stand (what visitors found, once the event has ended). */
export function BoothSection({
  eventName,
  ended,
  offers,
}: {
  eventName: string;
  ended: boolean;
  /** A composed event page's texts (the expo page's shipped ones by default). */
  offers?: ExpoOffers;
}) {
  const booth = offers?.booth ?? expoBooth;
  const presentationsText = offers ? offers.presentationsText : expoFacts.presentationsText;
  const texts = ended ? { ...booth, ...expoAfterEvent.booth } : booth;
  return (
    <section
      id="estande"
      aria-labelledby="estande-titulo"
      className="below-first-screen bg-slate-50 py-16 sm:py-24"
    >
      <div className={`${containerClass} grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:items-center lg:gap-16`}>
        <div>
          <SectionHeading
            id="estande-titulo"
            eyebrow={booth.eyebrow}
            title={withEventName(texts.title, eventName)}
            lead={withEventName(texts.lead, eventName)}
            align="left"
          />
          {presentationsText ? (
            <div className="mt-8 rounded-2xl bg-ink p-6 text-white shadow-lg">
              <p className="text-sm font-semibold tracking-[0.14em] text-primary uppercase">
                Palco do estande
              </p>
              <p className="mt-2 font-heading text-2xl font-extrabold">{presentationsText}</p>
              <p className="mt-2 text-slate-300">
                Em {expoFacts.presentationTimes.length} sessões por dia, apresentamos os modelos de franquia e
                os resultados da rede.
              </p>
            </div>
          ) : null}
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {texts.highlights.map((item, index) => {
            const Icon = icons[index % icons.length];
            return (
              <li key={item.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft text-accent-strong"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-ink">{item.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">
                  {withEventName(item.text, eventName)}
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
