import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { outbox, outboxAttempts } from "~/.server/db/schema";
import { createLogger } from "~/.server/logger";
import { passwordResetMail, verificationMail } from "~/.server/mail/messages";
import { enqueueEmail } from "~/.server/outbox/outbox";
import { startOutboxWorker } from "~/.server/outbox/worker";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { testConfig } from "../support/leads";
import { type SmtpListener, startSmtpListener } from "../support/smtp-listener";

/** Account mails go through the outbox: sent over SMTP, retried while the server is down. */

describe.each(databaseKinds)("account mail through the outbox on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpListener();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  beforeEach(async () => {
    smtp.reset();
    if (!smtp.isUp) await smtp.comeBack();
    await database.db.delete(outbox);
  });

  const user = { name: "Maria da Silva", email: "maria@example.com.br" };
  const env = (extra: Record<string, string> = {}) => ({
    WEBHOOK_RETRY_SCALE: "0.001",
    OUTBOX_POLL_MS: "20",
    ...extra,
  });

  async function rowOf(id: string) {
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    const attempts = await database.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, id));
    return { row, attempts };
  }

  async function waitForStatus(id: string, status: string, timeoutMs = 15_000) {
    await expect.poll(async () => (await rowOf(id)).row.status, { timeout: timeoutMs }).toBe(status);
    return rowOf(id);
  }

  it("sends the Portuguese confirmation mail over SMTP and keeps no link once it left", async () => {
    const config = testConfig(
      env({ SMTP_URL: smtp.url, MAIL_FROM: "Cota Fácil <nao-responda@cotafacil.com.br>" }),
    );
    const link = "http://localhost:3000/api/auth/verify-email?token=abc&callbackURL=%2Fauth";
    const row = await enqueueEmail(database.db, {
      ...verificationMail(user, link),
      eventType: "auth.verify-email",
    });
    const worker = startOutboxWorker({ db: database.db, config, logger: createLogger("silent") });
    const [mail] = await smtp.waitForMails(1);
    const { row: sent, attempts } = await waitForStatus(row.id, "delivered");
    await worker.stop();

    expect(mail.to).toEqual([user.email]);
    expect(mail.from).toBe("nao-responda@cotafacil.com.br");
    expect(mail.subject).toBe("Confirme seu email – Cota Fácil");
    expect(mail.links).toContain(link);
    expect(mail.text).toContain("Olá, Maria!");
    expect(attempts).toHaveLength(1);
    expect(attempts[0].statusCode).toBe(250);
    expect(sent.payload).toEqual({ to: user.email, subject: "Confirme seu email – Cota Fácil" });
  });

  it("retries while the mail server is down and delivers once it is back", async () => {
    await smtp.goDown();
    const config = testConfig(env({ SMTP_URL: smtp.url }));
    const link = "http://localhost:3000/auth/nova-senha?token=xyz";
    const row = await enqueueEmail(database.db, {
      ...passwordResetMail(user, link),
      eventType: "auth.password-reset",
    });
    const worker = startOutboxWorker({ db: database.db, config, logger: createLogger("silent") });
    await expect
      .poll(async () => (await rowOf(row.id)).attempts.length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    expect(smtp.mails).toHaveLength(0);
    await smtp.comeBack();
    const [mail] = await smtp.waitForMails(1, { timeoutMs: 20_000 });
    const { attempts } = await waitForStatus(row.id, "delivered", 20_000);
    await worker.stop();
    expect(mail.subject).toBe("Redefinição de senha – Cota Fácil");
    expect(mail.links).toContain(link);
    expect(attempts[0].error).toBeTruthy();
    expect(attempts.at(-1)?.statusCode).toBe(250);
    expect(smtp.mails).toHaveLength(1);
  });

  it("without SMTP_URL puts the mail in the dev mailbox and prints its link", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
    const link = "http://localhost:3000/api/auth/verify-email?token=dev";
    const row = await enqueueEmail(database.db, {
      ...verificationMail(user, link),
      eventType: "auth.verify-email",
    });
    const worker = startOutboxWorker({ db: database.db, config: testConfig(env()), logger });
    const { row: kept } = await waitForStatus(row.id, "delivered");
    await worker.stop();
    expect(kept.payload).toMatchObject({ to: user.email, link });
    expect(lines.join("\n")).toContain(link);
  });
});
