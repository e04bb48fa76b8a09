import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { formSubmissions, outbox } from "~/.server/db/schema";
import { contactLeadFields } from "../support/contact-lead";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * SIGTERM during a burst of leads: the server stops taking connections, answers the posts it
 * took, finishes the deliveries it holds, and exits 0 within its bound. Every lead it answered
 * is stored, and every stored lead reaches the CRM exactly once (after the next start for those
 * the first process had not sent).
 */

const nameOf = (json: unknown) => (json as { formData: { name: string } }).formData.name;

describe("stopping cleanly", () => {
  let receiver: WebhookReceiver;
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-shutdown-"));
  });
  afterAll(async () => {
    await server?.stop();
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("answers, stores and delivers exactly once every lead of a burst cut by SIGTERM", async () => {
    // A CRM taking 300 ms per lead: deliveries are under way when the signal comes.
    receiver.respondWith(...Array.from({ length: 200 }, () => ({ status: 200, delayMs: 300 })));
    const port = await findFreePort();
    const options = {
      port,
      dataDir,
      env: {
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_RATE_LIMIT_PER_HOUR: "1000",
        OUTBOX_POLL_MS: "100",
        SHUTDOWN_TIMEOUT_MS: "10000",
      },
    };
    server = await startServer(options);
    const running = server;

    const answered: string[] = [];
    /** Posts answered with anything but success: a request taken must be finished, not failed. */
    const failedAnswers: number[] = [];
    let signalled = false;
    const posts = Array.from({ length: 40 }, async (_, i) => {
      const name = `Lead ${String(i).padStart(2, "0")} Silva`;
      try {
        const response = await fetch(`${running.url}/api/contato?page=/`, {
          method: "POST",
          body: new URLSearchParams(contactLeadFields({ name })),
        });
        const body = (await response.json()) as { status: string };
        if (response.status === 200 && body.status === "success") answered.push(name);
        else failedAnswers.push(response.status);
      } catch {
        // Refused or cut: not answered, so the visitor knows to send it again.
      }
      if (answered.length >= 10 && !signalled) {
        signalled = true;
        running.child.kill("SIGTERM");
      }
    });
    await Promise.all(posts);
    expect(signalled).toBe(true);
    const exit = await running.exited;
    expect(exit.code, running.output()).toBe(0);
    expect(running.output()).toContain("shutting down");
    expect(answered.length).toBeGreaterThanOrEqual(10);
    expect(failedAnswers).toEqual([]);

    // The next start sends what the stopped one had not.
    server = await startServer(options);
    const delivered = () =>
      receiver.requests.filter((request) => request.status === 200).map((request) => nameOf(request.json));
    await expect
      .poll(() => answered.every((name) => delivered().includes(name)), { timeout: 30_000 })
      .toBe(true);
    await expect((await server.stop()).code).toBe(0);
    server = undefined;

    const database = await openDatabase({ dataDir });
    try {
      const stored = (await database.db.select({ data: formSubmissions.data }).from(formSubmissions)).map(
        (row) => row.data.name,
      );
      for (const name of answered) expect(stored).toContain(name);
      const deliveries = await database.db.select({ status: outbox.status }).from(outbox);
      expect(deliveries.filter((row) => row.status !== "delivered")).toEqual([]);
      // Each stored lead reached the CRM once: one successful request per lead.
      expect([...delivered()].sort()).toEqual([...stored].sort());
    } finally {
      await database.close();
    }
  }, 120_000);
});
