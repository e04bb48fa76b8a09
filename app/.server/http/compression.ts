import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * How answers made once and sent many times are compressed (the page cache's pages, the pages'
 * scripts files): at the best settings, since the cost is paid once; and which copy a request
 * gets.
 */

const gzip = promisify(zlib.gzip);
const brotliCompress = promisify(zlib.brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

export function gzipText(bytes: Buffer): Promise<Buffer> {
  return gzip(bytes, { level: 9 });
}

export function brotliText(bytes: Buffer): Promise<Buffer> {
  return brotliCompress(bytes, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

/**
 * Brotli, else gzip, else the bytes as they are: the server's preference among what the
 * client accepts (q > 0); Brotli only once it is ready.
 */
export function chooseEncoding(acceptEncoding: string | undefined, brotliReady: boolean): Encoding {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (brotliReady && accepts("br")) return "br";
  if (accepts("gzip")) return "gzip";
  return "identity";
}
