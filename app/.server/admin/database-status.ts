import { sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";

/**
 * The admin landing's database check: can the database be reached,
 * and are the tables the admin screens use there (the migrations applied)?
 */

export type DatabaseStatus = "ready" | "unreachable" | "tables-missing";

/** Tables the admin screens read and write. */
export const adminTables = [
  "content_sections",
  "content_section_versions",
  "site_settings",
  "site_styles",
  "forms",
  "form_submissions",
  "media",
  "users",
  "sessions",
] as const;

export async function checkDatabase(db: Database, timeoutMs = 5_000): Promise<DatabaseStatus> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"unreachable">((resolve) => {
    timer = setTimeout(() => resolve("unreachable"), timeoutMs);
  });
  const check = (async (): Promise<DatabaseStatus> => {
    let present: number;
    try {
      const list = sql.join(
        adminTables.map((name) => sql`to_regclass(${`public.${name}`})`),
        sql`, `,
      );
      const result = await db.execute<{ present: number | string }>(
        sql`select count(t) as present from (select unnest(array[${list}]) as t) tables where t is not null`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{
        present: number | string;
      }>;
      present = Number(rows[0]?.present ?? 0);
    } catch {
      return "unreachable";
    }
    return present === adminTables.length ? "ready" : "tables-missing";
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
