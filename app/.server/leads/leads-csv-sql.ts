import { and, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import type { CopyOutRows } from "~/.server/db/copy-out";
import { formSubmissions } from "~/.server/db/schema";
import { CONTACT_FORM_ID } from "~/forms/contact";
import { EXPO_FORM_ID } from "~/forms/expo";
import { attributionKeys } from "./attribution";
import { formName, labelledFields } from "./lead-view";
import { CSV_NEWLINE, type CsvLayout } from "./leads-csv";

/**
 * The export's lines written by PostgreSQL instead of the app: the same bytes as csvLines (the
 * tests compare them on both databases), made in C next to the data, so an export of a million
 * leads costs the server's thread one string per batch rather than the formatting of every
 * field of every lead.
 *
 * What the app's formatting does, done here the same way:
 * - a cell as papaparse writes it (csvOptions): a value starting with = + - @, a tab or a
 *   carriage return gets a leading apostrophe and quotes; a value holding a line break, a quote,
 *   the separator or a byte-order mark, or starting or ending with a space, is quoted; quotes
 *   inside are doubled;
 * - times in São Paulo, to the second, with their offset ("2026-11-23 14:05:00 -03:00");
 * - the expo form's stored options (day, hours, amount) under their labels: the labels of the
 *   values the exported leads hold are worked out by the app (labelledFields) before the first
 *   batch and handed to the query, so they cannot differ from the screens';
 * - the consent's acceptance time as the intake stores it (an ISO time); anything else is
 *   written as stored.
 */

/**
 * A value as papaparse writes it with csvOptions (';' between cells, formulas neutralised): an
 * expression repeated rather than a subquery, which would be planned and run for every cell of
 * every lead.
 */
function cell(v: SQL): SQL {
  return sql`case when ${v} ~ '[\\r\\n";\\uFEFF]|^[=+@\\t\\r -]| $' then
      '"' || case when ${v} ~ '^[=+@\\t\\r-]' then '''' else '' end || replace(${v}, '"', '""') || '"'
    else ${v} end`;
}

/**
 * A time as formatDateTimeWithOffset writes it: São Paulo's clock to the second and its offset
 * ("2026-11-23 14:05:00 -03:00"); the batch's transaction sets São Paulo's time zone.
 */
function saoPauloTime(value: SQL): SQL {
  return sql`to_char(${value}, 'YYYY-MM-DD HH24:MI:SS TZH:TZM')`;
}

/**
 * An ISO time as the intake stores it (toISOString), the only shape read as a time. Its groups
 * capture nothing ("(?:"): with capturing groups PostgreSQL's matcher took about 12 µs a lead,
 * without them about 4.
 */
const isoTime =
  "^\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,6})?(?:Z|[+-]\\d{2}:\\d{2})$";

/** The fields whose stored value the admin reads under a label: the expo form's options. */
const labelledExpoFields = ["investment", "preferred_day", "preferred_time"];

/** Each labelled field's values, as the app labels them, for the values the leads hold. */
export type ValueLabels = Record<string, Record<string, string>>;

/**
 * The labels of the expo options the exported leads hold: one pass over the expo leads the
 * filters select (the others' values are written as stored).
 */
export async function exportValueLabels(db: Database, conditions: SQL | undefined): Promise<ValueLabels> {
  const rows = await db
    .selectDistinct({ key: sql<string>`field.key`, value: sql<string>`field.value` })
    .from(formSubmissions)
    .innerJoin(
      sql`lateral jsonb_each_text(${formSubmissions.data}) as field(key, value)`,
      sql`field.key in (${sql.join(
        labelledExpoFields.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    )
    .where(and(conditions, sql`${formSubmissions.formId} = ${EXPO_FORM_ID}`));
  const labels: ValueLabels = {};
  for (const { key, value } of rows) {
    if (value === null) continue;
    const [field] = labelledFields(EXPO_FORM_ID, { [key]: value });
    if (!field || field.value === value) continue;
    labels[key] = { ...labels[key], [value]: field.value };
  }
  return labels;
}

/**
 * What, anywhere in a lead's values joined by a unit separator, makes papaparse quote one of
 * them: a line break, a quote, the separator or a byte-order mark inside; a formula's first
 * character, a tab, a carriage return or a space at a value's start; a space at its end. Checked
 * once per lead, not per cell: most leads need no quotes and their values are joined as they are.
 */
const needsQuotesSomewhere = '[\\r\\n";\\uFEFF]|(?:^|\\x1f)[=+@\\t\\r -]| (?:\\x1f|$)';

/**
 * One lead's cells in the layout's columns, as one text array: the id, its time, then its
 * values. Worked out once per lead (in readLinesBatch's inner query) and read twice, by the
 * check for quotes and by the line: written out in both, PostgreSQL would extract every value
 * twice (it shares no common expression), about half of each lead's time.
 */
export function csvCellsSql(layout: CsvLayout, labels: ValueLabels): SQL {
  const data = formSubmissions.data;
  const dataValue = (key: string) => {
    const stored = sql`${data}->>${key}`;
    const valueLabels = labels[key];
    if (!valueLabels) return stored;
    return sql`case when ${formSubmissions.formId} = ${EXPO_FORM_ID}
      then coalesce(${JSON.stringify(valueLabels)}::jsonb->>(${stored}), ${stored}) else ${stored} end`;
  };
  const acceptedAt = sql`${formSubmissions.consent}->>'acceptedAt'`;
  const values: SQL[] = [
    sql`case ${formSubmissions.formId} when ${CONTACT_FORM_ID} then ${formName(CONTACT_FORM_ID)}
      when ${EXPO_FORM_ID} then ${formName(EXPO_FORM_ID)} else ${formSubmissions.formId} end`,
    ...layout.dataColumns.map(dataValue),
    ...attributionKeys.map((key) => sql`${formSubmissions.attribution}->>${key}`),
    sql`${formSubmissions.pagePath}`,
    sql`${formSubmissions.consent}->>'version'`,
    sql`case when ${acceptedAt} ~ ${isoTime} then ${saoPauloTime(sql`(${acceptedAt})::timestamptz`)}
      else ${acceptedAt} end`,
    sql`${formSubmissions.landingPath}`,
    sql`${formSubmissions.referrerHost}`,
  ].map((value) => sql`coalesce(${value}, '')`);
  // The id and the time never need quotes (nor trip the check: hex digits, dashes, a time).
  const fixed = [sql`${formSubmissions.id}::text`, saoPauloTime(sql`${formSubmissions.createdAt}`)];
  return sql`array[${sql.join([...fixed, ...values], sql`, `)}]::text[]`;
}

/**
 * The CSV line (without its line end) of a lead's cells: joined as they are, unless one of them
 * needs quotes; then each cell as papaparse writes it.
 */
function csvLineOf(cells: SQL): SQL {
  return sql`case when array_to_string(${cells}, chr(31)) ~ ${needsQuotesSomewhere}
    then (select string_agg(${cell(sql`u.value`)}, ';' order by u.at) from unnest(${cells}) with ordinality as u(value, at))
    else array_to_string(${cells}, ';') end`;
}

/** Where a batch ends: created_at as PostgreSQL writes it (microseconds) and the id. */
export type Position = { createdAt: string; id: string };

/** A batch of lines: its pieces (each line after its line end), its count, its last lead. */
export type LinesBatch = { pieces: (string | Buffer)[]; count: number; last: Position | null };

/**
 * The next batch of leads after `after` (newest first) as CSV lines, each written by the
 * database, in pieces each line preceded by its line end; and the position of its last lead.
 * Read as text (PGlite; node-postgres without COPY), or through `copy` (PostgreSQL, see
 * db/copy-out.ts): the same rows, as bytes.
 */
export async function readLinesBatch(
  db: Database,
  conditions: SQL | undefined,
  cells: SQL,
  after: Position | null,
  size: number,
  copy?: CopyOutRows,
): Promise<LinesBatch> {
  const query = linesBatchQuery(conditions, cells, after, size);
  if (copy) {
    const rows = await copy(query, { timeZone: SAO_PAULO });
    return batchOf(
      rows.map(([piece, count, lastAt, lastId]) => ({
        piece: piece ?? Buffer.alloc(0),
        count: String(count),
        last_at: String(lastAt),
        last_id: String(lastId),
      })),
    );
  }
  // São Paulo's clock for to_char, in this batch's transaction only (the connection is pooled).
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('TimeZone', ${SAO_PAULO}, true)`);
    return tx.execute(query);
  });
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as BatchRow<string>[];
  return batchOf(rows);
}

const SAO_PAULO = "America/Sao_Paulo";

type BatchRow<Piece> = { piece: Piece; count: string; last_at: string; last_id: string };

function batchOf<Piece extends string | Buffer>(rows: BatchRow<Piece>[]): LinesBatch {
  const tail = rows.at(-1);
  return {
    pieces: rows.map((row) => row.piece),
    count: rows.reduce((sum, row) => sum + Number(row.count), 0),
    last: tail ? { createdAt: tail.last_at, id: tail.last_id } : null,
  };
}

/**
 * The batch's query, read in São Paulo's time zone. The inner query picks the batch and works
 * out each lead's cells once; the outer one writes the lines from them. The position is written
 * in UTC: a time written in São Paulo's zone costs PostgreSQL about 45 µs (to_char's about 2),
 * more than the rest of the lead's line. The lines come back joined in pieces of
 * LINES_PER_PIECE, each line after its line end: ten rows a batch rather than 2,000, which
 * spares the server's thread a row object per lead. Every column is text (COPY's binary format
 * sends text as its bytes).
 */
function linesBatchQuery(conditions: SQL | undefined, cells: SQL, after: Position | null, size: number): SQL {
  const afterCondition = after
    ? sql`(${formSubmissions.createdAt}, ${formSubmissions.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const where = and(conditions, afterCondition) ?? sql`true`;
  return sql`
      select string_agg(${CSV_NEWLINE} || lines.line, '' order by lines.n) as piece, count(*)::text as count,
        (array_agg(lines.at order by lines.n desc))[1] as last_at,
        (array_agg(lines.id order by lines.n desc))[1] as last_id
      from (
        select ${csvLineOf(sql`batch.cells`)} as line, batch.at, batch.id,
          row_number() over (order by batch.created_at desc, batch.lead_id desc) as n
        from (
          select ${cells} as cells, ${formSubmissions.createdAt} as created_at, ${formSubmissions.id} as lead_id,
            (${formSubmissions.createdAt} at time zone 'UTC')::text || '+00' as at, ${formSubmissions.id}::text as id
          from ${formSubmissions}
          where ${where}
          order by ${formSubmissions.createdAt} desc, ${formSubmissions.id} desc
          limit ${size}
        ) as batch
      ) as lines
      group by (lines.n - 1) / ${sql.raw(String(LINES_PER_PIECE))}
      order by (lines.n - 1) / ${sql.raw(String(LINES_PER_PIECE))}`;
}

/** Lines per piece of a batch written to the response (about 60 KB). */
const LINES_PER_PIECE = 200;
