import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClassName } from "~/components/ui/button";

/**
 * "Maria está editando desde 14:30" on an editor (docs/decisions/042). The page that holds the
 * mark checks in every minute (and is told when someone takes the editing over) and lets it go
 * when it leaves. A page opened while someone else edits offers three choices — read without
 * saving, take over, or back — as a link, a plain form and a link, so they work without
 * JavaScript; the server refuses the saves of anyone not holding the mark.
 */

/** What the editor's loader says of the mark (app/.server/admin/editing-marks.ts MarkView). */
export type EditingMarkView =
  | { holding: true; pageToken: string }
  | { holding: false; message: string; holderName: string; since: string; takenOverAt: string | null };

const PRESENCE_PATH = "/admin/presenca";
const HEARTBEAT_MS = 60_000;

function presenceBody(intent: string, thing: string, pageToken: string): URLSearchParams {
  return new URLSearchParams({ intent, thing, pageToken });
}

/**
 * The holding page's check-ins: every minute, and when the tab comes back into view. Answers
 * the message to show when someone else holds the mark now (null while this page holds it).
 */
function useHeartbeat(thing: string, pageToken: string | null): string | null {
  const [takenMessage, setTakenMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!pageToken) return;
    setTakenMessage(null);
    let stopped = false;
    const checkIn = async () => {
      try {
        const response = await fetch(PRESENCE_PATH, {
          method: "POST",
          body: presenceBody("heartbeat", thing, pageToken),
          headers: { Accept: "application/json" },
        });
        if (!response.ok || stopped) return;
        const mark = (await response.json()) as EditingMarkView;
        setTakenMessage(mark.holding ? null : mark.message);
      } catch {
        // Offline for a moment: the next check-in tries again; the mark lasts a few minutes.
      }
    };
    const timer = window.setInterval(checkIn, HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void checkIn();
    };
    // Leaving (another screen, closing the tab): the mark is let go at once, not in 5 minutes.
    const leave = () => navigator.sendBeacon(PRESENCE_PATH, presenceBody("release", thing, pageToken));
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pagehide", leave);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [thing, pageToken]);
  return takenMessage;
}

/** The form that takes the editing over: a plain post, answered with a redirect back here. */
function TakeOverForm({ thing, label = "Assumir a edição" }: { thing: string; label?: string }) {
  return (
    <form method="post" action={PRESENCE_PATH} className="inline">
      <input type="hidden" name="intent" value="assumir-edicao" />
      <input type="hidden" name="thing" value={thing} />
      <Button type="submit" size="sm">
        {label}
      </Button>
    </form>
  );
}

/**
 * Wraps an editor: shows it as usual to whoever holds the mark; to anyone else, who holds it and
 * the three choices above the editor, disabled (`readOnly`, ?leitura=1: the choice to read was made).
 */
export function EditingGate({
  thing,
  mark,
  readOnly,
  backTo,
  refusal,
  children,
}: {
  thing: string;
  mark: EditingMarkView;
  readOnly: boolean;
  /** Where "Voltar" leads (the list the editor was opened from). */
  backTo: string;
  /** A save the server refused because someone else holds the mark (the action's answer). */
  refusal?: string | null;
  children: ReactNode;
}) {
  const taken = useHeartbeat(thing, mark.holding ? mark.pageToken : null);
  if (mark.holding) {
    const message = taken ?? refusal;
    return (
      <>
        {message && (
          <section
            role="alert"
            aria-labelledby="marca-titulo"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
          >
            <h2 id="marca-titulo" className="font-semibold">
              {message}
            </h2>
            <p className="mt-1">
              O que você digitou continua nesta página, mas não será salvo enquanto outra pessoa estiver
              editando. Copie o que precisar, ou assuma a edição de novo.
            </p>
            <div className="mt-3">
              <TakeOverForm thing={thing} />
            </div>
          </section>
        )}
        <EditorFieldset key="editor" disabled={false}>
          {children}
        </EditorFieldset>
      </>
    );
  }
  return (
    <>
      <section
        role={refusal ? "alert" : "status"}
        aria-labelledby="marca-titulo"
        className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
      >
        <h2 id="marca-titulo" className="font-semibold">
          {mark.message}
        </h2>
        <p className="mt-1">
          {refusal
            ? "Nada foi salvo, e o que você digitou continua abaixo. Para salvar, assuma a edição."
            : readOnly
              ? "Você está vendo sem editar: nada aqui pode ser salvo."
              : "Se duas pessoas editarem ao mesmo tempo, uma pode desfazer o trabalho da outra. O que você quer fazer?"}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          {!readOnly && !refusal && (
            <Link to="?leitura=1" className={buttonClassName({ variant: "outline", size: "sm" })}>
              Ver sem editar
            </Link>
          )}
          <TakeOverForm thing={thing} />
          <Link to={backTo} className="text-sm font-semibold text-primary-strong underline">
            Voltar
          </Link>
        </div>
      </section>
      {/* The editor below, for reading: every field and button is disabled until taking over. */}
      <EditorFieldset key="editor" disabled>
        {children}
      </EditorFieldset>
    </>
  );
}

/**
 * The editor, in the same element whether it may be used or only read, so that a page told of a
 * take-over keeps what was typed in it (a different wrapper would draw its fields anew).
 */
function EditorFieldset({ disabled, children }: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset
      disabled={disabled}
      aria-label={disabled ? "Somente leitura" : undefined}
      className="m-0 min-w-0 border-0 p-0"
    >
      {children}
    </fieldset>
  );
}
