import { createContext, useContext } from "react";

/**
 * What a `Field` tells the control inside it: its id (the label's `for`), the ids of the texts
 * that describe it, whether it is refused and whether it is required. Controls outside a field
 * get nothing and are wired by their caller.
 */
export type FieldControl = {
  id: string;
  describedBy?: string;
  invalid: boolean;
  required?: boolean;
};

const FieldControlContext = createContext<FieldControl | null>(null);

export const FieldControlProvider = FieldControlContext.Provider;

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
