import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { SectionListGroup } from "~/content/registry/admin-lists";
import { AdminCard } from "./admin-card";

/** Content Management's list of the site's editable sections, each opening its own editor. */
export function SectionList({ groups }: { groups: SectionListGroup[] }) {
  if (groups.length === 0) return null;
  const needingAttention = groups.flatMap((group) => group.sections).filter((s) => s.needsAttention);
  return (
    <>
      {needingAttention.length > 0 && (
        <p role="note" className="mb-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-ink">
          {needingAttention.length === 1
            ? "1 seção precisa de atenção"
            : `${needingAttention.length} seções precisam de atenção`}
          : o valor salvo não cabe mais nas regras da seção. O site continua mostrando a última versão válida;
          abra a seção, corrija os campos indicados e publique.
        </p>
      )}
      <AdminCard
        title="Seções do site"
        className="mb-6"
        description="Textos, números, listas e imagens de cada parte do site: edite, pré-visualize e publique."
      >
        <div className="grid gap-6 md:grid-cols-2">
          {groups.map(({ group, sections }) => (
            <div key={group}>
              <h3 className="mb-2 text-sm font-bold text-ink">{group}</h3>
              <ul className="space-y-1">
                {sections.map((section) => (
                  <li key={section.id}>
                    <Link
                      to={`/admin/content/${section.id}`}
                      className="flex items-center justify-between gap-2 rounded-lg px-3 py-2 font-semibold text-primary-strong hover:bg-primary-soft"
                    >
                      <span>
                        {section.label}
                        {section.hasDraft && (
                          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                            Rascunho
                          </span>
                        )}
                        {section.scheduled && (
                          <span className="ml-2 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-semibold text-sky-900">
                            Agendada
                          </span>
                        )}
                        {section.needsAttention && (
                          <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">
                            Precisa de atenção
                          </span>
                        )}
                      </span>
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </AdminCard>
    </>
  );
}
