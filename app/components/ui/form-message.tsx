/** A form-level message (e.g. "Email ou senha inválidos."), announced when it appears. */
export function FormMessage({ id, error }: { id: string; error?: string }) {
  if (!error) return <div id={id} aria-live="polite" />;
  return (
    <div
      id={id}
      role="alert"
      className="rounded-lg border border-danger/30 bg-danger/5 px-3 py-2.5 text-sm font-medium text-danger"
    >
      {error}
    </div>
  );
}
