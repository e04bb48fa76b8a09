import { and, desc, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { formSubmissions } from "~/.server/db/schema";
import { type LeadFilters, leadConditions } from "./admin-leads";
import {
  BOM,
  CSV_NEWLINE,
  type CsvLayout,
  csvLayout,
  csvLines,
  type LeadRow,
  NO_ROWS_TAIL,
} from "./leads-csv";

/**
 * The CSV export, streamed: the leads leave in batches as they are read, so an export of a
 * million leads holds one batch in memory, not the whole file, and the other requests of the
 * instance get in between two batches. The bytes are those of leadsCsv over the same leads.
 *
 * Batches are read by position (created_at, id), newest first, each starting after the last
 * lead of the one before: on PostgreSQL and PGlite alike, with no transaction or cursor held open
 * while a slow client downloads, and each batch found through the (created_at, id) index.
 */

/** Leads per batch: small enough that formatting one (synchronous work) keeps other requests waiting only briefly. */
export const EXPORT_BATCH_SIZE = 250;

type Filters = Omit<LeadFilters, "page">;

/**
 * The headings depend on every data key and form of the exported leads (a column per stored
 * field), so they are read first, by the database, in one pass that carries no lead's data back.
 */
async function exportLayout(db: Database, filters: Filters): Promise<CsvLayout> {
  const rows = await db
    .select({
      formId: formSubmissions.formId,
      key: sql<string | null>`k.key`,
    })
    .from(formSubmissions)
    .leftJoin(sql`lateral jsonb_object_keys(${formSubmissions.data}) as k(key)`, sql`true`)
    .where(leadConditions(filters))
    .groupBy(formSubmissions.formId, sql`k.key`);
  const keys = rows.flatMap((row) => (row.key === null ? [] : [row.key]));
  const formIds = [...new Set(rows.map((row) => row.formId))];
  return csvLayout(keys, formIds);
}

/**
 * Where a batch ends: created_at as PostgreSQL writes it (microseconds and offset; a JS Date
 * keeps only milliseconds, and two leads in the same millisecond would be skipped) and the id.
 */
type Position = { createdAt: string; id: string };

async function readBatch(
  db: Database,
  filters: Filters,
  after: Position | null,
  size: number,
): Promise<{ rows: LeadRow[]; last: Position | null }> {
  const afterCondition: SQL | undefined = after
    ? sql`(${formSubmissions.createdAt}, ${formSubmissions.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const found = await db
    .select({
      ...getTableColumns(formSubmissions),
      position: sql<string>`${formSubmissions.createdAt}::text`,
    })
    .from(formSubmissions)
    .where(and(leadConditions(filters), afterCondition))
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(size);
  const tail = found.at(-1);
  const rows = found.map(({ position: _position, ...row }) => row);
  return { rows, last: tail ? { createdAt: tail.position, id: tail.id } : null };
}

/** Every lead the filters select, newest first, a batch at a time. */
export async function* leadBatches(
  db: Database,
  filters: Filters,
  size = EXPORT_BATCH_SIZE,
): AsyncGenerator<LeadRow[]> {
  let after: Position | null = null;
  while (true) {
    const { rows, last } = await readBatch(db, filters, after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size || !last) return;
    after = last;
  }
}

/**
 * The export as a byte stream. It is pulled: the next batch is read only once the previous one
 * has been taken by the response, which waits for the client (backpressure), so a slow download
 * never piles the file up in memory.
 */
export function leadsCsvStream(db: Database, filters: Filters, batchSize = EXPORT_BATCH_SIZE) {
  const encoder = new TextEncoder();
  let batches: AsyncGenerator<LeadRow[]> | null = null;
  let layout: CsvLayout | null = null;
  let wroteRows = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!layout || !batches) {
          layout = await exportLayout(db, filters);
          batches = leadBatches(db, filters, batchSize);
          controller.enqueue(encoder.encode(`${BOM}${layout.headingLine}`));
          return;
        }
        const next = await batches.next();
        if (next.done) {
          controller.enqueue(encoder.encode(wroteRows ? CSV_NEWLINE : NO_ROWS_TAIL));
          controller.close();
          return;
        }
        wroteRows = true;
        controller.enqueue(encoder.encode(`${CSV_NEWLINE}${csvLines(next.value, layout)}`));
      },
      async cancel() {
        // The client went away: stop reading batches.
        await batches?.return(undefined);
      },
    },
    { highWaterMark: 0 },
  );
}
