import type { Request, RequestHandler } from "express";
import { cookieHeaderHasSession } from "~/.server/auth/session";
import type { VisitCounter } from "./visit-counter";

/**
 * POST /api/v: the beacon a public page sends once it has loaded (and after each navigation
 * inside the site), with `{"p": path, "q": query, "r": referrer}` as text. Always answered 204
 * and never cached, counted or not, so it says nothing about what was counted.
 *
 * Left out: prefetches and prerenders (Sec-Purpose / Purpose headers), posts from another
 * site, and the team's own views (a session cookie of the admin is sent with the beacon).
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
        if (body) {
          options.counter.count({
            ...body,
            ip: options.clientIpOf(req),
            userAgent: req.get("user-agent") ?? "",
          });
        }
      }
      res.status(204).end();
    });
    req.on("error", () => res.status(400).end());
  };
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
