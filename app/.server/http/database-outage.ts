import { createReadableStreamFromReadable } from "@react-router/node";
import type express from "express";
import { type AppLoadContext, createRequestHandler, type ServerBuild } from "react-router";
import type { DatabaseHandle } from "~/.server/db/client";
import type { Logger } from "~/.server/logger";
import { writeResponseBody } from "./response-body";
import { isForeignOriginWrite } from "./same-origin";
import { contentSecurityPolicy } from "./security-headers";

/**
 * While the database is unreachable (PostgreSQL restarting, a failover), every page and post
 * answers 503 with a short Portuguese page instead of an error page or a stack trace, and
 * nothing is stored half-way: a post that got this answer was not received. As soon as the
 * database answers again the same process serves normally (the pool reconnects by itself).
 */

export const outageTitle = "Voltamos em instantes";

/** The 503 page: self-contained (no database, no scripts), readable on a phone. */
export function outagePage(nonce: string | undefined): string {
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : "";
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${outageTitle} · Cota Fácil</title>
<style${nonceAttribute}>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:32rem;margin:0 auto;padding:4rem 1.5rem}
h1{font-size:1.75rem;margin:0 0 1rem}
p{font-size:1.0625rem;line-height:1.6;margin:0 0 1rem}
a{color:#1d4ed8;font-weight:600}
</style>
</head>
<body>
<main>
<h1>${outageTitle}</h1>
<p>O site está passando por uma instabilidade rápida. Aguarde alguns segundos e atualize a página.</p>
<p>Se você estava enviando um formulário, ele não chegou até nós: envie-o novamente em instantes.</p>
<p><a href="/">Voltar para a página inicial</a></p>
</main>
</body>
</html>
`;
}

function sendOutagePage(res: express.Response) {
  if (res.headersSent) {
    res.end();
    return;
  }
  res
    .status(503)
    .set({
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "5",
    })
    .send(outagePage(res.locals.cspNonce as string | undefined));
}

/** Answers 503 at once while the database is known to be down: no request piles up on it. */
export function databaseOutageGate(database: DatabaseHandle): express.RequestHandler {
  return (_req, res, next) => {
    if (database.availability.available) return next();
    sendOutagePage(res);
  };
}

/**
 * React Router on Express (what @react-router/express does), with one addition: an answer of
 * 500 or more is checked against the database before it is sent. When the database does not
 * answer, the outage page goes out instead — the first requests of an outage fail inside a
 * loader or an action, before anything else has noticed it.
 */
export function reactRouterHandler(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: express.Request, res: express.Response) => unknown;
  database: DatabaseHandle;
  logger: Logger;
}): express.RequestHandler {
  const handle = createRequestHandler(options.build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      const request = requestOf(req, res);
      if (isForeignOriginWrite(request)) {
        options.logger.info(
          {
            method: req.method,
            path: req.path,
            status: 400,
            reason: "its Origin is another site",
            origin: req.get("origin")?.slice(0, 200),
          },
          "request refused",
        );
        res.status(400).type("text/plain").send("Requisição inválida.");
        return;
      }
      const context = options.getLoadContext(req, res) as AppLoadContext;
      const response = withResponseCookies(await handle(request, context), context);
      // A page drawn with advertising tags: its CSP allows their hosts (docs/decisions/056).
      if (context.adConsent) {
        res.setHeader(
          "Content-Security-Policy",
          contentSecurityPolicy(context.nonce, context.services.config, context.adConsent),
        );
      }
      if (response.status >= 500 && !(await options.database.availability.check())) {
        await response.body?.cancel().catch(() => {});
        options.logger.warn({ url: req.originalUrl }, "database unreachable: answered 503");
        sendOutagePage(res);
        return;
      }
      await sendResponse(res, response, options.logger);
    } catch (error) {
      if (!(await options.database.availability.check())) {
        sendOutagePage(res);
        return;
      }
      next(error);
    }
  };
}

/**
 * Attaches the cookies the request's loaders and actions recorded (the renewed admin session,
 * the cleared flash) to its answer, whichever it is: a page, a .data request, a redirect, a
 * download. The one place they are passed on; a response that already sets the same cookie
 * keeps its own.
 */
export function withResponseCookies(
  response: Response,
  context: Pick<AppLoadContext, "responseCookies">,
): Response {
  const recorded = context.responseCookies?.getSetCookie() ?? [];
  if (recorded.length === 0) return response;
  const own = new Set(response.headers.getSetCookie().map(cookieName));
  const extra = recorded.filter((cookie) => !own.has(cookieName(cookie)));
  if (extra.length === 0) return response;
  // Responses built by React Router may have immutable headers (redirects from fetch helpers).
  const headers = new Headers(response.headers);
  for (const cookie of extra) headers.append("Set-Cookie", cookie);
  if (!headers.has("Cache-Control") || !/\b(?:private|no-store)\b/.test(headers.get("Cache-Control") ?? ""))
    headers.set("Cache-Control", "private, no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function cookieName(setCookie: string): string {
  return setCookie.slice(0, setCookie.indexOf("=")).trim();
}

function requestOf(req: express.Request, res: express.Response): Request {
  // The address as @react-router/express builds it: Express's hostname (which honours
  // TRUST_PROXY) cut at any character that would change the URL, and the port of the Host.
  const [, forwardedPort] = req.app.enabled("trust proxy")
    ? (req.get("X-Forwarded-Host")?.split(":") ?? [])
    : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort]
    .map((text) => Number.parseInt(text ?? "", 10))
    .find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  const url = new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

async function sendResponse(res: express.Response, response: Response, logger: Logger) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (!response.body) {
    res.end();
    return;
  }
  // A JSON answer (a lead form's result) goes whole, with its length: the compression
  // middleware then leaves a small one alone instead of starting a zlib stream for each.
  if (response.headers.get("content-type")?.startsWith("application/json")) {
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  try {
    await writeResponseBody(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) {
      // The body failed half-way (a CSV export's batch could not be read): the download was cut.
      logger.warn({ err: error, url: res.req.originalUrl }, "streamed answer cut: its body failed");
      return;
    }
    throw error;
  }
}
