import { describe, expect, it } from "vitest";
import {
  checkWebhookUrl,
  isNonPublicAddress,
  nonPublicAddressCode,
  publicOnlyLookup,
  webhookUrlMessages,
} from "~/.server/security/webhook-url";

describe("non-public addresses", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.10",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "[::1]",
    "not-an-ip",
  ])("%s is refused", (address) => {
    expect(isNonPublicAddress(address)).toBe(true);
  });

  it.each(["8.8.8.8", "172.32.0.1", "200.147.67.142", "2606:4700:4700::1111", "::ffff:8.8.8.8"])(
    "%s is public",
    (address) => {
      expect(isNonPublicAddress(address)).toBe(false);
    },
  );
});

describe("webhook URL check", () => {
  const production = { allowPrivateNetwork: false };
  const lookup = (table: Record<string, string[]>) => async (host: string) => {
    const found = table[host];
    if (!found) throw new Error(`ENOTFOUND ${host}`);
    return found;
  };

  it("takes only http and https", async () => {
    for (const url of [
      "javascript:alert(1)",
      "ftp://example.com/x",
      "file:///etc/passwd",
      "data:text/plain,x",
    ]) {
      expect(await checkWebhookUrl(url, { allowPrivateNetwork: true })).toEqual({
        ok: false,
        reason: webhookUrlMessages.protocol,
      });
    }
    expect(await checkWebhookUrl("não é url", production)).toEqual({
      ok: false,
      reason: webhookUrlMessages.invalid,
    });
  });

  it("refuses loopback and private targets in production, written in any form", async () => {
    for (const url of [
      "http://127.0.0.1:8080/hook",
      "http://2130706433/hook", // 127.0.0.1 as one number
      "http://0x7f.1/hook",
      "http://[::1]/hook",
      "http://[::ffff:169.254.169.254]/latest/meta-data",
      "https://10.0.0.5/crm",
    ]) {
      expect(await checkWebhookUrl(url, production), url).toEqual({
        ok: false,
        reason: webhookUrlMessages.privateNetwork,
      });
    }
  });

  it("resolves a host name and refuses it when any address is private", async () => {
    const resolver = lookup({
      "crm.example.com": ["93.184.216.34"],
      "sneaky.example.com": ["93.184.216.34", "10.0.0.7"],
      localhost: ["127.0.0.1", "::1"],
    });
    expect(
      await checkWebhookUrl("https://crm.example.com/hook", { ...production, lookup: resolver }),
    ).toEqual({
      ok: true,
    });
    expect(
      await checkWebhookUrl("https://sneaky.example.com/hook", { ...production, lookup: resolver }),
    ).toEqual({ ok: false, reason: webhookUrlMessages.privateNetwork });
    expect(await checkWebhookUrl("http://localhost:3000/", { ...production, lookup: resolver })).toEqual({
      ok: false,
      reason: webhookUrlMessages.privateNetwork,
    });
    expect(await checkWebhookUrl("https://nowhere.invalid/", { ...production, lookup: resolver })).toEqual({
      ok: false,
      reason: webhookUrlMessages.unresolved,
    });
  });

  it("allows loopback receivers outside production", async () => {
    expect(await checkWebhookUrl("http://127.0.0.1:9/hook", { allowPrivateNetwork: true })).toEqual({
      ok: true,
    });
  });
});

describe("the connection's own lookup (publicOnlyLookup)", () => {
  type Answer = { address: string; family: number }[];
  const resolver =
    (answer: Answer | Error) =>
    (_host: string, _options: unknown, callback: (error: Error | null, addresses: Answer) => void) =>
      answer instanceof Error ? callback(answer, []) : callback(null, answer);

  function lookUp(answer: Answer | Error, all: boolean) {
    return new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>(
      (resolve) =>
        publicOnlyLookup(resolver(answer))("crm.example.com", { all }, (error, address, family) =>
          resolve({ error, address, family }),
        ),
    );
  }

  it("connects to a public address, as one address or as the whole list", async () => {
    const answer = [
      { address: "93.184.216.34", family: 4 },
      { address: "2606:2800:220:1:248:1893:25c8:1946", family: 6 },
    ];
    expect(await lookUp(answer, false)).toEqual({ error: null, address: "93.184.216.34", family: 4 });
    expect(await lookUp(answer, true)).toMatchObject({ error: null, address: answer });
  });

  it("refuses a name with any private address, so nothing connects to it", async () => {
    for (const answer of [
      [{ address: "10.0.0.7", family: 4 }],
      [
        { address: "93.184.216.34", family: 4 },
        { address: "169.254.169.254", family: 4 },
      ],
      [{ address: "::ffff:127.0.0.1", family: 6 }],
      [],
    ]) {
      const { error } = await lookUp(answer, false);
      expect(error?.code).toBe(nonPublicAddressCode);
    }
  });

  it("passes a resolver error on", async () => {
    const notFound = Object.assign(new Error("getaddrinfo ENOTFOUND crm.example.com"), { code: "ENOTFOUND" });
    expect((await lookUp(notFound, true)).error?.code).toBe("ENOTFOUND");
  });
});
