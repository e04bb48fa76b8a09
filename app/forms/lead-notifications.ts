import { z } from "zod";

/**
 * Who hears of new leads by e-mail (Forms Management, tab "Avisos por e-mail"): each address
 * gets a mail per lead or a daily summary at an hour of its choice (Brasília), for the contact
 * form's leads, the expo's bookings, or both.
 */

export const MAX_NOTIFICATION_RECIPIENTS = 20;

export const notificationSchedules = ["each", "daily"] as const;
export type NotificationSchedule = (typeof notificationSchedules)[number];

export const notificationScheduleLabels: Record<NotificationSchedule, string> = {
  each: "Um e-mail a cada lead",
  daily: "Um resumo por dia",
};

export const notificationRecipientSchema = z
  .object({
    email: z
      .string({ error: "Informe o e-mail." })
      .trim()
      .toLowerCase()
      .max(254, "Use no máximo 254 caracteres.")
      .pipe(z.email("Informe um e-mail válido.")),
    schedule: z.enum(notificationSchedules, { error: "Escolha quando enviar." }),
    hour: z.coerce
      .number({ error: "Escolha a hora do resumo." })
      .int()
      .min(0, "Escolha a hora do resumo.")
      .max(23, "Escolha a hora do resumo.")
      .default(8),
    contact: z.coerce.boolean().default(false),
    expo: z.coerce.boolean().default(false),
  })
  .refine((recipient) => recipient.contact || recipient.expo, {
    message: "Escolha ao menos um formulário.",
    path: ["contact"],
  });

export type NotificationRecipient = z.infer<typeof notificationRecipientSchema>;

export const leadNotificationSettingsSchema = z.object({
  recipients: z.array(notificationRecipientSchema).max(MAX_NOTIFICATION_RECIPIENTS),
});

export type LeadNotificationSettings = z.infer<typeof leadNotificationSettingsSchema>;

/** "08h" */
export function hourLabel(hour: number): string {
  return `${String(hour).padStart(2, "0")}h`;
}
