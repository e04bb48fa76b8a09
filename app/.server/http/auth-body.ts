import express, { type RequestHandler } from "express";

/**
 * Better Auth's endpoints (/api/auth/*) take small JSON bodies. Its Node adapter would read any
 * body whole, so writes are checked here first: a body must be JSON (415 otherwise), at most
 * 16 KB (413) and well-formed (400). The parsed body is handed on; Better Auth's adapter uses
 * an already-read body as it is.
 */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

const parseJson = express.json({ limit: AUTH_BODY_MAX_BYTES, type: () => true });

export function boundedAuthBody(): RequestHandler {
  return (req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method) || !hasBody(req.headers)) return next();
    if (!req.is("application/json")) {
      res.status(415).json({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Send a JSON body" });
      return;
    }
    parseJson(req, res, (error?: unknown) => {
      if (!error) return next();
      const status = (error as { status?: number }).status;
      if (status === 413) {
        res
          .status(413)
          .set("Connection", "close")
          .json({ code: "BODY_TOO_LARGE", message: "Body too large" });
      } else if (status && status < 500) {
        res.status(400).json({ code: "INVALID_BODY", message: "Malformed JSON body" });
      } else {
        next(error);
      }
    });
  };
}

function hasBody(headers: { "content-length"?: string; "transfer-encoding"?: string }): boolean {
  return headers["transfer-encoding"] !== undefined || Number(headers["content-length"] ?? 0) > 0;
}
