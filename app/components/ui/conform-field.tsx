import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import { Field, Input, Textarea } from "./field";

/**
 * The kit's fields bound to a Conform field (the admin and /auth forms): Conform gives the
 * name, value and constraints, the `Field` gives the ids and aria wiring. Kept apart from the
 * kit so the visitors' forms, which ship without Conform, do not load it.
 */

// biome-ignore lint/suspicious/noExplicitAny: any field of any form schema
type AnyField = FieldMetadata<any, any, string[]>;

type InputType = "text" | "email" | "password" | "url" | "tel" | "datetime-local";

/** The `Field` props of a Conform field: its id, its error's id and its first error. */
export function conformField(field: AnyField) {
  return { id: field.id, errorId: field.errorId, error: field.errors?.[0] };
}

export function TextField({
  label,
  field,
  type = "text",
  description,
  className,
  ...props
}: {
  label: ReactNode;
  field: AnyField;
  type?: InputType;
  description?: ReactNode;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "defaultValue" | "form">) {
  const { key, ...inputProps } = getInputProps(field, { type, ariaAttributes: false });
  return (
    <Field label={label} description={description} className={className} {...conformField(field)}>
      <Input key={key} {...inputProps} {...props} />
    </Field>
  );
}

export function TextareaField({
  label,
  field,
  description,
  className,
  ...props
}: {
  label: ReactNode;
  field: AnyField;
  description?: ReactNode;
  className?: string;
} & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "name" | "id" | "defaultValue" | "form">) {
  const { key, ...textareaProps } = getTextareaProps(field, { ariaAttributes: false });
  return (
    <Field label={label} description={description} className={className} {...conformField(field)}>
      <Textarea key={key} {...textareaProps} {...props} />
    </Field>
  );
}
