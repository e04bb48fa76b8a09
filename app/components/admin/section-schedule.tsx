import { CalendarDays, X } from "lucide-react";
import { AdminCard } from "~/components/admin/admin-card";
import { Button } from "~/components/ui/button";
import { Field, Input } from "~/components/ui/field";

/**
 * What a section's editor shows of scheduled publishing (docs/decisions/051): what is waiting,
 * with a way to cancel each, and the form that schedules the saved draft (and, for the promo
 * banner, its end). Plain forms: they work before any JavaScript.
 */

export type ScheduledRow = {
  id: number;
  description: string;
  publishAt: string;
  createdByName: string | null;
};

/** The list of what is waiting, each with "Cancelar" (also on Content Management). */
export function ScheduledList({ items, cancel = true }: { items: ScheduledRow[]; cancel?: boolean }) {
  if (items.length === 0) return <p className="text-sm text-muted">Nada agendado.</p>;
  return (
    <ul className="divide-y divide-border">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span>
            <strong>{item.publishAt}</strong> – {item.description}
            {item.createdByName ? ` (agendado por ${item.createdByName})` : ""}
          </span>
          {cancel && (
            <form method="post">
              <input type="hidden" name="scheduleId" value={item.id} />
              <Button
                type="submit"
                name="intent"
                value="cancel-schedule"
                variant="ghost"
                size="sm"
                aria-label={`Cancelar: ${item.description} em ${item.publishAt}`}
              >
                <X aria-hidden="true" />
                Cancelar
              </Button>
            </form>
          )}
        </li>
      ))}
    </ul>
  );
}

export function SectionScheduleCard({
  items,
  hasDraft,
  isBanner,
  error,
}: {
  items: ScheduledRow[];
  hasDraft: boolean;
  isBanner: boolean;
  error?: string;
}) {
  return (
    <AdminCard
      id="agendamento"
      title="Agendamento"
      icon={<CalendarDays aria-hidden="true" />}
      className="mt-8"
      description="Publique o rascunho salvo numa data e hora (horário de Brasília), mesmo sem ninguém conectado."
    >
      <ScheduledList items={items} />
      <form method="post" className="mt-4 flex flex-wrap items-end gap-3">
        <Field
          id="agendar-quando"
          label="Data e hora (horário de Brasília)"
          error={error}
          className="min-w-60"
        >
          <Input type="datetime-local" name="publishAt" />
        </Field>
        {hasDraft && (
          <Button type="submit" name="intent" value="schedule-draft" variant="secondary">
            Agendar publicação do rascunho
          </Button>
        )}
        {isBanner && (
          <Button type="submit" name="intent" value="schedule-banner-end" variant="outline">
            Agendar fim do banner
          </Button>
        )}
      </form>
      <p className="mt-2 text-sm text-muted">
        {hasDraft
          ? "O rascunho é agendado como está agora; o que você mudar depois não entra neste agendamento."
          : "Salve um rascunho para agendar sua publicação."}
        {isBanner
          ? " O fim do banner o retira do site na hora marcada, com o texto que ele tiver então."
          : ""}
      </p>
    </AdminCard>
  );
}

/** Under a version's comparison: publish that version at a date and time. */
export function ScheduleVersionForm({ versionId, error }: { versionId: number; error?: string }) {
  return (
    <form method="post" className="mt-4 flex flex-wrap items-end gap-3 border-t border-border pt-4">
      <input type="hidden" name="versionId" value={versionId} />
      <Field
        id="agendar-versao-quando"
        label="Data e hora (horário de Brasília)"
        error={error}
        className="min-w-60"
      >
        <Input type="datetime-local" name="publishAt" />
      </Field>
      <Button type="submit" name="intent" value="schedule-version" variant="outline">
        Agendar publicação desta versão
      </Button>
    </form>
  );
}
