import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Where the server may send a lead: an admin-entered webhook URL must not make the server call
 * itself or the private network around it (SSRF). In production the host name is resolved and
 * every address it resolves to is checked; tests and development may use loopback receivers.
 */

/** Addresses that are not on the public internet (IANA special-purpose registries). */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata services live here)
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24], // documentation
  ["192.168.0.0", 16],
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64 (embeds an IPv4 address)
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4 (embeds an IPv4 address)
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  privateRanges.addSubnet(network, prefix, "ipv6");
}

/** True for an IP address that is loopback, private, link-local or otherwise not public. */
export function isNonPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, "");
  const family = isIP(bare);
  if (family === 0) return true;
  // BlockList matches IPv4-mapped IPv6 (::ffff:127.0.0.1) against the IPv4 ranges too.
  return privateRanges.check(bare, family === 4 ? "ipv4" : "ipv6");
}

export type UrlCheck = { ok: true } | { ok: false; reason: string };

export const webhookUrlMessages = {
  protocol: "Use um endereço http:// ou https://",
  invalid: "Informe uma URL válida (http:// ou https://)",
  privateNetwork: "Este endereço aponta para a rede interna; use um endereço público",
  unresolved: "Não foi possível encontrar este endereço",
} as const;

export type HostLookup = (hostname: string) => Promise<string[]>;

const systemLookup: HostLookup = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * Checks a webhook URL: http(s) only, and (unless `allowPrivateNetwork`) a host whose every
 * address is public. A host name is resolved through `lookup` (the system resolver by default).
 */
export async function checkWebhookUrl(
  url: string,
  options: { allowPrivateNetwork: boolean; lookup?: HostLookup },
): Promise<UrlCheck> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: webhookUrlMessages.invalid };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { ok: false, reason: webhookUrlMessages.protocol };
  }
  if (!parsed.hostname) return { ok: false, reason: webhookUrlMessages.invalid };
  if (options.allowPrivateNetwork) return { ok: true };

  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = await (options.lookup ?? systemLookup)(host);
    } catch {
      return { ok: false, reason: webhookUrlMessages.unresolved };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: webhookUrlMessages.unresolved };
  if (addresses.some(isNonPublicAddress)) return { ok: false, reason: webhookUrlMessages.privateNetwork };
  return { ok: true };
}

/**
 * The check made when a lead is delivered (the URL was checked when saved, but a name can
 * resolve elsewhere later). The operator's own LEAD_WEBHOOK_URL / EXPO_WEBHOOK_URL are trusted:
 * they come from the server's environment, not from the admin screen.
 */
export function deliveryUrlGuard(config: {
  isProduction: boolean;
  LEAD_WEBHOOK_URL?: string;
  EXPO_WEBHOOK_URL?: string;
}): (url: string) => Promise<string | null> {
  const trusted = new Set([config.LEAD_WEBHOOK_URL, config.EXPO_WEBHOOK_URL].filter(Boolean));
  return async (url) => {
    if (trusted.has(url)) return null;
    const check = await checkWebhookUrl(url, { allowPrivateNetwork: !config.isProduction });
    return check.ok ? null : check.reason;
  };
}
