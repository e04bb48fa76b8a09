import http from "node:http";
import net from "node:net";

/**
 * HTTP as hostile clients send it: any method, header or body (also a body that keeps coming),
 * and raw bytes on a socket for what a well-behaved client cannot produce (a Host of "a b", an
 * absolute-form request target).
 */

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string };

export type RawRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

/** One request with exactly the given headers (no defaults beyond Host and the body's length). */
export function send(baseUrl: string, request: RawRequest): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(request.path, baseUrl),
      { method: request.method ?? "GET", headers: request.headers ?? {}, agent: false },
      (res) => collect(res).then(resolve, reject),
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${request.method} ${request.path} timed out`)));
    req.on("error", reject);
    req.end(request.body);
  });
}

/**
 * A chunked POST whose body keeps coming (64 KB at a time, up to `maxBytes`) until the server
 * answers: resolves with that answer's status and headers and how many bytes had been sent by then.
 */
export function postEndlessBody(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  maxBytes = 50_000_000,
): Promise<RawAnswer & { sentBytes: number }> {
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let answered = false;
    const chunk = Buffer.alloc(64 * 1024, "a");
    const req = http.request(
      new URL(path, baseUrl),
      { method: "POST", headers: { ...headers, "transfer-encoding": "chunked" }, agent: false },
      (res) => {
        // The status is what matters: the connection is dropped at once, the body unread.
        answered = true;
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text: "", sentBytes });
        req.destroy();
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`POST ${path} got no answer`)));
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const pump = () => {
      while (!answered && sentBytes < maxBytes) {
        sentBytes += chunk.length;
        if (!req.write(chunk)) {
          req.once("drain", pump);
          return;
        }
      }
      // Never ended: only an answer given before the end of the body settles this.
    };
    pump();
  });
}

/** Raw bytes on a fresh connection; resolves with the status line's code and the whole answer. */
export function sendRaw(port: number, bytes: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    socket.setEncoding("latin1");
    socket.on("data", (data: string) => {
      text += data;
    });
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
    socket.setTimeout(15_000, () => socket.destroy(new Error("no answer on the raw socket")));
    socket.write(bytes);
  });
}

function collect(res: http.IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    res.on("error", reject);
    res.on("end", () =>
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: Buffer.concat(chunks).toString("utf8"),
      }),
    );
  });
}
