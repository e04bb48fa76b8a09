import { clsx } from "clsx";
import {
  createContext,
  type InputHTMLAttributes,
  type LabelHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useContext,
} from "react";

/*
 * The field kit: Label, Input, Select, Textarea, Checkbox, and Field / CheckboxField, which
 * put a label, a control, a description and an error together and wire them. One module, so
 * the visitors' pages load it as one small file.
 */

/**
 * The two looks of the site's form fields. "public": the visitors' lead forms (taller controls, a
 * focus ring). "admin": /auth and the admin screens (the compact look of the back office).
 * A form sets its look once with `<FieldLook value="public">`; fields and controls follow it.
 */
export type Look = "admin" | "public";

const LookContext = createContext<Look>("admin");

export const FieldLook = LookContext.Provider;

/** The class of a part of a field in the form's look (app/styles/fields.css). */
type Part = "control" | "textarea" | "checkbox" | "box" | "choice" | "choice-label";

function useLookClass(part: Part): string {
  return `field-${part}-${useContext(LookContext)}`;
}

/**
 * What a `Field` tells the control inside it: its id (the label's `for`), the ids of the texts
 * that describe it, whether it is refused and whether it is required. Controls outside a field
 * get nothing and are wired by their caller.
 */
type FieldControl = {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
};

const FieldControlContext = createContext<FieldControl | null>(null);

const FieldControlProvider = FieldControlContext.Provider;

/** The attributes a control inside a field takes from it (the caller's own props come after). */
export function useFieldControlProps() {
  const field = useContext(FieldControlContext);
  if (!field) return {};
  return {
    id: field.id,
    required: field.required,
    "aria-invalid": field.invalid ? (true as const) : undefined,
    "aria-describedby": field.describedBy,
  };
}

/** A field's name above its control; `visuallyHidden` keeps it for screen readers only. */
export function Label({
  visuallyHidden,
  className,
  ...props
}: LabelHTMLAttributes<HTMLLabelElement> & { visuallyHidden?: boolean }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller names the control with htmlFor
    <label
      className={clsx(visuallyHidden ? "sr-only" : "block text-sm font-semibold text-ink", className)}
      {...props}
    />
  );
}

/** The props a control takes from its field and its look, then the caller's (a `ref` included). */
function useControlProps<P extends { className?: string }>(part: Part, { className, ...props }: P) {
  return { ...useFieldControlProps(), ...props, className: clsx(useLookClass(part), className) };
}

/** A text-like input (text, email, tel, url, password, date…) in the form's look. */
export function Input(props: InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> }) {
  return <input {...useControlProps("control", props)} />;
}

/** A native select (its options are the children) in the form's look. */
export function Select(props: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  return <select {...useControlProps("control", props)} />;
}

/** A text box of several lines in the form's look. */
export function Textarea(props: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea {...useControlProps("textarea", props)} />;
}

/** A native checkbox in the form's look (for an on/off setting the admin uses `Switch`). */
export function Checkbox(props: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return <input type="checkbox" {...useControlProps("checkbox", props)} />;
}

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
  const errorId = props.errorId ?? `${props.id}-error`;
  const descriptionId = props.descriptionId ?? `${props.id}-hint`;
  return (
    <div className={clsx(useLookClass("box"), props.className)}>
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
  const errorId = props.errorId ?? `${props.id}-error`;
  return (
    <div className={clsx("flex flex-col gap-1.5", props.className)}>
      <div className={useLookClass("choice")}>
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
        <label htmlFor={props.id} className={useLookClass("choice-label")}>
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
