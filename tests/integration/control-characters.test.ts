import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ATTRIBUTION_COOKIE } from "~/.server/leads/attribution";
import { Visitor } from "../support/auth-client";
import { contactLeadFields } from "../support/contact-lead";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * Control characters (a NUL byte above all) sent by a visitor or a script: PostgreSQL refuses
 * NUL in text and jsonb, so before these checks such input made the server answer 500 — and a
 * NUL in a landing link's utm value, kept in the attribution cookie, made every later lead of
 * that browser fail. Now a field with one is refused with a message, the attribution drops it,
 * and Better Auth's endpoints answer 400.
 */

const invalidCharacters = "Este campo contém caracteres inválidos.";

const leadFields = contactLeadFields;

const expoFields = (overrides: Record<string, string> = {}) => ({
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
  ...overrides,
});

describe("control characters in what visitors and scripts send", () => {
  let server: ServerProcess;
  let receiver: WebhookReceiver;
  let clientNumber = 10;
  /** Each visitor from its own address, so the per-address lead limit never interferes. */
  const newVisitor = () => new Visitor(server.url, { localAddress: `127.0.4.${clientNumber++}` });

  beforeAll(async () => {
    receiver = await startWebhookReceiver({ path: "/lead" });
    const port = await findFreePort();
    server = await startServer({
      port,
      timeoutMs: 120_000,
      env: {
        // The shipped expo days (June 2025) are still ahead for this server: visits can be booked.
        EXPO_TODAY: "2025-06-20",
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LEAD_WEBHOOK_URL: receiver.url,
        OUTBOX_POLL_MS: "50",
        AUTH_RATE_LIMIT_MULTIPLIER: "20",
      },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await receiver?.close();
  });

  it("a NUL in a landing link's utm value does not block the browser's later leads", async () => {
    for (const post of [
      (v: Visitor) => v.post("/api/contato?page=/", leadFields()),
      (v: Visitor) => v.post("/modelo-prime", leadFields()),
      (v: Visitor) => v.post("/?index", leadFields()),
    ]) {
      receiver.reset();
      const visitor = newVisitor();
      await visitor.get("/?utm_source=google&utm_campaign=promo%00&utm_term=%E2%80%8Bfranquia%07");
      const answer = await post(visitor);
      expect(answer.status, answer.text.slice(0, 200)).toBeLessThan(400);
      const [delivery] = await receiver.waitForRequests(1);
      const formData = (delivery.json as { formData: Record<string, string> }).formData;
      expect(formData.utm_source).toBe("google");
      expect(formData.utm_campaign).toBe("promo");
      expect(formData.utm_term).toBe("franquia");
    }
  });

  it("a cookie already holding a NUL (or an over-long value) is cleaned when read", async () => {
    receiver.reset();
    const visitor = newVisitor();
    const poisoned = { utm_source: "google\u0000", utm_campaign: "x".repeat(600), gclid: "G1" };
    visitor.cookies.set(ATTRIBUTION_COOKIE, Buffer.from(JSON.stringify(poisoned)).toString("base64url"));
    const answer = await visitor.post("/api/contato?page=/", leadFields());
    expect(answer.status).toBe(200);
    const [delivery] = await receiver.waitForRequests(1);
    const formData = (delivery.json as { formData: Record<string, string> }).formData;
    expect(formData.utm_source).toBe("google");
    expect(formData.gclid).toBe("G1");
    expect(formData).not.toHaveProperty("utm_campaign");
  });

  it("refuses a lead field holding a control character with a field message", async () => {
    for (const field of ["name", "email", "city", "phone", "state"]) {
      const visitor = newVisitor();
      const value = `${leadFields()[field]}\u0000`;
      const json = await visitor.post("/api/contato?page=/", leadFields({ [field]: value }));
      expect(json.status, field).toBe(400);
      const result = JSON.parse(json.text) as { fieldErrors: Record<string, string> };
      expect(Object.keys(result.fieldErrors), field).toEqual([field]);
      if (field !== "state") expect(result.fieldErrors[field], field).toBe(invalidCharacters);

      const page = await visitor.post("/modelo-prime", leadFields({ [field]: value }));
      expect(page.status, field).toBe(400);
    }
    const home = await newVisitor().post("/?index", leadFields({ name: "Maria\u0001" }));
    expect(home.status).toBe(400);
    expect(home.text).toContain(invalidCharacters);
  });

  it("refuses an expo registration field holding a control character", async () => {
    for (const [field, value] of [
      ["name", "Roberto\u0000"],
      ["city", "Soro\u001bcaba"],
      ["message", "Olá\u0000"],
      ["email", "roberto\u0000@example.com.br"],
    ]) {
      const answer = await newVisitor().post("/api/expo", expoFields({ [field]: value }));
      expect(answer.status, field).toBe(400);
      const result = JSON.parse(answer.text) as { fieldErrors: Record<string, string> };
      expect(result.fieldErrors[field], field).toBe(invalidCharacters);
    }
    // Line breaks and tabs are fine in the message.
    const fine = await newVisitor().post("/api/expo", expoFields({ message: "Linha 1\r\nLinha 2\tfim" }));
    expect(fine.status, fine.text.slice(0, 300)).toBeLessThan(400);
  });

  it("answers 400, never 500, to Better Auth calls carrying a control character", async () => {
    const visitor = newVisitor();
    const calls: [string, Record<string, unknown>][] = [
      ["/api/auth/sign-in/email", { email: "admin\u0000@example.com.br", password: "qualquer-senha" }],
      [
        "/api/auth/sign-up/email",
        { email: "novo@example.com.br", password: "segredo123", name: "Ana\u0000" },
      ],
      [
        "/api/auth/sign-up/email",
        { email: "novo\u0000@example.com.br", password: "segredo123", name: "Ana" },
      ],
      ["/api/auth/request-password-reset", { email: "a\u0000@example.com.br" }],
      ["/api/auth/reset-password", { token: "abc\u0000", newPassword: "segredo123" }],
    ];
    for (const [path, body] of calls) {
      const answer = await visitor.postJson(path, body);
      expect(answer.status, `${path} ${answer.text}`).toBe(400);
      expect(JSON.parse(answer.text).code, path).toBe("INVALID_CHARACTERS");
    }
    const link = await visitor.get("/api/auth/verify-email?token=abc%00");
    expect(link.status).toBeLessThan(500);
    // The sign-in form answers with a message too.
    const form = await visitor.post("/auth", { intent: "login", email: "a\u0000@b.com", password: "x12345" });
    expect(form.status).toBe(400);
  });
});
