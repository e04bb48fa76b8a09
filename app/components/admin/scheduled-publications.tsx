import { CalendarDays } from "lucide-react";
import { Link } from "react-router";
import { AdminCard } from "./admin-card";

/**
 * Content Management's list of what is scheduled (docs/decisions/051), soonest first; each
 * links to its section's editor, where it is cancelled.
 */
export function ScheduledPublications({
  items,
}: {
  items: { id: number; sectionId: string; sectionLabel: string; description: string; publishAt: string }[];
}) {
  if (items.length === 0) return null;
  return (
    <AdminCard
      title="Publicações agendadas"
      icon={<CalendarDays aria-hidden="true" />}
      className="mb-6"
      description="Acontecem na hora marcada (horário de Brasília). Abra a seção para cancelar."
    >
      <ul className="divide-y divide-border">
        {items.map((item) => (
          <li key={item.id} className="py-2">
            <strong>{item.publishAt}</strong> –{" "}
            <Link
              to={`/admin/content/${encodeURIComponent(item.sectionId)}#agendamento`}
              className="font-semibold text-primary-strong underline"
            >
              {item.sectionLabel}
            </Link>
            : {item.description}
          </li>
        ))}
      </ul>
    </AdminCard>
  );
}
