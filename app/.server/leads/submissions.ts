import { desc } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { formSubmissions } from "~/.server/db/schema";

/** The newest leads first (the dashboard shows the latest 10). */
export async function latestSubmissions(db: Database, limit: number) {
  return db.select().from(formSubmissions).orderBy(desc(formSubmissions.createdAt)).limit(limit);
}

/**
 * 'Clear All Submissions': every lead goes, with its queued deliveries and their attempt log
 * (the outbox rows cascade). Returns how many leads were removed.
 */
export async function clearAllSubmissions(db: Database): Promise<number> {
  const removed = await db.delete(formSubmissions).returning({ id: formSubmissions.id });
  return removed.length;
}

/** The notice when clearing the submissions failed (the dashboard and the forms screen). */
export const clearSubmissionsFailed = {
  title: "Erro ao remover",
  description: "Ocorreu um problema ao remover as submissões de formulário.",
  variant: "error",
} as const;
