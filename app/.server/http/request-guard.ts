import type { RequestHandler } from "express";

/**
 * Malformed requests are answered here, before any page code sees them: they used to reach
 * React Router, whose `new URL()` / `new Request()` threw, and every one became a 500 with a
 * stack trace in the log (docs/decisions/011-http-hardening.md).
 *
 * - a method the site does not serve (TRACE, CONNECT, made-up ones): 405 with Allow;
 * - a request target that is not a path (absolute-form `GET http://host/`, `*`): 400;
 * - a Host header (or a trusted X-Forwarded-Host) that is not a host name or address with an
 *   optional port 1-65535: 400.
 */

export const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

// A registered name (letters, digits, dots, hyphens, underscores) or a bracketed IPv6 literal.
const hostPattern = /^(?:[A-Za-z0-9_.-]{1,253}|\[[0-9A-Fa-f:.]{2,45}\])(?::(\d{1,5}))?$/;

export function isValidHost(value: string | undefined): boolean {
  if (!value) return false;
  const match = hostPattern.exec(value);
  if (!match) return false;
  return match[1] === undefined || (Number(match[1]) >= 1 && Number(match[1]) <= 65535);
}

export function rejectMalformedRequests(): RequestHandler {
  return (req, res, next) => {
    if (!SERVED_METHODS.includes(req.method)) {
      res
        .status(405)
        .set("Allow", SERVED_METHODS.join(", "))
        .type("text/plain")
        .send("Método não permitido.");
      return;
    }
    if (!req.url.startsWith("/") || req.url.startsWith("//")) {
      res.status(400).type("text/plain").send("Requisição inválida.");
      return;
    }
    const forwardedHost = req.app.enabled("trust proxy")
      ? req.get("x-forwarded-host")?.split(",")[0].trim()
      : undefined;
    if (!isValidHost(req.get("host")) || (forwardedHost !== undefined && !isValidHost(forwardedHost))) {
      res.status(400).type("text/plain").send("Cabeçalho Host inválido.");
      return;
    }
    next();
  };
}
