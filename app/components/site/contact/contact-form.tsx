import { CheckCircle2, TriangleAlert } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Link, useFormAction, useNavigate } from "react-router";
import {
  CurrentMarketOptions,
  LeadField,
  LeadForm,
  LeadSubmit,
  PhoneInput,
} from "~/components/site/forms/lead-form";
import { constraintMessages } from "~/components/ui/constraint-messages";
import { Input, Select } from "~/components/ui/field";
import { notify } from "~/components/ui/toaster";
import type { InvestmentChoices } from "~/content/models";
import type { PublicContactForm } from "~/forms/contact";
import { contactMessages, contactToasts } from "~/forms/contact";
import type { ContactFormResult } from "~/forms/form-result";
import {
  brazilianStates,
  cashPayment,
  interestTypes,
  investmentTimes,
  loanBlockedMessage,
  loanInterest,
  paymentMethodsFor,
} from "~/forms/options";
import { announceLead } from "~/lib/lead-event";

/** The success toast and the redirect come 1.5 s after the confirmation is shown. */
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
 * The lead form: the ten fields the admin set up, the consent box and the send button. It posts
 * as a plain HTML form when JavaScript is off; once JavaScript runs it posts to /api/contato and
 * shows its states itself: 'Enviando...' with the button disabled, then the confirmation (and
 * after 1.5 s the success toast and the redirect, if one is set), or the fields' errors, or the
 * error toast when the post did not get through.
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

  // The amount paid only in cash (R$ 8.997 as shipped) forces 'À vista'.
  useEffect(() => {
    if (amount === cashOnlyAmount) setPayment(cashPayment);
  }, [amount, cashOnlyAmount]);

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
      announceLead("contato");
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
    <LeadForm
      idPrefix="contato"
      label="Formulário de contato"
      // No fragment: a refused post comes back focused on the error summary, a confirmation
      // (when no redirect is set) on its heading, both through autofocus, which browsers skip
      // when the address names an element. A fragment would also follow the redirect.
      action={formAction}
      onSubmit={submitEnhanced}
      errors={errors}
      errorTitle={errorSummaryTitle}
      formError={formError}
      consent={{
        text: form.consent,
        checked: values.consent === "on",
        error: errors.consent,
        missing: contactMessages.consent,
      }}
      submit={
        <LeadSubmit busy={phase === "submitting"} disabled={loanSelected} busyText="Enviando...">
          {form.submitButtonText}
        </LeadSubmit>
      }
    >
      <ContactField name="name" field={f.name} error={errors.name} wide>
        <Input type="text" autoComplete="name" defaultValue={values.name} {...textProps("name", f.name)} />
      </ContactField>
      <ContactField name="email" field={f.email} error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          {...textProps("email", f.email)}
        />
      </ContactField>
      <ContactField name="phone" field={f.phone} error={errors.phone}>
        <PhoneInput defaultValue={values.phone} {...textProps("phone", f.phone)} />
      </ContactField>
      <ContactField name="city" field={f.city} error={errors.city}>
        <Input
          type="text"
          autoComplete="address-level2"
          defaultValue={values.city}
          {...textProps("city", f.city)}
        />
      </ContactField>
      <ContactField name="state" field={f.state} error={errors.state}>
        <Select defaultValue={values.state ?? ""} {...selectProps("state")}>
          <option value="">{emptyChoice(f.state)}</option>
          {brazilianStates.map(([code, name]) => (
            <option key={code} value={code}>
              {name} ({code})
            </option>
          ))}
        </Select>
      </ContactField>
      <ContactField name="currentMarket" field={f.currentMarket} error={errors.currentMarket} wide>
        <Select defaultValue={values.currentMarket ?? ""} {...selectProps("currentMarket")}>
          <CurrentMarketOptions placeholder={emptyChoice(f.currentMarket)} />
        </Select>
      </ContactField>
      <ContactField name="investmentAmount" field={f.investmentAmount} error={errors.investmentAmount}>
        <Select
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          {...selectProps("investmentAmount")}
        >
          <Choices choices={investmentChoices.amounts} />
        </Select>
      </ContactField>
      <ContactField name="investmentTime" field={f.investmentTime} error={errors.investmentTime}>
        <Select defaultValue={values.investmentTime ?? ""} {...selectProps("investmentTime")}>
          <Choices empty={emptyChoice(f.investmentTime)} choices={investmentTimes} />
        </Select>
      </ContactField>
      <ContactField name="paymentMethod" field={f.paymentMethod} error={errors.paymentMethod}>
        <Select
          value={payment}
          onChange={(event) => setPayment(event.currentTarget.value)}
          {...selectProps("paymentMethod")}
        >
          <Choices empty={emptyChoice(f.paymentMethod)} choices={paymentOptions} />
        </Select>
      </ContactField>
      <ContactField name="interestType" field={f.interestType} error={errors.interestType}>
        <Select
          value={interest}
          onChange={(event) => setInterest(event.currentTarget.value)}
          {...selectProps("interestType")}
        >
          <Choices choices={interestTypes} />
        </Select>
      </ContactField>

      {loanSelected ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-danger sm:col-span-2"
        >
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <p>{loanBlockedMessage}</p>
        </div>
      ) : null}
    </LeadForm>
  );
}

/** The text of a select's empty first choice: the admin's placeholder, or 'Selecione'. */
function emptyChoice(field: { placeholder: string }) {
  return field.placeholder || "Selecione";
}

/** A select's choices, each its own value, after the empty choice when the field has one. */
function Choices({ empty, choices }: { empty?: string; choices: readonly string[] }) {
  return (
    <>
      {empty === undefined ? null : <option value="">{empty}</option>}
      {choices.map((choice) => (
        <option key={choice}>{choice}</option>
      ))}
    </>
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
      {/* 'Enviar novo contato' loads the page anew, with an empty form. */}
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
type ContactFieldName = keyof typeof contactMessages;

/** A field as the admin set it up: its label, and whether it is required (else marked optional). */
function ContactField(props: {
  name: ContactFieldName;
  field: FieldText;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <LeadField
      name={props.name}
      label={props.field.label}
      required={props.field.required}
      markOptional
      error={props.error}
      wide={props.wide}
    >
      {props.children}
    </LeadField>
  );
}

/**
 * The browser checks required fields and formats itself (HTML constraints); the field's message
 * replaces the browser's, in Portuguese.
 */
function selectProps(name: ContactFieldName) {
  return { name, ...constraintMessages({ missing: contactMessages[name] }) };
}

function textProps(name: ContactFieldName, field: FieldText) {
  return { ...selectProps(name), placeholder: field.placeholder, maxLength: 200 };
}
