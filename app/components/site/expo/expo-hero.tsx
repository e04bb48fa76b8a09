import { ArrowRight, CalendarDays, MapPin, Users } from "lucide-react";
import { containerClass } from "~/components/site/home/section-heading";
import { FirstScreenEnd } from "~/components/site/pages/first-screen-end";
import { VideoFacade } from "~/components/site/video-facade";
import { expoAfterEvent, expoFacts, expoHero, withEventName } from "~/content/expo";
import type { ExpoOffers } from "~/content/pages/blocks";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import { dateRangeText, weekdaysText } from "~/forms/expo-schedule";

/**
 * The event hero of /expo-abf-2025: the invitation, the key facts and the video,
 * from the `expo` section. Once the event has ended it says the company was there, thanks the
 * visitors and leads to the contacts: no booking, no offer.
 */
export function ExpoHero({
  event,
  ended,
  offers,
  titleTag: Title = "h1",
}: {
  event: ExpoEvent;
  ended: boolean;
  /** "h2" on a composed page whose h1 is a hero block's, above this one. */
  titleTag?: "h1" | "h2";
  /** A composed event page's texts (the expo page's shipped ones by default). */
  offers?: ExpoOffers;
}) {
  const after = expoAfterEvent.hero;
  const title = ended ? withEventName(after.title, event.name) : `Conheça a Cota Fácil na ${event.name}`;
  const primaryCta = ended ? after.primaryCta : expoHero.primaryCta;
  return (
    <section
      id="expo"
      aria-labelledby="expo-titulo"
      className="relative isolate overflow-hidden bg-ink text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_40rem_at_90%_-10%,rgb(14_165_233/0.3),transparent_60%),radial-gradient(40rem_30rem_at_-10%_110%,rgb(249_115_22/0.18),transparent_60%)]"
      />
      <div
        className={`${containerClass} grid items-center gap-10 py-14 sm:py-20 lg:grid-cols-[1fr_1.05fr] lg:gap-14 lg:py-24`}
      >
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-4 py-1.5 text-sm font-medium text-sky-100">
            <CalendarDays aria-hidden="true" className="size-4 text-accent" />
            {event.name} · {event.venue.city}
          </p>
          <Title
            id="expo-titulo"
            className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight sm:text-5xl lg:text-[3.25rem]"
          >
            {title}
          </Title>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
            {ended ? after.subtitle : withEventName(offers?.subtitle ?? expoHero.subtitle, event.name)}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <a
              href={primaryCta.href}
              className="inline-flex items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-black/20 transition hover:brightness-110"
            >
              {primaryCta.label}
              <ArrowRight aria-hidden="true" className="size-5" />
            </a>
            {ended ? null : (
              <a
                href={expoHero.secondaryCta.href}
                className="inline-flex items-center justify-center rounded-xl border border-white/30 px-6 py-3.5 text-base font-semibold text-white transition hover:bg-white/10"
              >
                {expoHero.secondaryCta.label}
              </a>
            )}
          </div>
          <ul className="mt-10 grid gap-4 border-t border-white/10 pt-8 text-sm text-slate-200 sm:grid-cols-3 sm:gap-6">
            <li className="flex items-start gap-3">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <strong className="block font-semibold text-white">{dateRangeText(event)}</strong>
                {weekdaysText(event)}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <strong className="block font-semibold text-white">{event.venue.name}</strong>
                {event.venue.city} – {event.venue.region}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Users aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              <span>
                <strong className="block font-semibold text-white">
                  {offers?.visitorsText ?? expoFacts.visitorsText}
                </strong>
                {ended ? after.visitorsNote : "esperados na feira"}
              </span>
            </li>
          </ul>
        </div>
        <VideoFacade
          videoId={event.video.video}
          title={event.video.title}
          thumbnail={event.video.poster}
          className="ring-white/10"
          inFirstScreen
        />
      </div>
      <FirstScreenEnd />
    </section>
  );
}
