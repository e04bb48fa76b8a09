import { userNames } from "~/.server/content/section-store";
import type { Database } from "~/.server/db/client";

/**
 * What the editors share when a save meets a newer one (docs/decisions/049 and 042): the time
 * said in São Paulo ("às 14:32"), the person's name, and the form to show again — the newer
 * value with the fields this person changed put back on top, so saving again applies exactly
 * their change.
 */

const clock = new Intl.DateTimeFormat("pt-BR", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "America/Sao_Paulo",
});

/** "14:32", São Paulo time (the team's clock, whatever the server's). */
export function clockTime(at: Date): string {
  return clock.format(at);
}

/** The saved name of a person, "Outra pessoa" when there is none (a removed account keeps its name). */
export async function personName(db: Database, userId: string | null): Promise<string> {
  if (!userId) return "Outra pessoa";
  const names = await userNames(db, [userId]);
  return names[userId]?.trim() || "Outra pessoa";
}

/** `current` with each field this person changed (typed ≠ what they started from) as they typed it. */
export function ownChangesOnTop(current: unknown, typed: unknown, startedFrom: unknown): unknown {
  if (!isRecord(current) || !isRecord(typed)) return typed;
  const base = isRecord(startedFrom) ? startedFrom : {};
  const merged: Record<string, unknown> = { ...current };
  for (const [field, value] of Object.entries(typed)) {
    if (JSON.stringify(value) !== JSON.stringify(base[field])) merged[field] = value;
  }
  return merged;
}

/** The value a form was opened with (a hidden JSON field), to tell this person's changes apart. */
export function startedFrom(formData: FormData, name = "editedFromValue"): unknown {
  const raw = formData.get(name);
  if (typeof raw !== "string" || raw.length > 100_000) return null;
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
