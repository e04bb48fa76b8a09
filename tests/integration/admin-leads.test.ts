import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formSubmissions, outbox, outboxAttempts } from "~/.server/db/schema";
import { seedDefaults } from "~/.server/db/seed";
import {
  deleteLead,
  LEADS_PER_PAGE,
  leadFilterMessages,
  listLeads,
  parseLeadFilters,
  readLead,
  resendLead,
} from "~/.server/leads/admin-leads";
import { leadsCsv } from "~/.server/leads/leads-csv";
import { enqueueWebhook } from "~/.server/outbox/outbox";
import { legalTextsVersion } from "~/lib/legal-version";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { contactFormData, contactLeadFields } from "../support/contact-lead";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead, startTestWorker, testConfig } from "../support/leads";
import type { ServerProcess } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * The leads in the admin (Forms → Submissions): filters and pages, one lead's deliveries,
 * delete, 'Reenviar' and the CSV — on both databases, then through the real server.
 */

const readFilters = (query = "") => parseLeadFilters(new URL(`http://x/admin/forms/submissions${query}`));
const filters = (query = "") => readFilters(query).filters;

describe.each(databaseKinds)("admin leads on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seedDefaults(database.db);
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.db.delete(formSubmissions);
  });

  async function insertLead(data: Record<string, string>, createdAt: Date, formId = "contact") {
    const [row] = await database.db
      .insert(formSubmissions)
      .values({ formId, data, createdAt, attribution: { utm_source: "google" }, pagePath: "/" })
      .returning();
    return row;
  }

  it("lists newest first, 25 a page, and a page past the end shows the last one", async () => {
    const start = Date.UTC(2026, 10, 1, 12);
    for (let i = 0; i < LEADS_PER_PAGE + 3; i++) {
      await insertLead({ name: `Lead ${i}` }, new Date(start + i * 60_000));
    }
    const first = await listLeads(database.db, filters());
    expect(first.total).toBe(28);
    expect(first.pageCount).toBe(2);
    expect(first.leads).toHaveLength(25);
    expect(first.leads[0].data.name).toBe("Lead 27");
    expect(first.leads[24].data.name).toBe("Lead 3");
    const second = await listLeads(database.db, filters("?pagina=2"));
    expect(second.leads.map((lead) => lead.data.name)).toEqual(["Lead 2", "Lead 1", "Lead 0"]);
    expect(second.leads.map((lead) => lead.deliveryStatus)).toEqual([null, null, null]);
    const past = await listLeads(database.db, filters("?pagina=9"));
    expect(past.page).toBe(2);
    expect(past.leads).toHaveLength(3);
  });

  it("searches name, e-mail, phone, city and state, ignoring case and accents", async () => {
    const at = new Date();
    await insertLead(
      {
        name: "João Araújo",
        email: "joao@example.com.br",
        phone: "(11) 98765-4321",
        city: "São Paulo",
        state: "SP",
      },
      at,
    );
    await insertLead(
      {
        name: "Maria Souza",
        email: "MARIA@Exemplo.com",
        phone: "(21) 91234-5678",
        city: "Niterói",
        state: "RJ",
      },
      at,
    );
    await insertLead({ name: "Ana Lima", email: "ana@example.com", city: "Contagem", state: "MG" }, at);
    await insertLead(
      { name: "Expo Visitante", email: "expo@example.com", city: "Santos" },
      at,
      "expo_registration",
    );
    const names = async (query: string) =>
      (await listLeads(database.db, filters(query))).leads.map((lead) => lead.data.name).sort();

    expect(await names("?q=joao+araujo")).toEqual(["João Araújo"]);
    expect(await names("?q=JOÃO")).toEqual(["João Araújo"]);
    expect(await names("?q=maria%40exemplo")).toEqual(["Maria Souza"]);
    expect(await names("?q=sao+paulo")).toEqual(["João Araújo"]);
    expect(await names("?q=NITEROI")).toEqual(["Maria Souza"]);
    expect(await names("?q=98765-4321")).toEqual(["João Araújo"]);
    expect(await names("?q=21912345678")).toEqual(["Maria Souza"]);
    expect(await names("?q=santos")).toEqual(["Expo Visitante"]);
    // The state is stored as its code: the code finds it, and so does its name.
    expect(await names("?q=rj")).toEqual(["Maria Souza"]);
    expect(await names("?q=MG")).toEqual(["Ana Lima"]);
    expect(await names("?q=minas")).toEqual(["Ana Lima"]);
    expect(await names("?q=rio+de+janeiro")).toEqual(["Maria Souza"]);
    // LIKE wildcards are text, not patterns.
    expect(await names("?q=%25")).toEqual([]);
    expect(await names("?q=_")).toEqual([]);
    expect(await names("")).toHaveLength(4);
  });

  it("shows the status of each lead's newest delivery", async () => {
    const lead = await insertLead({ name: "Com entregas" }, new Date("2026-11-10T12:00:00Z"));
    await insertLead({ name: "Sem entregas" }, new Date("2026-11-09T12:00:00Z"));
    const first = await enqueueWebhook(database.db, {
      submissionId: lead.id,
      eventType: "lead.created",
      targetUrl: "http://127.0.0.1:9/",
      payload: {},
    });
    // Queued an hour ago: the delivery queued below is the newer one.
    await database.db
      .update(outbox)
      .set({ status: "failed", createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(outbox.id, first.id));
    const { leads } = await listLeads(database.db, filters());
    expect(leads.map((row) => [row.data.name, row.deliveryStatus])).toEqual([
      ["Com entregas", "failed"],
      ["Sem entregas", null],
    ]);
    await enqueueWebhook(database.db, {
      submissionId: lead.id,
      eventType: "lead.created",
      targetUrl: "http://127.0.0.1:9/",
      payload: {},
    });
    expect((await listLeads(database.db, filters())).leads[0].deliveryStatus).toBe("pending");
  });

  it("filters by São Paulo calendar days, both ends inclusive", async () => {
    // 23:30 on 9 November in São Paulo is already 10 November in UTC.
    await insertLead({ name: "Noite do dia 9" }, new Date("2026-11-10T02:30:00Z"));
    await insertLead({ name: "Manhã do dia 10" }, new Date("2026-11-10T12:00:00Z"));
    await insertLead({ name: "Dia 12" }, new Date("2026-11-12T20:00:00Z"));
    const names = async (query: string) =>
      (await listLeads(database.db, filters(query))).leads.map((lead) => lead.data.name);

    expect(await names("?de=2026-11-09&ate=2026-11-09")).toEqual(["Noite do dia 9"]);
    expect(await names("?de=2026-11-10&ate=2026-11-10")).toEqual(["Manhã do dia 10"]);
    expect(await names("?de=2026-11-10")).toEqual(["Dia 12", "Manhã do dia 10"]);
    expect(await names("?ate=2026-11-10")).toEqual(["Manhã do dia 10", "Noite do dia 9"]);
    expect(await names("?q=dia&de=2026-11-11")).toEqual(["Dia 12"]);
  });

  it("reports malformed filters with a message rather than failing", () => {
    expect(readFilters("?de=ontem&ate=2026-13-45&pagina=-3&q=%20%20")).toEqual({
      filters: { q: "", from: "", to: "", page: 1 },
      errors: { from: leadFilterMessages.date, to: leadFilterMessages.date },
    });
    for (const day of ["0000-01-01", "9999-12-31", "1999-12-31", "2101-01-01", "2026-02-30", "2026-04-31"]) {
      expect(readFilters(`?de=${day}`).errors, day).toEqual({ from: leadFilterMessages.date });
    }
    expect(readFilters("?de=2000-01-01&ate=2100-12-31").errors).toEqual({});
    expect(readFilters("?q=ana%00").errors).toEqual({ q: leadFilterMessages.search });
    expect(readFilters("?de=2026-11-12&ate=2026-11-10").errors).toEqual({
      to: leadFilterMessages.reversedRange,
    });
    expect(filters(`?q=${"a".repeat(300)}`).q).toHaveLength(100);
  });

  it("reads a lead with each delivery and attempt; an unknown or malformed id is none", async () => {
    const outcome = await sendLead(database.db, {
      env: { LEAD_WEBHOOK_URL: "http://127.0.0.1:9/lead" },
      attribution: { utm_source: "facebook", fbclid: "FB-1" },
    });
    if (outcome.status !== "stored") throw new Error(outcome.status);
    const [delivery] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, outcome.submissionId));
    await database.db.insert(outboxAttempts).values([
      { outboxId: delivery.id, statusCode: 500, durationMs: 12 },
      { outboxId: delivery.id, error: "connect ECONNREFUSED", durationMs: 3 },
    ]);

    const found = await readLead(database.db, outcome.submissionId);
    expect(found?.lead.data.name).toBe("Maria da Silva");
    expect(found?.lead.attribution).toEqual({ utm_source: "facebook", fbclid: "FB-1" });
    expect(found?.lead.consent?.version).toBe(legalTextsVersion);
    expect(found?.deliveries).toHaveLength(1);
    expect(found?.deliveries[0].targetUrl).toBe("http://127.0.0.1:9/lead");
    expect(found?.deliveries[0].log.map((a) => [a.statusCode, a.error])).toEqual([
      [500, null],
      [null, "connect ECONNREFUSED"],
    ]);
    expect(found?.deliveries[0]).not.toHaveProperty("payload");

    expect(await readLead(database.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await readLead(database.db, "nao-e-um-id")).toBeNull();
  });

  it("deletes one lead with its deliveries and attempts, and nothing else", async () => {
    const keep = await sendLead(database.db, { formData: contactFormData({ name: "Fica Aqui" }) });
    const gone = await sendLead(database.db, { formData: contactFormData({ name: "Pediu Exclusão" }) });
    if (keep.status !== "stored" || gone.status !== "stored") throw new Error("not stored");
    const [delivery] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, gone.submissionId));
    await database.db
      .insert(outboxAttempts)
      .values({ outboxId: delivery.id, statusCode: 200, durationMs: 5 });

    expect(await deleteLead(database.db, gone.submissionId)).toBe(true);
    expect(await readLead(database.db, gone.submissionId)).toBeNull();
    expect(await database.db.select().from(outbox).where(eq(outbox.submissionId, gone.submissionId))).toEqual(
      [],
    );
    expect(
      await database.db.select().from(outboxAttempts).where(eq(outboxAttempts.outboxId, delivery.id)),
    ).toEqual([]);
    expect((await listLeads(database.db, filters())).leads.map((lead) => lead.data.name)).toEqual([
      "Fica Aqui",
    ]);
    expect(await deleteLead(database.db, gone.submissionId)).toBe(false);
    expect(await deleteLead(database.db, "nao-e-um-id")).toBe(false);
  });

  describe("'Reenviar'", () => {
    let receiver: WebhookReceiver;
    beforeAll(async () => {
      receiver = await startWebhookReceiver();
    });
    afterAll(() => receiver.close());
    beforeEach(() => receiver.reset());

    it("after a delivery, queues a new one of the same payload with the same webhook-id (the lead's id)", async () => {
      const env = { LEAD_WEBHOOK_URL: receiver.url, OUTBOX_POLL_MS: "20", WEBHOOK_RETRY_SCALE: "0.001" };
      const outcome = await sendLead(database.db, { env });
      if (outcome.status !== "stored") throw new Error(outcome.status);
      const worker = startTestWorker(database.db, env);
      try {
        const [original] = await receiver.waitForRequests(1);
        await expect
          .poll(async () => (await readLead(database.db, outcome.submissionId))?.deliveries[0].status)
          .toBe("delivered");
        const again = await resendLead(database.db, testConfig(env), outcome.submissionId);
        expect(again?.sentNow).toBe(false);
        expect(again?.delivery.status).toBe("pending");
        expect(again?.delivery.targetUrl).toBe(receiver.url);
        worker.wake();
        const [, resent] = await receiver.waitForRequests(2);
        expect(resent.json).toEqual(original.json);
        // The CRM can tell it is the same lead and drop the repeat.
        expect(original.headers["webhook-id"]).toBe(outcome.submissionId);
        expect(resent.headers["webhook-id"]).toBe(outcome.submissionId);
        expect(resent.headers["idempotency-key"]).toBe(outcome.submissionId);
      } finally {
        await worker.stop();
      }
      const found = await readLead(database.db, outcome.submissionId);
      expect(found?.deliveries.map((d) => d.status)).toEqual(["delivered", "delivered"]);
      expect(found?.deliveries.map((d) => d.log.length)).toEqual([1, 1]);
    });

    it("while the delivery is still retrying, sends that one now instead of a second delivery", async () => {
      // The first retry is due 10 s later, well after the resend below.
      const env = { LEAD_WEBHOOK_URL: receiver.url, OUTBOX_POLL_MS: "20", WEBHOOK_RETRY_SCALE: "1" };
      receiver.defaultStatus = 503;
      const outcome = await sendLead(database.db, { env });
      if (outcome.status !== "stored") throw new Error(outcome.status);
      const worker = startTestWorker(database.db, env);
      try {
        await receiver.waitForRequests(1);
        await expect
          .poll(
            async () => (await readLead(database.db, outcome.submissionId))?.deliveries[0].log[0]?.finishedAt,
          )
          .toBeInstanceOf(Date);
        receiver.defaultStatus = 200;
        const again = await resendLead(database.db, testConfig(env), outcome.submissionId);
        expect(again?.sentNow).toBe(true);
        worker.wake();
        await expect
          .poll(async () => (await readLead(database.db, outcome.submissionId))?.deliveries[0].status)
          .toBe("delivered");
      } finally {
        await worker.stop();
        receiver.defaultStatus = 200;
      }
      const found = await readLead(database.db, outcome.submissionId);
      expect(found?.deliveries).toHaveLength(1);
      expect(found?.deliveries[0].log.map((attempt) => attempt.statusCode)).toEqual([503, 200]);
      expect(receiver.requests.map((request) => request.status)).toEqual([503, 200]);
      expect(new Set(receiver.requests.map((request) => request.headers["webhook-id"]))).toEqual(
        new Set([outcome.submissionId]),
      );
    });

    it("goes to the Webhook URL configured today, else the original target, else is skipped", async () => {
      const outcome = await sendLead(database.db, { env: { LEAD_WEBHOOK_URL: "http://127.0.0.1:9/antigo" } });
      if (outcome.status !== "stored") throw new Error(outcome.status);
      const moved = await resendLead(
        database.db,
        testConfig({ LEAD_WEBHOOK_URL: receiver.url }),
        outcome.submissionId,
      );
      expect(moved?.delivery.targetUrl).toBe(receiver.url);
      const same = await resendLead(database.db, testConfig(), outcome.submissionId);
      expect(same?.delivery.targetUrl).toBe(receiver.url);

      const [lead] = await database.db
        .insert(formSubmissions)
        .values({ formId: "contact", data: { name: "Sem destino" } })
        .returning();
      await enqueueWebhook(database.db, {
        submissionId: lead.id,
        eventType: "lead.created",
        targetUrl: null,
        payload: {},
      });
      const skipped = await resendLead(database.db, testConfig(), lead.id);
      expect(skipped?.delivery.status).toBe("skipped");

      expect(await resendLead(database.db, testConfig(), "00000000-0000-4000-8000-000000000000")).toBeNull();
      expect(await resendLead(database.db, testConfig(), "teste")).toBeNull();
    });
  });

  it("writes a CSV for Excel pt-BR: BOM, ';', CRLF, Portuguese headings, Brasília times, formulas defused", async () => {
    await insertLead(
      { name: '=HYPERLINK("http://mal")', email: "a@b.com", city: "São José; SC", extra: "x" },
      new Date("2026-11-10T12:00:00Z"),
    );
    await insertLead(
      { name: "Zé Expo", preferred_day: "quinta-25", message: "-10 + 2\nlinha 2" },
      new Date("2026-11-11T02:30:05Z"),
      "expo_registration",
    );
    const rows = await database.db.select().from(formSubmissions);
    const csv = leadsCsv(rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime()));
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replaceAll("\r\n", "").includes("\r")).toBe(false);
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.meta.delimiter).toBe(";");
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      "ID",
      "Recebido em",
      "Formulário",
      "Nome completo",
      "E-mail",
      "Cidade",
      "Dia preferido",
      "Mensagem (opcional)",
      "extra",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_content",
      "utm_term",
      "gclid",
      "fbclid",
      "referrer",
      "Página",
      "Versão do consentimento",
      "Consentimento aceito em",
      "Página de entrada",
      "Site de origem",
    ]);
    const [expo, contact] = parsed.data;
    expect(expo.Formulário).toBe("Expo ABF 2025");
    expect(expo["Dia preferido"]).toBe("Quinta-feira, 25 de junho");
    expect(expo["Mensagem (opcional)"]).toBe("'-10 + 2\nlinha 2");
    // 02:30 UTC is still the evening before in Brasília.
    expect(expo["Recebido em"]).toBe("2026-11-10 23:30:05 -03:00");
    expect(contact["Nome completo"]).toBe('\'=HYPERLINK("http://mal")');
    expect(contact.Cidade).toBe("São José; SC");
    expect(contact.utm_source).toBe("google");
    expect(contact["Recebido em"]).toBe("2026-11-10 09:00:00 -03:00");
  });

  it("heads an export of expo leads alone with the expo form's labels", async () => {
    await insertLead({ name: "Ana", email: "ana@example.com" }, new Date(), "expo_registration");
    const csv = leadsCsv(await database.db.select().from(formSubmissions));
    const parsed = Papa.parse<Record<string, string>>(csv.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields?.slice(3, 5)).toEqual(["Nome completo", "E-mail"]);
    expect(parsed.data[0]["Nome completo"]).toBe("Ana");
  });
});

describe("the leads screens on the real server", () => {
  let server: ServerProcess;
  let receiver: WebhookReceiver;
  let asAdmin: Visitor;
  let submissionId: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver({ path: "/lead" });
    ({ server, asAdmin } = await startServerWithAdmin({
      LEAD_WEBHOOK_URL: receiver.url,
      OUTBOX_POLL_MS: "50",
      WEBHOOK_RETRY_SCALE: "0.001",
    }));

    // A visitor lands from a campaign, then sends the contact form.
    const visitor = new Visitor(server.url);
    await visitor.get("/?utm_source=instagram&utm_campaign=verão");
    const fields = contactLeadFields({ name: "Conceição Ávila", city: "Florianópolis", state: "SC" });
    expect((await visitor.post("/api/contato?page=/", fields)).status).toBe(200);
    const [delivery] = await receiver.waitForRequests(1);
    submissionId = (delivery.json as { submission_id: string }).submission_id;
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it("lists the lead, and finds it by a search without accents", async () => {
    const list = await asAdmin.get("/admin/forms/submissions?q=conceicao");
    expect(list.status).toBe(200);
    expect(list.text).toContain("Conceição Ávila");
    expect(list.text).toContain(`/admin/forms/submissions/${submissionId}`);
    const none = await asAdmin.get("/admin/forms/submissions?q=ninguem");
    expect(none.text).toContain("Nenhum lead encontrado com estes filtros.");
  });

  it("shows the lead's attribution and its delivery attempt", async () => {
    const screen = () => asAdmin.get(`/admin/forms/submissions/${submissionId}`);
    await expect.poll(async () => (await screen()).text).toContain("HTTP 200");
    const page = await screen();
    expect(page.status).toBe(200);
    expect(page.text).toContain("Florianópolis");
    expect(page.text).toContain("instagram");
    expect(page.text).toContain("verão");
    expect(page.text).toContain(receiver.url);
    expect(page.text).toContain("HTTP 200");
  });

  it("'Reenviar' sends the lead again to the receiver", async () => {
    const answer = await asAdmin.post(`/admin/forms/submissions/${submissionId}`, { intent: "reenviar" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(`/admin/forms/submissions/${submissionId}`);
    expect(asAdmin.flash()?.title).toBe("Reenvio agendado");
    expect((await asAdmin.get(answer.location!)).text).toContain("Reenvio agendado");
    const [first, second] = await receiver.waitForRequests(2);
    expect(second.json).toEqual(first.json);
    // Both deliveries carry the lead's id: a CRM that keeps webhook-ids takes the lead once.
    expect(first.headers["webhook-id"]).toBe(submissionId);
    expect(second.headers["webhook-id"]).toBe(submissionId);
    // Each of the two deliveries says which attempt the CRM took (counted in the markup only,
    // not in the page's serialised data).
    const received = async () =>
      (await asAdmin.get(`/admin/forms/submissions/${submissionId}`)).text.split(
        ">Recebido pelo CRM na tentativa 1</p>",
      ).length - 1;
    await expect.poll(received).toBe(2);
  });

  it("answers refused filters with a message on the screen, never a 500", async () => {
    for (const [query, message] of [
      ["?q=%00", leadFilterMessages.search],
      ["?de=0000-01-01", leadFilterMessages.date],
      ["?ate=9999-12-31", leadFilterMessages.date],
      ["?de=2026-11-12&ate=2026-11-10", leadFilterMessages.reversedRange],
    ]) {
      const list = await asAdmin.get(`/admin/forms/submissions${query}`);
      expect(list.status, query).toBe(400);
      expect(list.text, query).toContain(message);
      expect(list.text, query).toContain("Não foi possível aplicar estes filtros.");
      expect(list.text, query).not.toContain("Nenhum lead encontrado com estes filtros.");
      expect(list.text, query).toContain('aria-invalid="true"');

      const csv = await fetch(`${server.url}/admin/forms/submissions.csv${query}`, {
        headers: { cookie: asAdmin.cookieHeader() },
      });
      expect(csv.status, query).toBe(400);
      expect(await csv.text(), query).toContain(message);
    }
  });

  it("exports the filtered leads as a CSV with its BOM and accents", async () => {
    const answer = await fetch(`${server.url}/admin/forms/submissions.csv?q=%C3%81vila`, {
      headers: { cookie: asAdmin.cookieHeader() },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(1);
    expect(parsed.data[0]).toMatchObject({
      "Nome completo": "Conceição Ávila",
      Cidade: "Florianópolis",
      utm_source: "instagram",
      utm_campaign: "verão",
      Formulário: "Contato",
      Página: "/",
      "Versão do consentimento": legalTextsVersion,
    });
    expect(parsed.data[0]["Recebido em"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -03:00$/);
    expect(parsed.data[0]["Consentimento aceito em"]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} -03:00$/);
    const empty = await fetch(`${server.url}/admin/forms/submissions.csv?q=ninguem`, {
      headers: { cookie: asAdmin.cookieHeader() },
    });
    expect((await empty.text()).split("\r\n").filter(Boolean)).toHaveLength(1);
  });

  it("answers 404 for an unknown or malformed lead id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "nao-e-um-id"]) {
      const answer = await asAdmin.get(`/admin/forms/submissions/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.text).toContain("Lead não encontrado");
    }
  });

  it("deletes one lead, back to the list with a notice; then clears all", async () => {
    const other = new Visitor(server.url);
    const fields = contactLeadFields({ name: "Outro Lead" });
    expect((await other.post("/api/contato?page=/", fields)).status).toBe(200);

    // Sent before the page could ask (no JavaScript yet): the server asks, nothing is deleted.
    const unconfirmed = await asAdmin.post(`/admin/forms/submissions/${submissionId}`, { intent: "excluir" });
    expect(unconfirmed.status).toBe(200);
    expect(unconfirmed.text).toContain("Tem certeza de que deseja excluir este lead?");
    expect((await asAdmin.get(`/admin/forms/submissions/${submissionId}`)).status).toBe(200);

    const deleted = await asAdmin.post(`/admin/forms/submissions/${submissionId}`, {
      intent: "excluir",
      confirmed: "yes",
    });
    expect(deleted.status).toBe(303);
    expect(deleted.location).toBe("/admin/forms/submissions");
    expect(asAdmin.flash()?.title).toBe("Lead excluído");
    expect((await asAdmin.get(`/admin/forms/submissions/${submissionId}`)).status).toBe(404);
    const list = await asAdmin.get("/admin/forms/submissions");
    expect(list.text).not.toContain("Conceição Ávila");
    expect(list.text).toContain("Outro Lead");

    const notYet = await asAdmin.post("/admin/forms/submissions", { intent: "remover-todas" });
    expect(notYet.text).toContain("Are you sure you want to delete all form submissions?");
    expect((await asAdmin.get("/admin/forms/submissions")).text).toContain("Outro Lead");

    const cleared = await asAdmin.post("/admin/forms/submissions", {
      intent: "remover-todas",
      confirmed: "yes",
    });
    expect(cleared.status).toBe(303);
    expect(asAdmin.flash()?.title).toBe("Submissões removidas");
    expect((await asAdmin.get(cleared.location!)).text).toContain("Submissões removidas");
    expect((await asAdmin.get("/admin/forms/submissions")).text).toContain("Nenhum lead recebido ainda.");
    // The dashboard counts none and lists none.
    const dashboard = (await asAdmin.get("/admin")).text;
    expect(dashboard).toMatch(/Form Submissions<\/dt><dd[^>]*>0<\/dd>/);
    expect(dashboard).toContain("Nenhuma submissão recebida.");
  });
});
