import { TriangleAlert } from "lucide-react";
import { type ComponentType, type ReactNode, type RefAttributes, useRef, useState } from "react";
import { Form, type FormProps, Link, useLocation } from "react-router";
import { AlertDialog } from "~/components/ui/alert-dialog";
import { buttonClassName } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The dialog's own words in the question's language: a message is in one language (the spec's
 * English texts stay English, the rest of the admin is Portuguese).
 */
const dialogTexts = {
  pt: { title: "Tem certeza?", confirm: "Confirmar", cancel: "Cancelar" },
  en: { title: "Please confirm", confirm: "Confirm", cancel: "Cancel" },
} as const;

export type ConfirmLanguage = keyof typeof dialogTexts;

/**
 * A form for a destructive action (reset, clear, delete): the page's own dialog (AlertDialog)
 * asks `confirmation` before it is sent. When the server had to ask instead (`awaiting`: the
 * form was sent before the page could ask, see app/.server/admin/confirmation.ts), the question
 * shows here with 'Confirmar'.
 */
export function ConfirmForm({
  intent,
  confirmation,
  confirmLabel,
  lang = "pt",
  awaiting,
  fields,
  className,
  as: FormComponent = Form,
  reloadDocument = false,
  onConfirm,
  children,
}: {
  intent: string;
  confirmation: string;
  /** The dialog's confirming button, e.g. 'Reset All Data'; 'Confirmar' when not given. */
  confirmLabel?: string;
  /** The language of `confirmation` (and `confirmLabel`): the dialog's other words follow it. */
  lang?: ConfirmLanguage;
  awaiting: boolean;
  /** More hidden fields the action needs (e.g. an id). */
  fields?: Record<string, string>;
  className?: string;
  /** The form to send through, e.g. a fetcher's `Form` to stay on the page. */
  as?: FormLike;
  /**
   * Post as a plain form (the page is loaded anew), for a screen whose own form is a plain one
   * and draws its fields from the page it was loaded with (the section editor).
   */
  reloadDocument?: boolean;
  /** Runs when the dialog says yes, just before the form is sent. */
  onConfirm?: () => void;
  /** The submit button. */
  children: ReactNode;
}) {
  const hidden = (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
  if (awaiting)
    return (
      <ServerConfirmation
        confirmation={confirmation}
        hidden={hidden}
        className={className}
        reloadDocument={reloadDocument}
        texts={dialogTexts[lang]}
      />
    );
  return (
    <AskingForm
      FormComponent={FormComponent}
      className={className}
      confirmation={confirmation}
      confirmLabel={confirmLabel ?? dialogTexts[lang].confirm}
      texts={dialogTexts[lang]}
      reloadDocument={reloadDocument}
      onConfirm={onConfirm}
    >
      {hidden}
      {children}
    </AskingForm>
  );
}

type DialogTexts = (typeof dialogTexts)[ConfirmLanguage];

type FormLike = ComponentType<FormProps & RefAttributes<HTMLFormElement>>;

/** The form while the page can ask: a submit opens the dialog; 'confirmLabel' sends it, confirmed. */
function AskingForm({
  FormComponent,
  className,
  confirmation,
  confirmLabel,
  texts,
  reloadDocument,
  onConfirm,
  children,
}: {
  FormComponent: FormLike;
  className?: string;
  confirmation: string;
  confirmLabel: string;
  texts: DialogTexts;
  reloadDocument: boolean;
  onConfirm?: () => void;
  children: ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmedRef = useRef<HTMLInputElement>(null);
  const sending = useRef(false);
  const confirm = () => {
    setAsking(false);
    const confirmed = confirmedRef.current;
    if (!confirmed || !formRef.current) return;
    onConfirm?.();
    // The form's data is read while the submit event is handled, synchronously.
    confirmed.value = "yes";
    sending.current = true;
    formRef.current.requestSubmit();
    sending.current = false;
    confirmed.value = "";
  };
  return (
    <FormComponent
      ref={formRef}
      method="post"
      className={className}
      reloadDocument={reloadDocument}
      onSubmit={(event) => {
        if (sending.current) return; // the dialog said yes
        event.preventDefault();
        setAsking(true);
      }}
    >
      {children}
      <input ref={confirmedRef} type="hidden" name="confirmed" defaultValue="" />
      <AlertDialog
        open={asking}
        title={texts.title}
        description={confirmation}
        confirmLabel={confirmLabel}
        cancelLabel={texts.cancel}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </FormComponent>
  );
}

function ServerConfirmation({
  confirmation,
  hidden,
  className,
  reloadDocument,
  texts,
}: {
  confirmation: string;
  hidden: ReactNode;
  className?: string;
  reloadDocument: boolean;
  texts: DialogTexts;
}) {
  const location = useLocation();
  return (
    <div
      role="alert"
      className={cn("rounded-xl border border-danger/30 bg-danger/5 p-4 text-sm text-ink", className)}
    >
      <p className="flex gap-2 font-medium">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
        {confirmation}
      </p>
      <Form method="post" reloadDocument={reloadDocument} className="mt-3 flex flex-wrap items-center gap-2">
        {hidden}
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className={buttonClassName({ variant: "destructive", size: "sm" })}>
          {texts.confirm}
        </button>
        <Link
          to={`${location.pathname}${location.search}`}
          className={buttonClassName({ variant: "ghost", size: "sm" })}
        >
          {texts.cancel}
        </Link>
      </Form>
    </div>
  );
}
