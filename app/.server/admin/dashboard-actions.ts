import { type AppLoadContext, data } from "react-router";
import { requireAdmin } from "~/.server/auth/session";
import { ADMIN_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { clearAllSubmissions, clearSubmissionsFailed } from "~/.server/leads/submissions";
import type { Notice } from "~/lib/notice";
import { isConfirmed } from "./confirmation";
import { resetSiteData, saveSnapshot } from "./site-data";

/**
 * What the dashboard's buttons do on the server (admin-and-auth.md §2, §8): Save All Data, Reset
 * All Data, Clear All Submissions. Plain form posts, so they work without JavaScript; the notices
 * are the spec's titles. Load Saved Data and Import JSON lead to /admin/site-data
 * (site-data-actions.ts), which shows what would change before it changes anything.
 */

export const dashboardIntents = ["salvar-dados", "restaurar-padrao", "limpar-submissoes"] as const;
export type DashboardIntent = (typeof dashboardIntents)[number];

export type DashboardActionData = {
  intent: DashboardIntent | null;
  notice?: Notice;
  /** A reset or clear sent without its confirmation: the screen asks for it. */
  awaitingConfirmation?: DashboardIntent;
};

export const dashboardNotices = {
  saved: {
    title: "All data saved",
    description: "Conteúdo, configurações, estilos e formulários foram guardados no banco de dados.",
    variant: "success",
  },
  reset: {
    title: "Data reset",
    description:
      "Textos, configurações, estilos e formulário voltaram ao padrão. Os dados anteriores ficaram guardados em 'Load Saved Data' ('Antes de redefinir').",
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

export async function handleDashboardAction(request: Request, context: AppLoadContext) {
  const admin = await requireAdmin(request, context);
  const { db, logger } = context.services;
  const answer = (body: DashboardActionData, status = 200) =>
    data<DashboardActionData>(body, { status, headers: admin.headers });

  const formData = await readFormOrRefuse(request, ADMIN_FORM_MAX_BYTES);
  const intent = String(formData.get("intent") ?? "");
  if (!(dashboardIntents as readonly string[]).includes(intent)) {
    return answer({ intent: null }, 400);
  }
  const by = admin.user.id;
  if ((intent === "restaurar-padrao" || intent === "limpar-submissoes") && !isConfirmed(formData)) {
    return answer({ intent, awaitingConfirmation: intent });
  }
  try {
    switch (intent as DashboardIntent) {
      case "salvar-dados":
        await saveSnapshot(db, by);
        logger.info({ userId: by }, "site data: snapshot saved");
        return answer({ intent: "salvar-dados", notice: dashboardNotices.saved });
      case "restaurar-padrao":
        await resetSiteData(db, by);
        logger.info({ userId: by }, "site data: reset to defaults");
        return answer({ intent: "restaurar-padrao", notice: dashboardNotices.reset });
      case "limpar-submissoes": {
        let removed: number;
        try {
          removed = await clearAllSubmissions(db);
        } catch (error) {
          logger.error({ err: error }, "dashboard: clearing the submissions failed");
          return answer({ intent: "limpar-submissoes", notice: dashboardNotices.clearFailed }, 500);
        }
        logger.info({ userId: by, removed }, "form submissions cleared");
        return answer({
          intent: "limpar-submissoes",
          notice: {
            ...dashboardNotices.cleared,
            description:
              removed === 1
                ? "1 submissão removida."
                : `${removed.toLocaleString("pt-BR")} submissões removidas.`,
          },
        });
      }
    }
  } catch (error) {
    logger.error({ err: error, intent }, "dashboard: site data operation failed");
    return answer({ intent: intent as DashboardIntent, notice: dashboardNotices.failed }, 500);
  }
}
