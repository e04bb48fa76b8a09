import path from "node:path";
import { readDailyBackupState } from "~/.server/backup/daily-backups";
import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import type { BackupStatus } from "~/components/admin/backup-status-card";
import { formatDashboardDate } from "./dashboard-format";

/**
 * The dashboard's "Cópias de segurança" card, for the Administrador: the last daily backup's
 * time and size, a warning when it is older than two days (or none has been made while
 * BACKUP_DIR is set), and the last attempt's error when it failed.
 */

export type { BackupStatus };

/** Older than this, the last backup is a warning. */
export const BACKUP_STALE_AFTER_MS = 2 * 24 * 60 * 60_000;

export async function readBackupStatus(
  db: Pick<Database, "select">,
  config: Pick<AppConfig, "BACKUP_DIR">,
  now = new Date(),
): Promise<BackupStatus> {
  const state = await readDailyBackupState(db);
  const enabled = Boolean(config.BACKUP_DIR);
  const last = state.lastSuccess
    ? {
        at: formatDashboardDate(new Date(state.lastSuccess.at)),
        size: formatSize(state.lastSuccess.bytes),
        file: path.basename(state.lastSuccess.file),
      }
    : null;
  let warning: string | null = null;
  if (state.lastSuccess && now.getTime() - Date.parse(state.lastSuccess.at) > BACKUP_STALE_AFTER_MS) {
    warning = "A última cópia de segurança tem mais de dois dias.";
  } else if (enabled && !state.lastSuccess) {
    warning = "Nenhuma cópia de segurança diária foi concluída ainda.";
  }
  const failure =
    state.lastAttemptOk === false && state.lastFailure
      ? { at: formatDashboardDate(new Date(state.lastFailure.at)), error: state.lastFailure.error }
      : null;
  return { enabled, last, warning, failure };
}

const decimal = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

/** "812 bytes", "48,2 KB", "12,3 MB", "1,4 GB". */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${decimal.format(value)} ${units[unit]}`;
}
