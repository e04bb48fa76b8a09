import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimitedMessage } from "~/.server/leads/contact-action";
import { Visitor } from "../support/auth-client";
import { contactLeadFields } from "../support/contact-lead";
import { findFreePort } from "../support/free-port";
import { type ServerProcess, startServer } from "../support/server-process";

/**
 * A lead refused by the per-address limit without JavaScript: the page comes back drawn again,
 * thousands of pixels above its form, so the refusal must bring itself into view as the refused
 * fields' summary does — focused at once by the browser (`autofocus`), and the one element that is.
 */

const expoFields = (email: string) => ({
  name: "Roberto Alves",
  email,
  phone: "11912345678",
  city: "Sorocaba",
  currentMarket: "Contador",
  investment: "50k-100k",
  preferred_day: "2025-06-26",
  preferred_time: "15h-17h",
  message: "",
  consent: "on",
  website: "",
});

/** The opening tags of the page's elements that have the autofocus attribute. */
function autofocused(html: string): string[] {
  return [...html.matchAll(/<[a-z][^>]*\sautofocus(?:=""|\s|>)[^>]*>?/g)].map((match) => match[0]);
}

describe("a lead refused by the rate limit, without JavaScript", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    const port = await findFreePort();
    server = await startServer({
      port,
      timeoutMs: 120_000,
      env: {
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LEAD_RATE_LIMIT_PER_HOUR: "1",
        // The shipped expo days (June 2025) are still ahead for this server: visits can be booked.
        EXPO_TODAY: "2025-06-20",
      },
    });
  });
  afterAll(() => server?.stop());

  const cases = [
    { form: "contact", path: "/?index", address: "127.0.6.10", fields: contactLeadFields },
    {
      form: "expo",
      path: "/expo-abf-2025",
      address: "127.0.6.11",
      fields: (overrides: { email: string }) => expoFields(overrides.email),
    },
  ];

  for (const { form, path, address, fields } of cases) {
    it(`${form} form: the page opens on the refusal, focused`, async () => {
      const visitor = new Visitor(server.url, { localAddress: address });
      const first = await visitor.post(path, fields({ email: "primeiro@example.com.br" }));
      // Taken: the thank-you redirect (contact) or the confirmation (expo).
      expect(first.status).toBeLessThan(400);

      const refused = await visitor.post(path, fields({ email: "segundo@example.com.br" }));
      expect(refused.status).toBe(429);
      const focused = autofocused(refused.text);
      expect(focused).toHaveLength(1);
      const [tag] = focused;
      const id = /\sid="([^"]+)"/.exec(tag)?.[1];
      expect(id).toBeTruthy();
      // The focused element is the refusal itself, and can take focus.
      const element = new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>([^<]*)<`).exec(refused.text);
      expect(element?.[1]).toBe(rateLimitedMessage);
      expect(tag).toContain('tabindex="-1"');
      expect(tag).toContain('role="alert"');
    });
  }
});
