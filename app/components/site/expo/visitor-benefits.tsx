import { Gift, GraduationCap, Headset, type LucideIcon, Percent, Ticket } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import {
  type ExpoBenefit,
  expoAfterEvent,
  expoBenefits,
  expoBenefitsIntro,
  withEventName,
} from "~/content/expo";
import type { ExpoOffers } from "~/content/pages/blocks";
import { IconCards } from "./icon-cards";

const icons: Record<ExpoBenefit["icon"], LucideIcon> = {
  percent: Percent,
  gift: Gift,
  graduation: GraduationCap,
  headset: Headset,
};

/**
 * The benefits promised to the first 50 visitors who book a time at the booth. Once the event has
 * ended they are told as what its visitors received, and the limit (an invitation to hurry) goes.
 */
export function VisitorBenefits({
  eventName,
  ended,
  offers,
}: {
  eventName: string;
  ended: boolean;
  /** A composed event page's texts (the expo page's shipped ones by default). */
  offers?: ExpoOffers;
}) {
  const shown = offers?.benefits ?? { ...expoBenefitsIntro, items: expoBenefits };
  const intro = ended ? { ...shown, ...expoAfterEvent.benefits } : shown;
  return (
    <section
      id="beneficios-expo"
      aria-labelledby="beneficios-expo-titulo"
      className="below-first-screen relative isolate overflow-hidden bg-ink py-16 text-white sm:py-24"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_30rem_at_50%_-20%,rgb(14_165_233/0.22),transparent_65%)]"
      />
      <div className={containerClass}>
        <SectionHeading
          id="beneficios-expo-titulo"
          eyebrow={shown.eyebrow}
          title={withEventName(intro.title, eventName)}
          lead={withEventName(intro.lead, eventName)}
          tone="dark"
        />
        {ended || !shown.limit ? null : (
          <p className="mx-auto mt-6 flex w-fit items-center gap-2 rounded-full bg-accent-strong px-4 py-2 text-sm font-bold text-white shadow-lg shadow-black/20">
            <Ticket aria-hidden="true" className="size-4" />
            {shown.limit}
          </p>
        )}
        <IconCards
          tone="dark"
          cards={shown.items.map((benefit) => ({ ...benefit, icon: icons[benefit.icon] }))}
        />
      </div>
    </section>
  );
}
