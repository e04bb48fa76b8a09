import type { RequestHandler } from "express";
import type { AppConfig } from "~/.server/config";
import {
  ATTRIBUTION_COOKIE,
  attributionCookieOptions,
  attributionFromLanding,
  decodeVisit,
  encodeAttribution,
  mergeVisit,
  readCookie,
} from "~/.server/leads/attribution";

/**
 * On page views, records where the visit came from in a session cookie, so the lead form
 * (with or without JavaScript) can store it with the lead, with the page the visit landed on.
 */
export function attributionMiddleware(config: AppConfig): RequestHandler {
  const secure = config.PUBLIC_URL.startsWith("https://");
  return (req, res, next) => {
    if (req.method !== "GET" || !req.accepts("html") || req.path.endsWith(".data")) return next();
    const url = new URL(req.originalUrl, config.PUBLIC_URL);
    const landing = attributionFromLanding(url, req.get("referer"));
    if (Object.keys(landing).length === 0) return next();
    const currentValue = readCookie(req.get("cookie"), ATTRIBUTION_COOKIE);
    const visit = mergeVisit(decodeVisit(currentValue), landing, url.pathname);
    const encoded = encodeAttribution(visit.attribution, visit.landingPath);
    if (encoded !== currentValue) {
      res.cookie(ATTRIBUTION_COOKIE, encoded, attributionCookieOptions(secure));
    }
    next();
  };
}
