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
      (res) => {
        answered = true;
        collect(res).then(resolve, reject);
      },
    );
    // A server may answer before the body has all been sent (a 413 by the declared length) and
    // close the connection: the failed write that follows does not undo the answer.
    let answered = false;
    req.setTimeout(30_000, () => req.destroy(new Error(`${request.method} ${request.path} timed out`)));
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(request.body);
  });
}

/**
 * A chunked POST whose body keeps coming (64 KB at a time, up to `maxBytes`) until the server
 * answers: resolves with that answer's status and how many bytes had been sent by then.
 *
 * Written on a plain socket, reading while writing: a server may answer and close the
 * connection while the body is still coming, and an HTTP client would then report the failed
 * write rather than the answer that had already arrived.
 */
export function postEndlessBody(
  baseUrl: string,
  path: string,
  headers: Record<string, string>,
  maxBytes = 50_000_000,
): Promise<RawAnswer & { sentBytes: number }> {
  const url = new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    let sentBytes = 0;
    let received = "";
    let answered = false;
    const chunk = Buffer.concat([
      Buffer.from(`${(64 * 1024).toString(16)}\r\n`),
      Buffer.alloc(64 * 1024, "a"),
      Buffer.from("\r\n"),
    ]);
    const socket = net.connect(Number(url.port), url.hostname);
    const timer = setTimeout(() => socket.destroy(new Error(`POST ${path} got no answer`)), 60_000);
    const finish = (error?: Error) => {
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
      if (status) resolve({ status, headers: parseHeaders(received), text: "", sentBytes });
      else reject(error ?? new Error(`POST ${path}: the connection closed without an answer`));
    };
    socket.setEncoding("latin1");
    socket.on("data", (text: string) => {
      received += text;
      if (!answered && received.includes("\r\n\r\n")) {
        answered = true;
        finish();
      }
    });
    // A write refused after the answer arrived is the server closing as it may: the answer counts.
    socket.on("error", (error) => finish(error));
    socket.on("close", () => finish());
    const head = [
      `POST ${url.pathname}${url.search} HTTP/1.1`,
      `Host: ${url.host}`,
      "Transfer-Encoding: chunked",
    ]
      .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
      .join("\r\n");
    socket.write(`${head}\r\n\r\n`);
    // Paced like a fast upload (64 KiB every 2 ms, ~32 MB/s), not as fast as the loopback takes
    // it: the kernel buffers tens of MB that the server never reads, so an unpaced client on a
    // busy machine could count many MB as sent before this process got to the server's answer.
    const pump = () => {
      if (answered || socket.destroyed || sentBytes >= maxBytes) return;
      sentBytes += 64 * 1024;
      if (socket.write(chunk)) setTimeout(pump, 2);
      else socket.once("drain", pump);
      // Never ended: only an answer given before the end of the body settles this.
    };
    pump();
  });
}

/** The header lines of a raw answer, names in lower case. */
function parseHeaders(raw: string): http.IncomingHttpHeaders {
  const headers: http.IncomingHttpHeaders = {};
  for (const line of raw.split("\r\n\r\n")[0].split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Raw bytes on a fresh connection; resolves with the status line's code and the whole answer:
 * once the server closes the connection, or once an answer with a Content-Length is complete
 * (a server may keep the connection open, e.g. waiting for a body it declared it would refuse).
 */
export function sendRaw(port: number, bytes: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    let text = "";
    const answer = () => ({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text });
    socket.setEncoding("latin1");
    socket.on("data", (data: string) => {
      text += data;
      if (isCompleteAnswer(text)) {
        resolve(answer());
        socket.destroy();
      }
    });
    socket.on("end", () => resolve(answer()));
    socket.on("error", reject);
    socket.setTimeout(15_000, () => socket.destroy(new Error("no answer on the raw socket")));
    socket.write(bytes);
  });
}

/** Whether `text` (latin1) holds a whole answer: its Content-Length reached, or its last chunk. */
function isCompleteAnswer(text: string): boolean {
  const end = text.indexOf("\r\n\r\n");
  if (end < 0) return false;
  const head = text.slice(0, end);
  if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) return text.endsWith("\r\n0\r\n\r\n");
  const length = /\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1];
  return length !== undefined && text.length - (end + 4) >= Number(length);
}

function collect(res: http.IncomingMessage): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    res.on("data", (chunk: Buffer) => chunks.push(chunk));
    const done = () =>
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        text: Buffer.concat(chunks).toString("utf8"),
      });
    res.on("error", reject);
    res.on("end", done);
    // A connection closed after a complete short answer still gave that answer.
    res.on("close", () => {
      if (res.complete) done();
      else reject(new Error("the answer was cut off"));
    });
  });
}
