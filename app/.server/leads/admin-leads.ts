import { and, asc, count, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppConfig } from "~/.server/config";
import { readContactForm } from "~/.server/content/forms";
import type { Database } from "~/.server/db/client";
import {
  leadAmount,
  leadPhoneDigits,
  leadSearchText,
  leadState,
  leadTextMayMatch,
} from "~/.server/db/lead-search";
import { formSubmissions, outbox, outboxAttempts } from "~/.server/db/schema";
import { enqueueWebhook, type OutboxRow } from "~/.server/outbox/outbox";
import { CONTACT_FORM_ID } from "~/forms/contact";
import { EXPO_FORM_ID } from "~/forms/expo";
import { brazilianStates, stateCodes } from "~/forms/options";
import { hasInvalidCharacters } from "~/forms/plain-text";
import { outboxStatuses } from "~/lib/delivery-status";
import { expoWebhookPayload } from "./expo-intake";

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
  /** Exact values (absent: any): the visit's campaign parameters, the page the lead was sent from,
   * the amount chosen, the state's code, the status of the lead's newest delivery. */
  source?: string;
  medium?: string;
  campaign?: string;
  pagePath?: string;
  /** The page the visit landed on, and the outside site (host) it came from. */
  landingPath?: string;
  referrerHost?: string;
  /** An ad click id the visit carried: "gclid" (Google Ads) or "fbclid" (Meta). */
  click?: AdClick;
  amount?: string;
  state?: string;
  delivery?: OutboxRow["status"];
  page: number;
  /** Where a page starts, from the list's own 'Próxima'/'Anterior' links; absent when typed. */
  cursor?: PageCursor;
};

/**
 * A lead's place in the list (newest first by created_at, then id): created_at in microseconds
 * since 1970 (a JS Date keeps milliseconds only, and leads of the same millisecond would be
 * skipped) and the id, written "1764255791123456_<uuid>" in an address.
 */
export type LeadPosition = { micros: string; id: string };

/** 'Próxima': the leads after `position` (older); 'Anterior': those before it (newer). */
export type PageCursor = { direction: "after" | "before"; position: LeadPosition };

const positionPattern = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function formatPosition(position: LeadPosition): string {
  return `${position.micros}_${position.id}`;
}

function parsePosition(value: string | null): LeadPosition | undefined {
  const match = positionPattern.exec(value ?? "");
  return match ? { micros: match[1], id: match[2] } : undefined;
}

function parseCursor(params: URLSearchParams): PageCursor | undefined {
  const after = parsePosition(params.get("apos"));
  if (after) return { direction: "after", position: after };
  const before = parsePosition(params.get("antes"));
  return before ? { direction: "before", position: before } : undefined;
}

/** A lead's position as the database computes it (exact, in microseconds). */
export const leadPosition = sql<string>`(floor(extract(epoch from ${formSubmissions.createdAt}) * 1000000))::bigint::text || '_' || ${formSubmissions.id}::text`;

/** The leads after (older than) or before (newer than) a position, through the (created_at, id) index. */
export function positionCondition(cursor: PageCursor): SQL {
  const at = sql`('epoch'::timestamptz + ${cursor.position.micros}::bigint * interval '1 microsecond')`;
  const operator = cursor.direction === "after" ? sql`<` : sql`>`;
  return sql`(${formSubmissions.createdAt}, ${formSubmissions.id}) ${operator} (${at}, ${cursor.position.id}::uuid)`;
}

/** The dates a filter may name: wide enough for any lead, narrow enough for the database. */
export const FILTER_FIRST_DAY = "2000-01-01";
export const FILTER_LAST_DAY = "2100-12-31";

export const leadFilterMessages = {
  date: "Data inválida. Use uma data entre 01/01/2000 e 31/12/2100.",
  search: "A busca contém caracteres inválidos.",
  reversedRange: "A data final (Até) é anterior à data inicial (De). Corrija o período.",
  value: "Valor inválido.",
  state: "Escolha uma UF da lista.",
  delivery: "Escolha uma situação da lista.",
  click: "Escolha gclid ou fbclid.",
} as const;

/** The ad click ids a lead's attribution may carry. */
export const adClicks = ["gclid", "fbclid"] as const;
export type AdClick = (typeof adClicks)[number];

/** The exact-value filters, with the name each takes in an address. */
export const valueFilters = {
  source: "origem",
  medium: "midia",
  campaign: "campanha",
  pagePath: "pagina_do_form",
  landingPath: "pagina_de_entrada",
  referrerHost: "referencia",
  click: "clique",
  amount: "investimento",
  state: "uf",
  delivery: "entrega",
} as const;

export type ValueFilter = keyof typeof valueFilters;

export type LeadFilterErrors = Partial<Record<"q" | "from" | "to" | ValueFilter, string>>;

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
  // A malformed position (an edited address) is no position: the page is found by its number.
  const cursor = parseCursor(params);
  const values = parseValueFilters(params, errors);
  return { filters: { q, from, to, ...values, page, ...(cursor ? { cursor } : {}) }, errors };
}

/** The exact-value filters an address names; a value no lead can have is reported. */
function parseValueFilters(params: URLSearchParams, errors: LeadFilterErrors): Partial<LeadFilters> {
  const values: Partial<Record<ValueFilter, string>> = {};
  for (const [key, name] of Object.entries(valueFilters) as [ValueFilter, string][]) {
    const value = (params.get(name) ?? "").trim();
    if (!value) continue;
    if (value.length > 200 || hasInvalidCharacters(value)) errors[key] = leadFilterMessages.value;
    else if (key === "state" && !(stateCodes as readonly string[]).includes(value))
      errors[key] = leadFilterMessages.state;
    else if (key === "delivery" && !(outboxStatuses as readonly string[]).includes(value)) {
      errors[key] = leadFilterMessages.delivery;
    } else if (key === "click" && !(adClicks as readonly string[]).includes(value)) {
      errors[key] = leadFilterMessages.click;
    } else values[key] = value;
  }
  return values as Partial<LeadFilters>;
}

export function hasFilterErrors(errors: LeadFilterErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The query string of `filters` (page left out unless given), as the list's form writes it. */
export function filtersQuery(filters: Omit<LeadFilters, "page">, page?: number, cursor?: PageCursor): string {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.from) params.set("de", filters.from);
  if (filters.to) params.set("ate", filters.to);
  for (const [key, name] of Object.entries(valueFilters) as [ValueFilter, string][]) {
    const value = filters[key];
    if (value) params.set(name, value);
  }
  if (page && page > 1) params.set("pagina", String(page));
  if (page && page > 1 && cursor) {
    params.set(cursor.direction === "after" ? "apos" : "antes", formatPosition(cursor.position));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function hasFilters(filters: Omit<LeadFilters, "page">): boolean {
  return Boolean(
    filters.q ||
      filters.from ||
      filters.to ||
      Object.keys(valueFilters).some((key) => filters[key as ValueFilter]),
  );
}

export function foldText(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

function likePattern(text: string): string {
  return `%${escapeLike(text)}%`;
}

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

/**
 * The search: name, e-mail, phone and city folded (lower-case, no accents) and matched anywhere,
 * the state by its code, a number typed as a phone by the phone's digits. The folded text and
 * the digits are stored on each lead (migration 0030) with trigram indexes, so the database finds
 * the matches through the indexes and checks each candidate by reading its stored text.
 */
function searchCondition(q: string): SQL | undefined {
  if (!q) return undefined;
  const folded = foldText(q);
  const matches: SQL[] = [
    folded.length >= SHORT_SEARCH
      ? onSearchText((text) => sql`${text} like ${likePattern(folded)}`, leadTextMayMatch(folded, false))
      : wordStarts(folded),
  ];
  const states = statesMatching(q);
  if (states.length > 0) matches.push(inArray(leadState, states));
  // Phones are stored masked, "(11) 98765-4321": a search typed as digits matches the digits.
  const digits = q.replace(/\D/g, "");
  if (/^[\d\s()+.-]+$/.test(q) && digits.length > 0) {
    // One or two digits: the area code (DDD) the phone starts with.
    const pattern = digits.length >= SHORT_SEARCH ? likePattern(digits) : `${escapeLike(digits)}%`;
    matches.push(
      or(
        sql`${formSubmissions.phoneDigits} like ${pattern}`,
        and(isNull(formSubmissions.searchText), sql`${leadPhoneDigits} like ${pattern}`),
      ) as SQL,
    );
  }
  return or(...matches);
}

/**
 * A condition on the stored search text, or, for a lead written before that text was stored
 * and not yet reached by the backfill (leads/search-backfill.ts), on its fields folded as the
 * trigger folds them, after the cheap test that spares most of those leads the folding.
 */
function onSearchText(condition: (text: SQL) => SQL, cheapTest: SQL): SQL {
  return or(
    condition(sql`${formSubmissions.searchText}`),
    and(isNull(formSubmissions.searchText), cheapTest, condition(leadSearchText)),
  ) as SQL;
}

/**
 * From this many characters on, a search matches anywhere in the text. A trigram index cannot
 * find a shorter fragment anywhere (it holds three-letter pieces); it can find one at a word's
 * start, where the index keeps the word's first letters padded with blanks.
 */
export const SHORT_SEARCH = 3;

/**
 * A search of one or two letters: where a field starts (the name, the e-mail, the city) or a
 * word of one starts after a space ("si" finds "Maria Silva", "jo" finds "João" and "José").
 * Each pattern begins a word for pg_trgm, so the index gives only the leads with such a word.
 * Such a search often matches a good share of the leads: its count stops at SEARCH_COUNT_BOUND.
 */
function wordStarts(folded: string): SQL {
  const fragment = escapeLike(folded);
  // One "like any": the folded text is made once per lead, not once per pattern.
  const patterns = [`${fragment}%`, `% ${fragment}%`, `%\n${fragment}%`];
  return onSearchText(
    (text) => sql`${text} like any (${sql.param(patterns)}::text[])`,
    leadTextMayMatch(folded, true),
  );
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
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

/**
 * The exact-value filters: the campaign parameters through the attribution's GIN index
 * (containment), the form's page, amount and state through B-tree indexes, the delivery status
 * (the newest delivery's, kept on the lead by the outbox's trigger) through its own.
 */
function valueConditions(filters: Omit<LeadFilters, "page">): SQL[] {
  const conditions: SQL[] = [];
  const attribution: Record<string, string> = {};
  if (filters.source) attribution.utm_source = filters.source;
  if (filters.medium) attribution.utm_medium = filters.medium;
  if (filters.campaign) attribution.utm_campaign = filters.campaign;
  if (Object.keys(attribution).length > 0) {
    conditions.push(sql`${formSubmissions.attribution} @> ${JSON.stringify(attribution)}::jsonb`);
  }
  if (filters.pagePath) conditions.push(eq(formSubmissions.pagePath, filters.pagePath));
  if (filters.landingPath) conditions.push(eq(formSubmissions.landingPath, filters.landingPath));
  if (filters.referrerHost) {
    conditions.push(eq(formSubmissions.referrerHost, filters.referrerHost.toLowerCase()));
  }
  // Whether the key is there (jsonb_exists: `?` would read as a placeholder to some drivers).
  if (filters.click) conditions.push(sql`jsonb_exists(${formSubmissions.attribution}, ${filters.click})`);
  if (filters.amount) conditions.push(sql`${leadAmount} = ${filters.amount}`);
  if (filters.state) conditions.push(sql`${leadState} = ${filters.state}`);
  if (filters.delivery) conditions.push(eq(formSubmissions.deliveryStatus, filters.delivery));
  return conditions;
}

export function leadConditions(filters: Omit<LeadFilters, "page">): SQL | undefined {
  return and(
    searchCondition(filters.q),
    ...valueConditions(filters),
    filters.from ? gte(formSubmissions.createdAt, saoPauloDayStart(filters.from)) : undefined,
    filters.to ? lt(formSubmissions.createdAt, saoPauloDayStart(filters.to, 1)) : undefined,
  );
}

/**
 * How many leads a list counts exactly: past this, "mais de 10.000". Counting every match of a
 * broad search among a million leads would cost more than the page itself; the pages go on all
 * the same.
 */
export const COUNT_BOUND = 10_000;

/**
 * The bound for a search: "conceição" or "jo" matches one lead in ten, and the trigram index
 * gives a common name's candidates only all at once (110 ms for "conceição" at a million leads,
 * before they are read). Counting to 1 000, the newest leads read one by one give them in a few
 * milliseconds; a search that finds more than that is narrowed, not paged through.
 */
export const SEARCH_COUNT_BOUND = 1_000;

function countBoundFor(filters: Omit<LeadFilters, "page">): number {
  return filters.q ? SEARCH_COUNT_BOUND : COUNT_BOUND;
}

/** The leads the filters select, counted up to `bound` (bound + 1 means "more than bound"). */
export async function countLeads(
  db: Database,
  filters: Omit<LeadFilters, "page">,
  bound = Number.POSITIVE_INFINITY,
): Promise<number> {
  const matches = db
    .select({ one: sql`1`.as("one") })
    .from(formSubmissions)
    .where(leadConditions(filters));
  const counted = Number.isFinite(bound) ? matches.limit(bound + 1).as("counted") : matches.as("counted");
  const [row] = await db.select({ total: count() }).from(counted);
  return Number(row?.total ?? 0);
}

export type LeadListItem = {
  id: string;
  formId: string;
  data: Record<string, string>;
  createdAt: Date;
  deliveryStatus: OutboxRow["status"] | null;
  /** Where the lead stands in the list, for the links to the next and previous pages. */
  position: LeadPosition;
};

export type LeadPage = {
  leads: LeadListItem[];
  /** Exact when `totalIsExact`, else the bound (COUNT_BOUND, SEARCH_COUNT_BOUND; the screen says "mais de"). */
  total: number;
  totalIsExact: boolean;
  page: number;
  /** Null when the total is not counted exactly: the pages go on while a page is full. */
  pageCount: number | null;
  hasNextPage: boolean;
};

type Window = { cursor?: PageCursor; offset: number; limit: number };

/**
 * Leads by position among the matches, newest first: after or before a position (the list's own
 * links, through the (created_at, id) index, however deep), or at an offset (a page number typed
 * in the address). The rows are chosen first through the index alone, their data read after,
 * for the rows of the page alone, not for every row an offset skips.
 */
async function leadsAt(db: Database, filters: Omit<LeadFilters, "page">, window: Window) {
  const newerFirst = window.cursor?.direction !== "before";
  const order = newerFirst
    ? [desc(formSubmissions.createdAt), desc(formSubmissions.id)]
    : [asc(formSubmissions.createdAt), asc(formSubmissions.id)];
  // Only the (created_at, id) index's columns: an offset then skips index entries alone (an
  // index-only scan), not a million leads' rows; the page's 26 rows are read after.
  const chosen = db
    .select({
      id: formSubmissions.id,
      createdAt: formSubmissions.createdAt,
      position: leadPosition.as("position"),
    })
    .from(formSubmissions)
    .where(and(leadConditions(filters), window.cursor ? positionCondition(window.cursor) : undefined))
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset)
    .as("chosen");
  const rows = await db
    .select({
      id: chosen.id,
      formId: formSubmissions.formId,
      data: formSubmissions.data,
      createdAt: chosen.createdAt,
      position: chosen.position,
      deliveryStatus: formSubmissions.deliveryStatus,
    })
    .from(chosen)
    .innerJoin(formSubmissions, eq(formSubmissions.id, chosen.id))
    .orderBy(desc(chosen.createdAt), desc(chosen.id));
  return rows.map(
    ({ position, ...lead }): LeadListItem => ({
      ...lead,
      position: parsePosition(position) ?? { micros: "0", id: lead.id },
    }),
  );
}

/** The page a number names, counted from the top (a page past the end shows the last one). */
async function numberedPage(
  db: Database,
  filters: LeadFilters,
  counted: { total: number; exact: boolean },
): Promise<{ page: number; pageCount: number | null; rows: LeadListItem[] }> {
  let pageCount = counted.exact ? Math.max(1, Math.ceil(counted.total / LEADS_PER_PAGE)) : null;
  let page = pageCount === null ? filters.page : Math.min(filters.page, pageCount);
  // One row more than a page tells whether another page follows.
  const limit = LEADS_PER_PAGE + 1;
  let rows = await leadsAt(db, filters, { offset: (page - 1) * LEADS_PER_PAGE, limit });
  if (rows.length === 0 && page > 1) {
    // Past the end of a long list (an edited address): its last page, found by one exact count.
    pageCount = Math.max(1, Math.ceil((await countLeads(db, filters)) / LEADS_PER_PAGE));
    page = pageCount;
    rows = await leadsAt(db, filters, { offset: (page - 1) * LEADS_PER_PAGE, limit });
  }
  return { page, pageCount, rows };
}

/**
 * One page of leads, newest first. Followed by its links, a page starts at the position where
 * the one before ended, so new leads arriving meanwhile neither repeat nor hide a lead.
 */
export async function listLeads(db: Database, filters: LeadFilters): Promise<LeadPage> {
  const bound = countBoundFor(filters);
  const counted = await countLeads(db, filters, bound);
  const totalIsExact = counted <= bound;
  const total = totalIsExact ? counted : bound;
  const pageCount = totalIsExact ? Math.max(1, Math.ceil(total / LEADS_PER_PAGE)) : null;
  const { cursor } = filters;
  if (cursor && filters.page > 1) {
    const rows = await leadsAt(db, filters, { cursor, offset: 0, limit: LEADS_PER_PAGE + 1 });
    if (cursor.direction === "after" && rows.length > 0) {
      return {
        leads: rows.slice(0, LEADS_PER_PAGE),
        total,
        totalIsExact,
        page: pageCount === null ? filters.page : Math.min(filters.page, pageCount),
        pageCount,
        hasNextPage: rows.length > LEADS_PER_PAGE,
      };
    }
    // 'Anterior' gives the page ending just before the position: its newest 25 of the rows read
    // (oldest first, then put newest first); near the top, the first page.
    if (cursor.direction === "before" && rows.length > LEADS_PER_PAGE) {
      return {
        leads: rows.slice(1),
        total,
        totalIsExact,
        page: filters.page,
        pageCount,
        hasNextPage: true,
      };
    }
    if (cursor.direction === "before") return listLeads(db, { ...filters, page: 1, cursor: undefined });
  }
  const numbered = await numberedPage(db, filters, { total, exact: totalIsExact });
  return {
    leads: numbered.rows.slice(0, LEADS_PER_PAGE),
    total,
    totalIsExact,
    page: numbered.page,
    pageCount: numbered.pageCount,
    hasNextPage: numbered.rows.length > LEADS_PER_PAGE,
  };
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

type ResendConfig = Pick<AppConfig, "LEAD_WEBHOOK_URL" | "EXPO_WEBHOOK_URL" | "PUBLIC_URL">;

type StoredLeadRow = typeof formSubmissions.$inferSelect;

/**
 * A lead's webhook payload made again from the stored lead, as intake made it (the same fields,
 * attribution, time and page): for 'Reenviar' once retention emptied the delivered copy.
 */
export function rebuiltPayload(lead: StoredLeadRow, publicUrl: string): Record<string, unknown> {
  if (lead.formId === EXPO_FORM_ID) {
    return expoWebhookPayload({
      fields: lead.data,
      attribution: lead.attribution,
      submittedAt: lead.createdAt,
      publicUrl,
    });
  }
  return {
    formData: { ...lead.data, ...lead.attribution },
    form_id: lead.formId,
    submission_id: lead.id,
    submitted_at: lead.createdAt.toISOString(),
    page_url: `${publicUrl}${lead.pagePath ?? "/"}`,
  };
}

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
    const [locked] = await tx.select().from(formSubmissions).where(eq(formSubmissions.id, id)).for("update");
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
      // Retention empties a delivered copy after a while: the lead itself still holds it all.
      payload:
        Object.keys(latest.payload).length > 0 ? latest.payload : rebuiltPayload(locked, config.PUBLIC_URL),
    });
    return { delivery, sentNow: false };
  });
}
