import { CalendarDays, CalendarX2, Clock, Mail, MessageCircle, Presentation } from "lucide-react";
import { LeadFormBox } from "~/components/site/forms/lead-form";
import { containerClass } from "~/components/site/home/section-heading";
import { expoFacts, expoScheduleIntro } from "~/content/expo";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import {
  dateRangeText,
  hasEnded,
  lastDay,
  longDate,
  openingHours,
  weekdaysText,
} from "~/forms/expo-schedule";
import type { ExpoFormResult } from "~/forms/form-result";
import { useCompany } from "../use-company";
import { ExpoForm, expoFormBoxId, expoSectionId } from "./expo-form";

/** What the page says in the form's place once the event's last day has passed (Brasília). */
export const expoEndedTexts = {
  title: "O evento foi encerrado",
  panelTitle: "Agendamentos encerrados",
  text: (event: ExpoEvent) =>
    `A ${event.name} terminou em ${longDate(lastDay(event).date)} e não recebe mais agendamentos. Obrigado a todos que visitaram o nosso estande! Para conhecer a franquia, fale com a nossa equipe de expansão pelo WhatsApp ou por e-mail.`,
};

/**
 * The scheduling section of the expo page: the event's days and
 * hours (the `expo` section), how to reach us, and the form, or, after the event, a notice that
 * it has ended.
 */
export function ScheduleSection({
  serverResult,
  event,
  today,
  intro = expoScheduleIntro,
  postTo,
}: {
  serverResult?: ExpoFormResult;
  event: ExpoEvent;
  today: string;
  /** The heading a composed event page gives the section (the expo page's by default). */
  intro?: { eyebrow: string; title: string; lead: string };
  /** Where the form posts without JavaScript (see ExpoForm). */
  postTo?: string;
}) {
  const company = useCompany();
  const ended = hasEnded(event, today);
  return (
    <section
      id={expoSectionId}
      aria-labelledby="agendamento-titulo"
      className="below-first-screen bg-slate-50 py-16 sm:py-24"
    >
      <div className={`${containerClass} grid gap-10 lg:grid-cols-[1fr_1.35fr] lg:gap-16`}>
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-primary-strong uppercase">
            {intro.eyebrow}
          </p>
          <h2
            id="agendamento-titulo"
            className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            {ended ? expoEndedTexts.title : intro.title}
          </h2>
          {ended ? null : <p className="mt-4 text-lg leading-relaxed text-muted">{intro.lead}</p>}
          <ul className="mt-8 space-y-4 text-foreground">
            <li className="flex items-start gap-3">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
              <span>
                {dateRangeText(event)} · {weekdaysText(event).toLowerCase()}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
              <span>
                {openingHours(event)
                  .map((slot) => `${slot.days}, ${slot.time}`)
                  .join(" · ")}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Presentation aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
              <span>{expoFacts.presentationsText}</span>
            </li>
            {company ? (
              <>
                <li className="flex items-start gap-3">
                  <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                  <a href={company.whatsappHref} className="hover:underline" rel="noopener" target="_blank">
                    WhatsApp {company.whatsapp}
                  </a>
                </li>
                <li className="flex items-start gap-3">
                  <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
                  <a href={`mailto:${company.email}`} className="hover:underline">
                    {company.email}
                  </a>
                </li>
              </>
            ) : null}
          </ul>
        </div>
        <LeadFormBox id={expoFormBoxId}>
          {ended ? (
            <div className="flex flex-col items-center gap-4 py-8 text-center">
              <CalendarX2 aria-hidden="true" className="size-14 text-muted" />
              <p className="text-xl font-bold text-ink">{expoEndedTexts.panelTitle}</p>
              <p className="max-w-prose leading-relaxed text-muted">{expoEndedTexts.text(event)}</p>
            </div>
          ) : (
            <ExpoForm serverResult={serverResult} calendar={event} today={today} postTo={postTo} />
          )}
        </LeadFormBox>
      </div>
    </section>
  );
}
