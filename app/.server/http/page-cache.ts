import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request as ExpressRequest, Response as ExpressResponse, RequestHandler } from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import {
  type ContentVersionReader,
  createContentVersionReader,
  readContentVersion,
} from "~/.server/content/content-version";
import { ATTRIBUTION_COOKIE, attributionFromLanding, attributionKeys } from "~/.server/leads/attribution";
import { UPLOADS_URL_PREFIX } from "~/.server/media/storage";
import type { AppServices } from "~/.server/services";
import { brasiliaToday } from "~/forms/expo-schedule";
import { destinationFor } from "~/forms/redirects";
import { brotliText, chooseEncoding, gzipText } from "./compression";
import { withContentVersionBumps } from "./content-version-bumps";
import { withResponseCookies } from "./database-outage";
import { inlineScriptHashes, withoutNonce } from "./inline-scripts";
import { LruStore } from "./page-cache-store";
import { createPageScripts } from "./page-scripts";
import { isValidHost } from "./request-guard";
import { logRequest } from "./request-log";
import { scriptsAfterFirstPaint, splitPageScripts } from "./scripts-after-paint";
import { fixedSecurityHeaders, hashedContentSecurityPolicy } from "./security-headers";

/**
 * The page cache (docs/decisions/017 and 027). A public page is the same for every anonymous visitor,
 * so it is rendered once per content version and kept finished and compressed (gzip at once,
 * Brotli soon after, off the request path), with a strong ETag. Who gets it: GET or HEAD, a
 * public path, no cookie but the attribution one, no query but attribution parameters.
 * Everyone else — signed-in visitors and admins, a notice waiting in a flash cookie, forms'
 * answers, /admin, /auth, /thank-you — gets a page rendered for them, marked private.
 *
 * Freshness: every admin save bumps the content version in the database and waits out the
 * version reads' lease before its answer is sent (content-version-bumps.ts); each instance reads
 * the version in the background and answers a request from a read that began at most the lease
 * before the request arrived, else from a read that begins after it (content-version.ts). So
 * every instance serves the new page from its next request.
 *
 * Speed: a hit for a plain anonymous GET is answered before Express (`answerEarly`, called first
 * by the HTTP server), with the same headers the middleware chain would have given it.
 */

/** What a CDN or reverse proxy may do with a cached public page: hold it briefly. */
export const SHARED_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
/** Pages rendered for one visitor (or carrying their cookie) stay theirs. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";
const COOKIE_SETTING_PAGE_CACHE_CONTROL = "private, max-age=0";

const DEFAULT_MAX_ENTRIES = 200;
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/** Paths never shared: the admin area, sign-in, APIs, the lead's confirmation, framework files. */
const privatePath = /^\/(?:admin|auth|api|thank-you)(?:[/.]|$)|^\/__|\.data$/;
/** Cookies that do not change the page (the attribution one is read only when a lead is sent). */
const sharedCookies = new Set([ATTRIBUTION_COOKIE]);
const attributionParameters = new Set<string>(attributionKeys.filter((key) => key !== "referrer"));

type CachedPage = {
  version: number;
  /**
   * Brasília's date when it was drawn: pages depend on the day too (the expo page says its event
   * has ended once the last day has passed; the footer's year), so a page keeps one day at most.
   */
  day: string;
  /** Hash of the page's bytes: the ETag's opaque part, one tag per encoding. */
  hash: string;
  headers: [string, string][];
  contentSecurityPolicy: string;
  identity: Buffer;
  gzip: Buffer;
  /** Made after the page is first served; gzip is sent until then. */
  br?: Buffer;
};

export type PageCacheOptions = {
  build: ServerBuild;
  services: AppServices;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext | Promise<AppLoadContext>;
  maxEntries?: number;
  maxBytes?: number;
};

export type PageCache = {
  /** The build to hand React Router: admin actions bump the content version. */
  build: ServerBuild;
  /** Serves cached pages; everything else goes on to React Router, marked private. */
  middleware: RequestHandler;
  /**
   * Answers a cache hit straight from the HTTP server's request listener, before Express, and
   * returns true; returns false (having written nothing) for every request it leaves to Express.
   */
  answerEarly: (req: IncomingMessage, res: ServerResponse) => boolean;
  /** The content version the cache is keyed on, kept fresh in the background. */
  contentVersions: ContentVersionReader;
  /** Serves the cached pages' scripts files (page-scripts.ts), mounted at PAGE_SCRIPTS_PATH. */
  scriptsFiles: RequestHandler;
};

export function createPageCache(options: PageCacheOptions): PageCache {
  const { services } = options;
  const { logger, config } = services;
  const build = withContentVersionBumps(options.build, services);
  const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
  const store = new LruStore<CachedPage>(
    options.maxEntries ?? DEFAULT_MAX_ENTRIES,
    options.maxBytes ?? DEFAULT_MAX_BYTES,
  );
  const versions = createContentVersionReader(() => readContentVersion(services.db));
  const scriptsFiles = createPageScripts(services.db, logger);
  // Failures show in the database's availability log; the requests then read for themselves.
  versions.keepFresh((error) => logger.debug({ err: error }, "page cache: background version read failed"));
  const publicUrl = new URL(config.PUBLIC_URL);
  const publicOrigin = publicUrl.origin;
  const securityHeaders = fixedSecurityHeaders(config);
  const trustProxy = Boolean(config.TRUST_PROXY);
  /** Renders under way, per version and path: a burst of misses renders a page once. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  /** Renders the page as any anonymous visitor would get it: its path only, no cookie. */
  async function render(
    path: string,
    version: number,
    req: ExpressRequest,
    res: ExpressResponse,
  ): Promise<{ page: CachedPage } | { response: Response }> {
    const context = await options.getLoadContext(req, res);
    // The page's scripts go to a file of their own, below: React Router's output is kept whole.
    context.scriptsInOwnFile = true;
    const request = new Request(new URL(path, publicOrigin), {
      headers: { accept: "text/html,application/xhtml+xml" },
    });
    // Cookies a loader recorded for this answer (none for an anonymous request; a renewed
    // session or a cleared flash otherwise) make it Set-Cookie, hence never shared.
    const response = withResponseCookies(await handleRequest(request, context), context);
    if (!isShareable(response)) return { response };
    const rendered = await response.text();
    const withoutItsNonce = withoutNonce(rendered, context.nonce);
    if (withoutItsNonce === null) {
      logger.warn({ path }, "page cache: the page holds its nonce outside script tags; not cached");
      return { response: new Response(scriptsAfterFirstPaint(rendered), response) };
    }
    const html = await withScriptsFile(withoutItsNonce, path);
    const identity = Buffer.from(html, "utf8");
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (!notCachedHeaders.has(name)) headers.push([name, value]);
    }
    return {
      page: {
        version,
        day: brasiliaToday(),
        hash: crypto.createHash("sha256").update(identity).digest("base64url").slice(0, 32),
        headers,
        contentSecurityPolicy: hashedContentSecurityPolicy(
          inlineScriptHashes(html),
          config,
          context.adConsent,
        ),
        identity,
        gzip: await gzipText(identity),
      },
    };
  }

  /**
   * The page naming its scripts file (stored first, so that any instance can answer for it);
   * should React Router's output not be the expected shape, its scripts stay in the page.
   */
  async function withScriptsFile(html: string, path: string): Promise<string> {
    const split = splitPageScripts(html);
    if (!split) {
      logger.warn({ path }, "page cache: the page's scripts were not the expected shape; kept in the page");
      return scriptsAfterFirstPaint(html);
    }
    return split.pageNaming(await scriptsFiles.save(split.file));
  }

  function store_(path: string, page: CachedPage): void {
    const current = store.get(path);
    // A render that began before a save must not replace the page rendered after it.
    if (current && (current.version > page.version || current.day > page.day)) return;
    if (!store.set(path, page, page.identity.length + page.gzip.length)) return;
    brotliText(page.identity).then(
      (br) => {
        page.br = br;
        store.resize(path, page, page.identity.length + page.gzip.length + br.length);
      },
      (error: unknown) => logger.error({ err: error, path }, "page cache: Brotli compression failed"),
    );
  }

  const middleware: RequestHandler = async (req, res, next) => {
    const path = sharedPagePath(req);
    if (path === null) {
      privateUnlessSet(res);
      return next();
    }
    let version: number;
    try {
      version = versions.knownFor(performance.now()) ?? (await versions.read());
    } catch (error) {
      logger.warn({ err: error }, "page cache: could not read the content version; rendering");
      privateUnlessSet(res);
      return next();
    }
    const cached = store.get(path);
    if (cached && cached.version === version && cached.day === today()) {
      return sendCachedPage(req, res, cached, "hit");
    }
    // A HEAD shows headers only: not worth a render for the cache.
    if (req.method === "HEAD") {
      privateUnlessSet(res);
      return next();
    }

    const renderKey = `${version} ${path}`;
    const underway = rendering.get(renderKey);
    if (underway) {
      const page = await underway;
      if (page) return sendCachedPage(req, res, page, "miss");
      privateUnlessSet(res);
      return next();
    }

    const outcome = render(path, version, req, res);
    const page = outcome.then(
      (result) => ("page" in result ? result.page : null),
      () => null,
    );
    rendering.set(renderKey, page);
    void page.finally(() => rendering.delete(renderKey));
    try {
      const result = await outcome;
      if ("page" in result) {
        store_(path, result.page);
        return sendCachedPage(req, res, result.page, "miss");
      }
      privateUnlessSet(res);
      await sendResponse(res, withVisitorQuery(result.response, req));
    } catch (error) {
      next(error);
    }
  };

  const answerEarly = (req: IncomingMessage, res: ServerResponse): boolean => {
    const arrivedAt = performance.now();
    const path = earlyPagePath(req, publicUrl, trustProxy);
    if (path === null || !services.database.availability.available) return false;
    const version = versions.knownFor(arrivedAt);
    const cached = store.get(path);
    if (version === undefined || !cached || cached.version !== version || cached.day !== today()) {
      return false;
    }
    // What Express's chain gives a cached page: the request id and log line, the security
    // headers (this page's CSP comes with it), and no cookie (the requests that may set the
    // attribution cookie were left to Express).
    logRequest(logger, req, res, path);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    sendCachedPage(req, res, cached, "hit");
    return true;
  };

  return { build, middleware, answerEarly, contentVersions: versions, scriptsFiles: scriptsFiles.handler };
}

/**
 * The cached page's path for a request the early answer may take: what `sharedPagePath`
 * accepts, narrowed to requests whose answer Express's chain would not change. Left to Express:
 * anything the request guard would refuse or look at twice (a bad Host, a forwarded Host, a
 * path that is not already in its plain form), a body, any query (campaign links set the
 * attribution cookie) and an outside Referer (it sets the cookie too).
 */
function earlyPagePath(req: IncomingMessage, publicUrl: URL, trustProxy: boolean): string | null {
  const { method, headers } = req;
  if (method !== "GET" && method !== "HEAD") return null;
  const rawUrl = req.url ?? "";
  if (!rawUrl.startsWith("/") || rawUrl.startsWith("//") || rawUrl.includes("?")) return null;
  if (headers.authorization || headers["transfer-encoding"]) return null;
  if (headers["content-length"] !== undefined && headers["content-length"] !== "0") return null;
  if (!isValidHost(headers.host) || (trustProxy && headers["x-forwarded-host"] !== undefined)) return null;
  if (!cookieNames(headers.cookie).every((name) => sharedCookies.has(name))) return null;
  // Only a path already in its plain form: nothing to decode or resolve, so it is the key
  // the middleware would use.
  if (!plainPath.test(rawUrl)) return null;
  if (privatePath.test(rawUrl.toLowerCase()) || rawUrl.startsWith(UPLOADS_URL_PREFIX)) return null;
  const referer = headers.referer;
  if (referer && Object.keys(attributionFromLanding(new URL(rawUrl, publicUrl), referer)).length > 0) {
    return null;
  }
  return rawUrl;
}

/** "/" or segments of unreserved characters, none starting with a dot ("/./", "/../"). */
const plainPath = /^\/$|^(?:\/(?!\.)[\w.~-]+)+\/?$/;

/** Brasília's date, worked out once a minute (days change on the minute there too). */
let dayOfMinute = { minute: -1, day: "" };
function today(): string {
  const minute = Math.floor(Date.now() / 60_000);
  if (dayOfMinute.minute !== minute) dayOfMinute = { minute, day: brasiliaToday() };
  return dayOfMinute.day;
}

/** The path whose cached page answers this request, or null when the request needs its own. */
export function sharedPagePath(req: ExpressRequest): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.get("authorization")) return null;
  let decodedPath: string;
  try {
    decodedPath = decodeURIComponent(req.path).toLowerCase();
  } catch {
    return null;
  }
  if (privatePath.test(decodedPath)) return null;
  if (!cookieNames(req.get("cookie")).every((name) => sharedCookies.has(name))) return null;
  const url = new URL(req.originalUrl, "http://localhost");
  for (const name of url.searchParams.keys()) {
    if (!attributionParameters.has(name) && !name.startsWith("utm_")) return null;
  }
  return url.pathname;
}

function cookieNames(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(";")
    .map((part) => part.split("=")[0].trim())
    .filter((name) => name !== "");
}

/** Response headers the cache sets itself or must never share. */
const notCachedHeaders = new Set([
  "cache-control",
  "content-encoding",
  "content-length",
  "content-security-policy",
  "date",
  "etag",
  "set-cookie",
  "vary",
]);

/** A page every anonymous visitor may get: a full HTML page, setting no cookie, not private. */
function isShareable(response: Response): boolean {
  if (response.status !== 200) return false;
  if (!response.headers.get("content-type")?.startsWith("text/html")) return false;
  if (response.headers.has("set-cookie")) return false;
  const cacheControl = response.headers.get("cache-control") ?? "";
  return !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl);
}

function sendCachedPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: CachedPage,
  outcome: "hit" | "miss",
): void {
  const encoding = chooseEncoding(req.headers["accept-encoding"], Boolean(page.br));
  const etag = `"${page.hash}${encoding === "identity" ? "" : `-${encoding}`}"`;
  res.setHeader("ETag", etag);
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Security-Policy", page.contentSecurityPolicy);
  // The attribution cookie, when the URL carried campaign parameters, is this visitor's only.
  res.setHeader(
    "Cache-Control",
    res.hasHeader("set-cookie") ? COOKIE_SETTING_PAGE_CACHE_CONTROL : SHARED_PAGE_CACHE_CONTROL,
  );
  res.setHeader("X-Cache", outcome);
  if (matchesEtag(req.headers["if-none-match"], etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const body = encoding === "br" && page.br ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  for (const [name, value] of page.headers) res.setHeader(name, value);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.statusCode = 200;
  res.end(req.method === "HEAD" ? undefined : body);
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  // Weak comparison, as If-None-Match asks: W/"x" matches "x".
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

/** Pages rendered for one visitor: private unless the route chose otherwise (robots.txt). */
function privateUnlessSet(res: ServerResponse): void {
  beforeHeadersSent(res, () => {
    if (!res.hasHeader("cache-control")) res.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
  });
}

/** Runs `listener` just before the status line and headers go out. */
function beforeHeadersSent(res: ServerResponse, listener: () => void): void {
  const writeHead = res.writeHead;
  let done = false;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (!done) {
      done = true;
      listener();
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

/** Sends a rendered answer that is not shared, as @react-router/express would. */
async function sendResponse(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * A redirect rendered from the path alone (the team's redirects, docs/decisions/052) keeps the
 * query the visitor came with: a campaign's old link still carries its utm_* and gclid.
 */
function withVisitorQuery(response: Response, req: ExpressRequest): Response {
  const location = response.headers.get("location");
  const { search } = new URL(req.originalUrl, "http://site.invalid");
  if (!location || !search || response.status < 300 || response.status >= 400) return response;
  const headers = new Headers(response.headers);
  headers.set("location", destinationFor(location, search));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
