import { clsx } from "clsx";
import type { TextareaHTMLAttributes } from "react";
import { useFieldControlProps } from "./field-control";
import { textareaLooks, useLook } from "./field-look";

/** A text box of several lines in the form's look. */
export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const look = useLook();
  return <textarea {...useFieldControlProps()} {...props} className={clsx(textareaLooks[look], className)} />;
}
