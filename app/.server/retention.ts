import { sql } from "drizzle-orm";
import type { AppConfig } from "~/.server/config";
import { type Database, rowsAffected } from "~/.server/db/client";
import { lockKeys } from "~/.server/db/lock-keys";
import type { Logger } from "~/.server/logger";

/**
 * Retention: what the database keeps no longer than it needs (decision 045). Run by the
 * delivery worker every RETENTION_INTERVAL_MINUTES on each instance, and by one instance at a
 * time: each pass holds a transaction-level advisory lock, so instances sharing a PostgreSQL
 * database take turns instead of deleting the same rows twice (PGlite has one process).
 *
 * What goes, and why nothing anyone waits for goes with it:
 * - expired sessions and verification tokens (reset links): no one can use them any more;
 * - rate-limit counters whose window ended a day ago: the longest window is an hour, so the
 *   next hit would start it over anyway;
 * - the payload copied into a delivery that reached its CRM more than
 *   DELIVERED_PAYLOAD_RETENTION_DAYS ago (the delivery and its attempts stay, as the lead's log;
 *   a pending or failed delivery keeps its payload for the next try, and 'Reenviar' rebuilds a
 *   lead's payload from the lead once it is gone);
 * - site snapshots past the newest SNAPSHOTS_KEPT;
 * - audit log entries older than AUDIT_RETENTION_DAYS (docs/decisions/041): the log is
 *   append-only, and this pass is the one place that deletes from it — it says so to the
 *   table's trigger for its own transaction (`cota.audit_retention`);
 * - when LEAD_RETENTION_DAYS is set, leads older than that with their deliveries, except a
 *   lead whose delivery is still pending: it is deleted once its CRM answered or it failed.
 *
 * Each kind is deleted in batches (RETENTION_BATCH per pass), so a first pass over years of
 * data does not hold one huge transaction; the next pass goes on where this one stopped.
 */

export const RETENTION_BATCH = 5_000;

const RETENTION_LOCK_KEY = lockKeys.retention;

export type RetentionSettings = Pick<
  AppConfig,
  "DELIVERED_PAYLOAD_RETENTION_DAYS" | "SNAPSHOTS_KEPT" | "LEAD_RETENTION_DAYS" | "AUDIT_RETENTION_DAYS"
>;

/** How many rows a pass removed (or emptied, for payloads), by kind; null when another instance held the turn. */
export type RetentionReport = {
  sessions: number;
  verifications: number;
  rateLimits: number;
  authRateLimits: number;
  payloads: number;
  snapshots: number;
  leads: number;
  auditEntries: number;
};

const days = (count: number) => sql`(${`${count} days`})::interval`;

export async function runRetention(
  db: Database,
  settings: RetentionSettings,
  batch = RETENTION_BATCH,
): Promise<RetentionReport | null> {
  return db.transaction(async (tx) => {
    const turn = await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_KEY}) as "ours"`);
    const [row] = (turn as unknown as { rows: { ours: boolean }[] }).rows;
    if (!row?.ours) return null;
    const run = async (statement: ReturnType<typeof sql>) => rowsAffected(await tx.execute(statement));
    return {
      sessions: await run(sql`delete from "sessions" where "id" in (
        select "id" from "sessions" where "expires_at" < now() limit ${batch})`),
      verifications: await run(sql`delete from "verifications" where "id" in (
        select "id" from "verifications" where "expires_at" < now() limit ${batch})`),
      rateLimits: await run(sql`delete from "rate_limits" where "key" in (
        select "key" from "rate_limits" where "window_start" < now() - ${days(1)} limit ${batch})`),
      authRateLimits: await run(sql`delete from "auth_rate_limits" where "id" in (
        select "id" from "auth_rate_limits"
        where "last_request" < (extract(epoch from now() - ${days(1)}) * 1000)::bigint limit ${batch})`),
      payloads: await run(sql`update "outbox" set "payload" = '{}'::jsonb where "id" in (
        select "id" from "outbox"
        where "status" = 'delivered' and "delivered_at" < now() - ${days(settings.DELIVERED_PAYLOAD_RETENTION_DAYS)}
          and "payload" <> '{}'::jsonb
        limit ${batch})`),
      snapshots: await run(sql`delete from "site_snapshots" where "id" in (
        select "id" from "site_snapshots" order by "created_at" desc, "id" desc
        offset ${settings.SNAPSHOTS_KEPT} limit ${batch})`),
      leads:
        settings.LEAD_RETENTION_DAYS === undefined
          ? 0
          : await run(sql`delete from "form_submissions" where "id" in (
              select "id" from "form_submissions" as "lead"
              where "lead"."created_at" < now() - ${days(settings.LEAD_RETENTION_DAYS)}
                and not exists (
                  select 1 from "outbox"
                  where "outbox"."submission_id" = "lead"."id" and "outbox"."status" = 'pending'
                )
              limit ${batch}
              -- A lead being sent again ('Reenviar' locks it) is left for the next pass.
              for update skip locked)`),
      auditEntries: await deleteExpiredAuditEntries(tx, settings.AUDIT_RETENTION_DAYS, batch),
    };
  });
}

/**
 * The audit entries older than the period. The table's trigger refuses every delete but this
 * pass's: the setting lasts until the end of the pass's transaction.
 */
async function deleteExpiredAuditEntries(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  periodDays: number,
  batch: number,
): Promise<number> {
  await tx.execute(sql`select set_config('cota.audit_retention', 'on', true)`);
  return rowsAffected(
    await tx.execute(sql`delete from "audit_log" where "id" in (
      select "id" from "audit_log" where "created_at" < now() - ${days(periodDays)}
      order by "created_at" limit ${batch})`),
  );
}

/**
 * Runs retention every `RETENTION_INTERVAL_MINUTES` (and once soon after start), logging what
 * went. A failure (the database away) is logged and tried again at the next interval.
 */
export function scheduleRetention(deps: {
  db: Database;
  config: AppConfig;
  logger: Logger;
}): () => Promise<void> {
  const { db, config, logger } = deps;
  let running: Promise<void> | undefined;
  const pass = () => {
    if (running) return;
    running = runRetention(db, config)
      .then((report) => {
        if (report && Object.values(report).some((count) => count > 0)) {
          logger.info({ retention: report }, "retention: removed what is kept no longer");
        }
      })
      .catch((error) => logger.warn({ err: error }, "retention: pass failed, tried again later"))
      .finally(() => {
        running = undefined;
      });
  };
  const first = setTimeout(pass, 10_000);
  const every = setInterval(pass, config.RETENTION_INTERVAL_MINUTES * 60_000);
  first.unref();
  every.unref();
  // Stopping waits for a pass under way, so the database is not closed beneath it.
  return async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  };
}
