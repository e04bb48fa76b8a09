import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { clsx } from "clsx";
import type { InputHTMLAttributes, ReactNode } from "react";

/**
 * A labelled input bound to a Conform field: its error (from the browser's check or from the
 * server) is shown under it and announced with the field (aria-describedby, aria-invalid).
 */

export const inputClassName =
  "block h-11 w-full rounded-lg border border-border bg-white px-3 text-base text-ink shadow-xs transition-colors placeholder:text-muted/70 focus-visible:border-primary-strong aria-invalid:border-danger";

type InputType = "text" | "email" | "password" | "url" | "tel";

export function FormField({
  label,
  field,
  type = "text",
  hint,
  className,
  ...props
}: {
  label: string;
  // biome-ignore lint/suspicious/noExplicitAny: any field of any form schema
  field: FieldMetadata<any, any, string[]>;
  type?: InputType;
  hint?: ReactNode;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue" | "form">) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const { key, ...inputProps } = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div className={clsx("space-y-1.5", className)}>
      <label htmlFor={field.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <input key={key} {...inputProps} {...props} className={inputClassName} />
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <p id={id} className="min-h-0 text-sm font-medium text-danger empty:hidden">
      {errors?.[0]}
    </p>
  );
}

/** A form-level message (e.g. "Email ou senha inválidos.") announced when it appears. */
export function FormMessage({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return <div id={id} aria-live="polite" />;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2.5 text-sm font-medium text-danger"
    >
      {errors[0]}
    </div>
  );
}
