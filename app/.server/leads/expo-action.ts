import type { AppLoadContext } from "react-router";
import { readSections } from "~/.server/content/sections";
import { PUBLIC_FORM_MAX_BYTES, readFormOrRefuse } from "~/.server/http/form-body";
import type { ExpoEvent } from "~/content/registry/sections/expo";
import { brasiliaToday } from "~/forms/expo-schedule";
import type { ExpoFormResult } from "~/forms/form-result";
import { attributionFromRequest, landingPathFromRequest } from "./attribution";
import { rateLimitedMessage } from "./contact-action";
import { submitExpoRegistration } from "./expo-intake";

/**
 * A scheduling form's post, checked against `event`'s days and hours: its page's event (a
 * composed event page's own, or the one a page retired meanwhile had: docs/decisions/080), else
 * the site's `expo` section. The lead is stored with `pagePath`, the page's address (default:
 * the expo page's).
 */
export async function handleExpoSubmission(
  request: Request,
  context: AppLoadContext,
  pageEvent?: ExpoEvent,
  pagePath?: string,
): Promise<{ result: ExpoFormResult; httpStatus: number }> {
  const { db, config, logger, outboxWorker, leadNotifier } = context.services;
  const formData = await readFormOrRefuse(request, PUBLIC_FORM_MAX_BYTES);
  const expo = pageEvent ?? (await readSections(request, context, ["expo"])).expo;
  const outcome = await submitExpoRegistration(
    { db, config },
    {
      formData,
      attribution: attributionFromRequest(request),
      landingPath: landingPathFromRequest(request),
      clientIp: context.clientIp,
      event: expo,
      today: expoToday(context),
      ...(pagePath ? { pagePath } : {}),
    },
  );
  // Optional: a test's hand-made context may have no metrics.
  context.services.metrics?.countLead("expo", outcome.status);
  switch (outcome.status) {
    case "stored":
      logger.info({ submissionId: outcome.submissionId, page: pagePath }, "expo registration stored");
      // Without a webhook the delivery is stored as skipped: nothing for the worker to do.
      if (outcome.deliveryQueued) outboxWorker.wake("webhook");
      leadNotifier.wake();
      return { result: { status: "success" }, httpStatus: 200 };
    case "ignored":
      logger.warn("expo form honeypot filled: ignored");
      return { result: { status: "success" }, httpStatus: 200 };
    case "invalid":
      return {
        result: { status: "error", fieldErrors: outcome.fieldErrors, values: outcome.values },
        httpStatus: 400,
      };
    case "rate-limited":
      logger.warn({ ip: context.clientIp }, "expo form rate limit reached");
      return {
        result: { status: "error", fieldErrors: {}, formError: rateLimitedMessage, values: outcome.values },
        httpStatus: 429,
      };
  }
}

/** Brasília's date, or the one EXPO_TODAY sets (tests, trying the form of a past event). */
export function expoToday(context: AppLoadContext): string {
  return context.services.config.EXPO_TODAY ?? brasiliaToday();
}
