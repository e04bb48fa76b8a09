import { and, asc, eq, lte, sql } from "drizzle-orm";
import { formatDashboardDate } from "~/.server/admin/dashboard-format";
import type { Database } from "~/.server/db/client";
import { lockKeys } from "~/.server/db/lock-keys";
import { scheduledPublications, users } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { checkStoredValue, schemaVersionOf } from "~/content/registry/schema-versions";
import { sections } from "~/content/registry/sections";
import type { FieldErrors, SectionRegistry } from "~/content/registry/values";
import { bumpContentVersion } from "./content-version";
import { libraryAddresses, withoutMissingImages } from "./image-uses";
import { publishValidValue, readSectionState, readSectionValues, readSectionVersion } from "./section-store";

/**
 * Scheduled publishing (docs/decisions/051): the team sets a date and time in Brasília for a
 * section's draft or one of its versions to go live, or for the promo banner to end. The value
 * is taken and checked when the publication is scheduled (later edits of the draft are not
 * part of it); the schedule worker of whichever instance claims the row first publishes it
 * within a poll of its time, in one transaction with the content version's bump, so every
 * instance's page cache renders afresh, signed-in admin or not.
 */

const appRegistry = sections as unknown as SectionRegistry;

export const PROMO_BANNER_ID = "promo-banner";
/** Farthest ahead a publication can be set. */
const MAX_DAYS_AHEAD = 366;
const SCHEDULE_LOCK_KEY = lockKeys.schedule;
/** Rows published per transaction: a backlog (a server down for days) is worked in batches. */
const BATCH = 20;

export type ScheduledItem = {
  id: number;
  sectionId: string;
  sectionLabel: string;
  action: "publish" | "banner-end";
  /** "Publicar o rascunho salvo em …", "Encerrar o banner". */
  description: string;
  /** As the screens show it, in Brasília ("01/12/2026, 09:00"). */
  publishAt: string;
  createdByName: string | null;
};

export type ScheduleResult = { ok: true; publishAt: Date } | { ok: false; errors: FieldErrors };

const scheduleMessages = {
  when: "Informe a data e a hora (horário de Brasília).",
  past: "Escolha uma data e hora no futuro.",
  tooFar: `Escolha uma data até ${MAX_DAYS_AHEAD} dias à frente.`,
  noDraft: "Não há rascunho salvo para agendar: salve um rascunho primeiro.",
  draftNeedsAttention: "O rascunho precisa de correção antes de ser agendado.",
  versionDoesNotFit: "Esta versão não cabe mais nas regras da seção: restaure-a, corrija e publique.",
  missingVersion: "Versão não encontrada.",
  notBanner: "Só o banner promocional tem fim agendado.",
} as const;

/**
 * "2026-12-01T09:00" as typed in Brasília (a datetime-local field) → the instant. Brazil has
 * kept UTC−3 all year since 2019; the offset is still asked of the time zone database, so a
 * return of summer time would be followed.
 */
export function brasiliaInstant(local: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local.trim());
  if (!match) return null;
  const [, year, month, day, hour, minute, second = 0] = match.map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const offset = brasiliaOffsetMinutes(new Date(asUtc));
  const instant = new Date(asUtc - offset * 60_000);
  // 31/02 and 25:00 roll over in Date.UTC: refused, as the field would.
  const back = new Date(instant.getTime() + offset * 60_000);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day || back.getUTCHours() !== hour)
    return null;
  return instant;
}

function brasiliaOffsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: "America/Sao_Paulo", timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? "");
  if (!match) return -180;
  return (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

function whenOrErrors(local: string, now: Date): Date | FieldErrors {
  const at = brasiliaInstant(local);
  if (!at) return { publishAt: [scheduleMessages.when] };
  if (at.getTime() <= now.getTime()) return { publishAt: [scheduleMessages.past] };
  if (at.getTime() - now.getTime() > MAX_DAYS_AHEAD * 86_400_000)
    return { publishAt: [scheduleMessages.tooFar] };
  return at;
}

async function insertScheduled(
  db: Database,
  row: Omit<typeof scheduledPublications.$inferInsert, "id" | "status">,
): Promise<ScheduleResult> {
  await db.insert(scheduledPublications).values(row);
  return { ok: true, publishAt: row.publishAt };
}

/** "Agendar publicação do rascunho": the saved draft, as it is now, goes live at `local`. */
export async function scheduleDraft(
  db: Database,
  sectionId: string,
  local: string,
  userId: string | null,
  registry: SectionRegistry = appRegistry,
  now = new Date(),
): Promise<ScheduleResult> {
  const when = whenOrErrors(local, now);
  if (!(when instanceof Date)) return { ok: false, errors: when };
  const state = await readSectionState(db, sectionId, undefined, registry);
  if (!state || state.draft === null || !state.draftAt)
    return { ok: false, errors: { publishAt: [scheduleMessages.noDraft] } };
  if (state.attention.draft)
    return { ok: false, errors: { publishAt: [scheduleMessages.draftNeedsAttention] } };
  return insertScheduled(db, {
    sectionId,
    action: "publish",
    value: state.draft,
    schemaVersion: schemaVersionOf(state.definition),
    source: `Publicar o rascunho salvo em ${formatDashboardDate(state.draftAt)}`,
    publishAt: when,
    createdBy: userId,
  });
}

/** "Agendar publicação desta versão": an earlier publish goes live again at `local`. */
export async function scheduleVersion(
  db: Database,
  sectionId: string,
  versionId: number,
  local: string,
  userId: string | null,
  registry: SectionRegistry = appRegistry,
  now = new Date(),
): Promise<ScheduleResult> {
  const when = whenOrErrors(local, now);
  if (!(when instanceof Date)) return { ok: false, errors: when };
  const definition = registry[sectionId];
  const version = definition ? await readSectionVersion(db, sectionId, versionId, registry) : null;
  if (!definition || !version) return { ok: false, errors: { publishAt: [scheduleMessages.missingVersion] } };
  // As a restore does: an image deleted since is replaced as the delete replaced it.
  const value = withoutMissingImages(definition, version.value, await libraryAddresses(db));
  const checked = checkStoredValue(definition, value, schemaVersionOf(definition));
  if (!checked.ok) return { ok: false, errors: { publishAt: [scheduleMessages.versionDoesNotFit] } };
  return insertScheduled(db, {
    sectionId,
    action: "publish",
    value: checked.value,
    schemaVersion: schemaVersionOf(definition),
    source: `Publicar a versão de ${formatDashboardDate(version.publishedAt)}`,
    publishAt: when,
    createdBy: userId,
  });
}

/** "Agendar fim do banner": the promo banner, whatever it says then, is taken off at `local`. */
export async function scheduleBannerEnd(
  db: Database,
  sectionId: string,
  local: string,
  userId: string | null,
  now = new Date(),
): Promise<ScheduleResult> {
  if (sectionId !== PROMO_BANNER_ID)
    return { ok: false, errors: { publishAt: [scheduleMessages.notBanner] } };
  const when = whenOrErrors(local, now);
  if (!(when instanceof Date)) return { ok: false, errors: when };
  return insertScheduled(db, {
    sectionId,
    action: "banner-end",
    value: null,
    source: "Encerrar o banner",
    publishAt: when,
    createdBy: userId,
  });
}

/** "Cancelar": a publication still waiting is dropped; false when it has run or was cancelled. */
export async function cancelScheduled(db: Database, sectionId: string, id: number): Promise<boolean> {
  const cancelled = await db
    .update(scheduledPublications)
    .set({ status: "cancelled", finishedAt: new Date() })
    .where(
      and(
        eq(scheduledPublications.id, id),
        eq(scheduledPublications.sectionId, sectionId),
        eq(scheduledPublications.status, "pending"),
      ),
    )
    .returning({ id: scheduledPublications.id });
  return cancelled.length > 0;
}

/** What is waiting to go live, soonest first (of one section, or of all). */
export async function listScheduled(
  db: Database,
  sectionId?: string,
  registry: SectionRegistry = appRegistry,
): Promise<ScheduledItem[]> {
  const pending = eq(scheduledPublications.status, "pending");
  const rows = await db
    .select({
      id: scheduledPublications.id,
      sectionId: scheduledPublications.sectionId,
      action: scheduledPublications.action,
      source: scheduledPublications.source,
      publishAt: scheduledPublications.publishAt,
      createdByName: users.name,
    })
    .from(scheduledPublications)
    .leftJoin(users, eq(users.id, scheduledPublications.createdBy))
    .where(sectionId === undefined ? pending : and(pending, eq(scheduledPublications.sectionId, sectionId)))
    .orderBy(asc(scheduledPublications.publishAt), asc(scheduledPublications.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    sectionId: row.sectionId,
    sectionLabel: registry[row.sectionId]?.label ?? row.sectionId,
    action: row.action,
    description: row.source,
    publishAt: formatDashboardDate(row.publishAt),
    createdByName: row.createdByName,
  }));
}

const scheduledReason = "Publicação agendada";
const bannerEndReason = "Fim agendado do banner";

/**
 * Publishes what is due, in batches, each in one transaction: rows claimed with SKIP LOCKED, so
 * two instances polling at once never publish the same row twice, and the content version is
 * bumped with the publishes it announces. Returns how many rows were worked.
 */
export async function runDuePublications(
  db: Database,
  logger: Pick<Logger, "info" | "warn">,
  registry: SectionRegistry = appRegistry,
  now = new Date(),
): Promise<number> {
  let worked = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // One instance at a time (as the retention pass and the CRM alerts): the others skip this
      // poll rather than wait, and the rows' SKIP LOCKED claim keeps each publish single anyway.
      const turn = await tx.execute(sql`select pg_try_advisory_xact_lock(${SCHEDULE_LOCK_KEY}) as "ours"`);
      if (!(turn as unknown as { rows: { ours: boolean }[] }).rows[0]?.ours) return 0;
      const due = await tx
        .select()
        .from(scheduledPublications)
        .where(and(eq(scheduledPublications.status, "pending"), lte(scheduledPublications.publishAt, now)))
        .orderBy(asc(scheduledPublications.publishAt), asc(scheduledPublications.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      let published = 0;
      for (const row of due) {
        const outcome = await publishDue(tx as unknown as Database, row, registry, now);
        await tx
          .update(scheduledPublications)
          .set({
            status: outcome.ok ? "done" : "failed",
            finishedAt: now,
            error: outcome.ok ? null : outcome.error,
          })
          .where(eq(scheduledPublications.id, row.id));
        if (outcome.ok) published++;
        const log = { scheduledId: row.id, sectionId: row.sectionId, action: row.action };
        if (outcome.ok) logger.info(log, "scheduled publication: published");
        else logger.warn({ ...log, error: outcome.error }, "scheduled publication: not published");
      }
      if (published > 0) await bumpContentVersion(tx as unknown as Database);
      return due.length;
    });
    worked += batch;
    if (batch < BATCH) return worked;
  }
}

async function publishDue(
  tx: Database,
  row: typeof scheduledPublications.$inferSelect,
  registry: SectionRegistry,
  now: Date,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const definition = registry[row.sectionId];
  if (!definition) return { ok: false, error: "Seção desconhecida." };
  if (row.action === "banner-end") {
    // The banner shows while its deadline is ahead: without one it is off, its text kept.
    const current = (await readSectionValues(tx, [row.sectionId], {}, registry))[row.sectionId];
    const ended = { ...(current as Record<string, unknown>), deadline: "" };
    const checked = checkStoredValue(definition, ended, schemaVersionOf(definition));
    if (!checked.ok) return { ok: false, error: "O banner não pôde ser encerrado." };
    await publishValidValue(tx, definition, checked.value, row.createdBy, bannerEndReason, now);
    return { ok: true };
  }
  const checked = checkStoredValue(definition, row.value, row.schemaVersion);
  if (!checked.ok) return { ok: false, error: "O valor agendado não cabe mais nas regras da seção." };
  await publishValidValue(tx, definition, checked.value, row.createdBy, scheduledReason, now);
  return { ok: true };
}

/** Sections with something waiting, for Content Management's list. */
export async function sectionsWithScheduled(db: Database): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ sectionId: scheduledPublications.sectionId })
    .from(scheduledPublications)
    .where(eq(scheduledPublications.status, "pending"));
  return new Set(rows.map((row) => row.sectionId));
}
