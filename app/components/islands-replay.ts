import { type FormControl, isCheckable, isFormControl, type WaitingPart } from "./islands";

/**
 * What a part waiting to hydrate recorded (components/islands.tsx), done again through React
 * once it has: fetched with the part's own code, only by parts that can be used before then.
 */

/** Once the part has hydrated: what the visitor did before then, done again through React. */
export async function replayWaitingPart(elementId: string, waiting: WaitingPart): Promise<void> {
  waiting.stopListening();
  const element = document.getElementById(elementId);
  for (const [key, value] of waiting.edits) {
    const control = element?.querySelector(`#${CSS.escape(key)}, [name="${CSS.escape(key)}"]`) ?? null;
    if (isFormControl(control)) setThroughReact(control, value);
    // Lets React draw what the edit changes (a select's options follow another's value).
    await new Promise((done) => setTimeout(done));
  }
  waiting.edits.clear();
  const submit = waiting.submit;
  waiting.submit = null;
  if (submit?.form.isConnected)
    submit.form.requestSubmit(isSubmitter(submit.submitter) ? submit.submitter : null);
  const click = waiting.click;
  waiting.click = null;
  if (click?.isConnected) click.click();
}

function isSubmitter(element: HTMLElement | null): element is HTMLButtonElement | HTMLInputElement {
  return (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.isConnected;
}

/**
 * Sets a control's value as a visitor would, so React's handlers see it: hydration may have
 * kept what the visitor typed in the element while React's state (or a handler such as the
 * phone mask) never saw it, so the event is sent even when the value already shows.
 */
function setThroughReact(control: FormControl, value: string | boolean): void {
  if (isCheckable(control)) {
    if (control.checked !== value) control.click();
    return;
  }
  if (typeof value !== "string") return;
  // React remembers the last value it saw through the element's own setter and ignores an
  // event that brings no change; the prototype's setter then puts the value in unseen (React's
  // value tracker, a private part: docs/internals.md).
  if (!(control instanceof HTMLSelectElement)) control.value = "";
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), "value")?.set?.call(control, value);
  control.dispatchEvent(
    new Event(control instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }),
  );
}
