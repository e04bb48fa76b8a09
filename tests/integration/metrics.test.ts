import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactLeadFields } from "../support/contact-lead";
import { type ServerProcess, startServer } from "../support/server-process";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * GET /metrics: off unless METRICS_TOKEN is set, then only for requests bearing it; the counters
 * move with a lead, a refused lead, a delivery and a cached page.
 */

const token = "metrics-token-for-the-test-0123456789";

/** The value of one sample line, e.g. sample(text, 'cota_leads_accepted_total{form="contact"}'). */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("metrics", () => {
  let receiver: WebhookReceiver;
  let server: ServerProcess;
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    server = await startServer({
      env: { METRICS_TOKEN: token, LEAD_WEBHOOK_URL: receiver.url, OUTBOX_POLL_MS: "100" },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await receiver.close();
  });

  const scrape = async () => {
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it("answers 401 without the token or with another one", async () => {
    expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${server.url}/metrics`, {
      headers: { authorization: "Bearer not-the-token" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toBe("");
  });

  it("counts leads, refusals, deliveries, pages and requests", async () => {
    const before = await scrape();
    const accepted = sample(before, 'cota_leads_accepted_total{form="contact"}') ?? 0;
    const delivered = sample(before, 'cota_outbox_attempts_total{kind="webhook",outcome="delivered"}') ?? 0;

    const lead = await fetch(`${server.url}/api/contato?page=/`, {
      method: "POST",
      body: new URLSearchParams(contactLeadFields({ name: "Maria Lima" })),
    });
    expect(await lead.json()).toMatchObject({ status: "success" });
    const refused = await fetch(`${server.url}/api/contato?page=/`, {
      method: "POST",
      body: new URLSearchParams(contactLeadFields({ email: "não é e-mail" })),
    });
    expect(refused.status).toBe(400);
    await receiver.waitForRequests(1);
    // The home page twice: drawn once, then answered from the cache.
    for (let i = 0; i < 2; i++) expect((await fetch(`${server.url}/`)).status).toBe(200);

    await expect
      .poll(async () =>
        sample(await scrape(), 'cota_outbox_attempts_total{kind="webhook",outcome="delivered"}'),
      )
      .toBe(delivered + 1);
    const after = await scrape();
    expect(sample(after, 'cota_leads_accepted_total{form="contact"}')).toBe(accepted + 1);
    expect(sample(after, 'cota_leads_refused_total{form="contact",reason="invalid"}')).toBe(1);
    expect(sample(after, 'cota_http_requests_total{route="lead-form",method="POST",status="200"}')).toBe(1);
    expect(sample(after, 'cota_http_requests_total{route="lead-form",method="POST",status="400"}')).toBe(1);
    expect(sample(after, 'cota_page_cache_requests_total{outcome="hit"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'cota_page_cache_requests_total{outcome="miss"}')).toBeGreaterThanOrEqual(1);
    expect(sample(after, 'cota_http_request_duration_seconds_count{route="page"}')).toBeGreaterThanOrEqual(2);
    // Nothing waits: the queue gauges read the database.
    expect(sample(after, 'cota_outbox_deliveries{kind="webhook",status="pending"}')).toBe(0);
    expect(sample(after, 'cota_outbox_oldest_pending_age_seconds{kind="webhook"}')).toBe(0);
    expect(sample(after, "cota_db_up")).toBe(1);
    expect(sample(after, "cota_db_query_errors_total")).toBeDefined();
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(after).toMatch(/^process_resident_memory_bytes \d/m);
  });

  it("shows the waiting deliveries and their age while the CRM is down", async () => {
    await receiver.goDown();
    const lead = await fetch(`${server.url}/api/contato?page=/`, {
      method: "POST",
      body: new URLSearchParams(contactLeadFields({ name: "Pedro Alves" })),
    });
    expect(await lead.json()).toMatchObject({ status: "success" });
    await expect
      .poll(async () =>
        sample(await scrape(), 'cota_outbox_attempts_total{kind="webhook",outcome="pending"}'),
      )
      .toBeGreaterThanOrEqual(1);
    const text = await scrape();
    expect(sample(text, 'cota_outbox_deliveries{kind="webhook",status="pending"}')).toBe(1);
    expect(sample(text, 'cota_outbox_oldest_pending_age_seconds{kind="webhook"}')).toBeGreaterThan(0);
    await receiver.comeBack();
  });
});

describe("metrics without METRICS_TOKEN", () => {
  it("answers 404", async () => {
    const server = await startServer();
    try {
      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: "Bearer anything" },
      });
      expect(response.status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
