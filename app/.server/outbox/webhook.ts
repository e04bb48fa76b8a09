import { Webhook } from "standardwebhooks";
import { fetch } from "undici";
import { type DeliveryRoute, nonPublicAddressCode, webhookUrlMessages } from "~/.server/security/webhook-url";

/**
 * One webhook request, following the Standard Webhooks convention: webhook-id (the lead's id,
 * the same on every attempt and delivery; also sent as Idempotency-Key so a receiver can drop
 * repeats), webhook-timestamp
 * and, when a signing secret is configured, webhook-signature. JSON body, 15 s timeout.
 */

export const WEBHOOK_TIMEOUT_MS = 15_000;

export type WebhookResult = {
  ok: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  /** The target was refused before sending (see `guard`): retrying cannot help. */
  refused?: boolean;
};

export async function sendWebhook(options: {
  url: string;
  deliveryId: string;
  body: unknown;
  signingSecret?: string;
  timeoutMs?: number;
  now?: Date;
  /**
   * Decided just before sending: a refusal (e.g. an admin-entered URL that now resolves to the
   * private network) is recorded as the attempt's error; a dispatcher is the connection to use.
   */
  route?: (url: string) => Promise<DeliveryRoute>;
}): Promise<WebhookResult> {
  const route = options.route ? await options.route(options.url) : { refusal: null };
  if (route.refusal !== null) {
    return { ok: false, statusCode: null, error: route.refusal, durationMs: 0, refused: true };
  }
  const payload = JSON.stringify(options.body);
  const timestamp = options.now ?? new Date();
  const headers: Record<string, string> = {
    "content-type": "application/json",
    "user-agent": "CotaFacil-Webhooks/1.0",
    "webhook-id": options.deliveryId,
    "idempotency-key": options.deliveryId,
    "webhook-timestamp": String(Math.floor(timestamp.getTime() / 1000)),
  };
  if (options.signingSecret) {
    headers["webhook-signature"] = new Webhook(options.signingSecret).sign(
      options.deliveryId,
      timestamp,
      payload,
    );
  }
  const started = performance.now();
  try {
    const response = await fetch(options.url, {
      method: "POST",
      headers,
      body: payload,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
      dispatcher: route.dispatcher,
    });
    // Any 2xx answer is success, whatever its body: the body is not read; free the socket.
    await response.body?.cancel().catch(() => {});
    const durationMs = Math.round(performance.now() - started);
    return {
      ok: response.ok,
      statusCode: response.status,
      error: response.ok ? null : `HTTP ${response.status}`,
      durationMs,
    };
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    if (causeOf(error)?.code === nonPublicAddressCode) {
      // The name resolved to the private network at connection time: refused, like before sending.
      return {
        ok: false,
        statusCode: null,
        error: webhookUrlMessages.privateNetwork,
        durationMs,
        refused: true,
      };
    }
    return { ok: false, statusCode: null, error: describeNetworkError(error), durationMs };
  }
}

function causeOf(error: unknown): { code?: string; message?: string } | undefined {
  return error instanceof Error ? (error as Error & { cause?: { code?: string } }).cause : undefined;
}

function describeNetworkError(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === "TimeoutError") return "timeout";
    const cause = causeOf(error);
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
