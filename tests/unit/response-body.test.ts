import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { writeResponseBody } from "~/.server/http/response-body";

/**
 * A streamed answer (the CSV export, a page) through the compression middleware, as server.ts
 * sends it: every byte arrives, the process warns of no leaked listener however many times the
 * response made the body wait, and a client that leaves stops the reading.
 */

const CHUNK = 64 * 1024;

function body(chunks: Buffer[], onCancel: () => void = () => {}) {
  let index = 0;
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (index < chunks.length) controller.enqueue(chunks[index++]);
        else controller.close();
      },
      cancel: onCancel,
    },
    { highWaterMark: 0 },
  );
}

let server: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(makeBody: () => ReadableStream<Uint8Array>): Promise<string> {
  const app = express();
  app.use(compression());
  app.get("/file.csv", async (_req, res) => {
    res.setHeader("Content-Type", "text/csv; charset=utf-8");
    await writeResponseBody(makeBody(), res).catch(() => {});
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/file.csv`;
}

function download(
  url: string,
  encoding: string,
  slow = false,
): Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": encoding } }, (response) => {
        const parts: Buffer[] = [];
        response.on("data", (part: Buffer) => {
          parts.push(part);
          if (slow) {
            // A slow client: the server's writes fill up and it waits for room many times.
            response.pause();
            setTimeout(() => response.resume(), 1);
          }
        });
        response.on("end", () => resolve({ headers: response.headers, bytes: Buffer.concat(parts) }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("a streamed answer through compression", () => {
  it("arrives whole, gzipped, with no leaked drain listener after many waits", async () => {
    const chunks = Array.from({ length: 80 }, () => randomBytes(CHUNK));
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on("warning", onWarning);
    try {
      const url = await serve(() => body(chunks));
      const { headers, bytes } = await download(url, "gzip", true);
      expect(headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(bytes).equals(Buffer.concat(chunks))).toBe(true);
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off("warning", onWarning);
    }
    expect(warnings).not.toContain("MaxListenersExceededWarning");
  }, 30_000);

  it("arrives whole without compression", async () => {
    const chunks = Array.from({ length: 40 }, () => randomBytes(CHUNK));
    const url = await serve(() => body(chunks));
    const { headers, bytes } = await download(url, "identity", true);
    expect(headers["content-encoding"]).toBeUndefined();
    expect(bytes.equals(Buffer.concat(chunks))).toBe(true);
  });

  it("keeps no chunk in memory once it is sent, however large the body", async () => {
    // 131 MB in 2,000 chunks, read as fast as they come; the body is made as it is read.
    const piece = "x".repeat(CHUNK - 10);
    let made = 0;
    let peak = 0;
    const large = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (made >= 2000) return controller.close();
            peak = Math.max(peak, process.memoryUsage().arrayBuffers);
            controller.enqueue(Buffer.from(`${piece}${String(made++).padStart(10, "0")}`));
          },
        },
        { highWaterMark: 0 },
      );
    const url = await serve(large);
    const before = process.memoryUsage().arrayBuffers;
    let received = 0;
    await new Promise<void>((resolve, reject) => {
      http
        .get(url, { headers: { "accept-encoding": "identity" } }, (response) => {
          response.on("data", (part: Buffer) => {
            received += part.byteLength;
          });
          response.on("end", resolve);
        })
        .on("error", reject);
    });
    expect(received).toBe(2000 * CHUNK);
    // Chunks held until the end would be 131 MB; sent ones wait only for the next collection.
    expect(peak - before).toBeLessThan(60_000_000);
  }, 30_000);

  it("stops reading the body when the client leaves", async () => {
    let cancelled = false;
    let pulled = 0;
    const endless = () =>
      new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            pulled++;
            controller.enqueue(randomBytes(CHUNK));
          },
          cancel: () => {
            cancelled = true;
          },
        },
        { highWaterMark: 0 },
      );
    const url = await serve(endless);
    await new Promise<void>((resolve, reject) => {
      const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
        response.once("data", () => {
          request.destroy();
          resolve();
        });
      });
      request.on("error", () => {});
      request.on("close", resolve);
      setTimeout(() => reject(new Error("no byte arrived")), 5000);
    });
    await expect.poll(() => cancelled, { timeout: 5000 }).toBe(true);
    const pulledAtCancel = pulled;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pulled).toBe(pulledAtCancel);
  });
});
