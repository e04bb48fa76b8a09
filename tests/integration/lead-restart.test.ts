import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { formSubmissions } from "~/.server/db/schema";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { contactLeadFields } from "../support/contact-lead";
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

const signingSecret = `whsec_${Buffer.from("a-test-signing-secret-32-bytes!!").toString("base64")}`;

async function postLead(baseUrl: string, name: string) {
  const response = await fetch(`${baseUrl}/api/contato?page=/`, {
    method: "POST",
    body: new URLSearchParams(contactLeadFields({ name })),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: "success" });
}

/** Whether the server answered this lead with success (false when it died before answering). */
async function tryLead(baseUrl: string, name: string): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/contato?page=/`, {
      method: "POST",
      body: new URLSearchParams(contactLeadFields({ name })),
    });
    return response.status === 200 && ((await response.json()) as { status: string }).status === "success";
  } catch {
    return false;
  }
}

const nameOf = (json: unknown) => (json as { formData: { name: string } }).formData.name;

/** The admin's screens on the server at `baseUrl`, signed in as the seeded admin. */
async function adminScreens(baseUrl: string) {
  const admin = new Visitor(baseUrl);
  expect((await admin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
  return {
    /** The ids of the leads the list links to. */
    async leadIds(): Promise<string[]> {
      const list = (await admin.get("/admin/forms/submissions")).text;
      return [...new Set(list.match(/(?<=\/admin\/forms\/submissions\/)[0-9a-f-]{36}/g))];
    },
    /** One lead's screen: its data, deliveries and their attempts. */
    async lead(id: string): Promise<string> {
      return (await admin.get(`/admin/forms/submissions/${id}`)).text;
    },
  };
}

/** The server settings these tests share: the admin, and the CRM webhook retried quickly. */
async function serverEnv(extra: Record<string, string> = {}) {
  const port = await findFreePort();
  const env = {
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ADMIN_EMAIL: testAdmin.email,
    ADMIN_PASSWORD: testAdmin.password,
    WEBHOOK_RETRY_SCALE: "0.001",
    OUTBOX_POLL_MS: "50",
    ...extra,
  };
  return { port, env };
}

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
    const { port, env } = await serverEnv({ LEAD_WEBHOOK_URL: receiver.url });
    const databaseUrl = database?.url;
    await receiver.goDown();
    const first = await startServer({ port, dataDir, databaseUrl, env, timeoutMs: 150_000 });
    await postLead(first.url, "Carlos Souza");
    await postLead(first.url, "Ana Lima");
    // Each delivery is tried, and refused by the closed port, before the crash.
    const before = await adminScreens(first.url);
    const ids = await before.leadIds();
    expect(ids).toHaveLength(2);
    for (const id of ids)
      await expect.poll(() => before.lead(id), { timeout: 15_000 }).toContain("ECONNREFUSED");
    await first.kill();

    await receiver.comeBack();
    const second = await startServer({ port, dataDir, databaseUrl, env, timeoutMs: 150_000 });
    try {
      const requests = await receiver.waitForRequests(2, 30_000);
      const names = requests.map((r) => nameOf(r.json)).sort();
      expect(names).toEqual(["Ana Lima", "Carlos Souza"]);
      // The new process carried on the same deliveries: received after the refused attempts.
      const after = await adminScreens(second.url);
      for (const id of ids) {
        await expect.poll(() => after.lead(id)).toMatch(/Recebido pelo CRM na tentativa ([2-9]|\d\d)\b/);
      }
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
      const { port, env } = await serverEnv({ LEAD_WEBHOOK_URL: receiver.url, OUTBOX_LEASE_MS: "1000" });
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
        const admin = await adminScreens(second.url);
        await expect.poll(() => admin.lead(leadId)).toContain("Recebido pelo CRM na tentativa 2");
        const page = await admin.lead(leadId);
        expect(page).toContain("Interrompida");
        expect(page).toContain("HTTP 200");
      } finally {
        await second.stop();
      }
    },
    400_000,
  );
});
