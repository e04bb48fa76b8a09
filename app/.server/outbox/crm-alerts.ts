import { and, asc, eq, isNotNull, or, sql } from "drizzle-orm";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import { DASHBOARD_TIME_ZONE } from "~/.server/admin/dashboard-stats";
import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { lockKeys } from "~/.server/db/lock-keys";
import { deliveryDestinations, outbox, users } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { type CrmAlertNotice, crmAlertMail } from "~/.server/mail/messages";
import { destinationSql, enqueueEmail } from "./outbox";

/**
 * Told when leads stop reaching the CRM. A destination is in an outage when its deliveries have
 * failed for longer than CRM_ALERT_AFTER_MINUTES, or its oldest waiting lead is older than that.
 * The dashboard and the leads list show it as a banner (read live); the admins get one e-mail
 * when it starts, a reminder every CRM_ALERT_REMINDER_HOURS while it lasts, and one when it ends.
 * The check runs on every instance, but under a transaction-scoped advisory lock and against the
 * alert state kept in delivery_destinations, with the mails queued in the same transaction: one
 * instance mails, and a restart or a second instance finds the alert already told.
 */

export type CrmOutage = {
  /** scheme://host:port of the CRM. */
  destination: string;
  /** Since when nothing has reached it: the first failure, or the oldest waiting lead if earlier. */
  since: Date;
  /** Leads waiting for delivery to it. */
  waiting: number;
  lastError: string | null;
  /** The oldest waiting lead: its screen lists the deliveries and their attempts. */
  oldestLeadId: string | null;
};

type Reader = Pick<Database, "select">;

export function crmAlertAfterMs(config: Pick<AppConfig, "CRM_ALERT_AFTER_MINUTES">): number {
  return Math.round(config.CRM_ALERT_AFTER_MINUTES * 60_000);
}

/**
 * The destinations in an outage now. Reads only the waiting deliveries (the outbox's partial
 * index) and one health row per destination, however long the delivery log has grown.
 */
export async function readCrmOutages(db: Reader, alertAfterMs: number): Promise<CrmOutage[]> {
  const waiting = await db
    .select({
      destination: destinationSql,
      waiting: sql<number>`count(*)::int`,
      oldest: sql<string>`min(${outbox.createdAt})`,
      now: sql<string>`now()`,
    })
    .from(outbox)
    .where(and(eq(outbox.kind, "webhook"), eq(outbox.status, "pending")))
    // By position: the expression repeated would carry its pattern as another parameter.
    .groupBy(sql`1`);
  if (waiting.length === 0) return [];
  const health = await db.select().from(deliveryDestinations);
  const outages: CrmOutage[] = [];
  for (const group of waiting) {
    const now = new Date(group.now).getTime();
    const oldest = new Date(group.oldest);
    const row = health.find((entry) => entry.destination === group.destination);
    const failingSince = row?.failingSince ?? null;
    const failingTooLong = failingSince !== null && now - failingSince.getTime() >= alertAfterMs;
    const waitingTooLong = now - oldest.getTime() >= alertAfterMs;
    if (!failingTooLong && !waitingTooLong) continue;
    const [lead] = await db
      .select({ id: outbox.submissionId })
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, "webhook"),
          eq(outbox.status, "pending"),
          sql`${destinationSql} = ${group.destination}`,
        ),
      )
      .orderBy(asc(outbox.createdAt))
      .limit(1);
    outages.push({
      destination: group.destination,
      since: failingSince && failingSince < oldest ? failingSince : oldest,
      waiting: group.waiting,
      lastError: failingSince ? (row?.lastError ?? null) : null,
      oldestLeadId: lead?.id ?? null,
    });
  }
  return outages;
}

/** What the banner says, ready to draw: "O CRM não recebe leads desde 14:02 — 37 leads aguardando". */
export type CrmOutageBanner = {
  destination: string;
  message: string;
  lastError: string | null;
  deliveriesHref: string;
};

export async function readCrmOutageBanners(
  db: Reader,
  config: Pick<AppConfig, "CRM_ALERT_AFTER_MINUTES">,
  now = new Date(),
): Promise<CrmOutageBanner[]> {
  const outages = await readCrmOutages(db, crmAlertAfterMs(config));
  return outages.map((outage) => ({
    destination: outage.destination,
    message: `O CRM não recebe leads desde ${sinceLabel(outage.since, now)} — ${
      outage.waiting === 1
        ? "1 lead aguardando"
        : `${outage.waiting.toLocaleString("pt-BR")} leads aguardando`
    }`,
    lastError: outage.lastError,
    deliveriesHref: deliveriesPath(outage),
  }));
}

function deliveriesPath(outage: Pick<CrmOutage, "oldestLeadId">): string {
  return outage.oldestLeadId
    ? `/admin/forms/submissions/${outage.oldestLeadId}#entregas-titulo`
    : "/admin/forms/submissions";
}

const timeFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: DASHBOARD_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
});
const dayFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: DASHBOARD_TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
});

/** "14:02" today (Brasília time), "26/11 às 14:02" on an earlier day. */
export function sinceLabel(since: Date, now: Date): string {
  const time = timeFormat.format(since);
  return dayFormat.format(since) === dayFormat.format(now) ? time : `${dayFormat.format(since)} às ${time}`;
}

// One instance at a time runs the alert check.
const ALERT_LOCK_KEY = lockKeys.crmAlerts;

/**
 * Compares the outages with the alerts already told and queues what the admins must hear:
 * an alert for a new outage, a reminder for a long one, an all-clear for one that ended.
 * Returns how many mails it queued (0 as well when another instance holds the check).
 */
export async function checkCrmAlerts(
  db: Database,
  config: Pick<AppConfig, "CRM_ALERT_AFTER_MINUTES" | "CRM_ALERT_REMINDER_HOURS" | "PUBLIC_URL">,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${ALERT_LOCK_KEY}) as locked`);
    const rows = (Array.isArray(lock) ? lock : (lock as { rows: unknown[] }).rows) as { locked: boolean }[];
    if (!rows[0]?.locked) return 0;
    const outages = await readCrmOutages(tx, crmAlertAfterMs(config));
    const open = await tx
      .select()
      .from(deliveryDestinations)
      .where(isNotNull(deliveryDestinations.alertSince))
      .for("update");
    const admins = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(and(eq(users.role, "admin"), or(eq(users.banned, false), sql`${users.banned} is null`)));
    const reminderMs = config.CRM_ALERT_REMINDER_HOURS * 3_600_000;
    let queued = 0;
    const tell = async (notice: CrmAlertNotice, path: string) => {
      for (const admin of admins) {
        await enqueueEmail(tx, {
          ...crmAlertMail(admin, notice, `${config.PUBLIC_URL}${path}`),
          eventType: `crm.${notice.kind}`,
        });
        queued++;
      }
    };

    for (const outage of outages) {
      const alert = open.find((row) => row.destination === outage.destination);
      const told = alert?.alertMailedAt?.getTime();
      if (told !== undefined && now.getTime() - told < reminderMs) continue;
      const notice: CrmAlertNotice = {
        kind: alert ? "reminder" : "outage",
        destination: outage.destination,
        since: formatDashboardDate(outage.since),
        waiting: outage.waiting,
        lastError: outage.lastError,
      };
      await tx
        .insert(deliveryDestinations)
        .values({ destination: outage.destination, alertSince: outage.since, alertMailedAt: now })
        .onConflictDoUpdate({
          target: deliveryDestinations.destination,
          set: {
            alertSince: sql`coalesce(${deliveryDestinations.alertSince}, ${outage.since.toISOString()}::timestamptz)`,
            alertMailedAt: now,
          },
        });
      await tell(notice, deliveriesPath(outage));
    }

    for (const alert of open) {
      if (outages.some((outage) => outage.destination === alert.destination)) continue;
      await tx
        .update(deliveryDestinations)
        .set({ alertSince: null, alertMailedAt: null })
        .where(eq(deliveryDestinations.destination, alert.destination));
      const kind = alert.failingSince ? "nothing-waiting" : "recovered";
      await tell({ kind, destination: alert.destination }, "/admin/forms/submissions");
    }
    return queued;
  });
}

export type CrmAlertWatch = { stop(): Promise<void> };

/** Runs the check every minute (more often with a short CRM_ALERT_AFTER_MINUTES), from start-up. */
export function watchCrmAlerts(deps: {
  db: Database;
  config: AppConfig;
  logger: Logger;
  /** Called when mails were queued: the delivery worker sends them at once. */
  onMailQueued: () => void;
}): CrmAlertWatch {
  const { db, config, logger } = deps;
  const everyMs = Math.max(200, Math.min(60_000, Math.floor(crmAlertAfterMs(config) / 4)));
  let running: Promise<void> | undefined;
  let failures = 0;
  const check = () => {
    if (running) return;
    running = checkCrmAlerts(db, config)
      .then((queued) => {
        failures = 0;
        if (queued > 0) {
          logger.warn({ mails: queued }, "CRM alert: the admins are told about lead deliveries");
          deps.onMailQueued();
        }
      })
      .catch((error) => {
        // The database is down: the next round tries again (and the outage page says so).
        if (failures++ === 0) logger.error({ err: error }, "CRM alert: the check failed");
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(check, everyMs);
  timer.unref();
  check();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
