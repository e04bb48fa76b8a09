import { isRouteErrorResponse } from "react-router";
import type { Logger } from "~/.server/logger";

/**
 * How an error that ended a request is logged. A client error — a method a route does not take,
 * a malformed address or body, what scanners send all day — is the client's doing: one line at
 * info with its status and reason, no stack. Only a server fault (5xx, or an error that says
 * nothing of a status) is logged at error, with its stack, for someone to look at.
 */

/** The longest reason kept: a client's error message can quote what it sent. */
const REASON_MAX_CHARS = 300;

/** The HTTP status an error declares (Express, body-parser, React Router), else 500. */
export function statusOfError(error: unknown): number {
  let declared: unknown;
  if (isRouteErrorResponse(error) || error instanceof Response) declared = error.status;
  else if (error && typeof error === "object") {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    declared = status ?? statusCode;
  }
  const status = Number(declared);
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

/** What a client error was, in one short line. */
function reasonOf(error: unknown): string {
  let reason: unknown;
  // React Router's own refusals ("Invalid request method", "no action for route …") carry it as data.
  if (isRouteErrorResponse(error)) reason = typeof error.data === "string" ? error.data : error.statusText;
  else if (error instanceof Response) reason = error.statusText;
  else if (error instanceof Error) reason = error.message;
  else reason = error;
  return String(reason ?? "").slice(0, REASON_MAX_CHARS);
}

/** Logs the error that ended a request; returns the status it declares. */
export function logRequestError(logger: Logger, error: unknown, details: Record<string, unknown>): number {
  const status = statusOfError(error);
  if (status >= 500) {
    logger.error({ err: error, ...details, status }, "request failed");
  } else {
    const type = (error as { type?: unknown } | null)?.type;
    logger.info(
      { ...details, status, reason: reasonOf(error), ...(typeof type === "string" ? { type } : {}) },
      "request refused",
    );
  }
  return status;
}
