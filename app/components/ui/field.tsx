import { clsx } from "clsx";
import type { ReactNode } from "react";
import { FieldControlProvider } from "./field-control";
import { choiceLabelLooks, choiceRowLooks, fieldLooks, useLook } from "./field-look";
import { Label } from "./label";

/**
 * One form field: its label, the control (children: an `Input`, `Select`, `Textarea`…), an
 * optional description and the error under it. The field wires the control once: the label's
 * `for` is the control's id, `aria-describedby` names the error (while there is one) and the
 * description, `aria-invalid` is set while refused, and `required` reaches the control.
 */
export type FieldProps = {
  /** The control's id. */
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** The first message refusing the value, from the browser's check or from the server. */
  error?: string;
  /** The error's id (default `<id>-error`). */
  errorId?: string;
  /** The description's id (default `<id>-hint`). */
  descriptionId?: string;
  required?: boolean;
  /** Say " (opcional)" after the label of a field that is not required (the lead form does). */
  markOptional?: boolean;
  /** Keep the label for screen readers only, where a heading beside it already names the field. */
  hideLabel?: boolean;
  className?: string;
  children: ReactNode;
};

export function Field(props: FieldProps) {
  const look = useLook();
  const errorId = props.errorId ?? `${props.id}-error`;
  const descriptionId = props.descriptionId ?? `${props.id}-hint`;
  return (
    <div className={clsx(fieldLooks[look], props.className)}>
      <Label htmlFor={props.id} visuallyHidden={props.hideLabel}>
        {props.label}
        {props.markOptional && !props.required ? (
          <span className="font-normal text-muted"> (opcional)</span>
        ) : null}
      </Label>
      <FieldControlProvider
        value={{
          id: props.id,
          describedBy: describedBy(
            props.error ? errorId : undefined,
            props.description ? descriptionId : undefined,
          ),
          invalid: Boolean(props.error),
          required: props.required,
        }}
      >
        {props.children}
      </FieldControlProvider>
      {props.description ? (
        <p id={descriptionId} className="text-sm text-muted">
          {props.description}
        </p>
      ) : null}
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

/**
 * A checkbox field: the box (children: a `Checkbox`) with its text beside it, then the error.
 * The text may hold a link (the consent box links to the privacy policy).
 */
export function CheckboxField(
  props: Omit<FieldProps, "description" | "descriptionId" | "markOptional" | "hideLabel">,
) {
  const look = useLook();
  const errorId = props.errorId ?? `${props.id}-error`;
  return (
    <div className={clsx("flex flex-col gap-1.5", props.className)}>
      <div className={choiceRowLooks[look]}>
        <FieldControlProvider
          value={{
            id: props.id,
            describedBy: props.error ? errorId : undefined,
            invalid: Boolean(props.error),
            required: props.required,
          }}
        >
          {props.children}
        </FieldControlProvider>
        <label htmlFor={props.id} className={choiceLabelLooks[look]}>
          {props.label}
        </label>
      </div>
      <FieldError id={errorId} error={props.error} />
    </div>
  );
}

function describedBy(...ids: (string | undefined)[]): string | undefined {
  return ids.filter(Boolean).join(" ") || undefined;
}

/**
 * The message refusing a field's value. The element is always there (empty and hidden while the
 * value is accepted), so a control may point at it before any message arrives.
 */
export function FieldError({ id, error }: { id: string; error?: string }) {
  return (
    <p id={id} className="text-sm font-medium text-danger empty:hidden">
      {error}
    </p>
  );
}

/** A form-level message (e.g. "Email ou senha inválidos."), announced when it appears. */
export function FormMessage({ id, error }: { id: string; error?: string }) {
  if (!error) return <div id={id} aria-live="polite" />;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2.5 text-sm font-medium text-danger"
    >
      {error}
    </div>
  );
}
