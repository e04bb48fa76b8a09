import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { type Attribution, formSubmissions } from "~/.server/db/schema";
import { enqueueWebhook } from "~/.server/outbox/outbox";
import { expoPath } from "~/content/expo";
import { EXPO_FORM_ID, expoConsentText, expoConsentVersion, expoFieldNames, expoSource } from "~/forms/expo";
import { brasiliaToday, type ExpoCalendar } from "~/forms/expo-schedule";
import { expoSchema } from "~/forms/expo-schema";
import { maskBrazilianPhone } from "~/lib/phone";
import type { LeadIntakeOutcome } from "./intake";
import { screenSubmission } from "./screening";

/**
 * Expo scheduling intake (docs/decisions/004): the same path as a
 * contact lead — validate (the day and hour against the event's, not in the past), drop bot
 * posts, limit per client IP, then store the registration and
 * its webhook delivery to EXPO_WEBHOOK_URL in one transaction. The old app posted this payload
 * from the browser straight to an automation webhook; here the outbox worker posts it, with
 * retries.
 */

export type ExpoIntakeOutcome = LeadIntakeOutcome;

export type ExpoIntakeRequest = {
  formData: FormData;
  attribution: Attribution;
  clientIp: string;
  /** The event's days and hours (the `expo` section as published): a booking must fall on them. */
  event: ExpoCalendar;
  /** Brasília's date (YYYY-MM-DD) the booking is checked against; default: today's. */
  today?: string;
};

/** The expo webhook's payload: the form fields, the four fixed keys, and the attribution fields flat. */
export type ExpoWebhookPayload = Record<string, string> & {
  source: typeof expoSource;
  timestamp: string;
  page_url: string;
  form_type: typeof EXPO_FORM_ID;
};

export const EXPO_EVENT_TYPE = "expo.registration";

export async function submitExpoRegistration(
  deps: {
    db: Database;
    config: Pick<AppConfig, "LEAD_RATE_LIMIT_PER_HOUR" | "EXPO_WEBHOOK_URL" | "PUBLIC_URL">;
  },
  request: ExpoIntakeRequest,
): Promise<ExpoIntakeOutcome> {
  const { db, config } = deps;
  const screening = await screenSubmission({
    db,
    formData: request.formData,
    fieldNames: expoFieldNames,
    schema: expoSchema(request.event, request.today ?? brasiliaToday()),
    rateLimitKey: `expo:${request.clientIp}`,
    perHour: config.LEAD_RATE_LIMIT_PER_HOUR,
  });
  if (screening.status !== "accepted") return screening;

  const registration = screening.value;
  // A stored registration is a map of text values, every field present (empty ones as "").
  const data: Record<string, string> = {};
  for (const name of expoFieldNames) data[name] = registration[name];
  data.phone = maskBrazilianPhone(registration.phone);

  const submittedAt = new Date();
  const payload = expoWebhookPayload({
    fields: data,
    attribution: request.attribution,
    submittedAt,
    publicUrl: config.PUBLIC_URL,
  });

  const submissionId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        formId: EXPO_FORM_ID,
        data,
        attribution: request.attribution,
        consent: {
          text: expoConsentText,
          version: expoConsentVersion,
          acceptedAt: submittedAt.toISOString(),
        },
        pagePath: expoPath,
        createdAt: submittedAt,
      })
      .returning({ id: formSubmissions.id });
    await enqueueWebhook(tx, {
      submissionId: row.id,
      eventType: EXPO_EVENT_TYPE,
      targetUrl: config.EXPO_WEBHOOK_URL ?? null,
      payload,
    });
    return row.id;
  });
  return { status: "stored", submissionId };
}

/**
 * The expo webhook's payload: the form fields plus source, timestamp (ISO), page_url and
 * form_type, and the tracking data — the visit's attribution fields, spread flat beside the
 * form fields (as the contact lead's formData carries them), present only when known. The fixed
 * keys come last, so no attribution value can overwrite them.
 */
export function expoWebhookPayload(input: {
  fields: Record<string, string>;
  attribution: Attribution;
  submittedAt: Date;
  publicUrl: string;
}): ExpoWebhookPayload {
  return {
    ...input.fields,
    ...input.attribution,
    source: expoSource,
    timestamp: input.submittedAt.toISOString(),
    page_url: `${input.publicUrl}${expoPath}`,
    form_type: EXPO_FORM_ID,
  };
}
