import type { RequestHandler } from "express";
import type { AppConfig } from "~/.server/config";

/**
 * Cross-site request forgery guard: a write (POST, PUT, PATCH, DELETE) to the admin area, or
 * any write carrying the session cookie, must say it comes from this site's own pages. Browsers
 * send Origin on every form post and fetch; a request without it may fall back on Referer.
 * Without either, or from elsewhere, it is refused with 403 before any action runs. The site's
 * origin is PUBLIC_URL's, or the one the request itself was addressed to (a laptop reached at
 * 127.0.0.1 while PUBLIC_URL says localhost): a page on another site can set neither.
 */

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Better Auth's session cookie (app/.server/auth/auth.ts sets the "cota" prefix). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?cota\.session_token=/;

/** The admin screens, their data requests (/admin.data, /admin/leads.data) and downloads. */
export function isAdminAreaPath(path: string): boolean {
  return /^\/admin(?:[/.]|$)/.test(path);
}

/** The admin area and the admin API (token-authenticated, for `npm run admin:create`). */
export function isAdminPath(path: string): boolean {
  return isAdminAreaPath(path) || /^\/api\/admin(?:\/|$)/.test(path);
}

export function requireSameOriginWrites(config: Pick<AppConfig, "PUBLIC_URL">): RequestHandler {
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const guarded = isAdminAreaPath(req.path) || SESSION_COOKIE.test(req.get("cookie") ?? "");
    if (!guarded) return next();
    const claimed = originOf(req.get("origin")) ?? originOf(req.get("referer"));
    const ownOrigin = `${req.protocol}://${req.get("host")}`;
    if (claimed && (claimed === publicOrigin || claimed === ownOrigin)) return next();
    res.status(403).type("text/plain").send("Envio recusado: ele não veio de uma página deste site.");
  };
}

function originOf(value: string | undefined): string | undefined {
  if (!value || value === "null") return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

const MUTATION_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Whether a write's Origin header names another site than the address it was sent to, or is
 * no address at all ("null", garbage): React Router refuses such a request (400) before any
 * action runs, but reports it to handleError as an error without a status, like a fault. Its
 * handler (database-outage.ts) checks this first, so the refusal is logged as the client's.
 * Without an Origin header a write is not its concern (requireSameOriginWrites is).
 */
export function isForeignOriginWrite(request: Request): boolean {
  if (!MUTATION_METHODS.has(request.method.toUpperCase())) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  return originOf(origin) !== new URL(request.url).origin;
}
