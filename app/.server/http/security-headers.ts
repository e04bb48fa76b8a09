import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { AppConfig } from "~/.server/config";
import type { AdConsentSetup } from "~/forms/ad-tags";

/** Where the home page's videos play, once a visitor clicks a thumbnail. */
export const videoPlayerOrigin = "https://www.youtube-nocookie.com";

/**
 * The host path of the verified-company seal script (Reclame Aqui), allowed only when
 * RA_SEAL_ID is set; the root adds the script itself (app/root.tsx, useThirdPartyCode).
 */
export const verifiedSealScriptHost = "https://s3.amazonaws.com/raichu-beta/ra-verified/";

/** Script hosts the configuration calls for, besides our own. */
export function scriptHostsFor(config: Pick<AppConfig, "RA_SEAL_ID">): string[] {
  return config.RA_SEAL_ID ? [verifiedSealScriptHost] : [];
}

/** Hosts a third party's code needs, per directive (img-src already takes any https host). */
export type ThirdPartySources = { script: string[]; connect: string[]; frame: string[] };

const noThirdParty: ThirdPartySources = { script: [], connect: [], frame: [] };

/**
 * The hosts the advertising tags load from and send to, as Google's and Meta's guides for a CSP
 * list them (docs/decisions/056): a page allows them only while a tag is set, and only the set
 * tag's (the Google Ads hosts only for an Ads or Google tag id). Nothing is fetched from them
 * before the visitor accepts: the page's own code adds the tags' scripts only then.
 */
export function adTagSources(setup: AdConsentSetup | null | undefined): ThirdPartySources {
  if (!setup) return noThirdParty;
  const sources: ThirdPartySources = { script: [], connect: [], frame: [] };
  if (setup.googleTagId) {
    sources.script.push("https://www.googletagmanager.com");
    sources.connect.push(
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    );
    if (!setup.googleTagId.startsWith("G-")) {
      sources.script.push("https://www.googleadservices.com", "https://googleads.g.doubleclick.net");
      sources.connect.push("https://www.google.com", "https://googleads.g.doubleclick.net");
      sources.frame.push("https://td.doubleclick.net", "https://www.googletagmanager.com");
    }
  }
  if (setup.metaPixelId) {
    sources.script.push("https://connect.facebook.net");
    sources.connect.push("https://www.facebook.com", "https://connect.facebook.net");
  }
  return sources;
}

/**
 * Security headers on every answer, with a fresh CSP nonce per request for the few inline
 * scripts React Router renders. HSTS only in production (a laptop's localhost must not learn it).
 */
export function contentSecurityPolicy(
  nonce: string,
  config: AppConfig,
  adTags: AdConsentSetup | null = null,
): string {
  return policyAllowingInlineScripts([`'nonce-${nonce}'`], config, adTagSources(adTags));
}

/**
 * The same policy for a page cached for every visitor (app/.server/http/page-cache.ts): its
 * inline scripts are allowed by their hashes ('sha256-…'), as a shared page has no nonce.
 */
export function hashedContentSecurityPolicy(
  scriptHashes: string[],
  config: AppConfig,
  adTags: AdConsentSetup | null = null,
): string {
  return policyAllowingInlineScripts(scriptHashes, config, adTagSources(adTags));
}

function policyAllowingInlineScripts(
  inlineScriptSources: string[],
  config: AppConfig,
  thirdParty: ThirdPartySources,
): string {
  const dev = !config.isProduction;
  const extraScriptHosts = [...scriptHostsFor(config), ...thirdParty.script];
  const sources = (own: string[], extra: string[]) => [...own, ...extra].join(" ");
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
    `connect-src ${sources(dev ? ["'self'", "ws:", "wss:"] : ["'self'"], thirdParty.connect)}`,
    `frame-src ${sources([videoPlayerOrigin], thirdParty.frame)}`,
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

/**
 * The headers every answer starts with. A public page drawn with advertising tags widens its CSP
 * to their hosts once drawn (database-outage.ts, reactRouterHandler): the policy follows what the
 * page holds.
 */
export function securityHeaders(config: AppConfig): RequestHandler {
  const fixed = fixedSecurityHeaders(config);
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy(nonce, config));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}
