import { z } from "zod";

/**
 * Configuration, validated once at start-up (the variables are listed in the README). Every variable has a
 * default that serves the whole site on a fresh machine; a bad value stops start-up with a
 * message naming the variable.
 */

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const httpUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional()
  .refine((v) => v === undefined || /^https?:\/\/[^\s]+$/i.test(v), {
    message: "must be an http:// or https:// URL",
  });

const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    PUBLIC_URL: httpUrl,
    DATABASE_URL: optionalText.refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
      message: "must start with postgres:// or postgresql://",
    }),
    DATA_DIR: z.string().trim().min(1).default("./data"),
    AUTH_SECRET: optionalText.refine((v) => v === undefined || v.length >= 32, {
      message: "must be at least 32 characters",
    }),
    SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
      message: "must start with smtp:// or smtps://",
    }),
    MAIL_FROM: z.string().trim().min(3).default("Cota Fácil <nao-responda@cotafacil.com.br>"),
    LEAD_WEBHOOK_URL: httpUrl,
    EXPO_WEBHOOK_URL: httpUrl,
    WEBHOOK_SIGNING_SECRET: optionalText.refine(
      (v) => v === undefined || /^whsec_[A-Za-z0-9+/=]{16,}$/.test(v),
      { message: "must look like whsec_<base64>" },
    ),
    RA_SEAL_ID: optionalText.refine((v) => v === undefined || /^[A-Za-z0-9_-]{1,64}$/.test(v), {
      message: "must be letters, digits, - or _",
    }),
    ADMIN_EMAIL: optionalText.refine((v) => v === undefined || z.email().safeParse(v).success, {
      message: "must be an e-mail address",
    }),
    ADMIN_PASSWORD: optionalText.refine((v) => v === undefined || v.length >= 6, {
      message: "must be at least 6 characters",
    }),
    /** Express "trust proxy" value; unset means the socket address is the client IP. */
    TRUST_PROXY: optionalText,
    /**
     * Multiplies every sign-in, sign-up, reset and resend limit (per IP and per account); the
     * end-to-end tests, whose browser signs in many times from one address, raise it.
     */
    AUTH_RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
    /**
     * Serves the dev mailbox (mails kept when SMTP_URL is unset) as JSON at GET /__dev/mailbox.
     * Always on outside production; in production only with this set to 1 (end-to-end tests).
     */
    DEV_MAILBOX_ENDPOINT: z
      .enum(["", "0", "1", "false", "true"])
      .default("")
      .transform((v) => v === "1" || v === "true"),
    /** Leads accepted per client IP per hour before the form answers "too many". */
    LEAD_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** Multiplies the webhook retry schedule; tests shrink it (e.g. 0.001). */
    WEBHOOK_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
    /**
     * The date (YYYY-MM-DD) the expo's calendar takes as today instead of Brasília's: lets the
     * tests, or a team trying the page, book a visit at an event whose days have passed. Unset in
     * production.
     */
    EXPO_TODAY: optionalText.refine((v) => v === undefined || /^\d{4}-\d{2}-\d{2}$/.test(v), {
      message: "must be a date, YYYY-MM-DD",
    }),
    /** How often the delivery worker looks for deliveries, in milliseconds. */
    OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(2000),
    /**
     * How long a delivery claimed by an instance stays its own; renewed while the send is under
     * way, so after a crash another instance (or the restarted one) takes it over this soon.
     */
    OUTBOX_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(30_000),
    /**
     * Minutes a CRM may fail every delivery (or a lead may wait for delivery) before the admins
     * are told by e-mail and the dashboard shows a banner. Fractions allowed (tests use seconds).
     */
    CRM_ALERT_AFTER_MINUTES: z.coerce.number().positive().max(10_080).default(30),
    /** Hours between reminders while the CRM still takes no leads. */
    CRM_ALERT_REMINDER_HOURS: z.coerce.number().positive().max(720).default(4),
    /** How often the worker removes what is kept no longer (app/.server/retention.ts), in minutes. */
    RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** Days a delivered webhook keeps its copy of the lead (the delivery and its attempts stay). */
    DELIVERED_PAYLOAD_RETENTION_DAYS: z.coerce.number().int().min(0).max(3650).default(30),
    /** Site snapshots kept (the newest); older ones are deleted. */
    SNAPSHOTS_KEPT: z.coerce.number().int().min(1).max(100_000).default(200),
    /** Days an audit log entry is kept (who did what in the admin, who read leads); then deleted. */
    AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(730),
    /**
     * Days a lead is kept, then deleted with its deliveries (LGPD: the controller's retention
     * period). Unset: leads are kept until deleted in the admin.
     */
    LEAD_RETENTION_DAYS: z.preprocess(
      (value) => (value === "" ? undefined : value),
      z.coerce.number().int().min(1).max(36_500).optional(),
    ),
    /**
     * Serves GET /metrics (Prometheus) to requests bearing this token (Authorization: Bearer);
     * unset, /metrics answers 404.
     */
    METRICS_TOKEN: optionalText.refine((v) => v === undefined || v.length >= 16, {
      message: "must be at least 16 characters",
    }),
    /**
     * Where the server writes its daily backup (a folder; app/.server/backup/daily-backups.ts).
     * Unset: no daily backups (`npm run backup` still works).
     */
    BACKUP_DIR: optionalText,
    /** How many backup files BACKUP_DIR keeps: the oldest beyond this are deleted. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(365).default(7),
    /** The hour (0–23, Brasília time) from which the day's backup is made. */
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
    /**
     * On SIGTERM or SIGINT: how long the requests under way may take to finish, and then the
     * deliveries under way (those still sending are handed back to be sent by another instance
     * or the next start). The process exits within about this plus 5 seconds whatever happens.
     */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
    /**
     * How often the schedule worker looks for publications that are due, in milliseconds: a
     * scheduled publish goes live within this of its time (tests shrink it).
     */
    SCHEDULE_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(15_000),
    /** Largest image file the media library accepts per upload, in bytes (default 5 MB). */
    MEDIA_MAX_UPLOAD_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(100 * 1024 * 1024)
      .default(5 * 1024 * 1024),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((c, ctx) => {
    // Instances sharing a PostgreSQL database must share the secret that signs their sessions; an
    // embedded database keeps a generated one beside its data (app/.server/auth/secret.ts).
    if (c.NODE_ENV === "production" && c.DATABASE_URL && !c.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "is required in production with DATABASE_URL (32+ characters, the same on every instance)",
      });
    }
  })
  .transform((c) => ({
    ...c,
    PUBLIC_URL: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/+$/, ""),
    isProduction: c.NODE_ENV === "production",
  }));

export type AppConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}
