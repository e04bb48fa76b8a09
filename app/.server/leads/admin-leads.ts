import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppConfig } from "~/.server/config";
import { readContactForm } from "~/.server/content/forms";
import type { Database } from "~/.server/db/client";
import { formSubmissions, outbox, outboxAttempts } from "~/.server/db/schema";
import { enqueueWebhook, type OutboxRow } from "~/.server/outbox/outbox";
import { CONTACT_FORM_ID } from "~/forms/contact";
import { EXPO_FORM_ID } from "~/forms/expo";
import { brazilianStates } from "~/forms/options";
import { hasInvalidCharacters } from "~/forms/plain-text";

/**
 * The leads as the admin reads them (Forms → Submissions): a filtered, paginated list, one lead
 * with its deliveries and their attempts, and the two things done to a lead from there: send it
 * again (a new outbox row) and delete it (a data-subject request under LGPD).
 */

export const LEADS_PER_PAGE = 25;

export type LeadFilters = {
  /** Free text matched against name, e-mail, phone, city and state (its code or its name). */
  q: string;
  /** Dates (YYYY-MM-DD) in São Paulo time, both inclusive. */
  from: string;
  to: string;
  page: number;
};

/** The dates a filter may name: wide enough for any lead, narrow enough for the database. */
export const FILTER_FIRST_DAY = "2000-01-01";
export const FILTER_LAST_DAY = "2100-12-31";

export const leadFilterMessages = {
  date: "Data inválida. Use uma data entre 01/01/2000 e 31/12/2100.",
  search: "A busca contém caracteres inválidos.",
  reversedRange: "A data final (Até) é anterior à data inicial (De). Corrija o período.",
} as const;

export type LeadFilterErrors = Partial<Record<"q" | "from" | "to", string>>;

export type LeadFilterReading = {
  /** The filters to apply; a refused one is left empty. */
  filters: LeadFilters;
  /** A message per refused filter, for the screen (or the CSV's 400 answer). */
  errors: LeadFilterErrors;
};

/** A real calendar day (YYYY-MM-DD) between 2000 and 2100. */
function isFilterDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  if (value < FILTER_FIRST_DAY || value > FILTER_LAST_DAY) return false;
  // "2026-02-31" is no day (an invalid date, or 3 March): a real day reads back the same.
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * The filters of a list or CSV URL. These are addresses people share and edit by hand, so a
 * bad value (an impossible date, a date out of range, control characters in the search, a
 * period that ends before it starts) is reported with a message rather than failing; an empty
 * filter shows every lead. A bad page number just means the first page.
 */
export function parseLeadFilters(url: URL): LeadFilterReading {
  const params = url.searchParams;
  const errors: LeadFilterErrors = {};
  let q = (params.get("q") ?? "").trim().slice(0, 100);
  if (hasInvalidCharacters(q)) {
    errors.q = leadFilterMessages.search;
    q = "";
  }
  const day = (name: string, key: "from" | "to") => {
    const value = (params.get(name) ?? "").trim();
    if (value === "" || isFilterDay(value)) return value;
    errors[key] = leadFilterMessages.date;
    return "";
  };
  const from = day("de", "from");
  const to = day("ate", "to");
  if (from && to && from > to) errors.to = leadFilterMessages.reversedRange;
  const page =
    z.coerce
      .number()
      .int()
      .min(1)
      .max(100_000)
      .safeParse(params.get("pagina") ?? "1").data ?? 1;
  return { filters: { q, from, to, page }, errors };
}

export function hasFilterErrors(errors: LeadFilterErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The query string of `filters` (page left out unless given), as the list's form writes it. */
export function filtersQuery(filters: Omit<LeadFilters, "page">, page?: number): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.from) params.set("de", filters.from);
  if (filters.to) params.set("ate", filters.to);
  if (page && page > 1) params.set("pagina", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasFilters(filters: Omit<LeadFilters, "page">): boolean {
  return Boolean(filters.q || filters.from || filters.to);
}

/*
 * Accent- and case-insensitive matching without the unaccent extension (PGlite does not ship
 * it): both sides are lower-cased and their Portuguese accents mapped to plain letters. The
 * upper-case accented letters are mapped too, because lower() leaves them alone under the C
 * collation.
 */
const accented = "áàâãäåéèêëíìîïóòôõöúùûüçñ";
const accentFrom = accented + accented.toUpperCase();
const accentTo = (accented + accented).normalize("NFD").replace(/\p{M}/gu, "");

function folded(expression: SQL): SQL {
  return sql`translate(lower(${expression}), ${accentFrom}, ${accentTo})`;
}

export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

const field = (name: string) => sql`(${formSubmissions.data} ->> ${name})`;

/**
 * The state codes a search names. Leads store the code ("SP"), people type either the code or
 * the name ("são paulo", "minas"): the code matches whole, the name from three letters on, so a
 * one-letter search does not bring every state with that letter in its name.
 */
export function statesMatching(q: string): string[] {
  const folded = foldText(q.trim());
  return brazilianStates
    .filter(
      ([code, name]) =>
        folded === code.toLowerCase() || (folded.length >= 3 && foldText(name).includes(folded)),
    )
    .map(([code]) => code);
}

function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(foldText(q));
  const matches = ["name", "email", "phone", "city"].map(
    (name) => sql`${folded(field(name))} like ${pattern}`,
  );
  const states = statesMatching(q);
  if (states.length > 0) matches.push(inArray(sql`${field("state")}`, states));
  // Phones are stored masked, "(11) 98765-4321": a search typed as digits matches the digits.
  const digits = q.replace(/\D/g, "");
  if (digits.length >= 3 && /^[\d\s()+.-]+$/.test(q)) {
    matches.push(sql`regexp_replace(${field("phone")}, '\\D', '', 'g') like ${likePattern(digits)}`);
  }
  return or(...matches);
}

/**
 * Start of a São Paulo calendar day. Brazil has kept UTC−3 all year since daylight saving time
 * was abolished in 2019, so a fixed offset is exact for every lead this site can hold.
 */
function saoPauloDayStart(day: string, addDays = 0): Date {
  const start = new Date(`${day}T00:00:00-03:00`);
  start.setUTCDate(start.getUTCDate() + addDays);
  return start;
}

export function leadConditions(filters: Omit<LeadFilters, "page">): SQL | undefined {
  return and(
    searchCondition(filters.q),
    filters.from ? gte(formSubmissions.createdAt, saoPauloDayStart(filters.from)) : undefined,
    filters.to ? lt(formSubmissions.createdAt, saoPauloDayStart(filters.to, 1)) : undefined,
  );
}

export async function countLeads(db: Database, filters: Omit<LeadFilters, "page">): Promise<number> {
  const [row] = await db.select({ total: count() }).from(formSubmissions).where(leadConditions(filters));
  return Number(row?.total ?? 0);
}

/**
 * The status of a lead's newest delivery, for the list. Written out with table names: inside a
 * select Drizzle renders columns unqualified, and a bare "id" would mean the outbox row's own.
 */
const latestDeliveryStatus = sql<OutboxRow["status"] | null>`(
  select "outbox"."status" from "outbox"
  where "outbox"."submission_id" = "form_submissions"."id"
  order by "outbox"."created_at" desc limit 1
)`;

export type LeadListItem = {
  id: string;
  formId: string;
  data: Record<string, string>;
  createdAt: Date;
  deliveryStatus: OutboxRow["status"] | null;
};

export type LeadPage = {
  leads: LeadListItem[];
  total: number;
  page: number;
  pageCount: number;
};

/** One page of leads, newest first; a page past the end shows the last one. */
export async function listLeads(db: Database, filters: LeadFilters): Promise<LeadPage> {
  const total = await countLeads(db, filters);
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  const page = Math.min(filters.page, pageCount);
  const leads = await db
    .select({
      id: formSubmissions.id,
      formId: formSubmissions.formId,
      data: formSubmissions.data,
      createdAt: formSubmissions.createdAt,
      deliveryStatus: latestDeliveryStatus,
    })
    .from(formSubmissions)
    .where(leadConditions(filters))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(LEADS_PER_PAGE)
    .offset((page - 1) * LEADS_PER_PAGE);
  return { leads, total, page, pageCount };
}

/**
 * Every lead the filters select, newest first, in memory: for small sets only (the export itself
 * streams them in batches, leads-csv-export.ts).
 */
export async function leadsForExport(db: Database, filters: Omit<LeadFilters, "page">) {
  return db
    .select()
    .from(formSubmissions)
    .where(leadConditions(filters))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `id` can be a lead's id at all (anything else would be a database error, not a 404). */
export function isLeadId(id: string | undefined): id is string {
  return typeof id === "string" && uuidPattern.test(id);
}

/** A lead with each of its deliveries (oldest first) and each delivery's attempts; null if none. */
export async function readLead(db: Database, id: string) {
  if (!isLeadId(id)) return null;
  const [lead] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id)).limit(1);
  if (!lead) return null;
  const deliveries = await db
    .select()
    .from(outbox)
    .where(eq(outbox.submissionId, id))
    .orderBy(asc(outbox.createdAt), asc(outbox.id));
  const attempts = deliveries.length
    ? await db
        .select()
        .from(outboxAttempts)
        .where(
          inArray(
            outboxAttempts.outboxId,
            deliveries.map((delivery) => delivery.id),
          ),
        )
        .orderBy(asc(outboxAttempts.id))
    : [];
  return {
    lead,
    deliveries: deliveries.map(({ payload: _payload, lockedUntil, ...delivery }) => ({
      ...delivery,
      // Claimed by a live worker: its unfinished attempt is being sent, not interrupted.
      underWay: delivery.status === "pending" && lockedUntil !== null && lockedUntil.getTime() > Date.now(),
      log: attempts.filter((attempt) => attempt.outboxId === delivery.id),
    })),
  };
}

/** Deletes one lead; its deliveries and their attempts go with it (cascade). */
export async function deleteLead(db: Database, id: string): Promise<boolean> {
  if (!isLeadId(id)) return false;
  const removed = await db
    .delete(formSubmissions)
    .where(eq(formSubmissions.id, id))
    .returning({ id: formSubmissions.id });
  return removed.length > 0;
}

/**
 * Where a lead of `formId` is delivered today: the contact form's Webhook URL (else
 * LEAD_WEBHOOK_URL), EXPO_WEBHOOK_URL for expo registrations.
 */
export async function currentWebhookTarget(
  db: Database,
  config: ResendConfig,
  formId: string,
): Promise<string | null> {
  if (formId === CONTACT_FORM_ID) {
    const form = await readContactForm(db);
    return form.settings.webhookUrl || config.LEAD_WEBHOOK_URL || null;
  }
  if (formId === EXPO_FORM_ID) return config.EXPO_WEBHOOK_URL ?? null;
  return null;
}

type ResendConfig = Pick<AppConfig, "LEAD_WEBHOOK_URL" | "EXPO_WEBHOOK_URL">;

/** What 'Reenviar' did: sent the pending delivery now, or queued a new one. */
export type ResendOutcome = { delivery: OutboxRow; sentNow: boolean };

/**
 * 'Reenviar'. A delivery still pending (retrying, or under way) is not doubled: it is made due
 * now, so the CRM gets the lead once. Otherwise (delivered, failed, skipped) a new delivery of
 * the lead's latest webhook payload is queued, due now. Either way it goes to the target
 * configured today when there is one (so a corrected Webhook URL is used), else where the
 * original went; with neither it is recorded as skipped, as at intake. Every delivery of a
 * lead carries the lead's id as webhook-id, so a CRM that keeps it can drop repeats. Null when
 * the lead does not exist or has no delivery to copy.
 */
export async function resendLead(
  db: Database,
  config: ResendConfig,
  id: string,
): Promise<ResendOutcome | null> {
  if (!isLeadId(id)) return null;
  const [lead] = await db
    .select({ formId: formSubmissions.formId })
    .from(formSubmissions)
    .where(eq(formSubmissions.id, id));
  if (!lead) return null;
  const currentTarget = await currentWebhookTarget(db, config, lead.formId);
  return db.transaction(async (tx) => {
    // One resend at a time per lead: two quick clicks must not queue two deliveries.
    const [locked] = await tx
      .select({ id: formSubmissions.id })
      .from(formSubmissions)
      .where(eq(formSubmissions.id, id))
      .for("update");
    if (!locked) return null;
    const [latest] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.submissionId, id), eq(outbox.kind, "webhook")))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    if (!latest) return null;
    const targetUrl = currentTarget ?? latest.targetUrl;
    if (latest.status === "pending" && targetUrl) {
      const [due] = await tx
        .update(outbox)
        .set({ nextAttemptAt: sql`now()`, targetUrl, updatedAt: sql`now()` })
        .where(eq(outbox.id, latest.id))
        .returning();
      return { delivery: due, sentNow: true };
    }
    const delivery = await enqueueWebhook(tx, {
      submissionId: id,
      eventType: latest.eventType,
      targetUrl,
      payload: latest.payload,
    });
    return { delivery, sentNow: false };
  });
}
