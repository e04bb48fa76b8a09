import type { RequestHandler } from "express";

/**
 * A request answered before its body was read to the end (a 413 after the first 64 KB of a
 * 50 MB post, a 415, a 403) has the rest of its body discarded as it arrives, never kept in
 * memory, so the connection stays usable. Node does this by itself only for bodies nobody began
 * to read; a size-limited reader has begun. The server's requestTimeout bounds how long a slow
 * sender can keep it going.
 */
export function discardUnreadBody(): RequestHandler {
  return (req, res, next) => {
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      req.removeAllListeners("data");
      req.resume();
    });
    next();
  };
}
