import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";
import { ConfigError, loadConfig } from "./app/.server/config";
import { DataDirLockedError } from "./app/.server/db/lock";
import { attributionMiddleware } from "./app/.server/http/attribution-middleware";
import { requestLog } from "./app/.server/http/request-log";
import { securityHeaders } from "./app/.server/http/security-headers";
import { createLogger } from "./app/.server/logger";
import { startServices, stopServices } from "./app/.server/services";

/**
 * The HTTP entry (DESIGN.md "One picture"): validated configuration, the database and the lead
 * worker, then Express with security headers, compression, static files, /healthz and the
 * React Router app. In development Vite serves the app with hot reload; in production the
 * built app in ./build.
 */

async function main() {
  const config = loadConfig(process.env);
  const logger = createLogger(config.LOG_LEVEL);
  const services = await startServices(config, logger);

  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY) app.set("trust proxy", parseTrustProxy(config.TRUST_PROXY));

  app.use(requestLog(logger));
  app.use(securityHeaders(config));
  app.use(compression());

  app.get("/healthz", async (_req, res) => {
    try {
      await services.database.ping();
      res.status(200).json({ status: "ok", database: services.database.kind });
    } catch (error) {
      logger.error({ err: error }, "health check: database did not answer");
      res.status(503).json({ status: "unavailable" });
    }
  });

  const getLoadContext = (req: express.Request, res: express.Response) => ({
    nonce: res.locals.cspNonce as string,
    clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    services,
  });

  if (config.isProduction) {
    const clientDir = path.resolve("build/client");
    // Hashed file names never change content: cache them for a year.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(clientDir, { maxAge: "1h" }));
    app.use(attributionMiddleware(config));
    const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
    app.all("/{*splat}", createRequestHandler({ build, getLoadContext }));
  } else {
    const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true } }));
    app.use(vite.middlewares);
    app.use(attributionMiddleware(config));
    app.all(
      "/{*splat}",
      createRequestHandler({
        build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
        getLoadContext,
      }),
    );
  }

  const server = app.listen(config.PORT, config.HOST, () => {
    logger.info({ url: config.PUBLIC_URL, port: config.PORT }, "Cota Fácil site is serving");
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    server.close();
    await stopServices(services).catch((error) => logger.error({ err: error }, "shutdown error"));
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
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
