import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { fetch } from "undici";
import type { Database } from "~/.server/db/client";
import { mediaFiles } from "~/.server/db/schema";
import {
  checkWebhookUrl,
  nonPublicAddressCode,
  publicOnlyDispatcher,
  webhookUrlMessages,
} from "~/.server/security/webhook-url";
import { formatBytes } from "./images";
import { isStorageKey, UPLOADS_URL_PREFIX } from "./storage";

/**
 * Whether an image address an admin types (Media → add by URL, a page hero's image, the logo)
 * really answers with an image, asked before it is saved: a typo or a page address would
 * otherwise become a broken image on the public site. In production only public addresses are
 * fetched, with the webhooks' SSRF guard (app/.server/security/webhook-url.ts): the host's every
 * address is checked before, and again at connection time, and each redirect is checked anew.
 */

export const IMAGE_FETCH_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 3;

export type ImageAddressCheck = { ok: true; contentType: string } | { ok: false; reason: string };

export type ImageAddressOptions = {
  /** Development and tests: loopback and private addresses may be fetched. */
  allowPrivateNetwork: boolean;
  /** The largest image accepted: the same limit as an upload. */
  maxBytes: number;
  timeoutMs?: number;
};

export const imageAddressMessages = {
  unreachable: "Não foi possível abrir este endereço. Confira a URL da imagem.",
  timeout: `O endereço não respondeu em ${IMAGE_FETCH_TIMEOUT_MS / 1000} segundos. Confira a URL da imagem.`,
  httpError: (status: number) => `O endereço respondeu com erro (HTTP ${status}). Confira a URL da imagem.`,
  notImage: "Este endereço não leva a uma imagem. Use o endereço do arquivo da imagem (.jpg, .png, .webp…).",
  empty: "Este endereço respondeu sem conteúdo. Confira a URL da imagem.",
  tooLarge: (maxBytes: number) => `A imagem passa do limite de ${formatBytes(maxBytes)}.`,
  tooManyRedirects: "Este endereço redireciona vezes demais. Use o endereço final da imagem.",
} as const;

/** Absolute addresses are fetched; a site path ("/uploads/…") is looked up (checkSiteImagePath). */
export function needsImageCheck(url: string): boolean {
  return /^https?:\/\//i.test(url.trim());
}

export type SiteImageOptions = {
  db: Database;
  /** The folder this site's static files are served from (build/client, or public/ in development). */
  staticRoot: string;
  maxBytes: number;
};

/** The image types a static file may be, by extension (what express.static would send). */
const staticImageTypes: Record<string, string> = {
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".jpeg": "image/jpeg",
  ".jpg": "image/jpeg",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
};

/**
 * The same check for a path on this site ("/uploads/…", "/images/…"), answered from where the
 * server would take it: an upload's row in the media store, or a file among the static files.
 * Anything else is a page (or the not-found page), never an image. Looked up rather than fetched:
 * the server need not know an address where it can reach itself.
 */
export async function checkSiteImagePath(url: string, options: SiteImageOptions): Promise<ImageAddressCheck> {
  const pathname = url.trim().split(/[?#]/, 1)[0];
  const found = pathname.startsWith(UPLOADS_URL_PREFIX)
    ? await storedUpload(options.db, pathname.slice(UPLOADS_URL_PREFIX.length))
    : await staticFile(options.staticRoot, pathname);
  if (!found) {
    // A missing file answers the not-found page; a path without a file name is a page.
    return {
      ok: false,
      reason: /\.[a-z0-9]+$/i.test(pathname)
        ? imageAddressMessages.httpError(404)
        : imageAddressMessages.notImage,
    };
  }
  if (!found.contentType.startsWith("image/")) return { ok: false, reason: imageAddressMessages.notImage };
  if (found.size === 0) return { ok: false, reason: imageAddressMessages.empty };
  if (found.size > options.maxBytes)
    return { ok: false, reason: imageAddressMessages.tooLarge(options.maxBytes) };
  return { ok: true, contentType: found.contentType };
}

type SiteFile = { contentType: string; size: number };

async function storedUpload(db: Database, key: string): Promise<SiteFile | null> {
  if (!isStorageKey(key)) return null;
  const [file] = await db
    .select({ contentType: mediaFiles.contentType, size: mediaFiles.size })
    .from(mediaFiles)
    .where(eq(mediaFiles.key, key));
  return file ?? null;
}

async function staticFile(root: string, pathname: string): Promise<SiteFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const base = path.resolve(root);
  const file = path.resolve(base, `.${decoded}`);
  // "/../" and the like never leave the static folder.
  if (!file.startsWith(`${base}${path.sep}`) || decoded.includes("\0")) return null;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    const contentType = staticImageTypes[path.extname(file).toLowerCase()] ?? "application/octet-stream";
    return { contentType, size: stat.size };
  } catch {
    return null;
  }
}

export async function checkImageAddress(
  url: string,
  options: ImageAddressOptions,
): Promise<ImageAddressCheck> {
  const timeoutMs = options.timeoutMs ?? IMAGE_FETCH_TIMEOUT_MS;
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  try {
    for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
      const guard = await checkWebhookUrl(current, { allowPrivateNetwork: options.allowPrivateNetwork });
      if (!guard.ok) return guard;
      const response = await fetch(current, {
        headers: { accept: "image/*" },
        redirect: "manual",
        signal,
        dispatcher: options.allowPrivateNetwork ? undefined : publicOnlyDispatcher,
      });
      const location = response.headers.get("location");
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel().catch(() => {});
        current = new URL(location, current).href;
        continue;
      }
      return await judgeAnswer(response, options.maxBytes);
    }
    return { ok: false, reason: imageAddressMessages.tooManyRedirects };
  } catch (error) {
    if (signal.aborted) return { ok: false, reason: imageAddressMessages.timeout };
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === nonPublicAddressCode) {
      return { ok: false, reason: webhookUrlMessages.privateNetwork };
    }
    return { ok: false, reason: imageAddressMessages.unreachable };
  }
}

type Answer = Awaited<ReturnType<typeof fetch>>;

/** A 2xx answer typed image/*, not empty, within the size limit (read no further than that). */
async function judgeAnswer(response: Answer, maxBytes: number): Promise<ImageAddressCheck> {
  const refuse = async (reason: string): Promise<ImageAddressCheck> => {
    await response.body?.cancel().catch(() => {});
    return { ok: false, reason };
  };
  if (!response.ok) return refuse(imageAddressMessages.httpError(response.status));
  const contentType = (response.headers.get("content-type") ?? "").split(";")[0].trim().toLowerCase();
  if (!contentType.startsWith("image/")) return refuse(imageAddressMessages.notImage);
  const declared = Number(response.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes)
    return refuse(imageAddressMessages.tooLarge(maxBytes));
  let seen = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      seen += chunk.byteLength;
      if (seen > maxBytes) return refuse(imageAddressMessages.tooLarge(maxBytes));
    }
  }
  if (seen === 0) return { ok: false, reason: imageAddressMessages.empty };
  return { ok: true, contentType };
}

/** Where server.ts serves static files from: the build's client folder, or public/ under Vite. */
export function siteStaticRoot(isProduction: boolean): string {
  return path.resolve(isProduction ? "build/client" : "public");
}
