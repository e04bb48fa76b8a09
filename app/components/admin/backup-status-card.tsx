import { Database, TriangleAlert } from "lucide-react";
import { AdminCard } from "./admin-card";

/** What the card shows, read by app/.server/admin/backup-status.ts. */
export type BackupStatus = {
  /** Whether the server makes daily backups (BACKUP_DIR is set). */
  enabled: boolean;
  last: { at: string; size: string; file: string } | null;
  /** Why the backups need a look, or null. */
  warning: string | null;
  /** The last attempt, when it failed. */
  failure: { at: string; error: string } | null;
};

/**
 * "Cópias de segurança" on the Administrador's dashboard: the server's last daily backup (time,
 * size, file), and what needs a look — a backup older than two days, none made yet, or a failed
 * last attempt (app/.server/admin/backup-status.ts).
 */
export function BackupStatusCard({ status }: { status: BackupStatus }) {
  const { enabled, last, warning, failure } = status;
  return (
    <AdminCard
      id="copias-de-seguranca"
      title="Cópias de segurança"
      icon={<Database aria-hidden="true" className="size-5 text-primary-strong" />}
      description={
        enabled
          ? "O servidor faz uma cópia completa do banco de dados por dia (leads, contas, conteúdo e imagens) e a confere depois de gravar."
          : "As cópias diárias estão desligadas: defina BACKUP_DIR na configuração do servidor para que ele as faça (README, seção Backups)."
      }
    >
      {last ? (
        <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-muted">Última cópia</dt>
          <dd className="text-ink tabular-nums">{last.at}</dd>
          <dt className="font-medium text-muted">Tamanho</dt>
          <dd className="text-ink tabular-nums">{last.size}</dd>
          <dt className="font-medium text-muted">Arquivo</dt>
          <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{last.file}</dd>
        </dl>
      ) : (
        <p className="text-sm text-muted">Nenhuma cópia diária feita até agora.</p>
      )}
      {(warning || failure) && (
        <div
          role="alert"
          className="mt-4 flex gap-3 rounded-xl border border-danger/30 bg-danger/5 px-4 py-3 text-sm text-danger"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <div className="min-w-0">
            {warning && <p className="font-semibold">{warning}</p>}
            {failure && (
              <p className={warning ? "mt-1 [overflow-wrap:anywhere]" : "[overflow-wrap:anywhere]"}>
                {`A última tentativa, em ${failure.at}, falhou: ${failure.error}`}
              </p>
            )}
            <p className="mt-1">Confira o espaço em disco e o registro do servidor.</p>
          </div>
        </div>
      )}
    </AdminCard>
  );
}
