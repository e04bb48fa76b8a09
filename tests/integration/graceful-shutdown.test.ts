import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/client";
import { formSubmissions, outbox, outboxAttempts } from "~/.server/db/schema";
import { contactLeadFields } from "../support/contact-lead";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * SIGTERM during a burst of leads: the server stops taking connections, answers the posts it
 * took, finishes the deliveries it holds, and exits 0 within its bound. Every lead it answered
 * is stored, and every stored lead reaches the CRM exactly once (after the next start for those
 * the first process had not sent).
 *
 * Two cases a stop that does not wait gets wrong: a lead post still arriving when the signal
 * comes (held by the visitor's slow connection) is answered and stored once, not cut off with
 * the database closed beneath it; and a delivery to a CRM that does not answer within
 * SHUTDOWN_TIMEOUT_MS is handed back (its attempt left as interrupted, due at once), so the next
 * start sends it without waiting for a lease to lapse or a retry to come round.
 */

const nameOf = (json: unknown) => (json as { formData: { name: string } }).formData.name;

/**
 * A lead post on a plain socket whose body is held back: `accepted` resolves once the server has
 * taken the request (it answered "100 Continue" to its headers), `finish()` sends the body and
 * resolves with the answer (status 0 when the connection closed without one).
 */
function heldLeadPost(port: number, name: string) {
  const body = new URLSearchParams(contactLeadFields({ name })).toString();
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let accept: () => void = () => {};
  const accepted = new Promise<void>((resolve) => {
    accept = resolve;
  });
  const closed = new Promise<void>((resolve) => {
    socket.once("close", () => resolve());
  });
  socket.setEncoding("utf8");
  socket.on("data", (text: string) => {
    received += text;
    if (received.startsWith("HTTP/1.1 100")) accept();
  });
  socket.on("error", () => socket.destroy());
  socket.write(
    [
      "POST /api/contato?page=/ HTTP/1.1",
      "Host: 127.0.0.1",
      "Content-Type: application/x-www-form-urlencoded",
      `Content-Length: ${Buffer.byteLength(body)}`,
      "Expect: 100-continue",
      "Connection: close",
      "",
      "",
    ].join("\r\n"),
  );
  return {
    accepted,
    async finish(): Promise<{ status: number; text: string }> {
      if (!socket.destroyed) socket.write(body);
      await closed;
      const answer = received.replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, "");
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0), text: answer };
    },
  };
}

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

  it("answers and stores once a lead post still arriving when SIGTERM comes", async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-shutdown-held-"));
    try {
      server = await startServer({ dataDir: ownDir, env: { SHUTDOWN_TIMEOUT_MS: "15000" } });
      const running = server;
      const post = heldLeadPost(running.port, "Lead Em Trânsito");
      await post.accepted;
      running.child.kill("SIGTERM");
      await expect.poll(() => running.output().includes("shutting down"), { timeout: 10_000 }).toBe(true);
      // No new connection is taken any more.
      await expect(fetch(`${running.url}/healthz`)).rejects.toThrow();
      // The visitor's connection is slow: the body comes well after the signal, when a stop
      // that did not wait would have closed the database and exited.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const answer = await post.finish();
      expect(answer.status, running.output()).toBe(200);
      expect(answer.text).toContain('"status":"success"');
      expect((await running.exited).code, running.output()).toBe(0);
      server = undefined;

      const database = await openDatabase({ dataDir: ownDir });
      try {
        const names = (await database.db.select({ data: formSubmissions.data }).from(formSubmissions)).map(
          (row) => row.data.name,
        );
        expect(names).toEqual(["Lead Em Trânsito"]);
      } finally {
        await database.close();
      }
    } finally {
      await server?.stop();
      server = undefined;
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  }, 120_000);

  it("hands back a delivery still under way after SHUTDOWN_TIMEOUT_MS; the next start sends it at once", async () => {
    const ownDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-shutdown-handback-"));
    const crm = await startWebhookReceiver();
    try {
      const options = {
        dataDir: ownDir,
        env: {
          LEAD_WEBHOOK_URL: crm.url,
          OUTBOX_POLL_MS: "100",
          // A lapsed claim would take ten minutes, a failed attempt's retry ten seconds: the
          // next start can only send at once what was handed back.
          OUTBOX_LEASE_MS: "600000",
          WEBHOOK_RETRY_SCALE: "1",
          SHUTDOWN_TIMEOUT_MS: "1000",
        },
      };
      // The CRM takes the request and does not answer (well within the sender's 15 s timeout).
      crm.hanging = true;
      server = await startServer(options);
      const running = server;
      const lead = await fetch(`${running.url}/api/contato?page=/`, {
        method: "POST",
        body: new URLSearchParams(contactLeadFields({ name: "Lead Devolvido" })),
      });
      expect(lead.status).toBe(200);
      await crm.waitForRequests(1, 20_000);
      running.child.kill("SIGTERM");
      expect((await running.exited).code, running.output()).toBe(0);
      server = undefined;

      // Handed back: still to be sent, claimed by nobody, due now; its attempt left as
      // interrupted (no answer, no error), not failed.
      const database = await openDatabase({ dataDir: ownDir });
      try {
        const [delivery] = await database.db.select().from(outbox).where(eq(outbox.kind, "webhook"));
        expect(delivery.status).toBe("pending");
        expect(delivery.lockedUntil === null || delivery.lockedUntil <= new Date()).toBe(true);
        expect(delivery.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
        const attempts = await database.db
          .select()
          .from(outboxAttempts)
          .where(eq(outboxAttempts.outboxId, delivery.id));
        expect(attempts.map((attempt) => [attempt.finishedAt, attempt.error])).toEqual([[null, null]]);
      } finally {
        await database.close();
      }
      expect(running.output()).toContain("deliveries under way handed back");

      // The CRM answers again; the next start sends the lead, once.
      crm.hanging = false;
      server = await startServer(options);
      await expect
        .poll(() => crm.requests.filter((request) => request.status === 200).length, { timeout: 20_000 })
        .toBe(1);
      expect((await server.stop()).code).toBe(0);
      server = undefined;
      const delivered = crm.requests.filter((request) => request.status === 200);
      expect(delivered.map((request) => nameOf(request.json))).toEqual(["Lead Devolvido"]);
      // The same lead both times: the CRM can tell the second from a new lead (webhook-id).
      expect(crm.requests[0].headers["webhook-id"]).toBe(delivered[0].headers["webhook-id"]);
    } finally {
      await server?.stop();
      server = undefined;
      await crm.close();
      fs.rmSync(ownDir, { recursive: true, force: true });
    }
  }, 120_000);
});
