import { CalendarCheck2 } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import {
  CurrentMarketOptions,
  LeadField,
  LeadForm,
  LeadSubmit,
  PhoneInput,
} from "~/components/site/forms/lead-form";
import { constraintMessages } from "~/components/ui/constraint-messages";
import { Input, Select, Textarea } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import { expoPath } from "~/content/expo";
import {
  expoConsentParts,
  expoInvestmentOptions,
  expoLabels,
  expoMaxLength,
  expoMessages,
  expoPlaceholders,
  expoSubmitText,
  expoSubmittingText,
  expoToasts,
} from "~/forms/expo";
import { dayOptions, type ExpoCalendar, slotProblem, slotsOf, timeOptions } from "~/forms/expo-schedule";
import type { ExpoFormResult } from "~/forms/form-result";
import { announceLead } from "~/lib/lead-event";

/** The id of the scheduling section (the hero's call to action points at it). */
export const expoSectionId = "agendamento";
/** The id of the box holding the form. */
export const expoFormBoxId = "formulario-agendamento";
/**
 * The plain-HTML post's address ends in the confirmation's id, so the answer comes back scrolled
 * to it. A refused post has no element of that id: the browser then honours the error summary's
 * autofocus instead (it skips autofocus when the address names an element on the page).
 */
const expoConfirmedId = "agendamento-confirmado";
const expoErrorSummaryTitle = "Não foi possível agendar. Corrija:";

/**
 * The expo scheduling form: contact details, market, the day and hour of the visit and the
 * consent box. Without JavaScript it posts to the page's own action, which draws the page again
 * with the confirmation or the errors; once JavaScript runs it posts to /api/expo and shows its
 * states itself: sending ('Agendando...', disabled), then the confirmation and the success toast,
 * or the fields' errors, or the error toast.
 */
export function ExpoForm({
  serverResult,
  calendar,
  today,
  postTo = expoPath,
}: {
  serverResult?: ExpoFormResult;
  /** Where the form posts without JavaScript: the expo page, or a composed event page. */
  postTo?: string;
  /** The event's days and hours (the `expo` section). */
  calendar: ExpoCalendar;
  /** Brasília's date, as the server saw it: days before it are not offered. */
  today: string;
}) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ExpoFormResult | undefined>(serverResult);

  if (result?.status === "success") {
    return <SuccessPanel pagePath={postTo.split("?")[0] ?? expoPath} />;
  }

  async function submitEnhanced(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      // A composed event page names itself: its own event's days are the ones checked.
      const page = postTo === expoPath ? "" : `?pagina=${encodeURIComponent(postTo.split("?")[0] ?? "")}`;
      const response = await fetch(`/api/expo${page}`, {
        method: "POST",
        body: new FormData(event.currentTarget),
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as ExpoFormResult | null;
      if (response.ok && answer?.status === "success") {
        // A lasting confirmation in the form's place, as without JavaScript, and the toast.
        setResult(answer);
        notify({ variant: "success", ...expoToasts.success });
        announceLead("expo");
        return;
      }
      setResult(answer?.status === "error" ? answer : undefined);
      // Refused fields are the visitor's to correct: their messages say what, and 'Erro ao
      // agendar' (which says the server failed) is kept for answers with none.
      const fieldRefused = answer?.status === "error" && Object.values(answer.fieldErrors).some(Boolean);
      if (!fieldRefused) notify({ variant: "error", ...expoToasts.failure });
    } catch {
      notify({ variant: "error", ...expoToasts.failure });
    } finally {
      setSending(false);
    }
  }

  return (
    <ExpoFormFields
      calendar={calendar}
      today={today}
      postTo={postTo}
      sending={sending}
      result={result?.status === "error" ? result : undefined}
      onSubmit={submitEnhanced}
    />
  );
}

function ExpoFormFields({
  calendar,
  today,
  postTo,
  sending,
  result,
  onSubmit,
}: {
  calendar: ExpoCalendar;
  today: string;
  postTo: string;
  sending: boolean;
  result?: Extract<ExpoFormResult, { status: "error" }>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const values = result?.values ?? {};
  const errors = result?.fieldErrors ?? {};
  const [day, setDay] = useState(values.preferred_day ?? "");
  const [time, setTime] = useState(values.preferred_time ?? "");
  // Once a day is chosen only its hours are offered. Before that, without JavaScript, and while
  // an hour the server refused for that day is shown again, every hour of the event is listed.
  const chosenDay = calendar.days.find((d) => d.date === day);
  const daySlots = chosenDay ? slotsOf(chosenDay) : [];
  const times =
    chosenDay && (time === "" || daySlots.some((slot) => slot.value === time))
      ? daySlots
      : timeOptions(calendar, today);
  const slotMessage = slotProblem(calendar, day, time) ?? "";
  const timeRef = useRef<HTMLSelectElement>(null);

  // An hour the chosen day does not have is refused by the browser too, with the server's message.
  useEffect(() => {
    timeRef.current?.setCustomValidity(slotMessage);
  }, [slotMessage]);

  function chooseDay(next: string) {
    setDay(next);
    const nextDay = calendar.days.find((d) => d.date === next);
    if (nextDay && !slotsOf(nextDay).some((slot) => slot.value === time)) setTime("");
  }

  const timeError = errors.preferred_time ?? (slotMessage || undefined);

  /** A text field's name, limit, example, value sent before and messages (`format`: a wrong shape). */
  const textProps = (name: "name" | "email" | "city", format?: string) => ({
    name,
    maxLength: expoMaxLength[name],
    placeholder: expoPlaceholders[name],
    defaultValue: values[name],
    ...constraintMessages({ missing: expoMessages[name], format }),
  });

  return (
    <LeadForm
      idPrefix="agendamento"
      label="Formulário de agendamento"
      action={`${postTo}#${expoConfirmedId}`}
      onSubmit={onSubmit}
      errors={errors}
      errorTitle={expoErrorSummaryTitle}
      formError={result?.formError}
      consent={{
        text: expoConsentParts,
        checked: values.consent === "on",
        error: errors.consent,
        missing: expoMessages.consent,
      }}
      submit={
        <LeadSubmit busy={sending} busyText={expoSubmittingText}>
          <CalendarCheck2 aria-hidden="true" className="size-5" />
          {expoSubmitText}
        </LeadSubmit>
      }
    >
      <ExpoField name="name" error={errors.name} wide>
        <Input type="text" autoComplete="name" {...textProps("name")} />
      </ExpoField>
      <ExpoField name="email" error={errors.email}>
        <Input type="email" autoComplete="email" {...textProps("email", expoMessages.emailFormat)} />
      </ExpoField>
      <ExpoField name="phone" error={errors.phone}>
        <PhoneInput
          placeholder={expoPlaceholders.phone}
          defaultValue={values.phone}
          {...constraintMessages({ missing: expoMessages.phone, format: expoMessages.phoneFormat })}
        />
      </ExpoField>
      <ExpoField name="city" error={errors.city}>
        <Input type="text" autoComplete="address-level2" {...textProps("city")} />
      </ExpoField>
      <ExpoField name="currentMarket" error={errors.currentMarket}>
        <Select
          name="currentMarket"
          defaultValue={values.currentMarket ?? ""}
          {...constraintMessages({ missing: expoMessages.currentMarket })}
        >
          <CurrentMarketOptions placeholder="Selecione seu mercado" />
        </Select>
      </ExpoField>
      <ExpoField name="investment" error={errors.investment} optional wide>
        <Select name="investment" defaultValue={values.investment ?? ""}>
          <option value="">Prefiro não informar</option>
          {expoInvestmentOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </ExpoField>
      <ExpoField name="preferred_day" error={errors.preferred_day}>
        <Select
          name="preferred_day"
          value={day}
          onChange={(event) => chooseDay(event.currentTarget.value)}
          {...constraintMessages({ missing: expoMessages.preferred_day })}
        >
          <option value="">Selecione um dia</option>
          {dayOptions(calendar, today).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </ExpoField>
      <ExpoField name="preferred_time" error={timeError}>
        <Select
          ref={timeRef}
          name="preferred_time"
          value={time}
          onChange={(event) => setTime(event.currentTarget.value)}
          {...constraintMessages({ missing: expoMessages.preferred_time, custom: () => slotMessage })}
        >
          <option value="">Selecione um horário</option>
          {times.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      </ExpoField>
      <ExpoField name="message" error={errors.message} optional wide>
        <Textarea
          name="message"
          rows={4}
          maxLength={expoMaxLength.message}
          placeholder={expoPlaceholders.message}
          defaultValue={values.message}
        />
      </ExpoField>
    </LeadForm>
  );
}

/** What a visitor sees once the page's own action stored the registration (JavaScript off). */
function SuccessPanel({ pagePath }: { pagePath: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div id={expoConfirmedId} className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <CalendarCheck2 aria-hidden="true" className="size-14 text-emerald-600" />
      <h3 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
        {expoToasts.success.title}
      </h3>
      <p className="text-muted">{expoToasts.success.description}</p>
      {/* A new page load with an empty form (a link to the same address would not reload it). */}
      <form method="get" action={`${pagePath}#${expoFormBoxId}`}>
        <button
          type="submit"
          className="cursor-pointer rounded-xl border-2 border-primary-strong px-5 py-2.5 font-semibold text-primary-strong hover:bg-primary-soft"
        >
          Fazer outro agendamento
        </button>
      </form>
    </div>
  );
}

/** A field of the expo form; all are required but the two whose labels say "(opcional)". */
function ExpoField(props: {
  name: keyof typeof expoLabels;
  error?: string;
  optional?: boolean;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <LeadField
      name={props.name}
      label={expoLabels[props.name]}
      required={!props.optional}
      error={props.error}
      wide={props.wide}
    >
      {props.children}
    </LeadField>
  );
}
