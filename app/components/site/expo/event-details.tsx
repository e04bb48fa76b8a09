import { CalendarDays, Clock, type LucideIcon, MapPin, Presentation, Users } from "lucide-react";
import { containerClass, SectionHeading } from "~/components/site/home/section-heading";
import { expoAfterEvent, expoFacts } from "~/content/expo";
import type { ExpoOffers } from "~/content/pages/blocks";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import { dateRangeText, openingHours, weekdaysText } from "~/forms/expo-schedule";
import { IconCards } from "./icon-cards";

type ExpoDetail = { icon: "calendar" | "clock" | "presentation" | "users"; title: string; text: string };

/** The four cards: dates, opening hours (from the `expo` section), presentations, audience. */
function detailsOf(event: ExpoEvent, offers: ExpoOffers | undefined): ExpoDetail[] {
  const [firstHours, ...otherHours] = openingHours(event).map((group) => `${group.days}, ${group.time}`);
  return [
    { icon: "calendar", title: dateRangeText(event), text: weekdaysText(event) },
    { icon: "clock", title: firstHours, text: otherHours.join(" · ") },
    // A composed event page may have no talks: then no card for them.
    ...(offers?.presentationsText === ""
      ? []
      : [
          {
            icon: "presentation" as const,
            title: offers?.presentationsText ?? expoFacts.presentationsText,
            text: "Os modelos de franquia, os números da rede e as dúvidas respondidas ao vivo.",
          },
        ]),
    {
      icon: "users",
      title: offers?.visitorsText ?? expoFacts.visitorsText,
      text: "Empreendedores e investidores de todo o Brasil em busca do próximo negócio.",
    },
  ];
}

const icons: Record<ExpoDetail["icon"], LucideIcon> = {
  calendar: CalendarDays,
  clock: Clock,
  presentation: Presentation,
  users: Users,
};

/** The event details: dates, opening hours, presentations, audience, venue (told in the past once it has ended). */
export function EventDetails({
  event,
  ended,
  offers,
}: {
  event: ExpoEvent;
  ended: boolean;
  /** A composed event page's texts (the expo page's shipped ones by default). */
  offers?: ExpoOffers;
}) {
  const { venue } = event;
  const days = daysInWords(event.days.length);
  return (
    <section
      id="detalhes"
      aria-labelledby="detalhes-titulo"
      className="below-first-screen bg-white py-16 sm:py-24"
    >
      <div className={containerClass}>
        <SectionHeading
          id="detalhes-titulo"
          eyebrow="Detalhes do evento"
          title={ended ? expoAfterEvent.details.title(days) : `${days} para conhecer a sua próxima franquia`}
          lead={
            ended
              ? expoAfterEvent.details.lead(event.fullName)
              : `A ${event.fullName} reúne as principais redes de franquias do país em São Paulo.`
          }
        />
        <IconCards
          tone="light"
          cards={detailsOf(event, offers).map((detail) => ({ ...detail, icon: icons[detail.icon] }))}
        />
        <p className="mt-6 flex items-start gap-3 rounded-xl bg-slate-50 p-6 text-foreground">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
          <span>
            <strong className="font-semibold text-ink">{venue.name}</strong> · {venue.street}, {venue.city} –{" "}
            {venue.region}, {venue.postalCode}
            {event.booth ? (
              <>
                {" "}
                · <strong className="font-semibold text-ink">Estande: {event.booth}</strong>
              </>
            ) : null}
          </span>
        </p>
      </div>
    </section>
  );
}

const numberWords = ["Um", "Dois", "Três", "Quatro", "Cinco", "Seis", "Sete", "Oito", "Nove", "Dez"];

/** "Quatro dias", "Um dia", "12 dias". */
function daysInWords(count: number): string {
  const number = numberWords[count - 1] ?? String(count);
  return `${number} ${count === 1 ? "dia" : "dias"}`;
}
