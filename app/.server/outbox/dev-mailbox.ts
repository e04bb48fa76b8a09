import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { outbox } from "~/.server/db/schema";
import type { EmailPayload } from "./outbox";

export type DevMailboxEntry = EmailPayload & { id: string; status: string; createdAt: Date };

/**
 * The last 50 account mails queued, newest first (to one address when `to` is given): what a
 * laptop without SMTP_URL, and the end-to-end tests, read instead of a mail server.
 */
export async function devMailbox(db: Database, to: string | undefined): Promise<DevMailboxEntry[]> {
  const rows = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, "email"), to ? eq(outbox.targetUrl, `mailto:${to.toLowerCase()}`) : undefined))
    .orderBy(desc(outbox.createdAt))
    .limit(50);
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    ...(row.payload as EmailPayload),
  }));
}
