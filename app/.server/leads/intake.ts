import { randomUUID } from "node:crypto";
import type { z } from "zod";
import type { AppConfig } from "~/.server/config";
import { type ContactFormDefinition, requiredFlagsOf } from "~/.server/content/forms";
import type { Database } from "~/.server/db/client";
import { type Attribution, formSubmissions } from "~/.server/db/schema";
import { enqueueWebhook } from "~/.server/outbox/outbox";
import type { InvestmentChoices } from "~/content/models";
import {
  CONTACT_FORM_ID,
  type ContactFieldName,
  consentTextFor,
  consentVersion,
  contactFieldNames,
} from "~/forms/contact";
import { contactSchemaFor } from "~/forms/contact-schema";
import { maskBrazilianPhone } from "~/lib/phone";
import { referrerHost } from "./attribution";
import { type ScreeningOutcome, screenSubmission } from "./screening";

/**
 * Lead intake: the server is the authority on what is a lead. Every lead form (the contact
 * lead here, the expo scheduling in expo-intake.ts) takes the same path: it validates with the
 * form's zod schema, drops bot posts (honeypot), limits posts per client IP, then stores the
 * submission and its webhook delivery in one transaction, so a stored lead always has its
 * delivery queued.
 */

export type LeadIntakeOutcome =
  /** `deliveryQueued`: a webhook is configured, so there is a delivery for the worker to send. */
  | { status: "stored"; submissionId: string; deliveryQueued: boolean }
  | Exclude<ScreeningOutcome<unknown>, { status: "accepted" }>;

/** What taking in a lead needs: the database, the per-IP limit, the site's address and the form's webhook. */
export type LeadIntakeDeps<WebhookUrl extends keyof AppConfig> = {
  db: Database;
  config: Pick<AppConfig, "LEAD_RATE_LIMIT_PER_HOUR" | "PUBLIC_URL" | WebhookUrl>;
};

/** A lead form's post and the visit it came from. */
export type LeadPost = {
  formData: FormData;
  attribution: Attribution;
  clientIp: string;
  /** The page the visit landed on when its attribution started, when known. */
  landingPath?: string;
};

/** What a lead form is, whatever the post: its fields, the consent it asks, what its webhook is told. */
export type LeadForm<F extends string> = {
  formId: string;
  fieldNames: readonly F[];
  /** Each form counts its own posts per client IP, e.g. "lead:203.0.113.7". */
  rateLimitPrefix: string;
  consent: { text: string; version: string };
  eventType: string;
};

/** A stored lead, as its webhook payload is made from it. */
type StoredLead = { data: Record<string, string>; submissionId: string; submittedAt: Date };

/** What depends on the post: the rules it is checked by, its page, its webhook's address and payload. */
type LeadHandling<F extends string> = {
  schema: z.ZodType<Record<F | "phone", string>>;
  pagePath: string;
  targetUrl: string | null;
  payload: (lead: StoredLead) => Record<string, unknown>;
};

export type LeadIntakeRequest = LeadPost & {
  /** The page the form was sent from, e.g. "/" or "/modelo-prime". */
  pagePath: string;
  /** The contact form as configured: its required flags and where the lead goes (webhook URL). */
  contactForm: ContactFormDefinition;
  /** The amounts the published models offer; the shipped models' when not given. */
  investmentChoices?: InvestmentChoices;
  /** The company's trading name, as the consent line the visitor accepted names it. */
  tradingName: string;
};

/** The contact form, its consent line naming the company as the page showed it. */
const contactLead = (tradingName: string): LeadForm<ContactFieldName> => ({
  formId: CONTACT_FORM_ID,
  fieldNames: contactFieldNames,
  rateLimitPrefix: "lead",
  consent: { text: consentTextFor(tradingName), version: consentVersion },
  eventType: "lead.created",
});

export function submitContactLead(
  deps: LeadIntakeDeps<"LEAD_WEBHOOK_URL">,
  request: LeadIntakeRequest,
): Promise<LeadIntakeOutcome> {
  const { config } = deps;
  return takeInLead(deps, request, contactLead(request.tradingName), {
    // The admin's required flags decide which fields may be left empty.
    schema: contactSchemaFor(requiredFlagsOf(request.contactForm), request.investmentChoices),
    pagePath: request.pagePath,
    targetUrl: request.contactForm.settings.webhookUrl || config.LEAD_WEBHOOK_URL || null,
    // The CRM's contract: formData is the form fields plus the attribution fields, side by side.
    payload: ({ data, submissionId, submittedAt }) => ({
      formData: { ...data, ...request.attribution },
      form_id: CONTACT_FORM_ID,
      submission_id: submissionId,
      submitted_at: submittedAt.toISOString(),
      page_url: `${config.PUBLIC_URL}${request.pagePath}`,
    }),
  });
}

/** The path every lead form's post takes: screened, then stored with its webhook delivery. */
export async function takeInLead<F extends string>(
  deps: { db: Database; config: Pick<AppConfig, "LEAD_RATE_LIMIT_PER_HOUR"> },
  post: LeadPost,
  form: LeadForm<F>,
  handling: LeadHandling<F>,
): Promise<LeadIntakeOutcome> {
  const { db } = deps;
  const screening = await screenSubmission({
    db,
    formData: post.formData,
    fieldNames: form.fieldNames,
    schema: handling.schema,
    rateLimitKey: `${form.rateLimitPrefix}:${post.clientIp}`,
    perHour: deps.config.LEAD_RATE_LIMIT_PER_HOUR,
  });
  if (screening.status !== "accepted") return screening;
  const data = storedFields(form.fieldNames, screening.value);
  const submissionId = await storeLead(db, post, form, handling, data);
  return { status: "stored", submissionId, deliveryQueued: handling.targetUrl !== null };
}

/**
 * The lead and its webhook delivery in one statement (the lead's insert as a WITH query): a
 * stored lead always has its delivery queued, at one round trip to the database instead of a
 * transaction's four. The lead's id is made here so the delivery's payload can name it.
 */
async function storeLead<F extends string>(
  db: Database,
  post: LeadPost,
  form: LeadForm<F>,
  handling: LeadHandling<F>,
  data: Record<string, string>,
): Promise<string> {
  const submittedAt = new Date();
  const submissionId = randomUUID();
  const lead = db.$with("lead").as(
    db
      .insert(formSubmissions)
      .values({
        id: submissionId,
        formId: form.formId,
        data,
        attribution: post.attribution,
        consent: { ...form.consent, acceptedAt: submittedAt.toISOString() },
        pagePath: handling.pagePath,
        // The delivery's own status, written here so its trigger has nothing to update.
        deliveryStatus: handling.targetUrl ? "pending" : "skipped",
        landingPath: post.landingPath ?? null,
        referrerHost: referrerHost(post.attribution.referrer) ?? null,
        createdAt: submittedAt,
      })
      .returning({ id: formSubmissions.id }),
  );
  await enqueueWebhook(db.with(lead), {
    submissionId,
    eventType: form.eventType,
    targetUrl: handling.targetUrl,
    payload: handling.payload({ data, submissionId, submittedAt }),
  });
  return submissionId;
}

/** A stored lead is a map of text values, every field present (empty ones as ""), the phone masked. */
function storedFields<F extends string>(
  fieldNames: readonly F[],
  lead: Record<F | "phone", string>,
): Record<string, string> {
  const data: Record<string, string> = {};
  for (const name of fieldNames) data[name] = lead[name];
  data.phone = maskBrazilianPhone(lead.phone);
  return data;
}
