import { type AppLoadContext, data } from "react-router";
import { requireAdmin } from "~/.server/auth/session";
import type { SiteDataSnapshot } from "~/.server/db/schema";
import { FormBodyRejected, readFormBody, refusal } from "~/.server/http/form-body";
import { clearAllSubmissions, clearSubmissionsFailed } from "~/.server/leads/submissions";
import { checkWebhookUrl } from "~/.server/security/webhook-url";
import type { Notice } from "~/components/ui/toaster";
import { isConfirmed } from "./confirmation";
import { formatDashboardDate } from "./dashboard-format";
import { applySiteData, loadLatestSnapshot, resetSiteData, saveSnapshot } from "./site-data";
import { parseSiteDataJson, SITE_DATA_MAX_BYTES } from "./site-data-schema";

/**
 * What the dashboard's buttons do on the server (admin-and-auth.md §2, §8): Save All Data, Load
 * Saved Data, Reset All Data, Import JSON, Clear All Submissions. Plain form posts, so they work
 * without JavaScript; the notices are the spec's titles.
 */

export const dashboardIntents = [
  "salvar-dados",
  "carregar-dados",
  "restaurar-padrao",
  "importar-json",
  "limpar-submissoes",
] as const;
export type DashboardIntent = (typeof dashboardIntents)[number];

export type DashboardActionData = {
  intent: DashboardIntent | null;
  notice?: Notice;
  /** Why an imported file was refused, shown beside the file field too. */
  importError?: string;
  /** A reset or clear sent without its confirmation: the screen asks for it. */
  awaitingConfirmation?: DashboardIntent;
};

export const dashboardNotices = {
  saved: {
    title: "All data saved",
    description: "Conteúdo, configurações, estilos e formulários foram guardados no banco de dados.",
    variant: "success",
  },
  loaded: { title: "Data loaded", variant: "success" },
  noSnapshot: {
    title: "Nenhum dado salvo",
    description: "Ainda não há dados salvos para carregar. Use 'Save All Data' primeiro.",
    variant: "error",
  },
  reset: {
    title: "Data reset",
    description: "Textos, configurações, estilos e formulário voltaram ao padrão.",
    variant: "success",
  },
  importRefused: { title: "Arquivo recusado", variant: "error" },
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

  // An upload larger than any export is refused, before its body is read when it says so.
  let formData: FormData;
  try {
    formData = await readFormBody(request, SITE_DATA_MAX_BYTES + 64 * 1024);
  } catch (error) {
    if (!(error instanceof FormBodyRejected)) throw error;
    if (error.status !== 413) throw refusal(error);
    const importError = tooLargeMessage();
    return answer({ intent: "importar-json", importError, notice: refused(importError) }, 413);
  }
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
      case "carregar-dados": {
        const restoredFrom = await loadLatestSnapshot(db, by);
        if (!restoredFrom)
          return answer({ intent: "carregar-dados", notice: dashboardNotices.noSnapshot }, 404);
        logger.info({ userId: by, snapshotId: restoredFrom.id }, "site data: snapshot loaded");
        return answer({
          intent: "carregar-dados",
          notice: {
            ...dashboardNotices.loaded,
            description: `Os dados salvos em ${formatDashboardDate(restoredFrom.createdAt)} foram restaurados.`,
          },
        });
      }
      case "restaurar-padrao":
        await resetSiteData(db, by);
        logger.info({ userId: by }, "site data: reset to defaults");
        return answer({ intent: "restaurar-padrao", notice: dashboardNotices.reset });
      case "importar-json": {
        const allowPrivateNetwork = !context.services.config.isProduction;
        const { status, body } = await importJson(formData, allowPrivateNetwork, async (siteData) => {
          await applySiteData(db, siteData, by);
          logger.info({ userId: by }, "site data: imported from a JSON file");
        });
        return answer(body, status);
      }
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

function tooLargeMessage() {
  return `O arquivo passa de ${Math.round(SITE_DATA_MAX_BYTES / 1024)} KB: não é uma exportação dos dados do site.`;
}

function refused(message: string): Notice {
  return { ...dashboardNotices.importRefused, description: message };
}

async function importJson(
  formData: FormData,
  allowPrivateNetwork: boolean,
  apply: (siteData: SiteDataSnapshot) => Promise<void>,
): Promise<{ status: number; body: DashboardActionData }> {
  const file = formData.get("file");
  const refuse = (importError: string, status = 400) => ({
    status,
    body: { intent: "importar-json" as const, importError, notice: refused(importError) },
  });
  if (!(file instanceof File) || file.size === 0)
    return refuse("Escolha um arquivo JSON exportado por 'Export JSON'.");
  if (file.size > SITE_DATA_MAX_BYTES) return refuse(tooLargeMessage(), 413);
  const parsed = parseSiteDataJson(await file.text());
  if (!parsed.ok) return refuse(parsed.message);
  // The same rule as the Forms screen: in production a webhook may not point into our network.
  for (const form of parsed.data.forms) {
    if (!form.settings.webhookUrl) continue;
    const check = await checkWebhookUrl(form.settings.webhookUrl, { allowPrivateNetwork });
    if (!check.ok) return refuse(`Webhook URL do formulário ${form.formId}: ${check.reason}`);
  }
  await apply(parsed.data);
  return {
    status: 200,
    body: {
      intent: "importar-json",
      notice: {
        ...dashboardNotices.loaded,
        description: `Os dados do arquivo ${file.name.slice(0, 80)} foram aplicados ao site.`,
      },
    },
  };
}
