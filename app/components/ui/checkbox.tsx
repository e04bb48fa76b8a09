import { clsx } from "clsx";
import type { InputHTMLAttributes } from "react";
import { useFieldControlProps } from "./field-control";
import { checkboxLooks, useLook } from "./field-look";

/** A native checkbox in the form's look (for an on/off setting the admin uses `Switch`). */
export function Checkbox({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const look = useLook();
  return (
    <input
      type="checkbox"
      {...useFieldControlProps()}
      {...props}
      className={clsx(checkboxLooks[look], className)}
    />
  );
}
