import { Gift, GraduationCap, Headset, type LucideIcon, Percent, Ticket } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import { type ExpoBenefit, expoBenefits, expoBenefitsIntro, withEventName } from "~/content/expo";
import { IconCards } from "./icon-cards";

const icons: Record<ExpoBenefit["icon"], LucideIcon> = {
  percent: Percent,
  gift: Gift,
  graduation: GraduationCap,
  headset: Headset,
};

/** The benefits promised to the first 50 visitors who book a time at the booth. */
export function VisitorBenefits({ eventName }: { eventName: string }) {
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
          eyebrow={expoBenefitsIntro.eyebrow}
          title={expoBenefitsIntro.title}
          lead={withEventName(expoBenefitsIntro.lead, eventName)}
          tone="dark"
        />
        <p className="mx-auto mt-6 flex w-fit items-center gap-2 rounded-full bg-accent-strong px-4 py-2 text-sm font-bold text-white shadow-lg shadow-black/20">
          <Ticket aria-hidden="true" className="size-4" />
          {expoBenefitsIntro.limit}
        </p>
        <IconCards
          tone="dark"
          cards={expoBenefits.map((benefit) => ({ ...benefit, icon: icons[benefit.icon] }))}
        />
      </div>
    </section>
  );
}
