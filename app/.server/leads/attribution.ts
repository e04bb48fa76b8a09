import type { Attribution } from "~/.server/db/schema";

/**
 * Where a visitor came from: the UTM parameters, gclid, fbclid and referrer. Captured from the landing
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

/** A longer value is no campaign tag or referring address but junk, and is dropped. */
export const MAX_ATTRIBUTION_VALUE_LENGTH = 500;

/**
 * Characters that print nothing: control and format characters (NUL, zero-width spaces,
 * direction marks…), unpaired surrogates, private-use and unassigned code points. None belongs
 * in a campaign tag, and NUL would make the stored lead fail (PostgreSQL refuses it in jsonb).
 */
const unprintable = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;

/**
 * One attribution value as it may be kept: unprintable characters removed and the rest
 * trimmed; nothing (undefined) when that leaves it empty or it is longer than 500 characters.
 */
export function cleanAttributionValue(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const clean = value.replace(unprintable, "").trim();
  if (clean === "" || clean.length > MAX_ATTRIBUTION_VALUE_LENGTH) return undefined;
  return clean;
}

/**
 * The attribution a landing request carries: its campaign parameters and, when the visitor
 * arrived from another site, that site's address. Empty when the request carries none.
 */
export function attributionFromLanding(url: URL, referer: string | undefined): Attribution {
  const found: Attribution = {};
  for (const key of attributionKeys) {
    if (key === "referrer") continue;
    const value = cleanAttributionValue(url.searchParams.get(key));
    if (value) found[key] = value;
  }
  if (referer) {
    try {
      const from = new URL(referer);
      const referrer = cleanAttributionValue(from.href);
      if (from.host !== url.host && /^https?:$/.test(from.protocol) && referrer) {
        found.referrer = referrer;
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

/**
 * The visit as its cookie keeps it: the attribution, and the path of the page the visit landed
 * on when that attribution started (a campaign link or an outside referrer).
 */
export type VisitOrigin = { attribution: Attribution; landingPath?: string };

/** The cookie's key for the landing path: beside the attribution keys, never sent to a CRM. */
const LANDING_KEY = "landing";

/** A landing path as it may be kept: a cleaned path starting with "/", or nothing. */
export function cleanLandingPath(value: unknown): string | undefined {
  const clean = cleanAttributionValue(value);
  return clean?.startsWith("/") && !clean.startsWith("//") ? clean : undefined;
}

/**
 * The visit after a page view: when the view starts a new attribution (mergeAttribution took
 * the landing's), its path becomes the landing page; otherwise the visit keeps its own.
 */
export function mergeVisit(current: VisitOrigin, landing: Attribution, path: string): VisitOrigin {
  const attribution = mergeAttribution(current.attribution, landing);
  if (attribution === landing && Object.keys(landing).length > 0) {
    const landingPath = cleanLandingPath(path);
    return landingPath ? { attribution, landingPath } : { attribution };
  }
  return current;
}

/**
 * The visit after a view reported by the visit beacon (docs/decisions/063): as `mergeVisit`, and
 * also, when the view starts a visit (no referrer, or another site's) and the visit has nothing
 * yet, its path as the landing page of a direct visit — typed, a bookmark, an app. A later
 * campaign link or outside site replaces it, as it replaces any landing (last touch); a direct
 * visit never replaces what the visit already has.
 */
export function visitAfterBeacon(
  current: VisitOrigin,
  landing: Attribution,
  path: string,
  startsVisit: boolean,
): VisitOrigin {
  const visit = mergeVisit(current, landing, path);
  if (visit !== current || !startsVisit) return visit;
  if (current.landingPath || Object.keys(current.attribution).length > 0) return current;
  const landingPath = cleanLandingPath(path);
  return landingPath ? { attribution: {}, landingPath } : current;
}

/** The attribution cookie as the site sets it: for the browser session, unreadable by scripts. */
export function attributionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax", secure, path: "/" } as const;
}

export function encodeAttribution(attribution: Attribution, landingPath?: string): string {
  const value = landingPath ? { ...attribution, [LANDING_KEY]: landingPath } : attribution;
  return Buffer.from(JSON.stringify(value), "utf8").toString("base64url");
}

/** The cookie's visit: its attribution (decodeAttribution's) and its landing path, if any. */
export function decodeVisit(value: string | undefined): VisitOrigin {
  const attribution = decodeAttribution(value);
  if (!value) return { attribution };
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    const landingPath = cleanLandingPath((parsed as Record<string, unknown> | null)?.[LANDING_KEY]);
    return landingPath ? { attribution, landingPath } : { attribution };
  } catch {
    return { attribution };
  }
}

/**
 * Reads the cookie value back; anything malformed or unexpected is dropped, and every value is
 * cleaned again — a cookie written before these rules, or by hand, can never block a lead.
 */
export function decodeAttribution(value: string | undefined): Attribution {
  if (!value) return {};
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, "base64url").toString("utf8"));
    if (!parsed || typeof parsed !== "object") return {};
    const clean: Attribution = {};
    for (const key of attributionKeys) {
      const value = cleanAttributionValue((parsed as Record<string, unknown>)[key]);
      if (value) clean[key] = value;
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

/** The page the visit landed on when its attribution started, from the cookie. */
export function landingPathFromRequest(request: Request): string | undefined {
  return decodeVisit(readCookie(request.headers.get("cookie"), ATTRIBUTION_COOKIE)).landingPath;
}

/** The host of a referrer address ("https://www.google.com/search?q=…" → "www.google.com"). */
export function referrerHost(referrer: string | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).host.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
}
