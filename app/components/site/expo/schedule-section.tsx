import { CalendarDays, Clock, Mail, MessageCircle, Presentation } from "lucide-react";
import { containerClass } from "~/components/site/home/section-heading";
import { expoEvent, expoScheduleIntro } from "~/content/expo";
import { brand } from "~/content/site";
import type { ExpoFormResult } from "~/forms/form-result";
import { ExpoForm, expoFormBoxId, expoSectionId } from "./expo-form";

/** The scheduling section (public-site.md §2 "Event page", §5 "Expo form"). */
export function ScheduleSection({ serverResult }: { serverResult?: ExpoFormResult }) {
  return (
    <section id={expoSectionId} aria-labelledby="agendamento-titulo" className="bg-slate-50 py-16 sm:py-24">
      <div className={`${containerClass} grid gap-10 lg:grid-cols-[1fr_1.35fr] lg:gap-16`}>
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-primary-strong uppercase">
            {expoScheduleIntro.eyebrow}
          </p>
          <h2
            id="agendamento-titulo"
            className="mt-3 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl"
          >
            {expoScheduleIntro.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{expoScheduleIntro.lead}</p>
          <ul className="mt-8 space-y-4 text-foreground">
            <li className="flex items-start gap-3">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
              <span>
                {expoEvent.dateText} · {expoEvent.weekdaysText.toLowerCase()}
              </span>
            </li>
            <li className="flex items-start gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
              <span>{expoEvent.hours.map((slot) => `${slot.days}, ${slot.time}`).join(" · ")}</span>
            </li>
            <li className="flex items-start gap-3">
              <Presentation aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
              <span>{expoEvent.presentationsText}</span>
            </li>
            <li className="flex items-start gap-3">
              <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
              <a href={brand.whatsappHref} className="hover:underline" rel="noopener" target="_blank">
                WhatsApp {brand.whatsappDisplay}
              </a>
            </li>
            <li className="flex items-start gap-3">
              <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
              <a href={`mailto:${brand.email}`} className="hover:underline">
                {brand.email}
              </a>
            </li>
          </ul>
        </div>
        <div
          id={expoFormBoxId}
          className="rounded-2xl border border-border bg-white p-5 shadow-xl shadow-slate-900/5 sm:p-8"
        >
          <ExpoForm serverResult={serverResult} />
        </div>
      </div>
    </section>
  );
}
