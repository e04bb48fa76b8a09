import { type AuditWho, withAudit } from "~/.server/audit/audit-log";
import type { SiteDataSnapshot, SnapshotReason } from "~/.server/db/schema";
import { checkWebhookUrl } from "~/.server/security/webhook-url";
import type { AppServices } from "~/.server/services";
import type { Notice } from "~/lib/notice";
import { isConfirmed } from "./confirmation";
import { formatDashboardDate } from "./dashboard-format";
import {
  applySiteData,
  compareSiteData,
  findSnapshot,
  listSnapshots,
  pageChangeLines,
  readSiteData,
  restoreSnapshot,
  type SiteDataChanges,
} from "./site-data";
import { parseSiteDataJson, SITE_DATA_MAX_BYTES } from "./site-data-schema";

/**
 * /admin/site-data on the server (docs/decisions/012): the list of site data snapshots, and the
 * two changes that replace the live site data, each shown before it runs:
 * - restore a snapshot: GET ?restaurar=<id> shows what would change, a POST with `confirmed`
 *   restores it;
 * - import a file: the upload answers a preview (what would change, and the checked data to
 *   send back), a second POST with that data and `confirmed` applies it.
 * Both keep a copy of the current data first (site-data.ts applySiteData). Plain form posts,
 * so both work without JavaScript.
 */

export const siteDataIntents = ["restaurar-copia", "pre-visualizar-importacao", "importar-json"] as const;
export type SiteDataIntent = (typeof siteDataIntents)[number];

export const snapshotReasonLabels: Record<SnapshotReason, string> = {
  manual: "Salvo com Save All Data",
  "before-restore": "Antes de restaurar",
  "before-import": "Antes de importar",
  "before-reset": "Antes de redefinir (Reset All Data)",
};

export type SnapshotRow = { id: number; createdAt: string; reason: string; author: string };

/**
 * What the screen shows before a restore or an import runs: the counts of each part, and what
 * happens to each composed page (null: the data holds no pages, they stay as they are).
 */
export type ChangePreview = { changes: SiteDataChanges; pages: string[] | null };
export type RestorePreview = ChangePreview & { snapshot: SnapshotRow };
export type ImportPreview = ChangePreview & { fileName: string; payload: string };

export type SiteDataActionData = {
  intent: SiteDataIntent | null;
  notice?: Notice;
  /** Why an uploaded file was refused. */
  importError?: string;
  importPreview?: ImportPreview;
};

const loadedNotice = { title: "Data loaded", variant: "success" } as const;
const failedNotice: Notice = {
  title: "Erro nos dados do site",
  description: "Não foi possível concluir a operação. Nada foi alterado; tente novamente.",
  variant: "error",
};
const missingSnapshotNotice: Notice = {
  title: "Cópia não encontrada",
  description: "Esta cópia não existe mais. Escolha outra na lista.",
  variant: "error",
};

function toRow(snapshot: {
  id: number;
  createdAt: Date;
  reason: SnapshotReason;
  author: string | null;
}): SnapshotRow {
  return {
    id: snapshot.id,
    createdAt: formatDashboardDate(snapshot.createdAt),
    reason: snapshotReasonLabels[snapshot.reason] ?? snapshot.reason,
    author: snapshot.author ?? "—",
  };
}

/** The list, and the preview of `?restaurar=<id>` when asked. */
export async function readSiteDataScreen(db: AppServices["db"], asked: string | null) {
  const snapshots = (await listSnapshots(db)).map(toRow);
  let restorePreview: RestorePreview | null = null;
  let notice: Notice | null = null;
  if (asked !== null) {
    const id = parseSnapshotId(asked);
    const snapshot = id === null ? null : await findSnapshot(db, id);
    if (snapshot) {
      const author = snapshots.find((row) => row.id === snapshot.id)?.author ?? null;
      restorePreview = {
        snapshot: toRow({ ...snapshot, author: author === "—" ? null : author }),
        ...preview(await readSiteData(db), snapshot.data),
      };
    } else {
      notice = missingSnapshotNotice;
    }
  }
  return { snapshots, restorePreview, notice };
}

function preview(current: SiteDataSnapshot, next: SiteDataSnapshot): ChangePreview {
  return { changes: compareSiteData(current, next), pages: pageChangeLines(current, next) };
}

function parseSnapshotId(value: unknown): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? id : null;
}

/** The largest form the screen accepts: the preview carries the file's data once more. */
export const SITE_DATA_FORM_MAX_BYTES = 2 * SITE_DATA_MAX_BYTES + 64 * 1024;

export function isSiteDataIntent(intent: unknown): intent is SiteDataIntent {
  return (siteDataIntents as readonly unknown[]).includes(intent);
}

/** What an intent answers: the screen's data and its HTTP status, or where to go instead. */
export type SiteDataOutcome = { status: number; body: SiteDataActionData } | { redirectTo: string };

/** A form too large to be an export: refused before its body is read. */
export function tooLargeUpload(): SiteDataOutcome {
  return { status: 413, body: refusal(tooLargeMessage()) };
}

/** Restore, preview an import, or import, as `by` asked with the form's values. */
export async function runSiteDataIntent(
  { db, logger, config }: Pick<AppServices, "db" | "logger" | "config">,
  intent: SiteDataIntent,
  formData: FormData,
  who: AuditWho,
): Promise<SiteDataOutcome> {
  const by = who.actorId;
  const answer = (body: SiteDataActionData, status = 200): SiteDataOutcome => ({ status, body });
  const allowPrivateNetwork = !config.isProduction;

  try {
    switch (intent) {
      case "restaurar-copia": {
        const id = parseSnapshotId(formData.get("snapshotId"));
        if (id === null) return answer({ intent: "restaurar-copia", notice: missingSnapshotNotice }, 400);
        // Sent without its confirmation: the preview (GET ?restaurar=id) asks for it.
        if (!isConfirmed(formData)) return { redirectTo: `/admin/site-data?restaurar=${id}` };
        const restored = await withAudit(
          db,
          who,
          (done: Awaited<ReturnType<typeof restoreSnapshot>>) =>
            done && {
              action: "site-data.restore",
              target: { type: "site-data", id: String(done.id), label: `cópia nº ${done.id}` },
              details: { safetyCopyId: done.safetyCopyId },
            },
          (tx) => restoreSnapshot(tx, id, by),
        );
        if (!restored) return answer({ intent: "restaurar-copia", notice: missingSnapshotNotice }, 404);
        logger.info(
          { userId: by, snapshotId: id, safetyCopyId: restored.safetyCopyId },
          "site data: snapshot restored",
        );
        return answer({
          intent: "restaurar-copia",
          notice: {
            ...loadedNotice,
            description: `The data saved on ${formatDashboardDate(restored.createdAt)} was restored. The previous data was kept as a copy in the list.`,
          },
        });
      }
      case "pre-visualizar-importacao": {
        const file = formData.get("file");
        if (!(file instanceof File) || file.size === 0)
          return answer(refusal("Escolha um arquivo JSON exportado por 'Export JSON'."), 400);
        if (file.size > SITE_DATA_MAX_BYTES) return answer(refusal(tooLargeMessage()), 413);
        const checked = await checkSiteDataText(await file.text(), allowPrivateNetwork);
        if (!checked.ok) return answer(refusal(checked.message), 400);
        return answer({
          intent: "pre-visualizar-importacao",
          importPreview: {
            fileName: file.name.slice(0, 80),
            payload: JSON.stringify(checked.data),
            ...preview(await readSiteData(db), checked.data),
          },
        });
      }
      case "importar-json": {
        const fileName = String(formData.get("fileName") ?? "").slice(0, 80);
        const payload = formData.get("payload");
        if (typeof payload !== "string" || payload.length > SITE_DATA_MAX_BYTES)
          return answer(refusal("Envie o arquivo de novo para ver o que muda antes de importar."), 400);
        // The preview's data came back through the browser: checked again, as any input.
        const checked = await checkSiteDataText(payload, allowPrivateNetwork);
        if (!checked.ok) return answer(refusal(checked.message), 400);
        if (!isConfirmed(formData)) {
          return answer({
            intent: "pre-visualizar-importacao",
            importPreview: {
              fileName,
              payload: JSON.stringify(checked.data),
              ...preview(await readSiteData(db), checked.data),
            },
          });
        }
        const { safetyCopyId } = await withAudit(
          db,
          who,
          (done: { safetyCopyId: number }) => ({
            action: "site-data.import",
            target: { type: "site-data", label: fileName || "arquivo JSON" },
            details: { safetyCopyId: done.safetyCopyId },
          }),
          (tx) => applySiteData(tx, checked.data, by, "before-import"),
        );
        logger.info({ userId: by, safetyCopyId }, "site data: imported from a JSON file");
        return answer({
          intent: "importar-json",
          notice: {
            ...loadedNotice,
            description: `The data in ${fileName || "the imported file"} was applied to the site. The previous data was kept as a copy in the list.`,
          },
        });
      }
    }
  } catch (error) {
    logger.error({ err: error, intent }, "site data: operation failed");
    return answer({ intent, notice: failedNotice }, 500);
  }
}

function tooLargeMessage() {
  return `O arquivo passa de ${Math.round(SITE_DATA_MAX_BYTES / 1024)} KB: não é uma exportação dos dados do site.`;
}

function refusal(importError: string): SiteDataActionData {
  return {
    intent: "pre-visualizar-importacao",
    importError,
    notice: { title: "Arquivo recusado", description: importError, variant: "error" },
  };
}

/** The file's rules (site-data-schema.ts), and the Forms screen's rule for webhook addresses. */
async function checkSiteDataText(
  text: string,
  allowPrivateNetwork: boolean,
): Promise<{ ok: true; data: SiteDataSnapshot } | { ok: false; message: string }> {
  const parsed = parseSiteDataJson(text);
  if (!parsed.ok) return parsed;
  for (const form of parsed.data.forms) {
    if (!form.settings.webhookUrl) continue;
    const check = await checkWebhookUrl(form.settings.webhookUrl, { allowPrivateNetwork });
    if (!check.ok) return { ok: false, message: `Webhook URL do formulário ${form.formId}: ${check.reason}` };
  }
  return parsed;
}
