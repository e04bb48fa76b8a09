import { CalendarDays, Clock, type LucideIcon, MapPin, Presentation, Users } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import { type ExpoDetail, expoDetails, expoEvent } from "~/content/expo";

const icons: Record<ExpoDetail["icon"], LucideIcon> = {
  calendar: CalendarDays,
  clock: Clock,
  presentation: Presentation,
  users: Users,
};

/** The event details (public-site.md §9 "Expo"): dates, opening hours, presentations, audience, venue. */
export function EventDetails() {
  const { venue } = expoEvent;
  return (
    <section id="detalhes" aria-labelledby="detalhes-titulo" className="bg-white py-16 sm:py-24">
      <div className={containerClass}>
        <SectionHeading
          id="detalhes-titulo"
          eyebrow="Detalhes do evento"
          title="Quatro dias para conhecer a sua próxima franquia"
          lead={`A ${expoEvent.fullName} reúne as principais redes de franquias do país em São Paulo.`}
        />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {expoDetails.map((detail) => {
            const Icon = icons[detail.icon];
            return (
              <li key={detail.title} className="rounded-xl border border-border bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="inline-flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary-strong"
                >
                  <Icon className="size-6" />
                </span>
                <h3 className="mt-5 text-lg leading-snug font-bold text-ink">{detail.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-muted">{detail.text}</p>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 flex items-start gap-3 rounded-xl bg-slate-50 p-6 text-foreground">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
          <span>
            <strong className="font-semibold text-ink">{venue.name}</strong> · {venue.streetAddress},{" "}
            {venue.city} – {venue.region}, {venue.postalCode}
          </span>
        </p>
      </div>
    </section>
  );
}
