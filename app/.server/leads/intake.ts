import type { AppConfig } from "~/.server/config";
import type { ContactFormDefinition } from "~/.server/content/forms";
import type { Database } from "~/.server/db/client";
import { type Attribution, formSubmissions } from "~/.server/db/schema";
import { consumeRateLimit } from "~/.server/security/rate-limit";
import {
  CONTACT_FORM_ID,
  consentText,
  consentVersion,
  contactFieldNames,
  honeypotField,
} from "~/forms/contact";
import { contactSchema } from "~/forms/contact-schema";
import { maskBrazilianPhone } from "~/lib/phone";
import { enqueueWebhook } from "./outbox";

/**
 * Lead intake: the server is the authority on what is a lead. It validates with the form's zod
 * schema, drops bot posts (honeypot), limits leads per client IP, then stores the lead and its
 * webhook delivery in one transaction, so a stored lead always has its delivery queued.
 */

export type LeadIntakeOutcome =
  | { status: "stored"; submissionId: string }
  /** A bot filled the honeypot: answered like a success, nothing stored. */
  | { status: "ignored" }
  | { status: "invalid"; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { status: "rate-limited"; values: Record<string, string> };

export type LeadIntakeRequest = {
  formData: FormData;
  attribution: Attribution;
  clientIp: string;
  /** The page the form was sent from, e.g. "/" or "/modelo-prime". */
  pagePath: string;
  /** The contact form as configured (its webhook URL decides where the lead goes). */
  contactForm: ContactFormDefinition;
};

const RATE_LIMIT_WINDOW_SECONDS = 60 * 60;

export async function submitContactLead(
  deps: {
    db: Database;
    config: Pick<AppConfig, "LEAD_RATE_LIMIT_PER_HOUR" | "LEAD_WEBHOOK_URL" | "PUBLIC_URL">;
  },
  request: LeadIntakeRequest,
): Promise<LeadIntakeOutcome> {
  const { db, config } = deps;
  const values = submittedText(request.formData);
  if (textOf(request.formData.get(honeypotField)) !== "") return { status: "ignored" };

  const parsed = contactSchema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      fieldErrors[field] ??= issue.message;
    }
    return { status: "invalid", fieldErrors, values };
  }

  const limit = await consumeRateLimit(
    db,
    `lead:${request.clientIp}`,
    config.LEAD_RATE_LIMIT_PER_HOUR,
    RATE_LIMIT_WINDOW_SECONDS,
  );
  if (!limit.allowed) return { status: "rate-limited", values };

  const lead = parsed.data;
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
      // public-site.md §7 call 1: formData is the form fields plus the attribution fields.
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

function textOf(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The form's fields as text (what the visitor sent, to show again with errors). */
function submittedText(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...contactFieldNames, "consent"]) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 1000);
  }
  return values;
}
