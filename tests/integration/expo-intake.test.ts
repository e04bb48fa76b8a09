import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions, outbox, outboxAttempts, rateLimits } from "~/.server/db/schema";
import { submitExpoRegistration } from "~/.server/leads/expo-intake";
import { type ExpoEvent, expo } from "~/content/registry/sections/expo";
import { brasiliaToday, dayLabel } from "~/forms/expo-schedule";
import { legalTextsVersion } from "~/lib/legal-version";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead, startTestWorker, testConfig } from "../support/leads";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/** The expo scheduling form's intake and delivery (decision 004). */

const publicUrl = "https://www.cotafacil.example";

/** Brasília's date `offset` days from today. */
function dayFromToday(offset: number): string {
  const [year, month, day] = brasiliaToday().split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day + offset)).toISOString().slice(0, 10);
}

/** An event (the `expo` section's value) whose four days are all ahead; the last closes at 19h. */
const upcomingEvent: ExpoEvent = {
  ...expo.defaults,
  days: [10, 11, 12, 13].map((offset, index) => ({
    date: dayFromToday(offset),
    opens: "13:00",
    closes: index === 3 ? "19:00" : "21:00",
    weekday: "",
  })),
};
const secondDay = upcomingEvent.days[1].date;
const lastDay = upcomingEvent.days[3].date;

function expoFormData(overrides: Record<string, string | undefined> = {}): FormData {
  const fields: Record<string, string | undefined> = {
    name: "Roberto Alves",
    email: "roberto@example.com.br",
    phone: "11912345678",
    city: "Sorocaba",
    currentMarket: "Contador",
    investment: "50k-100k",
    preferred_day: secondDay,
    preferred_time: "15h-17h",
    message: "Tenho interesse no modelo Office.",
    consent: "on",
    website: "",
    ...overrides,
  };
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) formData.set(name, value);
  return formData;
}

describe.each(databaseKinds)("expo registration on %s", (kind) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    receiver = await startWebhookReceiver({ path: "/webhook/expo" });
  });
  afterAll(async () => {
    await receiver.close();
    await database.close();
  });
  beforeEach(async () => {
    receiver.reset();
    await database.db.delete(formSubmissions);
    await database.db.delete(rateLimits);
  });

  function register(
    options: {
      formData?: FormData;
      env?: Record<string, string>;
      attribution?: Record<string, string>;
      clientIp?: string;
      event?: ExpoEvent;
    } = {},
  ) {
    return submitExpoRegistration(
      { db: database.db, config: testConfig({ PUBLIC_URL: publicUrl, ...options.env }) },
      {
        formData: options.formData ?? expoFormData(),
        attribution: options.attribution ?? {},
        clientIp: options.clientIp ?? "203.0.113.50",
        event: options.event ?? upcomingEvent,
      },
    );
  }

  it("stores a valid registration as a text map, with attribution, consent and its queued webhook", async () => {
    const outcome = await register({
      env: { EXPO_WEBHOOK_URL: receiver.url },
      attribution: { utm_source: "instagram", utm_campaign: "expo-abf", fbclid: "FB-123" },
    });
    expect(outcome.status).toBe("stored");

    const [row] = await database.db.select().from(formSubmissions);
    expect(row.formId).toBe("expo_registration");
    expect(row.pagePath).toBe("/expo-abf-2025");
    expect(row.data).toEqual({
      name: "Roberto Alves",
      email: "roberto@example.com.br",
      phone: "(11) 91234-5678",
      city: "Sorocaba",
      currentMarket: "Contador",
      investment: "50k-100k",
      preferred_day: secondDay,
      preferred_time: "15h-17h",
      message: "Tenho interesse no modelo Office.",
    });
    expect(row.attribution).toEqual({ utm_source: "instagram", utm_campaign: "expo-abf", fbclid: "FB-123" });
    expect(row.consent?.text).toContain("Política de Privacidade");
    expect(row.consent?.version).toBe(legalTextsVersion);

    const [delivery] = await database.db.select().from(outbox).where(eq(outbox.submissionId, row.id));
    expect(delivery.status).toBe("pending");
    expect(delivery.eventType).toBe("expo.registration");
    expect(delivery.targetUrl).toBe(receiver.url);
  });

  it("builds the expo webhook payload: form fields, source, ISO timestamp, page_url, form_type, attribution flat", async () => {
    await register({
      env: { EXPO_WEBHOOK_URL: receiver.url },
      attribution: {
        utm_source: "google",
        utm_medium: "cpc",
        gclid: "G-1",
        referrer: "https://busca.example/",
      },
    });
    const [row] = await database.db.select().from(formSubmissions);
    const [delivery] = await database.db.select().from(outbox);
    expect(delivery.payload).toEqual({
      name: "Roberto Alves",
      email: "roberto@example.com.br",
      phone: "(11) 91234-5678",
      city: "Sorocaba",
      currentMarket: "Contador",
      investment: "50k-100k",
      preferred_day: secondDay,
      preferred_time: "15h-17h",
      message: "Tenho interesse no modelo Office.",
      source: "Expo ABF 2025 - Agendamento",
      timestamp: row.createdAt.toISOString(),
      page_url: `${publicUrl}/expo-abf-2025`,
      form_type: "expo_registration",
      utm_source: "google",
      utm_medium: "cpc",
      gclid: "G-1",
      referrer: "https://busca.example/",
    });
    expect((delivery.payload as { timestamp: string }).timestamp).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
    );
  });

  it("keeps the optional fields as empty text when left out", async () => {
    await register({ formData: expoFormData({ investment: "", message: undefined }) });
    const [row] = await database.db.select().from(formSubmissions);
    expect(row.data.investment).toBe("");
    expect(row.data.message).toBe("");
  });

  it("records the delivery as skipped when EXPO_WEBHOOK_URL is not set", async () => {
    // The contact lead's webhook is no fallback for the expo form.
    await register({ env: { LEAD_WEBHOOK_URL: "http://127.0.0.1:9/lead" } });
    const [delivery] = await database.db.select().from(outbox);
    expect(delivery.status).toBe("skipped");
    expect(delivery.targetUrl).toBeNull();
  });

  it("refuses missing fields with their own messages and stores nothing", async () => {
    const outcome = await register({
      formData: expoFormData({
        name: "",
        email: undefined,
        phone: " ",
        city: "",
        currentMarket: "",
        preferred_day: "",
        preferred_time: undefined,
      }),
    });
    expect(outcome).toMatchObject({
      status: "invalid",
      fieldErrors: {
        name: "Nome é obrigatório",
        email: "E-mail é obrigatório",
        phone: "Telefone é obrigatório",
        city: "Cidade é obrigatória",
        currentMarket: "Selecione seu mercado",
        preferred_day: "Selecione um dia",
        preferred_time: "Selecione um horário",
      },
      values: { message: "Tenho interesse no modelo Office." },
    });
    expect(await database.db.select().from(formSubmissions)).toHaveLength(0);
    expect(await database.db.select().from(outbox)).toHaveLength(0);
  });

  it("refuses an hour after the day's closing with the field message, and takes the day's last slot", async () => {
    const weekday = dayLabel(lastDay).split("-")[0].split(",")[0];
    const outcome = await register({
      formData: expoFormData({ preferred_day: lastDay, preferred_time: "19h-21h" }),
    });
    expect(outcome).toMatchObject({
      status: "invalid",
      fieldErrors: { preferred_time: `${weekday}: atendimento até 19h` },
    });
    expect(await database.db.select().from(formSubmissions)).toHaveLength(0);
    const lastAfternoon = await register({
      formData: expoFormData({ preferred_day: lastDay, preferred_time: "17h-19h" }),
    });
    expect(lastAfternoon.status).toBe("stored");
  });

  it("takes only the event's days: refuses a day outside it with a field message", async () => {
    const outside = await register({ formData: expoFormData({ preferred_day: dayFromToday(20) }) });
    expect(outside).toMatchObject({
      status: "invalid",
      fieldErrors: { preferred_day: "Escolha um dos dias do evento" },
    });
    const stored = await register({ formData: expoFormData({ preferred_day: upcomingEvent.days[0].date }) });
    expect(stored.status).toBe("stored");
    const [row] = await database.db.select().from(formSubmissions);
    expect(row.data.preferred_day).toBe(upcomingEvent.days[0].date);
  });

  it("refuses a day already past, and every booking once the event's last day has passed", async () => {
    const runningEvent: ExpoEvent = {
      ...upcomingEvent,
      days: [-1, 0, 1].map((offset) => ({
        date: dayFromToday(offset),
        opens: "09:00",
        closes: "23:00",
        weekday: "",
      })),
    };
    const yesterday = await register({
      event: runningEvent,
      formData: expoFormData({ preferred_day: dayFromToday(-1), preferred_time: "13h-15h" }),
    });
    expect(yesterday).toMatchObject({
      status: "invalid",
      fieldErrors: { preferred_day: "Esta data já passou: escolha um dos próximos dias do evento" },
    });
    const tomorrow = await register({
      event: runningEvent,
      formData: expoFormData({ preferred_day: dayFromToday(1), preferred_time: "13h-15h" }),
    });
    expect(tomorrow.status).toBe("stored");

    const endedEvent: ExpoEvent = {
      ...upcomingEvent,
      days: [-3, -2, -1].map((offset) => ({
        date: dayFromToday(offset),
        opens: "13:00",
        closes: "21:00",
        weekday: "",
      })),
    };
    const afterTheEvent = await register({
      event: endedEvent,
      formData: expoFormData({ preferred_day: dayFromToday(-1) }),
    });
    expect(afterTheEvent).toMatchObject({
      status: "invalid",
      fieldErrors: { preferred_day: "O evento foi encerrado e não recebe mais agendamentos." },
    });
    // The shipped event (June 2025) is over too.
    const shipped = await register({
      event: expo.defaults,
      formData: expoFormData({ preferred_day: "2025-06-26" }),
    });
    expect(shipped).toMatchObject({
      status: "invalid",
      fieldErrors: { preferred_day: "O evento foi encerrado e não recebe mais agendamentos." },
    });
    expect(await database.db.select().from(formSubmissions)).toHaveLength(1);
  });

  it("ignores a post whose honeypot field is filled, storing nothing", async () => {
    const outcome = await register({ formData: expoFormData({ website: "http://spam.example" }) });
    expect(outcome.status).toBe("ignored");
    expect(await database.db.select().from(formSubmissions)).toHaveLength(0);
  });

  it("limits registrations per client IP, apart from the contact form's limit", async () => {
    const env = { LEAD_RATE_LIMIT_PER_HOUR: "2" };
    expect((await register({ env, clientIp: "198.51.100.9" })).status).toBe("stored");
    expect((await register({ env, clientIp: "198.51.100.9" })).status).toBe("stored");
    expect((await register({ env, clientIp: "198.51.100.9" })).status).toBe("rate-limited");
    expect((await register({ env, clientIp: "198.51.100.10" })).status).toBe("stored");
    // The same visitor can still send the contact form.
    expect((await sendLead(database.db, { env, clientIp: "198.51.100.9" })).status).toBe("stored");
  });

  it("delivers later when the receiver answers 500 first, then 200 (never a failure for the visitor)", async () => {
    receiver.respondWith(500, 200);
    const env = {
      PUBLIC_URL: publicUrl,
      EXPO_WEBHOOK_URL: receiver.url,
      WEBHOOK_RETRY_SCALE: "0.001",
      OUTBOX_POLL_MS: "20",
    };
    const outcome = await register({ env, attribution: { utm_source: "linkedin" } });
    expect(outcome.status).toBe("stored");
    const worker = startTestWorker(database.db, env);
    try {
      const requests = await receiver.waitForRequests(2, 10_000);
      await expect
        .poll(async () => (await database.db.select().from(outbox))[0].status, { timeout: 10_000 })
        .toBe("delivered");
      const [delivery] = await database.db.select().from(outbox);
      const attempts = await database.db
        .select()
        .from(outboxAttempts)
        .where(eq(outboxAttempts.outboxId, delivery.id))
        .orderBy(outboxAttempts.id);
      expect(attempts.map((a) => a.statusCode)).toEqual([500, 200]);

      expect(requests.map((r) => r.status)).toEqual([500, 200]);
      expect(requests[1].path).toBe("/webhook/expo");
      expect(requests[1].headers["content-type"]).toBe("application/json");
      // Every try carries the registration's id, so the receiver can drop repeats.
      expect(requests[1].headers["webhook-id"]).toBe(delivery.submissionId);
      expect(requests[0].headers["webhook-id"]).toBe(delivery.submissionId);
      expect(requests[1].json).toMatchObject({
        name: "Roberto Alves",
        preferred_day: secondDay,
        source: "Expo ABF 2025 - Agendamento",
        form_type: "expo_registration",
        page_url: `${publicUrl}/expo-abf-2025`,
        utm_source: "linkedin",
      });
    } finally {
      await worker.stop();
    }
  });
});
