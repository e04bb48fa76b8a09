import { and, asc, eq, gt, gte, inArray, lt } from "drizzle-orm";
import type { AppConfig } from "~/.server/config";
import type { Database } from "~/.server/db/client";
import { formSubmissions, siteSettings } from "~/.server/db/schema";
import type { Logger } from "~/.server/logger";
import { leadSummaryMail, type NotifiedLead, newLeadMail } from "~/.server/mail/lead-mails";
import { enqueueEmail } from "~/.server/outbox/outbox";
import { CONTACT_FORM_ID } from "~/forms/contact";
import { EXPO_FORM_ID } from "~/forms/expo";
import {
  type LeadNotificationSettings,
  leadNotificationSettingsSchema,
  type NotificationRecipient,
} from "~/forms/lead-notifications";

/**
 * The team hears of new leads by e-mail. The mails go through the outbox (its retries: a mail
 * server that is down delays them, never loses them). A lead's own statement is untouched
 * (docs/decisions/032): the notifier looks for new leads after each one and every minute, on
 * every instance, one at a time (it holds its state row for update while it works).
 *
 * Which leads were told: the notifier looks again at the leads of the last LOOK_BACK_MS before
 * its previous pass and remembers the ids it told of in that span, so a lead whose transaction
 * committed after a later one was seen is still told of, once.
 */

const SETTINGS_SECTION = "lead-notifications";
const STATE_SECTION = "lead-notifications-state";
const LOOK_BACK_MS = 10 * 60_000;

type NotifierState = {
  /** When the previous pass ran. */
  lastPassAt?: string;
  /** The leads created since lastPassAt - LOOK_BACK_MS that were already considered. */
  seen?: string[];
  /** Per address of a daily summary: the Brasília day and the moment of its last summary. */
  summaries?: Record<string, { day: string; sentAt: string }>;
};

type Executor = Pick<Database, "select" | "insert" | "update">;

export async function readLeadNotificationSettings(
  db: Pick<Database, "select">,
): Promise<LeadNotificationSettings> {
  const [row] = await db
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.section, SETTINGS_SECTION));
  const parsed = leadNotificationSettingsSchema.safeParse(row?.settings ?? { recipients: [] });
  return parsed.success ? parsed.data : { recipients: [] };
}

export async function saveLeadNotificationSettings(
  db: Pick<Database, "insert">,
  settings: LeadNotificationSettings,
  by: string,
): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ section: SETTINGS_SECTION, settings, createdBy: by })
    .onConflictDoUpdate({ target: siteSettings.section, set: { settings, createdBy: by } });
}

function wants(recipient: NotificationRecipient, formId: string): boolean {
  return formId === EXPO_FORM_ID ? recipient.expo : recipient.contact;
}

const brasiliaParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Sao_Paulo",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  hourCycle: "h23",
});

/** The Brasília calendar day (YYYY-MM-DD) and hour of an instant. */
export function brasiliaDayAndHour(instant: Date): { day: string; hour: number } {
  const part = Object.fromEntries(brasiliaParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { day: `${part.year}-${part.month}-${part.day}`, hour: Number(part.hour) };
}

async function lockedState(tx: Executor): Promise<NotifierState> {
  await tx
    .insert(siteSettings)
    .values({ section: STATE_SECTION, settings: {} })
    .onConflictDoNothing({ target: siteSettings.section });
  const [row] = await tx
    .select({ settings: siteSettings.settings })
    .from(siteSettings)
    .where(eq(siteSettings.section, STATE_SECTION))
    .for("update");
  return (row?.settings ?? {}) as NotifierState;
}

const leadColumns = {
  id: formSubmissions.id,
  formId: formSubmissions.formId,
  data: formSubmissions.data,
  attribution: formSubmissions.attribution,
  pagePath: formSubmissions.pagePath,
  createdAt: formSubmissions.createdAt,
};

export type NotifierPass = { leadMails: number; summaries: number };

/**
 * One pass: queues a mail per new lead to each address that wants one, and the daily summaries
 * whose hour has come. Returns what it queued.
 */
export async function notifyNewLeads(
  db: Database,
  config: AppConfig,
  now = new Date(),
): Promise<NotifierPass> {
  return db.transaction(async (tx) => {
    const state = await lockedState(tx);
    const { recipients } = await readLeadNotificationSettings(tx);
    const pass: NotifierPass = { leadMails: 0, summaries: 0 };

    const windowStart = new Date(
      (state.lastPassAt ? Date.parse(state.lastPassAt) : now.getTime()) - LOOK_BACK_MS,
    );
    const seen = new Set(state.seen ?? []);
    const recent = await tx
      .select(leadColumns)
      .from(formSubmissions)
      .where(gt(formSubmissions.createdAt, windowStart))
      .orderBy(asc(formSubmissions.createdAt), asc(formSubmissions.id));
    // The first pass ever only takes note: the leads from before it are not mailed.
    const perLead = state.lastPassAt ? recipients.filter((recipient) => recipient.schedule === "each") : [];
    for (const lead of recent) {
      if (seen.has(lead.id)) continue;
      for (const recipient of perLead.filter((r) => wants(r, lead.formId))) {
        await enqueueEmail(tx, {
          ...newLeadMail(config, recipient.email, lead),
          eventType: "lead.notification",
        });
        pass.leadMails++;
      }
    }
    const nextWindowStart = new Date(now.getTime() - LOOK_BACK_MS);
    const stillInWindow = recent.filter((lead) => lead.createdAt > nextWindowStart).map((lead) => lead.id);

    const summaries = await queueDailySummaries(tx, config, recipients, state.summaries ?? {}, now);
    pass.summaries = summaries.queued;

    const next: NotifierState = {
      lastPassAt: now.toISOString(),
      seen: stillInWindow,
      summaries: summaries.state,
    };
    await tx.update(siteSettings).set({ settings: next }).where(eq(siteSettings.section, STATE_SECTION));
    return pass;
  });
}

async function queueDailySummaries(
  tx: Executor,
  config: AppConfig,
  recipients: NotificationRecipient[],
  previous: NonNullable<NotifierState["summaries"]>,
  now: Date,
): Promise<{ queued: number; state: NonNullable<NotifierState["summaries"]> }> {
  const { day, hour } = brasiliaDayAndHour(now);
  const state: NonNullable<NotifierState["summaries"]> = {};
  let queued = 0;
  for (const recipient of recipients.filter((r) => r.schedule === "daily")) {
    const last = previous[recipient.email];
    if (!last) {
      // A new address: its first summary comes at its next hour, and covers from now on.
      state[recipient.email] = { day: hour >= recipient.hour ? day : "", sentAt: now.toISOString() };
      continue;
    }
    state[recipient.email] = last;
    if (hour < recipient.hour || last.day === day) continue;
    const from = new Date(last.sentAt);
    const forms = [
      ...(recipient.contact ? [CONTACT_FORM_ID] : []),
      ...(recipient.expo ? [EXPO_FORM_ID] : []),
    ];
    const leads: NotifiedLead[] = await tx
      .select(leadColumns)
      .from(formSubmissions)
      .where(
        and(
          gte(formSubmissions.createdAt, from),
          lt(formSubmissions.createdAt, now),
          inArray(formSubmissions.formId, forms),
        ),
      )
      .orderBy(asc(formSubmissions.createdAt), asc(formSubmissions.id));
    await enqueueEmail(tx, {
      ...leadSummaryMail(config, recipient.email, leads, { from, to: now }),
      eventType: "lead.summary",
    });
    queued++;
    state[recipient.email] = { day, sentAt: now.toISOString() };
  }
  return { queued, state };
}

export type LeadNotifier = {
  /** A lead arrived: look soon (a burst of leads makes one pass). */
  wake(): void;
  stop(): Promise<void>;
};

/** Runs a pass every minute and shortly after each lead; tells the outbox worker of new mail. */
export function startLeadNotifier(deps: {
  db: Database;
  config: AppConfig;
  logger: Logger;
  onMailQueued: () => void;
  intervalMs?: number;
}): LeadNotifier {
  const { db, config, logger } = deps;
  let running: Promise<void> | undefined;
  let again = false;
  let soon: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let failures = 0;

  function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = notifyNewLeads(db, config)
      .then((pass) => {
        if (failures > 0) logger.info("lead notifier: the database answers again");
        failures = 0;
        if (pass.leadMails + pass.summaries > 0) {
          logger.info(pass, "lead notifier: mails queued");
          deps.onMailQueued();
        }
      })
      .catch((error) => {
        if (failures++ === 0) logger.error({ err: error }, "lead notifier: pass failed, trying again later");
      })
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const timer = setInterval(run, deps.intervalMs ?? 60_000);
  timer.unref();
  run();
  return {
    wake() {
      if (soon || stopped) return;
      // A moment later: the lead's transaction has committed, and a burst is one pass.
      soon = setTimeout(() => {
        soon = undefined;
        run();
      }, 250);
      soon.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (soon) clearTimeout(soon);
      await running;
    },
  };
}
