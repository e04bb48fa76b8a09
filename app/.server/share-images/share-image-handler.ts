import crypto from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "~/.server/logger";
import { drawShareImage } from "./draw-share-image";
import { readShareImageAddress } from "./share-image-address";

/**
 * Serves the generated share cards at /og/p/<signature>.<texts>.png (mounted there by server.ts;
 * addresses from shareImageFor). Only addresses this site signed are drawn; each is drawn once and
 * kept in memory (at most `keep` of them, the least recently asked for dropped first), and cards
 * are drawn one at a time, so crawlers asking for many cards at once cost one core at most. The
 * image at an address never changes: cached for a year.
 */
export function serveShareImages(options: { secret: string; logger: Logger; keep?: number }) {
  const keep = options.keep ?? 200;
  const kept = new Map<string, Promise<{ png: Buffer; etag: string }>>();
  let drawing: Promise<unknown> = Promise.resolve();

  /** The card of an address: the kept one, or drawn after the cards already waiting. */
  function cardFor(fileName: string, text: { title: string; subtitle: string }) {
    const known = kept.get(fileName);
    if (known) {
      // Most recently used last: a Map keeps insertion order.
      kept.delete(fileName);
      kept.set(fileName, known);
      return known;
    }
    const card = drawing.then(async () => {
      const png = await drawShareImage(text);
      return { png, etag: `"${crypto.createHash("sha256").update(png).digest("base64url").slice(0, 27)}"` };
    });
    drawing = card.catch(() => {});
    kept.set(fileName, card);
    // A failed drawing is not kept: the next request tries again.
    card.catch(() => kept.delete(fileName));
    while (kept.size > keep) kept.delete(kept.keys().next().value as string);
    return card;
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const fileName = req.path.slice(1);
      const text =
        req.method === "GET" || req.method === "HEAD"
          ? readShareImageAddress(options.secret, fileName)
          : null;
      if (!text) {
        res.status(404).type("text/plain").setHeader("X-Content-Type-Options", "nosniff").send("Not found");
        return;
      }
      const { png, etag } = await cardFor(fileName, text);
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("ETag", etag);
      res.setHeader("X-Content-Type-Options", "nosniff");
      res.setHeader("Content-Security-Policy", "default-src 'none'; sandbox");
      if (
        req
          .get("if-none-match")
          ?.split(",")
          .some((tag) => tag.trim().replace(/^W\//, "") === etag)
      ) {
        res.status(304).end();
        return;
      }
      res.setHeader("Content-Type", "image/png");
      res.setHeader("Content-Length", String(png.length));
      res.status(200).end(req.method === "HEAD" ? undefined : png);
    } catch (error) {
      options.logger.error({ err: error }, "share image: could not draw the card");
      next(error);
    }
  };
}
