import type { AppConfig } from "./config";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { seedDefaults } from "./db/seed";
import { type OutboxWorker, startOutboxWorker } from "./leads/worker";
import type { Logger } from "./logger";

/**
 * Everything a request may need, made once per process by server.ts and handed to loaders and
 * actions through the load context.
 */
export type AppServices = {
  config: AppConfig;
  logger: Logger;
  db: DatabaseHandle["db"];
  database: DatabaseHandle;
  outboxWorker: OutboxWorker;
};

export async function startServices(config: AppConfig, logger: Logger): Promise<AppServices> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  logger.info({ database: database.kind }, "database ready, migrations applied");
  await seedDefaults(database.db);
  const outboxWorker = startOutboxWorker({ db: database.db, config, logger });
  return { config, logger, db: database.db, database, outboxWorker };
}

export async function stopServices(services: AppServices): Promise<void> {
  await services.outboxWorker.stop();
  await services.database.close();
}
