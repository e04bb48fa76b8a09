import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { AppLoadContext } from "react-router";
import type { AuthSession } from "~/.server/auth/session";
import { checkWebhookUrl } from "~/.server/security/webhook-url";
import type { Notice } from "~/components/ui/toaster";
import { contactFormSettingsSchema } from "~/forms/contact-schema";
import { saveContactForm } from "./forms";

/**
 * 'Save Form Settings' on /admin/forms: validates the edit on the server (the same zod schema
 * the browser uses, plus where the webhook URL points), then stores it.
 */

export type ContactFormActionData = { result: SubmissionResult<string[]>; notice: Notice };

export const contactFormNotices = {
  saved: {
    title: "Formulário salvo",
    description: "As configurações do formulário foram salvas com sucesso.",
    variant: "success",
  },
  failed: {
    title: "Erro ao salvar",
    description: "Ocorreu um problema ao salvar as configurações do formulário.",
    variant: "error",
  },
} as const satisfies Record<string, Notice>;

export async function saveContactFormSettings(
  formData: FormData,
  context: AppLoadContext,
  admin: AuthSession,
): Promise<{ body: ContactFormActionData; status: number }> {
  const { db, config, logger } = context.services;
  const submission = parseWithZod(formData, { schema: contactFormSettingsSchema });
  if (submission.status !== "success") {
    return { body: { result: submission.reply(), notice: contactFormNotices.failed }, status: 400 };
  }

  const { webhookUrl } = submission.value;
  if (webhookUrl) {
    // Loopback receivers are fine while developing and testing, never in production (SSRF).
    const check = await checkWebhookUrl(webhookUrl, { allowPrivateNetwork: !config.isProduction });
    if (!check.ok) {
      return {
        body: {
          result: submission.reply({ fieldErrors: { webhookUrl: [check.reason] } }),
          notice: contactFormNotices.failed,
        },
        status: 400,
      };
    }
  }

  try {
    await saveContactForm(db, submission.value, admin.user.id);
  } catch (error) {
    logger.error({ err: error }, "contact form settings: save failed");
    return { body: { result: submission.reply(), notice: contactFormNotices.failed }, status: 500 };
  }
  logger.info({ adminId: admin.user.id }, "contact form settings saved");
  return { body: { result: submission.reply(), notice: contactFormNotices.saved }, status: 200 };
}
