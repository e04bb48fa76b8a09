import http from "node:http";
import zlib from "node:zlib";

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent on the wire (still compressed when Content-Encoding is set). */
  raw: Buffer;
  /** The body decoded to text (gunzipped / brotli-decoded when needed). */
  text: string;
};

/**
 * A plain HTTP GET that shows the answer as the server sent it: no automatic decompression,
 * no default Accept-Encoding, so compression and caching headers can be checked exactly.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers["content-encoding"];
        const decoded =
          encoding === "gzip"
            ? zlib.gunzipSync(raw)
            : encoding === "br"
              ? zlib.brotliDecompressSync(raw)
              : encoding === "deflate"
                ? zlib.inflateSync(raw)
                : raw;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          raw,
          text: decoded.toString("utf8"),
        });
      });
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on("error", reject);
  });
}

/** The scripts file a page kept by the page cache imports after its first paint (docs/decisions/033). */
export function pageScriptsFileOf(html: string): string | undefined {
  return /"(\/__page-scripts\/[\w-]{32}\.js)"/.exec(html)?.[1];
}
