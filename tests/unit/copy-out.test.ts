import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { binaryCopyRows, inlinedQuery } from "~/.server/db/copy-out";

/**
 * COPY's two halves the database does not check for us: the values written into the query (COPY
 * takes no parameters) and the reading of its binary format. The export through COPY is compared
 * byte for byte with the other ways on PostgreSQL in leads-csv-export.test.ts.
 */

// node-postgres's own escaping, which needs no connection.
const client = { escapeLiteral: pg.Client.prototype.escapeLiteral };

describe("inlinedQuery", () => {
  it("writes strings, numbers and arrays of strings as literals, quotes and backslashes kept", () => {
    const query = sql`select ${"d'ávila"} as a, ${"barra \\ fim"} as b, ${42} as c, ${sql.param(["x", "y'z"])}::text[] as d, ${null} as e`;
    expect(inlinedQuery(query, client)).toBe(
      `select 'd''ávila' as a,  E'barra \\\\ fim' as b, 42 as c, array['x', 'y''z']::text[] as d, null as e`,
    );
  });

  it("writes an empty array as an empty array literal", () => {
    expect(inlinedQuery(sql`select ${sql.param([])}::text[]`, client)).toBe("select '{}'::text[]");
  });

  it("refuses a value it cannot write rather than guessing", () => {
    expect(() => inlinedQuery(sql`select ${sql.param({ a: 1 })}`, client)).toThrow(/cannot be written/);
    expect(() => inlinedQuery(sql`select ${sql.param(Number.NaN)}`, client)).toThrow(/cannot be written/);
  });

  it("refuses a `$` and a digit that names no value", () => {
    expect(() => inlinedQuery(sql`select ${sql.raw("'$9'")}`, client)).toThrow(/names no value/);
  });
});

/** COPY's binary format as PostgreSQL writes it: signature, flags, extension, rows, -1. */
function copyData(rows: (string | null)[][], extension = Buffer.alloc(0)): Buffer {
  const parts = [Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"), Buffer.alloc(4)];
  const extensionLength = Buffer.alloc(4);
  extensionLength.writeUInt32BE(extension.length);
  parts.push(extensionLength, extension);
  for (const row of rows) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(row.length);
    parts.push(count);
    for (const field of row) {
      const bytes = field === null ? Buffer.alloc(0) : Buffer.from(field, "utf8");
      const length = Buffer.alloc(4);
      length.writeInt32BE(field === null ? -1 : bytes.length);
      parts.push(length, bytes);
    }
  }
  parts.push(Buffer.from([0xff, 0xff]));
  return Buffer.concat(parts);
}

describe("binaryCopyRows", () => {
  it("reads each row's fields as their bytes, nulls and empty values apart", () => {
    const data = copyData([
      ["\r\nJoão;São Paulo", "200", null],
      ["", "0", "ü"],
    ]);
    const rows = binaryCopyRows(data).map((row) => row.map((field) => field?.toString("utf8") ?? null));
    expect(rows).toEqual([
      ["\r\nJoão;São Paulo", "200", null],
      ["", "0", "ü"],
    ]);
  });

  it("skips the header's extension and reads no row from an empty answer", () => {
    expect(binaryCopyRows(copyData([], Buffer.from("ext")))).toEqual([]);
  });

  it("refuses what is not COPY's binary format", () => {
    expect(() => binaryCopyRows(Buffer.from("id;nome\r\n1;Ana\r\n"))).toThrow(/binary format/);
  });
});
