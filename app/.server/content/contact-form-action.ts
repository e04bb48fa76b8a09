import { checkWebhookUrl } from "~/.server/security/webhook-url";
import type { AppServices } from "~/.server/services";
import type { ContactFormSettingsInput } from "~/forms/contact-schema";
import type { Notice } from "~/lib/notice";
import { readContactFormStamp, saveContactForm } from "./forms";
import { userNames } from "./section-store";

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

const clock = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

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
  if (expectedStamp !== undefined) {
    const current = await readContactFormStamp(db);
    if (current.stamp !== expectedStamp && current.updatedBy !== adminId) {
      const names = await userNames(db, [current.updatedBy]);
      const name = (current.updatedBy && names[current.updatedBy]?.trim()) || "Outra pessoa";
      const at = current.updatedAt ? ` às ${clock.format(current.updatedAt)}` : "";
      return {
        ok: false,
        status: 409,
        fieldErrors: {},
        conflict: { message: `${name} salvou o formulário${at}.`, stamp: current.stamp },
      };
    }
  }
  try {
    await saveContactForm(db, settings, adminId);
  } catch (error) {
    logger.error({ err: error }, "contact form settings: save failed");
    return { ok: false, status: 500, fieldErrors: {} };
  }
  logger.info({ adminId }, "contact form settings saved");
  return { ok: true };
}
