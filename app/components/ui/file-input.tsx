import { clsx } from "clsx";
import type { InputHTMLAttributes } from "react";
import { useFieldControlProps } from "./field";

/** A file picker (the media library's upload). */
export function FileInput({ className, ...props }: Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  return (
    <input
      type="file"
      {...useFieldControlProps()}
      {...props}
      className={clsx(
        "block w-full cursor-pointer rounded-lg border border-border bg-white p-2 text-sm text-ink file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary-soft file:px-4 file:py-2 file:font-semibold file:text-primary-strong hover:file:bg-primary/20 aria-invalid:border-danger",
        className,
      )}
    />
  );
}
