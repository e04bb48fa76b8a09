import { type RefObject, useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { AlertDialog } from "~/components/ui/alert-dialog";

/**
 * Asks before leaving an edit screen whose form has changes not saved yet: a link or the
 * browser's back button inside the admin opens the page's dialog (React Router's useBlocker);
 * closing the tab or reloading gets the browser's own question (beforeunload, the only one a
 * page may ask then). "Changed" means the form's values differ from what they were when the
 * screen loaded or was last saved, so typing a change and undoing it is not a change.
 *
 *   const formRef = useRef<HTMLFormElement>(null);
 *   const leaveGuard = useUnsavedChanges(formRef, loaderData); // loaderData: new after a save
 *   return <>{leaveGuard}<Form ref={formRef} …></>;
 */
export function useUnsavedChanges(
  formRef: RefObject<HTMLFormElement | null>,
  saved: unknown,
  /** The form came back from the server with changes not saved yet (a list item added). */
  changedOnServer = false,
) {
  const baseline = useRef<string | null>(null);
  const sending = useRef(false);
  /**
   * 'Sair sem salvar' was chosen: the screen stays until the next one has loaded, and leaving
   * it meanwhile (the address bar, a reload) must not ask a second time.
   */
  const leaving = useRef(false);

  const isDirty = useCallback(() => {
    const form = formRef.current;
    if (form === null || baseline.current === null || sending.current || leaving.current) return false;
    return changedOnServer || formValues(form) !== baseline.current;
  }, [formRef, changedOnServer]);

  // A plain form's own post unloads the page to save it: that is not leaving the screen (a
  // button that opens its answer in another tab, such as a preview, leaves this page as it is).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Heard on window, after React's handlers: a post the router takes over (defaultPrevented)
    // does not unload the page.
    const onSubmit = (event: SubmitEvent) => {
      if (event.target !== form || event.defaultPrevented) return;
      const target = event.submitter?.getAttribute("formtarget") ?? form.target;
      if (!target || target === "_self") sending.current = true;
    };
    const onPageShow = () => {
      sending.current = false;
    };
    window.addEventListener("submit", onSubmit);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("submit", onSubmit);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [formRef]);

  // What counts as unchanged: the form as drawn from the saved data (on load and after a save).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `saved` is what resets the baseline
  useEffect(() => {
    if (formRef.current) baseline.current = formValues(formRef.current);
  }, [formRef, saved]);

  // Sending the form itself (same screen) is not leaving it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && isDirty(),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!isDirty()) return;
      event.preventDefault();
      event.returnValue = ""; // older browsers ask only when this is set
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [isDirty]);

  return (
    <AlertDialog
      open={blocker.state === "blocked"}
      title="Sair sem salvar?"
      description="As alterações desta tela ainda não foram salvas. Se sair agora, elas serão perdidas."
      confirmLabel="Sair sem salvar"
      cancelLabel="Continuar editando"
      onConfirm={() => {
        leaving.current = true;
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    />
  );
}

/** The form's values as one comparable string (files left out: no edit screen here has one). */
function formValues(form: HTMLFormElement): string {
  const entries: [string, string][] = [];
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") entries.push([name, value]);
  }
  return JSON.stringify(entries);
}
