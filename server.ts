import type http from "node:http";
import path from "node:path";
import { toNodeHandler } from "better-auth/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import type { ServerBuild } from "react-router";
import { writeAdminApiFile } from "./app/.server/auth/admin-api";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "./app/.server/auth/auth";
import { embeddedBackup } from "./app/.server/backup/embedded-backup";
import { ConfigError, loadConfig } from "./app/.server/config";
import type { ContentVersionReader } from "./app/.server/content/content-version";
import { DataDirLockedError } from "./app/.server/db/lock";
import { afterResponseQueue } from "./app/.server/http/after-response";
import { attributionMiddleware } from "./app/.server/http/attribution-middleware";
import { boundedAuthBody } from "./app/.server/http/auth-body";
import { databaseOutageGate, reactRouterHandler } from "./app/.server/http/database-outage";
import { errorHandler } from "./app/.server/http/error-handler";
import { noStoreForAdmin } from "./app/.server/http/no-store";
import { createPageCache } from "./app/.server/http/page-cache";
import { PAGE_SCRIPTS_PATH } from "./app/.server/http/page-scripts";
import { rejectMalformedRequests } from "./app/.server/http/request-guard";
import { requestLog } from "./app/.server/http/request-log";
import { requireSameOriginWrites } from "./app/.server/http/same-origin";
import { securityHeaders } from "./app/.server/http/security-headers";
import { createHttpServer } from "./app/.server/http/server-limits";
import { discardUnreadBody } from "./app/.server/http/unread-body";
import { createLogger } from "./app/.server/logger";
import { UPLOADS_URL_PREFIX } from "./app/.server/media/storage";
import { serveUploads } from "./app/.server/media/uploads-handler";
import { hasBearerToken } from "./app/.server/metrics";
import { devMailbox } from "./app/.server/outbox/dev-mailbox";
import { startServices, stopServices } from "./app/.server/services";
import { SHARE_IMAGE_PATH } from "./app/.server/share-images/share-image-address";
import { serveShareImages } from "./app/.server/share-images/share-image-handler";
import { VISIT_BEACON_PATH, visitBeacon } from "./app/.server/visits/visit-beacon";

/**
 * The HTTP entry: validated configuration, the database and the delivery worker, then Express
 * with security headers, compression, static files, /healthz, Better Auth's endpoints under
 * /api/auth and the React Router app. In development Vite serves the app with hot reload; in
 * production the built app in ./build.
 */

async function main() {
  const config = loadConfig(process.env);
  const logger = createLogger(config.LOG_LEVEL);
  const services = await startServices(config, logger);

  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", parseTrustProxy(config.TRUST_PROXY));
  app.use(rejectMalformedRequests());
  app.use(discardUnreadBody());

  app.use(compression());
  // For a monitoring system: only with METRICS_TOKEN, and not in the request log (scraped often).
  app.get("/metrics", async (req, res) => {
    const token = config.METRICS_TOKEN;
    if (!token) {
      res.status(404).end();
      return;
    }
    if (!hasBearerToken(req.get("authorization"), token)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').end();
      return;
    }
    await services.metrics.refresh();
    res
      .status(200)
      .set("Content-Type", services.metrics.registry.contentType)
      .set("Cache-Control", "no-store")
      .send(await services.metrics.registry.metrics());
  });
  // Built files first: they need no request log line, no CSP and no validators.
  if (config.isProduction) serveBuiltFiles(app);
  // Share cards drawn from a page's title and dates (shareImageFor): like built files, and
  // answered even while the database is down (they need none).
  app.use(SHARE_IMAGE_PATH.replace(/\/$/, ""), serveShareImages({ secret: services.authSecret, logger }));
  // The public pages' visit beacon: counted in memory, written in batches; no log line per view,
  // answered even while the database is down (the counts wait in memory).
  const clientIpOf = (req: express.Request) => req.ip ?? req.socket.remoteAddress ?? "unknown";
  const publicOrigin = new URL(config.PUBLIC_URL).origin;
  app.post(VISIT_BEACON_PATH, visitBeacon({ counter: services.visits, publicOrigin, clientIpOf }));
  // Uploaded media, from the database: every instance serves every upload.
  app.use(UPLOADS_URL_PREFIX.replace(/\/$/, ""), serveUploads(services.db));
  app.use(requestLog(logger));
  app.use(afterResponseQueue());
  // Pages get the full set of security headers; static files above only need nosniff.
  app.use(securityHeaders(config));
  app.use(noStoreForAdmin());
  app.use(requireSameOriginWrites(config));

  // The embedded database's backup (npm run backup): this process owns the data directory.
  // Only this machine, with the token the server wrote beside the data (as admin:create).
  app.get("/api/admin/backup", async (req, res, next) => {
    const authorization = req.get("authorization") ?? "";
    if (
      !services.database.dumpDataDir ||
      !isLoopback(req.socket.remoteAddress) ||
      !hasBearerToken(authorization, services.adminApiToken)
    ) {
      res.status(404).end();
      return;
    }
    try {
      const file = await embeddedBackup(services.database);
      logger.info({ bytes: file.length }, "backup of the embedded database sent");
      res
        .status(200)
        .set("Content-Type", "application/octet-stream")
        .set("Cache-Control", "no-store")
        .send(file);
    } catch (error) {
      next(error);
    }
  });

  app.get("/healthz", async (_req, res) => {
    if (await services.database.availability.check()) {
      res.status(200).json({ status: "ok", database: services.database.kind });
    } else {
      res.status(503).json({ status: "unavailable" });
    }
  });
  // While the database is down: a short 503 page for everything below (pages, posts, auth).
  app.use(databaseOutageGate(services.database));

  // Better Auth (sign-up, sign-in, e-mail links, two-factor). Its rate limits key on the client
  // address it reads from CLIENT_IP_HEADER: always Express's answer (which honours TRUST_PROXY),
  // never a value the client sent. A write must come from the site's own pages (Origin header):
  // Better Auth itself checks the origin only when cookies are sent, which leaves sign-in open
  // to login CSRF from another site.
  const authHandler = toNodeHandler(services.auth);
  app.all(`${AUTH_BASE_PATH}/{*splat}`, boundedAuthBody());
  app.all(`${AUTH_BASE_PATH}/{*splat}`, (req, res) => {
    if (!["GET", "HEAD", "OPTIONS"].includes(req.method) && req.get("origin") !== publicOrigin) {
      res.status(403).json({ code: "INVALID_ORIGIN", message: "Invalid origin" });
      return;
    }
    req.headers[CLIENT_IP_HEADER] = clientIpOf(req);
    void authHandler(req, res);
  });

  // The dev mailbox (mails kept when SMTP_URL is unset), for a laptop and the end-to-end tests.
  if (!config.isProduction || config.DEV_MAILBOX_ENDPOINT) {
    app.get("/__dev/mailbox", async (req, res) => {
      // Its links sign people in: only this machine may read it (behind a proxy on this machine
      // every socket is loopback: the client's address must be too).
      if (!isLoopback(req.socket.remoteAddress) || !isLoopback(req.ip)) {
        res.status(404).end();
        return;
      }
      const to = typeof req.query.to === "string" ? req.query.to : undefined;
      res.json(await devMailbox(services.db, to));
    });
  }

  /** Set with the page cache (production), whose wrapped admin actions bump the version. */
  let contentVersions: ContentVersionReader | undefined;
  const getLoadContext = (req: express.Request, res: express.Response) => ({
    nonce: res.locals.cspNonce as string,
    clientIp: clientIpOf(req),
    services,
    responseCookies: new Headers(),
    contentVersions,
    dataRequest: req.path.endsWith(".data"),
  });

  // Production only: the page cache's hits, answered before Express.
  let answerEarly: Parameters<typeof createHttpServer>[2];
  if (config.isProduction) {
    app.use(attributionMiddleware(config));
    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    const pages = createPageCache({ build, services, getLoadContext });
    answerEarly = pages.answerEarly;
    contentVersions = pages.contentVersions;
    app.use(PAGE_SCRIPTS_PATH, pages.scriptsFiles);
    app.use(pages.middleware);
    app.all(
      "/{*splat}",
      reactRouterHandler({ build: pages.build, getLoadContext, database: services.database, logger }),
    );
  } else {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    app.use(attributionMiddleware(config));
    app.all(
      "/{*splat}",
      reactRouterHandler({
        build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        getLoadContext,
        database: services.database,
        logger,
      }),
    );
  }

  app.use(errorHandler(logger));

  const httpServer = createHttpServer(app, logger, answerEarly);
  // Before the app's own listener: every request is counted, the page cache's early answers too.
  httpServer.prependListener("request", services.metrics.observeRequest);
  const server = httpServer.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const host = ["0.0.0.0", "::", ""].includes(config.HOST) ? "127.0.0.1" : config.HOST;
    // Only the embedded database needs admin:create to go through the server (one holder only).
    if (!config.DATABASE_URL) {
      writeAdminApiFile(config.DATA_DIR, {
        url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
        token: services.adminApiToken,
        pid: process.pid,
      });
    }
    logger.info({ url: config.PUBLIC_URL, port: config.PORT }, "Cota Fácil site is serving");
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    const bound = config.SHUTDOWN_TIMEOUT_MS;
    logger.info({ signal }, "shutting down: no new connections, finishing the requests under way");
    // Whatever hangs, the process ends: a supervisor's grace period must not run out first.
    setTimeout(() => {
      logger.error("shutdown took too long: exiting now");
      process.exit(1);
    }, bound + 5_000).unref();
    const allAnswered = await closeServer(server, bound);
    if (!allAnswered) logger.warn("shutdown: requests still under way were cut off");
    // The deliveries under way get what is left of the time, then are handed back.
    await stopServices(services, { handBackAfterMs: Math.max(1_000, bound - (Date.now() - started)) }).catch(
      (error) => logger.error({ err: error }, "shutdown error"),
    );
    logger.info({ durationMs: Date.now() - started }, "stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

/**
 * Stops taking connections and waits for the requests under way to be answered (at most
 * `withinMs`, then the rest are cut off). Idle keep-alive connections are closed as they
 * become idle, so a client holding one cannot keep the process alive. True when all finished.
 */
function closeServer(server: http.Server, withinMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 50);
    const cutOff = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve(false);
    }, withinMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cutOff);
      resolve(true);
    });
  });
}

/** The built browser files: hashed assets cached for a year, the rest of public/ for an hour. */
function serveBuiltFiles(app: express.Express) {
  const clientDir = path.resolve("build/client");
  const setHeaders = (res: { setHeader(name: string, value: string): unknown }) =>
    res.setHeader("X-Content-Type-Options", "nosniff");
  app.use(
    "/assets",
    // The build wrote Brotli and gzip copies of each file (vite.precompress.ts): sent as they
    // are, so the compression middleware leaves them alone.
    expressStaticGzip(path.join(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      // Hashed names never change content: cached for a year, so ETag and Last-Modified would
      // only add bytes to each of the page's many small files.
      serveStatic: {
        immutable: true,
        maxAge: "1y",
        etag: false,
        lastModified: false,
        acceptRanges: false,
        setHeaders,
      },
    }),
  );
  app.use(express.static(clientDir, { maxAge: "1h", setHeaders }));
}

function isLoopback(address: string | undefined): boolean {
  return (
    address === "::1" || Boolean(address?.startsWith("127.")) || Boolean(address?.startsWith("::ffff:127."))
  );
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
