import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readContactForm, saveContactForm } from "~/.server/content/forms";
import { formSubmissions, forms, outbox, outboxAttempts, rateLimits } from "~/.server/db/schema";
import { webhookUrlMessages } from "~/.server/security/webhook-url";
import { contactFieldNames, defaultContactFields, defaultContactSettings } from "~/forms/contact";
import type { ContactFormSettingsInput } from "~/forms/contact-schema";
import { startServerWithAdmin } from "../support/admin-server";
import { Visitor } from "../support/auth-client";
import { contactFormScreenPost } from "../support/contact-form-screen";
import { contactFormData, contactLeadFields } from "../support/contact-lead";
import { databaseKinds, openTestDatabase, type TestDatabase } from "../support/databases";
import { sendLead, startTestWorker } from "../support/leads";
import type { ServerProcess } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/** What the admin screen posts: every field as it is by default, with `changes` over it. */
function settingsInput(changes: Partial<Omit<ContactFormSettingsInput, "fields">> = {}, fieldChanges = {}) {
  const fields = Object.fromEntries(
    defaultContactFields.map((f) => [
      f.name,
      {
        label: f.label,
        placeholder: f.placeholder ?? "",
        required: f.required,
        ...(fieldChanges as Record<string, object>)[f.name],
      },
    ]),
  ) as ContactFormSettingsInput["fields"];
  return {
    fields,
    submitButtonText: defaultContactSettings.submitButtonText,
    successMessage: defaultContactSettings.successMessage,
    redirectUrl: defaultContactSettings.redirectUrl,
    webhookUrl: "",
    ...changes,
  };
}

describe.each(databaseKinds)("contact form settings on %s", (kind) => {
  let database: TestDatabase;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await database.close();
  });
  beforeEach(async () => {
    receiver.reset();
    await database.db.delete(formSubmissions);
    await database.db.delete(rateLimits);
    await database.db.delete(forms);
  });

  it("reads the public form's 10 fields and settings when nothing was saved", async () => {
    const form = await readContactForm(database.db);
    expect(form.fields.map((f) => f.name)).toEqual([...contactFieldNames]);
    expect(form.fields.every((f) => f.required)).toBe(true);
    expect(form.settings).toMatchObject({
      submitButtonText: "Quero ser um franqueado",
      successMessage: "Mensagem enviada! Obrigado pelo seu interesse!",
      redirectUrl: "/thank-you",
      webhookUrl: "",
    });
  });

  it("inserts the form on the first save (with created_by), then updates the same row", async () => {
    await saveContactForm(
      database.db,
      settingsInput(
        { submitButtonText: "Quero saber mais", redirectUrl: "" },
        { city: { label: "Sua cidade" } },
      ),
      "admin-1",
    );
    let rows = await database.db.select().from(forms);
    expect(rows).toHaveLength(1);
    expect(rows[0].createdBy).toBe("admin-1");

    await saveContactForm(
      database.db,
      settingsInput(
        { successMessage: "Recebemos seu contato!" },
        { phone: { required: false, placeholder: "" } },
      ),
      "admin-2",
    );
    rows = await database.db.select().from(forms);
    expect(rows).toHaveLength(1);
    expect(rows[0].createdBy).toBe("admin-1");

    const form = await readContactForm(database.db);
    expect(form.settings).toMatchObject({
      submitButtonText: "Quero ser um franqueado",
      successMessage: "Recebemos seu contato!",
      redirectUrl: "/thank-you",
    });
    const phone = form.fields.find((f) => f.name === "phone");
    expect(phone).toMatchObject({ label: "Telefone / WhatsApp", placeholder: "", required: false });
    expect(form.fields.find((f) => f.name === "city")?.label).toBe("Cidade");
  });

  it("accepts a lead without an optional field and still refuses one without a required field", async () => {
    await saveContactForm(database.db, settingsInput({}, { city: { required: false } }), "admin-1");
    const contactForm = await readContactForm(database.db);

    const refused = await sendLead(database.db, {
      contactForm,
      formData: contactFormData({ city: "", name: "" }),
    });
    expect(refused).toMatchObject({ status: "invalid", fieldErrors: { name: "Informe seu nome completo" } });
    expect(refused.status === "invalid" && refused.fieldErrors.city).toBeFalsy();

    const stored = await sendLead(database.db, {
      contactForm,
      formData: contactFormData({ city: undefined }),
    });
    expect(stored.status).toBe("stored");
    const [lead] = await database.db.select().from(formSubmissions);
    expect(lead.data.city).toBe("");
    expect(lead.data.name).toBe("Maria da Silva");

    // A filled optional field keeps its rules.
    const badState = await sendLead(database.db, {
      contactForm: await readContactForm(database.db),
      formData: contactFormData({ city: "Santos", email: "sem-arroba" }),
    });
    expect(badState).toMatchObject({ status: "invalid", fieldErrors: { email: "Informe um e-mail válido" } });
  });

  it("sends the lead to the saved webhook URL rather than LEAD_WEBHOOK_URL", async () => {
    await saveContactForm(database.db, settingsInput({ webhookUrl: `${receiver.url}/crm` }), "admin-1");
    const env = { LEAD_WEBHOOK_URL: "http://127.0.0.1:9/fallback", WEBHOOK_RETRY_SCALE: "0.001" };
    const outcome = await sendLead(database.db, { env, contactForm: await readContactForm(database.db) });
    if (outcome.status !== "stored") throw new Error(outcome.status);
    const [delivery] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, outcome.submissionId));
    expect(delivery.targetUrl).toBe(`${receiver.url}/crm`);

    const worker = startTestWorker(database.db, env);
    try {
      const [request] = await receiver.waitForRequests(1, 10_000);
      expect(request.path.endsWith("/crm")).toBe(true);
      expect((request.json as { formData: { name: string } }).formData.name).toBe("Maria da Silva");
    } finally {
      await worker.stop();
    }
  });

  it("in production refuses at delivery time a saved webhook that points to the private network", async () => {
    // Saved before the check existed, or a name that now resolves to an internal address.
    await saveContactForm(database.db, settingsInput({ webhookUrl: `${receiver.url}/crm` }), "admin-1");
    const env = { NODE_ENV: "production", WEBHOOK_RETRY_SCALE: "0.001", OUTBOX_POLL_MS: "20" };
    const outcome = await sendLead(database.db, { env, contactForm: await readContactForm(database.db) });
    if (outcome.status !== "stored") throw new Error(outcome.status);

    const worker = startTestWorker(database.db, env);
    try {
      await expect
        .poll(
          async () => {
            const [row] = await database.db
              .select()
              .from(outbox)
              .where(eq(outbox.submissionId, outcome.submissionId));
            return row.status;
          },
          { timeout: 10_000 },
        )
        .toBe("failed");
    } finally {
      await worker.stop();
    }
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.submissionId, outcome.submissionId));
    const attempts = await database.db
      .select()
      .from(outboxAttempts)
      .where(eq(outboxAttempts.outboxId, row.id));
    expect(attempts).toHaveLength(1);
    expect(attempts[0].error).toBe(webhookUrlMessages.privateNetwork);
    expect(receiver.requests).toHaveLength(0);
  });
});

describe("the Contact Form tab through the running server", () => {
  let server: ServerProcess;
  let asAdmin: Visitor;

  beforeAll(async () => {
    ({ server, asAdmin } = await startServerWithAdmin({ LEAD_RATE_LIMIT_PER_HOUR: "100" }));
  });
  afterAll(() => server?.stop());

  it("shows the stored fields and settings", async () => {
    const page = await asAdmin.get("/admin/forms");
    expect(page.status).toBe(200);
    for (const text of [
      "Save Form Settings",
      "Submit Button Text",
      "Redirect URL After Submission",
      "Webhook URL",
    ]) {
      expect(page.text).toContain(text);
    }
    expect(page.text).toContain("Telefone / WhatsApp");
  });

  it("refuses bad input with field errors and the failure notice, and stores nothing", async () => {
    const answer = await asAdmin.post(
      "/admin/forms?index",
      contactFormScreenPost({
        "fields.city.label": "",
        redirectUrl: "javascript:alert(1)",
        webhookUrl: "http://127.0.0.1:8080/hook",
      }),
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("Informe o label do campo");
    expect(answer.text).toContain("Use um caminho do site");
    expect(answer.text).toContain("Erro ao salvar");
    expect(answer.text).toContain("Ocorreu um problema ao salvar as configurações do formulário.");

    // A well-formed URL to loopback: refused in production after the form passed.
    const loopback = await asAdmin.post(
      "/admin/forms?index",
      contactFormScreenPost({ webhookUrl: "http://localhost:9/hook" }),
    );
    expect(loopback.status).toBe(400);
    expect(loopback.text).toContain(webhookUrlMessages.privateNetwork);

    const home = await new Visitor(server.url).get("/");
    expect(home.text).toContain("Cidade");
  });

  it("saves, and the public form uses the labels, required flags, button text and redirect next", async () => {
    const saved = await asAdmin.post(
      "/admin/forms?index",
      contactFormScreenPost(
        {
          "fields.city.label": "Cidade onde mora",
          "fields.city.placeholder": "Ex.: Campinas",
          submitButtonText: "Quero conhecer a franquia",
          redirectUrl: "/obrigado-franquia",
        },
        ["city"],
      ),
    );
    // Saved: back to the tab, whose page shows the notice once.
    expect(saved.status).toBe(303);
    expect(saved.location).toBe("/admin/forms");
    const tab = await asAdmin.get(saved.location!);
    expect(tab.text).toContain("Formulário salvo");
    expect(tab.text).toContain("As configurações do formulário foram salvas com sucesso.");

    const visitor = new Visitor(server.url);
    const home = await visitor.get("/");
    expect(home.text).toContain("Cidade onde mora");
    expect(home.text).toContain('placeholder="Ex.: Campinas"');
    expect(home.text).toMatch(/type="submit"[^>]*>Quero conhecer a franquia<\/button>/);

    // Without JavaScript: a lead without the now optional city goes to the saved redirect.
    const fields = contactLeadFields({ city: "" });
    const lead = await visitor.post("/?index", fields);
    expect(lead.status).toBe(303);
    expect(lead.location).toBe("/obrigado-franquia");

    // With an empty redirect the answer carries the success message and no redirect.
    await asAdmin.post(
      "/admin/forms?index",
      contactFormScreenPost({ redirectUrl: "", successMessage: "Até breve!" }),
    );
    const json = await fetch(`${server.url}/api/contato?page=/`, {
      method: "POST",
      body: contactFormData({ name: "Outra Pessoa" }),
      headers: { accept: "application/json", origin: server.url },
    });
    expect(await json.json()).toEqual({ status: "success", successMessage: "Até breve!", redirectUrl: "" });
  });

  it("answers 400 to an unknown intent", async () => {
    expect((await asAdmin.post("/admin/forms?index", { intent: "nao-existe" })).status).toBe(400);
  });
});
