import type { RequestHandler } from "express";
import { PRIVATE_PAGE_CACHE_CONTROL } from "./page-cache";
import { isAdminPath } from "./same-origin";

/**
 * Everything under /admin (pages, their data requests, downloads) and the admin API answers
 * `Cache-Control: private, no-store`: the screens show leads' personal data, which no browser cache or
 * shared proxy may keep. Set as the headers go out, so it wins over whatever a route set.
 */
export function noStoreForAdmin(): RequestHandler {
  return (req, res, next) => {
    if (!isAdminPath(req.path)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
      if (!res.headersSent) res.setHeader("Cache-Control", PRIVATE_PAGE_CACHE_CONTROL);
      return writeHead.apply(this, args);
    } as typeof res.writeHead;
    next();
  };
}
