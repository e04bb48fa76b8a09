import { and, desc, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import type { CopyOutRows } from "~/.server/db/copy-out";
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
import {
  csvCellsSql,
  exportValueLabels,
  type Position,
  readLinesBatch,
  type ValueLabels,
} from "./leads-csv-sql";

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
 *
 * Listing every key of every lead (ten or so each) cost about 4 s at a million leads. The newest
 * leads' keys are read first (SAMPLE_SIZE of them, through the list's index); the pass then lists
 * only the keys a lead holds beyond those (`data - keys`), which most leads do not: the same keys
 * in about a third of the time. Without JIT: compiling the pass's expressions took about 1 s,
 * more than it saved.
 */
async function exportLayout(db: Database, filters: Filters): Promise<CsvLayout> {
  const conditions = leadConditions(filters);
  const newest = db
    .select({ data: formSubmissions.data })
    .from(formSubmissions)
    .where(conditions)
    .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
    .limit(SAMPLE_SIZE)
    .as("newest");
  const sampled = await db
    .selectDistinct({ key: sql<string>`jsonb_object_keys(${newest.data})` })
    .from(newest);
  const sampleKeys = sampled.map((row) => row.key);
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx
      .select({ formId: formSubmissions.formId, key: sql<string | null>`k.key` })
      .from(formSubmissions)
      .leftJoin(
        sql`lateral jsonb_object_keys(${formSubmissions.data} - ${sql.param(sampleKeys)}::text[]) as k(key)`,
        sql`true`,
      )
      .where(conditions)
      .groupBy(formSubmissions.formId, sql`k.key`);
  });
  const keys = [...sampleKeys, ...rows.flatMap((row) => (row.key === null ? [] : [row.key]))];
  const formIds = [...new Set(rows.map((row) => row.formId))];
  return csvLayout(keys, formIds);
}

/** Leads whose keys are read before the headings' pass (see exportLayout). */
const SAMPLE_SIZE = 1_000;

// Position: where a batch ends, created_at as PostgreSQL writes it (microseconds and offset; a
// JS Date keeps only milliseconds, and two leads in the same millisecond would be skipped) and
// the id.

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

/** Leads per batch when the database writes the lines: its work, not the server's thread. */
export const DATABASE_FORMATTED_BATCH_SIZE = 2_000;

/**
 * Who writes the CSV lines: the app (papaparse, one batch of leads at a time in the server's
 * thread) or the database (leads-csv-sql.ts; PostgreSQL, where formatting a million leads would
 * otherwise hold the server's thread for a minute). PGlite runs in the server's thread either
 * way, so it keeps the app's formatting.
 */
export type CsvFormatting = "app" | "database";

/**
 * The export as a byte stream. It is pulled: the next batch is read only once the previous one
 * has been taken by the response, which waits for the client (backpressure), so a slow download
 * never piles the file up in memory.
 */
export function leadsCsvStream(
  db: Database,
  filters: Filters,
  options: { batchSize?: number; formatting?: CsvFormatting; copy?: CopyOutRows } = {},
) {
  const formatting = options.formatting ?? "app";
  const batchSize =
    options.batchSize ?? (formatting === "database" ? DATABASE_FORMATTED_BATCH_SIZE : EXPORT_BATCH_SIZE);
  let next: (() => Promise<(string | Buffer)[] | null>) | null = null;
  let wroteRows = false;
  let stopped = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!next) {
          // The expo options' labels are read beside the headings' pass (both read every lead).
          const labels = formatting === "database" ? exportValueLabels(db, leadConditions(filters)) : null;
          labels?.catch(() => {});
          const layout = await exportLayout(db, filters);
          next = labels
            ? databaseLines(db, filters, layout, await labels, batchSize, options.copy)
            : appLines(db, filters, layout, batchSize);
          controller.enqueue(Buffer.from(`${BOM}${layout.headingLine}`));
          return;
        }
        const lines = stopped ? null : await next();
        if (lines === null) {
          controller.enqueue(Buffer.from(wroteRows ? CSV_NEWLINE : NO_ROWS_TAIL));
          controller.close();
          return;
        }
        wroteRows = true;
        for (const piece of lines) controller.enqueue(typeof piece === "string" ? Buffer.from(piece) : piece);
      },
      cancel() {
        // The client went away: read no more batches.
        stopped = true;
      },
    },
    { highWaterMark: 0 },
  );
}

/** Each batch's lines formatted by the app, each after its line end; null after the last. */
function appLines(db: Database, filters: Filters, layout: CsvLayout, batchSize: number) {
  const batches = leadBatches(db, filters, batchSize);
  return async () => {
    const batch = await batches.next();
    return batch.done ? null : [`${CSV_NEWLINE}${csvLines(batch.value, layout)}`];
  };
}

/**
 * Each batch's lines formatted by the database, in pieces; null after the last. The next batch
 * is asked for as soon as one arrives, so the database writes it while the server sends this
 * one: two batches at most are held (about 1 MB). With `copy` (PostgreSQL), the pieces are read
 * as bytes and sent as they came (db/copy-out.ts).
 */
function databaseLines(
  db: Database,
  filters: Filters,
  layout: CsvLayout,
  labels: ValueLabels,
  batchSize: number,
  copy?: CopyOutRows,
) {
  const conditions = leadConditions(filters);
  const cells = csvCellsSql(layout, labels);
  const read = (after: Position | null) => {
    const batch = readLinesBatch(db, conditions, cells, after, batchSize, copy);
    // Awaited by the next call; a download abandoned meanwhile leaves it unawaited.
    batch.catch(() => {});
    return batch;
  };
  let next: ReturnType<typeof read> | null = read(null);
  return async () => {
    if (!next) return null;
    const batch = await next;
    next = batch.count === batchSize && batch.last ? read(batch.last) : null;
    return batch.count > 0 ? batch.pieces : null;
  };
}
