import type { AppLoadContext } from "react-router";
import type { Database } from "~/.server/db/client";
import { auditLog } from "~/.server/db/schema";
import type { AuditAction } from "~/lib/audit-actions";

/**
 * Writing the audit log (docs/decisions/041). An entry says who (the account's id and the name
 * it had then), from which address, what was done and to what, and for settings which values
 * changed. Where the change is a database write, the entry is written in the same transaction
 * (withAudit), so there is no change without its entry and no entry for a change that failed.
 */

export type AuditWho = { actorId: string | null; actorName: string; ip: string };

export type AuditTarget = {
  type:
    | "section"
    | "page"
    | "lead"
    | "leads"
    | "media"
    | "user"
    | "invitation"
    | "styling"
    | "form"
    | "site-data"
    | "audit";
  id?: string | null;
  label?: string | null;
};

export type AuditChanges = Record<string, { before: unknown; after: unknown }>;

export type AuditEvent = {
  action: AuditAction;
  target?: AuditTarget;
  changes?: AuditChanges | null;
  details?: Record<string, unknown> | null;
};

/** The person of a checked admin session, at the address the server sees for this request. */
export function auditWho(session: { user: { id: string; name: string } }, context: AppLoadContext): AuditWho {
  return { actorId: session.user.id, actorName: session.user.name, ip: context.clientIp || "unknown" };
}

const LABEL_MAX = 300;

/** Writes one entry (on `db`, or on the transaction of the change it records). */
export async function recordAudit(db: Database, who: AuditWho, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    actorId: who.actorId,
    actorName: who.actorName.slice(0, LABEL_MAX),
    ip: who.ip.slice(0, 100),
    action: event.action,
    targetType: event.target?.type ?? null,
    targetId: event.target?.id?.slice(0, LABEL_MAX) ?? null,
    targetLabel: event.target?.label?.slice(0, LABEL_MAX) ?? null,
    changes: event.changes && Object.keys(event.changes).length > 0 ? event.changes : null,
    details: event.details ?? null,
  });
}

/**
 * Runs `work` and writes its entry in one transaction. `event` may depend on what the work
 * returned; returning null writes nothing (the work changed nothing, e.g. a lead not found).
 * `work` gets the transaction as its database: every write it makes must go through it.
 */
export async function withAudit<T>(
  db: Database,
  who: AuditWho,
  event: AuditEvent | ((result: T) => AuditEvent | null),
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const result = await work(tx as unknown as Database);
    const entry = typeof event === "function" ? event(result) : event;
    if (entry) await recordAudit(tx as unknown as Database, who, entry);
    return result;
  });
}

const CHANGES_MAX = 200;

/**
 * The values that differ between two settings, by path ("colors.primary", "fields.2.label"):
 * compact enough to keep for every save, exact enough to say what someone changed.
 */
export function changedValues(before: unknown, after: unknown): AuditChanges {
  const changes: AuditChanges = {};
  const walk = (path: string, a: unknown, b: unknown) => {
    if (Object.keys(changes).length >= CHANGES_MAX) return;
    if (isBranch(a) && isBranch(b) && Array.isArray(a) === Array.isArray(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys) {
        walk(
          path ? `${path}.${key}` : key,
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
        );
      }
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b)) {
      changes[path || "valor"] = { before: a ?? null, after: b ?? null };
    }
  };
  walk("", before, after);
  return changes;
}

function isBranch(value: unknown): value is object {
  return typeof value === "object" && value !== null;
}
