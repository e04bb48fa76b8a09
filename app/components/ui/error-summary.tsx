/**
 * What the server refused, above the form: one link per field to its control (whose id is
 * `<idPrefix>-<field name>`). A form posted without JavaScript comes back with the summary
 * focused, so the visitor hears and sees what to correct before anything else.
 */
export function ErrorSummary({
  errors,
  title,
  idPrefix,
}: {
  errors: Record<string, string | undefined>;
  title: string;
  idPrefix: string;
}) {
  const entries = Object.entries(errors).filter((entry): entry is [string, string] => Boolean(entry[1]));
  if (entries.length === 0) return null;
  const titleId = `${idPrefix}-erros-titulo`;
  return (
    <div
      id={`${idPrefix}-erros`}
      role="alert"
      aria-labelledby={titleId}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page was drawn again to show these errors; they come first
      autoFocus
      className="rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-danger outline-none focus-visible:ring-3 focus-visible:ring-danger/40 sm:col-span-2"
    >
      <h3 id={titleId} className="font-bold">
        {title}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${idPrefix}-${name}`} className="font-medium underline underline-offset-2">
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
