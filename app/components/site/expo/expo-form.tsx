import { CalendarCheck2, Loader2 } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import {
  ConsentField,
  controlClass,
  ErrorSummary,
  FieldIdPrefix,
  FieldShell,
  useFieldIds,
} from "~/components/site/forms/form-parts";
import { notify } from "~/components/ui/toaster";
import { expoPath } from "~/content/expo";
import { honeypotField } from "~/forms/contact";
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
import { currentMarketGroups, otherMarket } from "~/forms/options";
import { maskBrazilianPhone } from "~/lib/phone";

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
 * The expo scheduling form (public-site.md §3–§5, §8). Without JavaScript it posts to the page's
 * own action, which draws the page again with the confirmation or the errors; once JavaScript
 * runs it posts to /api/expo and shows the states of §4: sending ('Agendando...', disabled),
 * then the success toast with the form reset, or the error toast.
 */
export function ExpoForm({
  serverResult,
  calendar,
  today,
}: {
  serverResult?: ExpoFormResult;
  /** The event's days and hours (the `expo` section). */
  calendar: ExpoCalendar;
  /** Brasília's date, as the server saw it: days before it are not offered. */
  today: string;
}) {
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<ExpoFormResult | undefined>(serverResult);

  if (result?.status === "success") {
    return <SuccessPanel />;
  }

  async function submitEnhanced(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const response = await fetch("/api/expo", {
        method: "POST",
        body: new FormData(event.currentTarget),
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as ExpoFormResult | null;
      if (response.ok && answer?.status === "success") {
        // A lasting confirmation in the form's place, as without JavaScript, and the toast.
        setResult(answer);
        notify({ variant: "success", ...expoToasts.success });
        return;
      }
      setResult(answer?.status === "error" ? answer : undefined);
      // Refused fields are the visitor's to correct: their messages say what, and 'Erro ao
      // agendar' (which says the server failed) is kept for answers with none (public-site.md §8).
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
      sending={sending}
      result={result?.status === "error" ? result : undefined}
      onSubmit={submitEnhanced}
    />
  );
}

function ExpoFormFields({
  calendar,
  today,
  sending,
  result,
  onSubmit,
}: {
  calendar: ExpoCalendar;
  today: string;
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
  const formRef = useRef<HTMLFormElement>(null);
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

  // After the server refuses fields, take the visitor to the first one.
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  const timeError = errors.preferred_time ?? (slotMessage || undefined);

  return (
    <FieldIdPrefix value="agendamento">
      <form
        ref={formRef}
        method="post"
        action={`${expoPath}#${expoConfirmedId}`}
        onSubmit={onSubmit}
        className="relative grid gap-4 sm:grid-cols-2"
        aria-label="Formulário de agendamento"
      >
        <ErrorSummary errors={errors} title={expoErrorSummaryTitle} />
        <Field name="name" error={errors.name} wide>
          {(ids) => (
            <input
              {...ids}
              type="text"
              name="name"
              required
              autoComplete="name"
              maxLength={expoMaxLength.name}
              placeholder={expoPlaceholders.name}
              defaultValue={values.name}
              className={controlClass}
              {...validity({ missing: expoMessages.name })}
            />
          )}
        </Field>
        <Field name="email" error={errors.email}>
          {(ids) => (
            <input
              {...ids}
              type="email"
              name="email"
              required
              autoComplete="email"
              maxLength={expoMaxLength.email}
              placeholder={expoPlaceholders.email}
              defaultValue={values.email}
              className={controlClass}
              {...validity({ missing: expoMessages.email, format: expoMessages.emailFormat })}
            />
          )}
        </Field>
        <Field name="phone" error={errors.phone}>
          {(ids) => (
            <input
              {...ids}
              type="tel"
              name="phone"
              required
              autoComplete="tel-national"
              inputMode="tel"
              pattern="\(?\d{2}\)? ?\d{4,5}-?\d{4}"
              maxLength={15}
              placeholder={expoPlaceholders.phone}
              defaultValue={values.phone}
              className={controlClass}
              onInput={(event) => {
                event.currentTarget.value = maskBrazilianPhone(event.currentTarget.value);
              }}
              {...validity({ missing: expoMessages.phone, format: expoMessages.phoneFormat })}
            />
          )}
        </Field>
        <Field name="city" error={errors.city}>
          {(ids) => (
            <input
              {...ids}
              type="text"
              name="city"
              required
              autoComplete="address-level2"
              maxLength={expoMaxLength.city}
              placeholder={expoPlaceholders.city}
              defaultValue={values.city}
              className={controlClass}
              {...validity({ missing: expoMessages.city })}
            />
          )}
        </Field>
        <Field name="currentMarket" error={errors.currentMarket}>
          {(ids) => (
            <select
              {...ids}
              name="currentMarket"
              required
              defaultValue={values.currentMarket ?? ""}
              className={controlClass}
              {...validity({ missing: expoMessages.currentMarket })}
            >
              <option value="">Selecione seu mercado</option>
              {currentMarketGroups.map((group) => (
                <optgroup key={group.sector} label={group.sector}>
                  {group.options.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </optgroup>
              ))}
              <option>{otherMarket}</option>
            </select>
          )}
        </Field>
        <Field name="investment" error={errors.investment} wide>
          {(ids) => (
            <select
              {...ids}
              name="investment"
              defaultValue={values.investment ?? ""}
              className={controlClass}
            >
              <option value="">Prefiro não informar</option>
              {expoInvestmentOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="preferred_day" error={errors.preferred_day}>
          {(ids) => (
            <select
              {...ids}
              name="preferred_day"
              required
              value={day}
              onChange={(event) => chooseDay(event.currentTarget.value)}
              className={controlClass}
              {...validity({ missing: expoMessages.preferred_day })}
            >
              <option value="">Selecione um dia</option>
              {dayOptions(calendar, today).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="preferred_time" error={timeError}>
          {(ids) => (
            <select
              {...ids}
              ref={timeRef}
              name="preferred_time"
              required
              value={time}
              onChange={(event) => setTime(event.currentTarget.value)}
              className={controlClass}
              {...validity({
                missing: expoMessages.preferred_time,
                custom: () => slotMessage,
              })}
            >
              <option value="">Selecione um horário</option>
              {times.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="message" error={errors.message} wide>
          {(ids) => (
            <textarea
              {...ids}
              name="message"
              rows={4}
              maxLength={expoMaxLength.message}
              placeholder={expoPlaceholders.message}
              defaultValue={values.message}
              className={`${controlClass} resize-y`}
            />
          )}
        </Field>

        <ConsentField
          error={errors.consent}
          checked={values.consent === "on"}
          text={expoConsentParts}
          validity={validity({ missing: expoMessages.consent })}
        />

        {/* Bots fill every field; people never see this one. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Não preencha este campo
            <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        {result?.formError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-danger sm:col-span-2">
            {result.formError}
          </p>
        ) : null}

        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3 text-base font-bold text-white shadow-lg shadow-orange-900/15 transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 sm:col-span-2"
        >
          {sending ? (
            <>
              <Loader2 aria-hidden="true" className="size-5 animate-spin" />
              {expoSubmittingText}
            </>
          ) : (
            <>
              <CalendarCheck2 aria-hidden="true" className="size-5" />
              {expoSubmitText}
            </>
          )}
        </button>
      </form>
    </FieldIdPrefix>
  );
}

/** What a visitor sees once the page's own action stored the registration (JavaScript off). */
function SuccessPanel() {
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
      <form method="get" action={`${expoPath}#${expoFormBoxId}`}>
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

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The browser checks required fields and formats itself (HTML constraints); these handlers make it
 * say so in the spec's words rather than the browser's. `custom` is a rule HTML cannot express.
 */
function validity(messages: { missing: string; format?: string; custom?: () => string }) {
  return {
    onInvalid: (event: FormEvent<Control>) => {
      const control = event.currentTarget;
      if (control.validity.valueMissing) control.setCustomValidity(messages.missing);
      else if (messages.custom?.()) control.setCustomValidity(messages.custom());
      else if (control.validity.typeMismatch || control.validity.patternMismatch) {
        control.setCustomValidity(messages.format ?? messages.missing);
      }
    },
    onChangeCapture: (event: FormEvent<Control>) => event.currentTarget.setCustomValidity(""),
  };
}

type ControlIds = { id: string; "aria-invalid"?: true; "aria-describedby"?: string };

function Field(props: {
  name: keyof typeof expoLabels;
  error?: string;
  wide?: boolean;
  children: (ids: ControlIds) => ReactNode;
}) {
  const { id, errorId } = useFieldIds(props.name);
  return (
    <FieldShell
      id={id}
      errorId={errorId}
      label={expoLabels[props.name]}
      error={props.error}
      wide={props.wide}
    >
      {props.children({
        id,
        ...(props.error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
      })}
    </FieldShell>
  );
}
