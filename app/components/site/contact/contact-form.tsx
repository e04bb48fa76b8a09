import { CheckCircle2, Loader2, TriangleAlert } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFormAction, useNavigate } from "react-router";
import {
  ConsentField,
  controlClass,
  ErrorSummary,
  FieldIdPrefix,
  FieldShell,
  useFieldIds,
} from "~/components/site/forms/form-parts";
import { notify } from "~/components/ui/toaster";
import type { InvestmentChoices } from "~/content/models";
import type { PublicContactForm } from "~/forms/contact";
import { consentParts, contactMessages, contactToasts, honeypotField } from "~/forms/contact";
import type { ContactFormResult } from "~/forms/form-result";
import {
  brazilianStates,
  cashPayment,
  currentMarketGroups,
  interestTypes,
  investmentTimes,
  loanBlockedMessage,
  loanInterest,
  otherMarket,
  paymentMethodsFor,
} from "~/forms/options";
import { maskBrazilianPhone } from "~/lib/phone";

/** public-site.md §9: the success toast and redirect come 1.5 s after the confirmation. */
const SUCCESS_DELAY_MS = 1500;

type Phase = "idle" | "submitting" | "success";

/** The id of the box holding the form. */
export const contactFormBoxId = "formulario-contato";

export const errorSummaryTitle = "Não foi possível enviar. Corrija:";

export type ContactFormProps = {
  form: PublicContactForm;
  /** The page the form is on, recorded with the lead (e.g. "/modelo-prime"). */
  pagePath: string;
  /** What the page's own action answered when the form was posted without JavaScript. */
  serverResult?: ContactFormResult;
  initialInvestmentAmount?: string;
  /** The amounts offered, one per model, from the `models` section (the server checks the same). */
  investmentChoices: InvestmentChoices;
};

/**
 * The lead form (public-site.md §3–§5, §8). It posts as a plain HTML form when JavaScript is
 * off; once JavaScript runs it posts to /api/contato and shows the states of §4 itself.
 */
export function ContactForm({
  form,
  pagePath,
  serverResult,
  initialInvestmentAmount,
  investmentChoices,
}: ContactFormProps) {
  const navigate = useNavigate();
  const formAction = useFormAction();
  const [phase, setPhase] = useState<Phase>(serverResult?.status === "success" ? "success" : "idle");
  const [result, setResult] = useState<ContactFormResult | undefined>(serverResult);
  const values = result?.status === "error" ? result.values : {};
  const errors = result?.status === "error" ? result.fieldErrors : {};
  const formError = result?.status === "error" ? result.formError : undefined;

  const [amount, setAmount] = useState(
    values.investmentAmount ?? initialInvestmentAmount ?? investmentChoices.defaultAmount,
  );
  const [payment, setPayment] = useState(values.paymentMethod ?? "");
  const [interest, setInterest] = useState(values.interestType ?? interestTypes[0]);
  const { cashOnlyAmount } = investmentChoices;
  const paymentOptions = paymentMethodsFor(amount, cashOnlyAmount);
  const loanSelected = interest === loanInterest;
  const formRef = useRef<HTMLFormElement>(null);

  // Choosing R$ 8.997 forces 'À vista' (public-site.md §5).
  useEffect(() => {
    if (amount === cashOnlyAmount) setPayment(cashPayment);
  }, [amount, cashOnlyAmount]);

  // After the server refuses fields, take the visitor to the first one.
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  async function submitEnhanced(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loanSelected || phase === "submitting") return;
    setPhase("submitting");
    try {
      const response = await fetch(`/api/contato?page=${encodeURIComponent(pagePath)}`, {
        method: "POST",
        body: new FormData(event.currentTarget),
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json()) as ContactFormResult;
      setResult(answer);
      if (answer.status !== "success") {
        setPhase("idle");
        return;
      }
      setPhase("success");
      window.setTimeout(() => {
        notify({
          variant: "success",
          title: contactToasts.successTitle,
          description: answer.successMessage,
        });
        if (!answer.redirectUrl) return;
        if (answer.redirectUrl.startsWith("/")) navigate(answer.redirectUrl);
        else window.location.assign(answer.redirectUrl);
      }, SUCCESS_DELAY_MS);
    } catch {
      setPhase("idle");
      notify({ variant: "error", ...contactToasts.failure });
    }
  }

  if (phase === "success" && result?.status === "success") {
    return <SuccessPanel message={result.successMessage} pagePath={pagePath} />;
  }

  const f = form.fields;
  return (
    <FieldIdPrefix value="contato">
      <form
        ref={formRef}
        method="post"
        // No fragment: a refused post comes back focused on the error summary, a confirmation
        // (when no redirect is set) on its heading, both through autofocus, which browsers skip
        // when the address names an element. A fragment would also follow the redirect.
        action={formAction}
        onSubmit={submitEnhanced}
        className="relative grid gap-4 sm:grid-cols-2"
        aria-label="Formulário de contato"
      >
        <ErrorSummary errors={errors} title={errorSummaryTitle} />
        <TextField
          name="name"
          type="text"
          autoComplete="name"
          field={f.name}
          value={values.name}
          error={errors.name}
          wide
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          field={f.email}
          value={values.email}
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          pattern="\(?\d{2}\)? ?\d{4,5}-?\d{4}"
          maxLength={15}
          field={f.phone}
          value={values.phone}
          error={errors.phone}
          onInput={(event) => {
            event.currentTarget.value = maskBrazilianPhone(event.currentTarget.value);
          }}
        />
        <TextField
          name="city"
          type="text"
          autoComplete="address-level2"
          field={f.city}
          value={values.city}
          error={errors.city}
        />
        <SelectField name="state" field={f.state} value={values.state} error={errors.state}>
          <option value="">{f.state.placeholder || "Selecione"}</option>
          {brazilianStates.map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </SelectField>
        <SelectField
          name="currentMarket"
          field={f.currentMarket}
          value={values.currentMarket}
          error={errors.currentMarket}
          wide
        >
          <option value="">{f.currentMarket.placeholder || "Selecione"}</option>
          {currentMarketGroups.map((group) => (
            <optgroup key={group.sector} label={group.sector}>
              {group.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </optgroup>
          ))}
          <option>{otherMarket}</option>
        </SelectField>
        <SelectField
          name="investmentAmount"
          field={f.investmentAmount}
          error={errors.investmentAmount}
          controlled={{ value: amount, onChange: setAmount }}
        >
          {investmentChoices.amounts.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </SelectField>
        <SelectField
          name="investmentTime"
          field={f.investmentTime}
          value={values.investmentTime}
          error={errors.investmentTime}
        >
          <option value="">{f.investmentTime.placeholder || "Selecione"}</option>
          {investmentTimes.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </SelectField>
        <SelectField
          name="paymentMethod"
          field={f.paymentMethod}
          error={errors.paymentMethod}
          controlled={{ value: payment, onChange: setPayment }}
        >
          <option value="">{f.paymentMethod.placeholder || "Selecione"}</option>
          {paymentOptions.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </SelectField>
        <SelectField
          name="interestType"
          field={f.interestType}
          error={errors.interestType}
          controlled={{ value: interest, onChange: setInterest }}
        >
          {interestTypes.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </SelectField>

        {loanSelected ? (
          <div
            role="alert"
            className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-danger sm:col-span-2"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
            <p>{loanBlockedMessage}</p>
          </div>
        ) : null}

        <ConsentField
          error={errors.consent}
          checked={values.consent === "on"}
          text={consentParts}
          validity={portugueseValidity(contactMessages.consent)}
        />

        {/* Bots fill every field; people never see this one. */}
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Não preencha este campo
            <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        {formError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-danger sm:col-span-2">
            {formError}
          </p>
        ) : null}

        <button
          type="submit"
          disabled={phase === "submitting" || loanSelected}
          className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3 text-base font-bold text-white shadow-lg shadow-orange-900/15 transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 sm:col-span-2"
        >
          {phase === "submitting" ? (
            <>
              <Loader2 aria-hidden className="size-5 animate-spin" />
              Enviando...
            </>
          ) : (
            form.submitButtonText
          )}
        </button>
      </form>
    </FieldIdPrefix>
  );
}

function SuccessPanel({ message, pagePath }: { message: string; pagePath: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <CheckCircle2 aria-hidden className="size-14 text-emerald-600" />
      {/* autoFocus also brings a confirmation drawn by the server (no JavaScript) into view. */}
      {/* biome-ignore lint/a11y/noAutofocus: the confirmation replaces the form the visitor was on */}
      <h3 ref={headingRef} tabIndex={-1} autoFocus className="text-xl font-bold text-ink outline-none">
        {message}
      </h3>
      <p className="text-muted">Nossa equipe entrará em contato em breve.</p>
      {/* A full page load, as the spec's 'Enviar novo contato' reloads the page. */}
      <Link
        reloadDocument
        to={`${pagePath}#contato`}
        className="rounded-xl border-2 border-primary-strong px-5 py-2.5 font-semibold text-primary-strong hover:bg-primary-soft"
      >
        Enviar novo contato
      </Link>
    </div>
  );
}

type FieldText = { label: string; placeholder: string; required: boolean };

/**
 * The browser checks required fields and formats itself (HTML constraints); these handlers
 * make it say so in the spec's language rather than the browser's.
 */
function portugueseValidity(message: string) {
  return {
    onInvalid: (event: FormEvent<HTMLInputElement | HTMLSelectElement>) =>
      event.currentTarget.setCustomValidity(message),
    onChangeCapture: (event: FormEvent<HTMLInputElement | HTMLSelectElement>) =>
      event.currentTarget.setCustomValidity(""),
  };
}

function TextField(props: {
  name: keyof typeof contactMessages;
  type: string;
  field: FieldText;
  value?: string;
  error?: string;
  wide?: boolean;
  autoComplete?: string;
  inputMode?: "tel";
  pattern?: string;
  maxLength?: number;
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
}) {
  const { id, errorId } = useFieldIds(props.name);
  return (
    <FieldShell
      id={id}
      errorId={errorId}
      label={props.field.label}
      optional={!props.field.required}
      error={props.error}
      wide={props.wide}
    >
      <input
        id={id}
        name={props.name}
        type={props.type}
        required={props.field.required}
        placeholder={props.field.placeholder}
        defaultValue={props.value}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        pattern={props.pattern}
        maxLength={props.maxLength ?? 200}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className={controlClass}
        onInput={props.onInput}
        {...portugueseValidity(contactMessages[props.name])}
      />
    </FieldShell>
  );
}

function SelectField(props: {
  name: keyof typeof contactMessages;
  field: FieldText;
  value?: string;
  error?: string;
  wide?: boolean;
  controlled?: { value: string; onChange: (value: string) => void };
  children: ReactNode;
}) {
  const { id, errorId } = useFieldIds(props.name);
  const valueProps = props.controlled
    ? {
        value: props.controlled.value,
        onChange: (event: FormEvent<HTMLSelectElement>) =>
          props.controlled?.onChange(event.currentTarget.value),
      }
    : { defaultValue: props.value ?? "" };
  return (
    <FieldShell
      id={id}
      errorId={errorId}
      label={props.field.label}
      optional={!props.field.required}
      error={props.error}
      wide={props.wide}
    >
      <select
        id={id}
        name={props.name}
        required={props.field.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        className={controlClass}
        {...valueProps}
        {...portugueseValidity(contactMessages[props.name])}
      >
        {props.children}
      </select>
    </FieldShell>
  );
}
