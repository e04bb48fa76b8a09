import crypto from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "~/.server/logger";

/** One JSON line per request with its id (echoed in X-Request-Id), status and duration. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    res.setHeader("X-Request-Id", requestId);
    res.locals.requestId = requestId;
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      const isAsset = req.path.startsWith("/assets/") || req.path.startsWith("/@");
      logger[isAsset ? "debug" : "info"](
        {
          requestId,
          method: req.method,
          path: req.path,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        },
        "request",
      );
    });
    next();
  };
}
