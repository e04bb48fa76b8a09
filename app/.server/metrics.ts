import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { inArray, sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { readDailyBackupState } from "./backup/daily-backups";
import type { Database, DatabaseHandle } from "./db/client";
import { outbox } from "./db/schema";

/**
 * What a monitoring system reads at GET /metrics (Prometheus text format, prom-client), when
 * METRICS_TOKEN is set. One registry per process, made with the services and handed to what
 * counts (the app's routes run from a separate bundle: a module-level registry would be two).
 * Counters are this process's since it started; the outbox gauges are read from the database at
 * each scrape, so every instance reports the same queue.
 */

export type SiteMetrics = {
  registry: Registry;
  /** Counts the request once its answer went out (every request, the page cache's early answers too). */
  observeRequest(req: IncomingMessage, res: ServerResponse): void;
  /** A lead form's post: stored, or refused and why. */
  countLead(form: "contact" | "expo", outcome: "stored" | "invalid" | "rate-limited" | "ignored"): void;
  /** A delivery attempt's outcome: delivered, to be retried (pending) or given up (failed). */
  countDeliveryAttempt(kind: string, outcome: string): void;
  /** A query the database refused or could not answer. */
  countQueryError(): void;
  /** A daily backup's outcome (app/.server/backup/daily-backups.ts). */
  countBackup(outcome: "written" | "failed"): void;
  /** Reads the queue gauges and the pool figures; called just before each scrape. */
  refresh(): Promise<void>;
};

/** Route groups: a bounded label set however many addresses the site has. */
export function routeGroupOf(path: string): string {
  if (path.startsWith("/assets/")) return "asset";
  if (path.startsWith("/uploads/")) return "upload";
  if (path.startsWith("/__page-scripts/")) return "page-scripts";
  if (path.startsWith("/api/auth/")) return "auth";
  if (path === "/api/contato" || path === "/api/expo") return "lead-form";
  if (path.startsWith("/api/")) return "api";
  if (path === "/admin" || path.startsWith("/admin/")) return "admin";
  if (path === "/auth" || path.startsWith("/auth/")) return "auth";
  if (path === "/healthz") return "health";
  if (path === "/metrics") return "metrics";
  if (path.startsWith("/__dev/")) return "dev";
  return "page";
}

export function createSiteMetrics(
  database: Pick<DatabaseHandle, "db" | "kind" | "availability" | "poolStats">,
): SiteMetrics {
  const registry = new Registry();
  // Process memory, CPU, event-loop delay (nodejs_eventloop_lag_*), handles, GC.
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: "cota_http_requests_total",
    help: "HTTP requests answered, by route group, method and status code.",
    labelNames: ["route", "method", "status"] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "cota_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route group.",
    labelNames: ["route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "cota_page_cache_requests_total",
    help: "Public pages answered from the page cache (hit) or rendered (miss).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const leadsAccepted = new Counter({
    name: "cota_leads_accepted_total",
    help: "Leads stored, by form.",
    labelNames: ["form"] as const,
    registers: [registry],
  });
  const leadsRefused = new Counter({
    name: "cota_leads_refused_total",
    help: "Lead posts not stored, by form and reason (invalid, rate-limited, ignored: honeypot).",
    labelNames: ["form", "reason"] as const,
    registers: [registry],
  });
  const attempts = new Counter({
    name: "cota_outbox_attempts_total",
    help: "Delivery attempts by this instance, by kind (webhook, email) and outcome (delivered, pending: to be retried, failed: given up).",
    labelNames: ["kind", "outcome"] as const,
    registers: [registry],
  });
  const queued = new Gauge({
    name: "cota_outbox_deliveries",
    help: "Deliveries waiting (pending) or given up (failed), by kind; the e-mail kind is the mail queue.",
    labelNames: ["kind", "status"] as const,
    registers: [registry],
  });
  const oldestPending = new Gauge({
    name: "cota_outbox_oldest_pending_age_seconds",
    help: "Age of the oldest delivery still waiting, by kind (0 when none waits).",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const queryErrors = new Counter({
    name: "cota_db_query_errors_total",
    help: "Database queries that failed (refused or unanswered).",
    registers: [registry],
  });
  const databaseUp = new Gauge({
    name: "cota_db_up",
    help: "1 when the database answers, 0 while it does not.",
    registers: [registry],
  });
  const pool = new Gauge({
    name: "cota_db_pool_connections",
    help: "PostgreSQL pool connections: total, idle, and requests waiting for one (PostgreSQL only).",
    labelNames: ["state"] as const,
    registers: [registry],
  });
  const backups = new Counter({
    name: "cota_backups_total",
    help: "Daily backups attempted by this instance, by outcome (written: written and checked; failed).",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const lastBackup = new Gauge({
    name: "cota_backup_last_success_timestamp_seconds",
    help: "When the last daily backup was written and checked (Unix time; 0 when none has been).",
    registers: [registry],
  });
  for (const outcome of ["written", "failed"]) backups.inc({ outcome }, 0);
  const scrapeErrors = new Counter({
    name: "cota_metrics_database_read_errors_total",
    help: "Scrapes whose outbox figures could not be read from the database.",
    registers: [registry],
  });
  for (const kind of ["webhook", "email"]) {
    for (const status of ["pending", "failed"]) queued.set({ kind, status }, 0);
    oldestPending.set({ kind }, 0);
  }

  return {
    registry,
    observeRequest(req, res) {
      const started = process.hrtime.bigint();
      res.once("finish", () => {
        const path = (req.url ?? "/").split("?")[0];
        const route = routeGroupOf(path);
        const method = ["GET", "HEAD", "POST"].includes(req.method ?? "") ? (req.method as string) : "other";
        requests.inc({ route, method, status: String(res.statusCode) });
        duration.observe({ route }, Number(process.hrtime.bigint() - started) / 1e9);
        const cache = res.getHeader("x-cache");
        if (cache === "hit" || cache === "miss") pageCache.inc({ outcome: cache });
      });
    },
    countLead(form, outcome) {
      if (outcome === "stored") leadsAccepted.inc({ form });
      else leadsRefused.inc({ form, reason: outcome });
    },
    countDeliveryAttempt(kind, outcome) {
      attempts.inc({ kind, outcome });
    },
    countQueryError() {
      queryErrors.inc();
    },
    countBackup(outcome) {
      backups.inc({ outcome });
    },
    async refresh() {
      databaseUp.set(database.availability.available ? 1 : 0);
      const stats = database.poolStats?.();
      if (stats) {
        pool.set({ state: "total" }, stats.total);
        pool.set({ state: "idle" }, stats.idle);
        pool.set({ state: "waiting" }, stats.waiting);
      }
      try {
        const rows = await readQueue(database.db);
        for (const kind of ["webhook", "email"]) {
          for (const status of ["pending", "failed"] as const) {
            const row = rows.find((r) => r.kind === kind && r.status === status);
            queued.set({ kind, status }, row?.count ?? 0);
            if (status === "pending") oldestPending.set({ kind }, row ? Math.max(0, row.oldestAge) : 0);
          }
        }
        const backupState = await readDailyBackupState(database.db);
        const at = backupState.lastSuccess ? Date.parse(backupState.lastSuccess.at) : 0;
        lastBackup.set(Number.isFinite(at) ? at / 1000 : 0);
      } catch {
        scrapeErrors.inc();
      }
    },
  };
}

/** Pending and failed deliveries by kind: both statuses have a partial index, so this stays small. */
async function readQueue(db: Database) {
  const rows = await db
    .select({
      kind: outbox.kind,
      status: outbox.status,
      count: sql<number>`count(*)::int`,
      oldestAge: sql<number>`extract(epoch from now() - min(${outbox.createdAt}))::float8`,
    })
    .from(outbox)
    .where(inArray(outbox.status, ["pending", "failed"]))
    .groupBy(outbox.kind, outbox.status);
  return rows.map((row) => ({ ...row, count: Number(row.count), oldestAge: Number(row.oldestAge) }));
}

/** Whether the Authorization header carries the bearer token, compared in constant time. */
export function hasBearerToken(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer (.+)$/.exec(authorization ?? "");
  if (!match) return false;
  // Digests have one length whatever was sent: timingSafeEqual needs equal lengths.
  const sent = crypto.createHash("sha256").update(match[1]).digest();
  const expected = crypto.createHash("sha256").update(token).digest();
  return crypto.timingSafeEqual(sent, expected);
}
