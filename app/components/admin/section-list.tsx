import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import type { SectionListGroup } from "~/content/registry/admin-lists";
import { AdminCard } from "./admin-card";

/** Content Management's list of the site's editable sections, each opening its own editor. */
export function SectionList({ groups }: { groups: SectionListGroup[] }) {
  if (groups.length === 0) return null;
  return (
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
  );
}
