import { Gift, GraduationCap, Headset, type LucideIcon, Percent, Ticket } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import { type ExpoBenefit, expoBenefits, expoBenefitsIntro, withEventName } from "~/content/expo";

const icons: Record<ExpoBenefit["icon"], LucideIcon> = {
  percent: Percent,
  gift: Gift,
  graduation: GraduationCap,
  headset: Headset,
};

/** Visitor benefits (public-site.md §9 "Expo"), for the first 50 registrants. */
export function VisitorBenefits({ eventName }: { eventName: string }) {
  return (
    <section
      id="beneficios-expo"
      aria-labelledby="beneficios-expo-titulo"
      className="relative isolate overflow-hidden bg-ink py-16 text-white sm:py-24"
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
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {expoBenefits.map((benefit) => {
            const Icon = icons[benefit.icon];
            return (
              <li key={benefit.title} className="rounded-xl border border-white/10 bg-white/5 p-6">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 items-center justify-center rounded-xl bg-primary/15 text-primary"
                >
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-lg leading-snug font-bold text-white">{benefit.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-300">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
