import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

/**
 * Better Auth's endpoints (/api/auth/*) take small JSON bodies. Its Node adapter would read any
 * body whole, so writes are checked here first: a body must be JSON (415 otherwise), at most
 * 16 KB (413, as soon as it passes the limit) and well-formed (400). The parsed body is handed
 * on as req.body, which Better Auth's adapter uses as it is.
 */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

export function boundedAuthBody(): RequestHandler {
  return async (req, res, next) => {
    if (["GET", "HEAD", "OPTIONS"].includes(req.method) || !hasBody(req)) return next();
    if (!req.is("application/json")) {
      res.status(415).json({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Send a JSON body" });
      return;
    }
    const text = await readWithin(req, AUTH_BODY_MAX_BYTES).catch(() => null);
    if (text === "too-large") {
      res.status(413).json({ code: "BODY_TOO_LARGE", message: "Body too large" });
      return;
    }
    const body = text === null ? undefined : parseObject(text);
    if (body === undefined) {
      res.status(400).json({ code: "INVALID_BODY", message: "Malformed JSON body" });
      return;
    }
    req.body = body;
    next();
  };
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The body as text, or "too-large" as soon as more than `maxBytes` arrived (the rest is then
 * discarded by http/unread-body.ts once the 413 is sent).
 */
function readWithin(req: IncomingMessage, maxBytes: number): Promise<string | "too-large"> {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) return Promise.resolve("too-large");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let seen = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen <= maxBytes) {
        chunks.push(chunk);
        return;
      }
      stop();
      resolve("too-large");
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}
