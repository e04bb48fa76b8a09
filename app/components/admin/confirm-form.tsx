import { TriangleAlert } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { Form, type FormProps, Link, useLocation } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * A form for a destructive action (reset, clear, delete): the browser asks `confirmation` before
 * it is sent. When the server had to ask instead (`awaiting`: the form was sent before the page
 * could ask, see app/.server/admin/confirmation.ts), the question shows here with 'Confirmar'.
 */
export function ConfirmForm({
  intent,
  confirmation,
  awaiting,
  fields,
  className,
  as: FormComponent = Form,
  children,
}: {
  intent: string;
  confirmation: string;
  awaiting: boolean;
  /** More hidden fields the action needs (e.g. an id). */
  fields?: Record<string, string>;
  className?: string;
  /** The form to send through, e.g. a fetcher's `Form` to stay on the page. */
  as?: ComponentType<FormProps>;
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
    return <ServerConfirmation confirmation={confirmation} hidden={hidden} className={className} />;
  return (
    <FormComponent
      method="post"
      className={className}
      onSubmit={(event) => {
        if (!window.confirm(confirmation)) {
          event.preventDefault();
          return;
        }
        const confirmed = event.currentTarget.elements.namedItem("confirmed");
        if (confirmed instanceof HTMLInputElement) confirmed.value = "yes";
      }}
    >
      {hidden}
      <input type="hidden" name="confirmed" value="" />
      {children}
    </FormComponent>
  );
}

function ServerConfirmation({
  confirmation,
  hidden,
  className,
}: {
  confirmation: string;
  hidden: ReactNode;
  className?: string;
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
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-2">
        {hidden}
        <input type="hidden" name="confirmed" value="yes" />
        <button
          type="submit"
          className="inline-flex h-10 items-center rounded-lg bg-danger px-4 text-sm font-semibold text-white hover:bg-red-800"
        >
          Confirmar
        </button>
        <Link
          to={`${location.pathname}${location.search}`}
          className={buttonClassName({ variant: "ghost", size: "sm" })}
        >
          Cancelar
        </Link>
      </Form>
    </div>
  );
}
