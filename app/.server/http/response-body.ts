import type { ServerResponse } from "node:http";

/**
 * Writes a Response's streamed body (a page, a CSV export) to Node's response, waiting for the
 * client whenever the response says it is full (backpressure).
 *
 * Not React Router's own writer (writeReadableStreamToWritable), for two reasons found on the
 * CSV export of a million leads (docs/decisions/075):
 * - It races every read with a promise that settles only if the response fails, and a promise
 *   still pending keeps each race's result: every chunk sent stayed in memory until the end of
 *   the response (about 300 MB for that export).
 * - It adds a `once("drain")` listener for every wait and removes it with `off`. The compression
 *   middleware moves `drain` listeners to its zlib stream but not their removal, so each wait
 *   left a listener there, all of them called again at each later `drain`.
 * Here one listener per response, added with `on` and never removed, wakes whichever wait is
 * pending; it goes with the response. A client that leaves is seen after the read in progress.
 */
export async function writeResponseBody(
  body: ReadableStream<Uint8Array>,
  res: ServerResponse & { flush?: () => void },
): Promise<void> {
  const reader = body.getReader();
  let wake: (() => void) | null = null;
  const resume = () => {
    const pending = wake;
    wake = null;
    pending?.();
  };
  res.on("drain", resume);
  res.once("close", resume);
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (res.destroyed || res.writableEnded) {
        // The client went away: read nothing more.
        if (!done) await reader.cancel().catch(() => {});
        return;
      }
      if (done) {
        res.end();
        return;
      }
      const roomLeft = res.write(value);
      // A page's shell leaves the compressor at once instead of waiting for its deferred parts.
      res.flush?.();
      if (!roomLeft && !res.destroyed) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    }
  } catch (error) {
    // A body that fails half-way: the client sees the download cut, not a complete-looking file.
    await reader.cancel(error).catch(() => {});
    if (!res.destroyed) {
      res.once("error", () => {});
      res.destroy(error instanceof Error ? error : new Error(String(error)));
    }
    throw error;
  } finally {
    res.off("close", resume);
    reader.releaseLock();
  }
}
