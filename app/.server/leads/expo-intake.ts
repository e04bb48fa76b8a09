import type { Attribution } from "~/.server/db/schema";
import { expoPath } from "~/content/expo";
import {
  EXPO_FORM_ID,
  type ExpoFieldName,
  expoConsentText,
  expoConsentVersion,
  expoFieldNames,
  expoSource,
} from "~/forms/expo";
import { brasiliaToday, type ExpoCalendar } from "~/forms/expo-schedule";
import { expoSchema } from "~/forms/expo-schema";
import {
  type LeadForm,
  type LeadIntakeDeps,
  type LeadIntakeOutcome,
  type LeadPost,
  takeInLead,
} from "./intake";

/**
 * Expo scheduling intake (docs/decisions/004): the same path as a contact lead (takeInLead) —
 * validate (the day and hour against the event's, not in the past), drop bot posts, limit per
 * client IP, then store the registration and its webhook delivery to EXPO_WEBHOOK_URL in one
 * transaction. The old app posted this payload from the browser straight to an automation
 * webhook; here the outbox worker posts it, with retries.
 */

export type ExpoIntakeOutcome = LeadIntakeOutcome;

export type ExpoIntakeRequest = LeadPost & {
  /** The event's days and hours (the `expo` section as published): a booking must fall on them. */
  event: ExpoCalendar;
  /** Brasília's date (YYYY-MM-DD) the booking is checked against; default: today's. */
  today?: string;
  /** The address of the page whose form was sent (a composed event page's); default: the expo page's. */
  pagePath?: string;
};

/** The expo webhook's payload: the form fields, the four fixed keys, and the attribution fields flat. */
export type ExpoWebhookPayload = Record<string, string> & {
  source: typeof expoSource;
  timestamp: string;
  page_url: string;
  form_type: typeof EXPO_FORM_ID;
};

export const EXPO_EVENT_TYPE = "expo.registration";

const expoRegistration: LeadForm<ExpoFieldName> = {
  formId: EXPO_FORM_ID,
  fieldNames: expoFieldNames,
  rateLimitPrefix: "expo",
  consent: { text: expoConsentText, version: expoConsentVersion },
  eventType: EXPO_EVENT_TYPE,
};

export function submitExpoRegistration(
  deps: LeadIntakeDeps<"EXPO_WEBHOOK_URL">,
  request: ExpoIntakeRequest,
): Promise<ExpoIntakeOutcome> {
  const { config } = deps;
  return takeInLead(deps, request, expoRegistration, {
    schema: expoSchema(request.event, request.today ?? brasiliaToday()),
    pagePath: request.pagePath ?? expoPath,
    targetUrl: config.EXPO_WEBHOOK_URL ?? null,
    payload: ({ data, submittedAt }) =>
      expoWebhookPayload({
        fields: data,
        attribution: request.attribution,
        submittedAt,
        publicUrl: config.PUBLIC_URL,
        pagePath: request.pagePath,
      }),
  });
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
  pagePath?: string;
}): ExpoWebhookPayload {
  return {
    ...input.fields,
    ...input.attribution,
    source: expoSource,
    timestamp: input.submittedAt.toISOString(),
    page_url: `${input.publicUrl}${input.pagePath ?? expoPath}`,
    form_type: EXPO_FORM_ID,
  };
}
