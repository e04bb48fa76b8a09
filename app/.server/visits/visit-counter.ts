import crypto from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { type VisitDimension, visitCounts, visitSalts, visitSeen } from "~/.server/db/schema";
import { cleanAttributionValue, cleanLandingPath } from "~/.server/leads/attribution";
import type { Logger } from "~/.server/logger";

/**
 * Page views counted by the site itself (docs/decisions/054), the way Plausible and Fathom count:
 * no cookie, nothing stored per person.
 *
 * - A visitor is a hash of the day's salt, the client's address and its browser (User-Agent).
 *   The salt is random, shared by the instances through the database, and deleted with the day,
 *   so a hash cannot be worked out again, nor linked from one day to the next.
 * - Uniqueness: per day and per thing counted (a page, a landing page, a campaign…), a hash of
 *   the visitor's hash and that thing is kept in `visit_seen` for the day, then deleted.
 * - Nothing is written per view: views add up in this process's memory and are written every
 *   FLUSH_MS (or at MAX_BUFFERED_VIEWS), in one transaction, as per-day counts; the last batch
 *   is written when the process stops.
 *
 * A view "starts a visit" when it comes from outside the site (another site's address, or none:
 * typed, a bookmark, an app) or carries campaign parameters; only those views count under the
 * landing page, the campaign, the outside site and the ad click ids. Every view counts under
 * its page and its day.
 */

export const FLUSH_MS = 10_000;
export const MAX_BUFFERED_VIEWS = 1_000;
/** Past this many distinct counts waiting (the database down for long), new views are dropped. */
const MAX_BUFFERED_COUNTS = 50_000;

/** Separates a campaign's source, medium and campaign in its stored value. */
export const CAMPAIGN_SEPARATOR = "\u001f";

/** A view as the beacon reports it, with the request's client address and browser. */
export type ReportedView = {
  path: string;
  /** The page address's query ("?utm_source=…"), as the browser has it. */
  query: string;
  /** Where the view came from: document.referrer, or the previous page's address after a navigation in the page. */
  referrer: string;
  ip: string;
  userAgent: string;
};

/** Browsers that are robots, link previews or monitors, by their User-Agent. */
const robotAgent =
  /bot\b|bot\/|crawl|spider|slurp|scan|headless|lighthouse|pagespeed|gtmetrix|pingdom|uptime|monitor|preview|facebookexternalhit|whatsapp|telegram|discord|slack|embedly|mediapartners|curl\/|wget\/|python|go-http|java\/|axios|node-fetch|okhttp|httpclient|libwww|phantomjs|puppeteer|playwright|selenium/i;

export function isRobot(userAgent: string): boolean {
  return userAgent.trim().length < 10 || robotAgent.test(userAgent);
}

/** Paths that are not public pages: never counted (the team's screens, sign-in, the API). */
const notAPage = /^\/(?:admin|auth|api|__)(?:\/|$)/i;

export type VisitCounter = {
  /** Counts a view (false when it is not counted: not a public page, a robot). */
  count(view: ReportedView): boolean;
  /** Writes what is buffered; resolves when written (or kept for the next try). */
  flush(): Promise<void>;
  /** Stops the timer and writes the last batch. */
  stop(): Promise<void>;
  /** Views waiting in memory (for the tests and the bench). */
  pending(): number;
};

type Buffered = {
  /** "day\tdimension\tvalue" → views. */
  views: Map<string, number>;
  /** Unique key → "day\tdimension\tvalue" it counts a visitor for (once per batch). */
  seen: Map<string, string>;
  /** Views whose day's salt was not loaded yet, hashed at the flush. */
  unsalted: { day: string; ip: string; userAgent: string; entries: [VisitDimension, string][] }[];
  count: number;
};

const emptyBuffer = (): Buffered => ({ views: new Map(), seen: new Map(), unsalted: [], count: 0 });

/** The Brasília calendar day (UTC−3 all year since 2019, as the leads' filters read days). */
export function brasiliaDay(now: Date): string {
  return new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);
}

/** What a view counts under: its day and page; when it starts a visit, where it came from. */
export function viewEntries(view: ReportedView, siteHost: string): [VisitDimension, string][] | null {
  const path = cleanLandingPath(view.path);
  if (!path || notAPage.test(path)) return null;
  const params = new URLSearchParams(view.query.length <= 2_000 ? view.query : "");
  const param = (name: string) => cleanAttributionValue(params.get(name)) ?? "";
  const source = param("utm_source");
  const medium = param("utm_medium");
  const campaign = param("utm_campaign");
  const clicks = (["gclid", "fbclid"] as const).filter((name) => param(name));
  let referrerHost = "";
  let fromSite = false;
  try {
    const from = view.referrer ? new URL(view.referrer) : null;
    if (from && /^https?:$/.test(from.protocol)) {
      fromSite = from.host.toLowerCase() === siteHost;
      if (!fromSite) referrerHost = from.host.toLowerCase().slice(0, 255);
    }
  } catch {
    // A malformed referrer is no outside site.
  }
  const entries: [VisitDimension, string][] = [
    ["day", ""],
    ["page", path],
  ];
  const startsVisit = !fromSite || source || medium || campaign || clicks.length > 0;
  if (startsVisit) {
    entries.push(
      ["landing", path],
      ["campaign", [source, medium, campaign].join(CAMPAIGN_SEPARATOR)],
      ["referrer", referrerHost],
      ...clicks.map((click): [VisitDimension, string] => ["click", click]),
    );
  }
  return entries;
}

export function createVisitCounter(options: {
  db: Database;
  logger: Logger;
  publicUrl: string;
  flushMs?: number;
  maxBufferedViews?: number;
  now?: () => Date;
}): VisitCounter {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  const siteHost = new URL(options.publicUrl).host.toLowerCase();
  const maxViews = options.maxBufferedViews ?? MAX_BUFFERED_VIEWS;
  let buffer = emptyBuffer();
  let salt: { day: string; value: string } | null = null;
  let saltLoading: { day: string; promise: Promise<void> } | null = null;
  let flushing: Promise<void> | null = null;

  /** Today's salt: made by the first instance that needs it, read by the others. */
  const loadSalt = (day: string): Promise<void> => {
    if (saltLoading?.day === day) return saltLoading.promise;
    const promise = (async () => {
      await db
        .insert(visitSalts)
        .values({ day, salt: crypto.randomBytes(32).toString("base64") })
        .onConflictDoNothing();
      const [row] = await db.select().from(visitSalts).where(sql`${visitSalts.day} = ${day}`);
      if (row) salt = { day, value: row.salt };
    })().finally(() => {
      if (saltLoading?.promise === promise) saltLoading = null;
    });
    saltLoading = { day, promise };
    return promise;
  };

  const add = (
    into: Buffered,
    day: string,
    saltValue: string,
    ip: string,
    userAgent: string,
    entries: [VisitDimension, string][],
  ) => {
    const visitor = crypto.createHmac("sha256", saltValue).update(`${ip}\n${userAgent}`).digest();
    for (const [dimension, value] of entries) {
      const countKey = `${day}\t${dimension}\t${value}`;
      if (!into.views.has(countKey) && into.views.size >= MAX_BUFFERED_COUNTS) continue;
      into.views.set(countKey, (into.views.get(countKey) ?? 0) + 1);
      const seenKey = crypto
        .createHash("sha256")
        .update(visitor)
        .update(`${dimension}\t${value}`)
        .digest("base64url")
        .slice(0, 22);
      if (!into.seen.has(seenKey)) into.seen.set(seenKey, countKey);
    }
  };

  const count = (view: ReportedView): boolean => {
    if (isRobot(view.userAgent)) return false;
    const entries = viewEntries(view, siteHost);
    if (!entries) return false;
    const day = brasiliaDay(now());
    if (salt?.day === day) {
      add(buffer, day, salt.value, view.ip, view.userAgent, entries);
    } else {
      buffer.unsalted.push({ day, ip: view.ip, userAgent: view.userAgent, entries });
      void loadSalt(day).catch(() => {});
    }
    buffer.count++;
    if (buffer.count >= maxViews) void flush();
    return true;
  };

  const write = async (batch: Buffered) => {
    // One at a time off the list: should the database fail here, what is left is kept as it is.
    for (let waiting = batch.unsalted[0]; waiting; waiting = batch.unsalted[0]) {
      if (salt?.day !== waiting.day) await loadSalt(waiting.day);
      const current = salt as { day: string; value: string } | null;
      if (current?.day !== waiting.day) throw new Error(`no visit salt for ${waiting.day}`);
      add(batch, waiting.day, current.value, waiting.ip, waiting.userAgent, waiting.entries);
      batch.unsalted.shift();
    }
    if (batch.views.size === 0) return;
    const today = brasiliaDay(now());
    await db.transaction(async (tx) => {
      // The visitors not yet counted today for each thing: the keys this insert added.
      const visitors = new Map<string, number>();
      const seen = [...batch.seen];
      for (let start = 0; start < seen.length; start += 5_000) {
        const chunk = seen.slice(start, start + 5_000);
        const added = await tx
          .insert(visitSeen)
          .values(chunk.map(([key, countKey]) => ({ day: countKey.slice(0, 10), key })))
          .onConflictDoNothing()
          .returning({ key: visitSeen.key });
        for (const { key } of added) {
          const countKey = batch.seen.get(key);
          if (countKey) visitors.set(countKey, (visitors.get(countKey) ?? 0) + 1);
        }
      }
      const rows = [...batch.views].map(([countKey, views]) => {
        const [day, dimension, value] = countKey.split("\t");
        return {
          day,
          dimension: dimension as VisitDimension,
          value,
          views,
          visitors: visitors.get(countKey) ?? 0,
        };
      });
      for (let start = 0; start < rows.length; start += 2_000) {
        await tx
          .insert(visitCounts)
          .values(rows.slice(start, start + 2_000))
          .onConflictDoUpdate({
            target: [visitCounts.dimension, visitCounts.day, visitCounts.value],
            set: {
              views: sql`${visitCounts.views} + excluded.views`,
              visitors: sql`${visitCounts.visitors} + excluded.visitors`,
            },
          });
      }
      // A day over: its uniqueness keys and its salt go.
      await tx.delete(visitSeen).where(lt(visitSeen.day, today));
      await tx.delete(visitSalts).where(lt(visitSalts.day, today));
    });
  };

  /** On failure the batch goes back into the buffer (its counts added), for the next flush. */
  const restore = (batch: Buffered) => {
    for (const [key, views] of batch.views) {
      if (!buffer.views.has(key) && buffer.views.size >= MAX_BUFFERED_COUNTS) continue;
      buffer.views.set(key, (buffer.views.get(key) ?? 0) + views);
    }
    for (const [key, countKey] of batch.seen) if (!buffer.seen.has(key)) buffer.seen.set(key, countKey);
    buffer.unsalted.push(...batch.unsalted);
    buffer.count += batch.count;
  };

  const flush = (): Promise<void> => {
    if (flushing) return flushing;
    if (buffer.count === 0) return Promise.resolve();
    const batch = buffer;
    buffer = emptyBuffer();
    flushing = write(batch)
      .catch((error) => {
        restore(batch);
        logger.warn({ err: error, views: batch.count }, "visit counts not written: kept for the next try");
      })
      .finally(() => {
        flushing = null;
      });
    return flushing;
  };

  const timer = setInterval(() => void flush(), options.flushMs ?? FLUSH_MS);
  timer.unref();

  return {
    count,
    flush: async () => {
      await flushing;
      await flush();
    },
    stop: async () => {
      clearInterval(timer);
      await flushing;
      await flush();
    },
    pending: () => buffer.count,
  };
}
