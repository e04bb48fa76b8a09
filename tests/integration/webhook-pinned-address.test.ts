import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sendWebhook } from "~/.server/outbox/webhook";
import { deliveryRoute, publicOnlyDispatcher, webhookUrlMessages } from "~/.server/security/webhook-url";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * In production an admin-entered webhook is sent through a connection that checks the address
 * it connects to, not only the name before sending: a host that resolves to the private network
 * by the time of the connection (DNS rebinding) gets nothing. "localhost" stands for such a
 * host here: it resolves to loopback through the system resolver, like a rebound name would.
 */
describe("a webhook sent through the public-only connection", () => {
  let receiver: WebhookReceiver;
  let hostUrl: string;

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    hostUrl = `${receiver.url.replace("127.0.0.1", "localhost")}/crm`;
  });
  beforeEach(() => receiver.reset());
  afterAll(() => receiver?.close());

  const send = (route?: Parameters<typeof sendWebhook>[0]["route"]) =>
    sendWebhook({ url: hostUrl, deliveryId: "delivery-1", body: { name: "Maria" }, timeoutMs: 5_000, route });

  it("reaches the receiver on an ordinary connection (development, or the operator's own URL)", async () => {
    const result = await send(async () => ({ refusal: null }));
    expect(result).toMatchObject({ ok: true, statusCode: 200 });
    expect(receiver.requests).toHaveLength(1);
  });

  it("is refused at connection time when the name passed the check but now resolves privately", async () => {
    // The check before sending said yes (as it would have a moment earlier); the connection decides.
    const result = await send(async () => ({ refusal: null, dispatcher: publicOnlyDispatcher }));
    expect(result).toMatchObject({
      ok: false,
      statusCode: null,
      error: webhookUrlMessages.privateNetwork,
      refused: true,
    });
    expect(receiver.requests).toHaveLength(0);
  });

  it("in production is refused before sending when the name already resolves privately", async () => {
    const route = deliveryRoute({ isProduction: true });
    expect(await route(hostUrl)).toEqual({ refusal: webhookUrlMessages.privateNetwork });
    const result = await send(route);
    expect(result).toMatchObject({ ok: false, refused: true, error: webhookUrlMessages.privateNetwork });
    expect(receiver.requests).toHaveLength(0);
  });

  it("trusts the operator's own URL from the environment, even on the private network", async () => {
    const route = deliveryRoute({ isProduction: true, LEAD_WEBHOOK_URL: hostUrl });
    expect(await route(hostUrl)).toEqual({ refusal: null });
    expect(await send(route)).toMatchObject({ ok: true });
    expect(receiver.requests).toHaveLength(1);
  });
});
