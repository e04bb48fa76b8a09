import crypto from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import type { RequestHandler } from "express";
import type { Database } from "~/.server/db/client";
import { pageScriptFiles } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { brotliText, chooseEncoding, gzipText } from "./compression";
import { LruStore } from "./page-cache-store";

/**
 * The scripts files of cached pages (docs/decisions/033). A page the page cache keeps names, in a
 * few lines, one file that holds what its scripts need: React Router's context, the page's data
 * and the bootstrap (.server/http/scripts-after-paint.ts). The file is named by the hash of its
 * text and kept in the database, so any instance answers for any page, also one drawn before a
 * save that a CDN still holds; each instance keeps the files it served compressed in memory.
 */

export const PAGE_SCRIPTS_PATH = "/__page-scripts";
/** A file's name: the first 32 characters of its text's SHA-256, base64url. */
const fileName = /^\/([\w-]{32})\.js$/;
const YEAR_LONG = "public, max-age=31536000, immutable";
/** Files not drawn again for this long are removed; every cached page is drawn at least daily. */
const KEEP_FOR_DAYS = 7;
const CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

type CompressedFile = { gzip: Buffer; br: Buffer };

export type PageScripts = {
  /** Stores the file (once per text) and returns its address, for the page to name. */
  save(body: string): Promise<string>;
  /** GET /__page-scripts/<name>.js: the file, compressed, cached for a year. */
  handler: RequestHandler;
};

export function createPageScripts(db: Database, logger: Logger): PageScripts {
  const memory = new LruStore<CompressedFile>(400, 16 * 1024 * 1024);
  let lastCleanUp = 0;

  async function compressed(body: string): Promise<CompressedFile> {
    const bytes = Buffer.from(body, "utf8");
    const [gzip, br] = await Promise.all([gzipText(bytes), brotliText(bytes)]);
    return { gzip, br };
  }

  function remember(name: string, file: CompressedFile): void {
    memory.set(name, file, file.gzip.length + file.br.length);
  }

  async function save(body: string): Promise<string> {
    const name = crypto.createHash("sha256").update(body).digest("base64url").slice(0, 32);
    // Drawn again: the row is renewed, so a file in use is never old enough to be removed.
    await db
      .insert(pageScriptFiles)
      .values({ name, body })
      .onConflictDoUpdate({ target: pageScriptFiles.name, set: { createdAt: sql`now()` } });
    if (!memory.get(name)) remember(name, await compressed(body));
    cleanUpNowAndThen();
    return `${PAGE_SCRIPTS_PATH}/${name}.js`;
  }

  function cleanUpNowAndThen(): void {
    if (Date.now() - lastCleanUp < CLEAN_UP_EVERY_MS) return;
    lastCleanUp = Date.now();
    db.delete(pageScriptFiles)
      .where(lt(pageScriptFiles.createdAt, sql`now() - make_interval(days => ${KEEP_FOR_DAYS})`))
      .then(
        () => {},
        (error: unknown) => logger.warn({ err: error }, "page scripts: removing old files failed"),
      );
  }

  async function find(name: string): Promise<CompressedFile | undefined> {
    const known = memory.get(name);
    if (known) return known;
    const [row] = await db
      .select({ body: pageScriptFiles.body })
      .from(pageScriptFiles)
      .where(eq(pageScriptFiles.name, name));
    if (!row) return undefined;
    const file = await compressed(row.body);
    remember(name, file);
    return file;
  }

  const handler: RequestHandler = async (req, res, next) => {
    // Everything under the path is this handler's: a name it does not have is a 404.
    const name = fileName.exec(req.path)?.[1];
    try {
      const file = (req.method === "GET" || req.method === "HEAD") && name ? await find(name) : undefined;
      if (!file) {
        res.setHeader("Cache-Control", "no-store");
        res.status(404).type("text/plain").send("Not Found");
        return;
      }
      // Every browser that runs these modules accepts gzip; Brotli where it says so.
      const encoding = chooseEncoding(req.get("accept-encoding"), true) === "br" ? "br" : "gzip";
      const body = file[encoding];
      res.setHeader("Content-Type", "text/javascript; charset=utf-8");
      res.setHeader("Cache-Control", YEAR_LONG);
      res.setHeader("Vary", "Accept-Encoding");
      res.setHeader("Content-Encoding", encoding);
      res.setHeader("Content-Length", String(body.length));
      res.status(200).end(req.method === "HEAD" ? undefined : body);
    } catch (error) {
      next(error);
    }
  };

  return { save, handler };
}
