import { History } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClassName } from "~/components/ui/button";
import type { FieldDifference } from "~/content/registry/values";
import { AdminCard } from "./admin-card";

/**
 * What the editors share to compare and restore versions and to answer a save over a newer one
 * (sections, Styling, the contact form): the table of what differs, the list of versions with
 * "Comparar e restaurar", and the notice of someone else's newer save. Plain links and forms,
 * so all of it works without JavaScript.
 */

/** Field by field, two values side by side; `caption` names the table for screen readers. */
export function DifferencesTable({
  differences,
  before,
  after,
  caption,
  rowClassName = "border-t border-border",
}: {
  differences: FieldDifference[];
  before: string;
  after: string;
  caption?: string;
  rowClassName?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead>
          <tr>
            <th scope="col" className="py-2 pr-4">
              Campo
            </th>
            <th scope="col" className="py-2 pr-4">
              {before}
            </th>
            <th scope="col" className="py-2">
              {after}
            </th>
          </tr>
        </thead>
        <tbody>
          {differences.map((difference) => (
            <tr key={difference.field} className={`${rowClassName} align-top`}>
              <th scope="row" className="py-2 pr-4 font-semibold">
                {difference.label}
              </th>
              <td className="py-2 pr-4 break-all">{difference.before}</td>
              <td className="py-2 break-all">{difference.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export type VersionItem = { id: number; at: string; by: string | null; note?: string | null };

/** The last versions, newest first, each with a link to compare it (and restore it from there). */
export function VersionsCard({
  title,
  description,
  versions,
  currentLabel,
}: {
  title: string;
  description: string;
  versions: VersionItem[];
  /** What the newest is called ("publicada agora", "em uso"). */
  currentLabel: string;
}) {
  return (
    <AdminCard title={title} icon={<History aria-hidden="true" />} className="mt-8" description={description}>
      {versions.length === 0 ? (
        <p className="text-sm text-muted">Nenhuma versão ainda.</p>
      ) : (
        <ul className="divide-y divide-border">
          {versions.map((version, index) => (
            <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span>
                {version.at}
                {version.by ? ` – ${version.by}` : ""}
                {version.note ? ` (${version.note})` : ""}
                {index === 0 ? ` (${currentLabel})` : ""}
              </span>
              <Link
                to={`?comparar=${version.id}#comparacao`}
                className={buttonClassName({ variant: "ghost", size: "sm" })}
                aria-label={`Comparar e restaurar a versão de ${version.at}`}
              >
                Comparar e restaurar
              </Link>
            </li>
          ))}
        </ul>
      )}
    </AdminCard>
  );
}

/**
 * Someone else saved while this form was open: who and when, what differs, and that nothing
 * typed was lost (the form now holds their version with this person's changes on top).
 */
export function EditConflictNotice({
  message,
  differences,
  children,
}: {
  message: string;
  differences: FieldDifference[];
  children?: ReactNode;
}) {
  return (
    <section
      role="alert"
      aria-labelledby="conflito-titulo"
      className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-ink"
    >
      <h2 id="conflito-titulo" className="font-semibold">
        {message}
      </h2>
      <p className="mt-1">
        {children ??
          "Nada do que você digitou foi perdido. O formulário agora mostra a versão mais nova com as suas alterações por cima; confira e salve de novo para aplicá-las."}
      </p>
      {differences.length > 0 && (
        <div className="mt-3">
          <DifferencesTable
            differences={differences}
            before="Versão mais nova"
            after="O que você digitou"
            caption="Diferenças entre a versão mais nova e o que você digitou"
            rowClassName="border-t border-amber-200"
          />
        </div>
      )}
    </section>
  );
}
