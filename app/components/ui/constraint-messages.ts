import type { FormEvent } from "react";

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Where the browser checks a field itself (HTML constraints: `required`, `type=email`, `pattern`),
 * these handlers make it say the form's own words instead of the browser's: `missing` for an empty
 * field, `format` (or else `missing`) for a value of the wrong shape, and `custom` for a rule HTML
 * cannot express. Spread them on the control.
 */
export function constraintMessages(messages: { missing: string; format?: string; custom?: () => string }) {
  return {
    onInvalid: (event: FormEvent<Control>) => {
      const control = event.currentTarget;
      if (control.validity.valueMissing) control.setCustomValidity(messages.missing);
      else if (messages.custom?.()) control.setCustomValidity(messages.custom());
      else if (control.validity.typeMismatch || control.validity.patternMismatch) {
        control.setCustomValidity(messages.format ?? messages.missing);
      }
    },
    onChangeCapture: (event: FormEvent<Control>) => event.currentTarget.setCustomValidity(""),
  };
}
