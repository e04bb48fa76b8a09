/**
 * Destructive admin actions (reset, clear, delete) run only once confirmed. The browser's
 * confirmation dialog marks the form `confirmed=yes` (ConfirmForm); a form sent without it — no
 * JavaScript yet, a click before the page finished loading — gets the question back from the
 * server instead of losing data.
 */
export function isConfirmed(formData: FormData): boolean {
  return formData.get("confirmed") === "yes";
}

/** The answer that asks for the confirmation of `intent`. */
export type AwaitingConfirmation = { awaitingConfirmation: string };
