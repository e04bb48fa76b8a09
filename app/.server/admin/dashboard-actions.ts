import { type AuditWho, withAudit } from "~/.server/audit/audit-log";
import { clearAllSubmissions, clearSubmissionsFailed } from "~/.server/leads/submissions";
import type { AppServices } from "~/.server/services";
import type { Notice } from "~/lib/notice";
import { resetSiteData, saveSnapshot } from "./site-data";

/**
 * What the dashboard's buttons do on the server: Save All Data, Reset All Data, Clear All
 * Submissions. Plain form posts, so they work without JavaScript; the route checks access and
 * dispatches on the intent. Load Saved Data and Import JSON lead to /admin/site-data
 * (site-data-actions.ts), which shows what would change before it changes anything.
 */

export const dashboardIntents = ["salvar-dados", "restaurar-padrao", "limpar-submissoes"] as const;
export type DashboardIntent = (typeof dashboardIntents)[number];

export type DashboardActionData = {
  intent: DashboardIntent | null;
  /** The outcome, also said in place under the button that was pressed. */
  notice?: Notice;
  /** A reset or clear sent without its confirmation: the screen asks for it. */
  awaitingConfirmation?: DashboardIntent;
};

export const dashboardNotices = {
  saved: {
    title: "All data saved",
    description: "Content, settings, styles and forms were saved to the database.",
    variant: "success",
  },
  reset: {
    title: "Data reset",
    description:
      "Texts, settings, styles and the form are back to their defaults. The previous data was kept as a copy in Load Saved Data.",
    variant: "success",
  },
  cleared: { title: "Submissions cleared", variant: "success" },
  clearFailed: clearSubmissionsFailed,
  failed: {
    title: "Erro nos dados do site",
    description: "Não foi possível concluir a operação. Nada foi alterado; tente novamente.",
    variant: "error",
  },
} satisfies Record<string, Notice>;

/** What a dashboard button did: its notice, and whether it failed (500). */
export type DashboardOutcome = { ok: boolean; notice: Notice };

/** Whether the intent is one the dashboard knows, and whether it asks for a confirmation first. */
export function isDashboardIntent(intent: unknown): intent is DashboardIntent {
  return (dashboardIntents as readonly unknown[]).includes(intent);
}
export const confirmedIntents: readonly DashboardIntent[] = ["restaurar-padrao", "limpar-submissoes"];

/** Save All Data, Reset All Data or Clear All Submissions, done by `who` (each with its audit entry). */
export async function runDashboardIntent(
  { db, logger }: Pick<AppServices, "db" | "logger">,
  intent: DashboardIntent,
  who: AuditWho,
): Promise<DashboardOutcome> {
  const adminId = who.actorId;
  try {
    switch (intent) {
      case "salvar-dados":
        await withAudit(
          db,
          who,
          (snapshot: { id: number }) => ({
            action: "site-data.save",
            target: { type: "site-data", id: String(snapshot.id), label: `cópia nº ${snapshot.id}` },
          }),
          (tx) => saveSnapshot(tx, adminId),
        );
        logger.info({ userId: adminId }, "site data: snapshot saved");
        return { ok: true, notice: dashboardNotices.saved };
      case "restaurar-padrao":
        await withAudit(
          db,
          who,
          ({ safetyCopyId }: { safetyCopyId: number }) => ({
            action: "site-data.reset",
            target: { type: "site-data", label: "dados padrão" },
            details: { safetyCopyId },
          }),
          (tx) => resetSiteData(tx, adminId),
        );
        logger.info({ userId: adminId }, "site data: reset to defaults");
        return { ok: true, notice: dashboardNotices.reset };
      case "limpar-submissoes": {
        let removed: number;
        try {
          removed = await withAudit(
            db,
            who,
            (count: number) => ({
              action: "leads.clear",
              target: { type: "leads" },
              details: { removed: count },
            }),
            (tx) => clearAllSubmissions(tx),
          );
        } catch (error) {
          logger.error({ err: error }, "dashboard: clearing the submissions failed");
          return { ok: false, notice: dashboardNotices.clearFailed };
        }
        logger.info({ userId: adminId, removed }, "form submissions cleared");
        const description =
          removed === 1 ? "1 submission removed." : `${removed.toLocaleString("en-US")} submissions removed.`;
        return { ok: true, notice: { ...dashboardNotices.cleared, description } };
      }
    }
  } catch (error) {
    logger.error({ err: error, intent }, "dashboard: site data operation failed");
    return { ok: false, notice: dashboardNotices.failed };
  }
}
