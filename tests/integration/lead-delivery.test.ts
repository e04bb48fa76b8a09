import { eq } from "drizzle-orm";
import pino from "pino";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions, outbox, outboxAttempts } from "~/.server/db/schema";
import { startOutboxWorker } from "~/.server/outbox/worker";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead, startTestWorker, testConfig } from "../support/leads";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

const signingSecret = `whsec_${Buffer.from("a-test-signing-secret-32-bytes!!").toString("base64")}`;

describe.each(databaseKinds)("webhook delivery on %s", (kind) => {
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
    if (!receiver.isUp) await receiver.comeBack();
    await database.db.delete(formSubmissions);
  });

  /** Stores one lead aimed at the receiver and runs a worker with a fast retry schedule. */
  async function leadWithWorker() {
    const env = {
      LEAD_WEBHOOK_URL: receiver.url,
      WEBHOOK_SIGNING_SECRET: signingSecret,
      WEBHOOK_RETRY_SCALE: "0.001",
      OUTBOX_POLL_MS: "20",
    };
    const outcome = await sendLead(database.db, { env });
    if (outcome.status !== "stored") throw new Error(`lead not stored: ${outcome.status}`);
    const worker = startTestWorker(database.db, env);
    return { submissionId: outcome.submissionId, worker };
  }

  async function deliveryOf(submissionId: string) {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.submissionId, submissionId));
    const attempts = await database.db
      .select()
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, row.id))
      .orderBy(outboxAttempts.id);
    return { row, attempts };
  }

  async function waitForStatus(submissionId: string, status: string, timeoutMs = 10_000) {
    await expect
      .poll(async () => (await deliveryOf(submissionId)).row.status, { timeout: timeoutMs })
      .toBe(status);
    return deliveryOf(submissionId);
  }

  it("delivers once, with Standard Webhooks headers and a signature the receiver can verify", async () => {
    const { submissionId, worker } = await leadWithWorker();
    const { row, attempts } = await waitForStatus(submissionId, "delivered");
    await worker.stop();

    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    // The lead's id: the same on every attempt and every delivery of this lead.
    expect(request.headers["webhook-id"]).toBe(submissionId);
    expect(request.headers["idempotency-key"]).toBe(submissionId);
    expect(request.headers["content-type"]).toBe("application/json");
    const verified = new Webhook(signingSecret).verify(request.body, {
      "webhook-id": String(request.headers["webhook-id"]),
      "webhook-timestamp": String(request.headers["webhook-timestamp"]),
      "webhook-signature": String(request.headers["webhook-signature"]),
    });
    expect(verified).toMatchObject({ formData: { name: "Maria da Silva", email: "maria@example.com.br" } });
    expect(attempts).toHaveLength(1);
    expect(attempts[0].statusCode).toBe(200);
    expect(row.deliveredAt).not.toBeNull();
  });

  it("retries while the receiver is down and delivers once it is back", async () => {
    await receiver.goDown();
    const { submissionId, worker } = await leadWithWorker();
    // Wait until at least two attempts have failed against the closed port.
    await expect
      .poll(async () => (await deliveryOf(submissionId)).attempts.length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    await receiver.comeBack();
    const { attempts } = await waitForStatus(submissionId, "delivered", 15_000);
    await worker.stop();
    expect(attempts.at(-1)?.statusCode).toBe(200);
    expect(attempts[0].statusCode).toBeNull();
    expect(attempts[0].error).toBeTruthy();
    expect(receiver.requests).toHaveLength(1);
  });

  it("tries again after a 500 and after a 429", async () => {
    receiver.respondWith(500, 429, 200);
    const { submissionId, worker } = await leadWithWorker();
    const { attempts } = await waitForStatus(submissionId, "delivered");
    await worker.stop();
    expect(attempts.map((a) => a.statusCode)).toEqual([500, 429, 200]);
    // The same delivery id on every try, so the receiver can drop repeats.
    expect(new Set(receiver.requests.map((r) => r.headers["webhook-id"])).size).toBe(1);
  });

  it("says 'delivery worker' in its log when the database does not answer", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const unreachable = await openTestDatabase(kind);
    await unreachable.close();
    const worker = startOutboxWorker({
      db: unreachable.db,
      config: testConfig({ OUTBOX_POLL_MS: "20" }),
      logger,
    });
    try {
      await expect
        .poll(() => lines.map((line) => JSON.parse(line).msg))
        .toContain("delivery worker: could not claim deliveries");
    } finally {
      await worker.stop();
    }
  });

  it("gives up at once on a 4xx answer, without retrying", async () => {
    receiver.respondWith(400);
    const { submissionId, worker } = await leadWithWorker();
    const { row, attempts } = await waitForStatus(submissionId, "failed");
    // "failed" is final: a stopped worker has finished every send it had started.
    await worker.stop();
    expect(attempts).toHaveLength(1);
    expect(attempts[0].statusCode).toBe(400);
    expect(row.lastError).toBe("HTTP 400");
    expect(receiver.requests).toHaveLength(1);
  });
});
