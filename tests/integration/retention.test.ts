import { eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { lockKeys } from "~/.server/db/lock-keys";
import {
  authRateLimits,
  formSubmissions,
  outbox,
  outboxAttempts,
  rateLimits,
  sessions,
  siteSnapshots,
  users,
  verifications,
} from "~/.server/db/schema";
import { resendLead } from "~/.server/leads/admin-leads";
import { type RetentionReport, runRetention } from "~/.server/retention";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead, testConfig } from "../support/leads";

/**
 * Retention on both databases: each kind of row goes when it should, exactly; nothing a visitor
 * or a CRM is still waiting for goes (a valid session, a running rate-limit window, a pending
 * delivery's payload or its lead), and 'Reenviar' still sends a lead whose delivered copy went.
 */

const dayMs = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * dayMs);
const settings = {
  DELIVERED_PAYLOAD_RETENTION_DAYS: 30,
  SNAPSHOTS_KEPT: 3,
  LEAD_RETENTION_DAYS: undefined,
  AUDIT_RETENTION_DAYS: 730,
};

describe.each(databaseKinds)("retention on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    for (const table of [
      formSubmissions,
      outbox,
      sessions,
      users,
      verifications,
      rateLimits,
      authRateLimits,
    ]) {
      await database.db.delete(table);
    }
    await database.db.delete(siteSnapshots);
  });

  /** A lead sent through intake, its delivery set to `status` as of `daysAgo`, with one attempt. */
  async function leadWithDelivery(status: "delivered" | "pending" | "failed", daysAgo: number) {
    const outcome = await sendLead(database.db, {
      env: { LEAD_WEBHOOK_URL: "http://127.0.0.1:9/lead" },
      clientIp: `198.51.100.${Math.floor(Math.random() * 250)}`,
    });
    if (outcome.status !== "stored") throw new Error(outcome.status);
    const at = ago(daysAgo);
    await database.db
      .update(formSubmissions)
      .set({ createdAt: at })
      .where(eq(formSubmissions.id, outcome.submissionId));
    // As intake would have written it then: the payload names the time the lead came in.
    const [queued] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, outcome.submissionId));
    const [delivery] = await database.db
      .update(outbox)
      .set({
        status,
        createdAt: at,
        deliveredAt: status === "delivered" ? at : null,
        payload: { ...queued.payload, submitted_at: at.toISOString() },
      })
      .where(eq(outbox.submissionId, outcome.submissionId))
      .returning();
    await database.db
      .insert(outboxAttempts)
      .values({ outboxId: delivery.id, statusCode: 200, durationMs: 5 });
    return { leadId: outcome.submissionId, delivery };
  }

  async function untilDone(run: () => Promise<RetentionReport | null>) {
    const total: Record<string, number> = {};
    for (let pass = 0; pass < 100; pass++) {
      const report = await run();
      if (!report) throw new Error("no turn");
      for (const [key, count] of Object.entries(report)) total[key] = (total[key] ?? 0) + count;
      if (Object.values(report).every((count) => count === 0)) return total;
    }
    throw new Error("retention never finished");
  }

  it("removes expired sessions and tokens, stale counters and old snapshots, and nothing still in use", async () => {
    await database.db.insert(users).values({ id: "u1", name: "Admin", email: "admin@example.com" });
    await database.db.insert(sessions).values([
      { id: "expired", token: "t1", userId: "u1", expiresAt: ago(1), updatedAt: ago(2) },
      { id: "valid", token: "t2", userId: "u1", expiresAt: ago(-1), updatedAt: ago(0) },
    ]);
    await database.db.insert(verifications).values([
      { id: "v-old", identifier: "reset", value: "x", expiresAt: ago(1 / 24) },
      { id: "v-new", identifier: "reset", value: "y", expiresAt: ago(-1 / 24) },
    ]);
    await database.db.insert(rateLimits).values([
      { key: "lead:203.0.113.1", count: 3, windowStart: ago(2) },
      { key: "lead:203.0.113.2", count: 3, windowStart: ago(1 / 48) },
    ]);
    await database.db.insert(authRateLimits).values([
      { id: "a-old", key: "old", count: 1, lastRequest: ago(2).getTime() },
      { id: "a-new", key: "new", count: 1, lastRequest: Date.now() },
    ]);
    for (let i = 0; i < 5; i++) {
      await database.db.insert(siteSnapshots).values({ data: { n: i } as never, createdAt: ago(5 - i) });
    }

    const done = await untilDone(() => runRetention(database.db, settings, 1));
    expect(done).toEqual({
      sessions: 1,
      verifications: 1,
      rateLimits: 1,
      authRateLimits: 1,
      payloads: 0,
      snapshots: 2,
      leads: 0,
      auditEntries: 0,
    });
    expect((await database.db.select().from(sessions)).map((row) => row.id)).toEqual(["valid"]);
    expect((await database.db.select().from(verifications)).map((row) => row.id)).toEqual(["v-new"]);
    expect((await database.db.select().from(rateLimits)).map((row) => row.key)).toEqual(["lead:203.0.113.2"]);
    expect((await database.db.select().from(authRateLimits)).map((row) => row.id)).toEqual(["a-new"]);
    const kept = await database.db.select().from(siteSnapshots);
    expect(kept.map((row) => (row.data as unknown as { n: number }).n).sort()).toEqual([2, 3, 4]);
  });

  it("empties old delivered payloads only; the delivery, its attempts and pending payloads stay", async () => {
    const old = await leadWithDelivery("delivered", 40);
    const recent = await leadWithDelivery("delivered", 5);
    const pending = await leadWithDelivery("pending", 40);
    const failed = await leadWithDelivery("failed", 40);

    const done = await untilDone(() => runRetention(database.db, settings));
    expect(done.payloads).toBe(1);
    expect(done.leads).toBe(0);
    const payloads = new Map(
      (await database.db.select().from(outbox)).map((row) => [row.id, row.payload] as const),
    );
    expect(payloads.get(old.delivery.id)).toEqual({});
    for (const kept of [recent, pending, failed]) {
      expect(payloads.get(kept.delivery.id)).toEqual(kept.delivery.payload);
    }
    expect(await database.db.select().from(outboxAttempts)).toHaveLength(4);
    expect(await database.db.select().from(formSubmissions)).toHaveLength(4);

    // 'Reenviar' still sends the whole lead: the payload made again from it is the one sent before.
    const resent = await resendLead(
      database.db,
      testConfig({ LEAD_WEBHOOK_URL: "http://127.0.0.1:9/lead" }),
      old.leadId,
    );
    expect(resent?.delivery.payload).toEqual(old.delivery.payload);
  });

  it("keeps every lead when no retention period is set; with one, deletes older leads unless a delivery is pending", async () => {
    const oldDelivered = await leadWithDelivery("delivered", 400);
    const oldFailed = await leadWithDelivery("failed", 400);
    const oldPending = await leadWithDelivery("pending", 400);
    const recent = await leadWithDelivery("delivered", 10);

    await untilDone(() => runRetention(database.db, settings));
    expect(await database.db.select().from(formSubmissions)).toHaveLength(4);

    const done = await untilDone(() =>
      runRetention(database.db, { ...settings, LEAD_RETENTION_DAYS: 365 }, 1),
    );
    expect(done.leads).toBe(2);
    const left = await database.db.select({ id: formSubmissions.id }).from(formSubmissions);
    expect(left.map((row) => row.id).sort()).toEqual([oldPending.leadId, recent.leadId].sort());
    // The deleted leads' deliveries and attempts went with them.
    const deliveries = await database.db
      .select()
      .from(outbox)
      .where(inArray(outbox.submissionId, [oldDelivered.leadId, oldFailed.leadId]));
    expect(deliveries).toEqual([]);
    expect(await database.db.select().from(outboxAttempts)).toHaveLength(2);
  });

  it.runIf(kind === "postgres")("lets one instance at a time run a pass", async () => {
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select pg_advisory_xact_lock($1)", [lockKeys.retention]);
      expect(await runRetention(database.db, settings)).toBeNull();
      await other.query("commit");
      expect(await runRetention(database.db, settings)).not.toBeNull();
    } finally {
      await other.end();
    }
  });
});
