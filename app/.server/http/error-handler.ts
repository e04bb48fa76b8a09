import type { ErrorRequestHandler } from "express";
import type { Logger } from "~/.server/logger";
import { logRequestError } from "./request-errors";

/**
 * The last Express handler: whatever a middleware or the request handler threw is logged as one
 * JSON line (request-errors.ts: a client error at info without its stack, a server fault at
 * error with it) and answered with a short text. A client error Express or body-parser
 * recognised (malformed JSON or address, a body over its limit) keeps its 4xx status; anything
 * else is a 500 that tells nothing about the inside.
 */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = logRequestError(logger, error, {
      requestId: res.locals.requestId,
      method: req.method,
      path: req.path,
    });
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
