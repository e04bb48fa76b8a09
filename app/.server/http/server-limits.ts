import http from "node:http";
import type { Express } from "express";

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
 * `answerEarly`, when given, sees each request first and returns true when it has answered it
 * (the page cache's hits); Express gets the others.
 */
export function createHttpServer(
  app: Express,
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
  return server;
}
