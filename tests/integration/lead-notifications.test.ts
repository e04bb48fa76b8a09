import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions, outbox, siteSettings } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import { changeNotificationRecipients } from "~/.server/leads/lead-notification-actions";
import {
  notifyNewLeads,
  readLeadNotificationSettings,
  saveLeadNotificationSettings,
} from "~/.server/leads/lead-notifications";
import { EXPO_FORM_ID } from "~/forms/expo";
import { contactFormData } from "../support/contact-lead";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead, startTestWorker, testConfig } from "../support/leads";
import { type SmtpListener, startSmtpListener } from "../support/smtp-listener";

/**
 * The team hears of new leads by e-mail: a mail per lead, or a daily summary at the hour each
 * address chose (Brasília), sent through the outbox to a real SMTP listener.
 */

describe.each(databaseKinds)("lead mails to the team on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpListener;
  const publicUrl = "https://www.cotafacil.example";
  const config = () => testConfig({ PUBLIC_URL: publicUrl });

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDefaults(database.db);
    smtp = await startSmtpListener();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });
  beforeEach(async () => {
    smtp.reset();
    await database.db.delete(formSubmissions);
    await database.db.delete(outbox);
    await database.db.delete(siteSettings).where(eq(siteSettings.section, "lead-notifications-state"));
    await saveLeadNotificationSettings(database.db, { recipients: [] }, "test");
  });

  const queuedMails = async () =>
    (await database.db.select().from(outbox).where(eq(outbox.kind, "email"))).map((row) => ({
      to: row.targetUrl?.replace("mailto:", ""),
      event: row.eventType,
      subject: String(row.payload.subject),
      text: String(row.payload.text),
    }));

  async function expoBooking(name: string) {
    const [row] = await database.db
      .insert(formSubmissions)
      .values({
        formId: EXPO_FORM_ID,
        data: { name, email: "joao@example.com.br", phone: "(21) 99876-5432", city: "Niterói" },
        attribution: { utm_source: "instagram", utm_campaign: "expo-2025" },
        pagePath: "/expo-abf-2025",
      })
      .returning();
    return row;
  }

  it("mails each new lead to the addresses that asked for it, once, and sends it over SMTP", async () => {
    await saveLeadNotificationSettings(
      database.db,
      {
        recipients: [
          { email: "vendas@example.com.br", schedule: "each", hour: 8, contact: true, expo: false },
          { email: "expo@example.com.br", schedule: "each", hour: 8, contact: false, expo: true },
          { email: "gerente@example.com.br", schedule: "daily", hour: 8, contact: true, expo: true },
        ],
      },
      "test",
    );
    // The first pass starts from now: what came before is not mailed.
    await sendLead(database.db, { formData: contactFormData({ name: "Antes do aviso" }) });
    await notifyNewLeads(database.db, config());
    expect(await queuedMails()).toEqual([]);

    const lead = await sendLead(database.db, {
      formData: contactFormData({ name: "Ana Paula Souza" }),
      attribution: { utm_source: "google", utm_medium: "cpc", utm_campaign: "franquia-2026" },
    });
    if (lead.status !== "stored") throw new Error(`lead not stored: ${lead.status}`);
    await expoBooking("João Pedro");
    const pass = await notifyNewLeads(database.db, config());
    expect(pass).toEqual({ leadMails: 2, summaries: 0 });
    const mails = await queuedMails();
    expect(
      mails
        .map(({ to, event, subject }) => ({ to, event, subject }))
        .sort((a, b) => a.to!.localeCompare(b.to!)),
    ).toEqual([
      {
        to: "expo@example.com.br",
        event: "lead.notification",
        subject: "Agendamento na Expo: João Pedro (Niterói)",
      },
      {
        to: "vendas@example.com.br",
        event: "lead.notification",
        subject: "Novo lead: Ana Paula Souza (Campinas/SP)",
      },
    ]);
    // A second pass finds nothing new.
    expect(await notifyNewLeads(database.db, config())).toEqual({ leadMails: 0, summaries: 0 });

    const worker = startTestWorker(database.db, { SMTP_URL: smtp.url, OUTBOX_POLL_MS: "20" });
    try {
      const [mail] = await smtp.waitForMails(1, { to: "vendas@example.com.br" });
      expect(mail.subject).toBe("Novo lead: Ana Paula Souza (Campinas/SP)");
      expect(mail.text).toContain("Nome completo: Ana Paula Souza");
      expect(mail.text).toContain("tel:+5511987654321");
      expect(mail.text).toContain("https://wa.me/5511987654321");
      expect(mail.text).toContain("Campanha: google / cpc / franquia-2026");
      expect(mail.links).toContain(`${publicUrl}/admin/forms/submissions/${lead.submissionId}`);
      await smtp.waitForMails(2);
    } finally {
      await worker.stop();
    }
  });

  it("tells of a lead whose transaction committed after a later one was seen", async () => {
    await saveLeadNotificationSettings(
      database.db,
      {
        recipients: [
          { email: "vendas@example.com.br", schedule: "each", hour: 8, contact: true, expo: true },
        ],
      },
      "test",
    );
    await notifyNewLeads(database.db, config());
    await sendLead(database.db, { formData: contactFormData({ name: "Primeiro" }) });
    expect((await notifyNewLeads(database.db, config())).leadMails).toBe(1);
    // Created two minutes ago, visible only now: a transaction that took long to commit.
    await database.db.insert(formSubmissions).values({
      formId: "contact",
      data: { name: "Atrasado", phone: "(11) 91234-5678", city: "Santos", state: "SP" },
      createdAt: new Date(Date.now() - 2 * 60_000),
    });
    expect((await notifyNewLeads(database.db, config())).leadMails).toBe(1);
    expect((await notifyNewLeads(database.db, config())).leadMails).toBe(0);
    expect((await queuedMails()).map((mail) => mail.subject)).toEqual([
      "Novo lead: Primeiro (Campinas/SP)",
      "Novo lead: Atrasado (Santos/SP)",
    ]);
  });

  it("sends a daily summary at the address's hour in Brasília, once a day, of the leads since the last one", async () => {
    await saveLeadNotificationSettings(
      database.db,
      {
        recipients: [
          { email: "gerente@example.com.br", schedule: "daily", hour: 9, contact: true, expo: false },
        ],
      },
      "test",
    );
    const added = new Date();
    await notifyNewLeads(database.db, config(), added);
    await sendLead(database.db, { formData: contactFormData({ name: "Carla Mendes" }) });
    await sendLead(database.db, {
      formData: contactFormData({ name: "Bruno Lima", city: "Recife", state: "PE" }),
    });
    await expoBooking("Visitante da Expo");

    // The next day at 08:59 and at 09:00, Brasília (UTC-3).
    const nextDay = new Date(added.getTime() + 24 * 60 * 60_000);
    const at = (hour: number, minute: number) =>
      new Date(
        `${nextDay.toISOString().slice(0, 10)}T${String(hour + 3).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00Z`,
      );
    expect((await notifyNewLeads(database.db, config(), at(8, 59))).summaries).toBe(0);
    expect((await notifyNewLeads(database.db, config(), at(9, 0))).summaries).toBe(1);
    expect((await notifyNewLeads(database.db, config(), at(15, 0))).summaries).toBe(0);

    const [summary] = await queuedMails();
    expect(summary).toMatchObject({ to: "gerente@example.com.br", event: "lead.summary" });
    expect(summary.subject).toBe("Resumo de leads: 2 leads no período");
    expect(summary.text).toContain("Carla Mendes · Campinas/SP · Contato");
    expect(summary.text).toContain("Bruno Lima · Recife/PE · Contato");
    expect(summary.text).not.toContain("Visitante da Expo");
  });
});

describe("the 'Avisos por e-mail' tab's saves", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    await seedDefaults(database.db);
  });
  afterAll(() => database.close());

  const form = (fields: Record<string, string>) => {
    const formData = new FormData();
    for (const [name, value] of Object.entries(fields)) formData.set(name, value);
    return formData;
  };
  const add = (fields: Record<string, string>) =>
    changeNotificationRecipients(
      database.db,
      "add",
      form({ schedule: "each", hour: "8", ...fields }),
      "admin",
    );

  it("adds, changes and removes addresses, refusing what would not work with a message", async () => {
    expect(await add({ email: " Vendas@Example.com.br ", contact: "on" })).toEqual({
      ok: true,
      notice: "vendas@example.com.br passa a receber avisos.",
    });
    expect(await add({ email: "vendas@example.com.br", expo: "on" })).toMatchObject({
      ok: false,
      target: "new",
      errors: { email: "Este e-mail já recebe avisos." },
    });
    expect(await add({ email: "gerente@example.com.br" })).toMatchObject({
      ok: false,
      errors: { contact: "Escolha ao menos um formulário." },
    });
    expect(await add({ email: "gerente@", contact: "on" })).toMatchObject({
      ok: false,
      errors: { email: "Informe um e-mail válido." },
      values: { email: "gerente@" },
    });
    expect(await add({ email: "gerente@example.com.br", contact: "on", hour: "24" })).toMatchObject({
      ok: false,
      errors: { hour: "Escolha a hora do resumo." },
    });
    const change = form({
      original: "vendas@example.com.br",
      email: "vendas@example.com.br",
      schedule: "daily",
      hour: "18",
      expo: "on",
    });
    expect(await changeNotificationRecipients(database.db, "update", change, "admin")).toEqual({
      ok: true,
      notice: "Avisos salvos.",
    });
    expect(await readLeadNotificationSettings(database.db)).toEqual({
      recipients: [
        { email: "vendas@example.com.br", schedule: "daily", hour: 18, contact: false, expo: true },
      ],
    });
    const remove = form({ original: "vendas@example.com.br" });
    expect(await changeNotificationRecipients(database.db, "remove", remove, "admin")).toMatchObject({
      ok: true,
    });
    expect(await readLeadNotificationSettings(database.db)).toEqual({ recipients: [] });
  });

  it("keeps at most 20 addresses", async () => {
    for (let n = 0; n < 20; n++)
      expect(await add({ email: `pessoa${n}@example.com.br`, contact: "on" })).toMatchObject({ ok: true });
    expect(await add({ email: "mais-uma@example.com.br", contact: "on" })).toMatchObject({
      ok: false,
      errors: { form: "Até 20 endereços recebem avisos. Remova um para incluir outro." },
    });
  });
});
