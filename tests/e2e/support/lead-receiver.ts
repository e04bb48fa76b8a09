/**
 * The end-to-end server delivers leads to a real webhook receiver started beside it
 * (tests/e2e/support/e2e-server.ts); this reads what it received. Contact leads are posted to
 * its /lead path (LEAD_WEBHOOK_URL), expo registrations to /expo (EXPO_WEBHOOK_URL).
 */
export type ReceivedLead = { formData: Record<string, string>; form_id: string; page_url: string };

/**
 * A delivery as the receiver got it: the path it was posted to ("/lead", "/expo"), its body and
 * its webhook-id header.
 */
export type ReceivedDelivery = { path: string; body: Record<string, string>; webhookId: string };

export async function receivedDeliveries(): Promise<ReceivedDelivery[]> {
  const response = await fetch(`${process.env.E2E_WEBHOOK_URL}/deliveries`);
  return (await response.json()) as ReceivedDelivery[];
}

/** The contact leads received (bodies of the deliveries to /lead). */
export async function receivedLeads(): Promise<ReceivedLead[]> {
  const deliveries = await receivedDeliveries();
  return deliveries
    .filter((delivery) => delivery.path.startsWith("/lead"))
    .map((delivery) => delivery.body as unknown as ReceivedLead);
}

/** The expo registrations received (bodies of the deliveries to /expo). */
export async function receivedExpoRegistrations(): Promise<Record<string, string>[]> {
  const deliveries = await receivedDeliveries();
  return deliveries.filter((delivery) => delivery.path.startsWith("/expo")).map((delivery) => delivery.body);
}

/** The webhook-id of every delivery of the contact lead named `name`, in arrival order. */
export async function webhookIdsOfLead(name: string): Promise<string[]> {
  const deliveries = await receivedDeliveries();
  return deliveries
    .filter((delivery) => delivery.path.startsWith("/lead"))
    .filter((delivery) => (delivery.body as unknown as ReceivedLead).formData?.name === name)
    .map((delivery) => delivery.webhookId);
}
