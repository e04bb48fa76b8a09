import { clsx } from "clsx";
import type { LabelHTMLAttributes } from "react";

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
