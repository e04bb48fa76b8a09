import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { migrationsFolder } from "~/.server/db/client";
import { formSubmissions, outbox } from "~/.server/db/schema";
import { listLeads, parseLeadFilters, resendLead } from "~/.server/leads/admin-leads";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead, startTestWorker, testConfig } from "../support/leads";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * Each lead keeps its newest delivery's status (the list shows it and filters by it): the
 * outbox's trigger sets it in the transaction of every delivery, attempt outcome and resend.
 */

describe.each(databaseKinds)("a lead's kept delivery status on %s", (kind) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await database.close();
  });
  beforeEach(async () => {
    receiver.reset();
    await database.db.delete(formSubmissions);
  });

  const env = () => ({
    LEAD_WEBHOOK_URL: receiver.url,
    WEBHOOK_RETRY_SCALE: "0.001",
    OUTBOX_POLL_MS: "20",
  });

  /** Each lead's kept status beside its newest delivery's, read as the list read it before. */
  async function keptAndLatest() {
    return database.db
      .select({
        id: formSubmissions.id,
        kept: formSubmissions.deliveryStatus,
        latest: sql<string | null>`(
          select "outbox"."status" from "outbox" where "outbox"."submission_id" = "form_submissions"."id"
          order by "outbox"."created_at" desc, "outbox"."id" desc limit 1)`,
      })
      .from(formSubmissions);
  }

  async function expectKept(submissionId: string, status: string) {
    const rows = await keptAndLatest();
    for (const row of rows) expect(row.kept).toBe(row.latest);
    expect(rows.find((row) => row.id === submissionId)?.kept).toBe(status);
  }

  async function statusOfNewestDelivery(submissionId: string) {
    const rows = await database.db
      .select({ status: outbox.status })
      .from(outbox)
      .where(eq(outbox.submissionId, submissionId))
      .orderBy(sql`${outbox.createdAt} desc`)
      .limit(1);
    return rows[0]?.status;
  }

  const listed = async (query: string) =>
    (await listLeads(database.db, parseLeadFilters(new URL(`http://x/l${query}`)).filters)).leads.map(
      (lead) => [lead.id, lead.deliveryStatus],
    );

  it("follows the delivery through retries, a give-up, a resend and its delivery", async () => {
    // 500: tried again (pending); 400: given up (failed).
    receiver.respondWith(500, 400);
    const outcome = await sendLead(database.db, { env: env() });
    if (outcome.status !== "stored") throw new Error(outcome.status);
    const id = outcome.submissionId;
    await expectKept(id, "pending");
    expect(await listed("?entrega=pending")).toEqual([[id, "pending"]]);

    const worker = startTestWorker(database.db, env());
    try {
      await expect.poll(() => statusOfNewestDelivery(id), { timeout: 10_000 }).toBe("failed");
      await expectKept(id, "failed");
      expect(await listed("?entrega=failed")).toEqual([[id, "failed"]]);
      expect(await listed("?entrega=pending")).toEqual([]);

      // 'Reenviar' queues a new delivery: the lead is pending again, then delivered.
      receiver.respondWith(200);
      const resent = await resendLead(database.db, testConfig(env()), id);
      expect(resent?.sentNow).toBe(false);
      await expect.poll(() => statusOfNewestDelivery(id), { timeout: 10_000 }).toBe("delivered");
      await expectKept(id, "delivered");
      expect(await listed("?entrega=delivered")).toEqual([[id, "delivered"]]);
      expect(await listed("?entrega=failed")).toEqual([]);
    } finally {
      await worker.stop();
    }
  });

  it("is 'skipped' for a lead taken with no webhook, and follows a resend once one is set", async () => {
    const outcome = await sendLead(database.db, { env: { LEAD_WEBHOOK_URL: "" } });
    if (outcome.status !== "stored") throw new Error(outcome.status);
    await expectKept(outcome.submissionId, "skipped");
    const resent = await resendLead(database.db, testConfig(env()), outcome.submissionId);
    expect(resent?.delivery.status).toBe("pending");
    await expectKept(outcome.submissionId, "pending");
  });

  it("is filled in for the leads stored before it existed, by its migration", async () => {
    const statuses = ["delivered", "failed", "pending", "skipped"] as const;
    for (const [index, status] of statuses.entries()) {
      const [lead] = await database.db
        .insert(formSubmissions)
        .values({ formId: "contact", data: { name: `Lead ${index}` } })
        .returning();
      // An older delivery with another status: only the newest counts.
      for (const [minute, each] of [statuses[(index + 1) % 4], status].entries()) {
        await database.db.insert(outbox).values({
          kind: "webhook",
          submissionId: lead.id,
          eventType: "lead.created",
          payload: {},
          status: each,
          createdAt: new Date(Date.UTC(2026, 10, 20, 12, minute)),
        });
      }
    }
    await database.db.insert(formSubmissions).values({ formId: "contact", data: { name: "Sem entrega" } });
    // As before the migration: no lead holds a status.
    await database.db.update(formSubmissions).set({ deliveryStatus: null });
    const migration = fs.readFileSync(path.join(migrationsFolder, "0023_lead_delivery_status.sql"), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .find((part) => /^\s*(--.*\n)*\s*UPDATE/.test(part));
    if (!backfill) throw new Error("no back-fill statement in the migration");
    await database.db.execute(sql.raw(backfill));
    const rows = await keptAndLatest();
    expect(rows).toHaveLength(5);
    for (const row of rows) expect(row.kept).toBe(row.latest);
    expect(rows.map((row) => row.kept).sort()).toEqual(
      ["delivered", "failed", "pending", "skipped", null].sort(),
    );
  });
});
