import { clsx } from "clsx";
import type { Ref, SelectHTMLAttributes } from "react";
import { useFieldControlProps } from "./field-control";
import { controlLooks, useLook } from "./field-look";

/** A native select (its options are the children) in the form's look. */
export function Select({
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const look = useLook();
  return (
    <select
      ref={ref}
      {...useFieldControlProps()}
      {...props}
      className={clsx(controlLooks[look], className)}
    />
  );
}
