import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { AppConfig } from "~/.server/config";

/** Where the home page's videos play, once a visitor clicks a thumbnail. */
export const videoPlayerOrigin = "https://www.youtube-nocookie.com";

/**
 * The host path of the verified-company seal script (Reclame Aqui), allowed only when
 * RA_SEAL_ID is set; the root adds the script itself (app/root.tsx, useVerifiedSeal).
 */
export const verifiedSealScriptHost = "https://s3.amazonaws.com/raichu-beta/ra-verified/";

/** Script hosts the configuration calls for, besides our own. */
export function scriptHostsFor(config: Pick<AppConfig, "RA_SEAL_ID">): string[] {
  return config.RA_SEAL_ID ? [verifiedSealScriptHost] : [];
}

/**
 * Security headers on every answer, with a fresh CSP nonce per request for the few inline
 * scripts React Router renders. HSTS only in production (a laptop's localhost must not learn it).
 */
export function contentSecurityPolicy(
  nonce: string,
  config: AppConfig,
  extraScriptHosts: string[] = [],
): string {
  return policyAllowingInlineScripts([`'nonce-${nonce}'`], config, extraScriptHosts);
}

/**
 * The same policy for a page cached for every visitor (app/.server/http/page-cache.ts): its
 * inline scripts are allowed by their hashes ('sha256-…'), as a shared page has no nonce.
 */
export function hashedContentSecurityPolicy(scriptHashes: string[], config: AppConfig): string {
  return policyAllowingInlineScripts(scriptHashes, config, scriptHostsFor(config));
}

function policyAllowingInlineScripts(
  inlineScriptSources: string[],
  config: AppConfig,
  extraScriptHosts: string[],
): string {
  const dev = !config.isProduction;
  const scriptSrc = dev
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'", ...extraScriptHosts]
    : ["'self'", ...inlineScriptSources, ...extraScriptHosts];
  return [
    "default-src 'self'",
    `script-src ${scriptSrc.join(" ")}`,
    // Inline style attributes (React style props, toasts) carry no script.
    "style-src 'self' 'unsafe-inline'",
    // Admins may point hero images at any https host.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    `frame-src ${videoPlayerOrigin}`,
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The security headers every page carries besides its CSP. */
export function fixedSecurityHeaders(config: AppConfig): [string, string][] {
  const headers: [string, string][] = [
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
  if (config.isProduction && config.PUBLIC_URL.startsWith("https://")) {
    headers.push(["Strict-Transport-Security", "max-age=31536000; includeSubDomains"]);
  }
  return headers;
}

export function securityHeaders(config: AppConfig): RequestHandler {
  const scriptHosts = scriptHostsFor(config);
  const fixed = fixedSecurityHeaders(config);
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, config, scriptHosts));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
