import { clockTime, personName } from "~/.server/admin/edit-conflicts";
import { checkWebhookUrl } from "~/.server/security/webhook-url";
import type { AppServices } from "~/.server/services";
import type { ContactFormSettingsInput } from "~/forms/contact-schema";
import type { Notice } from "~/lib/notice";
import { writeContactForm } from "./forms";

/**
 * 'Save Form Settings' on /admin/forms: the edit, already checked against the same zod schema the
 * browser uses (the route parses it), is checked for where its webhook URL points, then stored.
 */

export const contactFormNotices = {
  saved: {
    title: "Formulário salvo",
    description: "As configurações do formulário foram salvas com sucesso.",
    variant: "success",
  },
  conflict: { title: "Formulário alterado por outra pessoa", description: "", variant: "error" },
  restored: {
    title: "Versão restaurada",
    description: "O formulário do site já usa os textos dessa versão.",
    variant: "success",
  },
  failed: {
    title: "Erro ao salvar",
    description: "Ocorreu um problema ao salvar as configurações do formulário.",
    variant: "error",
  },
} as const satisfies Record<string, Notice>;

export type ContactFormSaveResult =
  | { ok: true }
  | { ok: false; status: 400 | 500; fieldErrors: Partial<Record<"webhookUrl", string[]>> }
  /** Someone saved the form after this screen was opened: who and when, and their stamp. */
  | {
      ok: false;
      status: 409;
      fieldErrors: Record<string, never>;
      conflict: { message: string; stamp: string };
    };

export async function saveContactFormSettings(
  { db, config, logger }: Pick<AppServices, "db" | "config" | "logger">,
  settings: ContactFormSettingsInput,
  adminId: string,
  /** The stamp the screen was opened on (readContactFormStamp); unchecked when absent. */
  expectedStamp?: string,
): Promise<ContactFormSaveResult> {
  if (settings.webhookUrl) {
    // Loopback receivers are fine while developing and testing, never in production (SSRF).
    const check = await checkWebhookUrl(settings.webhookUrl, { allowPrivateNetwork: !config.isProduction });
    if (!check.ok) return { ok: false, status: 400, fieldErrors: { webhookUrl: [check.reason] } };
  }
  try {
    const written = await writeContactForm(db, settings, adminId, expectedStamp);
    if (!written.ok) {
      const { stamp, updatedBy, updatedAt } = written.conflict;
      const name = await personName(db, updatedBy);
      const at = updatedAt ? ` às ${clockTime(updatedAt)}` : "";
      return {
        ok: false,
        status: 409,
        fieldErrors: {},
        conflict: { message: `${name} salvou o formulário${at}.`, stamp },
      };
    }
  } catch (error) {
    logger.error({ err: error }, "contact form settings: save failed");
    return { ok: false, status: 500, fieldErrors: {} };
  }
  logger.info({ adminId }, "contact form settings saved");
  return { ok: true };
}
