import type { AppConfig } from "~/.server/config";
import { type ContactFormDefinition, requiredFlagsOf } from "~/.server/content/forms";
import type { Database } from "~/.server/db/client";
import { type Attribution, formSubmissions } from "~/.server/db/schema";
import { enqueueWebhook } from "~/.server/outbox/outbox";
import type { InvestmentChoices } from "~/content/models";
import { CONTACT_FORM_ID, consentText, consentVersion, contactFieldNames } from "~/forms/contact";
import { contactSchemaFor } from "~/forms/contact-schema";
import { maskBrazilianPhone } from "~/lib/phone";
import { type ScreeningOutcome, screenSubmission } from "./screening";

/**
 * Lead intake: the server is the authority on what is a lead. It validates with the form's zod
 * schema, drops bot posts (honeypot), limits leads per client IP, then stores the lead and its
 * webhook delivery in one transaction, so a stored lead always has its delivery queued.
 */

export type LeadIntakeOutcome =
  | { status: "stored"; submissionId: string }
  | Exclude<ScreeningOutcome<unknown>, { status: "accepted" }>;

export type LeadIntakeRequest = {
  formData: FormData;
  attribution: Attribution;
  clientIp: string;
  /** The page the form was sent from, e.g. "/" or "/modelo-prime". */
  pagePath: string;
  /** The contact form as configured: its required flags and where the lead goes (webhook URL). */
  contactForm: ContactFormDefinition;
  /** The amounts the published models offer; the shipped models' when not given. */
  investmentChoices?: InvestmentChoices;
};

export async function submitContactLead(
  deps: {
    db: Database;
    config: Pick<AppConfig, "LEAD_RATE_LIMIT_PER_HOUR" | "LEAD_WEBHOOK_URL" | "PUBLIC_URL">;
  },
  request: LeadIntakeRequest,
): Promise<LeadIntakeOutcome> {
  const { db, config } = deps;
  const screening = await screenSubmission({
    db,
    formData: request.formData,
    fieldNames: contactFieldNames,
    // The admin's required flags decide which fields may be left empty.
    schema: contactSchemaFor(requiredFlagsOf(request.contactForm), request.investmentChoices),
    rateLimitKey: `lead:${request.clientIp}`,
    perHour: config.LEAD_RATE_LIMIT_PER_HOUR,
  });
  if (screening.status !== "accepted") return screening;

  const lead = screening.value;
  const data: Record<string, string> = {};
  for (const name of contactFieldNames) data[name] = lead[name];
  data.phone = maskBrazilianPhone(lead.phone);

  const targetUrl = request.contactForm.settings.webhookUrl || config.LEAD_WEBHOOK_URL || null;
  const submittedAt = new Date();

  const submissionId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        formId: CONTACT_FORM_ID,
        data,
        attribution: request.attribution,
        consent: { text: consentText, version: consentVersion, acceptedAt: submittedAt.toISOString() },
        pagePath: request.pagePath,
        createdAt: submittedAt,
      })
      .returning({ id: formSubmissions.id });
    await enqueueWebhook(tx, {
      submissionId: row.id,
      eventType: "lead.created",
      targetUrl,
      // The CRM's contract: formData is the form fields plus the attribution fields, side by side.
      payload: {
        formData: { ...data, ...request.attribution },
        form_id: CONTACT_FORM_ID,
        submission_id: row.id,
        submitted_at: submittedAt.toISOString(),
        page_url: `${config.PUBLIC_URL}${request.pagePath}`,
      },
    });
    return row.id;
  });
  return { status: "stored", submissionId };
}
