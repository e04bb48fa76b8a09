import { createContext, type FormEvent, type ReactNode, useContext } from "react";

/**
 * The pieces the public lead forms share (the contact form and the expo scheduling form): the
 * look of a control, a labelled field with its error, and the LGPD consent box.
 */

export const controlClass =
  "min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-primary-strong focus:outline-none focus:ring-3 focus:ring-primary/30 aria-invalid:border-danger";

/**
 * The form a field belongs to ("contato", "agendamento"): its controls get ids of the form
 * "contato-email", which the error summary links to. A page carries one form of each kind.
 */
export const FieldIdPrefix = createContext("campo");

/** The ids of a field's control and of its error message. */
export function useFieldIds(name: string) {
  const id = `${useContext(FieldIdPrefix)}-${name}`;
  return { id, errorId: `${id}-error` };
}

/**
 * What the server refused, above the form: one link per field to its control. A form posted
 * without JavaScript comes back scrolled to its box (the form's action ends in its id), and the
 * summary takes the focus, so the visitor hears and sees what to correct before anything else.
 */
export function ErrorSummary({
  errors,
  title,
}: {
  errors: Record<string, string | undefined>;
  title: string;
}) {
  const prefix = useContext(FieldIdPrefix);
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return null;
  const titleId = `${prefix}-erros-titulo`;
  return (
    <div
      id={`${prefix}-erros`}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page was drawn again to show these errors; they come first
      autoFocus
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-danger outline-none focus-visible:ring-3 focus-visible:ring-danger/40 sm:col-span-2"
    >
      <h3 id={titleId} className="font-bold">
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${prefix}-${name}`} className="font-medium underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The label, the control (children) and the error under it; `wide` spans both grid columns. */
export function FieldShell(props: {
  id: string;
  errorId: string;
  label: string;
  /** The admin may make a field optional; the visitor is told so. */
  optional?: boolean;
  error?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={props.wide ? "flex flex-col gap-1.5 sm:col-span-2" : "flex flex-col gap-1.5"}>
      <label htmlFor={props.id} className="text-sm font-semibold text-ink">
        {props.label}
        {props.optional ? <span className="font-normal text-muted"> (opcional)</span> : null}
      </label>
      {props.children}
      <FieldError id={props.errorId} error={props.error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;
}

/** Handlers that put the form's own message in place of the browser's when the box is left empty. */
export type ValidityProps = {
  onInvalid: (event: FormEvent<HTMLInputElement>) => void;
  onChangeCapture: (event: FormEvent<HTMLInputElement>) => void;
};

/** The consent checkbox: its text links to /privacidade (the text is stored with the lead). */
export function ConsentField(props: {
  error?: string;
  checked: boolean;
  text: { before: string; link: string; after: string };
  validity: ValidityProps;
}) {
  const { id, errorId } = useFieldIds("consent");
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="consent"
          required
          defaultChecked={props.checked}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          className="mt-1 size-5 shrink-0 accent-[var(--color-primary-strong)]"
          {...props.validity}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-foreground">
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
        </label>
      </div>
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}
