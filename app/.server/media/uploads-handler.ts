import { eq, sql } from "drizzle-orm";
import type { NextFunction, Request, Response } from "express";
import type { Database } from "~/.server/db/client";
import { mediaFiles } from "~/.server/db/schema";
import { isStorageKey } from "./storage";

/**
 * Serves uploaded files from the database at /uploads/<key> (mounted there by server.ts), the
 * same on every instance. A key's bytes never change (random names, insert-only), so answers are
 * cached for a year; the ETag is the MD5 of the bytes, computed by the database, so a
 * revalidation (If-None-Match) is answered 304 without sending the bytes over.
 */
export function serveUploads(db: Database) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      // req.path is still percent-encoded: "..%2f" and the like never match a key.
      const key = req.path.slice(1);
      if ((req.method !== "GET" && req.method !== "HEAD") || !isStorageKey(key)) {
        notFound(res);
        return;
      }
      // A first visit reads the bytes with the rest in one query; a revalidation first only the tag.
      const revalidating = req.method === "HEAD" || req.get("if-none-match") !== undefined;
      const [file] = await db
        .select({
          contentType: mediaFiles.contentType,
          size: mediaFiles.size,
          digest: sql<string>`md5(${mediaFiles.bytes})`,
          bytes: revalidating ? sql<null>`null` : mediaFiles.bytes,
        })
        .from(mediaFiles)
        .where(eq(mediaFiles.key, key));
      if (!file) {
        notFound(res);
        return;
      }
      const etag = `"${file.digest}"`;
      res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      res.setHeader("ETag", etag);
      res.setHeader("X-Content-Type-Options", "nosniff");
      // An image opened on its own can run nothing, whatever is in it.
      res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (matchesEtag(req.get("if-none-match"), etag)) {
        res.status(304).end();
        return;
      }
      res.setHeader("Content-Type", file.contentType);
      res.setHeader("Content-Length", String(file.size));
      if (req.method === "HEAD") {
        res.status(200).end();
        return;
      }
      const bytes =
        file.bytes ??
        (await db.select({ bytes: mediaFiles.bytes }).from(mediaFiles).where(eq(mediaFiles.key, key)))[0]
          ?.bytes;
      if (!bytes) {
        // Deleted between the two reads.
        res.removeHeader("Cache-Control");
        res.removeHeader("ETag");
        notFound(res);
        return;
      }
      res.status(200).end(bytes);
    } catch (error) {
      next(error);
    }
  };
}

function notFound(res: Response) {
  res.status(404).type("text/plain").setHeader("X-Content-Type-Options", "nosniff").send("Not found");
}

/** If-None-Match holds this tag, or "*" (a list of tags, possibly weak ones: W/ is ignored). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === etag || tag === "*");
}
