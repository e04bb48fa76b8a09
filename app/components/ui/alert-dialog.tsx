import { TriangleAlert } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Button, type ButtonVariant } from "./button";

/**
 * A question the page asks before something that cannot be undone (or loses work): a modal
 * <dialog role="alertdialog"> (docs/decisions/012). The browser's own modal dialog keeps focus
 * inside it, makes the page behind it inert and closes on Escape; focus starts on the safe
 * answer ('Cancelar') and goes back to where it was when it closes.
 */
export function AlertDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = "Cancelar",
  confirmVariant = "destructive",
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  confirmVariant?: ButtonVariant;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement;
      dialog.showModal();
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
      if (returnFocusTo.current instanceof HTMLElement && returnFocusTo.current.isConnected) {
        returnFocusTo.current.focus();
      }
    }
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      // Escape: the same as 'Cancelar' (and the state stays in step with the dialog).
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl border border-border bg-white p-6 text-ink shadow-xl backdrop:bg-slate-950/50"
    >
      <div className="flex gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="min-w-0">
          <h2 id={titleId} className="font-heading text-lg font-bold">
            {title}
          </h2>
          <p id={descriptionId} className="mt-2 text-sm text-ink">
            {description}
          </p>
        </div>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button ref={cancelRef} variant="outline" size="sm" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant={confirmVariant} size="sm" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
