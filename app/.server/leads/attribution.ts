import type { Attribution } from "~/.server/db/schema";

/**
 * Where a visitor came from (public-site.md §3: attribution fields). Captured from the landing
 * URL and the referring site, kept for the visit in a first-party cookie, stored with the lead.
 */

export const attributionKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_content",
  "utm_term",
  "gclid",
  "fbclid",
  "referrer",
] as const;

export const ATTRIBUTION_COOKIE = "cf_attribution";

const MAX_VALUE_LENGTH = 500;

/**
 * The attribution a landing request carries: its campaign parameters and, when the visitor
 * arrived from another site, that site's address. Empty when the request carries none.
 */
export function attributionFromLanding(url: URL, referer: string | undefined): Attribution {
  const found: Attribution = {};
  for (const key of attributionKeys) {
    if (key === "referrer") continue;
    const value = url.searchParams.get(key)?.trim();
    if (value) found[key] = value.slice(0, MAX_VALUE_LENGTH);
  }
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.host !== url.host && /^https?:$/.test(from.protocol)) {
        found.referrer = from.href.slice(0, MAX_VALUE_LENGTH);
      }
    } catch {
      // A malformed Referer header is no attribution.
    }
  }
  return found;
}

/**
 * Which attribution to keep for the visit: a landing with campaign parameters starts a new
 * one (last touch); otherwise the visit keeps what it had, or takes an outside referrer.
 */
export function mergeAttribution(current: Attribution, landing: Attribution): Attribution {
  const hasCampaign = attributionKeys.some((key) => key !== "referrer" && landing[key]);
  if (hasCampaign) return landing;
  if (Object.keys(current).length > 0) return current;
  return landing;
}

export function encodeAttribution(attribution: Attribution): string {
  return Buffer.from(JSON.stringify(attribution), "utf8").toString("base64url");
}

/** Reads the cookie value back; anything malformed or unexpected is dropped. */
export function decodeAttribution(value: string | undefined): Attribution {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!parsed || typeof parsed !== "object") return {};
    const clean: Attribution = {};
    for (const key of attributionKeys) {
      const v = (parsed as Record<string, unknown>)[key];
      if (typeof v === "string" && v) clean[key] = v.slice(0, MAX_VALUE_LENGTH);
    }
    return clean;
  } catch {
    return {};
  }
}

export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=");
  }
  return undefined;
}

export function attributionFromRequest(request: Request): Attribution {
  return decodeAttribution(readCookie(request.headers.get("cookie"), ATTRIBUTION_COOKIE));
}
