import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formSubmissions, outbox, users } from "~/.server/db/schema";
import { checkCrmAlerts, readCrmOutageBanners } from "~/.server/outbox/crm-alerts";
import { testAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { contactLeadFields } from "../support/contact-lead";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { findFreePort } from "../support/free-port";
import { sendLead, testConfig } from "../support/leads";
import { type ServerProcess, startServer } from "../support/server-process";
import { type SmtpListener, startSmtpListener } from "../support/smtp-listener";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/** When the leads started waiting: "14:02", or "27/11 às 23:49" when that was before midnight in Brasília. */
const since = String.raw`(\d{2}/\d{2} às )?\d{2}:\d{2}`;

/**
 * Told when leads stop reaching the CRM: a banner on the dashboard and the leads list, one
 * e-mail to the admins when it starts (not one per check, per instance or per restart), a
 * reminder after CRM_ALERT_REMINDER_HOURS, and one when the CRM takes leads again.
 */

describe.each(databaseKinds)("CRM outage alerts on %s", (kind) => {
  let database: TestDatabase;
  const config = testConfig({
    LEAD_WEBHOOK_URL: "http://crm.example.com:8080/hooks/leads",
    PUBLIC_URL: "https://www.cotafacil.example",
    CRM_ALERT_AFTER_MINUTES: "30",
    CRM_ALERT_REMINDER_HOURS: "4",
  });
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(users).values([
      { id: "admin-1", name: "Ana Souza", email: "ana@cotafacil.example", role: "admin" },
      { id: "user-1", name: "Rui", email: "rui@cotafacil.example", role: "user" },
    ]);
  });
  afterAll(() => database.close());

  const alertMails = () =>
    database.db
      .select({ eventType: outbox.eventType, payload: outbox.payload })
      .from(outbox)
      .where(eq(outbox.kind, "email"))
      .orderBy(outbox.createdAt);

  it("tells each admin once when a lead waits too long, reminds later, and says when it is over", async () => {
    for (const name of ["Maria", "João"]) {
      const outcome = await sendLead(database.db, {
        env: { LEAD_WEBHOOK_URL: config.LEAD_WEBHOOK_URL ?? "" },
      });
      expect(outcome.status, name).toBe("stored");
    }
    // Nothing waited 30 minutes yet: no banner, no mail.
    expect(await readCrmOutageBanners(database.db, config)).toEqual([]);
    expect(await checkCrmAlerts(database.db, config)).toBe(0);

    // The leads have waited 40 minutes (the CRM never answered).
    await database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '40 minutes'` })
      .where(eq(outbox.kind, "webhook"));
    const [banner] = await readCrmOutageBanners(database.db, config);
    expect(banner.message).toMatch(
      new RegExp(`^O CRM não recebe leads desde ${since} — 2 leads aguardando$`),
    );
    expect(banner.destination).toBe("http://crm.example.com:8080");
    expect(banner.deliveriesHref).toMatch(/^\/admin\/forms\/submissions\/[0-9a-f-]{36}#entregas-titulo$/);

    // Several instances check at once: the admin is told once.
    const queued = await Promise.all([1, 2, 3].map(() => checkCrmAlerts(database.db, config)));
    expect(queued.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await checkCrmAlerts(database.db, config)).toBe(0);
    const [alert] = await alertMails();
    expect(alert.eventType).toBe("crm.outage");
    expect(alert.payload).toMatchObject({ to: "ana@cotafacil.example" });
    expect(String(alert.payload.subject)).toMatch(/^Alerta: o CRM não recebe leads desde /);
    expect(String(alert.payload.text)).toContain("2 leads aguardam entrega");
    expect(String(alert.payload.link)).toBe(`https://www.cotafacil.example${banner.deliveriesHref}`);

    // Five hours on, still down: one reminder.
    const later = new Date(Date.now() + 5 * 3_600_000);
    expect(await checkCrmAlerts(database.db, config, later)).toBe(1);
    expect(await checkCrmAlerts(database.db, config, later)).toBe(0);
    expect((await alertMails()).map((mail) => mail.eventType)).toEqual(["crm.outage", "crm.reminder"]);

    // Delivered: the banner goes and the admin hears it is over, once.
    await database.db.update(outbox).set({ status: "delivered" }).where(eq(outbox.kind, "webhook"));
    expect(await readCrmOutageBanners(database.db, config)).toEqual([]);
    expect(await checkCrmAlerts(database.db, config)).toBe(1);
    expect(await checkCrmAlerts(database.db, config)).toBe(0);
    const mails = await alertMails();
    expect(mails.map((mail) => mail.eventType)).toEqual(["crm.outage", "crm.reminder", "crm.recovered"]);
    expect(String(mails[2].payload.subject)).toMatch(/^O CRM voltou a receber leads/);
    await database.db.delete(formSubmissions);
  });
});

describe("a CRM answering 503 to the running site", () => {
  let receiver: WebhookReceiver;
  let smtp: SmtpListener;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    receiver.defaultStatus = 503;
    smtp = await startSmtpListener();
  });
  afterEach(async () => {
    await server?.stop();
  });
  afterAll(async () => {
    await receiver.close();
    await smtp.close();
  });

  it("shows the banner, mails the admin once (a restart does not mail again), and mails when leads flow again", async () => {
    const port = await findFreePort();
    // A data directory of the test's own: the restarted server opens the same database.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cota-crm-alert-"));
    const options = {
      port,
      dataDir,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: testAdmin.email,
        ADMIN_PASSWORD: testAdmin.password,
        LEAD_WEBHOOK_URL: receiver.url,
        SMTP_URL: smtp.url,
        // Retries after 10 ms, 60 ms, 0.3 s, 1.8 s, 7.2 s, 21.6 s…: still pending when the CRM is back.
        WEBHOOK_RETRY_SCALE: "0.001",
        OUTBOX_POLL_MS: "100",
        CRM_ALERT_AFTER_MINUTES: "0.02",
      },
    };
    server = await startServer(options);
    for (const name of ["Maria Lima", "Pedro Alves"]) {
      const response = await fetch(`${server.url}/api/contato?page=/`, {
        method: "POST",
        body: new URLSearchParams(contactLeadFields({ name })),
      });
      expect(await response.json()).toMatchObject({ status: "success" });
    }

    const admin = new Visitor(server.url);
    expect((await admin.post("/auth", { intent: "login", ...testAdmin })).location).toBe("/admin");
    const banner = new RegExp(`O CRM não recebe leads desde ${since} — 2 leads aguardando`);
    await expect.poll(async () => (await admin.get("/admin")).text, { timeout: 20_000 }).toMatch(banner);
    const list = (await admin.get("/admin/forms/submissions")).text;
    expect(list).toMatch(banner);
    expect(list).toContain("Último erro: HTTP 503");
    expect(list).toMatch(/href="\/admin\/forms\/submissions\/[0-9a-f-]{36}#entregas-titulo"/);

    const [alert] = await smtp.waitForMails(1, { timeoutMs: 20_000 });
    expect(alert.to).toEqual([testAdmin.email]);
    expect(alert.subject).toMatch(/^Alerta: o CRM não recebe leads desde/);

    // A restart while the CRM is still down: the alert was told already.
    await server.stop();
    server = await startServer(options);

    receiver.defaultStatus = 200;
    await smtp.waitForMails(2, { timeoutMs: 60_000 });
    const delivered = new Set(
      receiver.requests.filter((request) => request.status === 200).map((r) => r.headers["webhook-id"]),
    );
    expect(delivered.size).toBe(2);
    expect(smtp.mails.map((mail) => mail.subject)).toEqual([
      alert.subject,
      expect.stringMatching(/^O CRM voltou a receber leads/),
    ]);
    expect((await admin.get("/admin")).text).not.toMatch(/O CRM não recebe leads/);
    await server.stop();
    server = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
