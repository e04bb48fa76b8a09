import type { z } from "zod";
import type { Database } from "~/.server/db/client";
import { consumeRateLimit } from "~/.server/security/rate-limit";
import { honeypotField } from "~/forms/contact";
import { fieldErrorsOf } from "~/forms/field-errors";

/**
 * The checks every lead form passes before anything is stored (the contact lead, the expo
 * scheduling): bot posts are dropped (honeypot), the fields are validated with the form's zod
 * schema, and each client IP may send only so many per hour.
 */

export type ScreeningOutcome<T> =
  /** A bot filled the honeypot: answered like a success, nothing stored. */
  | { status: "ignored" }
  | { status: "invalid"; fieldErrors: Record<string, string>; values: Record<string, string> }
  | { status: "rate-limited"; values: Record<string, string> }
  | { status: "accepted"; value: T };

const RATE_LIMIT_WINDOW_SECONDS = 60 * 60;

export async function screenSubmission<S extends z.ZodType>(options: {
  db: Database;
  formData: FormData;
  /** The fields to read from the post (and show again with errors). */
  fieldNames: readonly string[];
  schema: S;
  /** e.g. "lead:203.0.113.7": one counter per form and client IP. */
  rateLimitKey: string;
  perHour: number;
}): Promise<ScreeningOutcome<z.infer<S>>> {
  const values = submittedText(options.formData, options.fieldNames);
  const honeypot = options.formData.get(honeypotField);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { status: "ignored" };

  const parsed = options.schema.safeParse(values);
  if (!parsed.success) {
    return { status: "invalid", fieldErrors: fieldErrorsOf(parsed.error) as Record<string, string>, values };
  }

  const limit = await consumeRateLimit(
    options.db,
    options.rateLimitKey,
    options.perHour,
    RATE_LIMIT_WINDOW_SECONDS,
  );
  if (!limit.allowed) return { status: "rate-limited", values };
  return { status: "accepted", value: parsed.data };
}

/** The form's fields as text (what the visitor sent, to show again with errors). */
function submittedText(formData: FormData, fieldNames: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of [...fieldNames, "consent"]) {
    const value = formData.get(name);
    if (typeof value === "string") values[name] = value.slice(0, 1000);
  }
  return values;
}
