/**
 * The end-to-end server delivers leads to a real webhook receiver started beside it
 * (tests/e2e/support/e2e-server.mjs); this reads what it received.
 */
export type ReceivedLead = { formData: Record<string, string>; form_id: string; page_url: string };

export async function receivedLeads(): Promise<ReceivedLead[]> {
  const response = await fetch(`${process.env.E2E_WEBHOOK_URL}/received`);
  return (await response.json()) as ReceivedLead[];
}
