import type { ErrorRequestHandler } from "express";
import type { Logger } from "~/.server/logger";

/**
 * The last Express handler: whatever a middleware or the request handler threw is logged as one
 * JSON line (the stack inside it, never a multi-line trace on stdout) and answered with a short
 * text. A client error Express or body-parser recognised (malformed JSON, a body over its limit)
 * keeps its 4xx status; anything else is a 500 that tells nothing about the inside.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const declared = Number(
      (error as { status?: unknown; statusCode?: unknown }).status ?? error?.statusCode,
    );
    const status = Number.isInteger(declared) && declared >= 400 && declared < 600 ? declared : 500;
    const details = {
      err: error,
      requestId: res.locals.requestId,
      method: req.method,
      path: req.path,
      status,
    };
    if (status >= 500) logger.error(details, "request failed");
    else logger.warn(details, "request refused");
    if (res.headersSent) {
      // Part of the answer is out: the connection is closed so the client sees it incomplete.
      req.socket.destroy();
      return;
    }
    res
      .status(status)
      .type("text/plain")
      .send(status >= 500 ? "Erro interno. Tente novamente em instantes." : "Requisição inválida.");
  };
}
