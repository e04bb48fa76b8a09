import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP endpoint on 127.0.0.1 standing in for a CRM webhook. It records every request and
 * answers with a programmable sequence of responses, and can go down and come back on the same
 * port.
 *
 *   const receiver = await startWebhookReceiver();
 *   receiver.respondWith(500, 500, 200);            // then 200 for everything after
 *   // ... point LEAD_WEBHOOK_URL at receiver.url and send a lead ...
 *   const [first] = await receiver.waitForRequests(3, 10_000);
 *   expect(first.headers["webhook-id"]).toBeDefined();
 *   receiver.hanging = true;                        // accepts requests, never answers
 *   await receiver.goDown();                        // connections refused
 *   await receiver.comeBack();                      // listening again on the same port
 *   await receiver.close();
 */

export type ReceivedRequest = {
  method: string;
  /** Path and query string, e.g. "/hooks/lead?x=1". */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The raw body text (what a signature is computed over). */
  body: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  receivedAt: Date;
  /** The status code the receiver answered (0: it never answered, see `hanging`). */
  status: number;
};

export type PlannedResponse =
  | number
  | {
      status: number;
      /** Wait this long before answering (to exercise the sender's timeout). */
      delayMs?: number;
      body?: string;
      headers?: Record<string, string>;
    };

export type WebhookReceiver = {
  /** Base URL, e.g. "http://127.0.0.1:41234/webhook". Any path is accepted and recorded. */
  url: string;
  port: number;
  /** Every request received so far, oldest first. */
  requests: ReceivedRequest[];
  /** Queue the next answers; once used up, the receiver answers `defaultStatus` (200). */
  respondWith(...responses: PlannedResponse[]): void;
  /** The status answered when nothing is queued (200 unless changed). */
  defaultStatus: number;
  /**
   * A CRM that hangs: every request is read and recorded, then left without an answer until
   * the receiver goes down or closes (or `hanging` is turned off: later requests are answered).
   */
  hanging: boolean;
  /** The most requests it has held open at once (read, not yet answered or abandoned). */
  readonly maxConcurrent: number;
  /** Resolves with the requests once at least `count` arrived; rejects after `timeoutMs`. */
  waitForRequests(count: number, timeoutMs?: number): Promise<ReceivedRequest[]>;
  /** Forget recorded requests and queued answers. */
  reset(): void;
  /** Stop listening (connections are refused) until comeBack(). */
  goDown(): Promise<void>;
  /** Listen again on the same port. */
  comeBack(): Promise<void>;
  readonly isUp: boolean;
  close(): Promise<void>;
};

export async function startWebhookReceiver(options: { path?: string } = {}): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const planned: PlannedResponse[] = [];
  const waiters = new Set<() => void>();
  let up = false;
  let open = 0;
  let maxConcurrent = 0;

  const server = http.createServer((req, res) => {
    open++;
    maxConcurrent = Math.max(maxConcurrent, open);
    res.once("close", () => {
      open--;
    });
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const hang = receiver.hanging;
      const next = hang ? 0 : (planned.shift() ?? receiver.defaultStatus);
      const response = typeof next === "number" ? { status: next } : next;
      let json: unknown;
      try {
        json = body ? JSON.parse(body) : undefined;
      } catch {
        json = undefined;
      }
      requests.push({
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        body,
        json,
        receivedAt: new Date(),
        status: response.status,
      });
      for (const wake of waiters) wake();
      if (hang) return;
      const answer = () => {
        if (res.destroyed) return;
        res.writeHead(response.status, { "content-type": "text/plain", ...response.headers });
        res.end(response.body ?? String(response.status));
      };
      if (response.delayMs) setTimeout(answer, response.delayMs).unref();
      else answer();
    });
  });

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        up = true;
        resolve();
      });
    });

  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!up) return resolve();
      up = false;
      server.close(() => resolve());
      server.closeAllConnections();
    });

  await listen(0);
  const port = (server.address() as AddressInfo).port;
  const urlPath = options.path ?? "/webhook";

  const receiver: WebhookReceiver = {
    url: `http://127.0.0.1:${port}${urlPath}`,
    port,
    requests,
    defaultStatus: 200,
    hanging: false,
    respondWith(...responses) {
      planned.push(...responses);
    },
    waitForRequests(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          cleanup();
          resolve([...requests]);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `webhook receiver: expected ${count} request(s) within ${timeoutMs} ms, got ${requests.length}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    reset() {
      requests.length = 0;
      planned.length = 0;
      maxConcurrent = open;
    },
    goDown: stopListening,
    comeBack: () => (up ? Promise.resolve() : listen(port)),
    get isUp() {
      return up;
    },
    get maxConcurrent() {
      return maxConcurrent;
    },
    close: stopListening,
  };
  return receiver;
}
