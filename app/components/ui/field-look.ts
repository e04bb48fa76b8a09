import { createContext, useContext } from "react";

/**
 * The two looks of the site's form fields. "public": the visitors' lead forms (taller controls, a
 * focus ring). "admin": /auth and the admin screens (the compact look of the back office).
 * A form sets its look once with `<FieldLook value="public">`; fields and controls follow it.
 */
export type Look = "admin" | "public";

const LookContext = createContext<Look>("admin");

export const FieldLook = LookContext.Provider;

export function useLook(): Look {
  return useContext(LookContext);
}

const adminControl =
  "block w-full rounded-lg border border-border bg-white px-3 text-base text-ink shadow-xs transition-colors placeholder:text-muted/70 focus-visible:border-primary-strong aria-invalid:border-danger";
const publicControl =
  "min-h-12 w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-ink shadow-sm placeholder:text-slate-500 focus:border-primary-strong focus:outline-none focus:ring-3 focus:ring-primary/30 aria-invalid:border-danger";

/** A one-line control: text input or select. */
export const controlLooks: Record<Look, string> = {
  admin: `${adminControl} h-11`,
  public: publicControl,
};

export const textareaLooks: Record<Look, string> = {
  admin: `${adminControl} h-auto py-2.5`,
  public: `${publicControl} resize-y`,
};

export const checkboxLooks: Record<Look, string> = {
  admin: "size-4 accent-[var(--color-primary-strong)]",
  public: "mt-1 size-5 shrink-0 accent-[var(--color-primary-strong)]",
};

/** The box of a field: label, control, description and error, one under the other. */
export const fieldLooks: Record<Look, string> = {
  admin: "space-y-1.5",
  public: "flex flex-col gap-1.5",
};

/** The row of a checkbox and the text beside it. */
export const choiceRowLooks: Record<Look, string> = {
  admin: "flex items-center gap-2",
  public: "flex items-start gap-3",
};

export const choiceLabelLooks: Record<Look, string> = {
  admin: "text-sm text-ink",
  public: "text-sm leading-relaxed text-foreground",
};
