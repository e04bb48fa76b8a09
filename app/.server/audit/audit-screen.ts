import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import Papa from "papaparse";
import type { Database } from "~/.server/db/client";
import { auditLog, users } from "~/.server/db/schema";
import { formatDateTime, formatDateTimeWithOffset, saoPauloDate } from "~/.server/leads/lead-view";
import { BOM, CSV_NEWLINE, csvOptions } from "~/.server/leads/leads-csv";
import { adminRoles } from "~/lib/admin-roles";
import { type AuditAction, auditActionLabel, isAuditAction } from "~/lib/audit-actions";

/**
 * Reading the audit log (Auditoria, docs/decisions/041): the entries a person, an action and a
 * period select, newest first, a page at a time by position (created_at, id) like the leads
 * (docs/decisions/044), so a page reads through an index however many entries there are; and
 * the same selection as a CSV, streamed in batches.
 */

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_EXPORT_BATCH = 500;

export type AuditFilters = {
  /** The person's account id. */
  person: string;
  action: AuditAction | "";
  /** São Paulo days (YYYY-MM-DD), both inclusive. */
  from: string;
  to: string;
};

/** An entry's place: created_at in microseconds since 1970 and the id ("1764255791123456_<uuid>"). */
type Position = { micros: string; id: string };
export type AuditCursor = { direction: "after" | "before"; position: Position };

export const auditFilterMessages = {
  date: "Data inválida. Use uma data entre 01/01/2000 e 31/12/2100.",
  reversedRange: "A data final (Até) é anterior à data inicial (De). Corrija o período.",
  action: "Escolha uma ação da lista.",
  person: "Pessoa inválida.",
} as const;

export type AuditFilterErrors = Partial<Record<keyof AuditFilters, string>>;

const positionPattern = /^(\d{1,17})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "2000-01-01" || value > "2100-12-31") return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/**
 * The filters of an Auditoria or CSV address (`pessoa`, `acao`, `de`, `ate`, `apos`/`antes`).
 * These are addresses people share and edit: a bad value is reported, not failed on.
 */
export function parseAuditFilters(url: URL): {
  filters: AuditFilters;
  cursor?: AuditCursor;
  errors: AuditFilterErrors;
} {
  const params = url.searchParams;
  const errors: AuditFilterErrors = {};
  let person = (params.get("pessoa") ?? "").trim();
  if (person.length > 100 || /[^\w-]/.test(person)) {
    errors.person = auditFilterMessages.person;
    person = "";
  }
  const actionText = (params.get("acao") ?? "").trim();
  const action = isAuditAction(actionText) ? actionText : "";
  if (actionText && !action) errors.action = auditFilterMessages.action;
  const day = (name: string, key: "from" | "to") => {
    const value = (params.get(name) ?? "").trim();
    if (value === "" || isDay(value)) return value;
    errors[key] = auditFilterMessages.date;
    return "";
  };
  const from = day("de", "from");
  const to = day("ate", "to");
  if (from && to && from > to) errors.to = auditFilterMessages.reversedRange;
  const after = positionPattern.exec(params.get("apos") ?? "");
  const before = positionPattern.exec(params.get("antes") ?? "");
  const cursor: AuditCursor | undefined = after
    ? { direction: "after", position: { micros: after[1], id: after[2] } }
    : before
      ? { direction: "before", position: { micros: before[1], id: before[2] } }
      : undefined;
  return { filters: { person, action, from, to }, ...(cursor ? { cursor } : {}), errors };
}

export function hasAuditFilterErrors(errors: AuditFilterErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The address's query for these filters (and a page's starting position). */
export function auditQuery(filters: AuditFilters, cursor?: AuditCursor): string {
  const params = new URLSearchParams();
  if (filters.person) params.set("pessoa", filters.person);
  if (filters.action) params.set("acao", filters.action);
  if (filters.from) params.set("de", filters.from);
  if (filters.to) params.set("ate", filters.to);
  if (cursor)
    params.set(
      cursor.direction === "after" ? "apos" : "antes",
      `${cursor.position.micros}_${cursor.position.id}`,
    );
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Start of a São Paulo day (UTC−3 all year since 2019; the log is younger). */
function saoPauloDayStart(day: string, addDays = 0): Date {
  const start = new Date(`${day}T00:00:00-03:00`);
  start.setUTCDate(start.getUTCDate() + addDays);
  return start;
}

function conditions(filters: AuditFilters): SQL | undefined {
  return and(
    filters.person ? eq(auditLog.actorId, filters.person) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.from ? gte(auditLog.createdAt, saoPauloDayStart(filters.from)) : undefined,
    filters.to ? lt(auditLog.createdAt, saoPauloDayStart(filters.to, 1)) : undefined,
  );
}

const position = sql<string>`(floor(extract(epoch from ${auditLog.createdAt}) * 1000000))::bigint::text || '_' || ${auditLog.id}::text`;

function positionCondition(cursor: AuditCursor): SQL {
  const at = sql`('epoch'::timestamptz + ${cursor.position.micros}::bigint * interval '1 microsecond')`;
  const operator = cursor.direction === "after" ? sql`<` : sql`>`;
  return sql`(${auditLog.createdAt}, ${auditLog.id}) ${operator} (${at}, ${cursor.position.id}::uuid)`;
}

type AuditRow = typeof auditLog.$inferSelect & { position: string };

/** Up to `limit` entries after (older) or before (newer) a position, newest first. */
async function entriesAt(
  db: Database,
  filters: AuditFilters,
  cursor: AuditCursor | undefined,
  limit: number,
) {
  const newerFirst = cursor?.direction !== "before";
  const rows: AuditRow[] = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorName: auditLog.actorName,
      ip: auditLog.ip,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetLabel: auditLog.targetLabel,
      changes: auditLog.changes,
      details: auditLog.details,
      position,
    })
    .from(auditLog)
    .where(and(conditions(filters), cursor ? positionCondition(cursor) : undefined))
    .orderBy(
      newerFirst ? desc(auditLog.createdAt) : asc(auditLog.createdAt),
      newerFirst ? desc(auditLog.id) : asc(auditLog.id),
    )
    .limit(limit);
  return newerFirst ? rows : rows.reverse();
}

function parsePosition(text: string): Position {
  const [micros, id] = text.split("_");
  return { micros, id };
}

export type AuditEntryView = {
  id: string;
  at: string;
  person: string;
  personId: string | null;
  ip: string;
  action: string;
  actionLabel: string;
  target: string;
  changes: { field: string; before: string; after: string }[];
};

function shown(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** What an entry is about, in words: "Hero da página inicial", "lead 3f2…", "maria@…". */
function targetText(row: Pick<AuditRow, "targetLabel" | "targetId">): string {
  return row.targetLabel || row.targetId || "";
}

function entryView(row: AuditRow): AuditEntryView {
  return {
    id: row.id,
    at: formatDateTime(row.createdAt),
    person: row.actorName,
    personId: row.actorId,
    ip: row.ip,
    action: row.action,
    actionLabel: auditActionLabel(row.action),
    target: targetText(row),
    changes: Object.entries(row.changes ?? {}).map(([field, change]) => ({
      field,
      before: shown(change.before),
      after: shown(change.after),
    })),
  };
}

/** The screen: one page of entries, its links, and the people the filter offers. */
export async function readAuditScreen(db: Database, url: URL) {
  const { filters, cursor, errors } = parseAuditFilters(url);
  const invalid = hasAuditFilterErrors(errors);
  // One more row than a page says whether there is a page beyond it.
  const rows = invalid ? [] : await entriesAt(db, filters, cursor, AUDIT_PAGE_SIZE + 1);
  let page = rows;
  let hasOlder = false;
  let hasNewer = Boolean(cursor && cursor.direction === "after");
  if (cursor?.direction === "before") {
    hasNewer = rows.length > AUDIT_PAGE_SIZE;
    page = hasNewer ? rows.slice(1) : rows;
    hasOlder = true;
  } else {
    hasOlder = rows.length > AUDIT_PAGE_SIZE;
    page = rows.slice(0, AUDIT_PAGE_SIZE);
  }
  // Back past the newest entry: the first page.
  if (cursor?.direction === "before" && page.length === 0) {
    return readAuditScreen(db, new URL(`/admin/auditoria${auditQuery(filters)}`, url));
  }
  const first = page[0];
  const last = page.at(-1);
  const people = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.role, [...adminRoles]))
    .orderBy(asc(users.name), asc(users.email));
  return {
    filters,
    errors,
    invalid,
    people,
    entries: page.map(entryView),
    newerHref:
      hasNewer && first
        ? `/admin/auditoria${auditQuery(filters, { direction: "before", position: parsePosition(first.position) })}`
        : null,
    olderHref:
      hasOlder && last
        ? `/admin/auditoria${auditQuery(filters, { direction: "after", position: parsePosition(last.position) })}`
        : null,
    csvHref: `/admin/auditoria.csv${auditQuery(filters)}`,
  };
}

const csvHeadings = [
  "Data e hora",
  "Pessoa",
  "ID da pessoa",
  "Endereço IP",
  "Ação",
  "Código da ação",
  "Tipo do alvo",
  "ID do alvo",
  "Alvo",
  "Alterações (antes → depois)",
];

function csvRecord(row: AuditRow): string[] {
  return [
    formatDateTimeWithOffset(row.createdAt),
    row.actorName,
    row.actorId ?? "",
    row.ip,
    auditActionLabel(row.action),
    row.action,
    row.targetType ?? "",
    row.targetId ?? "",
    row.targetLabel ?? "",
    row.changes ? JSON.stringify(row.changes) : "",
  ];
}

/** "auditoria-2026-11-27.csv": the day of the export, in São Paulo. */
export function auditCsvFileName(now = new Date()): string {
  return `auditoria-${saoPauloDate(now)}.csv`;
}

/**
 * The selected entries as CSV (the leads' format: BOM, ";", CRLF, formulas neutralised),
 * pulled a batch at a time so a long log never sits in memory.
 */
export function auditCsvStream(db: Database, filters: AuditFilters, batchSize = AUDIT_EXPORT_BATCH) {
  const encoder = new TextEncoder();
  let cursor: AuditCursor | undefined;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(BOM + Papa.unparse([csvHeadings], csvOptions)));
          return;
        }
        if (done) return;
        const rows = await entriesAt(db, filters, cursor, batchSize);
        if (rows.length > 0) {
          controller.enqueue(encoder.encode(CSV_NEWLINE + Papa.unparse(rows.map(csvRecord), csvOptions)));
        }
        const last = rows.at(-1);
        if (rows.length < batchSize || !last) {
          done = true;
          controller.enqueue(encoder.encode(CSV_NEWLINE));
          controller.close();
          return;
        }
        cursor = { direction: "after", position: parsePosition(last.position) };
      },
    },
    { highWaterMark: 0 },
  );
}

/** A lead's resends, for its page: who sent it again, and when (newest first). */
export async function leadResends(db: Database, leadId: string) {
  const rows = await db
    .select({ at: auditLog.createdAt, name: auditLog.actorName })
    .from(auditLog)
    .where(
      and(eq(auditLog.targetType, "lead"), eq(auditLog.targetId, leadId), eq(auditLog.action, "lead.resend")),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(50);
  return rows.map((row) => ({ at: formatDateTime(row.at), name: row.name }));
}

/** Whether `actorId` viewed the lead within the last `minutes` (the page's own refreshes are one view). */
export async function viewedRecently(
  db: Database,
  actorId: string | null,
  leadId: string,
  minutes: number,
): Promise<boolean> {
  if (!actorId) return false;
  const [row] = await db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.targetType, "lead"),
        eq(auditLog.targetId, leadId),
        eq(auditLog.action, "lead.view"),
        eq(auditLog.actorId, actorId),
        gte(auditLog.createdAt, sql`now() - ${`${minutes} minutes`}::interval`),
      ),
    )
    .limit(1);
  return Boolean(row);
}
