import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";

/**
 * The rows of a query read through PostgreSQL's COPY in its binary format, each field as the
 * bytes the database sent. For answers too large to pass through the JS heap as text (the leads'
 * CSV export, docs/decisions/081): node-postgres decodes every field of a query's rows into a
 * string, which the app then encodes back into bytes to send; through COPY the bytes go from the
 * database's socket to the client's without ever being strings.
 *
 * A text column's binary value is its UTF-8 bytes, exactly; other types are sent in their binary
 * encoding, so the query casts what it reads to text.
 */
export type CopyOutRows = (query: SQL, options?: { timeZone?: string }) => Promise<(Buffer | null)[][]>;

const dialect = new PgDialect();

/** COPY over a connection of the pool, in a transaction of its own (for `set local`). */
export function copyOutRowsOf(pool: pg.Pool): CopyOutRows {
  return async (query, options = {}) => {
    const client = await pool.connect();
    let failure: Error | undefined;
    try {
      await client.query("begin");
      // Literal strings as written: the query's values are written into it (inlinedQuery).
      await client.query("set local standard_conforming_strings = on");
      if (options.timeZone) await client.query("select set_config('TimeZone', $1, true)", [options.timeZone]);
      const stream = client.query(copyTo(`copy (${inlinedQuery(query, client)}) to stdout (format binary)`));
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      await client.query("commit");
      return binaryCopyRows(Buffer.concat(chunks));
    } catch (error) {
      failure = error as Error;
      throw error;
    } finally {
      // A connection whose COPY failed half-way is not given back to the pool.
      client.release(failure);
    }
  };
}

/**
 * The query's SQL with its values written in as literals: COPY takes no parameters. Strings are
 * quoted by node-postgres's own escaping, numbers written as they are, arrays of strings as
 * ARRAY[…]; anything else is refused rather than guessed.
 */
export function inlinedQuery(query: SQL, client: Pick<pg.ClientBase, "escapeLiteral">): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const literal = (value: unknown): string => {
    if (value === null) return "null";
    if (typeof value === "string") return client.escapeLiteral(value);
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value === "boolean") return String(value);
    if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
      return value.length === 0 ? "'{}'" : `array[${value.map(literal).join(", ")}]`;
    }
    throw new Error(`COPY: a value of type ${typeof value} cannot be written into the query`);
  };
  // Drizzle writes each value as $1, $2…; the SQL the app writes around them holds no `$` and
  // a digit (a check on the text: a `$` followed by a digit that is not a placeholder fails).
  return text.replace(/\$(\d+)/g, (placeholder, index: string) => {
    const position = Number(index) - 1;
    if (!(position in params)) throw new Error(`COPY: ${placeholder} names no value`);
    return literal(params[position]);
  });
}

/** PGCOPY's signature, the first 11 bytes of its binary format. */
const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");

/**
 * The rows of COPY's binary format (https://www.postgresql.org/docs/15/sql-copy.html, "Binary
 * Format"): a header, then for each row its count of fields and each field's length (-1: null)
 * and bytes, then -1. The fields are views on `data`, not copies.
 */
export function binaryCopyRows(data: Buffer): (Buffer | null)[][] {
  if (data.length < 19 || !data.subarray(0, 11).equals(SIGNATURE)) {
    throw new Error("COPY: not PostgreSQL's binary format");
  }
  const extensionLength = data.readUInt32BE(15);
  let at = 19 + extensionLength;
  const rows: (Buffer | null)[][] = [];
  while (true) {
    const fields = data.readInt16BE(at);
    at += 2;
    if (fields === -1) return rows;
    const row: (Buffer | null)[] = [];
    for (let field = 0; field < fields; field++) {
      const length = data.readInt32BE(at);
      at += 4;
      if (length === -1) {
        row.push(null);
        continue;
      }
      row.push(data.subarray(at, at + length));
      at += length;
    }
    rows.push(row);
  }
}
