import http from "node:http";
import type { Duplex } from "node:stream";
import type { Express } from "express";
import type { Logger } from "~/.server/logger";
import { SERVED_METHODS } from "./request-guard";

/**
 * The HTTP server with its limits chosen rather than inherited
 * (docs/decisions/011-http-hardening.md): headers no larger than 16 KB (Node's default, written
 * down), 20 s to send them, 2 minutes for a whole request (a 50 MB media upload on a slow line),
 * and idle keep-alive connections kept 65 s, past the 60 s idle timeout of common load
 * balancers so a balancer never reuses a connection this server has just closed.
 */
export const SERVER_LIMITS = {
  maxHeaderSize: 16 * 1024,
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 65_000,
} as const;

/**
 * `logger` gets the CONNECT refusals. `answerEarly`, when given, sees each request first and returns true when it has answered it
 * (the page cache's hits); Express gets the others.
 */
export function createHttpServer(
  app: Express,
  logger: Logger,
  answerEarly?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean,
): http.Server {
  const server = http.createServer(
    {
      maxHeaderSize: SERVER_LIMITS.maxHeaderSize,
      headersTimeout: SERVER_LIMITS.headersTimeout,
      requestTimeout: SERVER_LIMITS.requestTimeout,
    },
    answerEarly
      ? (req, res) => {
          if (!answerEarly(req, res)) app(req, res);
        }
      : app,
  );
  server.keepAliveTimeout = SERVER_LIMITS.keepAliveTimeout;
  server.on("connect", refuseTunnel(logger));
  return server;
}

/**
 * CONNECT (a request to open a tunnel, as to a proxy) never reaches Express: Node hands it to
 * the server's "connect" listeners and, with none, closes the socket without a word. This site
 * is no proxy: it answers 405 like for any other method it does not take, and closes.
 */
function refuseTunnel(logger: Logger) {
  return (req: http.IncomingMessage, socket: Duplex) => {
    // The client may be gone already; nothing else listens to this socket's errors.
    socket.on("error", () => socket.destroy());
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${SERVED_METHODS.join(", ")}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    logger.info({ method: req.method, path: req.url, status: 405 }, "request refused");
  };
}
