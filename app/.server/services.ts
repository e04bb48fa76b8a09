import { createAdminApiToken, removeAdminApiFile } from "./auth/admin-api";
import { type Auth, createAuth } from "./auth/auth";
import { bootstrapAdmin } from "./auth/bootstrap";
import { createFlashCookie, type FlashCookie } from "./auth/flash";
import { resolveAuthSecret } from "./auth/secret";
import { scheduleDailyBackups } from "./backup/daily-backups";
import type { AppConfig } from "./config";
import { type ScheduleWorker, startScheduleWorker } from "./content/schedule-worker";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { seedDefaults } from "./db/seed";
import { type AddressLog, startAddressLog } from "./http/address-log";
import { type LeadNotifier, startLeadNotifier } from "./leads/lead-notifications";
import { scheduleSearchBackfill } from "./leads/search-backfill";
import type { Logger } from "./logger";
import { importLegacyUploads, legacyUploadsDirectory } from "./media/storage";
import { createSiteMetrics, type SiteMetrics } from "./metrics";
import { type CrmAlertWatch, watchCrmAlerts } from "./outbox/crm-alerts";
import { type OutboxWorker, startOutboxWorker } from "./outbox/worker";
import { createVisitCounter, type VisitCounter } from "./visits/visit-counter";

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
  /** Mails the admins when leads stop reaching the CRM (app/.server/outbox/crm-alerts.ts). */
  crmAlerts: CrmAlertWatch;
  /** Mails the team of new leads (app/.server/leads/lead-notifications.ts). */
  leadNotifier: LeadNotifier;
  /** Counters and gauges served at GET /metrics when METRICS_TOKEN is set (app/.server/metrics.ts). */
  metrics: SiteMetrics;
  /** Makes the day's backup into BACKUP_DIR, when set (app/.server/backup/daily-backups.ts). */
  dailyBackups: { stop(): Promise<void> };
  /** Publishes what the team scheduled, when it is due (app/.server/content/schedule-worker.ts). */
  scheduleWorker: ScheduleWorker;
  /** Gives the leads written before their search text was stored that text (app/.server/leads/search-backfill.ts). */
  searchBackfill: { stop(): Promise<void> };
  /** Counts the public pages' views, written in batches (app/.server/visits/visit-counter.ts). */
  visits: VisitCounter;
  /** Counts the 404s and the redirects followed, written in batches (app/.server/http/address-log.ts). */
  addressLog: AddressLog;
  /** Better Auth on this process's database handle (app/.server/auth/auth.ts). */
  auth: Auth;
  /** Signs session cookies (AUTH_SECRET or the one generated into DATA_DIR). Server-only. */
  authSecret: string;
  /** Carries a notice to the page after a redirect (app/.server/auth/flash.ts). */
  flashCookie: FlashCookie;
  /** Accepted by POST /api/admin/users (npm run admin:create); see app/.server/auth/admin-api.ts. */
  adminApiToken: string;
};

export async function startServices(config: AppConfig, logger: Logger): Promise<AppServices> {
  let metrics: SiteMetrics | undefined;
  const database = await openDatabase({
    onQueryError: () => metrics?.countQueryError(),
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionLost: (error) => logger.warn({ err: error }, "database: an idle connection was lost"),
    onAvailabilityChange: (available, error) =>
      available
        ? logger.info("database: answering again, serving normally")
        : logger.error({ err: error }, "database: unreachable, pages answer 503 until it is back"),
  });
  metrics = createSiteMetrics(database);
  const siteMetrics = metrics;
  let outboxWorker: OutboxWorker | undefined;
  let leadNotifier: LeadNotifier | undefined;
  let scheduleWorker: ScheduleWorker | undefined;
  try {
    logger.info({ database: database.kind }, "database ready, migrations applied");
    await seedDefaults(database.db);
    // Uploads an older version kept in DATA_DIR/uploads: copied into the database once.
    await importLegacyUploads(database.db, legacyUploadsDirectory(config), logger);
    const { secret, source } = resolveAuthSecret(config);
    if (source === "generated") {
      logger.warn({ file: `${config.DATA_DIR}/auth-secret` }, "AUTH_SECRET is not set: generated one");
    }
    const worker = startOutboxWorker({
      db: database.db,
      config,
      logger,
      onAttempt: (row, status) => siteMetrics.countDeliveryAttempt(row.kind, status),
    });
    outboxWorker = worker;
    leadNotifier = startLeadNotifier({
      db: database.db,
      config,
      logger,
      onMailQueued: () => worker.wake("email"),
    });
    scheduleWorker = startScheduleWorker({ db: database.db, logger, pollMs: config.SCHEDULE_POLL_MS });
    const auth = createAuth({
      db: database.db,
      config,
      logger,
      secret,
      onMailQueued: () => worker.wake(),
    });
    await bootstrapAdmin({ auth, db: database.db, config, logger, databaseKind: database.kind });
    const crmAlerts = watchCrmAlerts({
      db: database.db,
      config,
      logger,
      onMailQueued: () => worker.wake("email"),
    });
    const dailyBackups = scheduleDailyBackups({
      database,
      config,
      logger,
      onOutcome: (outcome) => siteMetrics.countBackup(outcome),
    });
    const visits = createVisitCounter({ db: database.db, logger, publicUrl: config.PUBLIC_URL });
    // Every instance runs it; instances sharing a database take different leads (decision 078).
    const stopSearchBackfill = scheduleSearchBackfill({ db: database.db, logger });
    return {
      searchBackfill: { stop: stopSearchBackfill },
      dailyBackups,
      visits,
      metrics: siteMetrics,
      crmAlerts,
      config,
      logger,
      db: database.db,
      database,
      outboxWorker: worker,
      leadNotifier,
      scheduleWorker,
      addressLog: startAddressLog({ db: database.db, logger }),
      auth,
      authSecret: secret,
      flashCookie: createFlashCookie({ secret, secure: config.PUBLIC_URL.startsWith("https://") }),
      adminApiToken: createAdminApiToken(),
    };
  } catch (error) {
    await leadNotifier?.stop().catch(() => {});
    await outboxWorker?.stop().catch(() => {});
    await scheduleWorker?.stop().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}

/** Stops the background work and closes the database; deliveries still under way after `handBackAfterMs` are handed back. */
export async function stopServices(
  services: AppServices,
  options: { handBackAfterMs?: number } = {},
): Promise<void> {
  if (!services.config.DATABASE_URL) removeAdminApiFile(services.config.DATA_DIR, services.adminApiToken);
  // The views counted since the last batch, written before the database closes.
  await services.visits.stop().catch((error) => services.logger.error({ err: error }, "visit counts lost"));
  await services.crmAlerts.stop();
  await services.leadNotifier.stop();
  await services.outboxWorker.stop(options);
  await services.scheduleWorker.stop();
  await services.searchBackfill.stop();
  await services.dailyBackups.stop();
  await services.addressLog.stop();
  await services.database.close();
}
