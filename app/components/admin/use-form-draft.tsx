import { History, X } from "lucide-react";
import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import type { useNavigation } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * Local drafts of admin forms: what is typed is kept in this browser (localStorage) while it
 * is typed, so text is not lost when the session ended meanwhile and saving sends the admin to
 * /auth. Back on the form after signing in again, the draft is offered ('Restaurar rascunho').
 * Password fields are never kept. Clear the draft once the form was saved.
 *
 *   const formRef = useRef<HTMLFormElement>(null);
 *   const draft = useFormDraft(formRef, "settings-profile");
 *   useEffect(() => { if (actionData?.saved) draft.clear(); }, [actionData]);
 *   <DraftNotice draft={draft} />
 *   <Form ref={formRef} …>
 */

type DraftValues = Record<string, string>;
type StoredDraft = { savedAt: string; values: DraftValues };

const storageKey = (key: string) => `cota-draft:${key}`;

type DraftableField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function draftableFields(form: HTMLFormElement) {
  return Array.from(form.elements).filter(
    (element): element is DraftableField =>
      (element instanceof HTMLTextAreaElement ||
        (element instanceof HTMLSelectElement && !element.multiple) ||
        (element instanceof HTMLInputElement &&
          ["text", "url", "email", "tel", "search", ""].includes(element.type))) &&
      element.name !== "" &&
      !element.name.startsWith("$") &&
      element.type !== "hidden",
  );
}

function read(key: string): StoredDraft | null {
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

export type FormDraft = {
  /** A stored draft that differs from what the form shows, waiting to be restored or discarded. */
  pending: StoredDraft | null;
  restore(): void;
  discard(): void;
  /** Forget the draft (after a successful save). */
  clear(): void;
  /**
   * Keep the form's values now: for a change that fires no input event in the form (a button
   * that sets several fields), called once the form shows it.
   */
  keep(): void;
};

export function useFormDraft(formRef: RefObject<HTMLFormElement | null>, key: string): FormDraft {
  const [pending, setPending] = useState<StoredDraft | null>(null);

  // On load: offer a stored draft that differs from the form's current values.
  useEffect(() => {
    const form = formRef.current;
    const stored = read(key);
    if (!form || !stored) return;
    const differs = draftableFields(form).some(
      (field) => field.name in stored.values && stored.values[field.name] !== field.value,
    );
    if (differs) setPending(stored);
    else window.localStorage.removeItem(storageKey(key));
  }, [formRef, key]);

  const keep = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    const values = Object.fromEntries(draftableFields(form).map((field) => [field.name, field.value]));
    try {
      window.localStorage.setItem(
        storageKey(key),
        JSON.stringify({ savedAt: new Date().toISOString(), values }),
      );
    } catch {
      // Storage full or blocked: the form still works, only without a draft.
    }
  }, [formRef, key]);

  // While typing: keep the values.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const save = keep;
    // Text typed before the page finished loading fired no listener: keep it now.
    // (Text only: a select React controls carries no mark of the option it was drawn with.)
    const typedBeforeLoad = draftableFields(form).some(
      (field) => !(field instanceof HTMLSelectElement) && field.value !== field.defaultValue,
    );
    if (typedBeforeLoad) {
      save();
      setPending(null); // what is on screen is newer than any stored draft
    }
    form.addEventListener("input", save);
    form.addEventListener("change", save);
    return () => {
      form.removeEventListener("input", save);
      form.removeEventListener("change", save);
    };
  }, [formRef, keep]);

  const restore = useCallback(() => {
    const form = formRef.current;
    if (!form || !pending) return;
    for (const field of draftableFields(form)) {
      const value = pending.values[field.name];
      if (value === undefined || value === field.value) continue;
      // Through the element type's own setter, as typing does: a field React controls sees the
      // change in the events below and takes the value into its state.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
    setPending(null);
  }, [formRef, pending]);

  const clear = useCallback(() => {
    window.localStorage.removeItem(storageKey(key));
    setPending(null);
  }, [key]);

  return { pending, restore, discard: clear, clear, keep };
}

/**
 * A save sent through the router (`intent`) that went through redirects (no answer comes back):
 * the draft kept in this browser is then cleared. A refused save answers and keeps it.
 */
export function useClearDraftOnceSaved(
  navigation: ReturnType<typeof useNavigation>,
  intent: string,
  answer: unknown,
  clear: () => void,
) {
  const sent = useRef(false);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const idle = navigation.state === "idle";
  useEffect(() => {
    if (saving) sent.current = true;
    if (!idle || !sent.current) return;
    sent.current = false;
    if (!answer) clear();
  }, [saving, idle, answer, clear]);
}

export function DraftNotice({ draft }: { draft: FormDraft }) {
  if (!draft.pending) return null;
  const savedAt = new Date(draft.pending.savedAt);
  const when = Number.isNaN(savedAt.getTime())
    ? ""
    : ` (${savedAt.toLocaleString("pt-BR", { dateStyle: "short", timeStyle: "short" })})`;
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-amber-600/30 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <History aria-hidden="true" className="size-5 shrink-0" />
      <p className="min-w-0 flex-1">Há um rascunho não salvo deste formulário{when}.</p>
      <Button size="sm" variant="primary" onClick={draft.restore}>
        Restaurar rascunho
      </Button>
      <Button size="sm" variant="ghost" onClick={draft.discard}>
        <X aria-hidden="true" />
        Descartar
      </Button>
    </div>
  );
}
