import { relations, sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { FormField, FormSettings } from "~/forms/contact";
import type { OutboxStatus } from "~/lib/delivery-status";
import { leadAmount, leadState } from "./lead-search";

/**
 * The database. Marketing defaults live in app/content; these tables hold what
 * the admin edits, the leads, their deliveries and the media library.
 */

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** The page heroes before they became content sections (migration 0008 copied them); no longer read. */
export const siteContent = pgTable(
  "site_content",
  {
    id: serial("id").primaryKey(),
    pageId: text("page_id").notNull(),
    sectionId: text("section_id").notNull(),
    content: jsonb("content").$type<Record<string, string>>().notNull(),
    createdBy: text("created_by"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("site_content_page_section").on(t.pageId, t.sectionId)],
);

/**
 * Marks kept by the server (the media samples were offered once). The logo, social links and
 * promo banner were rows here until migration 0009 made them content sections.
 */
export const siteSettings = pgTable("site_settings", {
  id: serial("id").primaryKey(),
  section: text("section").notNull().unique(),
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull(),
  createdBy: text("created_by"),
  updatedAt: updatedAt(),
});

/** A new row per save, so the history of the theme is kept. */
export const siteStyles = pgTable(
  "site_styles",
  {
    id: serial("id").primaryKey(),
    section: text("section").notNull(),
    styles: jsonb("styles").$type<Record<string, string>>().notNull(),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("site_styles_section_created").on(t.section, t.createdAt)],
);

/** Lead forms as the admin configures them (form_id 'contact'). */
export const forms = pgTable("forms", {
  id: serial("id").primaryKey(),
  formId: text("form_id").notNull().unique(),
  fields: jsonb("fields").$type<FormField[]>().notNull(),
  settings: jsonb("settings").$type<FormSettings>().notNull(),
  createdBy: text("created_by"),
  /** Who saved the form last: named when a save over theirs is refused (docs/decisions/049). */
  updatedBy: text("updated_by"),
  updatedAt: updatedAt(),
});

export type Attribution = Partial<
  Record<
    | "utm_source"
    | "utm_medium"
    | "utm_campaign"
    | "utm_content"
    | "utm_term"
    | "gclid"
    | "fbclid"
    | "referrer",
    string
  >
>;

export type ConsentRecord = { text: string; version: string; acceptedAt: string };

/** The lead store: one row per submitted form. */
export const formSubmissions = pgTable(
  "form_submissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    formId: text("form_id").notNull(),
    data: jsonb("data").$type<Record<string, string>>().notNull(),
    attribution: jsonb("attribution").$type<Attribution>().notNull().default({}),
    consent: jsonb("consent").$type<ConsentRecord | null>(),
    pagePath: text("page_path"),
    /**
     * The status of the lead's newest delivery, kept by a trigger on the outbox (migration 0023)
     * in the transaction that changes it: the list shows it and filters by it through an index.
     */
    deliveryStatus: text("delivery_status").$type<OutboxStatus>(),
    /** The page the visit landed on when its attribution started (campaign link or outside site). */
    landingPath: text("landing_path"),
    /** The outside site the visit came from (the referrer's host), for the filters and the report. */
    referrerHost: text("referrer_host"),
    /**
     * What the search matches, kept by a trigger (migration 0030) on every insert and change of
     * `data`: name, e-mail, phone and city folded (lead-search.ts, leadSearchText), and the
     * phone's digits. Null only on a lead written before that migration until the search
     * backfill (leads/search-backfill.ts) reaches it; the search reads the fields then.
     */
    searchText: text("search_text"),
    phoneDigits: text("phone_digits"),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first by (created_at, id): the list's pages and the export's batches start at a position.
    index("form_submissions_created").on(t.createdAt, t.id),
    // The search ('%…%' anywhere in the text) through trigrams (pg_trgm, on PGlite too), on the
    // stored text: checking a candidate the index gives reads it instead of folding four fields.
    index("form_submissions_search_text").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("form_submissions_phone_digits_text").using("gin", sql`${t.phoneDigits} gin_trgm_ops`),
    // The leads the backfill has still to reach (none once it is done).
    index("form_submissions_search_unfilled").on(t.id).where(sql`${t.searchText} is null`),
    index("form_submissions_state").on(leadState),
    // The list's exact-value filters: campaign parameters by containment, the amount, the page.
    index("form_submissions_attribution").using("gin", sql`${t.attribution} jsonb_path_ops`),
    index("form_submissions_amount").on(leadAmount),
    index("form_submissions_page").on(t.pagePath),
    // The delivery-status filter, newest first within a status: a rare status reads its own leads.
    index("form_submissions_delivery_status").on(t.deliveryStatus, t.createdAt, t.id),
    index("form_submissions_landing").on(t.landingPath),
    index("form_submissions_referrer_host").on(t.referrerHost),
  ],
);

/** One São Paulo day's leads counted by each of the dashboard's breakdowns. */
export type LeadDayCounts = {
  total: number;
  source: Record<string, number>;
  amount: Record<string, number>;
  state: Record<string, number>;
};

/**
 * The dashboard's counts of closed days (before yesterday), kept so that its 30 days are not
 * read again at every view. Written by the dashboard when a day is missing; triggers on the
 * leads (migration 0029) delete a day's counts whenever a lead of that day is inserted, changed
 * or deleted, so the next view counts it again.
 */
export const leadDaySummaries = pgTable("lead_day_summaries", {
  day: date("day", { mode: "string" }).primaryKey(),
  counts: jsonb("counts").$type<LeadDayCounts>().notNull(),
});

/**
 * One row per webhook (or e-mail) to send. Written in the same transaction as its lead, claimed
 * by the worker with FOR UPDATE SKIP LOCKED, rescheduled with back-off on failure. Webhooks go
 * out with the lead's id (submission_id) as webhook-id, the same for every delivery of a lead.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    submissionId: uuid("submission_id").references(() => formSubmissions.id, {
      onDelete: "cascade",
    }),
    kind: text("kind").$type<"webhook" | "email">().notNull(),
    eventType: text("event_type").notNull(),
    targetUrl: text("target_url"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("outbox_due").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    // Given-up deliveries, few: counted at every metrics scrape.
    index("outbox_failed").on(t.updatedAt).where(sql`${t.status} = 'failed'`),
    index("outbox_submission").on(t.submissionId),
  ],
);

/**
 * Each delivery attempt: when, the answer's status code or the error, how long it took. The row
 * is written before the request leaves (finished_at null), so an attempt cut short by a crash
 * stays in the log as interrupted.
 */
export const outboxAttempts = pgTable(
  "outbox_attempts",
  {
    id: serial("id").primaryKey(),
    outboxId: uuid("outbox_id")
      .notNull()
      .references(() => outbox.id, { onDelete: "cascade" }),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer("status_code"),
    error: text("error"),
    /** Null until the attempt finished. */
    durationMs: integer("duration_ms"),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("outbox_attempts_outbox").on(t.outboxId)],
);

/**
 * How each CRM destination (scheme://host:port) is doing, as the delivery worker last saw it,
 * and the outage alert told about it. The worker writes the first three columns with every
 * attempt's outcome; the alert check (app/.server/outbox/crm-alerts.ts) the last three, so an
 * alert is mailed once whichever instance checks, and a restart does not mail it again.
 */
export const deliveryDestinations = pgTable("delivery_destinations", {
  destination: text("destination").primaryKey(),
  /** The first failed attempt since the last delivered one; null while deliveries succeed. */
  failingSince: timestamp("failing_since", { withTimezone: true }),
  lastError: text("last_error"),
  lastDeliveredAt: timestamp("last_delivered_at", { withTimezone: true }),
  /** When the outage the admins were told about began; null: no alert open. */
  alertSince: timestamp("alert_since", { withTimezone: true }),
  /** When the alert (or its last reminder) was mailed. */
  alertMailedAt: timestamp("alert_mailed_at", { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** A resized copy of an uploaded image (WebP), stored beside the original in media_files. */
export type MediaVariant = { url: string; width: number; height: number; size: number; type: string };

/** The media library: images added by URL or uploaded (their bytes in media_files). */
export const media = pgTable("media", {
  id: uuid("id").primaryKey().defaultRandom(),
  url: text("url").notNull(),
  name: text("name").notNull(),
  alt: text("alt").notNull().default(""),
  size: integer("size"),
  type: text("type"),
  width: integer("width"),
  height: integer("height"),
  /** 'url' (added by address), 'upload' (bytes in media_files) or 'sample' (seeded). */
  source: text("source").$type<"url" | "upload" | "sample">().notNull().default("url"),
  variants: jsonb("variants").$type<MediaVariant[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** Raw bytes (PostgreSQL bytea), as Node Buffers on both drivers (PGlite answers Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The bytes of uploaded files (originals and their WebP copies), one row per key (the file name
 * under /uploads/), so every instance serves every upload (app/.server/media/storage.ts). Rows
 * are only inserted and deleted: a key's bytes never change, which is what makes them cacheable
 * for a year.
 */
export const mediaFiles = pgTable("media_files", {
  key: text("key").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  size: integer("size").notNull(),
  createdAt: createdAt(),
});

/** What 'Save All Data' keeps: content, settings, styles and forms as they were at that moment. */
export type SiteDataSnapshot = {
  version: 1;
  content: { pageId: string; sectionId: string; content: Record<string, string> }[];
  /**
   * The logo, social links and promo banner of data written before they were sections (read as
   * those sections' values, see legacy-settings.ts); written empty since.
   */
  settings: { section: string; settings: Record<string, unknown> }[];
  styles: { section: string; styles: Record<string, string> }[];
  forms: { formId: string; fields: FormField[]; settings: FormSettings }[];
  /** Published values of the content registry's sections (absent in snapshots taken before). */
  sections?: { sectionId: string; value: unknown; schemaVersion?: number }[];
  /**
   * The composed pages (app/.server/content/page-snapshots.ts), absent in snapshots taken
   * before them: such data leaves the pages as they are.
   */
  pages?: SnapshotPage[];
};

/** A composed page as site data holds it: its documents, status and waiting scheduled changes. */
export type SnapshotPage = {
  id: number;
  path: string;
  status: "draft" | "published" | "retired";
  draft: unknown;
  published: unknown;
  retiredTo: string | null;
  scheduled: {
    kind: "publish" | "unpublish";
    document: unknown;
    redirectTo: string | null;
    source: string;
    /** ISO 8601. */
    runAt: string;
  }[];
};

/**
 * Why a snapshot was taken: 'Save All Data' (manual), or automatically just before a restore,
 * an import or a reset replaced the site data (so each of those can be undone).
 */
export const snapshotReasons = ["manual", "before-restore", "before-import", "before-reset"] as const;
export type SnapshotReason = (typeof snapshotReasons)[number];

/** Site data snapshots, listed on /admin/site-data; any of them can be restored. */
export const siteSnapshots = pgTable(
  "site_snapshots",
  {
    id: serial("id").primaryKey(),
    data: jsonb("data").$type<SiteDataSnapshot>().notNull(),
    reason: text("reason").$type<SnapshotReason>().notNull().default("manual"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
  },
  (t) => [index("site_snapshots_created").on(t.createdAt)],
);

/**
 * The version of everything visitors see: one row, bumped by every admin save. The page cache
 * (app/.server/http/page-cache.ts) keys rendered pages on it, so every instance renders afresh
 * on its next request after a save.
 */
export const contentVersion = pgTable("content_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  updatedAt: updatedAt(),
});

/**
 * The scripts file of each page the page cache has drawn (app/.server/http/page-scripts.ts,
 * docs/decisions/033): React Router's context, the page's data and its bootstrap, named by the
 * hash of its text. In the database so that every instance answers for a page another drew,
 * and a page a CDN still holds after a save still finds the file it names. Rows are only
 * inserted and, once old, deleted: a name's text never changes.
 */
export const pageScriptFiles = pgTable(
  "page_script_files",
  {
    name: text("name").primaryKey(),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("page_script_files_created").on(t.createdAt)],
);

/** Fixed-window counters for rate limits that must hold across app instances. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/*
 * Accounts (Better Auth, email + password, admin and two-factor plugins). Property names are the
 * field names Better Auth uses; the tables are handed to its Drizzle adapter in
 * app/.server/auth/auth.ts under its model names (user, session, account, …).
 */

const authTimestamp = (name: string) => timestamp(name, { withTimezone: true });

/** People who can sign in: full name, e-mail, avatar URL (image) and role ('admin' or 'user'). */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role").default("user"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: authTimestamp("ban_expires"),
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  /** When the person last signed in (a session was made), shown on the Usuários screen. */
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Invitations to the admin team (Usuários): the e-mail and role an Administrador chose, and the
 * hash of the link's token (the token itself is only in the mail). A link works until
 * expires_at and once; sending it again makes a new token and a new expiry.
 */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    role: text("role").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    // One open invitation per address: a new one replaces it.
    uniqueIndex("team_invitations_open_email").on(table.email).where(sql`accepted_at is null`),
  ],
);

/** Signed-in browsers: the cookie carries the token; expires_at slides while the session is used. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: authTimestamp("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("sessions_user").on(t.userId)],
);

/** Sign-in methods of a user; provider 'credential' holds the password hash. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: authTimestamp("access_token_expires_at"),
    refreshTokenExpiresAt: authTimestamp("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user").on(t.userId)],
);

/** One-time values: e-mail verification and password reset tokens, trusted devices. */
export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: authTimestamp("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier").on(t.identifier)],
);

/** TOTP secret and recovery codes (both encrypted with AUTH_SECRET) of a user who turned 2FA on. */
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").default(true),
    failedVerificationCount: integer("failed_verification_count").default(0),
    lockedUntil: authTimestamp("locked_until"),
    /**
     * The last TOTP time step (Unix time / 30 s) that signed in or confirmed the set-up: a code
     * of that step or an earlier one is refused (app/.server/auth/totp-single-use.ts). Not a
     * Better Auth field; null until the first code is accepted.
     */
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (t) => [index("two_factors_user").on(t.userId)],
);

/** Better Auth's per-IP, per-endpoint request counters (sign-in, sign-up, reset, resend). */
export const authRateLimits = pgTable("auth_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
  twoFactors: many(twoFactors),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const twoFactorsRelations = relations(twoFactors, ({ one }) => ({
  user: one(users, { fields: [twoFactors.userId], references: [users.id] }),
}));

/**
 * The editable sections of the content registry (app/content/registry): per section, the draft
 * the marketing team is working on and the value visitors see, each with who saved it and when.
 * Null means "nothing saved": the readers answer the section's defaults.
 */
export const contentSections = pgTable("content_sections", {
  sectionId: text("section_id").primaryKey(),
  draft: jsonb("draft").$type<unknown>(),
  draftBy: text("draft_by"),
  draftAt: timestamp("draft_at", { withTimezone: true }),
  /** The section's schema version the draft was written for (docs/decisions/050). */
  draftSchemaVersion: integer("draft_schema_version").notNull().default(1),
  published: jsonb("published").$type<unknown>(),
  publishedBy: text("published_by"),
  publishedAt: timestamp("published_at", { withTimezone: true }),
  /** The section's schema version the published value was written for. */
  publishedSchemaVersion: integer("published_schema_version").notNull().default(1),
});

/** Every publish of a section, kept so it can be compared and restored. */
export const contentSectionVersions = pgTable(
  "content_section_versions",
  {
    id: serial("id").primaryKey(),
    sectionId: text("section_id").notNull(),
    value: jsonb("value").$type<unknown>().notNull(),
    publishedBy: text("published_by"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    /** Why the version was made when no one published it by hand ("Imagem excluída: …"). */
    reason: text("reason"),
    /** The section's schema version the value was written for. */
    schemaVersion: integer("schema_version").notNull().default(1),
  },
  (t) => [index("content_section_versions_section").on(t.sectionId, t.publishedAt)],
);

/**
 * Publications set for a date and time (docs/decisions/051): a section's value (its draft or a
 * version, as it was when scheduled) published at `publishAt` by the schedule worker of
 * whichever instance claims it first; or the promo banner's end, taken off at `publishAt`.
 * Rows stay once done or cancelled, as the record of what happened; they are few (one per
 * scheduling by the team).
 */
export const scheduledPublications = pgTable(
  "scheduled_publications",
  {
    id: serial("id").primaryKey(),
    sectionId: text("section_id").notNull(),
    /** "publish": `value` becomes the published value; "banner-end": the banner is taken off. */
    action: text("action").$type<"publish" | "banner-end">().notNull(),
    /** What is published, validated when scheduled (null for "banner-end"). */
    value: jsonb("value").$type<unknown>(),
    schemaVersion: integer("schema_version").notNull().default(1),
    /** Where the value came from, as the screens say it: "o rascunho", "a versão de 20/11 10:00". */
    source: text("source").notNull(),
    publishAt: timestamp("publish_at", { withTimezone: true }).notNull(),
    status: text("status").$type<"pending" | "done" | "cancelled" | "failed">().notNull().default("pending"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    /** When it was published, cancelled or given up, and why in the last case. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [
    index("scheduled_publications_due").on(t.publishAt).where(sql`${t.status} = 'pending'`),
    index("scheduled_publications_section").on(t.sectionId, t.publishAt),
  ],
);

/**
 * Every save of a form's settings (and the form as it was when versions began), kept so it can
 * be compared and restored like a section's publishes (docs/decisions/042).
 */
export const formVersions = pgTable(
  "form_versions",
  {
    id: serial("id").primaryKey(),
    formId: text("form_id").notNull(),
    fields: jsonb("fields").$type<FormField[]>().notNull(),
    settings: jsonb("settings").$type<FormSettings>().notNull(),
    savedBy: text("saved_by"),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("form_versions_form").on(t.formId, t.savedAt)],
);

/**
 * Who has an editor open ("Maria está editando desde 14:30", docs/decisions/042): one row per
 * edited thing ("section:hero.home", "styling", "form:contact"), refreshed by the open page's
 * heartbeat and stale once `last_seen` is older than the expiry. Kept in the database so every
 * instance sees the same marks. `taken_from`/`taken_at` tell the person whose editing was taken
 * over, on their page's next check-in and on their refused save.
 */
export const editingMarks = pgTable("editing_marks", {
  thing: text("thing").primaryKey(),
  userId: text("user_id").notNull(),
  /** The open page that holds the mark: a late release from a page closed since frees nothing. */
  pageToken: text("page_token").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  lastSeen: timestamp("last_seen", { withTimezone: true }).notNull().defaultNow(),
  takenFrom: text("taken_from"),
  takenAt: timestamp("taken_at", { withTimezone: true }),
});

/**
 * Page views counted by the site itself, without cookies (docs/decisions/054): per Brasília day
 * and what was counted — "page" (every view, by path), "landing", "campaign" (utm source, medium
 * and campaign joined by U+001F), "referrer" (an outside site's host), "click" (gclid/fbclid)
 * for the views that start a visit, and "day" (value ""). `views` counts views (for the visit
 * dimensions: visits started), `visitors` the distinct visitors of that day.
 */
export const visitCounts = pgTable(
  "visit_counts",
  {
    dimension: text("dimension").$type<VisitDimension>().notNull(),
    day: date("day", { mode: "string" }).notNull(),
    value: text("value").notNull(),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
  },
  // The report reads one dimension over a period: (dimension, day) leads the key.
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value] })],
);

export type VisitDimension = "day" | "page" | "landing" | "campaign" | "referrer" | "click";

/**
 * Leads per São Paulo day, form and what the Campanhas report groups them by (the same
 * dimensions as the visits'), kept by a trigger on form_submissions in the transaction that
 * inserts, changes or deletes a lead (migration 0029): a year's report reads a few thousand
 * rows instead of every lead of the year.
 */
export const leadCounts = pgTable(
  "lead_counts",
  {
    dimension: text("dimension").$type<VisitDimension>().notNull(),
    day: date("day", { mode: "string" }).notNull(),
    value: text("value").notNull(),
    formId: text("form_id").notNull(),
    leads: integer("leads").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dimension, t.day, t.value, t.formId] })],
);

/**
 * The day's salt for the visitor hash, the same on every instance; deleted once its day is over,
 * so no hash can be worked out again.
 */
export const visitSalts = pgTable("visit_salts", {
  day: date("day", { mode: "string" }).primaryKey(),
  salt: text("salt").notNull(),
});

/**
 * Which visitors were already counted today, per thing counted: a hash of the visitor's daily
 * hash and the counted value, nothing else. Kept for its day only (deleted at the next flush after).
 */
export const visitSeen = pgTable(
  "visit_seen",
  {
    day: date("day", { mode: "string" }).notNull(),
    key: text("key").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.key] })],
);

/**
 * Old addresses that answer 301 to a page (docs/decisions/052): set by the team on the
 * "Redirecionamentos" screen. Applied where no page claims the address (routes/not-found.tsx),
 * so a redirect never hides a page. `hits` and `lastHitAt` are added in batches by the address
 * log (app/.server/http/address-log.ts), not per request.
 */
export const redirects = pgTable(
  "redirects",
  {
    id: serial("id").primaryKey(),
    /** The old address's path, as a request's URL gives it (no query, no trailing slash). */
    fromPath: text("from_path").notNull(),
    /** A page's path (with a query or fragment of its own, if any) or an https:// address. */
    toUrl: text("to_url").notNull(),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("redirects_from_path").on(t.fromPath), index("redirects_to_url").on(t.toUrl)],
);

/**
 * Addresses that answered 404, counted per day (docs/decisions/052): the "Redirecionamentos"
 * screen lists the most requested ones so the team can redirect them. Written in batches by the
 * address log, with a daily cap on new addresses so a scanner cannot grow it without bound; rows
 * older than NOT_FOUND_DAYS_KEPT go in the same batches.
 */
export const notFoundAddresses = pgTable(
  "not_found_addresses",
  {
    path: text("path").notNull(),
    /** The day in Brasília, "2026-11-27". */
    day: text("day").notNull(),
    hits: bigint("hits", { mode: "number" }).notNull().default(0),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("not_found_addresses_path_day").on(t.path, t.day),
    index("not_found_addresses_day").on(t.day),
  ],
);

/**
 * The audit log (docs/decisions/041): who did what in the admin, and who read leads. Append-only:
 * no admin route changes or deletes a row, and the database refuses an update, or a delete
 * outside the retention pass (a trigger, migration 0026). The person is kept by id and by the
 * name they had then, without a foreign key, so an entry outlives the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    createdAt: createdAt(),
    /** Who: the account's id (null for a failed sign-in to an address with no account) and name. */
    actorId: text("actor_id"),
    actorName: text("actor_name").notNull(),
    /** The client's address, as the server determines it (TRUST_PROXY). */
    ip: text("ip").notNull(),
    /** What was done, e.g. "section.publish" (app/lib/audit-actions.ts). */
    action: text("action").notNull(),
    /** What it was done to: a section, a lead, a medium, a person… (kind, id, readable name). */
    targetType: text("target_type"),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    /** For settings, the values that changed: { field: { before, after } }; other details otherwise. */
    changes: jsonb("changes").$type<Record<string, { before: unknown; after: unknown }>>(),
    details: jsonb("details").$type<Record<string, unknown>>(),
  },
  (t) => [
    // Newest first by (created_at, id): pages and the export start at a position.
    index("audit_log_created").on(t.createdAt, t.id),
    index("audit_log_actor_created").on(t.actorId, t.createdAt, t.id),
    index("audit_log_action_created").on(t.action, t.createdAt, t.id),
    // A lead's resends on its page.
    index("audit_log_target").on(t.targetType, t.targetId),
  ],
);

/**
 * The pages the team composes on "Páginas" (docs/decisions/058): one row per page, its draft and
 * published documents (app/content/pages/page-document.ts), each block stored with the schema
 * version of its type. `path` is the address the page holds — the published one once published,
 * the draft's before — kept by the store (app/.server/content/page-store.ts); no two pages that
 * are not retired hold one address.
 */
export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    path: text("path").notNull(),
    /** Null when there is no draft: the editor edits the published document. */
    draft: jsonb("draft").$type<unknown>(),
    draftAt: timestamp("draft_at", { withTimezone: true }),
    draftBy: text("draft_by"),
    published: jsonb("published").$type<unknown>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    publishedBy: text("published_by"),
    /** "draft": never published or unpublished; "published": visitors see it; "retired": gone. */
    status: text("status").$type<"draft" | "published" | "retired">().notNull().default("draft"),
    /** Where the address led when the page was retired (null: it answers 404). */
    retiredTo: text("retired_to"),
    createdAt: createdAt(),
    createdBy: text("created_by"),
    updatedAt: updatedAt(),
    updatedBy: text("updated_by"),
  },
  (t) => [
    uniqueIndex("pages_path_live").on(t.path).where(sql`${t.status} <> 'retired'`),
    index("pages_status").on(t.status),
  ],
);

/** Every publish of a page (and the document a restore or a retirement replaced), for compare and restore. */
export const pageVersions = pgTable(
  "page_versions",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    document: jsonb("document").$type<unknown>().notNull(),
    /** Why the version was made when no one published it by hand ("Publicação agendada"). */
    reason: text("reason"),
    createdAt: createdAt(),
    createdBy: text("created_by"),
  },
  (t) => [index("page_versions_page").on(t.pageId, t.createdAt)],
);

/**
 * A page's publish or unpublish set for a date and time (docs/decisions/060), run by the schedule
 * worker with the sections' publications (docs/decisions/051). A publish carries the document as
 * it was when scheduled; an unpublish may name where the address then leads.
 */
export const scheduledPageChanges = pgTable(
  "scheduled_page_changes",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => pages.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"publish" | "unpublish">().notNull(),
    document: jsonb("document").$type<unknown>(),
    redirectTo: text("redirect_to"),
    /** What is done, as the screens say it: "Publicar o rascunho salvo em 20/11/2026, 10:00". */
    source: text("source").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull(),
    status: text("status").$type<"pending" | "done" | "cancelled" | "failed">().notNull().default("pending"),
    createdBy: text("created_by"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [
    index("scheduled_page_changes_due").on(t.runAt).where(sql`${t.status} = 'pending'`),
    index("scheduled_page_changes_page").on(t.pageId, t.runAt),
  ],
);
