import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpFields, Visitor } from "../support/auth-client";
import { contactLeadFields } from "../support/contact-lead";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { type SmtpListener, startSmtpListener } from "../support/smtp-listener";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * One CRM that hangs (accepts the connection, never answers) must not hold up the others: the
 * worker sends each delivery on its own, at most two at once to one destination, and account
 * mails have their own lane (docs/decisions/010). The expo registration's webhook and the
 * sign-up confirmation mail arrive while a dozen leads sit on the hanging CRM.
 */

const expoFields = {
  name: "Roberto Alves",
  email: "roberto@example.com.br",
  phone: "11912345678",
  city: "Sorocaba",
  currentMarket: "Contador",
  investment: "50k-100k",
  preferred_day: "2025-06-26",
  preferred_time: "15h-17h",
  message: "Tenho interesse no modelo Office.",
  consent: "on",
  website: "",
};

describe("a CRM that hangs", () => {
  let hanging: WebhookReceiver;
  let expoCrm: WebhookReceiver;
  let smtp: SmtpListener;
  let server: ServerProcess;

  beforeAll(async () => {
    hanging = await startWebhookReceiver({ path: "/lead" });
    hanging.hanging = true;
    expoCrm = await startWebhookReceiver({ path: "/expo" });
    smtp = await startSmtpListener();
    const port = await findFreePort();
    server = await startServer({
      port,
      env: {
        // The shipped expo days (June 2025) are still ahead for this server: visits can be booked.
        EXPO_TODAY: "2025-06-20",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LEAD_WEBHOOK_URL: hanging.url,
        EXPO_WEBHOOK_URL: expoCrm.url,
        SMTP_URL: smtp.url,
        LEAD_RATE_LIMIT_PER_HOUR: "1000",
        OUTBOX_POLL_MS: "200",
      },
    });
  });
  afterAll(async () => {
    // Closing the hanging CRM first ends the sends waiting on it, so the server stops at once.
    await hanging?.close();
    await server?.stop();
    await expoCrm?.close();
    await smtp?.close();
  });

  it("holds only its own two slots: another form's webhook and a sign-up mail arrive meanwhile", async () => {
    const visitor = new Visitor(server.url);
    for (let i = 1; i <= 12; i++) {
      const answer = await visitor.post("/api/contato?page=/", contactLeadFields({ name: `Lead ${i}` }));
      expect(answer.status).toBe(200);
    }
    await hanging.waitForRequests(2, 10_000);

    const expo = await visitor.post("/api/expo", expoFields);
    expect(expo.status).toBe(200);
    const signUp = await visitor.post("/auth?tab=cadastro", signUpFields("maria.cadastro@example.com.br"));
    expect(signUp.status).toBe(303);

    // Within seconds, while every send to the hanging CRM waits for its 15 s timeout.
    const [registration] = await expoCrm.waitForRequests(1, 5_000);
    expect((registration.json as { name: string }).name).toBe("Roberto Alves");
    const [mail] = await smtp.waitForMails(1, { to: "maria.cadastro@example.com.br", timeoutMs: 5_000 });
    expect(mail.subject).toBe("Confirme seu email – Cota Fácil");

    expect(hanging.maxConcurrent).toBe(2);
  });
});
