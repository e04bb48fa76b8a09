import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, type PostgresDatabase } from "../support/databases";
import { startServer } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * A lead is never lost: leads stored while the CRM webhook is down survive a crash of the
 * server (kill -9) and are delivered by the next server process.
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

async function postLead(baseUrl: string, name: string) {
  const response = await fetch(`${baseUrl}/api/contato?page=/`, {
    method: "POST",
    body: new URLSearchParams({ ...leadFields, name }),
  });
  expect(response.status).toBe(200);
  expect(await response.json()).toMatchObject({ status: "success" });
}

describe.each(["pglite", "postgres"] as const)("crash recovery of deliveries on %s", (kind) => {
  let receiver: WebhookReceiver;
  let dataDir: string;
  let database: PostgresDatabase | undefined;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-restart-"));
    if (kind === "postgres") database = await createPostgresDatabase();
  });
  afterAll(async () => {
    await receiver.close();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("delivers after a kill -9 the leads stored while the webhook was down", async () => {
    const env = { LEAD_WEBHOOK_URL: receiver.url, WEBHOOK_RETRY_SCALE: "0.001", OUTBOX_POLL_MS: "50" };
    await receiver.goDown();
    const first = await startServer({ dataDir, databaseUrl: database?.url, env });
    await postLead(first.url, "Carlos Souza");
    await postLead(first.url, "Ana Lima");
    await new Promise((resolve) => setTimeout(resolve, 300));
    await first.kill();
    expect(receiver.requests).toHaveLength(0);

    await receiver.comeBack();
    const second = await startServer({ dataDir, databaseUrl: database?.url, env });
    try {
      const requests = await receiver.waitForRequests(2, 30_000);
      const names = requests.map((r) => (r.json as { formData: { name: string } }).formData.name).sort();
      expect(names).toEqual(["Ana Lima", "Carlos Souza"]);
    } finally {
      await second.stop();
    }
  });
});
