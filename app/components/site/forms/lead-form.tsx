import { Loader2 } from "lucide-react";
import {
  type ComponentProps,
  createContext,
  type FormEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from "react";
import { constraintMessages } from "~/components/ui/constraint-messages";
import { ErrorSummary } from "~/components/ui/error-summary";
import { Checkbox, CheckboxField, Field, FieldLook, type FieldProps, Input } from "~/components/ui/field";
import { honeypotField } from "~/forms/contact";
import { currentMarketGroups, otherMarket } from "~/forms/options";
import { maskBrazilianPhone } from "~/lib/phone";

/**
 * The frame the visitors' lead forms share (the contact form and the expo scheduling form), built
 * on the field kit in its public look: the error summary, the fields, the LGPD consent box, a
 * hidden trap for bots, the form-level error and the submit button. Each form brings its fields.
 */

/** The form's name in its controls' ids ("contato" gives "contato-email"); one form of each kind a page. */
const IdPrefix = createContext("campo");

export type LeadFormProps = {
  /** "contato", "agendamento": the prefix of the controls' ids, which the error summary links to. */
  idPrefix: string;
  /** The form's accessible name. */
  label: string;
  action: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The fields the server refused, with its messages. */
  errors: Record<string, string | undefined>;
  errorTitle: string;
  /** A refusal that is no field's (e.g. too many posts). */
  formError?: string;
  consent: {
    text: { before: string; link: string; after: string };
    checked: boolean;
    error?: string;
    /** The message the browser shows when the box is left unticked. */
    missing: string;
  };
  submit: ReactNode;
  /** The fields, in order; they span the form's two columns as each says. */
  children: ReactNode;
};

export function LeadForm(props: LeadFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors } = props;

  // After the server refuses fields, take the visitor to the first one.
  useEffect(() => {
    const first = Object.keys(errors)[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [errors]);

  return (
    <FieldLook value="public">
      <IdPrefix value={props.idPrefix}>
        <form
          ref={formRef}
          method="post"
          action={props.action}
          onSubmit={props.onSubmit}
          className="relative grid gap-4 sm:grid-cols-2"
          aria-label={props.label}
        >
          <ErrorSummary errors={errors} title={props.errorTitle} idPrefix={props.idPrefix} />
          {props.children}
          <ConsentField {...props.consent} />
          <Honeypot />
          {props.formError ? (
            <p
              id={`${props.idPrefix}-recusa`}
              role="alert"
              tabIndex={-1}
              // Like the error summary's: a page drawn again for this refusal (no JavaScript) opens
              // on it, far below the page's top, and focus brings it into view.
              // biome-ignore lint/a11y/noAutofocus: the page was drawn again to show this refusal
              autoFocus
              className="rounded-lg bg-red-50 p-3 text-sm font-medium text-danger outline-none focus-visible:ring-3 focus-visible:ring-danger/40 sm:col-span-2"
            >
              {props.formError}
            </p>
          ) : null}
          {props.submit}
        </form>
      </IdPrefix>
    </FieldLook>
  );
}

/** A field of a lead form, its control's id made of the form's prefix and `name`; `wide` spans both columns. */
export function LeadField({
  name,
  wide,
  ...props
}: Omit<FieldProps, "id" | "className"> & { name: string; wide?: boolean }) {
  const id = `${useContext(IdPrefix)}-${name}`;
  return <Field id={id} className={wide ? "sm:col-span-2" : undefined} {...props} />;
}

/** The consent checkbox: its text links to /privacidade (the text is stored with the lead). */
function ConsentField(props: LeadFormProps["consent"]) {
  const id = `${useContext(IdPrefix)}-consent`;
  return (
    <CheckboxField
      id={id}
      required
      error={props.error}
      className="sm:col-span-2"
      label={
        <>
          {props.text.before}
          <a
            href="/privacidade"
            target="_blank"
            rel="noopener"
            className="font-semibold text-primary-strong underline"
          >
            {props.text.link}
          </a>
          {props.text.after}
        </>
      }
    >
      <Checkbox
        name="consent"
        defaultChecked={props.checked}
        {...constraintMessages({ missing: props.missing })}
      />
    </CheckboxField>
  );
}

/** Bots fill every field; people never see this one. */
function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Não preencha este campo
        <input type="text" name={honeypotField} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The orange submit button; while the post is under way it is disabled and says `busyText`. */
export function LeadSubmit({
  busy,
  disabled,
  busyText,
  children,
}: {
  busy: boolean;
  disabled?: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      className="inline-flex min-h-12 items-center justify-center gap-2 rounded-xl bg-accent-strong px-6 py-3 text-base font-bold text-white shadow-lg shadow-orange-900/15 transition hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60 sm:col-span-2"
    >
      {busy ? (
        <>
          <Loader2 aria-hidden="true" className="size-5 animate-spin" />
          {busyText}
        </>
      ) : (
        children
      )}
    </button>
  );
}

/** A Brazilian phone with its area code, formatted as typed: "(11) 91234-5678". */
export function PhoneInput(props: Omit<ComponentProps<typeof Input>, "type" | "onInput">) {
  return (
    <Input
      type="tel"
      name="phone"
      autoComplete="tel-national"
      inputMode="tel"
      pattern="\(?\d{2}\)? ?\d{4,5}-?\d{4}"
      {...props}
      maxLength={15}
      onInput={(event) => {
        event.currentTarget.value = maskBrazilianPhone(event.currentTarget.value);
      }}
    />
  );
}

/**
 * The white box a section's lead form stands in, beside the section's text; links to the form
 * lead to its `id`.
 */
export function LeadFormBox({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div
      id={id}
      className="rounded-2xl border border-border bg-white p-5 shadow-xl shadow-slate-900/5 sm:p-8"
    >
      {children}
    </div>
  );
}

/** The markets a lead may work in today, by sector, after an empty choice saying `placeholder`. */
export function CurrentMarketOptions({ placeholder }: { placeholder: string }) {
  return (
    <>
      <option value="">{placeholder}</option>
      {currentMarketGroups.map((group) => (
        <optgroup key={group.sector} label={group.sector}>
          {group.options.map((option) => (
            <option key={option}>{option}</option>
          ))}
        </optgroup>
      ))}
      <option>{otherMarket}</option>
    </>
  );
}
