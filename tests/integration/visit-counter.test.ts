import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions, visitCounts, visitSalts, visitSeen } from "~/.server/db/schema";
import { ATTRIBUTION_COOKIE, decodeVisit } from "~/.server/leads/attribution";
import { createLogger } from "~/.server/logger";
import { CAMPAIGN_SEPARATOR, createVisitCounter, type ReportedView } from "~/.server/visits/visit-counter";
import { Visitor } from "../support/auth-client";
import { contactLeadFields } from "../support/contact-lead";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { rawGet } from "../support/http";
import { startServer } from "../support/server-process";

/**
 * Visits counted by the site: per day, page, landing page, campaign and outside site; each
 * visitor once a day per thing counted, from a salted hash that changes every day; robots left
 * out; written in batches, on both databases; and the beacon endpoint of the real server.
 */

const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const iphone =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const site = "https://cotafacil.example";

const view = (overrides: Partial<ReportedView> = {}): ReportedView => ({
  path: "/",
  query: "",
  referrer: "",
  ip: "203.0.113.7",
  userAgent: chrome,
  ...overrides,
});

describe.each(databaseKinds)("visit counting on %s", (kind) => {
  let database: TestDatabase;
  let clock = new Date("2026-11-20T15:00:00Z");
  const counter = (maxBufferedViews = 1_000) =>
    createVisitCounter({
      db: database.db,
      logger: createLogger("silent"),
      publicUrl: site,
      flushMs: 3_600_000,
      maxBufferedViews,
      now: () => clock,
    });
  const counts = async (dimension: string, day = "2026-11-20") =>
    Object.fromEntries(
      (
        await database.db
          .select()
          .from(visitCounts)
          .where(and(eq(visitCounts.dimension, dimension as "page"), eq(visitCounts.day, day)))
      ).map((row) => [row.value, { views: row.views, visitors: row.visitors }]),
    );

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    clock = new Date("2026-11-20T15:00:00Z");
    await database.db.delete(visitCounts);
    await database.db.delete(visitSeen);
    await database.db.delete(visitSalts);
  });

  it("counts views and each visitor once a day, by page, landing page, campaign and outside site", async () => {
    const visits = counter();
    // A visit from a Google ad to /modelo-prime, then two pages inside the site.
    const adQuery = "?utm_source=google&utm_medium=cpc&utm_campaign=black-friday&gclid=abc";
    visits.count(view({ path: "/modelo-prime", query: adQuery, referrer: "https://www.google.com/" }));
    visits.count(view({ path: "/franquia", referrer: `${site}/modelo-prime${adQuery}` }));
    visits.count(view({ path: "/modelo-prime", referrer: `${site}/franquia` }));
    // Another visitor, typed the address (no referrer): a visit with no campaign.
    visits.count(view({ path: "/", ip: "198.51.100.4", userAgent: iphone }));
    await visits.flush();

    expect(await counts("day")).toEqual({ "": { views: 4, visitors: 2 } });
    expect(await counts("page")).toEqual({
      "/modelo-prime": { views: 2, visitors: 1 },
      "/franquia": { views: 1, visitors: 1 },
      "/": { views: 1, visitors: 1 },
    });
    // Only the views that start a visit count under where it came from.
    expect(await counts("landing")).toEqual({
      "/modelo-prime": { views: 1, visitors: 1 },
      "/": { views: 1, visitors: 1 },
    });
    const sep = CAMPAIGN_SEPARATOR;
    expect(await counts("campaign")).toEqual({
      [`google${sep}cpc${sep}black-friday`]: { views: 1, visitors: 1 },
      [`${sep}${sep}`]: { views: 1, visitors: 1 },
    });
    expect(await counts("referrer")).toEqual({
      "www.google.com": { views: 1, visitors: 1 },
      "": { views: 1, visitors: 1 },
    });
    expect(await counts("click")).toEqual({ gclid: { views: 1, visitors: 1 } });

    // Later the same day, the same visitor again: more views, not another visitor.
    visits.count(view({ path: "/modelo-prime", referrer: "https://www.google.com/" }));
    await visits.flush();
    expect((await counts("page"))["/modelo-prime"]).toEqual({ views: 3, visitors: 1 });
    expect((await counts("day"))[""]).toEqual({ views: 5, visitors: 2 });
    await visits.stop();
  });

  it("counts the same visitor again the next day, with a new salt, and forgets the day before", async () => {
    const visits = counter();
    visits.count(view());
    await visits.flush();
    const [firstSalt] = await database.db.select().from(visitSalts);
    expect(firstSalt.day).toBe("2026-11-20");
    // 03:00 UTC is midnight in Brasília: the next day.
    clock = new Date("2026-11-21T03:00:00Z");
    visits.count(view());
    await visits.flush();
    expect(await counts("day", "2026-11-21")).toEqual({ "": { views: 1, visitors: 1 } });
    expect(await counts("day", "2026-11-20")).toEqual({ "": { views: 1, visitors: 1 } });
    // The day over, its salt and uniqueness keys are gone; nothing of the visitor is stored.
    const salts = await database.db.select().from(visitSalts);
    expect(salts.map((salt) => salt.day)).toEqual(["2026-11-21"]);
    expect(salts[0].salt).not.toBe(firstSalt.salt);
    const seen = await database.db.select().from(visitSeen);
    expect(new Set(seen.map((row) => row.day))).toEqual(new Set(["2026-11-21"]));
    expect(JSON.stringify(seen)).not.toContain("203.0.113.7");
    await visits.stop();
  });

  it("leaves out robots, previews and the team's screens", async () => {
    const visits = counter();
    for (const userAgent of [
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "WhatsApp/2.23.20.0",
      "curl/8.5.0",
      "",
    ]) {
      expect(visits.count(view({ userAgent })), userAgent).toBe(false);
    }
    for (const path of ["/admin", "/admin/campanhas", "/auth", "/api/contato", "modelo", "//evil.example/"]) {
      expect(visits.count(view({ path })), path).toBe(false);
    }
    expect(visits.count(view())).toBe(true);
    await visits.flush();
    expect(await counts("day")).toEqual({ "": { views: 1, visitors: 1 } });
    await visits.stop();
  });

  it("writes nothing per view: the batch when it is full, or at the flush", async () => {
    const visits = counter(3);
    visits.count(view({ ip: "192.0.2.1" }));
    visits.count(view({ ip: "192.0.2.2" }));
    expect(visits.pending()).toBe(2);
    expect(await database.db.select().from(visitCounts)).toEqual([]);
    // The third view fills the batch: written without waiting for the timer.
    visits.count(view({ ip: "192.0.2.3" }));
    await visits.flush();
    expect(await counts("day")).toEqual({ "": { views: 3, visitors: 3 } });
    expect(visits.pending()).toBe(0);
    await visits.stop();
  });

  it("counts a visitor once when instances share the database", async () => {
    const first = counter();
    const second = counter();
    first.count(view({ path: "/franquia" }));
    second.count(view({ path: "/franquia" }));
    second.count(view({ path: "/", ip: "198.51.100.9" }));
    await first.flush();
    await second.flush();
    expect(await counts("day")).toEqual({ "": { views: 3, visitors: 2 } });
    expect((await counts("page"))["/franquia"]).toEqual({ views: 2, visitors: 1 });
    await first.stop();
    await second.stop();
  });
});

describe("the visit beacon of the running server", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("postgres");
  });
  afterAll(() => database.close());

  it("counts a page's beacon, never cached, and writes the last batch when the server stops", async () => {
    const port = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = await startServer({
      port,
      databaseUrl: database.url,
      env: { PUBLIC_URL: origin },
    });
    try {
      const beacon = (headers: Record<string, string>, body: unknown = { p: "/franquia", q: "", r: "" }) =>
        fetch(`${origin}/api/v`, {
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": chrome, origin, ...headers },
          body: JSON.stringify(body),
        });
      const counted = await beacon({});
      expect(counted.status).toBe(204);
      expect(counted.headers.get("cache-control")).toBe("no-store");
      // Left out: a prefetch or prerender, the team's own view, another site's post, junk.
      expect((await beacon({ "sec-purpose": "prefetch;prerender" })).status).toBe(204);
      expect((await beacon({ purpose: "prefetch" })).status).toBe(204);
      expect((await beacon({ cookie: "cota.session_token=abc.def" })).status).toBe(204);
      expect((await beacon({ origin: "https://elsewhere.example" })).status).toBe(204);
      expect((await beacon({}, "not json")).status).toBe(204);
      // The public pages carry the beacon; the admin's sign-in page does not.
      const home = await (await fetch(`${origin}/`)).text();
      expect(home).toContain('sendBeacon("/api/v"');
      expect(await (await fetch(`${origin}/auth`)).text()).not.toContain("sendBeacon");
    } finally {
      await server.stop();
    }
    // Stopped before its 10-second timer: the batch was written at SIGTERM.
    const rows = await database.db.select().from(visitCounts).where(eq(visitCounts.dimension, "page"));
    expect(rows.map(({ value, views, visitors }) => ({ value, views, visitors }))).toEqual([
      { value: "/franquia", views: 1, visitors: 1 },
    ]);
  });

  it("keeps a direct visit's landing page in the beacon's answer, and its lead stores it", async () => {
    const port = await findFreePort();
    const origin = `http://127.0.0.1:${port}`;
    const server = await startServer({ port, databaseUrl: database.url, env: { PUBLIC_URL: origin } });
    try {
      // The landing page is the shared cached page: no cookie on it, even for a direct visit.
      await rawGet(`${origin}/modelo-prime`);
      const landing = await rawGet(`${origin}/modelo-prime`, { "user-agent": chrome });
      expect(landing.headers["x-cache"]).toBe("hit");
      expect(landing.headers["set-cookie"]).toBeUndefined();

      const beacon = async (
        body: { p: string; q?: string; r?: string },
        headers: Record<string, string> = {},
      ) => {
        const answer = await fetch(`${origin}/api/v`, {
          method: "POST",
          headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": chrome, origin, ...headers },
          body: JSON.stringify({ q: "", r: "", ...body }),
        });
        expect(answer.status).toBe(204);
        const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${ATTRIBUTION_COOKIE}=`));
        return cookie?.split(";")[0].slice(ATTRIBUTION_COOKIE.length + 1);
      };
      // Typed or from a bookmark: the beacon's answer keeps the landing page, for the session.
      const direct = await beacon({ p: "/modelo-prime" });
      expect(decodeVisit(direct)).toEqual({ attribution: {}, landingPath: "/modelo-prime" });
      const withCookie = { cookie: `${ATTRIBUTION_COOKIE}=${direct}` };
      // Moving inside the site, or coming back to it directly, keeps the first landing page.
      expect(await beacon({ p: "/", r: `${origin}/modelo-prime` }, withCookie)).toBeUndefined();
      expect(await beacon({ p: "/franquia" }, withCookie)).toBeUndefined();
      // A campaign link later starts a new attribution with its own landing page (last touch).
      const fromAd = await beacon({ p: "/franquia", q: "?utm_source=buscador&gclid=abc" }, withCookie);
      expect(decodeVisit(fromAd)).toEqual({
        attribution: { utm_source: "buscador", gclid: "abc" },
        landingPath: "/franquia",
      });
      // An outside site a cached page (behind a CDN) could not record is recorded here.
      expect(decodeVisit(await beacon({ p: "/", r: "https://www.google.com/" }))).toEqual({
        attribution: { referrer: "https://www.google.com/" },
        landingPath: "/",
      });
      // Views the site does not count set nothing: a move inside the site with no visit yet,
      // a prefetch, the team's own view, a robot, another site's post.
      expect(await beacon({ p: "/", r: `${origin}/modelo-prime` })).toBeUndefined();
      expect(await beacon({ p: "/" }, { "sec-purpose": "prefetch" })).toBeUndefined();
      expect(await beacon({ p: "/" }, { cookie: "cota.session_token=abc.def" })).toBeUndefined();
      expect(
        await beacon({ p: "/" }, { "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" }),
      ).toBeUndefined();
      expect(await beacon({ p: "/" }, { origin: "https://elsewhere.example" })).toBeUndefined();
      expect(await beacon({ p: "/admin" })).toBeUndefined();

      // The lead, sent from the home page with the visit's cookie, as a browser without
      // JavaScript posts the form.
      const visitor = new Visitor(origin);
      visitor.cookies.set(ATTRIBUTION_COOKIE, direct ?? "");
      const name = `Lead Direto ${Date.now()}`;
      expect((await visitor.post("/api/contato?page=/", contactLeadFields({ name }))).status).toBe(200);
      const [lead] = await database.db
        .select()
        .from(formSubmissions)
        .where(sql`${formSubmissions.data}->>'name' = ${name}`);
      expect(lead).toMatchObject({ pagePath: "/", landingPath: "/modelo-prime", referrerHost: null });
    } finally {
      await server.stop();
    }
  });
});
