import type { Request, RequestHandler, Response } from "express";
import { cookieHeaderHasSession } from "~/.server/auth/session";
import {
  ATTRIBUTION_COOKIE,
  attributionCookieOptions,
  attributionFromLanding,
  decodeVisit,
  encodeAttribution,
  readCookie,
  visitAfterBeacon,
} from "~/.server/leads/attribution";
import type { VisitCounter } from "./visit-counter";

/**
 * POST /api/v: the beacon a public page sends once it has loaded (and after each navigation
 * inside the site), with `{"p": path, "q": query, "r": referrer}` as text. Always answered 204
 * and never cached, counted or not, so it says nothing about what was counted.
 *
 * Left out: prefetches and prerenders (Sec-Purpose / Purpose headers), posts from another
 * site, and the team's own views (a session cookie of the admin is sent with the beacon).
 *
 * The answer to a counted view may set the attribution cookie (docs/decisions/063): the page
 * itself comes from the shared page cache and cannot, so this is where a direct visit's landing
 * page is kept for its lead. The counting never reads that cookie.
 */
export const VISIT_BEACON_PATH = "/api/v";

/** A beacon is ~200 bytes: anything much larger is not one. */
const MAX_BEACON_BYTES = 4_096;

export function visitBeacon(options: {
  counter: VisitCounter;
  publicOrigin: string;
  clientIpOf: (req: Request) => string;
}): RequestHandler {
  return (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BEACON_BYTES) chunks.push(chunk);
    });
    req.on("end", () => {
      if (size <= MAX_BEACON_BYTES && isCountable(req, options.publicOrigin)) {
        const body = parseBeacon(Buffer.concat(chunks).toString("utf8"));
        const counted =
          body !== null &&
          options.counter.count({
            ...body,
            ip: options.clientIpOf(req),
            userAgent: req.get("user-agent") ?? "",
          });
        if (counted) keepVisitOrigin(req, res, body, options.publicOrigin);
      }
      res.status(204).end();
    });
    req.on("error", () => res.status(400).end());
  };
}

/**
 * Sets the attribution cookie when this view changes the visit's origin: it starts the visit
 * (a direct landing, or a campaign or outside site a CDN's cached page could not record).
 */
function keepVisitOrigin(
  req: Request,
  res: Response,
  view: { path: string; query: string; referrer: string },
  publicOrigin: string,
): void {
  let url: URL;
  try {
    url = new URL(`${view.path}${view.query.startsWith("?") ? view.query : ""}`, publicOrigin);
  } catch {
    return;
  }
  if (url.origin !== publicOrigin) return;
  const startsVisit = !view.referrer.startsWith(`${publicOrigin}/`);
  const currentValue = readCookie(req.get("cookie"), ATTRIBUTION_COOKIE);
  const visit = visitAfterBeacon(
    decodeVisit(currentValue),
    attributionFromLanding(url, view.referrer || undefined),
    url.pathname,
    startsVisit,
  );
  if (!visit.landingPath && Object.keys(visit.attribution).length === 0) return;
  const encoded = encodeAttribution(visit.attribution, visit.landingPath);
  if (encoded === currentValue) return;
  res.cookie(ATTRIBUTION_COOKIE, encoded, attributionCookieOptions(publicOrigin.startsWith("https:")));
}

function isCountable(req: Request, publicOrigin: string): boolean {
  const purpose = `${req.get("sec-purpose") ?? ""} ${req.get("purpose") ?? ""} ${req.get("x-moz") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  const origin = req.get("origin");
  if (origin && origin !== publicOrigin) return false;
  // The team's own views: a signed-in browser sends its session cookie with the beacon.
  return !cookieHeaderHasSession(req.get("cookie") ?? "");
}

export function parseBeacon(text: string): { path: string; query: string; referrer: string } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object") return null;
    const { p, q, r } = value as Record<string, unknown>;
    if (typeof p !== "string") return null;
    return {
      path: p,
      query: typeof q === "string" ? q : "",
      referrer: typeof r === "string" ? r.slice(0, 2_000) : "",
    };
  } catch {
    return null;
  }
}
