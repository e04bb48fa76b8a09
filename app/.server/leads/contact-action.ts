import type { AppLoadContext } from "react-router";
import { readContactForm } from "~/.server/content/forms";
import { memoPerContentVersion } from "~/.server/content/published-memo";
import { previewRequested } from "~/.server/content/section-preview";
import { readPublishedSections, readSections } from "~/.server/content/sections";
import type { Database } from "~/.server/db/client";
import { PUBLIC_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import { investmentChoicesFrom } from "~/content/models";
import type { CompanyDetails } from "~/content/registry/sections/company";
import type { ModelsValue } from "~/content/registry/sections/models";
import { isSafeRedirectTarget } from "~/forms/contact-schema";
import type { ContactFormResult } from "~/forms/form-result";
import { attributionFromRequest, landingPathFromRequest } from "./attribution";
import { submitContactLead } from "./intake";

export const rateLimitedMessage =
  "Recebemos muitos envios a partir da sua conexão. Aguarde alguns minutos e tente novamente.";

export async function handleContactSubmission(
  request: Request,
  context: AppLoadContext,
  pagePath: string,
): Promise<{ result: ContactFormResult; httpStatus: number }> {
  const { db, config, logger, outboxWorker, leadNotifier } = context.services;
  const formData = await readFormOrRefuse(request, PUBLIC_FORM_MAX_BYTES);
  const { contactForm, investmentChoices, tradingName } =
    previewRequested(request) === null
      ? await publishedContactRules(context)
      : await contactRules(db, await readSections(request, context, ["models", "company"]));
  const outcome = await submitContactLead(
    { db, config },
    {
      formData,
      attribution: attributionFromRequest(request),
      landingPath: landingPathFromRequest(request),
      clientIp: context.clientIp,
      pagePath,
      contactForm,
      investmentChoices,
      tradingName,
    },
  );
  // Optional: a test's hand-made context may have no metrics.
  context.services.metrics?.countLead("contact", outcome.status);
  switch (outcome.status) {
    case "stored":
      logger.info({ submissionId: outcome.submissionId, page: pagePath }, "lead stored");
      // Without a webhook the delivery is stored as skipped: nothing for the worker to do.
      if (outcome.deliveryQueued) outboxWorker.wake("webhook");
      leadNotifier.wake();
      return success(contactForm.settings);
    case "ignored":
      logger.warn({ page: pagePath }, "lead form honeypot filled: ignored");
      return success(contactForm.settings);
    case "invalid":
      return {
        result: { status: "error", fieldErrors: outcome.fieldErrors, values: outcome.values },
        httpStatus: 400,
      };
    case "rate-limited":
      logger.warn({ ip: context.clientIp }, "lead form rate limit reached");
      return {
        result: { status: "error", fieldErrors: {}, formError: rateLimitedMessage, values: outcome.values },
        httpStatus: 429,
      };
  }
}

/**
 * What a contact lead is checked against: the form as the admin set it up, and the amounts the
 * models offer (a lead names one of their prices). A preview's post (an admin trying a draft
 * price) reads the drafts; every other post uses what is published, made once per version.
 */
async function contactRules(
  db: Database,
  { models, company }: { models: ModelsValue; company: CompanyDetails },
) {
  return {
    contactForm: await readContactForm(db),
    investmentChoices: investmentChoicesFrom(models),
    tradingName: company.tradingName,
  };
}

const publishedContactRules = memoPerContentVersion(async (services) =>
  contactRules(services.db, await readPublishedSections(services, ["models", "company"])),
);

function success(settings: { successMessage: string; redirectUrl: string }) {
  return {
    result: {
      status: "success" as const,
      successMessage: settings.successMessage,
      redirectUrl: settings.redirectUrl,
    },
    httpStatus: 200,
  };
}

/**
 * Only site paths and http(s) addresses are followed after a lead (never javascript:, "//host"
 * etc.); anything else, like an empty setting, shows the success message instead.
 */
export function safeRedirectUrl(url: string): string {
  const trimmed = url.trim();
  return trimmed !== "" && isSafeRedirectTarget(trimmed) ? trimmed : "";
}

/** Page paths a lead may say it came from: a site path, nothing else. */
export function pagePathFrom(value: FormDataEntryValue | null): string {
  if (typeof value !== "string" || !/^\/[\w\-/]{0,100}$/.test(value)) return "/";
  return value;
}
