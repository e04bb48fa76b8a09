import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { formSubmissions } from "~/.server/db/schema";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { startServer } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * A lead is never lost: leads stored while the CRM webhook is down survive a crash of the
 * server (kill -9) and are delivered by the next server process; so are leads whose delivery
 * was under way when the process died, and a send cut short by the crash stays in the lead's
 * attempts log.
 */

const leadFields = {
  name: "Carlos Souza",
  email: "carlos@example.com",
  phone: "(31) 99876-1234",
  city: "Belo Horizonte",
  state: "MG",
  currentMarket: "Corretor de imóveis",
  investmentAmount: "R$ 19.997",
  investmentTime: "Imediato",
  paymentMethod: "À vista",
  interestType: "Franquia",
  consent: "on",
};

const signingSecret = `whsec_${Buffer.from("a-test-signing-secret-32-bytes!!").toString("base64")}`;

async function postLead(baseUrl: string, name: string) {
  const response = await fetch(`${baseUrl}/api/contato?page=/`, {
    method: "POST",
    body: new URLSearchParams({ ...leadFields, name }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: "success" });
}

/** Whether the server answered this lead with success (false when it died before answering). */
async function tryLead(baseUrl: string, name: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/contato?page=/`, {
      method: "POST",
      body: new URLSearchParams({ ...leadFields, name }),
    });
    return response.status === 200 && ((await response.json()) as { status: string }).status === "success";
  } catch {
    return false;
  }
}

const nameOf = (json: unknown) => (json as { formData: { name: string } }).formData.name;

describe.each(["pglite", "postgres"] as const)("crash recovery of deliveries on %s", (kind) => {
  let receiver: WebhookReceiver;
  let dataDir: string;
  let database: PostgresDatabase | undefined;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  beforeEach(async () => {
    receiver.reset();
    receiver.hanging = false;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-restart-"));
    if (kind === "postgres") database = await createPostgresDatabase();
  });
  afterEach(async () => {
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  afterAll(() => receiver.close());

  it("delivers after a kill -9 the leads stored while the webhook was down", async () => {
    const env = { LEAD_WEBHOOK_URL: receiver.url, WEBHOOK_RETRY_SCALE: "0.001", OUTBOX_POLL_MS: "50" };
    await receiver.goDown();
    const first = await startServer({ dataDir, databaseUrl: database?.url, env, timeoutMs: 150_000 });
    await postLead(first.url, "Carlos Souza");
    await postLead(first.url, "Ana Lima");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.kill();
    expect(receiver.requests).toHaveLength(0);

    await receiver.comeBack();
    const second = await startServer({ dataDir, databaseUrl: database?.url, env, timeoutMs: 150_000 });
    try {
      const requests = await receiver.waitForRequests(2, 30_000);
      const names = requests.map((r) => nameOf(r.json)).sort();
      expect(names).toEqual(["Ana Lima", "Carlos Souza"]);
    } finally {
      await second.stop();
    }
  }, 400_000);

  it("killed mid-burst: every lead answered with success is stored and delivered, repeats under one webhook-id", async () => {
    const env = {
      LEAD_WEBHOOK_URL: receiver.url,
      WEBHOOK_SIGNING_SECRET: signingSecret,
      WEBHOOK_RETRY_SCALE: "0.001",
      OUTBOX_POLL_MS: "50",
      OUTBOX_LEASE_MS: "1000",
      LEAD_RATE_LIMIT_PER_HOUR: "1000",
    };
    // A CRM that takes a moment to answer, so some deliveries are under way at the crash.
    receiver.respondWith(...Array.from({ length: 200 }, () => ({ status: 200, delayMs: 150 })));
    const first = await startServer({ dataDir, databaseUrl: database?.url, env, timeoutMs: 150_000 });
    const names = Array.from({ length: 60 }, (_, i) => `Lead Rajada ${i + 1}`);
    let answered = 0;
    const answers = names.map(async (name, i) => {
      // Eight at a time, as a busy campaign landing would send them.
      await new Promise((resolve) => setTimeout(resolve, Math.floor(i / 8) * 40));
      const ok = await tryLead(first.url, name);
      if (ok) answered++;
      return ok;
    });
    await expect.poll(() => answered, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(12);
    await first.kill();
    const outcomes = await Promise.all(answers);
    const acknowledged = names.filter((_, i) => outcomes[i]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);
    expect(acknowledged.length).toBeLessThan(names.length);

    const second = await startServer({ dataDir, databaseUrl: database?.url, env, timeoutMs: 150_000 });
    try {
      await expect
        .poll(() => new Set(receiver.requests.map((r) => nameOf(r.json))), { timeout: 30_000 })
        .toSatisfy((got: Set<string>) => acknowledged.every((name) => got.has(name)));
    } finally {
      await second.stop();
    }

    const handle = await openDatabase({ databaseUrl: database?.url, dataDir });
    const stored = await handle.db.select().from(formSubmissions);
    await handle.close();
    const idByName = new Map(stored.map((row) => [row.data.name, row.id]));
    for (const name of acknowledged) expect(idByName.has(name), `${name} is stored`).toBe(true);
    for (const request of receiver.requests) {
      // Every copy of a lead (sent before the crash and again after it) carries the lead's id.
      expect(request.headers["webhook-id"]).toBe(idByName.get(nameOf(request.json)));
      const verified = new Webhook(signingSecret).verify(request.body, {
        "webhook-id": String(request.headers["webhook-id"]),
        "webhook-timestamp": String(request.headers["webhook-timestamp"]),
        "webhook-signature": String(request.headers["webhook-signature"]),
      });
      expect(nameOf(verified)).toBe(nameOf(request.json));
    }
  }, 400_000);

  it.runIf(kind === "pglite")(
    "a send cut short by the crash shows as interrupted, then the CRM gets the lead on the next attempt",
    async () => {
      const port = await findFreePort();
      const env = {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: testAdmin.email,
        ADMIN_PASSWORD: testAdmin.password,
        LEAD_WEBHOOK_URL: receiver.url,
        WEBHOOK_RETRY_SCALE: "0.001",
        OUTBOX_POLL_MS: "50",
        OUTBOX_LEASE_MS: "1000",
      };
      receiver.hanging = true;
      const first = await startServer({ port, dataDir, env, timeoutMs: 150_000 });
      await postLead(first.url, "Paula Interrompida");
      const [cutShort] = await receiver.waitForRequests(1);
      await first.kill();
      receiver.hanging = false;

      const second = await startServer({ port, dataDir, env, timeoutMs: 150_000 });
      try {
        const [, delivered] = await receiver.waitForRequests(2, 30_000);
        expect(delivered.headers["webhook-id"]).toBe(cutShort.headers["webhook-id"]);
        const leadId = String(delivered.headers["webhook-id"]);
        const asAdmin = new Visitor(second.url);
        expect((await asAdmin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
        const screen = async () => (await asAdmin.get(`/admin/forms/submissions/${leadId}`)).text;
        await expect.poll(screen).toContain("Recebido pelo CRM na tentativa 2");
        const page = await screen();
        expect(page).toContain("Interrompida");
        expect(page).toContain("HTTP 200");
      } finally {
        await second.stop();
      }
    },
    400_000,
  );
});
