import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions, outbox, rateLimits } from "~/.server/db/schema";
import { loanBlockedMessage } from "~/forms/options";
import { legalTextsVersion } from "~/lib/legal-version";
import { contactFormData, storedContactLead } from "../support/contact-lead";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead } from "../support/leads";

describe.each(databaseKinds)("lead intake on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(formSubmissions);
    await database.db.delete(rateLimits);
  });

  it("stores a valid lead as a text map with its attribution, consent and queued webhook", async () => {
    const outcome = await sendLead(database.db, {
      env: { LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hook" },
      attribution: { utm_source: "google", utm_campaign: "franquia-2026", gclid: "abc123" },
    });
    expect(outcome.status).toBe("stored");
    const [lead] = await database.db.select().from(formSubmissions);
    expect(lead.formId).toBe("contact");
    expect(lead.data).toEqual(storedContactLead);
    expect(lead.attribution).toEqual({
      utm_source: "google",
      utm_campaign: "franquia-2026",
      gclid: "abc123",
    });
    expect(lead.consent?.version).toBe(legalTextsVersion);
    expect(lead.consent?.text).toContain("Política de Privacidade");

    const deliveries = await database.db.select().from(outbox).where(eq(outbox.submissionId, lead.id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0].status).toBe("pending");
    expect(deliveries[0].targetUrl).toBe("http://127.0.0.1:9/hook");
    expect(deliveries[0].payload).toMatchObject({
      form_id: "contact",
      formData: { name: "Maria da Silva", utm_source: "google", gclid: "abc123" },
    });
  });

  it("records the page the visit landed on and the outside site it came from, apart from the CRM's fields", async () => {
    await sendLead(database.db, {
      env: { LEAD_WEBHOOK_URL: "http://127.0.0.1:9/hook" },
      attribution: { utm_source: "google", referrer: "https://WWW.Google.com.br/search?q=cota" },
      landingPath: "/modelo-prime",
    });
    const [lead] = await database.db.select().from(formSubmissions);
    expect(lead.pagePath).toBe("/");
    expect(lead.landingPath).toBe("/modelo-prime");
    expect(lead.referrerHost).toBe("www.google.com.br");
    const [delivery] = await database.db.select().from(outbox).where(eq(outbox.submissionId, lead.id));
    expect(JSON.stringify(delivery.payload)).not.toContain("/modelo-prime");
  });

  it("records the delivery as skipped when no webhook is configured", async () => {
    await sendLead(database.db);
    const [delivery] = await database.db.select().from(outbox);
    expect(delivery.status).toBe("skipped");
  });

  it("refuses a lead with missing or malformed fields and stores nothing", async () => {
    const outcome = await sendLead(database.db, {
      formData: contactFormData({ email: "não-é-email", city: "", state: "XX", consent: undefined }),
    });
    expect(outcome).toMatchObject({
      status: "invalid",
      fieldErrors: {
        email: "Informe um e-mail válido",
        city: "Informe sua cidade",
        state: "Selecione seu estado",
        consent: "Para enviar, aceite a Política de Privacidade",
      },
      values: { name: "Maria da Silva", email: "não-é-email" },
    });
    expect(await database.db.select().from(formSubmissions)).toHaveLength(0);
  });

  it("refuses loan interest with its message", async () => {
    const outcome = await sendLead(database.db, {
      formData: contactFormData({ interestType: "Empréstimo" }),
    });
    expect(outcome).toMatchObject({ status: "invalid", fieldErrors: { interestType: loanBlockedMessage } });
    expect(await database.db.select().from(formSubmissions)).toHaveLength(0);
  });

  it("allows only 'À vista' for the R$ 8.997 model", async () => {
    const refused = await sendLead(database.db, {
      formData: contactFormData({ investmentAmount: "R$ 8.997", paymentMethod: "Parcelamento Cartão" }),
    });
    expect(refused).toMatchObject({
      status: "invalid",
      fieldErrors: { paymentMethod: expect.stringContaining("à vista") },
    });
    const accepted = await sendLead(database.db, {
      formData: contactFormData({ investmentAmount: "R$ 8.997", paymentMethod: "À vista" }),
    });
    expect(accepted.status).toBe("stored");
  });

  it("ignores a post whose honeypot field is filled, storing nothing", async () => {
    const outcome = await sendLead(database.db, {
      formData: contactFormData({ website: "http://spam.example" }),
    });
    expect(outcome.status).toBe("ignored");
    expect(await database.db.select().from(formSubmissions)).toHaveLength(0);
  });

  it("limits leads per client IP, leaving other visitors unaffected", async () => {
    const env = { LEAD_RATE_LIMIT_PER_HOUR: "2" };
    expect((await sendLead(database.db, { env, clientIp: "198.51.100.1" })).status).toBe("stored");
    expect((await sendLead(database.db, { env, clientIp: "198.51.100.1" })).status).toBe("stored");
    expect((await sendLead(database.db, { env, clientIp: "198.51.100.1" })).status).toBe("rate-limited");
    expect((await sendLead(database.db, { env, clientIp: "198.51.100.2" })).status).toBe("stored");
    expect(await database.db.select().from(formSubmissions)).toHaveLength(3);
  });
});
