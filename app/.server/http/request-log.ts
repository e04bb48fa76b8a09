import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import type { Logger } from "~/.server/logger";

/** One JSON line per request with its id (echoed in X-Request-Id), status and duration. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    res.locals.requestId = logRequest(logger, req, res, req.path);
    next();
  };
}

/**
 * Gives the request its id (the caller's X-Request-Id when it is a plain token) and logs it
 * once its answer has gone out; returns the id. Also used by the page cache's early answers,
 * which never reach Express.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, path: string): string {
  const incoming = req.headers["x-request-id"];
  const requestId =
    typeof incoming === "string" && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
  res.setHeader("X-Request-Id", requestId);
  const isAsset = path.startsWith("/assets/") || path.startsWith("/@");
  const level = isAsset ? "debug" : "info";
  if (!logger.isLevelEnabled(level)) return requestId;
  const started = process.hrtime.bigint();
  res.on("finish", () => {
    const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
    logger[level](
      {
        requestId,
        method: req.method,
        path,
        status: res.statusCode,
        durationMs: Math.round(durationMs * 10) / 10,
      },
      "request",
    );
  });
  return requestId;
}
